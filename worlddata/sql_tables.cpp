#include "worlddata/sql_tables.h"

#include <charconv>
#include <cmath>
#include <cstdio>

#include "worlddata/errors.h"
#include "worlddata/world_data.h"

namespace sweeplab::worlddata {

namespace {

bool same(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const char x = a[i] >= 'A' && a[i] <= 'Z' ? static_cast<char>(a[i] - 'A' + 'a') : a[i];
        const char y = b[i] >= 'A' && b[i] <= 'Z' ? static_cast<char>(b[i] - 'A' + 'a') : b[i];
        if (x != y) return false;
    }
    return true;
}

std::string shown(const SqlLexeme& v) {
    std::string s(v.text.substr(0, 40));
    return v.kind == SqlToken::String ? "'" + s + "'" : s;
}

[[noreturn]] void bad_value(const SqlLexeme& v, const SqlLexer& lexer, std::string_view what,
                            const char* expected) {
    fail_at(lexer.file(), lexer.text(), v.offset,
            std::string(what) + ": " + shown(v) + " is not " + expected);
}

float sql_float(const SqlLexeme& v, const SqlLexer& lexer, std::string_view what) {
    if (v.kind != SqlToken::Number) bad_value(v, lexer, what, "a number");
    std::string_view t = v.text;
    if (!t.empty() && t[0] == '+') t.remove_prefix(1);
    if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X'))
        return static_cast<float>(sql_integer(v, lexer, what));
    double d = 0.0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), d);
    if (ec != std::errc() || end != t.data() + t.size() || !std::isfinite(d))
        bad_value(v, lexer, what, "a number");
    return static_cast<float>(d);
}

bool sql_bool(const SqlLexeme& v, const SqlLexer& lexer, std::string_view what) {
    if (v.is("TRUE")) return true;
    if (v.is("FALSE")) return false;
    if (v.kind == SqlToken::Number) return sql_integer(v, lexer, what) != 0;
    if (v.kind == SqlToken::String) { // b'1', _binary '\0', _binary '<byte 0x01>', '1'
        // mysqldump writes bit(1) as a one-byte binary string: anything but 0 is true.
        const std::string s = unescape(v);
        return !(s == "0" || s.empty() || s == std::string(1, '\0'));
    }
    bad_value(v, lexer, what, "True or False");
}

std::uint32_t sql_u32(const SqlLexeme& v, const SqlLexer& lexer, std::string_view what) {
    const std::int64_t i = sql_integer(v, lexer, what);
    if (i < -2147483648LL || i > 0xFFFFFFFFLL) bad_value(v, lexer, what, "a 32-bit integer");
    return static_cast<std::uint32_t>(i);
}

// A cell id as a spawn may name it: 0xXXYY0000 (outdoors, the land cell from x and y), a land
// cell 0xXXYY0001..0040, or an EnvCell 0xXXYY0100..FFFD.
bool is_cell_id(std::uint32_t c) {
    const std::uint32_t low = c & 0xFFFFu;
    return low <= 0x40u || (low >= 0x100u && low <= 0xFFFDu);
}

std::uint32_t sql_cell(const SqlLexeme& v, const SqlLexer& lexer, std::string_view what) {
    const std::uint32_t c = sql_u32(v, lexer, what);
    if (!is_cell_id(c)) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "0x%08X", c);
        fail_at(lexer.file(), lexer.text(), v.offset,
                std::string(what) + ": " + buf + " is no cell (its low word must be 0000-0040 or " +
                    "0100-FFFD)");
    }
    return c;
}

// The fields one row sets (every column it has; the rest stay at their defaults).
struct RowFields {
    std::uint32_t guid = 0, wcid = 0, cell = 0, parent = 0, child = 0, object = 0;
    std::int64_t type = 0;
    bool has_type = false, has_object = false;
    glm::vec3 origin{0.0f};
    glm::quat angles{1.0f, 0.0f, 0.0f, 0.0f};
    bool link_child = false;
    std::uint32_t init_level = 0, level_from = 0, sac = 0;
    const SqlLexeme* value = nullptr;
    const SqlLexeme* class_name = nullptr;
};

} // namespace

std::int64_t sql_integer(const SqlLexeme& v, const SqlLexer& lexer, std::string_view what) {
    if (v.kind != SqlToken::Number) bad_value(v, lexer, what, "an integer");
    std::string_view t = v.text;
    bool negative = false;
    if (!t.empty() && (t[0] == '-' || t[0] == '+')) {
        negative = t[0] == '-';
        t.remove_prefix(1);
    }
    int base = 10;
    if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
        base = 16;
        t.remove_prefix(2);
    }
    std::uint64_t u = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), u, base);
    if (ec != std::errc() || end != t.data() + t.size() || u > 0x7FFFFFFFFFFFFFFFull)
        bad_value(v, lexer, what, "an integer");
    const auto i = static_cast<std::int64_t>(u);
    return negative ? -i : i;
}

SqlTable sql_table(std::string_view name) {
    static constexpr std::pair<std::string_view, SqlTable> kTables[] = {
        {"landblock_instance", SqlTable::LandblockInstance},
        {"landblock_instance_link", SqlTable::LandblockInstanceLink},
        {"weenie", SqlTable::Weenie},
        {"weenie_properties_int", SqlTable::PropInt},
        {"weenie_properties_bool", SqlTable::PropBool},
        {"weenie_properties_float", SqlTable::PropFloat},
        {"weenie_properties_string", SqlTable::PropString},
        {"weenie_properties_d_i_d", SqlTable::PropDid},
        {"weenie_properties_position", SqlTable::PropPosition},
        {"weenie_properties_generator", SqlTable::PropGenerator},
        {"weenie_properties_attribute", SqlTable::PropAttribute},
        {"weenie_properties_skill", SqlTable::PropSkill},
    };
    // `ace_world`.`weenie`: the database prefix was read as its own word by the caller.
    for (const auto& [n, t] : kTables)
        if (same(n, name)) return t;
    return SqlTable::None;
}

SqlColumn sql_column(SqlTable table, std::string_view name) {
    static constexpr std::pair<std::string_view, SqlColumn> kCommon[] = {
        {"guid", SqlColumn::Guid},
        {"weenie_Class_Id", SqlColumn::WeenieClassId},
        {"obj_Cell_Id", SqlColumn::ObjCellId},
        {"origin_X", SqlColumn::OriginX},
        {"origin_Y", SqlColumn::OriginY},
        {"origin_Z", SqlColumn::OriginZ},
        {"angles_W", SqlColumn::AnglesW},
        {"angles_X", SqlColumn::AnglesX},
        {"angles_Y", SqlColumn::AnglesY},
        {"angles_Z", SqlColumn::AnglesZ},
        {"is_Link_Child", SqlColumn::IsLinkChild},
        {"parent_GUID", SqlColumn::ParentGuid},
        {"child_GUID", SqlColumn::ChildGuid},
        {"class_Id", SqlColumn::ClassId},
        {"class_Name", SqlColumn::ClassName},
        {"type", SqlColumn::Type},
        {"object_Id", SqlColumn::ObjectId},
        {"value", SqlColumn::Value},
        {"position_Type", SqlColumn::PositionType},
        {"landblock", SqlColumn::Landblock},
        {"init_Level", SqlColumn::InitLevel},
        {"level_From_C_P", SqlColumn::LevelFromCp},
        {"level_From_P_P", SqlColumn::LevelFromPp},
        {"s_a_c", SqlColumn::SkillAdvance},
    };
    // A generator row says only that its weenie generates (its other columns, a cell and a
    // class among them, describe what it makes and may be NULL).
    if (table == SqlTable::PropGenerator)
        return same(name, "object_Id") ? SqlColumn::ObjectId : SqlColumn::Skip;
    for (const auto& [n, c] : kCommon)
        if (same(n, name)) return c;
    return SqlColumn::Skip;
}

std::vector<std::string_view> ace_schema_columns(SqlTable table) {
    switch (table) {
    case SqlTable::LandblockInstance:
        return {"guid",     "landblock",     "weenie_Class_Id", "obj_Cell_Id", "origin_X",
                "origin_Y", "origin_Z",      "angles_W",        "angles_X",    "angles_Y",
                "angles_Z", "is_Link_Child", "last_Modified"};
    case SqlTable::LandblockInstanceLink:
        return {"id", "parent_GUID", "child_GUID", "last_Modified"};
    case SqlTable::Weenie:
        return {"class_Id", "class_Name", "type", "last_Modified"};
    case SqlTable::PropInt:
    case SqlTable::PropBool:
    case SqlTable::PropFloat:
    case SqlTable::PropString:
    case SqlTable::PropDid:
        return {"id", "object_Id", "type", "value"};
    case SqlTable::PropPosition:
        return {"id",       "object_Id", "position_Type", "obj_Cell_Id", "origin_X", "origin_Y",
                "origin_Z", "angles_W",  "angles_X",      "angles_Y",    "angles_Z"};
    case SqlTable::PropGenerator:
        return {"id", "object_Id"};
    case SqlTable::PropAttribute:
        return {"id", "object_Id", "type", "init_Level", "level_From_C_P", "c_P_Spent"};
    case SqlTable::PropSkill:
        return {"id",
                "object_Id",
                "type",
                "level_From_P_P",
                "s_a_c",
                "p_p",
                "init_Level",
                "resistance_At_Last_Check",
                "last_Used_Time"};
    case SqlTable::None:
        break;
    }
    return {};
}

void apply_row(SqlTable table, const std::vector<SqlColumn>& columns,
               const std::vector<SqlLexeme>& values, const SqlLexer& lexer, LineCounter& lines,
               WorldDataBuilder& out) {
    RowFields f;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const SqlLexeme& v = values[i];
        switch (columns[i]) {
        case SqlColumn::Skip:
            break;
        case SqlColumn::Guid:
            f.guid = sql_u32(v, lexer, "guid");
            break;
        case SqlColumn::WeenieClassId:
            f.wcid = sql_u32(v, lexer, "weenie_Class_Id");
            break;
        case SqlColumn::ObjCellId:
            f.cell = sql_cell(v, lexer, "obj_Cell_Id");
            break;
        case SqlColumn::OriginX:
            f.origin.x = sql_float(v, lexer, "origin_X");
            break;
        case SqlColumn::OriginY:
            f.origin.y = sql_float(v, lexer, "origin_Y");
            break;
        case SqlColumn::OriginZ:
            f.origin.z = sql_float(v, lexer, "origin_Z");
            break;
        case SqlColumn::AnglesW:
            f.angles.w = sql_float(v, lexer, "angles_W");
            break;
        case SqlColumn::AnglesX:
            f.angles.x = sql_float(v, lexer, "angles_X");
            break;
        case SqlColumn::AnglesY:
            f.angles.y = sql_float(v, lexer, "angles_Y");
            break;
        case SqlColumn::AnglesZ:
            f.angles.z = sql_float(v, lexer, "angles_Z");
            break;
        case SqlColumn::IsLinkChild:
            f.link_child = sql_bool(v, lexer, "is_Link_Child");
            break;
        case SqlColumn::ParentGuid:
            f.parent = sql_u32(v, lexer, "parent_GUID");
            break;
        case SqlColumn::ChildGuid:
            f.child = sql_u32(v, lexer, "child_GUID");
            break;
        case SqlColumn::ClassId:
            f.wcid = sql_u32(v, lexer, "class_Id");
            break;
        case SqlColumn::ClassName:
            f.class_name = &v;
            break;
        case SqlColumn::Type:
            f.type = sql_integer(v, lexer, "type");
            f.has_type = true;
            break;
        case SqlColumn::ObjectId:
            f.object = sql_u32(v, lexer, "object_Id");
            f.has_object = true;
            break;
        case SqlColumn::Value:
            f.value = &v;
            break;
        case SqlColumn::PositionType:
            f.type = sql_integer(v, lexer, "position_Type");
            f.has_type = true;
            break;
        case SqlColumn::Landblock:
            break; // derived from obj_Cell_Id
        case SqlColumn::InitLevel:
            f.init_level = sql_u32(v, lexer, "init_Level");
            break;
        case SqlColumn::LevelFromCp:
            f.level_from = sql_u32(v, lexer, "level_From_C_P");
            break;
        case SqlColumn::LevelFromPp:
            f.level_from = sql_u32(v, lexer, "level_From_P_P");
            break;
        case SqlColumn::SkillAdvance:
            f.sac = sql_u32(v, lexer, "s_a_c");
            break;
        }
    }
    switch (table) {
    case SqlTable::LandblockInstance: {
        const std::uint32_t lb = f.cell >> 16u;
        out.count_row();
        if (!out.wants(lb)) return;
        SpawnRow row;
        row.guid = f.guid;
        row.wcid = f.wcid;
        row.pos = WorldPosition{f.cell, f.origin, f.angles};
        row.link_child = f.link_child;
        row.source = RowSource{out.current_file(), lines.line_at(values.front().offset)};
        out.add_spawn(lb, row);
        return;
    }
    case SqlTable::LandblockInstanceLink: {
        // A landblock's instance guids are 0x7XXYYnnn.
        const std::uint32_t lb = (f.parent >> 12u) & 0xFFFFu;
        if (out.wants(lb)) out.add_link(lb, SpawnLink{f.parent, f.child});
        return;
    }
    case SqlTable::Weenie: {
        Weenie& w = out.new_weenie(f.wcid);
        if (f.class_name != nullptr && f.class_name->kind == SqlToken::String)
            w.class_name = unescape(*f.class_name);
        w.type = static_cast<std::int32_t>(f.type);
        return;
    }
    case SqlTable::PropAttribute:
        // The six attributes: what a skill's formula reads (docs/creatures.md, "Run rate").
        if (f.has_object && f.type >= 1 && f.type <= 6)
            out.weenie_for_property(f.object, WeenieField::Attributes)
                .attributes[static_cast<std::size_t>(f.type - 1)] =
                AttributeLevels{f.init_level, f.level_from};
        return;
    case SqlTable::PropSkill:
        if (f.has_object && f.type == 24) // Run
            out.weenie_for_property(f.object, WeenieField::RunSkill).run_skill =
                SkillLevels{f.init_level, f.level_from, f.sac};
        return;
    default:
        break;
    }
    if (!f.has_object || f.value == nullptr) {
        if (table == SqlTable::PropGenerator && f.has_object)
            out.weenie_for_property(f.object, WeenieField::Generator).generator = true;
        if (table != SqlTable::PropPosition) return;
    }
    const SqlLexeme& v = f.value != nullptr ? *f.value : values.front();
    switch (table) {
    case SqlTable::PropInt:
        if (f.type == 93)
            out.weenie_for_property(f.object, WeenieField::PhysicsState).physics_state =
                sql_u32(v, lexer, "value");
        return;
    case SqlTable::PropBool:
        if (f.type == 13)
            out.weenie_for_property(f.object, WeenieField::Ethereal).ethereal =
                sql_bool(v, lexer, "value");
        if (f.type == 2)
            out.weenie_for_property(f.object, WeenieField::Open).open = sql_bool(v, lexer, "value");
        return;
    case SqlTable::PropFloat:
        if (f.type == 39)
            out.weenie_for_property(f.object, WeenieField::DefaultScale).default_scale =
                sql_float(v, lexer, "value");
        if (f.type == 31)
            out.weenie_for_property(f.object, WeenieField::VisualAwareness).visual_awareness =
                sql_float(v, lexer, "value");
        if (f.type == 55)
            out.weenie_for_property(f.object, WeenieField::HomeRadius).home_radius =
                sql_float(v, lexer, "value");
        return;
    case SqlTable::PropString:
        if (f.type == 1 && v.kind == SqlToken::String)
            out.weenie_for_property(f.object, WeenieField::Name).name = unescape(v);
        return;
    case SqlTable::PropDid:
        if (f.type == 1)
            out.weenie_for_property(f.object, WeenieField::Setup).setup =
                sql_u32(v, lexer, "value");
        if (f.type == 2)
            out.weenie_for_property(f.object, WeenieField::MotionTable).motion_table =
                sql_u32(v, lexer, "value");
        return;
    case SqlTable::PropPosition:
        if (f.has_object && f.type == 2)
            out.weenie_for_property(f.object, WeenieField::Destination).destination =
                WorldPosition{f.cell, f.origin, f.angles};
        return;
    default:
        return;
    }
}

} // namespace sweeplab::worlddata
