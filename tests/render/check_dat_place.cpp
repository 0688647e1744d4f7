// Checks a screenshot of a DAT world written by `sweeplab --screenshot PNG --dat DIR LOCATION`:
// the DAT world is built again from DIR (scene/dat_world_builder.h) and turned into the
// renderer's triangles (render/dat_geometry.h); every triangle that faces the eye, covers a
// good patch of the chase view and is not hidden (rays against every triangle and the
// avatar) must show its colour at its centroid (the land's at points inside it): the land's
// terrain tint (its corners' colours interpolated) or its road, the walls, floors and roofs. The
// pose comes from the last frame of a headless run of the same frames.
//
//   check_dat_place PNG DIR LAYOUT.json HEADLESS.jsonl MIN_LAND MIN_WALLS
//
// MIN_LAND land triangles and MIN_WALLS wall triangles (building shells or cell walls) must
// be among those checked, so a view that shows nothing cannot pass.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>
#include <nlohmann/json.hpp>

#include "dat/dat_folder.h"
#include "physics/world/world.h"
#include "render/dat_geometry.h"
#include "scene/dat_world_builder.h"
#include "sim/view_camera.h"
#include "tests/render/layout_json.h"
#include "tests/render/png_image.h"
#include "tests/render/ray_hits.h"

using namespace sweeplab;

using sweeplab::test::chroma;
using sweeplab::test::Image;

namespace {} // namespace

int main(int argc, char** argv) {
    if (argc != 7) {
        std::fprintf(stderr, "usage: check_dat_place PNG DIR LAYOUT.json HEADLESS.jsonl "
                             "MIN_LAND MIN_WALLS\n");
        return 2;
    }
    Image img;
    if (!sweeplab::test::load_png(argv[1], img)) {
        std::fprintf(stderr, "%s: cannot read the PNG\n", argv[1]);
        return 1;
    }
    const test::Layout layout = test::read_layout(argv[3]);
    const test::NamedRect* chase = layout.view_named("chase");
    if (chase == nullptr) {
        std::fprintf(stderr, "%s: the report has no chase view\n", argv[3]);
        return 1;
    }
    const app::layout::Rect view = chase->rect;

    std::ifstream in(argv[4]);
    std::string line, last;
    while (std::getline(in, line))
        if (line.find("\"frame\"") != std::string::npos) last = line;
    const nlohmann::json frame = nlohmann::json::parse(last);
    const glm::vec3 feet = test::v3(frame["player"]["position"]);
    const float yaw = frame["player"]["yaw"].get<float>();
    const glm::vec3 eye = test::v3(frame["camera"]["eye"]),
                    pivot = test::v3(frame["camera"]["pivot"]);
    const auto camera_cell = frame["camera"]["cell"].get<std::uint32_t>();
    std::vector<std::uint32_t> visible;
    for (const auto& c : frame["visible_cells"])
        visible.push_back(c.get<std::uint32_t>());
    // Outdoors the land and its objects are drawn; indoors only what the walk reaches.
    const bool outdoor = !physics::is_indoor_cell(camera_cell);

    const dat::DatFolder folder = dat::DatFolder::open(argv[2]);
    scene::DatWorldRequest request;
    request.landblocks = {static_cast<std::uint32_t>(camera_cell >> 16u)};
    const scene::DatWorld world = scene::build_dat_world(folder, request);
    const render::DatGeometry geo = render::build_dat_geometry(world.desc);
    const std::vector<render::Vertex>& v = geo.triangles.vertices;

    // The avatar as app::add_avatar places it.
    const std::vector<scene::BodySphere> body = scene::default_human_spheres();
    const glm::quat turn = glm::angleAxis(glm::radians(yaw), glm::vec3(0.0f, 0.0f, 1.0f));
    auto body_center = [&](const scene::BodySphere& b) { return feet + turn * b.center; };

    const glm::mat4 vp = app::projection_matrix(view.w / view.h) * app::view_matrix(eye, pivot);
    auto to_pixel = [&](const glm::vec4& clip) {
        return glm::vec2(view.x + (clip.x / clip.w * 0.5f + 0.5f) * view.w,
                         view.y + (1.0f - (clip.y / clip.w * 0.5f + 0.5f)) * view.h);
    };
    auto drawn = [&](const render::DatPart& p) {
        if (p.cell == 0) return outdoor;
        for (std::uint32_t c : visible)
            if (c == p.cell) return true;
        return false;
    };

    // Whether `point` (on triangle `self`) is hidden from the eye by any other triangle, the
    // avatar or a Setup's sphere.
    auto hidden = [&](const glm::vec3& point, std::size_t self) {
        const float dist = glm::length(point - eye);
        const glm::vec3 dir = (point - eye) / dist;
        auto blocks = [&](float h) { return h > 0.0f && h < dist - 0.05f; };
        for (std::size_t k = 0; k + 2 < v.size(); k += 3)
            if (k != self && blocks(test::ray_triangle(eye, dir, v[k].position, v[k + 1].position,
                                                       v[k + 2].position, test::Faces::Both)))
                return true;
        for (const scene::BodySphere& b : body)
            if (blocks(test::ray_sphere(eye, dir, body_center(b), b.radius + 0.05f))) return true;
        for (const render::SphereInstance& sp : geo.spheres)
            if (blocks(test::ray_sphere(eye, dir, sp.center, sp.radius + 0.05f))) return true;
        return false;
    };

    int failures = 0, land = 0, walls = 0, checked = 0;
    // Points inside each triangle (barycentric, away from the edges): the centroid, and for
    // the land's 24 m triangles a grid, since their centroids often lie out of the view.
    std::vector<glm::vec3> centre{glm::vec3(1.0f / 3.0f)}, grid;
    for (int i = 1; i < 8; ++i)
        for (int j = 1; i + j < 8; ++j)
            grid.emplace_back(static_cast<float>(i) / 8.0f, static_cast<float>(j) / 8.0f,
                              1.0f - static_cast<float>(i + j) / 8.0f);
    for (const render::DatPart& part : geo.parts) {
        if (!drawn(part)) continue;
        const bool is_land = part.kind == render::DatPartKind::Land;
        for (std::size_t i = part.first; i + 2 < part.first + part.count; i += 3) {
            const glm::vec3 a = v[i].position, b = v[i + 1].position, c = v[i + 2].position;
            const glm::vec3 face = glm::cross(b - a, c - a);
            if (glm::dot(face, eye - a) <= 0.0f) continue; // culled from behind
            const bool is_wall = !is_land && std::fabs(glm::normalize(face).z) < 0.3f;
            // Small far triangles (a door's reveal) cover too few pixels to sample.
            glm::vec2 scr[3];
            bool in_front = true;
            for (int k = 0; k < 3; ++k) {
                const glm::vec4 clip =
                    vp * glm::vec4(v[i + static_cast<std::size_t>(k)].position, 1.0f);
                in_front = in_front && clip.w > 0.1f;
                scr[k] = to_pixel(clip);
            }
            const float area = 0.5f * std::fabs((scr[1].x - scr[0].x) * (scr[2].y - scr[0].y) -
                                                (scr[2].x - scr[0].x) * (scr[1].y - scr[0].y));
            if (in_front && area < 600.0f) continue;
            for (const glm::vec3& w : is_land ? grid : centre) {
                const glm::vec3 point = w.x * a + w.y * b + w.z * c;
                if (glm::length(point - eye) > 30.0f) continue; // keep to what is large
                const glm::vec4 clip = vp * glm::vec4(point, 1.0f);
                if (clip.w <= 0.1f) continue;
                const glm::vec2 px = to_pixel(clip);
                if (px.x < view.x + 4 || px.y < view.y + 4 || px.x > view.right() - 5 ||
                    px.y > view.bottom() - 5 || hidden(point, i))
                    continue;
                glm::vec4 color = w.x * v[i].color + w.y * v[i + 1].color + w.z * v[i + 2].color;
                if (is_land) { // alpha: the road weight shaders/land.frag thresholds
                    if (std::fabs(color.w - render::kRoadEdge) < 0.05f) continue;
                    if (color.w > render::kRoadEdge) color = render::dat_palette::kRoad;
                }
                const glm::vec3 want = chroma(glm::vec3(color));
                int match = 0;
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx) {
                        const glm::vec3 got = chroma(img.at(int(px.x) + dx, int(px.y) + dy));
                        match += glm::length(got - want) < 0.04f ? 1 : 0;
                    }
                ++checked;
                if (match < 5) {
                    const glm::vec3 got = img.at(int(px.x), int(px.y));
                    std::printf("FAIL %s at (%.2f, %.2f, %.2f) -> pixel (%d, %d): colour (%.2f, "
                                "%.2f, %.2f), want the chroma of (%.2f, %.2f, %.2f)\n",
                                is_land ? "land" : "a cell or object", double(point.x),
                                double(point.y), double(point.z), int(px.x), int(px.y),
                                double(got.x), double(got.y), double(got.z), double(color.x),
                                double(color.y), double(color.z));
                    ++failures;
                    continue;
                }
                land += is_land ? 1 : 0;
                walls += is_wall ? 1 : 0;
            }
        }
    }
    const int min_land = std::atoi(argv[5]), min_walls = std::atoi(argv[6]);
    std::printf("%s: %d points checked, %d on the land and %d on walls in their colours, %d "
                "failures\n",
                argv[1], checked, land, walls, failures);
    if (land < min_land) {
        std::printf("FAIL only %d land points seen in their terrain colour (want %d)\n", land,
                    min_land);
        ++failures;
    }
    if (walls < min_walls) {
        std::printf("FAIL only %d wall points seen in their colour (want %d)\n", walls, min_walls);
        ++failures;
    }
    return failures == 0 ? 0 : 1;
}
