#include "worlddata/sql_lexer.h"

#include "worlddata/errors.h"

namespace sweeplab::worlddata {

namespace {

bool word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '$';
}

bool digit(char c) {
    return c >= '0' && c <= '9';
}

bool hex_digit(char c) {
    return digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

char upper(char c) {
    return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
}

} // namespace

bool SqlLexeme::is(std::string_view keyword) const {
    if (kind != SqlToken::Word || text.size() != keyword.size()) return false;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (upper(text[i]) != keyword[i]) return false;
    return true;
}

void SqlLexer::skip_space_and_comments() {
    const std::size_t n = text_.size();
    while (pos_ < n) {
        const char c = text_[pos_];
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\v') {
            ++pos_;
        } else if (c == '/' && pos_ + 1 < n && text_[pos_ + 1] == '*') {
            const std::size_t end = text_.find("*/", pos_ + 2);
            if (end == std::string_view::npos) fail_at(file_, text_, pos_, "unterminated comment");
            pos_ = end + 2;
        } else if (c == '#' ||
                   (c == '-' && pos_ + 1 < n && text_[pos_ + 1] == '-' &&
                    (pos_ + 2 >= n || text_[pos_ + 2] == ' ' || text_[pos_ + 2] == '\t' ||
                     text_[pos_ + 2] == '\n' || text_[pos_ + 2] == '\r'))) {
            const std::size_t end = text_.find('\n', pos_);
            pos_ = end == std::string_view::npos ? n : end + 1;
        } else {
            return;
        }
    }
}

SqlLexeme SqlLexer::next() {
    skip_space_and_comments();
    const std::size_t n = text_.size();
    if (pos_ >= n) return SqlLexeme{SqlToken::End, {}, n};
    const std::size_t start = pos_;
    const char c = text_[pos_];
    if (c == '\'' || c == '"') return quoted(c);
    if (c == '`') {
        const std::size_t end = text_.find('`', pos_ + 1);
        if (end == std::string_view::npos) fail_at(file_, text_, start, "unterminated `name`");
        pos_ = end + 1;
        SqlLexeme w{SqlToken::Word, text_.substr(start + 1, end - start - 1), start};
        w.quoted_word = true;
        return w;
    }
    const bool sign = (c == '-' || c == '+') && pos_ + 1 < n &&
                      (digit(text_[pos_ + 1]) || text_[pos_ + 1] == '.');
    if (digit(c) || sign || (c == '.' && pos_ + 1 < n && digit(text_[pos_ + 1])))
        return number(start);
    if (word_char(c)) {
        while (pos_ < n && word_char(text_[pos_]))
            ++pos_;
        return SqlLexeme{SqlToken::Word, text_.substr(start, pos_ - start), start};
    }
    ++pos_;
    return SqlLexeme{SqlToken::Punct, text_.substr(start, 1), start};
}

void SqlLexer::skip_statement() {
    const std::size_t n = text_.size();
    while (pos_ < n) {
        const char c = text_[pos_];
        if (c == ';') {
            ++pos_;
            return;
        }
        if (c == '\'' || c == '"') {
            (void)quoted(c);
        } else if (c == '`') {
            const std::size_t end = text_.find('`', pos_ + 1);
            if (end == std::string_view::npos) fail_at(file_, text_, pos_, "unterminated `name`");
            pos_ = end + 1;
        } else if (c == '/' || c == '#' || c == '-') {
            const std::size_t before = pos_;
            skip_space_and_comments();
            if (pos_ == before) ++pos_;
        } else {
            ++pos_;
        }
    }
}

SqlLexeme SqlLexer::number(std::size_t start) {
    const std::size_t n = text_.size();
    if (text_[pos_] == '-' || text_[pos_] == '+') ++pos_;
    if (pos_ + 1 < n && text_[pos_] == '0' && (text_[pos_ + 1] == 'x' || text_[pos_ + 1] == 'X')) {
        pos_ += 2;
        while (pos_ < n && hex_digit(text_[pos_]))
            ++pos_;
    } else {
        while (pos_ < n && digit(text_[pos_]))
            ++pos_;
        if (pos_ < n && text_[pos_] == '.') {
            ++pos_;
            while (pos_ < n && digit(text_[pos_]))
                ++pos_;
        }
        if (pos_ < n && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
            std::size_t p = pos_ + 1;
            if (p < n && (text_[p] == '-' || text_[p] == '+')) ++p;
            if (p < n && digit(text_[p])) {
                pos_ = p;
                while (pos_ < n && digit(text_[pos_]))
                    ++pos_;
            }
        }
    }
    // A number runs into no word or second point: `12ab` and `1.2.3` are one bad token each,
    // named whole.
    while (pos_ < n && (word_char(text_[pos_]) || text_[pos_] == '.'))
        ++pos_;
    return SqlLexeme{SqlToken::Number, text_.substr(start, pos_ - start), start};
}

SqlLexeme SqlLexer::quoted(char quote) {
    const std::size_t start = pos_;
    const std::size_t n = text_.size();
    bool escaped = false;
    std::size_t p = pos_ + 1;
    for (;;) {
        // Jump to the next quote or backslash.
        while (p < n && text_[p] != quote && text_[p] != '\\')
            ++p;
        if (p >= n) fail_at(file_, text_, start, "unterminated string");
        if (text_[p] == '\\') {
            escaped = true;
            p += 2;
            continue;
        }
        if (p + 1 < n && text_[p + 1] == quote) { // '' inside '...'
            escaped = true;
            p += 2;
            continue;
        }
        break;
    }
    pos_ = p + 1;
    SqlLexeme s{SqlToken::String, text_.substr(start + 1, p - start - 1), start};
    s.escaped = escaped;
    return s;
}

std::string unescape(const SqlLexeme& s) {
    if (!s.escaped) return std::string(s.text);
    std::string out;
    out.reserve(s.text.size());
    for (std::size_t i = 0; i < s.text.size(); ++i) {
        const char c = s.text[i];
        if (c == '\\' && i + 1 < s.text.size()) {
            const char e = s.text[++i];
            switch (e) {
            case 'n':
                out += '\n';
                break;
            case 't':
                out += '\t';
                break;
            case 'r':
                out += '\r';
                break;
            case '0':
                out += '\0';
                break;
            case 'b':
                out += '\b';
                break;
            case 'Z':
                out += '\x1A';
                break;
            default:
                out += e;
                break;
            }
        } else if ((c == '\'' || c == '"') && i + 1 < s.text.size() && s.text[i + 1] == c) {
            out += c;
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace sweeplab::worlddata
