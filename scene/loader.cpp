#include "scene/loader.h"

#include "physics/world/world.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "dat/dat_folder.h"
#include "scene/building_portals.h"
#include "scene/loader_parts.h"
#include "scene/location.h"
#include "scene/world_builder.h"

namespace sweeplab::scene {

using detail::Json;
using detail::JsonNode;

namespace {

// `water`: [[col, row], ...], land squares of a grid cols x rows squares.
WaterSquares read_water(const JsonNode& n, int cols, int rows) {
    WaterSquares out;
    for (std::size_t i = 0; i < n.array_size(); ++i) {
        const JsonNode sq = n.index(i);
        if (sq.array_size() != 2) sq.fail("must be a square [col, row]");
        const auto col = static_cast<int>(sq.index(0).integer(0, cols - 1));
        const auto row = static_cast<int>(sq.index(1).integer(0, rows - 1));
        out.emplace_back(col, row);
    }
    return out;
}

void read_ground(const JsonNode& n, Scene& scene) {
    n.allow_keys({"z", "extent", "water"});
    Ground g;
    g.z = n.number_or("z", 0.0f);
    if (n.has("extent")) g.extent = n.at("extent").positive();
    if (n.has("water")) {
        const int squares = physics::World::ground_squares(g.extent);
        g.water = read_water(n.at("water"), squares, squares);
    }
    scene.ground = g;
}

void read_terrain(const JsonNode& n, Scene& scene) {
    n.allow_keys({"origin", "spacing", "heights", "water"});
    Terrain t;
    t.origin = n.at("origin").vec2();
    t.spacing = n.at("spacing").positive();
    const JsonNode rows = n.at("heights");
    if (rows.array_size() < 2) rows.fail("must have at least two rows");
    for (std::size_t r = 0; r < rows.array_size(); ++r) {
        const JsonNode row = rows.index(r);
        if (row.array_size() < 2) row.fail("must have at least two heights");
        if (r > 0 && row.array_size() != t.heights[0].size())
            row.fail("must have as many heights as heights[0] (" +
                     std::to_string(t.heights[0].size()) + ")");
        std::vector<float> hs;
        for (std::size_t c = 0; c < row.array_size(); ++c)
            hs.push_back(row.index(c).number());
        t.heights.push_back(std::move(hs));
    }
    if (n.has("water"))
        t.water = read_water(n.at("water"), static_cast<int>(t.heights[0].size()) - 1,
                             static_cast<int>(t.heights.size()) - 1);
    scene.terrain = std::move(t);
}

// `landblock`: the retail landblock the scene stands for (docs/scene-format.md). Read after
// the ground or terrain, whose squares it names.
void read_landblock(const JsonNode& n, bool has_dat, Scene& scene) {
    if (has_dat) n.fail("cannot be given together with dat (dat names its own landblocks)");
    const std::uint32_t id = n.id();
    if (id > 0xFFFFu) n.fail("must be a landblock 0xXXYY (four hex digits), not a cell id");
    if ((id >> 8u) > kMaxLandblockCoord || (id & 0xFFu) > kMaxLandblockCoord)
        n.fail("lies off the map (landblock coordinates are 0x00 to 0xFE)");
    scene.landblock = id;
    if (!land_first_square(scene))
        n.fail("the land reaches off retail's map (west or south of landblock 0x00, or past "
               "0xFE)");
}

std::vector<BodySphere> read_body_spheres(const JsonNode& list, std::size_t min_count,
                                          std::size_t max_count) {
    const std::size_t n = list.array_size();
    if (n < min_count || n > max_count)
        list.fail("must hold " +
                  (min_count == max_count
                       ? std::to_string(min_count)
                       : std::to_string(min_count) + " to " + std::to_string(max_count)) +
                  " spheres");
    std::vector<BodySphere> out;
    for (std::size_t i = 0; i < n; ++i) {
        const JsonNode s = list.index(i);
        s.allow_keys({"center", "radius"});
        out.push_back({s.at("center").vec3(), s.at("radius").length()});
    }
    return out;
}

void read_player(const JsonNode& n, Scene& scene) {
    n.allow_keys({"position", "yaw", "cell", "spheres", "step_up_height", "step_down_height"});
    Player& p = scene.player;
    p.position = n.at("position").vec3();
    p.yaw_deg = n.number_or("yaw", 0.0f);
    if (n.has("cell")) {
        const JsonNode c = n.at("cell");
        p.cell = c.id();
        if (!scene.names_cell(*p.cell))
            c.fail(scene.dat ? "names no cell in cells and is no retail cell id 0xXXYYCCCC"
                             : "names no cell in cells");
        // CEnvCell::point_in_cell @ 0x0052C300 answers false for a cell without portals, so
        // every transition out of it fails and the avatar would stand frozen there.
        const Cell* cell = scene.find_cell(*p.cell);
        if (cell != nullptr && cell->portals.empty())
            c.fail("names cell " + std::to_string(cell->id) +
                   ", which has no portals: a cell without portals holds nothing (retail "
                   "CEnvCell::point_in_cell), so the avatar could never move there");
    }
    p.spheres =
        n.has("spheres") ? read_body_spheres(n.at("spheres"), 1, 2) : default_human_spheres();
    p.step_up_height =
        n.has("step_up_height") ? n.at("step_up_height").length(true) : kDefaultStepUpHeight;
    p.step_down_height =
        n.has("step_down_height") ? n.at("step_down_height").length(true) : kDefaultStepDownHeight;
}

void read_camera(const JsonNode& n, Scene& scene) {
    n.allow_keys({"distance", "pitch", "yaw", "pivot_height", "collide"});
    CameraSpec& c = scene.camera;
    if (n.has("distance")) c.distance = n.at("distance").length();
    if (n.has("pitch")) c.pitch_deg = n.at("pitch").in_range(-89.0f, 89.0f);
    c.yaw_deg = n.number_or("yaw", c.yaw_deg);
    if (n.has("pivot_height")) c.pivot_height = n.at("pivot_height").length(true);
    c.collide = n.bool_or("collide", c.collide);
}

void read_script(const JsonNode& list, Scene& scene) {
    ScriptStep prev;
    prev.camera_yaw = scene.camera.yaw_deg;
    prev.camera_pitch = scene.camera.pitch_deg;
    prev.camera_distance = scene.camera.distance;
    for (std::size_t i = 0; i < list.array_size(); ++i) {
        const JsonNode s = list.index(i);
        s.allow_keys({"frames", "forward", "strafe", "turn", "run", "jump", "camera_yaw",
                      "camera_pitch", "camera_distance"});
        ScriptStep step = prev;
        step.jump = false; // a jump starts on the first frame of the step that asks for it
        step.frames = static_cast<int>(s.at("frames").integer(1, 1000000));
        if (s.has("forward")) step.forward = s.at("forward").in_range(-1.0f, 1.0f);
        if (s.has("strafe")) step.strafe = s.at("strafe").in_range(-1.0f, 1.0f);
        step.turn = s.number_or("turn", step.turn);
        step.run = s.bool_or("run", step.run);
        step.jump = s.bool_or("jump", false);
        step.camera_yaw = s.number_or("camera_yaw", step.camera_yaw);
        if (s.has("camera_pitch")) step.camera_pitch = s.at("camera_pitch").in_range(-89.0f, 89.0f);
        if (s.has("camera_distance")) step.camera_distance = s.at("camera_distance").length();
        scene.script.push_back(step);
        prev = step;
    }
}

std::string line_and_column(const std::string& text, std::size_t byte) {
    std::size_t line = 1, col = 1;
    for (std::size_t i = 0; i < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(col);
}

} // namespace

Scene load_scene_text(const std::string& text, const std::string& file,
                      const LoadOptions& options) {
    Json doc;
    try {
        doc = Json::parse(text, nullptr, true, false);
    } catch (const Json::parse_error& e) {
        std::string what = e.what();
        // nlohmann prefixes "[json.exception.parse_error.101] parse error at line ...".
        const auto colon = what.find(": ");
        throw SceneError(file, "(" + line_and_column(text, e.byte > 0 ? e.byte - 1 : 0) + ")",
                         "not valid JSON: " +
                             (colon == std::string::npos ? what : what.substr(colon + 2)));
    } catch (const Json::exception& e) {
        // Out-of-range numbers (1e999) are refused while parsing, before any path exists.
        std::string what = e.what();
        const auto bracket = what.find("] ");
        throw SceneError(file, "(parse)",
                         "not valid JSON: " +
                             (bracket == std::string::npos ? what : what.substr(bracket + 2)));
    }
    const JsonNode root(doc, "", file);
    root.allow_keys({"format", "name", "summary", "ground", "terrain", "dat", "meshes", "cells",
                     "objects", "crowd", "player", "camera", "script", "checks", "fps", "landblock",
                     "recorded"});
    // A recording's note of what made it (docs/scene-format.md): accepted and ignored.
    if (root.has("recorded")) root.at("recorded").expect_object();
    Scene scene;
    scene.source_path = file;
    const JsonNode fmt = root.at("format");
    if (fmt.string() != "sweeplab-scene/1") fmt.fail("must be \"sweeplab-scene/1\"");
    scene.name = root.at("name").string();
    if (scene.name.empty()) root.at("name").fail("must not be empty");
    if (root.has("summary")) scene.summary = root.at("summary").string();
    if (root.has("fps")) {
        const JsonNode fps = root.at("fps");
        scene.fps = fps.number();
        if (!(scene.fps >= 1.0f && scene.fps <= 240.0f)) fps.fail("must be from 1 to 240");
    }
    if (root.has("ground") && root.has("terrain"))
        root.at("terrain").fail("cannot be given together with ground");
    if (root.has("dat")) {
        for (const char* land : {"ground", "terrain"})
            if (root.has(land))
                root.at(land).fail("cannot be given together with dat (the land comes from the "
                                   "DAT files)");
        detail::read_dat(root.at("dat"), scene, dat::resolve_dat_dir(options.dat_dir));
        scene.dat->world.insert(scene.dat->world.end(), options.world.begin(), options.world.end());
    }
    if (root.has("ground")) read_ground(root.at("ground"), scene);
    if (root.has("terrain")) read_terrain(root.at("terrain"), scene);
    if (root.has("landblock")) read_landblock(root.at("landblock"), root.has("dat"), scene);
    if (root.has("meshes")) detail::read_meshes(root.at("meshes"), scene);
    if (root.has("cells")) detail::read_cells(root.at("cells"), scene);
    for (const Cell& c : scene.cells)
        if (c.portals.empty())
            scene.warnings.push_back(
                "cell " + std::to_string(c.id) +
                " has no portals: a cell without portals holds nothing (retail "
                "CEnvCell::point_in_cell), so nothing can ever be in it");
    if (root.has("objects")) detail::read_objects(root.at("objects"), scene);
    for (std::size_t i = 0; i < scene.cells.size(); ++i)
        if (const int k = outside_portal_on_no_building(scene, i); k >= 0)
            scene.warnings.push_back(
                "cell " + std::to_string(scene.cells[i].id) + " has an outside portal (portal " +
                std::to_string(k) +
                ") on no building: the land enters a cell only through a building's portals "
                "(retail CBuildingObj::find_building_transit_cells), so it cannot be entered "
                "from outdoors");
    if (root.has("crowd")) detail::read_crowds(root.at("crowd"), scene);
    read_player(root.at("player"), scene);
    if (root.has("camera")) read_camera(root.at("camera"), scene);
    if (root.has("script")) read_script(root.at("script"), scene);
    if (root.has("checks")) detail::read_checks(root.at("checks"), scene);
    return scene;
}

Scene load_scene_file(const std::string& path, const LoadOptions& options) {
    // An ifstream opens a directory and then reads nothing, which would read as a JSON
    // syntax error; say what it is instead.
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw SceneError(path, "", "is a directory, not a scene file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw SceneError(path, "", "cannot open the file");
    std::ostringstream ss;
    ss << in.rdbuf();
    return load_scene_text(ss.str(), path, options);
}

} // namespace sweeplab::scene
