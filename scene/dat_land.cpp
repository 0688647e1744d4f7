// The land of a DAT world: the area's LandBlocks (0xXXYYFFFF) and LandBlockInfos
// (0xXXYYFFFE), their heights through the Region's land height table, and one land grid over
// the whole area at retail's global cell coordinates (so land cell ids and the triangle
// split are retail's).
#include <algorithm>

#include "dat/records/lookup.h"
#include "dat/records/region.h"
#include "physics/world/land_water.h"
#include "scene/dat_world_detail.h"

namespace sweeplab::scene::dat_detail {

namespace {

constexpr int kSquares = 8; // land cells per landblock side

} // namespace

std::vector<LoadedBlock> load_land(BuildContext& ctx, const std::vector<std::uint32_t>& area,
                                   std::size_t requested) {
    // The land height table (CLandDefs, Region 0x13000000): a height byte's z in metres.
    const auto region = dat::read_record<dat::RegionRecord>(ctx.portal_file, dat::kRegionId);
    const std::array<float, 256>& table = region.land_defs.land_height_table;

    std::vector<LoadedBlock> blocks;
    for (std::size_t k = 0; k < area.size(); ++k) {
        const std::uint32_t lb = area[k];
        const std::uint32_t land_id = lb << 16u | 0xFFFFu;
        // A neighbour that is not in the file is the edge of the map: skipped. A requested
        // landblock must exist (read() says "not in the directory").
        if (k >= requested && !ctx.cell_file.contains(land_id)) {
            ctx.desc.skipped.push_back(lb);
            continue;
        }
        LoadedBlock b;
        b.id = lb;
        b.land = dat::read_record<dat::LandBlockRecord>(ctx.cell_file, land_id);
        if (b.land.has_objects) {
            const std::uint32_t info_id = lb << 16u | 0xFFFEu;
            b.info = dat::read_record<dat::LandBlockInfoRecord>(ctx.cell_file, info_id);
            b.has_info = true;
        }
        DatLandblockDesc d;
        d.id = lb;
        d.offset = ctx.offset(lb);
        d.requested = k < requested;
        for (std::size_t v = 0; v < dat::LandBlockRecord::kVertices; ++v) {
            d.heights[v] = table[b.land.height[v]];
            d.terrain[v] = b.land.terrain[v];
        }
        d.num_cells = b.has_info ? b.info.num_cells : 0u;
        ctx.desc.landblocks.push_back(d);
        blocks.push_back(std::move(b));
    }

    // One grid over the loaded blocks' bounding box; squares of blocks not loaded are holes.
    int min_x = 0xFF, min_y = 0xFF, max_x = 0, max_y = 0;
    for (const LoadedBlock& b : blocks) {
        const int x = static_cast<int>(b.id >> 8u), y = static_cast<int>(b.id & 0xFFu);
        min_x = std::min(min_x, x), max_x = std::max(max_x, x);
        min_y = std::min(min_y, y), max_y = std::max(max_y, y);
    }
    const int w = (max_x - min_x + 1) * kSquares, h = (max_y - min_y + 1) * kSquares;
    std::vector<float> heights(static_cast<std::size_t>((w + 1) * (h + 1)), 0.0f);
    std::vector<std::uint8_t> present(static_cast<std::size_t>(w * h), 0);
    // Each square's corners' water (TERRAIN_SURF_CHAR of its own block's terrain words), for
    // CLandBlockStruct::CalcWater.
    std::vector<std::uint8_t> water(present.size(), 0);
    for (std::size_t k = 0; k < blocks.size(); ++k) {
        const LoadedBlock& b = blocks[k];
        const DatLandblockDesc& d = ctx.desc.landblocks[k];
        const int i0 = (static_cast<int>(b.id >> 8u) - min_x) * kSquares;
        const int j0 = (static_cast<int>(b.id & 0xFFu) - min_y) * kSquares;
        // Vertex (x, y) of the block is index x * 9 + y (CLandBlockStruct). A vertex on the
        // edge two blocks share takes the later block's height (retail's data agrees there;
        // docs/divergences.md).
        for (int x = 0; x <= kSquares; ++x)
            for (int y = 0; y <= kSquares; ++y)
                heights[static_cast<std::size_t>((j0 + y) * (w + 1) + i0 + x)] =
                    d.heights[dat::LandBlockRecord::vertex_index(x, y)];
        auto wet = [&](int x, int y) {
            return physics::terrain_word_is_water(
                d.terrain[dat::LandBlockRecord::vertex_index(x, y)]);
        };
        for (int y = 0; y < kSquares; ++y)
            for (int x = 0; x < kSquares; ++x) {
                const auto square = static_cast<std::size_t>((j0 + y) * w + i0 + x);
                present[square] = 1;
                water[square] =
                    static_cast<std::uint8_t>((wet(x, y) ? physics::kWaterSW : 0u) |
                                              (wet(x + 1, y) ? physics::kWaterSE : 0u) |
                                              (wet(x, y + 1) ? physics::kWaterNW : 0u) |
                                              (wet(x + 1, y + 1) ? physics::kWaterNE : 0u));
            }
    }
    const glm::vec3 origin = ctx.offset(static_cast<std::uint32_t>(min_x << 8 | min_y));
    ctx.world.add_land(glm::vec2(origin), glm::ivec2(min_x * kSquares, min_y * kSquares), w, h,
                       heights, present);
    ctx.world.set_land_water(water);
    for (DatLandblockDesc& d : ctx.desc.landblocks)
        if (const physics::LandCell* c =
                ctx.world.land_cell_at(d.offset.x + 1.0f, d.offset.y + 1.0f))
            d.water = c->block_water;
    return blocks;
}

} // namespace sweeplab::scene::dat_detail
