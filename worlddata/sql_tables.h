#pragma once
// The tables of ACE's world database that sweeplab reads, their columns, and one row of each
// turned into the world data (docs/world-objects.md, "ACE SQL"). Columns are matched by the
// INSERT's own list, else by the CREATE TABLE read earlier, else by ACE's schema order.
#include <cstdint>
#include <string_view>
#include <vector>

#include "worlddata/errors.h"
#include "worlddata/sql_lexer.h"

namespace sweeplab::worlddata {

enum class SqlTable : std::uint8_t {
    None,
    LandblockInstance,
    LandblockInstanceLink,
    Weenie,
    PropInt,
    PropBool,
    PropFloat,
    PropString,
    PropDid,
    PropPosition,
    PropGenerator,
    PropAttribute, // weenie_properties_attribute: a creature's attribute levels
    PropSkill,     // weenie_properties_skill: a creature's skill levels
};

// Columns sweeplab reads; every other column is skipped.
enum class SqlColumn : std::uint8_t {
    Skip,
    Guid,
    WeenieClassId,
    ObjCellId,
    OriginX,
    OriginY,
    OriginZ,
    AnglesW,
    AnglesX,
    AnglesY,
    AnglesZ,
    IsLinkChild,
    ParentGuid,
    ChildGuid,
    ClassId,
    ClassName,
    Type,
    ObjectId,
    Value,
    PositionType,
    Landblock,
    InitLevel,    // init_Level (attribute and skill)
    LevelFromCp,  // level_From_C_P (an attribute's raised levels)
    LevelFromPp,  // level_From_P_P (a skill's raised levels: ACE's Ranks)
    SkillAdvance, // s_a_c (1 untrained, 2 trained, 3 specialized)
};

[[nodiscard]] SqlTable sql_table(std::string_view name);
[[nodiscard]] SqlColumn sql_column(SqlTable table, std::string_view name);
// ACE's schema column order for an INSERT with no column list and no CREATE TABLE read.
[[nodiscard]] std::vector<std::string_view> ace_schema_columns(SqlTable table);

class WorldDataBuilder;

// Turns one row into the world data. `columns` is the INSERT's column map; `values` the
// row's values (as many; a b'1' or _binary '...' value is its string token). Throws WorldDataError
// for a value that does not parse or a cell id that is no cell.
void apply_row(SqlTable table, const std::vector<SqlColumn>& columns,
               const std::vector<SqlLexeme>& values, const SqlLexer& lexer, LineCounter& lines,
               WorldDataBuilder& out);

// The number a token holds (hex 0x..., or decimal, signed), or throws naming `what`.
[[nodiscard]] std::int64_t sql_integer(const SqlLexeme& v, const SqlLexer& lexer,
                                       std::string_view what);

} // namespace sweeplab::worlddata
