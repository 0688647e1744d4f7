#include "survey/survey_map.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <stdexcept>

#include "dat/dat_folder.h"
#include "scene/loader.h"
#include "scene/location.h"
#include "survey/map_index.h"
#include "survey/map_picture.h"
#include "survey/survey_place.h"
#include "survey/survey_replay.h"

namespace sweeplab::app::survey {

namespace {

constexpr float kLandblockMetres = 192.0f;
constexpr float kDatPixelsPerMetre = 4.0f; // a landblock 768 pixels a side
constexpr float kDatMargin = 12.0f;        // half a land square of the neighbours around it
constexpr float kMarkerMargin = 8.0f;      // room around a defect past the landblock's edge
constexpr float kSceneSide = 768.0f;       // a scene's longer side, in pixels
constexpr int kMaxSide = 4096;

std::string hex4(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%04X", v);
    return buf;
}

// The defects of one picture and its world.
struct Group {
    std::uint32_t landblock = 0; // DAT
    std::vector<std::size_t> defects;
};

// The land's extent (every land cell), or nullopt without land.
std::optional<std::pair<glm::vec2, glm::vec2>> land_extent(const physics::World& world) {
    std::optional<std::pair<glm::vec2, glm::vec2>> e;
    for (const physics::LandCell& c : world.land_cells()) {
        if (c.id == 0) continue;
        if (!e)
            e = std::make_pair(c.min, c.max);
        else
            e = std::make_pair(glm::min(e->first, c.min), glm::max(e->second, c.max));
    }
    return e;
}

void include(std::pair<glm::vec2, glm::vec2>& box, glm::vec2 lo, glm::vec2 hi) {
    box.first = glm::min(box.first, lo);
    box.second = glm::max(box.second, hi);
}

std::vector<MapMarker> markers_of(const SurveyPlace& place, const std::vector<Defect>& defects,
                                  const std::vector<std::size_t>& which) {
    std::vector<MapMarker> out;
    for (const std::size_t i : which) {
        const Defect& d = defects[i];
        const FindingPlace p = place_finding(place.scene, d.worst, place.is_dat());
        if (!p.valid)
            throw std::runtime_error("--map: defect " + std::to_string(d.number) + ": " + p.error);
        out.push_back({d.number, d.kind, kind_rgb(d.kind), p.position, p.start, {}});
    }
    return out;
}

// The frame at `ppm`, its size held under kMaxSide pixels a side.
MapFrame bounded_frame(glm::vec2 lo, glm::vec2 hi, float ppm) {
    const float side = std::max(hi.x - lo.x, hi.y - lo.y);
    if (side * ppm > static_cast<float>(kMaxSide)) ppm = static_cast<float>(kMaxSide) / side;
    return map_frame(lo, hi, ppm);
}

MapEntry draw_dat_map(const std::string& dir, const dat::DatFolder& folder, const Summary& summary,
                      const Group& g, const std::vector<Defect>& defects) {
    const std::unique_ptr<SurveyPlace> place =
        dat_place(folder, g.landblock, summary.options.spacing);
    MapPicture picture;
    picture.title = hex4(g.landblock);
    picture.markers = markers_of(*place, defects, g.defects);
    const scene::WorldFrame world_frame{place->desc->origin_landblock};
    const glm::vec2 corner(world_frame.landblock_offset(g.landblock));
    picture.focus = std::make_pair(corner, corner + glm::vec2(kLandblockMetres));
    // The landblock and a rim of its neighbours, and every defect with room around it (a walk
    // may end past the edge), but not past the land loaded around it.
    std::pair<glm::vec2, glm::vec2> box{corner - glm::vec2(kDatMargin),
                                        corner + glm::vec2(kLandblockMetres + kDatMargin)};
    for (const MapMarker& m : picture.markers)
        include(box, glm::vec2(m.position) - glm::vec2(kMarkerMargin),
                glm::vec2(m.position) + glm::vec2(kMarkerMargin));
    if (const auto land = land_extent(*place->world)) {
        box.first = glm::max(box.first, land->first);
        box.second = glm::min(box.second, land->second);
    }
    const MapFrame frame = bounded_frame(box.first, box.second, kDatPixelsPerMetre);
    const Raster r = draw_map(*place->world, frame, picture);
    MapEntry entry{picture.title + ".png", picture.title, frame, r.width(), r.height(), g.defects};
    write_png((std::filesystem::path(dir) / entry.file).string(), r);
    return entry;
}

MapEntry draw_scene_map(const std::string& dir, const MapSource& source, const Summary& summary,
                        const Group& g, const std::vector<Defect>& defects) {
    scene::LoadOptions load;
    load.dat_dir = source.scene_dat_dir;
    const scene::Scene scene = scene::load_scene_file(source.scene_path, load);
    const std::unique_ptr<SurveyPlace> place = scene_place(scene, summary.options.spacing);
    MapPicture picture;
    picture.title = scene.name.empty() ? source.scene_path : scene.name;
    picture.markers = markers_of(*place, defects, g.defects);
    // The land, else the cells, the objects and the defects; a little room around it all.
    std::optional<std::pair<glm::vec2, glm::vec2>> box = land_extent(*place->world);
    if (!box) {
        for (const physics::EnvCell& c : place->world->env_cells()) {
            if (!box) box = std::make_pair(glm::vec2(c.bounds_min), glm::vec2(c.bounds_max));
            include(*box, glm::vec2(c.bounds_min), glm::vec2(c.bounds_max));
        }
        for (const physics::ShadowObject& o : place->world->objects().objects()) {
            const glm::vec2 c(o.bounds.center), r(o.bounds.radius);
            if (!box) box = std::make_pair(c - r, c + r);
            include(*box, c - r, c + r);
        }
    }
    for (const MapMarker& m : picture.markers) {
        if (!box) box = std::make_pair(glm::vec2(m.position), glm::vec2(m.position));
        include(*box, glm::vec2(m.position) - glm::vec2(1.0f),
                glm::vec2(m.position) + glm::vec2(1.0f));
    }
    if (!box) box = std::make_pair(glm::vec2(-10.0f), glm::vec2(10.0f));
    const float margin = 2.0f;
    box->first -= glm::vec2(margin);
    box->second += glm::vec2(margin);
    const float side = std::max(box->second.x - box->first.x, box->second.y - box->first.y);
    const float ppm = std::clamp(kSceneSide / side, 1.0f, 32.0f);
    const MapFrame frame = bounded_frame(box->first, box->second, ppm);
    const Raster r = draw_map(*place->world, frame, picture);
    MapEntry entry{"scene.png", picture.title, frame, r.width(), r.height(), g.defects};
    write_png((std::filesystem::path(dir) / entry.file).string(), r);
    return entry;
}

// The landblock of a DAT defect: that of its worst walk's start (its /loc line).
std::uint32_t landblock_of(const Defect& d) {
    try {
        return scene::parse_location(d.worst.start.location).landblock();
    } catch (const scene::LocationError& e) {
        throw std::runtime_error("--map: defect " + std::to_string(d.number) + ": " + e.what());
    }
}

} // namespace

std::vector<MapEntry> write_survey_maps(const std::string& dir, const std::vector<Defect>& defects,
                                        const Summary& summary, const MapSource& source) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec || !std::filesystem::is_directory(dir))
        throw std::runtime_error("--map: " + dir + ": cannot make the folder" +
                                 (ec ? " (" + ec.message() + ")" : std::string()));
    const bool dat = source.folder != nullptr;
    // One picture per landblock in the order its first defect is listed (a scene: one).
    std::vector<Group> groups;
    for (std::size_t i = 0; i < defects.size(); ++i) {
        const std::uint32_t lb = dat ? landblock_of(defects[i]) : 0u;
        auto it = std::find_if(groups.begin(), groups.end(),
                               [&](const Group& g) { return g.landblock == lb; });
        if (it == groups.end()) it = groups.insert(groups.end(), Group{lb, {}});
        it->defects.push_back(i);
    }
    std::vector<MapEntry> maps;
    for (const Group& g : groups)
        maps.push_back(dat ? draw_dat_map(dir, *source.folder, summary, g, defects)
                           : draw_scene_map(dir, source, summary, g, defects));
    // A scene with a `dat` key starts its walks at /loc lines too.
    const bool locations = std::any_of(defects.begin(), defects.end(), [](const Defect& d) {
        return !d.worst.start.location.empty();
    });
    const std::string page = map_index_html(defects, summary, maps, dat || locations);
    const std::string path = (std::filesystem::path(dir) / "index.html").string();
    std::ofstream file(path, std::ios::binary);
    file << page;
    file.close();
    if (!file) throw std::runtime_error("--map: " + path + ": cannot write");
    return maps;
}

} // namespace sweeplab::app::survey
