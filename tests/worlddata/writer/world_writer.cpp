#include "tests/worlddata/writer/world_writer.h"

#include <cstdio>
#include <fstream>
#include <stdexcept>

namespace sweeplab::test::worldw {

namespace {

std::string id(std::uint32_t v, const SqlStyle& s, int digits = 8) {
    char buf[32];
    if (s.hex)
        std::snprintf(buf, sizeof buf, "0x%0*X", digits, v);
    else
        std::snprintf(buf, sizeof buf, "%u", v);
    return buf;
}

std::string num(float v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(v));
    return buf;
}

std::string name(const char* n, const SqlStyle& s) {
    return s.backticks ? std::string("`") + n + "`" : std::string(n);
}

std::string boolean(bool b, const SqlStyle& s) {
    if (s.upper_bools) return b ? "True" : "False";
    return b ? "true" : "false";
}

// A string literal with ACE's escapes: \' for a quote (and '' on every other call, so both
// forms are written), \\ for a backslash.
std::string quoted(const std::string& text, bool doubled = false) {
    std::string out = "'";
    for (char c : text) {
        if (c == '\'')
            out += doubled ? "''" : "\\'";
        else if (c == '\\')
            out += "\\\\";
        else
            out += c;
    }
    return out + "'";
}

const char* kDate = "'2021-11-01 00:00:00'";

// Appends "(values)" to a mysqldump VALUES list, a comma before all but the first (appended,
// not "," + std::string(...): GCC 12 at -O3 warns falsely, -Wrestrict, on that form).
void append_row(std::string& list, const std::string& values) {
    if (!list.empty()) list += ',';
    list += '(';
    list += values;
    list += ')';
}

// INSERT INTO `table` (cols) VALUES rows; in the style's row layout.
void insert(std::string& out, const char* table, const std::vector<const char*>& cols,
            const std::vector<std::string>& rows, const std::vector<std::string>& comments,
            const SqlStyle& s) {
    std::string head = "INSERT INTO " + name(table, s) + " (";
    for (std::size_t i = 0; i < cols.size(); ++i)
        head += (i ? ", " : "") + name(cols[i], s);
    head += ")\n";
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const std::string comment =
            s.comments && !comments[r].empty() ? " /* " + comments[r] + " */" : "";
        if (!s.multi_row) { // ACE's landblock files: the name after the ';'
            out += head + "VALUES (" + rows[r] + ");" + comment + "\n\n";
            continue;
        }
        if (r == 0)
            out += head + "VALUES (" + rows[r] + ")" + comment;
        else
            out += "\n     , (" + rows[r] + ")" + comment;
        if (r + 1 == rows.size()) out += ";\n\n";
    }
}

std::string quat_values(const glm::quat& q) {
    return num(q.w) + ", " + num(q.x) + ", " + num(q.y) + ", " + num(q.z);
}

std::string spawn_values(const Spawn& sp, const SqlStyle& s, bool with_landblock) {
    std::string v = id(sp.guid, s) + ", ";
    if (with_landblock) v += std::to_string(sp.cell >> 16u) + ", ";
    v += std::to_string(sp.wcid) + ", " + id(sp.cell, s) + ", " + num(sp.origin.x) + ", " +
         num(sp.origin.y) + ", " + num(sp.origin.z) + ", " + quat_values(sp.angles) + ", " +
         boolean(sp.link_child, s);
    return v;
}

} // namespace

WeenieDef weenie_def(std::uint32_t wcid, std::int32_t type, const char* name, std::uint32_t setup,
                     float scale) {
    WeenieDef w;
    w.wcid = wcid;
    w.class_name = name;
    w.type = type;
    w.name = name;
    w.setup = setup;
    w.scale = scale;
    return w;
}

Spawn spawn_row(std::uint32_t guid, std::uint32_t wcid, std::uint32_t cell, const glm::vec3& at,
                const char* comment) {
    Spawn s;
    s.guid = guid;
    s.wcid = wcid;
    s.cell = cell;
    s.origin = at;
    s.comment = comment;
    return s;
}

std::string ace_landblock_sql(std::uint32_t landblock, std::span<const Spawn> spawns,
                              std::span<const Link> links, const SqlStyle& s) {
    std::string out;
    if (s.comments) out += "-- a landblock file as ACE writes it\n# a hash comment too\n";
    out += "DELETE FROM " + name("landblock_instance", s) + " WHERE " + name("landblock", s) +
           " = " + id(landblock, s, 4) + ";\n\n";
    std::vector<const char*> cols = {"guid",     "weenie_Class_Id", "obj_Cell_Id",  "origin_X",
                                     "origin_Y", "origin_Z",        "angles_W",     "angles_X",
                                     "angles_Y", "angles_Z",        "is_Link_Child"};
    if (s.last_modified) cols.push_back("last_Modified");
    std::vector<std::string> rows, comments;
    for (const Spawn& sp : spawns) {
        rows.push_back(spawn_values(sp, s, false) +
                       (s.last_modified ? std::string(", ") + kDate : ""));
        comments.push_back(sp.comment);
    }
    if (!rows.empty()) insert(out, "landblock_instance", cols, rows, comments, s);
    if (!links.empty()) {
        std::vector<const char*> lcols = {"parent_GUID", "child_GUID"};
        if (s.last_modified) lcols.push_back("last_Modified");
        std::vector<std::string> lrows, lcomments;
        for (const Link& l : links) {
            lrows.push_back(id(l.parent, s) + ", " + id(l.child, s) +
                            (s.last_modified ? std::string(", ") + kDate : ""));
            lcomments.emplace_back();
        }
        insert(out, "landblock_instance_link", lcols, lrows, lcomments, s);
    }
    return out;
}

std::string ace_weenie_sql(const WeenieDef& w, const SqlStyle& s) {
    std::string out;
    out += "DELETE FROM " + name("weenie", s) + " WHERE " + name("class_Id", s) + " = " +
           std::to_string(w.wcid) + ";\n\n";
    std::vector<const char*> cols = {"class_Id", "class_Name", "type"};
    if (s.last_modified) cols.push_back("last_Modified");
    insert(out, "weenie", cols,
           {std::to_string(w.wcid) + ", " + quoted(w.class_name) + ", " + std::to_string(w.type) +
            (s.last_modified ? std::string(", ") + kDate : "")},
           {w.name}, s);
    const std::string o = std::to_string(w.wcid) + ", ";
    // A property the row does not read comes first, as in ACE's files (ItemType).
    std::vector<std::string> ints = {o + "1, 128"};
    std::vector<std::string> icom = {"ItemType - Misc"};
    if (w.physics_state) {
        ints.push_back(o + "93, " + std::to_string(*w.physics_state));
        icom.emplace_back("PhysicsState");
    }
    insert(out, "weenie_properties_int", {"object_Id", "type", "value"}, ints, icom, s);
    std::vector<std::string> bools, bcom;
    bools.push_back(o + "1, " + boolean(true, s)); // Stuck
    bcom.emplace_back("Stuck");
    if (w.open) {
        bools.push_back(o + "2, " + boolean(*w.open, s));
        bcom.emplace_back("Open");
    }
    if (w.ethereal) {
        bools.push_back(o + "13, " + boolean(*w.ethereal, s));
        bcom.emplace_back("Ethereal");
    }
    insert(out, "weenie_properties_bool", {"object_Id", "type", "value"}, bools, bcom, s);
    std::vector<std::string> floats, fcom;
    if (w.scale) {
        floats.push_back(o + "39, " + num(*w.scale));
        fcom.emplace_back("DefaultScale");
    }
    if (w.visual_awareness) {
        floats.push_back(o + "31, " + num(*w.visual_awareness));
        fcom.emplace_back("VisualAwarenessRange");
    }
    if (w.home_radius) {
        floats.push_back(o + "55, " + num(*w.home_radius));
        fcom.emplace_back("HomeRadius");
    }
    if (!floats.empty())
        insert(out, "weenie_properties_float", {"object_Id", "type", "value"}, floats, fcom, s);
    insert(out, "weenie_properties_string", {"object_Id", "type", "value"},
           {o + "1, " + quoted(w.name), o + "16, " + quoted("It's a \"test\" weenie.", true)},
           {"Name", "LongDesc"}, s);
    std::vector<std::string> dids = {o + "8, 0x06001234"};
    std::vector<std::string> dcom = {"Icon"};
    if (w.setup) {
        dids.insert(dids.begin(), o + "1, " + id(*w.setup, s));
        dcom.insert(dcom.begin(), "Setup");
    }
    if (w.motion_table) {
        dids.push_back(o + "2, " + id(*w.motion_table, s));
        dcom.emplace_back("MotionTable");
    }
    insert(out, "weenie_properties_d_i_d", {"object_Id", "type", "value"}, dids, dcom, s);
    if (w.destination) {
        const Destination& d = *w.destination;
        insert(out, "weenie_properties_position",
               {"object_Id", "position_Type", "obj_Cell_Id", "origin_X", "origin_Y", "origin_Z",
                "angles_W", "angles_X", "angles_Y", "angles_Z"},
               {o + "2, " + id(d.cell, s) + ", " + num(d.origin.x) + ", " + num(d.origin.y) + ", " +
                num(d.origin.z) + ", " + quat_values(d.angles)},
               {"Destination"}, s);
    }
    if (!w.attributes.empty()) {
        // ACE's files: every attribute a row, with its CP spent (not read).
        std::vector<std::string> rows, com;
        for (const auto& [type, init, raised] : w.attributes) {
            rows.push_back(o + std::to_string(type) + ", " + std::to_string(init) + ", " +
                           std::to_string(raised) + ", 0");
            com.emplace_back("attribute");
        }
        insert(out, "weenie_properties_attribute",
               {"object_Id", "type", "init_Level", "level_From_C_P", "c_P_Spent"}, rows, com, s);
    }
    if (w.run_skill) {
        const auto& [init, raised, sac] = *w.run_skill;
        // Jump first, a skill the reader skips, as ACE's files list skills by id.
        insert(out, "weenie_properties_skill",
               {"object_Id", "type", "level_From_P_P", "s_a_c", "p_p", "init_Level",
                "resistance_At_Last_Check", "last_Used_Time"},
               {o + "22, 0, 2, 0, 15, 0, 0", o + "24, " + std::to_string(raised) + ", " +
                                                 std::to_string(sac) + ", 0, " +
                                                 std::to_string(init) + ", 0, 269.73"},
               {"Jump Trained", "Run"}, s);
    }
    if (w.generator)
        insert(out, "weenie_properties_generator",
               {"object_Id", "probability", "weenie_Class_Id", "delay", "init_Create", "max_Create",
                "when_Create", "where_Create", "stack_Size", "palette_Id", "shade", "obj_Cell_Id",
                "origin_X", "origin_Y", "origin_Z", "angles_W", "angles_X", "angles_Y", "angles_Z"},
               {o + "-1, 1234, 180, 1, 1, 1, 4, -1, 0, 0, NULL, 0, 0, 0, 1, 0, 0, 0"},
               {"Generate a thing"}, s);
    return out;
}

std::string ace_release_sql(std::span<const LandblockFixture> landblocks,
                            std::span<const WeenieDef> weenies) {
    // The compiled file's INSERTs carry no column list: the CREATE TABLEs give the order
    // (with ACE's auto-increment `id` first in the property tables).
    std::string out =
        "-- MySQL dump 10.13  Distrib 8.0.26, for Win64 (x86_64)\n--\n-- Host: localhost\n"
        "/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;\n"
        "/*!40101 SET NAMES utf8 */;\nSET @saved = 'a;b';\n\n"
        "DROP TABLE IF EXISTS `landblock_instance`;\n"
        "CREATE TABLE `landblock_instance` (\n"
        "  `guid` int unsigned NOT NULL COMMENT 'Unique Id of this Instance',\n"
        "  `landblock` int GENERATED ALWAYS AS ((`obj_Cell_Id` >> 16)) VIRTUAL,\n"
        "  `weenie_Class_Id` int unsigned NOT NULL,\n  `obj_Cell_Id` int unsigned NOT NULL,\n"
        "  `origin_X` float NOT NULL,\n  `origin_Y` float NOT NULL,\n  `origin_Z` float NOT NULL,\n"
        "  `angles_W` float NOT NULL,\n  `angles_X` float NOT NULL,\n  `angles_Y` float NOT NULL,\n"
        "  `angles_Z` float NOT NULL,\n  `is_Link_Child` bit(1) NOT NULL,\n"
        "  `last_Modified` datetime NOT NULL DEFAULT CURRENT_TIMESTAMP,\n"
        "  PRIMARY KEY (`guid`),\n  KEY `instance_landblock_idx` (`landblock`)\n"
        ") ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n\n";
    SqlStyle s;
    s.comments = false;
    out += "LOCK TABLES `landblock_instance` WRITE;\n";
    std::string rows;
    for (const LandblockFixture& lb : landblocks)
        for (const Spawn& sp : lb.spawns) {
            // mysqldump writes a generated column's value too, and bit(1) as _binary.
            std::string v = spawn_values(sp, s, true);
            v = v.substr(0, v.rfind(", ")) + ", " +
                (sp.link_child ? "_binary '\\1'" : "_binary '\\0'") + ", " + kDate;
            append_row(rows, v);
        }
    if (!rows.empty()) out += "INSERT INTO `landblock_instance` VALUES " + rows + ";\n";
    out += "UNLOCK TABLES;\n\n";
    out += "CREATE TABLE `weenie` (\n  `class_Id` int unsigned NOT NULL,\n"
           "  `class_Name` varchar(100) NOT NULL,\n  `type` int NOT NULL DEFAULT '0',\n"
           "  `last_Modified` datetime NOT NULL DEFAULT CURRENT_TIMESTAMP,\n"
           "  PRIMARY KEY (`class_Id`)\n) ENGINE=InnoDB;\n";
    std::string wrows;
    for (const WeenieDef& w : weenies)
        append_row(wrows, std::to_string(w.wcid) + "," + quoted(w.class_name) + "," +
                              std::to_string(w.type) + "," + kDate);
    if (!wrows.empty()) out += "INSERT INTO `weenie` VALUES " + wrows + ";\n";
    const char* props[] = {"weenie_properties_d_i_d", "weenie_properties_float",
                           "weenie_properties_string"};
    for (const char* t : props)
        out.append("CREATE TABLE `")
            .append(t)
            .append("` (\n  `id` int unsigned NOT NULL AUTO_INCREMENT,\n"
                    "  `object_Id` int unsigned NOT NULL,\n  `type` smallint unsigned NOT NULL,\n"
                    "  `value` int unsigned NOT NULL,\n  PRIMARY KEY (`id`),\n"
                    "  CONSTRAINT `fk` FOREIGN KEY (`object_Id`) REFERENCES `weenie` (`class_Id`)\n"
                    ") ENGINE=InnoDB;\n");
    std::string dids, floats, strings;
    int n = 1;
    for (const WeenieDef& w : weenies) {
        if (w.setup)
            append_row(dids, std::to_string(n++) + "," + std::to_string(w.wcid) + ",1," +
                                 std::to_string(*w.setup));
        if (w.scale)
            append_row(floats,
                       std::to_string(n++) + "," + std::to_string(w.wcid) + ",39," + num(*w.scale));
        append_row(strings, std::to_string(n++) + "," + std::to_string(w.wcid) + ",1," +
                                quoted(w.name, true));
    }
    if (!dids.empty()) out += "INSERT INTO `weenie_properties_d_i_d` VALUES " + dids + ";\n";
    if (!floats.empty()) out += "INSERT INTO `weenie_properties_float` VALUES " + floats + ";\n";
    if (!strings.empty()) out += "INSERT INTO `weenie_properties_string` VALUES " + strings + ";\n";
    out += "/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;\n-- Dump completed\n";
    return out;
}

std::string gdle_spawn_map(const LandblockFixture& lb, bool key_as_cell) {
    const std::uint32_t key = key_as_cell ? (lb.landblock << 16u) | 0xFFFFu : lb.landblock;
    std::string out = "{\n  \"key\": " + std::to_string(key) + ",\n  \"value\": {\n";
    out += "    \"weenies\": [";
    for (std::size_t i = 0; i < lb.spawns.size(); ++i) {
        const Spawn& sp = lb.spawns[i];
        out += std::string(i ? "," : "") + "\n      {\"id\": " + std::to_string(sp.guid) +
               ", \"wcid\": " + std::to_string(sp.wcid) +
               ", \"pos\": {\"objcell_id\": " + std::to_string(sp.cell) +
               ", \"frame\": {\"origin\": {\"x\": " + num(sp.origin.x) +
               ", \"y\": " + num(sp.origin.y) + ", \"z\": " + num(sp.origin.z) +
               "}, \"angles\": {\"w\": " + num(sp.angles.w) + ", \"x\": " + num(sp.angles.x) +
               ", \"y\": " + num(sp.angles.y) + ", \"z\": " + num(sp.angles.z) +
               "}}}, \"desc\": \"" + sp.comment + "\"}";
    }
    out += "\n    ],\n    \"links\": [";
    for (std::size_t i = 0; i < lb.links.size(); ++i)
        out += std::string(i ? "," : "") + "{\"source\": " + std::to_string(lb.links[i].child) +
               ", \"target\": " + std::to_string(lb.links[i].parent) + ", \"desc\": \"link\"}";
    out += "]\n  }\n}\n";
    return out;
}

std::string gdle_worldspawns(std::span<const LandblockFixture> landblocks, bool wrapped) {
    std::string out = wrapped ? "{\"_version\": \"1.0\", \"landblocks\": [" : "[";
    for (std::size_t i = 0; i < landblocks.size(); ++i)
        out += (i ? ",\n" : "\n") + gdle_spawn_map(landblocks[i]);
    return out + (wrapped ? "]}\n" : "]\n");
}

void write_text(const std::filesystem::path& path, const std::string& text) {
    if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path());
    std::ofstream f(path, std::ios::binary);
    f << text;
    if (!f) throw std::runtime_error("cannot write " + path.string());
}

} // namespace sweeplab::test::worldw
