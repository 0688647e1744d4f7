// Bad world data: every malformed file is one line FILE:LINE:COLUMN: problem
// (docs/world-objects.md, "Bad data"); nothing else is an error.
#include <catch2/catch.hpp>

#include "tests/worlddata/world_fixture.h"

using namespace sweeplab::test;

namespace {

const char* kHead = "INSERT INTO landblock_instance (guid, weenie_Class_Id, obj_Cell_Id, origin_X, "
                    "origin_Y, origin_Z, angles_W, angles_X, angles_Y, angles_Z, is_Link_Child)\n";

} // namespace

TEST_CASE("world bad: each malformed SQL input names its file, line, column and problem",
          "[worlddata]") {
    struct Case {
        std::string text, message;
    };
    const std::vector<Case> cases = {
        {std::string(kHead) + "VALUES (0x7A9B4000, 412, 0xA9B40100, 1, 2, 3, 1, 0, 0, 0, 'oops);\n",
         "t.sql:2:59: unterminated string"},
        {std::string(kHead) + "VALUES (0x7A9B4000, 412, 0xA9B40100, 1, 2, 3, 1, 0, 0, False);\n",
         "t.sql:2:8: the row has 10 values for 11 columns"},
        {std::string(kHead) +
             "VALUES (0x7A9B4000, 412, 0xA9B40100, 1.2.3, 2, 3, 1, 0, 0, 0, False);",
         "t.sql:2:38: origin_X: 1.2.3 is not a number"},
        {std::string(kHead) + "VALUES (0x7A9B4000, 4x12, 0xA9B40100, 1, 2, 3, 1, 0, 0, 0, False);",
         "t.sql:2:21: weenie_Class_Id: 4x12 is not an integer"},
        {std::string(kHead) + "VALUES (0x7A9B4000, 412, 0xA9B40050, 1, 2, 3, 1, 0, 0, 0, False);",
         "t.sql:2:26: obj_Cell_Id: 0xA9B40050 is no cell (its low word must be 0000-0040 or "
         "0100-FFFD)"},
        {std::string(kHead) + "VALUES (0x7A9B4000, 412, 0xA9B40100, 1, 2, 3, 1, 0, 0, 0, Maybe);",
         "t.sql:2:59: is_Link_Child: Maybe is not True or False"},
        {std::string(kHead) + "VALUES (0x7A9B4000, 412, 0xA9B40100, 1, 2, 3, 1, 0, 0, 0, False)\n"
                              "INSERT INTO weenie VALUES (1, 'a', 1);",
         "t.sql:3:1: expected ',' or ';' after a row, found 'INSERT'"},
        {"/* never closed", "t.sql:1:1: unterminated comment"},
        {std::string(kHead) + "VALUES (0x7A9B4000, 412",
         "t.sql:2:24: expected ',' or ')' in a row, "
         "found the end of the file"},
        {"DELETE FROM landblock_instance WHERE landblock = 0x1A9B4;",
         "t.sql:1:50: landblock: not a landblock id (0x0000-0xFFFF)"},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        CHECK(read_error(c.text) == c.message);
    }
}

TEST_CASE("world bad: each malformed JSON input names its file, line, column and problem",
          "[worlddata]") {
    struct Case {
        std::string text, message;
    };
    const std::vector<Case> cases = {
        {"{\"key\": 43444, \"value\": {\"weenies\": [{\"id\": 1, \"wcid\": \"x\", \"pos\": {}}]}}",
         "s.json:1:56: wcid: 'x' is not a 32-bit unsigned integer"},
        {"{\"key\": 43444,\n \"value\": {\"weenies\": [{\"id\": 1, \"wcid\": 2}]}}",
         "s.json:2:24: a weenie without \"pos\""},
        {"[{\"key\": 43444, \"value\": {\"weenies\": [",
         "s.json:1:39: expected an object, found the "
         "end of the file"},
        {"{\"key\": 43444, \"value\": {\"weenies\": [{\"id\": 1, \"wcid\": 2, \"pos\": "
         "{\"objcell_id\": 2846097488}}]}}",
         "s.json:1:81: objcell_id: 2846097488 is no cell"},
        {"{\"value\": {}}", "s.json:1:11: \"value\" before \"key\": the landblock is not known"},
        {"{\"nothing\": 1}",
         "s.json:1:1: neither a spawn map (\"key\", \"value\") nor a list of them"},
        {"\"text", "s.json:1:1: expected an object, found '\"'"},
        {"[\"text", "s.json:1:2: expected an object, found '\"'"},
        {"{\"key\": \"12", "s.json:1:9: unterminated string"},
        {"{\"key\": 1, \"value\": {\"x\": " + std::string(200, '[') + std::string(200, ']') + "}}",
         "s.json:1:90: nested deeper than 64 levels"},
        {"{\"key\": 1, \"value\": {}} x", "s.json:1:25: text after the end of the JSON value"},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        CHECK(read_error(c.text, "s.json") == c.message);
    }
}

TEST_CASE("world bad: unknown tables and statements are no error", "[worlddata]") {
    CHECK(read_error(
              "DROP TABLE x; CALL proc(1, 'a'); INSERT INTO nothing VALUES (garbage 1 2);") == "");
    CHECK(read_error("") == "");
    CHECK(read_error("[]", "s.json") == "");
}
