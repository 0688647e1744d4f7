#include "dat/byte_source.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dat/errors.h"

namespace sweeplab::dat {

namespace {

// A read-only descriptor and its size, taken once at open (the files are never written).
class FileSource final : public ByteSource {
  public:
    FileSource(int fd, std::uint64_t size, std::string name)
        : fd_(fd), size_(size), name_(std::move(name)) {}
    ~FileSource() override { ::close(fd_); }
    FileSource(const FileSource&) = delete;
    FileSource& operator=(const FileSource&) = delete;

    [[nodiscard]] std::uint64_t size() const override { return size_; }

    void read_at(std::uint64_t offset, std::span<std::byte> out) const override {
        std::size_t done = 0;
        while (done < out.size()) {
            const ssize_t n = ::pread(fd_, out.data() + done, out.size() - done,
                                      static_cast<off_t>(offset + done));
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0)
                throw DatError(name_, "",
                               "read of " + std::to_string(out.size()) + " bytes at offset " +
                                   hex32(static_cast<std::uint32_t>(offset)) +
                                   " failed: " + (n < 0 ? std::strerror(errno) : "end of file"));
            done += static_cast<std::size_t>(n);
        }
    }

  private:
    int fd_;
    std::uint64_t size_;
    std::string name_;
};

class MemorySource final : public ByteSource {
  public:
    explicit MemorySource(std::vector<std::byte> bytes) : bytes_(std::move(bytes)) {}
    [[nodiscard]] std::uint64_t size() const override { return bytes_.size(); }
    void read_at(std::uint64_t offset, std::span<std::byte> out) const override {
        std::memcpy(out.data(), bytes_.data() + offset, out.size());
    }

  private:
    std::vector<std::byte> bytes_;
};

} // namespace

std::unique_ptr<ByteSource> ByteSource::open_file(const std::filesystem::path& path,
                                                  const std::string& name) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        throw DatError(name, "", "cannot open " + path.string() + ": " + std::strerror(errno));
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        throw DatError(name, "", "cannot open " + path.string() + ": not a regular file");
    }
    return std::make_unique<FileSource>(fd, static_cast<std::uint64_t>(st.st_size), name);
}

std::unique_ptr<ByteSource> ByteSource::from_memory(std::vector<std::byte> bytes) {
    return std::make_unique<MemorySource>(std::move(bytes));
}

} // namespace sweeplab::dat
