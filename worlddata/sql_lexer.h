#pragma once
// The tokens of a MySQL script as ACE's world database writes it (docs/world-objects.md,
// "ACE SQL"): words (bare or `back-quoted`), numbers (decimal, hex 0x..., signed, with a
// fraction or an exponent), strings ('...' or "..." with \x and doubled-quote escapes) and
// single punctuation characters. Comments (/* ... */, -- to the end of the line, # to the end
// of the line) and white space are skipped. Tokens are views into the text: lexing never
// allocates. An unterminated string or comment is a WorldDataError at its first byte.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace sweeplab::worlddata {

enum class SqlToken : std::uint8_t { End, Word, Number, String, Punct };

struct SqlLexeme {
    SqlToken kind = SqlToken::End;
    std::string_view text;    // a word without its back-quotes, a string without its quotes
    std::size_t offset = 0;   // of the token's first byte in the script
    bool escaped = false;     // a string holding an escape (unescape() before use)
    bool quoted_word = false; // a `back-quoted` word
    [[nodiscard]] char punct() const { return kind == SqlToken::Punct ? text[0] : '\0'; }
    // Case-insensitive comparison of a word with an upper-case keyword.
    [[nodiscard]] bool is(std::string_view keyword) const;
};

class SqlLexer {
  public:
    SqlLexer(std::string_view text, const std::string& file) : text_(text), file_(file) {}
    // The next token (SqlToken::End at the end of the text).
    SqlLexeme next();
    [[nodiscard]] std::string_view text() const { return text_; }
    [[nodiscard]] const std::string& file() const { return file_; }
    [[nodiscard]] std::size_t offset() const { return pos_; }
    // Continues from byte `pos` (the first byte of a statement).
    void seek(std::size_t pos) { pos_ = pos; }
    // Skips to just past the next ';' outside strings, names and comments (or to the end),
    // without making tokens: a statement of a table sweeplab does not read. An unterminated
    // string, name or comment is still an error.
    void skip_statement();

  private:
    void skip_space_and_comments();
    SqlLexeme number(std::size_t start);
    SqlLexeme quoted(char quote);

    std::string_view text_;
    const std::string& file_;
    std::size_t pos_ = 0;
};

// A string token's value with its escapes resolved (\n \t \0 \r \b \Z, \x for any other x,
// and a doubled quote).
[[nodiscard]] std::string unescape(const SqlLexeme& s);

} // namespace sweeplab::worlddata
