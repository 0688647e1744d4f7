#include "worlddata/json_cursor.h"

#include <charconv>
#include <cmath>

#include "worlddata/errors.h"

namespace sweeplab::worlddata {

void JsonCursor::fail(std::size_t offset, const std::string& problem) const {
    fail_at(file_, text_, offset, problem);
}

void JsonCursor::skip_space() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' ||
                                   text_[pos_] == '\r' || text_[pos_] == '\t'))
        ++pos_;
}

JsonKind JsonCursor::peek() {
    skip_space();
    if (pos_ >= text_.size()) return JsonKind::End;
    switch (text_[pos_]) {
    case '{':
        return JsonKind::Object;
    case '[':
        return JsonKind::Array;
    case '"':
        return JsonKind::String;
    case 't':
        return JsonKind::True;
    case 'f':
        return JsonKind::False;
    case 'n':
        return JsonKind::Null;
    default:
        break;
    }
    const char c = text_[pos_];
    if (c == '-' || (c >= '0' && c <= '9')) return JsonKind::Number;
    fail(pos_, std::string("unexpected '") + c + "'");
}

void JsonCursor::expect(char c, const char* where) {
    skip_space();
    if (pos_ >= text_.size()) fail(pos_, std::string("expected '") + c + "' " + where);
    if (text_[pos_] != c)
        fail(pos_, std::string("expected '") + c + "' " + where + ", found '" + text_[pos_] + "'");
    ++pos_;
}

void JsonCursor::enter() {
    if (depth_ >= kMaxDepth) fail(pos_, "nested deeper than 64 levels");
    first_[++depth_] = true;
}

// What stands at the cursor, for messages: "'x'" or "the end of the file".
std::string JsonCursor::found() {
    skip_space();
    if (pos_ >= text_.size()) return "the end of the file";
    return std::string("'") + text_[pos_] + "'";
}

void JsonCursor::begin_object() {
    skip_space();
    if (pos_ >= text_.size() || text_[pos_] != '{')
        fail(offset(), "expected an object, found " + found());
    ++pos_;
    enter();
}

bool JsonCursor::next_key(std::string& key) {
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == '}') {
        ++pos_;
        --depth_;
        return false;
    }
    if (!first_[depth_]) expect(',', "between members");
    first_[depth_] = false;
    if (peek() != JsonKind::String) fail(offset(), "expected a member name");
    key = read_string();
    expect(':', "after a member name");
    return true;
}

void JsonCursor::begin_array() {
    skip_space();
    if (pos_ >= text_.size() || text_[pos_] != '[')
        fail(offset(), "expected an array, found " + found());
    ++pos_;
    enter();
}

bool JsonCursor::next_item() {
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == ']') {
        ++pos_;
        --depth_;
        return false;
    }
    if (!first_[depth_]) expect(',', "between items");
    first_[depth_] = false;
    return true;
}

std::string JsonCursor::read_string() {
    if (peek() != JsonKind::String) fail(offset(), "expected a string");
    const std::size_t start = pos_++;
    std::string out;
    for (;;) {
        if (pos_ >= text_.size()) fail(start, "unterminated string");
        const char c = text_[pos_++];
        if (c == '"') return out;
        if (static_cast<unsigned char>(c) < 0x20) fail(pos_ - 1, "control character in a string");
        if (c != '\\') {
            out += c;
            continue;
        }
        if (pos_ >= text_.size()) fail(start, "unterminated string");
        const char e = text_[pos_++];
        switch (e) {
        case '"':
            out += '"';
            break;
        case '\\':
            out += '\\';
            break;
        case '/':
            out += '/';
            break;
        case 'b':
            out += '\b';
            break;
        case 'f':
            out += '\f';
            break;
        case 'n':
            out += '\n';
            break;
        case 'r':
            out += '\r';
            break;
        case 't':
            out += '\t';
            break;
        case 'u': {
            if (pos_ + 4 > text_.size()) fail(pos_ - 2, "bad \\u escape");
            unsigned code = 0;
            const auto [end, ec] =
                std::from_chars(text_.data() + pos_, text_.data() + pos_ + 4, code, 16);
            if (ec != std::errc() || end != text_.data() + pos_ + 4)
                fail(pos_ - 2, "bad \\u escape");
            pos_ += 4;
            // Names only: anything past ASCII becomes '?' (no surrogate pairing needed).
            out += code < 0x80 ? static_cast<char>(code) : '?';
            break;
        }
        default:
            fail(pos_ - 2, std::string("bad escape '\\") + e + "'");
        }
    }
}

std::string_view JsonCursor::number_text(std::string_view what) {
    if (peek() != JsonKind::Number) fail(offset(), std::string(what) + ": expected a number");
    const std::size_t start = pos_;
    while (pos_ < text_.size()) {
        const char c = text_[pos_];
        if ((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E')
            ++pos_;
        else
            break;
    }
    return text_.substr(start, pos_ - start);
}

double JsonCursor::read_number(std::string_view what) {
    const std::size_t start = offset();
    const std::string_view t = number_text(what);
    double d = 0.0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), d);
    if (ec != std::errc() || end != t.data() + t.size() || !std::isfinite(d))
        fail(start, std::string(what) + ": '" + std::string(t) + "' is not a number");
    return d;
}

std::uint32_t JsonCursor::read_u32(std::string_view what) {
    const std::size_t start = offset();
    std::string_view t;
    std::string s;
    if (peek() == JsonKind::String) {
        s = read_string();
        t = s;
    } else {
        t = number_text(what);
    }
    int base = 10;
    std::string_view digits = t;
    if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) {
        base = 16;
        digits.remove_prefix(2);
    }
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, base);
    if (ec != std::errc() || end != digits.data() + digits.size() || v > 0xFFFFFFFFull)
        fail(start, std::string(what) + ": '" + std::string(t.substr(0, 40)) +
                        "' is not a 32-bit unsigned integer");
    return static_cast<std::uint32_t>(v);
}

bool JsonCursor::read_bool(std::string_view what) {
    const JsonKind k = peek();
    if (k == JsonKind::True && text_.substr(pos_, 4) == "true") {
        pos_ += 4;
        return true;
    }
    if (k == JsonKind::False && text_.substr(pos_, 5) == "false") {
        pos_ += 5;
        return false;
    }
    if (k == JsonKind::Number) return read_number(what) != 0.0;
    fail(offset(), std::string(what) + ": expected true or false");
}

void JsonCursor::skip_value() {
    std::string key;
    switch (peek()) {
    case JsonKind::Object:
        begin_object();
        while (next_key(key))
            skip_value();
        return;
    case JsonKind::Array:
        begin_array();
        while (next_item())
            skip_value();
        return;
    case JsonKind::String:
        read_string();
        return;
    case JsonKind::Number:
        read_number("value");
        return;
    case JsonKind::True:
    case JsonKind::False:
        read_bool("value");
        return;
    case JsonKind::Null:
        if (text_.substr(pos_, 4) != "null") fail(pos_, "expected null");
        pos_ += 4;
        return;
    case JsonKind::End:
        fail(pos_, "expected a value, found the end of the file");
    }
}

void JsonCursor::expect_end() {
    skip_space();
    if (pos_ < text_.size()) fail(pos_, "text after the end of the JSON value");
}

} // namespace sweeplab::worlddata
