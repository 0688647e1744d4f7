#pragma once
// One line of a conformance file, parsed in place (docs/vectors.md, "check"): numbers are read
// once as doubles with std::from_chars (so "-0" stays negative zero), strings and every value's
// own text are views into the line, and the document's tables are reused from line to line,
// so a check allocates nothing per case once warm. What the checker needs of JSON, and no
// more: objects, arrays, numbers, strings, true, false, null.
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

namespace sweeplab::vectors {

class JsonDoc;

enum class JsonKind : std::uint8_t { Null, Bool, Number, String, Array, Object };

struct JsonNode {
    JsonKind kind = JsonKind::Null;
    bool integer = false; // a number written without '.', 'e' or 'E'
    bool boolean = false;
    double value = 0.0;
    std::string_view raw;  // the value's own text in the line
    std::string_view text; // a string's characters, escapes resolved
    std::string_view key;  // the member's name, in an object
    std::uint32_t first = 0, count = 0;
    const JsonDoc* doc = nullptr;

    [[nodiscard]] bool is_null() const { return kind == JsonKind::Null; }
    [[nodiscard]] bool is_number() const { return kind == JsonKind::Number; }
    [[nodiscard]] bool is_number_integer() const { return is_number() && integer; }
    [[nodiscard]] bool is_string() const { return kind == JsonKind::String; }
    [[nodiscard]] bool is_array() const { return kind == JsonKind::Array; }
    [[nodiscard]] bool is_object() const { return kind == JsonKind::Object; }
    // Elements of an array or members of an object.
    [[nodiscard]] std::size_t size() const { return count; }
    [[nodiscard]] const JsonNode& operator[](std::size_t i) const;
    // The member named `name`, or null.
    [[nodiscard]] const JsonNode* find(std::string_view name) const;
    [[nodiscard]] bool contains(std::string_view name) const { return find(name) != nullptr; }
    [[nodiscard]] std::string dump() const { return std::string(raw); }
};

// A JSON error: the 1-based column in the line and what was expected.
struct JsonError {
    std::size_t column = 0;
    std::string what;
};

class JsonDoc {
  public:
    // Parses `line` (which must outlive the result); throws JsonError. Nesting is bounded (64).
    const JsonNode& parse(std::string_view line);

  private:
    friend struct JsonNode;
    std::uint32_t value(int depth);
    void skip_space();
    [[noreturn]] void fail(const std::string& what) const;
    std::string_view line_;
    std::size_t at_ = 0;
    std::vector<JsonNode> nodes_;
    std::vector<std::uint32_t> children_;
    std::vector<std::uint32_t> stack_;
    std::deque<std::string> unescaped_;
};

} // namespace sweeplab::vectors
