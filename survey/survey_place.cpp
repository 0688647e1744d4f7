#include "survey/survey_place.h"

#include <algorithm>
#include <cstdio>
#include <set>
#include <stdexcept>

#include <glm/trigonometric.hpp>

#include "physics/math/constants.h"
#include "scene/location.h"
#include "scene/world_builder.h"
#include "sim/run_world.h"

namespace sweeplab::app::survey {

namespace {

std::string hex4(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%04X", v);
    return buf;
}

bool in_landblocks(std::uint32_t full_id, const std::vector<std::uint32_t>& landblocks) {
    return std::find(landblocks.begin(), landblocks.end(), full_id >> 16u) != landblocks.end();
}

// The outdoor grid: in every land square (of `landblocks`, or every one when empty) the points
// at S/2 + i*S from its south-west corner while inside it, feet on the terrain there;
// numbered x, then y.
void add_outdoor_starts(const physics::World& world, float spacing, bool dat,
                        const std::vector<std::uint32_t>& landblocks,
                        std::vector<PlaceStart>& out) {
    std::vector<PlaceStart> grid;
    for (const physics::LandCell& land : world.land_cells()) {
        if (land.id == 0) continue;
        if (dat && !in_landblocks(land.id, landblocks)) continue;
        for (int i = 0;; ++i) {
            const float x = land.min.x + spacing * 0.5f + spacing * static_cast<float>(i);
            if (!(x < land.max.x)) break;
            for (int j = 0;; ++j) {
                const float y = land.min.y + spacing * 0.5f + spacing * static_cast<float>(j);
                if (!(y < land.max.y)) break;
                physics::Plane plane;
                if (!world.terrain_plane(x, y, plane) || plane.normal.z == 0.0f) continue;
                const float z =
                    -(plane.normal.x * x + plane.normal.y * y + plane.d) / plane.normal.z;
                grid.push_back({glm::vec3(x, y, z), 0u, 0u});
            }
        }
    }
    std::stable_sort(grid.begin(), grid.end(), [](const PlaceStart& a, const PlaceStart& b) {
        return a.feet.x < b.feet.x || (a.feet.x == b.feet.x && a.feet.y < b.feet.y);
    });
    out.insert(out.end(), grid.begin(), grid.end());
}

// Indoors: each cell by id, the centroid of each walkable polygon of its physics BSP in
// stored order, feet 0.01 m above it.
void add_indoor_starts(const physics::World& world, bool dat,
                       const std::vector<std::uint32_t>& landblocks, std::vector<PlaceStart>& out) {
    std::vector<const physics::EnvCell*> cells;
    for (const physics::EnvCell& c : world.env_cells())
        if (!dat || c.external_id < 0x10000u || in_landblocks(c.external_id, landblocks))
            cells.push_back(&c);
    std::stable_sort(cells.begin(), cells.end(),
                     [](const physics::EnvCell* a, const physics::EnvCell* b) {
                         return a->external_id < b->external_id;
                     });
    for (const physics::EnvCell* c : cells) {
        const physics::PhysicsBsp& bsp = c->physics_bsp;
        for (std::size_t i = 0; i < bsp.polygons().size(); ++i) {
            const physics::PolygonView p = bsp.polygon(static_cast<std::int32_t>(i));
            if (p.vertices.empty()) continue;
            const glm::vec3 n = c->pos.frame.local_to_global_vec(p.plane.normal);
            if (n.z < physics::kFloorZ) continue;
            glm::vec3 sum(0.0f);
            for (const glm::vec3& v : p.vertices)
                sum += v;
            const glm::vec3 centroid =
                c->pos.frame.local_to_global(sum / static_cast<float>(p.vertices.size()));
            out.push_back({centroid + glm::vec3(0.0f, 0.0f, 0.01f), c->external_id, c->id});
        }
    }
}

void finish(SurveyPlace& place, float spacing, const std::vector<std::uint32_t>& landblocks) {
    place.config = scene::player_config(place.scene);
    const bool dat = place.desc != nullptr;
    add_outdoor_starts(*place.world, spacing, dat, landblocks, place.starts);
    add_indoor_starts(*place.world, dat, landblocks, place.starts);
    place.walls = WallIndex(*place.world);
}

} // namespace

std::string SurveyPlace::location(const PlaceStart& s, float heading) const {
    if (!desc) return "";
    const scene::WorldFrame frame{desc->origin_landblock};
    const auto text =
        frame.location_text(s.cell, s.feet, scene::quat_from_yaw(glm::radians(heading)));
    return text ? *text : "";
}

std::unique_ptr<SurveyPlace> scene_place(const scene::Scene& scene, float spacing) {
    auto place = std::make_unique<SurveyPlace>();
    place->scene = scene;
    place->world = build_run_world(place->scene, place->desc);
    place->fps = scene.fps;
    finish(*place, spacing, scene.dat ? scene.dat->landblocks : std::vector<std::uint32_t>{});
    return place;
}

std::unique_ptr<SurveyPlace> dat_place(const dat::DatFolder& folder, std::uint32_t landblock,
                                       float spacing, const std::vector<std::string>& world,
                                       std::shared_ptr<const worlddata::WorldData> world_data) {
    auto place = std::make_unique<SurveyPlace>();
    scene::Scene& s = place->scene;
    s.source_path = "landblock " + hex4(landblock);
    s.name = s.source_path;
    s.dat = scene::DatPlace{{landblock}, 1, folder.dir.string(), world, std::move(world_data)};
    s.player.spheres = scene::default_human_spheres();
    s.player.step_up_height = scene::kDefaultStepUpHeight;
    s.player.step_down_height = scene::kDefaultStepDownHeight;
    place->landblock = landblock;
    place->world = build_run_world(s, place->desc, &folder);
    finish(*place, spacing, {landblock});
    return place;
}

std::vector<std::uint32_t> parse_area(const std::string& area, const dat::DatFile& cell_file) {
    auto present = [&](std::uint32_t lb) { return cell_file.contains((lb << 16u) | 0xFFFFu); };
    std::set<std::uint32_t> out;
    if (area == "all") {
        cell_file.for_each_entry([&](const dat::DirEntry& e) {
            if ((e.id & 0xFFFFu) == 0xFFFFu && (e.id >> 24u) <= scene::kMaxLandblockCoord &&
                ((e.id >> 16u) & 0xFFu) <= scene::kMaxLandblockCoord)
                out.insert(e.id >> 16u);
        });
        if (out.empty()) throw std::invalid_argument("AREA all: the cell file holds no landblock");
        return {out.begin(), out.end()};
    }
    auto landblock = [&](const std::string& word) {
        char* end = nullptr;
        const unsigned long v = std::strtoul(word.c_str(), &end, 16);
        if (word.size() != 6 || word[0] != '0' || (word[1] != 'x' && word[1] != 'X') ||
            *end != '\0' || (v >> 8u) > scene::kMaxLandblockCoord ||
            (v & 0xFFu) > scene::kMaxLandblockCoord)
            throw std::invalid_argument("AREA \"" + area + "\": \"" + word +
                                        "\" is not a landblock 0xXXYY (XX and YY at most FE)");
        return static_cast<std::uint32_t>(v);
    };
    std::size_t from = 0;
    while (from <= area.size()) {
        const std::size_t comma = std::min(area.find(',', from), area.size());
        const std::string part = area.substr(from, comma - from);
        const std::size_t dash = part.find('-');
        if (dash == std::string::npos) {
            const std::uint32_t lb = landblock(part);
            if (!present(lb))
                throw std::invalid_argument("AREA \"" + area + "\": " + part + " is not in " +
                                            cell_file.file_name());
            out.insert(lb);
        } else {
            const std::uint32_t a = landblock(part.substr(0, dash));
            const std::uint32_t b = landblock(part.substr(dash + 1));
            for (std::uint32_t x = std::min(a >> 8u, b >> 8u); x <= std::max(a >> 8u, b >> 8u); ++x)
                for (std::uint32_t y = std::min(a & 0xFFu, b & 0xFFu);
                     y <= std::max(a & 0xFFu, b & 0xFFu); ++y)
                    if (present((x << 8u) | y)) out.insert((x << 8u) | y);
        }
        from = comma + 1;
    }
    if (out.empty())
        throw std::invalid_argument("AREA \"" + area + "\": no landblock of it is in " +
                                    cell_file.file_name());
    return {out.begin(), out.end()};
}

} // namespace sweeplab::app::survey
