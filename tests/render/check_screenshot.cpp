// Checks a screenshot written by `sweeplab --screenshot`: the frame is not blank, the panels
// are where the app's layout report says, and the avatar and every unoccluded scene object
// appear, in their colour, where the camera puts them. The camera pose comes from the scene
// (or from the last frame of a headless run), projected with the app's own view and
// projection into the chase viewport of the report; occlusion is decided independently by
// casting rays against the scene's triangles and spheres.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/mat4x4.hpp>
#include <nlohmann/json.hpp>

#include "app/frame_builder.h"
#include "render/scene_geometry.h"
#include "render/water_geometry.h"
#include "scene/loader.h"
#include "sim/view_camera.h"
#include "tests/render/layout_json.h"
#include "tests/render/png_image.h"
#include "tests/render/ray_hits.h"

using namespace sweeplab;

using sweeplab::test::chroma;
using sweeplab::test::Image;

namespace {

struct Target {
    std::string what;
    glm::vec3 point; // where to look
    float radius;    // the shape's extent around the point (for occlusion)
    glm::vec4 color;
    bool required;
};

bool in_panel(const test::Layout& layout, float x, float y) {
    for (const test::NamedRect& p : layout.panels) {
        const app::layout::Rect& r = p.rect;
        if (x >= r.x - 4 && x <= r.x + r.w + 4 && y >= r.y - 4 && y <= r.y + r.h + 4) return true;
    }
    return false;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr,
                     "usage: check_screenshot PNG SCENE.json LAYOUT.json [HEADLESS.jsonl]\n");
        return 2;
    }
    Image img;
    if (!sweeplab::test::load_png(argv[1], img)) {
        std::fprintf(stderr, "%s: cannot read the PNG\n", argv[1]);
        return 1;
    }
    const scene::Scene s = scene::load_scene_file(argv[2]);
    const test::Layout layout = test::read_layout(argv[3]);
    const test::NamedRect* chase = layout.view_named("chase");
    if (chase == nullptr) {
        std::fprintf(stderr, "%s: the report has no chase view (view %s)\n", argv[3],
                     layout.view.c_str());
        return 1;
    }
    const app::layout::Rect view = chase->rect;

    // Pose: the scene's start, or the last frame of a headless run of the same frames.
    app::AvatarPose avatar{s.player.position, s.player.yaw_deg, 1.0f};
    const app::Boom boom{s.camera.yaw_deg, s.camera.pitch_deg, s.camera.distance,
                         s.camera.pivot_height};
    app::BoomPose pose = app::boom_pose(avatar.feet, avatar.yaw_deg, boom);
    // Retail's inside-building gate: with the eye in an indoor cell the renderer draws no
    // building shell (LScape is not drawn), so shells are neither targets nor occluders then.
    bool eye_indoor = false;
    // The cells the chase view draws (retail's visibility from the eye, which the headless
    // frame lists): an indoor cell no portal walk reaches is not drawn (from outdoors, a cell
    // without a building portal; a cell without portals always), so it is neither a target
    // nor an occluder.
    std::optional<std::vector<std::uint32_t>> visible_cells;
    if (argc > 4) {
        std::ifstream in(argv[4]);
        std::string line, last;
        while (std::getline(in, line))
            if (line.find("\"frame\"") != std::string::npos) last = line;
        const auto j = nlohmann::json::parse(last);
        avatar.feet = test::v3(j["player"]["position"]);
        if (j["player"].contains("yaw")) avatar.yaw_deg = j["player"]["yaw"].get<float>();
        pose.pivot = test::v3(j["camera"]["pivot"]);
        pose.eye = test::v3(j["camera"]["eye"]);
        if (j["camera"].contains("cell") && j["camera"]["cell"].is_number_unsigned())
            eye_indoor = (j["camera"]["cell"].get<std::uint32_t>() & 0xFFFFu) >= 0x100u;
        if (j.contains("visible_cells"))
            visible_cells = j["visible_cells"].get<std::vector<std::uint32_t>>();
    }
    const glm::mat4 vp =
        app::projection_matrix(view.w / view.h) * app::view_matrix(pose.eye, pose.pivot);
    // Normalised device coordinates to the PNG's pixels inside the chase viewport.
    auto to_pixel = [&](const glm::vec4& clip) {
        return glm::vec2(view.x + (clip.x / clip.w * 0.5f + 0.5f) * view.w,
                         view.y + (1.0f - (clip.y / clip.w * 0.5f + 0.5f)) * view.h);
    };

    // Not blank: many distinct colours, sky and ground both present.
    std::set<int> colours;
    for (int y = 0; y < img.h; y += 3)
        for (int x = 0; x < img.w; x += 3) {
            const glm::vec3 c = img.at(x, y);
            colours.insert(int(c.x * 31) * 1024 + int(c.y * 31) * 32 + int(c.z * 31));
        }
    int failures = 0;
    if (colours.size() < 40) {
        std::printf("FAIL blank: only %zu distinct colours\n", colours.size());
        ++failures;
    }

    // The lab's open panels are drawn where the report says: the dark window background
    // shows between their text, buttons and plots (the scene has next to no such pixels).
    for (const test::NamedRect& panel : layout.panels) {
        if (panel.collapsed) continue;
        const app::layout::Rect r = panel.rect;
        int dark = 0, total = 0;
        for (float y = r.y + 24; y < std::min(r.y + r.h - 8, static_cast<float>(img.h - 1)); y += 6)
            for (float x = r.x + 8; x < std::min(r.x + r.w - 8, static_cast<float>(img.w - 1));
                 x += 6) {
                const glm::vec3 c = img.at(static_cast<int>(x), static_cast<int>(y));
                const float hi = std::max(c.x, std::max(c.y, c.z));
                const float lo = std::min(c.x, std::min(c.y, c.z));
                dark += hi < 0.16f && hi - lo < 0.05f ? 1 : 0; // ImGui's grey window

                ++total;
            }
        if (total == 0 || dark * 10 < total) { // text, buttons and plots cover the rest
            std::printf(
                "FAIL a panel is missing at (%.0f, %.0f) %.0fx%.0f: %d of %d samples dark\n",
                static_cast<double>(r.x), static_cast<double>(r.y), static_cast<double>(r.w),
                static_cast<double>(r.h), dark, total);
            ++failures;
        }
    }

    render::FrameDraw frame;
    app::add_scene_shapes(s, frame);
    app::add_avatar(s, avatar, frame);
    const render::SceneGeometry geo = render::build_scene_geometry(s);
    std::vector<bool> hidden(geo.triangles.vertices.size(), false);
    for (const render::GeometryPart& part : geo.parts) {
        const bool hide = (eye_indoor && part.kind == render::PartKind::Shell) ||
                          (visible_cells && part.kind == render::PartKind::Cell &&
                           std::find(visible_cells->begin(), visible_cells->end(), part.id) ==
                               visible_cells->end());
        if (hide)
            for (std::size_t k = part.first; k < part.first + part.count && k < hidden.size(); ++k)
                hidden[k] = true;
    }
    std::vector<Target> targets;
    for (const auto& a : frame.avatar)
        targets.push_back({"avatar", a.center, a.radius, a.color, true});
    for (const auto& sp : frame.spheres)
        targets.push_back({"sphere", sp.center, sp.radius, sp.color, false});
    for (const auto& c : frame.cylinders)
        targets.push_back({"cylinder", c.base + glm::vec3(0, 0, c.height * 0.5f),
                           std::min(c.radius, c.height * 0.5f), c.color, false});
    for (const scene::Object& o : s.objects)
        if (o.kind == scene::ObjectKind::Box)
            targets.push_back({"box", o.position, glm::length(o.half_extents),
                               o.ethereal ? render::palette::kEthereal : render::palette::kBox,
                               false});

    // Static surfaces (walls, roofs, boxes, floors): the centroid of every triangle that
    // faces the eye and covers a good patch of the screen must show that triangle's colour.
    {
        const auto& v = geo.triangles.vertices;
        for (std::size_t i = 0; i + 2 < v.size(); i += 3) {
            if (hidden[i]) continue;
            const glm::vec3 a = v[i].position, b = v[i + 1].position, c = v[i + 2].position;
            const glm::vec3 centroid = (a + b + c) / 3.0f;
            if (glm::dot(glm::cross(b - a, c - a), pose.eye - a) <= 0.0f) continue;
            glm::vec2 scr[3];
            bool ok = true;
            for (int k = 0; k < 3; ++k) {
                const glm::vec4 clip =
                    vp * glm::vec4(v[i + static_cast<std::size_t>(k)].position, 1.0f);
                if (clip.w <= 0.1f) ok = false;
                scr[k] = to_pixel(clip);
            }
            if (!ok) continue;
            const float area = 0.5f * std::fabs((scr[1].x - scr[0].x) * (scr[2].y - scr[0].y) -
                                                (scr[2].x - scr[0].x) * (scr[1].y - scr[0].y));
            if (area < 600.0f || glm::length(centroid - pose.eye) > 30.0f) continue;
            targets.push_back({"surface", centroid, 0.0f, v[i].color, false});
        }
    }
    int checked = 0, avatar_seen = 0, avatar_tiny = 0;
    for (const Target& t : targets) {
        if (t.color.w < 1.0f) continue; // translucent shapes blend with what is behind
        const glm::vec4 clip = vp * glm::vec4(t.point, 1.0f);
        if (clip.w <= 0.1f) continue;
        const glm::vec2 pixel = to_pixel(clip);
        const float px = pixel.x, py = pixel.y;
        if (px < view.x + 4 || py < view.y + 4 || px > view.right() - 5 || py > view.bottom() - 5 ||
            in_panel(layout, px, py))
            continue;
        const float dist = glm::length(t.point - pose.eye);
        if (dist > 35.0f) continue; // fog tints distant shapes
        // Occluded when something is hit well before the shape's own surface.
        const glm::vec3 dir = (t.point - pose.eye) / dist;
        // A shape under 2 pixels across cannot fill the 3 x 3 sample below (the 4 mm body of
        // reading-ace-step-cap): it is too small to check, not missing.
        if (t.radius > 0.0f && std::fabs(dir.z) < 0.99f) {
            const glm::vec3 side = glm::normalize(glm::cross(dir, glm::vec3(0.0f, 0.0f, 1.0f)));
            const glm::vec4 edge = vp * glm::vec4(t.point + side * t.radius, 1.0f);
            if (edge.w > 0.1f && glm::length(to_pixel(edge) - pixel) < 2.0f) {
                if (t.what == "avatar") ++avatar_tiny;
                continue;
            }
        }
        const float surface = dist - t.radius;
        bool occluded = false;
        const auto& v = geo.triangles.vertices;
        for (std::size_t i = 0; i + 2 < v.size() && !occluded; i += 3) {
            if (hidden[i]) continue;
            const float h = test::ray_triangle(pose.eye, dir, v[i].position, v[i + 1].position,
                                               v[i + 2].position, test::Faces::Front);
            occluded =
                h > 0.0f && h < surface - 0.05f && !(t.what == "surface" && h > surface - 0.1f);
        }
        for (const auto& sp : frame.spheres) {
            if (occluded || glm::length(sp.center - t.point) < 1e-4f) continue;
            const float h = test::ray_sphere(pose.eye, dir, sp.center, sp.radius);
            occluded = h > 0.0f && h < surface - 0.05f;
        }
        for (const auto& a : frame.avatar) {
            if (occluded || glm::length(a.center - t.point) < 1e-4f) continue;
            const float h = test::ray_sphere(pose.eye, dir, a.center, a.radius);
            occluded = h > 0.0f && h < surface - 0.05f;
        }
        // Seen through a water surface (translucent, drawn last): its colour blends with the
        // water's, so it is not checked. The water itself is checked below.
        const auto& wv = geo.water.vertices;
        for (std::size_t i = 0; i + 2 < wv.size() && !occluded; i += 3) {
            const float h = test::ray_triangle(pose.eye, dir, wv[i].position, wv[i + 1].position,
                                               wv[i + 2].position, test::Faces::Both);
            occluded = h > 0.0f && h < surface - 0.02f;
        }
        if (occluded) continue;
        const glm::vec3 want = chroma(glm::vec3(t.color));
        int match = 0;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const glm::vec3 got = chroma(img.at(int(px) + dx, int(py) + dy));
                match += glm::length(got - want) < 0.05f ? 1 : 0;
            }
        ++checked;
        if (t.what == "avatar") ++avatar_seen;
        if (match < 5) {
            const glm::vec3 got = img.at(int(px), int(py));
            std::printf("FAIL %s at (%.2f, %.2f, %.2f) -> pixel (%d, %d): colour (%.2f, %.2f, "
                        "%.2f) is not the expected (%.2f, %.2f, %.2f)\n",
                        t.what.c_str(), double(t.point.x), double(t.point.y), double(t.point.z),
                        int(px), int(py), double(got.x), double(got.y), double(got.z),
                        double(t.color.x), double(t.color.y), double(t.color.z));
            ++failures;
        }
    }
    // Water surfaces (translucent over their bed): where a large one faces the camera, the
    // pixel leans to the water's colour rather than the bed's.
    {
        const auto& wv = geo.water.vertices;
        // Blue less red: the bed's is below zero, the water's well above; a quarter of the
        // way from the bed's to the water's is water drawn over the bed at 45 %.
        auto blue = [](const glm::vec3& c) { return c.z - c.x; };
        const float bed = blue(glm::vec3(render::kWaterBed)),
                    water = blue(glm::vec3(render::kWaterSurface));
        const float least = bed + 0.25f * (water - bed);
        for (std::size_t i = 0; i + 2 < wv.size(); i += 3) {
            const glm::vec3 centroid =
                (wv[i].position + wv[i + 1].position + wv[i + 2].position) / 3.0f;
            glm::vec2 scr[3];
            bool ok = true;
            for (int k = 0; k < 3; ++k) {
                const glm::vec4 clip =
                    vp * glm::vec4(wv[i + static_cast<std::size_t>(k)].position, 1.0f);
                if (clip.w <= 0.1f) ok = false;
                scr[k] = to_pixel(clip);
            }
            const float dist = glm::length(centroid - pose.eye);
            if (!ok || dist > 30.0f) continue;
            const float area = 0.5f * std::fabs((scr[1].x - scr[0].x) * (scr[2].y - scr[0].y) -
                                                (scr[2].x - scr[0].x) * (scr[1].y - scr[0].y));
            if (area < 600.0f) continue;
            const glm::vec2 pixel = to_pixel(vp * glm::vec4(centroid, 1.0f));
            if (pixel.x < view.x + 4 || pixel.y < view.y + 4 || pixel.x > view.right() - 5 ||
                pixel.y > view.bottom() - 5 || in_panel(layout, pixel.x, pixel.y))
                continue;
            const glm::vec3 dir = (centroid - pose.eye) / dist;
            bool occluded = false;
            const auto& v = geo.triangles.vertices;
            for (std::size_t j = 0; j + 2 < v.size() && !occluded; j += 3) {
                const float h = test::ray_triangle(pose.eye, dir, v[j].position, v[j + 1].position,
                                                   v[j + 2].position, test::Faces::Front);
                occluded = h > 0.0f && h < dist - 0.05f;
            }
            for (const auto& a : frame.avatar) {
                if (occluded) break;
                const float h = test::ray_sphere(pose.eye, dir, a.center, a.radius);
                occluded = h > 0.0f && h < dist - 0.05f;
            }
            if (occluded) continue;
            const glm::vec3 got = img.at(int(pixel.x), int(pixel.y));
            ++checked;
            if (!(blue(got) > least)) {
                std::printf("FAIL water at (%.2f, %.2f, %.2f) -> pixel (%d, %d): no water drawn\n",
                            double(centroid.x), double(centroid.y), double(centroid.z),
                            int(pixel.x), int(pixel.y));
                ++failures;
            }
        }
    }
    if (avatar_seen == 0 && avatar_tiny == 0) {
        std::printf("FAIL the avatar is not visible where the camera puts it\n");
        ++failures;
    }
    std::printf("%s: %zu colours, %d shapes checked, %d failures\n", argv[1], colours.size(),
                checked, failures);
    return failures == 0 ? 0 : 1;
}
