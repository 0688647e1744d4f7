// The spawn check's maps (spawns/spawn_map.h), drawn with the survey's picture machinery.
#include "spawns/spawn_map.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <stdexcept>

#include "dat/dat_folder.h"
#include "scene/dat_world_builder.h"
#include "scene/location.h"
#include "survey/map_index.h"
#include "survey/map_picture.h"
#include "worlddata/world_data.h"

namespace sweeplab::spawns {

namespace {

namespace sv = app::survey;

constexpr float kLandblockMetres = 192.0f;
constexpr float kPixelsPerMetre = 4.0f; // a landblock 768 pixels a side
constexpr float kMargin = 12.0f;        // half a land square of the neighbours around it

std::string hex4(std::uint32_t v) {
    char b[16];
    std::snprintf(b, sizeof b, "0x%04X", v);
    return b;
}

struct Picture {
    std::string file;
    std::vector<std::size_t> findings; // numbers - 1
};

Picture draw_landblock(const std::string& dir, std::uint32_t lb,
                       const std::vector<std::pair<std::size_t, const SpawnLine*>>& findings,
                       const MapInputs& in, const dat::DatFolder& folder,
                       const std::shared_ptr<const worlddata::WorldData>& data) {
    scene::DatWorldRequest req;
    req.landblocks = {lb};
    req.radius = 1;
    req.world_data = data;
    req.spawn_reading = in.reading;
    req.spawn_landblocks = {lb};
    const scene::DatWorld place = scene::build_dat_world(folder, req);
    const scene::WorldFrame frame{place.desc.origin_landblock};
    sv::MapPicture picture;
    picture.title = hex4(lb);
    picture.start_label = "saved origin";
    Picture out{picture.title + ".png", {}};
    for (const auto& [number, line] : findings) {
        glm::vec3 at = frame.to_world(line->saved.cell >> 16u, line->saved.origin);
        glm::vec3 saved = at;
        const auto k = static_cast<std::size_t>(line->kind);
        const bool lure = k >= kFirstChaseKind && k < kSpawnFindingKinds && line->placed;
        for (const scene::WorldObjectDesc& o : place.desc.world_objects)
            if (o.guid == line->guid) {
                saved = o.saved_frame.origin;
                at = o.outcome == scene::SpawnOutcome::Dropped ? saved : o.placed_frame.origin;
                // A lure's finding: where the creature stuck, its line back to its spawn.
                if (lure) {
                    saved = o.placed_frame.origin;
                    at = frame.to_world(line->placed->cell >> 16u, line->placed->origin);
                }
            }
        picture.markers.push_back({static_cast<std::uint32_t>(number + 1),
                                   sv::FindingKind::Embedded, spawn_kind_rgb(line->kind), at, saved,
                                   spawn_kind_name(line->kind)});
        out.findings.push_back(number);
    }
    const glm::vec2 corner(frame.landblock_offset(lb));
    const sv::MapFrame f =
        sv::map_frame(corner - glm::vec2(kMargin), corner + glm::vec2(kLandblockMetres + kMargin),
                      kPixelsPerMetre);
    picture.focus = std::make_pair(corner, corner + glm::vec2(kLandblockMetres));
    const sv::Raster r = sv::draw_map(*place.world, f, picture);
    sv::write_png((std::filesystem::path(dir) / out.file).string(), r);
    return out;
}

std::string index_html(const std::vector<SpawnLine>& lines,
                       const std::vector<std::size_t>& numbered, const SpawnSummary& summary,
                       const std::vector<Picture>& pictures) {
    std::string h = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>sweeplab spawns " +
                    sv::html_escape(summary.target) +
                    "</title></head>\n<body style=\"font-family:sans-serif\">\n<h1>sweeplab "
                    "spawns " +
                    sv::html_escape(summary.target) + " (reading " +
                    sv::html_escape(summary.reading) + ")</h1>\n<p>" +
                    std::to_string(summary.rows) + " rows in " +
                    std::to_string(summary.landblocks) + " landblocks; " +
                    std::to_string(summary.total_findings()) + " findings.</p>\n";
    h += "<table border=\"1\" cellpadding=\"3\" style=\"border-collapse:collapse\">\n"
         "<tr><th>#</th><th>kind</th><th>landblock</th><th>guid</th><th>object</th>"
         "<th>figure</th><th>detail</th><th>teleloc</th></tr>\n";
    for (std::size_t n = 0; n < numbered.size(); ++n) {
        const SpawnLine& l = lines[numbered[n]];
        const sv::Rgb c = spawn_kind_rgb(l.kind);
        char colour[16];
        std::snprintf(colour, sizeof colour, "#%02X%02X%02X", c.r, c.g, c.b);
        char guid[16];
        std::snprintf(guid, sizeof guid, "0x%08X", l.guid);
        char figure[32] = "";
        if (l.figure) std::snprintf(figure, sizeof figure, "%.3f", *l.figure);
        h += "<tr><td>" + std::to_string(n + 1) + "</td><td style=\"color:" + colour + "\">" +
             spawn_kind_name(l.kind) + "</td><td><a href=\"" + hex4(l.landblock) + ".png\">" +
             hex4(l.landblock) + "</a></td><td>" + guid + "</td><td>" + sv::html_escape(l.name) +
             " (" + std::to_string(l.wcid) + ")</td><td>" + figure + "</td><td>" +
             sv::html_escape(l.detail) + "</td><td><code>" + sv::html_escape(l.teleloc) +
             "</code></td></tr>\n";
    }
    h += "</table>\n";
    for (const Picture& p : pictures)
        h += "<h2>" + sv::html_escape(p.file.substr(0, p.file.size() - 4)) + "</h2>\n<img src=\"" +
             p.file + "\" alt=\"" + p.file + "\">\n";
    h += "</body></html>\n";
    return h;
}

} // namespace

app::survey::Rgb spawn_kind_rgb(SpawnKind kind) {
    switch (kind) {
    case SpawnKind::Dropped:
        return {235, 50, 50};
    case SpawnKind::Moved:
        return {255, 150, 30};
    case SpawnKind::WrongCell:
        return {180, 100, 240};
    case SpawnKind::UnderGround:
        return {150, 95, 45};
    case SpawnKind::Floating:
        return {60, 200, 235};
    case SpawnKind::Destination:
        return {215, 225, 40};
    case SpawnKind::NeverHome:
        return {255, 60, 160};
    case SpawnKind::ChaseLoop:
        return {255, 110, 200};
    case SpawnKind::LeftLandblock:
        return {120, 140, 255};
    case SpawnKind::Fell:
        return {40, 90, 200};
    case SpawnKind::Ok:
        return {80, 200, 90};
    case SpawnKind::Skipped:
        return {150, 150, 150};
    }
    return {255, 255, 255};
}

void write_spawn_maps(const std::string& dir, const std::vector<SpawnLine>& lines,
                      const SpawnSummary& summary, const MapInputs& in) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) throw std::runtime_error("--map: cannot create " + dir + ": " + ec.message());
    std::vector<std::size_t> numbered;
    std::map<std::uint32_t, std::vector<std::pair<std::size_t, const SpawnLine*>>> by_block;
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (is_finding(lines[i].kind)) {
            by_block[lines[i].landblock].emplace_back(numbered.size(), &lines[i]);
            numbered.push_back(i);
        }
    const dat::DatFolder folder = dat::DatFolder::open(in.dat_dir);
    // The world data read once for every landblock drawn.
    worlddata::WorldLoadOptions load;
    for (const auto& [lb, findings] : by_block)
        load.landblocks.insert(lb);
    const auto data =
        std::make_shared<const worlddata::WorldData>(worlddata::load_world_data(in.world, load));
    std::vector<Picture> pictures;
    for (const auto& [lb, findings] : by_block) {
        if (!folder.cell.contains((lb << 16u) | 0xFFFFu)) continue; // nothing to draw
        pictures.push_back(draw_landblock(dir, lb, findings, in, folder, data));
    }
    const std::string page = (std::filesystem::path(dir) / "index.html").string();
    std::ofstream f(page, std::ios::binary);
    f << index_html(lines, numbered, summary, pictures);
    if (!f) throw std::runtime_error("--map: cannot write " + page);
}

} // namespace sweeplab::spawns
