// Opt-in: the record decoders against the user's own End-of-Retail DAT files, when
// SWEEPLAB_DAT_DIR names their folder (skipped with a warning otherwise). The pinned values
// are DRW's (DatReaderWriter.Tests DBObjs/*Tests.cs) and the portal platform's shape
// (one cylsphere, r 2.597 m, h 0.256 m; docs/research/retail-reference.md). docs/dat-format.md
// lists them.
#include <catch2/catch.hpp>

#include "dat/dat_folder.h"
#include "dat/records/bsp_stream.h"
#include "dat/records/env_cell.h"
#include "dat/records/environment.h"
#include "dat/records/land_block_info.h"
#include "dat/records/setup.h"
#include "dat/records/skill_table.h"

using namespace sweeplab::dat;

namespace {

std::optional<DatFolder> real_folder() {
    const std::optional<std::filesystem::path> dir = resolve_dat_dir(std::nullopt);
    if (!dir) {
        WARN("SWEEPLAB_DAT_DIR is not set: skipping the real-data record checks (set it to the "
             "folder holding client_cell_1.dat and client_portal.dat to run them)");
        return std::nullopt;
    }
    return DatFolder::open(*dir);
}

RecordName name_of(const DatFile& f, std::uint32_t id, const char* type) {
    return RecordName{f.file_name(), id, type};
}

} // namespace

TEST_CASE("dat real: the pinned End-of-Retail records decode to their known values",
          "[dat][real]") {
    const std::optional<DatFolder> folder = real_folder();
    if (!folder) return;

    SECTION("Environment 0x0D00062E: one cell of 8 vertices and 6 polygons, both BSP roots") {
        const auto bytes = folder->portal.read(0x0D00062Eu, "Environment");
        const Environment env =
            parse_environment(bytes, name_of(folder->portal, 0x0D00062Eu, "Environment"));
        REQUIRE(env.cells.size() == 1);
        const CellStruct& cs = env.cells[0];
        CHECK(cs.vertices.vertices.size() == 8);
        CHECK(cs.polygons.size() == 6);
        REQUIRE_FALSE(cs.cell_bsp.nodes.empty());
        CHECK(cs.cell_bsp.nodes[0].tag == kTagBPnn);
        CHECK(cs.cell_bsp.nodes[0].plane.d == Approx(-1.8f));
        REQUIRE_FALSE(cs.physics_bsp.nodes.empty());
        CHECK(cs.physics_bsp.nodes[0].tag == kTagBPnN);
        CHECK(cs.physics_bsp.nodes[0].plane.d == Approx(1.8f));
    }
    SECTION("EnvCell 0x7D64010D: environment 0x0D0003B2, structure 13, two portals") {
        const auto bytes = folder->cell.read(0x7D64010Du, "EnvCell");
        const EnvCellRecord c =
            parse_env_cell(bytes, name_of(folder->cell, 0x7D64010Du, "EnvCell"));
        CHECK(c.environment_id == 0x0D0003B2u);
        CHECK(c.cell_structure == 13);
        CHECK(c.frame.origin.x == Approx(85.5f));
        CHECK(c.frame.origin.y == Approx(109.5f));
        CHECK(c.frame.origin.z == Approx(12.0f));
        CHECK(c.portals.size() == 2);
    }
    SECTION("LandBlockInfo 0x1455FFFE: five cells and building 0x010011A9") {
        const auto bytes = folder->cell.read(0x1455FFFEu, "LandBlockInfo");
        const LandBlockInfoRecord lbi =
            parse_land_block_info(bytes, name_of(folder->cell, 0x1455FFFEu, "LandBlockInfo"));
        CHECK(lbi.num_cells == 5);
        REQUIRE(lbi.buildings.size() == 1);
        const BuildingInfo& b = lbi.buildings[0];
        CHECK(b.model_id == 0x010011A9u);
        CHECK(b.frame.origin.x == Approx(174.003f).margin(1e-3));
        CHECK(b.frame.origin.y == Approx(17.634f).margin(1e-3));
        CHECK(b.frame.origin.z == Approx(70.0f));
        CHECK(b.num_leaves == 127);
        REQUIRE_FALSE(b.portals.empty());
        CHECK(b.portals[0].other_cell_raw == 260);
        CHECK(b.portals[0].stab_list.size() == 5);
    }
    SECTION("Setup 0x02000108: one part, one sphere, height 0.878, steps 0.3612") {
        const auto bytes = folder->portal.read(0x02000108u, "Setup");
        const SetupRecord s = parse_setup(bytes, name_of(folder->portal, 0x02000108u, "Setup"));
        REQUIRE(s.parts.size() == 1);
        CHECK(s.parts[0] == 0x010008ABu);
        REQUIRE(s.spheres.size() == 1);
        CHECK(s.spheres[0].center.y == Approx(-0.1475f));
        CHECK(s.spheres[0].radius == Approx(0.439f));
        CHECK(s.height == Approx(0.878f));
        CHECK(s.step_up_height == Approx(0.3612f));
        CHECK(s.step_down_height == Approx(0.3612f));
    }
    SECTION("Setup 0x020019E3 (Holtburg's portal platform): one cylsphere r 2.597 h 0.256") {
        const auto bytes = folder->portal.read(0x020019E3u, "Setup");
        const SetupRecord s = parse_setup(bytes, name_of(folder->portal, 0x020019E3u, "Setup"));
        REQUIRE(s.cylspheres.size() == 1);
        CHECK(s.cylspheres[0].radius == Approx(2.597f).margin(1e-3));
        CHECK(s.cylspheres[0].height == Approx(0.256f).margin(1e-3));
    }
    SECTION("SkillTable 0x0E000004: 38 skills; Melee Defense (Quickness + Coordination) / 3; "
            "Run from Quickness, usable untrained") {
        const auto bytes = folder->portal.read(kSkillTableId, "SkillTable");
        const SkillTableRecord t =
            parse_skill_table(bytes, name_of(folder->portal, kSkillTableId, "SkillTable"));
        CHECK(t.skills.size() == 38);
        const SkillBase* melee = t.find(6);
        REQUIRE(melee != nullptr);
        CHECK(melee->formula.z == 3);
        CHECK(melee->formula.attr1 == 3);
        CHECK(melee->formula.attr2 == 4);
        CHECK(melee->min_level == 1);
        const SkillBase* run = t.find(24);
        REQUIRE(run != nullptr);
        CHECK(run->formula.attr1 == 3);
        CHECK(run->formula.x == 1);
        CHECK(run->min_level == 1);
    }
}
