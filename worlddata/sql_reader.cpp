// ACE's SQL world database, statement by statement (docs/world-objects.md, "ACE SQL"): DELETE
// FROM landblock_instance / weenie (the replace rule), INSERT INTO one of the tables of
// sql_tables.h (with or without a column list, one row or many), CREATE TABLE (the column
// order of a later INSERT without a list). Every other statement is skipped to its ';'.
#include <unordered_map>

#include "worlddata/errors.h"
#include "worlddata/sql_chunks.h"
#include "worlddata/sql_lexer.h"
#include "worlddata/sql_tables.h"
#include "worlddata/world_data.h"

namespace sweeplab::worlddata {

namespace {

class SqlReader {
  public:
    SqlReader(std::string_view text, const std::string& file, WorldDataBuilder& out)
        : lexer_(text, file), lines_(text), out_(out) {}

    // The statements that start in [begin, end); `after`, when given, is told each one's
    // bytes and whether it was a CREATE TABLE of a table sweeplab reads.
    void run(std::size_t begin = 0, std::size_t end = std::string_view::npos,
             const SqlStatementFn* after = nullptr) {
        lexer_.seek(begin);
        has_peek_ = false;
        for (;;) {
            const SqlLexeme t = take();
            if (t.kind == SqlToken::End || t.offset >= end) return;
            if (t.punct() == ';') continue;
            bool created = false;
            if (t.is("INSERT") || t.is("REPLACE"))
                insert();
            else if (t.is("DELETE"))
                remove();
            else if (t.is("CREATE"))
                created = create();
            else
                skip_statement();
            if (after != nullptr) (*after)(t.offset, lexer_.offset(), created);
        }
    }

  private:
    SqlLexeme take() {
        if (has_peek_) {
            has_peek_ = false;
            return peek_;
        }
        return lexer_.next();
    }
    const SqlLexeme& peek() {
        if (!has_peek_) {
            peek_ = lexer_.next();
            has_peek_ = true;
        }
        return peek_;
    }
    [[noreturn]] void fail(const SqlLexeme& at, const std::string& problem) const {
        fail_at(lexer_.file(), lexer_.text(), at.offset, problem);
    }
    static std::string describe(const SqlLexeme& t) {
        if (t.kind == SqlToken::End) return "the end of the file";
        // Appended, not "'" + ...: GCC 12 at -O3 warns falsely (-Wrestrict) on that form.
        std::string s = "'";
        s.append(t.text.substr(0, 40));
        s += '\'';
        return s;
    }
    SqlLexeme expect_punct(char c, const char* after) {
        const SqlLexeme t = take();
        if (t.punct() != c)
            fail(t, std::string("expected '") + c + "' " + after + ", found " + describe(t));
        return t;
    }
    // To just past the statement's ';': the lexer skips the text without making tokens.
    void skip_statement() {
        if (has_peek_) {
            has_peek_ = false;
            if (peek_.kind == SqlToken::End || peek_.punct() == ';') return;
        }
        lexer_.skip_statement();
    }
    // A table name, with an optional `database`. prefix.
    SqlLexeme table_name() {
        SqlLexeme name = take();
        if (name.kind != SqlToken::Word)
            fail(name, "expected a table name, found " + describe(name));
        if (peek().punct() == '.') {
            take();
            name = take();
            if (name.kind != SqlToken::Word)
                fail(name, "expected a table name after '.', found " + describe(name));
        }
        return name;
    }

    void insert() {
        while (peek().is("LOW_PRIORITY") || peek().is("DELAYED") || peek().is("HIGH_PRIORITY") ||
               peek().is("IGNORE"))
            take();
        if (peek().is("INTO")) take();
        const SqlLexeme name = table_name();
        const SqlTable table = sql_table(name.text);
        if (table == SqlTable::None) return skip_statement();
        columns_.clear();
        if (peek().punct() == '(') {
            take();
            for (;;) {
                const SqlLexeme c = take();
                if (c.kind != SqlToken::Word)
                    fail(c, "expected a column name, found " + describe(c));
                columns_.push_back(sql_column(table, c.text));
                const SqlLexeme sep = take();
                if (sep.punct() == ')') break;
                if (sep.punct() != ',')
                    fail(sep, "expected ',' or ')' in the column list, found " + describe(sep));
            }
        } else {
            const auto known = created_.find(table);
            const std::vector<std::string_view> names =
                known != created_.end() ? known->second : ace_schema_columns(table);
            for (std::string_view n : names)
                columns_.push_back(sql_column(table, n));
        }
        const SqlLexeme values = take();
        if (!values.is("VALUES") && !values.is("VALUE"))
            fail(values, "expected VALUES, found " + describe(values));
        for (;;) {
            row(table);
            const SqlLexeme sep = take();
            if (sep.punct() == ',') continue;
            if (sep.punct() == ';' || sep.kind == SqlToken::End) return;
            if (sep.is("ON")) return skip_statement(); // ON DUPLICATE KEY UPDATE ...
            fail(sep, "expected ',' or ';' after a row, found " + describe(sep));
        }
    }

    void row(SqlTable table) {
        const SqlLexeme open = expect_punct('(', "to open a row");
        values_.clear();
        for (;;) {
            SqlLexeme v = take();
            if (v.kind == SqlToken::Word && peek().kind == SqlToken::String) {
                v = take(); // b'1', _binary '\0', X'0A': the string is the value
            } else if (v.kind == SqlToken::Word && peek().punct() == '(') {
                skip_parenthesised(); // NOW(), CURRENT_TIMESTAMP(): a column sweeplab skips
            } else if (v.kind == SqlToken::End || v.kind == SqlToken::Punct) {
                if (v.punct() == ')' && values_.empty()) break;
                fail(v, "expected a value, found " + describe(v));
            }
            values_.push_back(v);
            const SqlLexeme sep = take();
            if (sep.punct() == ')') break;
            if (sep.punct() != ',')
                fail(sep, "expected ',' or ')' in a row, found " + describe(sep));
        }
        if (values_.size() != columns_.size())
            fail(open, "the row has " + std::to_string(values_.size()) + " values for " +
                           std::to_string(columns_.size()) + " columns");
        apply_row(table, columns_, values_, lexer_, lines_, out_);
    }

    void skip_parenthesised() {
        int depth = 0;
        for (;;) {
            const SqlLexeme t = take();
            if (t.kind == SqlToken::End) fail(t, "unclosed '('");
            if (t.punct() == '(') ++depth;
            if (t.punct() == ')' && --depth == 0) return;
        }
    }

    void remove() {
        if (peek().is("FROM")) take();
        const SqlLexeme name = table_name();
        const SqlTable table = sql_table(name.text);
        if (table != SqlTable::LandblockInstance && table != SqlTable::Weenie)
            return skip_statement();
        if (!peek().is("WHERE")) return skip_statement();
        take();
        const SqlLexeme column = take();
        if (peek().punct() != '=') return skip_statement();
        take();
        const SqlLexeme value = take();
        const SqlColumn c = sql_column(table, column.text);
        if (table == SqlTable::LandblockInstance && c == SqlColumn::Landblock) {
            const std::int64_t lb = sql_integer(value, lexer_, "landblock");
            if (lb < 0 || lb > 0xFFFF) fail(value, "landblock: not a landblock id (0x0000-0xFFFF)");
            if (out_.wants(static_cast<std::uint32_t>(lb)))
                out_.touch_landblock(static_cast<std::uint32_t>(lb));
        } else if (table == SqlTable::Weenie && c == SqlColumn::ClassId) {
            const std::int64_t id = sql_integer(value, lexer_, "class_Id");
            out_.new_weenie(static_cast<std::uint32_t>(id));
        }
        skip_statement();
    }

    bool create() {
        while (peek().is("TEMPORARY"))
            take();
        if (!peek().is("TABLE")) {
            skip_statement();
            return false;
        }
        take();
        if (peek().is("IF")) { // IF NOT EXISTS
            take();
            take();
            take();
        }
        const SqlLexeme name = table_name();
        const SqlTable table = sql_table(name.text);
        if (table == SqlTable::None || peek().punct() != '(') {
            skip_statement();
            return false;
        }
        take();
        std::vector<std::string_view> names;
        int depth = 1;
        bool item_start = true;
        while (depth > 0) {
            const SqlLexeme t = take();
            if (t.kind == SqlToken::End) fail(t, "CREATE TABLE: unclosed '('");
            if (item_start && depth == 1 && t.kind == SqlToken::Word && !is_key_clause(t))
                names.push_back(t.text);
            item_start = false;
            if (t.punct() == '(') ++depth;
            if (t.punct() == ')') --depth;
            if (t.punct() == ',' && depth == 1) item_start = true;
        }
        created_[table] = std::move(names);
        skip_statement();
        return true;
    }
    static bool is_key_clause(const SqlLexeme& t) {
        if (t.quoted_word) return false;
        return t.is("PRIMARY") || t.is("KEY") || t.is("UNIQUE") || t.is("INDEX") ||
               t.is("CONSTRAINT") || t.is("FOREIGN") || t.is("FULLTEXT") || t.is("SPATIAL") ||
               t.is("CHECK");
    }

    SqlLexer lexer_;
    LineCounter lines_;
    WorldDataBuilder& out_;
    SqlLexeme peek_{};
    bool has_peek_ = false;
    std::vector<SqlColumn> columns_;
    std::vector<SqlLexeme> values_;
    std::unordered_map<SqlTable, std::vector<std::string_view>> created_;
};

} // namespace

void read_sql(std::string_view text, const std::string& file, WorldDataBuilder& out) {
    SqlReader(text, file, out).run();
}

void read_sql_statements(std::string_view text, const std::string& file, WorldDataBuilder& out,
                         const SqlStatementFn& after) {
    SqlReader(text, file, out).run(0, std::string_view::npos, &after);
}

void read_sql_ranges(std::string_view text, const std::string& file, WorldDataBuilder& out,
                     const std::vector<std::pair<std::size_t, std::size_t>>& ranges) {
    SqlReader reader(text, file, out);
    for (const auto& [begin, end] : ranges)
        reader.run(begin, end);
}

} // namespace sweeplab::worlddata
