#include "worlddata/errors.h"

#include <algorithm>

namespace sweeplab::worlddata {

WorldDataError::WorldDataError(std::string file, std::size_t line, std::size_t column,
                               std::string problem)
    : std::runtime_error(file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
                         problem),
      file_(std::move(file)), line_(line), column_(column), problem_(std::move(problem)) {}

TextPlace place_of(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    TextPlace p;
    std::size_t line_start = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++p.line;
            line_start = i + 1;
        }
    }
    p.column = offset - line_start + 1;
    return p;
}

std::uint32_t LineCounter::line_at(std::size_t offset) {
    offset = std::min(offset, text_.size());
    if (offset < pos_) {
        pos_ = 0;
        line_ = 1;
    }
    line_ += static_cast<std::uint32_t>(
        std::count(text_.begin() + static_cast<std::ptrdiff_t>(pos_),
                   text_.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
    pos_ = offset;
    return line_;
}

void fail_at(const std::string& file, std::string_view text, std::size_t offset,
             const std::string& problem) {
    const TextPlace p = place_of(text, offset);
    throw WorldDataError(file, p.line, p.column, problem);
}

} // namespace sweeplab::worlddata
