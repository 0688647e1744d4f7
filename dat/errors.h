#pragma once
// The one error of the DAT reader: `FILE: WHAT: problem` (docs/command-line.md, DAT), where
// FILE is the DAT file's name, WHAT the record (its hex id and type) or the part of the
// container ("header", "directory node at 0x00000400"), and problem says what is wrong,
// naming the field or the offset where it helps. The reader throws it; callers print
// what() and exit with code 2.
#include <cstdint>
#include <stdexcept>
#include <string>

namespace sweeplab::dat {

class DatError : public std::runtime_error {
  public:
    // what() is "file: where: problem", or "file: problem" when where is empty.
    DatError(std::string file, std::string where, std::string problem);
    [[nodiscard]] const std::string& file() const { return file_; }
    [[nodiscard]] const std::string& where() const { return where_; }
    [[nodiscard]] const std::string& problem() const { return problem_; }

  private:
    std::string file_, where_, problem_;
};

// "0x0000ABCD": eight upper-case hex digits, as every id sweeplab prints.
[[nodiscard]] std::string hex32(std::uint32_t v);
// "0xABCD": four digits (landblock ids).
[[nodiscard]] std::string hex16(std::uint32_t v);

} // namespace sweeplab::dat
