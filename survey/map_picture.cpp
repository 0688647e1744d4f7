#include "survey/map_picture.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "physics/math/constants.h"
#include "survey/map_font.h"

namespace sweeplab::app::survey {

namespace {

using namespace palette;
constexpr Rgb kFocusEdge{255, 255, 255}; // the walked landblock's square

// The height ramp: low land a darker green, high land a lighter grey-green.
Rgb ramp(float t) {
    struct Stop {
        float t;
        Rgb c;
    };
    constexpr Stop stops[] = {{0.0f, {78, 118, 64}},
                              {0.45f, {132, 156, 92}},
                              {0.8f, {162, 160, 132}},
                              {1.0f, {206, 206, 200}}};
    t = std::clamp(t, 0.0f, 1.0f);
    for (std::size_t i = 1; i < std::size(stops); ++i)
        if (t <= stops[i].t)
            return mix(stops[i].c, stops[i - 1].c,
                       (t - stops[i - 1].t) / (stops[i].t - stops[i - 1].t));
    return stops[std::size(stops) - 1].c;
}

Rgb scaled(Rgb c, float k) {
    auto ch = [&](std::uint8_t v) {
        return static_cast<std::uint8_t>(
            std::clamp(std::lround(static_cast<float>(v) * k), 0L, 255L));
    };
    return {ch(c.r), ch(c.g), ch(c.b)};
}

bool overlaps_frame(const MapFrame& f, glm::vec2 lo, glm::vec2 hi) {
    return hi.x >= f.min.x && lo.x <= f.max.x && hi.y >= f.min.y && lo.y <= f.max.y;
}

void draw_land(Raster& r, const physics::World& world, const MapFrame& f) {
    float zmin = 0.0f, zmax = 0.0f;
    bool any = false;
    for (const physics::LandCell& c : world.land_cells()) {
        if (c.id == 0 || !overlaps_frame(f, c.min, c.max)) continue;
        for (const auto& tri : c.tri)
            for (const glm::vec3& v : tri) {
                zmin = any ? std::min(zmin, v.z) : v.z;
                zmax = any ? std::max(zmax, v.z) : v.z;
                any = true;
            }
    }
    // Flat land (most scenes) gets one colour of the ramp rather than a stretched range.
    const float range = zmax - zmin;
    const glm::vec3 light = glm::normalize(glm::vec3(-1.0f, 1.0f, 1.2f)); // from the north-west
    Mask grid(r.width(), r.height());
    for (const physics::LandCell& c : world.land_cells()) {
        if (c.id == 0 || !overlaps_frame(f, c.min, c.max)) continue;
        for (int t = 0; t < 2; ++t) {
            const glm::vec3* v = c.tri[t];
            glm::vec3 n = c.plane[t].normal;
            if (n.z < 0.0f) n = -n;
            const float shade = std::clamp(0.45f + 0.65f * glm::dot(n, light), 0.35f, 1.15f);
            for_each_triangle_pixel(r.width(), r.height(), f.to_pixel(v[0]), f.to_pixel(v[1]),
                                    f.to_pixel(v[2]),
                                    [&](int x, int y, float w0, float w1, float w2) {
                                        const float z = w0 * v[0].z + w1 * v[1].z + w2 * v[2].z;
                                        const float h = range > 0.5f ? (z - zmin) / range : 0.35f;
                                        r.set(x, y, scaled(ramp(h), shade));
                                    });
        }
        const glm::vec3 sw(c.min.x, c.min.y, 0.0f), se(c.max.x, c.min.y, 0.0f),
            ne(c.max.x, c.max.y, 0.0f), nw(c.min.x, c.max.y, 0.0f);
        grid.line(f.to_pixel(sw), f.to_pixel(se));
        grid.line(f.to_pixel(se), f.to_pixel(ne));
        grid.line(f.to_pixel(ne), f.to_pixel(nw));
        grid.line(f.to_pixel(nw), f.to_pixel(sw));
    }
    // The land squares (24 m in a DAT world): a building is tested only from its own.
    r.fill_mask(grid, {0, 0, 0}, 0.25f);
}

void draw_focus(Raster& r, const MapFrame& f, const std::pair<glm::vec2, glm::vec2>& focus) {
    const glm::vec2 a = f.to_pixel(glm::vec3(focus.first.x, focus.second.y, 0.0f));
    const glm::vec2 b = f.to_pixel(glm::vec3(focus.second.x, focus.first.y, 0.0f));
    const int x0 = static_cast<int>(std::lround(a.x)), y0 = static_cast<int>(std::lround(a.y));
    const int x1 = static_cast<int>(std::lround(b.x)), y1 = static_cast<int>(std::lround(b.y));
    for (int y = 0; y < r.height(); ++y)
        for (int x = 0; x < r.width(); ++x)
            if (x < x0 || x >= x1 || y < y0 || y >= y1) r.blend(x, y, kBackground, 0.45f);
    const glm::vec2 c[4] = {{x0, y0}, {x1 - 1, y0}, {x1 - 1, y1 - 1}, {x0, y1 - 1}};
    for (int i = 0; i < 4; ++i)
        r.line(c[i], c[(i + 1) % 4], kFocusEdge, 2, 0.85f);
}

using Polygon2 = std::vector<glm::vec2>;

Polygon2 project(const MapFrame& f, const physics::Frame& frame, float scale,
                 const physics::PolygonView& p) {
    Polygon2 out;
    out.reserve(p.vertices.size());
    for (const glm::vec3& v : p.vertices)
        out.push_back(f.to_pixel(frame.local_to_global(v * scale)));
    return out;
}

void outline(Raster& r, const Polygon2& p, Rgb colour, float alpha) {
    for (std::size_t i = 0; i < p.size(); ++i)
        r.line(p[i], p[(i + 1) % p.size()], colour, 1, alpha);
}

// The place's physics geometry from above: shells filled then cells' floors over them (a
// room inside its building stays visible), then the edges on top.
void draw_geometry(Raster& r, const physics::World& world, const MapFrame& f) {
    std::vector<Polygon2> cell_polys, shell_polys, object_polys;
    Mask floors(r.width(), r.height()), shells(r.width(), r.height());
    for (const physics::EnvCell& c : world.env_cells()) {
        if (!overlaps_frame(f, c.bounds_min, c.bounds_max)) continue;
        const physics::PhysicsBsp& bsp = c.physics_bsp;
        for (std::size_t i = 0; i < bsp.polygons().size(); ++i) {
            const physics::PolygonView p = bsp.polygon(static_cast<std::int32_t>(i));
            if (p.vertices.size() < 2) continue;
            Polygon2 q = project(f, c.pos.frame, 1.0f, p);
            if (c.pos.frame.local_to_global_vec(p.plane.normal).z >= physics::kFloorZ)
                floors.fill_polygon(q);
            cell_polys.push_back(std::move(q));
        }
    }
    struct Circle {
        glm::vec2 centre;
        float radius;
        bool ethereal;
    };
    std::vector<Circle> circles;
    std::vector<bool> object_ethereal;
    const physics::ShadowRegistry& reg = world.objects();
    for (const physics::ShadowObject& o : reg.objects()) {
        if (o.has_parent || o.removed) continue;
        const glm::vec2 c(o.bounds.center);
        if (!overlaps_frame(f, c - glm::vec2(o.bounds.radius), c + glm::vec2(o.bounds.radius)))
            continue;
        const bool ethereal = has(o.desc.state, physics::PhysicsState::Ethereal);
        const float scale = o.desc.scale;
        if (const physics::PhysicsBsp* bsp = reg.bsp(o))
            for (std::size_t i = 0; i < bsp->polygons().size(); ++i) {
                const physics::PolygonView p = bsp->polygon(static_cast<std::int32_t>(i));
                if (p.vertices.size() < 2) continue;
                Polygon2 q = project(f, o.pos.frame, scale, p);
                if (o.building) {
                    shells.fill_polygon(q);
                    shell_polys.push_back(std::move(q));
                } else {
                    object_polys.push_back(std::move(q));
                    object_ethereal.push_back(ethereal);
                }
            }
        for (const physics::CylSphereShape& cyl : reg.cylspheres(o))
            circles.push_back({f.to_pixel(o.pos.frame.local_to_global(cyl.low_pt * scale)),
                               cyl.radius * scale * f.pixels_per_metre, ethereal});
        if (o.cyl_count == 0 && reg.bsp(o) == nullptr)
            for (const physics::Sphere& s : reg.spheres(o))
                circles.push_back({f.to_pixel(o.pos.frame.local_to_global(s.center * scale)),
                                   s.radius * scale * f.pixels_per_metre, ethereal});
    }
    r.fill_mask(shells, kShellFill, 0.45f);
    r.fill_mask(floors, kCellFloor, 0.8f);
    for (const Polygon2& p : cell_polys)
        outline(r, p, kCellEdge, 1.0f);
    for (const Polygon2& p : shell_polys)
        outline(r, p, kShellEdge, 1.0f);
    for (std::size_t i = 0; i < object_polys.size(); ++i)
        outline(r, object_polys[i], kObjectEdge, object_ethereal[i] ? 0.4f : 1.0f);
    for (const Circle& c : circles)
        r.ring(c.centre, std::max(0.0f, c.radius - 1.0f), std::max(c.radius, 1.0f), kObjectEdge,
               c.ethereal ? 0.4f : 1.0f);
}

struct Box {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    [[nodiscard]] bool overlaps(const Box& b) const {
        return x0 < b.x1 && b.x0 < x1 && y0 < b.y1 && b.y0 < y1;
    }
    [[nodiscard]] bool inside(int w, int h) const {
        return x0 >= 0 && y0 >= 0 && x1 <= w && y1 <= h;
    }
};

void draw_markers(Raster& r, const MapFrame& f, const MapPicture& picture) {
    std::vector<Box> occupied;
    const std::vector<MapMarker>& ms = picture.markers;
    const float R = kMarkerRadius;
    // The walk: a line back to its start, a ring there. Drawn under every disc.
    for (auto it = ms.rbegin(); it != ms.rend(); ++it) {
        const glm::vec2 a = f.to_pixel(it->start), b = f.to_pixel(it->position);
        r.line(a, b, kHalo, 3, 0.6f);
        r.line(a, b, it->colour, 1);
    }
    for (auto it = ms.rbegin(); it != ms.rend(); ++it) {
        const glm::vec2 a = f.to_pixel(it->start);
        r.ring(a, 1.5f, 4.0f, kHalo);
        r.ring(a, 2.0f, 3.2f, it->colour);
    }
    // The discs, the first defect on top.
    for (auto it = ms.rbegin(); it != ms.rend(); ++it) {
        const glm::vec2 c = f.to_pixel(it->position);
        r.disc(c, R + 2.5f, {255, 255, 255});
        r.disc(c, R + 1.2f, kHalo);
        r.disc(c, R, it->colour);
    }
    for (const MapMarker& m : ms) {
        const glm::vec2 c = f.to_pixel(m.position);
        const int cx = static_cast<int>(std::floor(c.x)), cy = static_cast<int>(std::floor(c.y));
        const int reach = static_cast<int>(R) + 3;
        occupied.push_back({cx - reach, cy - reach, cx + reach + 1, cy + reach + 1});
    }
    // Each number beside its disc: the first place around it that is free, nearer ones first;
    // a number set farther off gets a leader line.
    const int h = text_height(kFontScale);
    for (const MapMarker& m : ms) {
        const std::string text = std::to_string(m.number);
        const int w = text_width(text, kFontScale);
        const glm::vec2 c = f.to_pixel(m.position);
        const int cx = static_cast<int>(std::floor(c.x)), cy = static_cast<int>(std::floor(c.y));
        std::optional<Box> chosen;
        int ring_chosen = 0;
        for (int ring = 1; ring <= 4 && !chosen; ++ring) {
            // Clear of the disc's own box (reach + 1 from its centre pixel).
            const int d = static_cast<int>(R) + 5 + (ring - 1) * (h + 2);
            const int offsets[8][2] = {{d, -h / 2},
                                       {-d - w, -h / 2},
                                       {-w / 2, -d - h},
                                       {-w / 2, d},
                                       {d - 2, -d - h + 2},
                                       {d - 2, d - 2},
                                       {-d - w + 2, -d - h + 2},
                                       {-d - w + 2, d - 2}};
            for (const auto& o : offsets) {
                const Box b{cx + o[0] - 1, cy + o[1] - 1, cx + o[0] + w + 1, cy + o[1] + h + 1};
                if (!b.inside(r.width(), r.height())) continue;
                if (std::any_of(occupied.begin(), occupied.end(),
                                [&](const Box& x) { return x.overlaps(b); }))
                    continue;
                chosen = b;
                ring_chosen = ring;
                break;
            }
        }
        if (!chosen) {
            const int x = std::clamp(cx + static_cast<int>(R) + 4, 0, std::max(0, r.width() - w));
            const int y = std::clamp(cy - h / 2, 0, std::max(0, r.height() - h));
            chosen = Box{x - 1, y - 1, x + w + 1, y + h + 1};
        }
        if (ring_chosen > 1) {
            const glm::vec2 to(static_cast<float>(chosen->x0 + chosen->x1) / 2.0f,
                               static_cast<float>(chosen->y0 + chosen->y1) / 2.0f);
            r.line(c, to, kHalo, 3, 0.7f);
            r.line(c, to, m.colour, 1);
        }
        draw_text_halo(r, chosen->x0 + 1, chosen->y0 + 1, text, kText, kHalo, kFontScale);
        occupied.push_back(*chosen);
    }
}

} // namespace

Raster draw_view(const physics::World& world, const MapFrame& frame, const MapPicture& picture) {
    Raster r(frame.width, frame.height, kBackground);
    draw_land(r, world, frame);
    draw_geometry(r, world, frame);
    if (picture.focus) draw_focus(r, frame, *picture.focus);
    draw_markers(r, frame, picture);
    return r;
}

} // namespace sweeplab::app::survey
