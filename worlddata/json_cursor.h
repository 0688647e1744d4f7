#pragma once
// A pull reader of JSON text for GDLE's spawn maps: values are read where they stand, nothing
// is built that the caller does not keep, and every error names the byte it stands at
// (FILE:LINE:COLUMN). Nesting is bounded (kMaxDepth), so no input recurses without end.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace sweeplab::worlddata {

enum class JsonKind : std::uint8_t { Object, Array, String, Number, True, False, Null, End };

class JsonCursor {
  public:
    static constexpr int kMaxDepth = 64;

    JsonCursor(std::string_view text, const std::string& file) : text_(text), file_(file) {}

    // The kind of the next value (white space skipped).
    [[nodiscard]] JsonKind peek();
    [[nodiscard]] std::size_t offset() { return skip_space(), pos_; }

    // Objects: begin_object(), then while (next_key(key)) { read the value }.
    void begin_object();
    bool next_key(std::string& key);
    // Arrays: begin_array(), then while (next_item()) { read the value }.
    void begin_array();
    bool next_item();

    std::string read_string();
    // A JSON number as a double (`what` names the field in messages).
    double read_number(std::string_view what);
    // An unsigned 32-bit integer: a JSON integer, or a string of one in decimal or 0x-hex.
    std::uint32_t read_u32(std::string_view what);
    bool read_bool(std::string_view what);
    void skip_value();
    // The text must end here (white space only).
    void expect_end();

    [[noreturn]] void fail(std::size_t offset, const std::string& problem) const;

  private:
    void skip_space();
    std::string found();
    void expect(char c, const char* where);
    void enter();
    std::string_view number_text(std::string_view what);

    std::string_view text_;
    const std::string& file_;
    std::size_t pos_ = 0;
    int depth_ = 0;
    // Per open container: whether a member or item was read (so a ',' is due).
    bool first_[kMaxDepth + 1]{};
};

} // namespace sweeplab::worlddata
