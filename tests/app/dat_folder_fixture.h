#pragma once
// A small synthetic DAT folder for the command-line tests: client_cell_1.dat and
// client_portal.dat written by the test-side writer into a fresh temporary folder.
//
// Landblock 0xA9B4: heights bytes 2x + y at vertex (x, y) through a table of i * 2 m (a
// plane: z = 4x + 2y metres at vertex (x, y), so 1/6 m per metre east and 1/12 m north),
// one EnvCell 0xA9B40100 (Environment 0x0D00062E's box cell at (84, 12, 50)) and one static
// GfxObj 0x01000010. Landblock 0x1010: flat, one building 0x01000010 with a portal into
// 0x10100100. Portal file: the Region, the Environment, the GfxObj, Setup 0x02000020.
#include <filesystem>
#include <string>

#include "dat/records/env_cell.h"
#include "dat/records/land_block.h"
#include "dat/records/land_block_info.h"
#include "dat/records/region.h"
#include "tests/dat/writer/cell_records_writer.h"
#include "tests/dat/writer/dat_writer.h"
#include "tests/dat/writer/geometry_writer.h"
#include "tests/dat/writer/setup_writer.h"

namespace sweeplab::test {

struct SyntheticDatFolder {
    std::filesystem::path dir;

    SyntheticDatFolder() {
        namespace fs = std::filesystem;
        using namespace dat::testing;
        dir = fs::temp_directory_path() /
              ("sweeplab-datcli-" + std::to_string(reinterpret_cast<std::uintptr_t>(this)) + "-" +
               std::to_string(std::rand()));
        fs::create_directories(dir);

        DatWriter cell(DatKind::cell);
        dat::LandBlockRecord land;
        land.id = 0xA9B4FFFFu;
        land.has_objects = true;
        for (int x = 0; x < 9; ++x)
            for (int y = 0; y < 9; ++y) {
                const std::size_t v = dat::LandBlockRecord::vertex_index(x, y);
                land.height[v] = static_cast<std::uint8_t>(2 * x + y);
                land.terrain[v] = static_cast<std::uint16_t>((3u << 2u) | (x == 0 ? 1u : 0u));
            }
        cell.add(land.id, encode_land_block(land));
        dat::LandBlockInfoRecord info;
        info.id = 0xA9B4FFFEu;
        info.num_cells = 1;
        info.objects.push_back({0x01000010u, {{50.0f, 50.0f, 30.0f}, {1.0f, 0.0f, 0.0f, 0.0f}}});
        cell.add(info.id, encode_land_block_info(info));
        dat::EnvCellRecord env_cell;
        env_cell.id = 0xA9B40100u;
        env_cell.environment_id = 0x0D00062Eu;
        env_cell.cell_structure = 0;
        env_cell.frame.origin = {84.0f, 12.0f, 50.0f};
        env_cell.visible_cells = {0xA9B40100u};
        cell.add(env_cell.id, encode_env_cell(env_cell));

        dat::LandBlockRecord flat;
        flat.id = 0x1010FFFFu;
        flat.has_objects = true;
        cell.add(flat.id, encode_land_block(flat));
        dat::LandBlockInfoRecord town;
        town.id = 0x1010FFFEu;
        town.num_cells = 0;
        dat::BuildingInfo building;
        building.model_id = 0x01000010u;
        building.frame.origin = {100.0f, 90.0f, 0.0f};
        building.num_leaves = 3;
        building.portals.push_back(building_portal(0x0001, 0x0100, 2, {0x0100, 0x0101}));
        town.buildings.push_back(building);
        cell.add(town.id, encode_land_block_info(town));
        cell.write_into(dir);

        DatWriter portal(DatKind::portal);
        dat::RegionRecord region;
        region.id = 0x13000000u;
        region.name = "Dereth";
        region.land_defs.num_block_length = 255;
        region.land_defs.num_block_width = 255;
        region.land_defs.square_length = 24.0f;
        region.land_defs.lblock_length = 8;
        region.land_defs.vertex_per_cell = 1;
        for (std::size_t i = 0; i < 256; ++i)
            region.land_defs.land_height_table[i] = static_cast<float>(i) * 2.0f;
        portal.add(region.id, encode_region(region, 16));
        portal.add(0x0D00062Eu, environment_record(0x0D00062Eu, {eor_box_cell()}));
        GfxObjSpec gfx;
        gfx.id = 0x01000010u;
        for (const glm::vec3& v :
             {glm::vec3(0.0f), glm::vec3(1.0f, 0.0f, 0.0f), glm::vec3(0.0f, 2.0f, 3.0f)}) {
            VertexSpec spec;
            spec.origin = v;
            gfx.vertices.vertices.push_back(spec);
        }
        portal.add(gfx.id, gfx_obj_record(gfx));
        portal.add(0x02000020u, encode_setup(simple_setup(0x02000020u, {0x01000010u})));
        portal.write_into(dir);
    }
    ~SyntheticDatFolder() {
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    SyntheticDatFolder(const SyntheticDatFolder&) = delete;
    SyntheticDatFolder& operator=(const SyntheticDatFolder&) = delete;
};

} // namespace sweeplab::test
