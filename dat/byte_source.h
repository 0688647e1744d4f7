#pragma once
// Where a DAT file's bytes come from: the file itself, read with pread at the offsets the
// container asks for (a retail DAT runs to hundreds of megabytes and is never read whole),
// or a buffer in memory (tests and the fuzzer). Every read is bounds-checked by the caller
// against size(); a short read from the disk is a DatError naming the file.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace sweeplab::dat {

class ByteSource {
  public:
    virtual ~ByteSource() = default;
    [[nodiscard]] virtual std::uint64_t size() const = 0;
    // Fills `out` from `offset`; the caller has checked offset + out.size() <= size().
    virtual void read_at(std::uint64_t offset, std::span<std::byte> out) const = 0;

    // Throws DatError(base name, "", "cannot open ...") when the file cannot be opened.
    static std::unique_ptr<ByteSource> open_file(const std::filesystem::path& path,
                                                 const std::string& name);
    static std::unique_ptr<ByteSource> from_memory(std::vector<std::byte> bytes);
};

} // namespace sweeplab::dat
