#pragma once
// The one error of the world-data reader: `FILE:LINE:COLUMN: problem` (docs/world-objects.md,
// "Bad data"). LINE and COLUMN count from 1; COLUMN counts bytes. Callers print what() and
// exit with code 2.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace sweeplab::worlddata {

class WorldDataError : public std::runtime_error {
  public:
    WorldDataError(std::string file, std::size_t line, std::size_t column, std::string problem);
    [[nodiscard]] const std::string& file() const { return file_; }
    [[nodiscard]] std::size_t line() const { return line_; }
    [[nodiscard]] std::size_t column() const { return column_; }
    [[nodiscard]] const std::string& problem() const { return problem_; }

  private:
    std::string file_;
    std::size_t line_ = 0, column_ = 0;
    std::string problem_;
};

// The line and column (from 1) of byte `offset` in `text`. Counted only when an error is
// raised, so the reader's hot loop never tracks lines.
struct TextPlace {
    std::size_t line = 1, column = 1;
};
[[nodiscard]] TextPlace place_of(std::string_view text, std::size_t offset);

// Line numbers of offsets met in increasing order (a row's line for warnings), counted once
// over the text however many rows ask.
class LineCounter {
  public:
    explicit LineCounter(std::string_view text) : text_(text) {}
    [[nodiscard]] std::uint32_t line_at(std::size_t offset);

  private:
    std::string_view text_;
    std::size_t pos_ = 0;
    std::uint32_t line_ = 1;
};

// Throws the error for byte `offset` of `text`, the contents of `file`.
[[noreturn]] void fail_at(const std::string& file, std::string_view text, std::size_t offset,
                          const std::string& problem);

} // namespace sweeplab::worlddata
