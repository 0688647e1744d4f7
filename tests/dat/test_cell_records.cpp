// dat/records: LandBlock, Region, LandBlockInfo and EnvCell decoders against records written
// by tests/dat/writer/cell_records_writer, the End-of-Retail oracle values reproduced, and
// every malformed input giving a one-line DatError.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>

#include "dat/records/env_cell.h"
#include "dat/records/land_block.h"
#include "dat/records/land_block_info.h"
#include "dat/records/region.h"
#include "tests/dat/writer/cell_records_writer.h"
#include "tests/support/errors.h"

using namespace sweeplab::dat;
using namespace sweeplab::dat::testing;
using sweeplab::testing::error_of;

namespace {

RecordName cell_name(std::uint32_t id, const char* type) {
    return RecordName{"client_cell_1.dat", id, type};
}

bool contains(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

// Every proper prefix of a record is refused with a one-line DatError naming the record.
template <typename Parse>
void every_truncation_fails(const std::vector<std::byte>& bytes, const RecordName& name,
                            Parse parse) {
    for (std::size_t n = 0; n < bytes.size(); ++n) {
        const std::span<const std::byte> prefix(bytes.data(), n);
        const std::string m = error_of<DatError>([&] { (void)parse(prefix, name); });
        INFO("prefix " << n << ": " << m);
        CHECK(m.rfind(name.file + ": " + name.where() + ": ", 0) == 0);
        CHECK(m.find('\n') == std::string::npos);
    }
}

std::vector<std::byte> with_trailing(std::vector<std::byte> b) {
    b.push_back(std::byte{0});
    return b;
}

void put_u32(std::vector<std::byte>& b, std::size_t at, std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
        b[at + static_cast<std::size_t>(i)] =
            static_cast<std::byte>((v >> (8u * static_cast<unsigned>(i))) & 0xFFu);
}

DatFrame frame_at(glm::vec3 o, glm::quat q = glm::quat(1.0f, 0.0f, 0.0f, 0.0f)) {
    DatFrame f;
    f.origin = o;
    f.orientation = q;
    return f;
}

LandBlockRecord sample_land_block() {
    LandBlockRecord lb;
    lb.id = 0xA9B4FFFFu;
    lb.has_objects = true;
    for (std::size_t i = 0; i < LandBlockRecord::kVertices; ++i) {
        lb.terrain[i] = static_cast<std::uint16_t>((i * 2654435761u) & 0xF87Fu);
        lb.height[i] = static_cast<std::uint8_t>(i * 3);
    }
    return lb;
}

// 0x1455FFFE as DRW's LandBlockInfoTests pins it.
LandBlockInfoRecord oracle_lbi() {
    LandBlockInfoRecord lbi;
    lbi.id = 0x1455FFFEu;
    lbi.num_cells = 5;
    BuildingInfo b;
    b.model_id = 0x010011A9u;
    b.frame = frame_at({174.003f, 17.634f, 70.0f}, glm::quat(0.392739f, 0.0f, 0.0f, -0.91965f));
    b.num_leaves = 127;
    b.portals.push_back(building_portal(0x3, 260, 1, {256, 257, 258, 259, 260}));
    lbi.buildings.push_back(b);
    return lbi;
}

// 0x7D64010D as DRW's EnvCellTests pins it (the visible cells between the first two and the
// last are filled in; DRW pins only those three and the count).
EnvCellRecord oracle_env_cell() {
    EnvCellRecord c;
    c.id = 0x7D64010Du;
    c.flags = EnvCellRecord::kSeenOutside | EnvCellRecord::kHasStaticObjs;
    for (std::uint32_t i = 0; i < 16; ++i)
        c.surfaces.push_back(i == 0 ? 0x0372u : (i == 15 ? 0x071Bu : 0x0400u + i));
    c.environment_id = 0x03B2u;
    c.cell_structure = 13;
    const glm::quat q(0.707107f, 0.0f, 0.0f, -0.707107f);
    c.frame = frame_at({85.5f, 109.5f, 12.0f}, q);
    c.portals.push_back(cell_portal(0x1, 13, 0x105, 1));
    c.portals.push_back(cell_portal(0x1, 12, 0x109, 0));
    for (std::uint32_t v = 0x100; v <= 0x10C; ++v)
        c.visible_cells.push_back(v);
    c.static_objects = {{0x0200033Fu, frame_at({77.0f, 118.0f, 12.0f}, q)},
                        {0x0200016Du, frame_at({79.725f, 113.1f, 12.0f}, q)},
                        {0x0200036Eu, frame_at({80.5f, 118.4f, 12.0f}, q)},
                        {0x02000372u, frame_at({80.675f, 114.325f, 14.375f}, q)}};
    return c;
}

} // namespace

// ---------------------------------------------------------------- LandBlock

TEST_CASE("land block: 252 bytes round trip, terrain bits and vertex index", "[dat][cells]") {
    const LandBlockRecord in = sample_land_block();
    const auto bytes = encode_land_block(in);
    REQUIRE(bytes.size() == 252);
    const auto lb = parse_land_block(bytes, cell_name(in.id, "LandBlock"));
    CHECK(lb.id == in.id);
    CHECK(lb.landblock() == 0xA9B4u);
    CHECK(lb.has_objects);
    CHECK(lb.terrain == in.terrain);
    CHECK(lb.height == in.height);
    CHECK(LandBlockRecord::vertex_index(0, 0) == 0);
    CHECK(LandBlockRecord::vertex_index(0, 8) == 8);
    CHECK(LandBlockRecord::vertex_index(1, 0) == 9);
    CHECK(LandBlockRecord::vertex_index(8, 8) == 80);
    // road 2, type 0x11 (water), scenery 0x1D
    const auto word = static_cast<std::uint16_t>((0x1Du << 11u) | (0x11u << 2u) | 0x2u);
    CHECK(LandBlockRecord::road_of(word) == 2);
    CHECK(LandBlockRecord::type_of(word) == 0x11);
    CHECK(LandBlockRecord::scenery_of(word) == 0x1D);
    LandBlockRecord w = in;
    w.terrain[LandBlockRecord::vertex_index(3, 5)] = word;
    const auto lb2 = parse_land_block(encode_land_block(w), cell_name(w.id, "LandBlock"));
    CHECK(lb2.road(LandBlockRecord::vertex_index(3, 5)) == 2);
    CHECK(lb2.type(LandBlockRecord::vertex_index(3, 5)) == 0x11);
    CHECK(lb2.scenery(LandBlockRecord::vertex_index(3, 5)) == 0x1D);
}

TEST_CASE("land block: has_objects false, and every malformed record is refused", "[dat][cells]") {
    LandBlockRecord in = sample_land_block();
    in.has_objects = false;
    const auto name = cell_name(in.id, "LandBlock");
    const auto bytes = encode_land_block(in);
    CHECK_FALSE(parse_land_block(bytes, name).has_objects);
    every_truncation_fails(bytes, name, parse_land_block);
    CHECK(contains(
        error_of<DatError>([&] { (void)parse_land_block(std::span(bytes).first(100), name); }),
        "truncated: Terrain needs 162 bytes"));
    CHECK(contains(error_of<DatError>([&] { (void)parse_land_block(with_trailing(bytes), name); }),
                   "1 bytes left after the record's last field (offset 252)"));
    CHECK(error_of<DatError>([&] {
              (void)parse_land_block(bytes, cell_name(0xA9B5FFFFu, "LandBlock"));
          }) == "client_cell_1.dat: 0xA9B5FFFF LandBlock: the record's stored id 0xA9B4FFFF is not "
                "its directory id 0xA9B5FFFF");
    in.id = 0xA9B4FFFEu;
    CHECK(contains(error_of<DatError>([&] {
                       (void)parse_land_block(encode_land_block(in), cell_name(in.id, "LandBlock"));
                   }),
                   "a LandBlock id ends in FFFF"));
}

// ---------------------------------------------------------------- Region

TEST_CASE("region: LandDefs and the height table, reading stops after the table", "[dat][cells]") {
    RegionRecord in;
    in.id = 0x13000000u;
    in.region_number = 1;
    in.version = 3;
    in.name = "Dereth";
    in.land_defs.num_block_length = 255;
    in.land_defs.num_block_width = 255;
    in.land_defs.square_length = 24.0f;
    in.land_defs.lblock_length = 8;
    in.land_defs.vertex_per_cell = 1;
    in.land_defs.max_obj_height = 200.0f;
    in.land_defs.sky_height = 1000.0f;
    in.land_defs.road_width = 5.0f;
    for (std::size_t i = 0; i < 256; ++i)
        in.land_defs.land_height_table[i] = static_cast<float>(i) * 2.0f + 0.25f;
    const RecordName name{"client_portal.dat", 0x13000000u, "Region"};
    // The GameTime and everything after it stand in as 400 unread bytes.
    const auto bytes = encode_region(in, 400);
    const auto rg = parse_region(bytes, name);
    CHECK(rg.id == 0x13000000u);
    CHECK(rg.region_number == 1);
    CHECK(rg.version == 3);
    CHECK(rg.name == "Dereth");
    CHECK(rg.land_defs.num_block_length == 255);
    CHECK(rg.land_defs.num_block_width == 255);
    CHECK(rg.land_defs.square_length == 24.0f);
    CHECK(rg.land_defs.lblock_length == 8);
    CHECK(rg.land_defs.vertex_per_cell == 1);
    CHECK(rg.land_defs.max_obj_height == 200.0f);
    CHECK(rg.land_defs.sky_height == 1000.0f);
    CHECK(rg.land_defs.road_width == 5.0f);
    CHECK(rg.land_defs.land_height_table == in.land_defs.land_height_table);

    // A name of every length pads to 4 before LandDefs.
    for (const char* n : {"", "D", "De", "Der", "Dere"}) {
        in.name = n;
        CHECK(parse_region(encode_region(in), name).land_defs.land_height_table[255] ==
              in.land_defs.land_height_table[255]);
    }
    const auto exact = encode_region(in);
    every_truncation_fails(exact, name, parse_region);
    CHECK(
        contains(error_of<DatError>([&] { (void)parse_region(std::span(exact).first(100), name); }),
                 "truncated: LandHeightTable needs 1024 bytes"));
    in.land_defs.land_height_table[7] = std::numeric_limits<float>::quiet_NaN();
    CHECK(contains(error_of<DatError>([&] { (void)parse_region(encode_region(in), name); }),
                   "LandHeightTable is not a finite number"));
}

// ---------------------------------------------------------------- LandBlockInfo

TEST_CASE("land block info: the EoR 0x1455FFFE oracle reproduced through the writer",
          "[dat][cells]") {
    const auto in = oracle_lbi();
    const auto lbi =
        parse_land_block_info(encode_land_block_info(in), cell_name(in.id, "LandBlockInfo"));
    CHECK(lbi.num_cells == 5);
    CHECK(lbi.cell_id(0) == 0x14550100u);
    CHECK(lbi.cell_id(4) == 0x14550104u);
    CHECK(lbi.objects.empty());
    CHECK(lbi.pack_mask == 0);
    CHECK(lbi.restriction_table.empty());
    REQUIRE(lbi.buildings.size() == 1);
    const auto& b = lbi.buildings[0];
    CHECK(b.model_id == 0x010011A9u);
    CHECK(b.frame.origin == glm::vec3(174.003f, 17.634f, 70.0f));
    CHECK(b.frame.orientation.w == 0.392739f);
    CHECK(b.frame.orientation.z == -0.91965f);
    CHECK(b.num_leaves == 127);
    REQUIRE(b.portals.size() == 1);
    const auto& p = b.portals[0];
    CHECK(p.flags == 0x3);
    CHECK(p.exact_match);
    CHECK_FALSE(p.portal_side); // bit 2 set: retail's portal_side is 0
    CHECK(p.other_cell_raw == 260);
    CHECK(p.other_cell_id == 0x14550104u);
    CHECK(p.other_portal_id == 1);
    CHECK(p.stab_list == std::vector<std::uint32_t>{0x14550100u, 0x14550101u, 0x14550102u,
                                                    0x14550103u, 0x14550104u});
}

TEST_CASE("land block info: portal side is the inverted bit, stab lists pad to 4, the "
          "restriction table",
          "[dat][cells]") {
    LandBlockInfoRecord in;
    in.id = 0x5262FFFEu;
    in.num_cells = 74;
    in.objects = {{0x01000123u, frame_at({1.0f, 2.0f, 3.0f})},
                  {0x02000456u, frame_at({4.0f, 5.0f, 6.0f}, glm::quat(0.0f, 0.0f, 0.0f, 1.0f))}};
    BuildingInfo b;
    b.model_id = 0x020007A1u;
    b.frame = frame_at({96.0f, 48.0f, 10.0f});
    b.num_leaves = 3;
    b.portals.push_back(building_portal(0x0, 0x100, 0, {0x100}));
    b.portals.push_back(building_portal(0x2, 0x101, -1, {0x100, 0x101}));
    b.portals.push_back(building_portal(0x1, 0x102, 2, {0x100, 0x101, 0x102}));
    b.portals.push_back(building_portal(0x0, 0x103, 3, {}));
    in.buildings = {b, b};
    in.pack_mask = 1;
    in.restriction_buckets = 8;
    in.restriction_table = {{0x52620100u, 0x7526200Cu}, {0x5262FFFFu, 0x75262001u}};
    const auto bytes = encode_land_block_info(in);
    const auto name = cell_name(in.id, "LandBlockInfo");
    const auto lbi = parse_land_block_info(bytes, name);
    REQUIRE(lbi.objects.size() == 2);
    CHECK(lbi.objects[1].id == 0x02000456u);
    CHECK(lbi.objects[1].frame.origin == glm::vec3(4.0f, 5.0f, 6.0f));
    CHECK(lbi.objects[1].frame.orientation.z == 1.0f);
    REQUIRE(lbi.buildings.size() == 2);
    for (const auto& bb : lbi.buildings) {
        REQUIRE(bb.portals.size() == 4);
        CHECK(bb.portals[0].portal_side);
        CHECK_FALSE(bb.portals[0].exact_match);
        CHECK_FALSE(bb.portals[1].portal_side);
        CHECK(bb.portals[1].other_portal_id == -1);
        CHECK(bb.portals[2].portal_side);
        CHECK(bb.portals[2].exact_match);
        CHECK(bb.portals[2].stab_list.size() == 3);
        CHECK(bb.portals[2].stab_list[2] == 0x52620102u);
        CHECK(bb.portals[3].stab_list.empty());
        CHECK(bb.portals[3].other_cell_id == 0x52620103u);
    }
    CHECK(lbi.pack_mask == 1);
    CHECK(lbi.restriction_buckets == 8);
    REQUIRE(lbi.restriction_table.size() == 2);
    CHECK(lbi.restriction_table[0].key == 0x52620100u);
    CHECK(lbi.restriction_table[0].value == 0x7526200Cu);
    CHECK(lbi.restriction_table[1].value == 0x75262001u);
    every_truncation_fails(bytes, name, parse_land_block_info);
    CHECK(contains(
        error_of<DatError>([&] { (void)parse_land_block_info(with_trailing(bytes), name); }),
        "1 bytes left after the record's last field"));
}

TEST_CASE("land block info: absurd counts are refused before anything is allocated",
          "[dat][cells]") {
    const auto in = oracle_lbi();
    const auto name = cell_name(in.id, "LandBlockInfo");
    const auto good = encode_land_block_info(in);
    // Offsets: id 0, NumCells 4, object count 8, building count + pack mask 12, building 16
    // (model 16, frame 20, leaves 48, portal count 52), first portal 56.
    auto b = good;
    put_u32(b, 4, 0x00010000u);
    CHECK(contains(error_of<DatError>([&] { (void)parse_land_block_info(b, name); }),
                   "NumCells 65536 is more than the 65278 cell ids a landblock has (offset 8)"));
    b = good;
    put_u32(b, 8, 0xFFFFFFFFu);
    CHECK(contains(error_of<DatError>([&] { (void)parse_land_block_info(b, name); }),
                   "Objects count 4294967295 cannot fit in the record's remaining"));
    b = good;
    put_u32(b, 12, 0x0000FFFFu);
    CHECK(contains(error_of<DatError>([&] { (void)parse_land_block_info(b, name); }),
                   "Buildings count 65535 cannot fit"));
    b = good;
    put_u32(b, 52, 0x40000000u);
    CHECK(contains(error_of<DatError>([&] { (void)parse_land_block_info(b, name); }),
                   "building portal count 1073741824 cannot fit"));
    b = good;
    put_u32(b, 52, 2); // two portals claimed, the record holds one: its end is met
    CHECK(contains(error_of<DatError>([&] { (void)parse_land_block_info(b, name); }),
                   "truncated: building portal Flags needs 2 bytes, the record has 0 left"));
    b = good;
    b[62] = std::byte{0xFF}; // the first portal's stab count: 0x00FF stabs
    CHECK(contains(error_of<DatError>([&] { (void)parse_land_block_info(b, name); }),
                   "building portal StabList count 255 cannot fit"));
    b = good;
    b[14] = std::byte{1}; // pack mask bit 0 with no table after the buildings
    CHECK(contains(error_of<DatError>([&] { (void)parse_land_block_info(b, name); }),
                   "truncated: RestrictionTable count needs 2 bytes, the record has 0 left"));
    LandBlockInfoRecord r = in;
    r.pack_mask = 1;
    r.restriction_table = {{1, 2}};
    b = encode_land_block_info(r);
    b[b.size() - 12] = std::byte{9}; // 9 entries claimed, 1 present
    CHECK(contains(error_of<DatError>([&] { (void)parse_land_block_info(b, name); }),
                   "RestrictionTable count 9 cannot fit"));
    r.id = 0x1455FFFFu;
    CHECK(contains(error_of<DatError>([&] {
                       (void)parse_land_block_info(encode_land_block_info(r),
                                                   cell_name(r.id, "LandBlockInfo"));
                   }),
                   "a LandBlockInfo id ends in FFFE"));
}

// ---------------------------------------------------------------- EnvCell

TEST_CASE("env cell: the EoR 0x7D64010D oracle reproduced through the writer", "[dat][cells]") {
    const auto in = oracle_env_cell();
    const auto c = parse_env_cell(encode_env_cell(in), cell_name(in.id, "EnvCell"));
    CHECK(c.id == 0x7D64010Du);
    CHECK(c.seen_outside());
    CHECK(c.has_static_objs());
    CHECK_FALSE(c.has_restriction_obj());
    REQUIRE(c.surfaces.size() == 16);
    CHECK(c.surfaces.front() == 0x08000372u);
    CHECK(c.surfaces.back() == 0x0800071Bu);
    CHECK(c.environment_id == 0x0D0003B2u);
    CHECK(c.cell_structure == 13);
    CHECK(c.frame.origin == glm::vec3(85.5f, 109.5f, 12.0f));
    CHECK(c.frame.orientation.w == 0.707107f);
    CHECK(c.frame.orientation.z == -0.707107f);
    REQUIRE(c.portals.size() == 2);
    CHECK(c.portals[0].exact_match);
    CHECK(c.portals[0].portal_side);
    CHECK_FALSE(c.portals[0].to_outside);
    CHECK(c.portals[0].polygon_id == 13);
    CHECK(c.portals[0].other_cell_id == 0x7D640105u);
    CHECK(c.portals[0].other_portal_id == 1);
    CHECK(c.portals[1].polygon_id == 12);
    CHECK(c.portals[1].other_cell_raw == 0x109);
    CHECK(c.portals[1].other_portal_id == 0);
    REQUIRE(c.visible_cells.size() == 13);
    CHECK(c.visible_cells[0] == 0x7D640100u);
    CHECK(c.visible_cells[1] == 0x7D640101u);
    CHECK(c.visible_cells.back() == 0x7D64010Cu);
    REQUIRE(c.static_objects.size() == 4);
    CHECK(c.static_objects[0].id == 0x0200033Fu);
    CHECK(c.static_objects[0].frame.origin == glm::vec3(77.0f, 118.0f, 12.0f));
    CHECK(c.static_objects[3].id == 0x02000372u);
    CHECK(c.static_objects[3].frame.origin == glm::vec3(80.675f, 114.325f, 14.375f));
    CHECK(c.restriction_obj == 0);
}

TEST_CASE("env cell: outside portals are flag 4 (retail), sign-extended portal ids, the "
          "restriction object, odd visible counts",
          "[dat][cells]") {
    EnvCellRecord in = oracle_env_cell();
    in.flags = EnvCellRecord::kHasStaticObjs | EnvCellRecord::kHasRestrictionObj;
    in.portals = {cell_portal(0x5, 3, 0xFFFF, -1), // to the outside, as EoR stores it
                  cell_portal(0x4, 4, 0x0123, 7),  // flag 4 wins over the stored cell
                  cell_portal(0x2, 5, 0xFFFF, 0)}; // 0xFFFF without flag 4: a cell id
    in.visible_cells = {0x100, 0x101, 0x102};
    in.restriction_obj = 0x7526200Cu;
    const auto name = cell_name(in.id, "EnvCell");
    const auto bytes = encode_env_cell(in);
    const auto c = parse_env_cell(bytes, name);
    REQUIRE(c.portals.size() == 3);
    CHECK(c.portals[0].to_outside);
    CHECK(c.portals[0].other_cell_id == EnvCellPortal::kOutside);
    CHECK(c.portals[0].other_cell_raw == 0xFFFF);
    CHECK(c.portals[0].other_portal_id == -1);
    CHECK(c.portals[0].exact_match);
    CHECK(c.portals[1].to_outside);
    CHECK(c.portals[1].other_cell_id == EnvCellPortal::kOutside);
    CHECK_FALSE(c.portals[2].to_outside);
    CHECK_FALSE(c.portals[2].portal_side);
    CHECK(c.portals[2].other_cell_id == 0x7D64FFFFu);
    CHECK(c.visible_cells.size() == 3);
    CHECK(c.static_objects.size() == 4); // read unaligned after an odd visible list
    CHECK(c.restriction_obj == 0x7526200Cu);
    every_truncation_fails(bytes, name, parse_env_cell);

    in.flags = 0;
    in.surfaces.clear();
    in.portals.clear();
    in.visible_cells.clear();
    const auto bare = parse_env_cell(encode_env_cell(in), name);
    CHECK(bare.static_objects.empty());
    CHECK(bare.restriction_obj == 0);
    CHECK(encode_env_cell(in).size() == 48);
}

TEST_CASE("env cell: bad portal counts, ids and trailing bytes are refused", "[dat][cells]") {
    const auto in = oracle_env_cell();
    const auto name = cell_name(in.id, "EnvCell");
    const auto good = encode_env_cell(in);
    // Offsets: id 0, flags 4, cell id 8, surface count 12, portal count 13, visible count 14.
    auto b = good;
    b[13] = std::byte{200};
    CHECK(contains(error_of<DatError>([&] { (void)parse_env_cell(b, name); }),
                   "CellPortals count 200 cannot fit"));
    b = good;
    b[12] = std::byte{255};
    CHECK(
        contains(error_of<DatError>([&] { (void)parse_env_cell(b, name); }), "Surfaces count 255"));
    b = good;
    b[14] = std::byte{0xFF};
    b[15] = std::byte{0xFF};
    CHECK(contains(error_of<DatError>([&] { (void)parse_env_cell(b, name); }),
                   "VisibleCells count 65535 cannot fit"));
    b = good;
    put_u32(b, 8, 0x7D64010Eu);
    CHECK(error_of<DatError>([&] { (void)parse_env_cell(b, name); }) ==
          "client_cell_1.dat: 0x7D64010D EnvCell: the repeated cell id 0x7D64010E is not the "
          "record's id (offset 12)");
    b = good;
    put_u32(b, b.size() - 4u - 4u * 32u, 0x10000000u); // the static object count
    CHECK(contains(error_of<DatError>([&] { (void)parse_env_cell(b, name); }),
                   "StaticObjects count 268435456 cannot fit"));
    b = good;
    b[4] = std::byte{0x0B}; // flag 8 set: a restriction object is missing
    CHECK(contains(error_of<DatError>([&] { (void)parse_env_cell(b, name); }),
                   "truncated: RestrictionObj needs 4 bytes, the record has 0 left"));
    CHECK(contains(error_of<DatError>([&] { (void)parse_env_cell(with_trailing(good), name); }),
                   "1 bytes left after the record's last field"));
    EnvCellRecord wrong = in;
    wrong.id = 0x7D640042u;
    CHECK(contains(error_of<DatError>([&] {
                       (void)parse_env_cell(encode_env_cell(wrong), cell_name(wrong.id, "EnvCell"));
                   }),
                   "an EnvCell id is 0xXXYY0100 to 0xXXYYFFFD"));
    wrong = in;
    wrong.frame.origin.x = std::numeric_limits<float>::infinity();
    CHECK(contains(error_of<DatError>([&] { (void)parse_env_cell(encode_env_cell(wrong), name); }),
                   "Position is not a finite number"));
}

TEST_CASE("cell records: any single corrupted byte gives a record or a DatError, nothing else",
          "[dat][cells]") {
    const auto lbi_in = [] {
        LandBlockInfoRecord r = oracle_lbi();
        r.objects = {{0x01000123u, frame_at({1.0f, 2.0f, 3.0f})}};
        r.pack_mask = 1;
        r.restriction_table = {{0x14550100u, 0x7526200Cu}};
        return r;
    }();
    const auto lbi = encode_land_block_info(lbi_in);
    const auto cell = encode_env_cell(oracle_env_cell());
    const auto block = encode_land_block(sample_land_block());
    const auto lbi_name = cell_name(lbi_in.id, "LandBlockInfo");
    const auto cell_nm = cell_name(0x7D64010Du, "EnvCell");
    const auto block_name = cell_name(0xA9B4FFFFu, "LandBlock");
    int refused = 0;
    for (const unsigned value : {0x00u, 0x01u, 0x7Fu, 0x80u, 0xFFu}) {
        const auto corrupt = [&](std::vector<std::byte> b, std::size_t at, auto parse,
                                 const RecordName& n) {
            b[at] = static_cast<std::byte>(value);
            try {
                (void)parse(b, n);
            } catch (const DatError& e) {
                ++refused;
                CHECK(std::string(e.what()).find('\n') == std::string::npos);
            }
        };
        for (std::size_t i = 0; i < lbi.size(); ++i)
            corrupt(lbi, i, parse_land_block_info, lbi_name);
        for (std::size_t i = 0; i < cell.size(); ++i)
            corrupt(cell, i, parse_env_cell, cell_nm);
        for (std::size_t i = 0; i < block.size(); ++i)
            corrupt(block, i, parse_land_block, block_name);
    }
    CHECK(refused > 0);
}
