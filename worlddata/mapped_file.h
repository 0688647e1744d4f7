#pragma once
// A read-only view of a whole file, mapped: the pages are read as the parser reaches them.
// A file that cannot be opened or read is a WorldDataError at FILE:1:1.
#include <cerrno>
#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "worlddata/errors.h"

namespace sweeplab::worlddata {

class MappedFile {
  public:
    explicit MappedFile(const std::string& path) {
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            throw WorldDataError(path, 1, 1, std::string("cannot open: ") + std::strerror(errno));
        struct stat st {};
        if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
            ::close(fd);
            throw WorldDataError(path, 1, 1, "not a regular file");
        }
        size_ = static_cast<std::size_t>(st.st_size);
        if (size_ > 0) {
            void* p = ::mmap(nullptr, size_, PROT_READ, MAP_PRIVATE, fd, 0);
            if (p == MAP_FAILED) {
                ::close(fd);
                throw WorldDataError(path, 1, 1,
                                     std::string("cannot read: ") + std::strerror(errno));
            }
            ::madvise(p, size_, MADV_SEQUENTIAL);
            data_ = static_cast<const char*>(p);
        }
        ::close(fd);
    }
    ~MappedFile() {
        if (data_ != nullptr) ::munmap(const_cast<char*>(data_), size_);
    }
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    [[nodiscard]] std::string_view text() const { return {data_, size_}; }

  private:
    const char* data_ = nullptr;
    std::size_t size_ = 0;
};

} // namespace sweeplab::worlddata
