#include "render/scene_geometry.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "physics/world/world.h"
#include "render/water_geometry.h"
#include "scene/world_builder.h"

namespace sweeplab::render {

void TriangleList::add_polygon(const std::vector<glm::vec3>& points, const glm::vec3& normal,
                               const glm::vec4& color, bool double_sided) {
    for (std::size_t i = 1; i + 1 < points.size(); ++i) {
        add_triangle({points[0], normal, color}, {points[i], normal, color},
                     {points[i + 1], normal, color});
        if (double_sided)
            add_triangle({points[0], -normal, color}, {points[i + 1], -normal, color},
                         {points[i], -normal, color});
    }
}

namespace {

glm::quat yaw_quat(float yaw_deg) {
    return glm::angleAxis(glm::radians(yaw_deg), glm::vec3(0.0f, 0.0f, 1.0f));
}

glm::vec4 shell_color(const glm::vec3& n) {
    return n.z > 0.3f ? palette::kRoof : palette::kShell;
}

void add_mesh(SceneGeometry& g, const scene::Mesh& mesh, const glm::vec3& pos, float yaw_deg,
              bool is_cell, const scene::Cell* cell) {
    const glm::quat q = yaw_quat(yaw_deg);
    for (std::size_t pi = 0; pi < mesh.polygons.size(); ++pi) {
        const scene::MeshPolygon& poly = mesh.polygons[pi];
        std::vector<glm::vec3> pts;
        for (std::uint32_t i : poly.indices)
            pts.push_back(q * mesh.vertices[i] + pos);
        bool portal = false;
        if (cell)
            for (const scene::Portal& p : cell->portals)
                portal = portal || p.polygon == pi;
        if (portal) {
            for (std::size_t i = 0; i < pts.size(); ++i) {
                g.portal_outlines.push_back({pts[i], palette::kPortal});
                g.portal_outlines.push_back({pts[(i + 1) % pts.size()], palette::kPortal});
            }
            continue; // an opening: drawn as an outline, never as a surface
        }
        const glm::vec3 n = newell_normal(pts);
        g.triangles.add_polygon(pts, n, is_cell ? cell_color(n) : shell_color(n),
                                poly.sides == scene::Sides::Double);
    }
}

void add_box(SceneGeometry& g, const scene::Object& o) {
    const glm::quat q = yaw_quat(o.yaw_deg);
    const glm::vec3 h = o.half_extents;
    const glm::vec4 color = o.ethereal ? palette::kEthereal : palette::kBox;
    for (int axis = 0; axis < 3; ++axis) {
        for (int sign = -1; sign <= 1; sign += 2) {
            glm::vec3 n(0.0f);
            n[axis] = static_cast<float>(sign);
            const int u = (axis + 1) % 3, v = (axis + 2) % 3;
            std::vector<glm::vec3> pts;
            const float us[4] = {-1, 1, 1, -1}, vs[4] = {-1, -1, 1, 1};
            for (int k = 0; k < 4; ++k) {
                glm::vec3 p(0.0f);
                p[axis] = n[axis] * h[axis];
                p[u] = us[k] * h[u];
                p[v] = vs[k] * h[v];
                pts.push_back(q * p + o.position);
            }
            if (sign < 0) std::swap(pts[1], pts[3]);
            g.triangles.add_polygon(pts, q * n, color, false);
        }
    }
}

// The land minus the cells' footprints, cut in 0.5 m tiles (a tile is gone when its centre
// is inside a footprint). Drawn as few quads: the tile columns and rows where some
// footprint starts or ends split the square into a coarse grid whose every cell is all
// land or all hole. Tens of quads instead of tens of thousands (the cottage's 160 x 160
// tiles were 154,000 vertices a frame for llvmpipe), and the grid is conforming (quads share
// whole edges, no T-junctions), so no pixel cracks open between them.
void add_ground_around(SceneGeometry& g, float e, float z, const std::vector<glm::vec4>& holes) {
    constexpr float kTile = 0.5f;
    const int n = static_cast<int>(std::ceil(2.0f * e / kTile));
    auto edge = [&](int i) { return std::min(-e + kTile * static_cast<float>(i), e); };
    auto centre = [&](int i) { return 0.5f * (edge(i) + edge(i + 1)); };
    struct Span {
        int i0 = 0, i1 = 0, j0 = 0, j1 = 0; // tiles [i0, i1) x [j0, j1)
    };
    std::vector<Span> spans;
    std::vector<int> xs{0, n}, ys{0, n};
    for (const glm::vec4& h : holes) {
        Span sp{n, 0, n, 0};
        for (int i = 0; i < n; ++i) {
            if (centre(i) > h.x && centre(i) < h.z) {
                sp.i0 = std::min(sp.i0, i);
                sp.i1 = i + 1;
            }
            if (centre(i) > h.y && centre(i) < h.w) {
                sp.j0 = std::min(sp.j0, i);
                sp.j1 = i + 1;
            }
        }
        if (sp.i0 >= sp.i1 || sp.j0 >= sp.j1) continue;
        spans.push_back(sp);
        xs.insert(xs.end(), {sp.i0, sp.i1});
        ys.insert(ys.end(), {sp.j0, sp.j1});
    }
    for (std::vector<int>* v : {&xs, &ys}) {
        std::sort(v->begin(), v->end());
        v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    for (std::size_t a = 0; a + 1 < xs.size(); ++a)
        for (std::size_t b = 0; b + 1 < ys.size(); ++b) {
            bool covered = false;
            for (const Span& sp : spans)
                covered =
                    covered || (xs[a] >= sp.i0 && xs[a] < sp.i1 && ys[b] >= sp.j0 && ys[b] < sp.j1);
            if (covered) continue;
            const float x0 = edge(xs[a]), x1 = edge(xs[a + 1]), y0 = edge(ys[b]),
                        y1 = edge(ys[b + 1]);
            g.triangles.add_polygon({{x0, y0, z}, {x1, y0, z}, {x1, y1, z}, {x0, y1, z}}, {0, 0, 1},
                                    palette::kGround, false);
        }
}

// The ground's water squares (scene::Ground::water): cut out of the ground as holes, each
// drawn as its bed and its translucent surface (render/water_geometry.h).
void add_ground_water(SceneGeometry& g, const scene::Ground& ground,
                      std::vector<glm::vec4>& holes) {
    if (ground.water.empty()) return;
    const int n = physics::World::ground_squares(ground.extent);
    const float side = 2.0f * ground.extent / static_cast<float>(n), z = ground.z;
    const std::vector<std::uint8_t> corners = scene::water_square_corners(ground.water, n, n);
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            const std::uint8_t c = corners[static_cast<std::size_t>(j * n + i)];
            if (c == 0) continue;
            const float x0 = -ground.extent + side * static_cast<float>(i), x1 = x0 + side;
            const float y0 = -ground.extent + side * static_cast<float>(j), y1 = y0 + side;
            holes.emplace_back(x0, y0, x1, y1);
            const glm::vec3 up(0.0f, 0.0f, 1.0f);
            const Vertex square[4] = {{{x0, y0, z}, up, palette::kGround},
                                      {{x1, y0, z}, up, palette::kGround},
                                      {{x1, y1, z}, up, palette::kGround},
                                      {{x0, y1, z}, up, palette::kGround}};
            add_water_square(square, c, true, g.triangles, g.water);
        }
}

void add_ground(SceneGeometry& g, const scene::Scene& s) {
    if (s.ground) {
        const float e = s.ground->extent, z = s.ground->z;
        // The land stops where a building's cells reach down to it: otherwise it would show
        // through a floor opening (the cellar stairwell) as a green lid. Cells' footprints are
        // cut out of the ground in 0.5 m tiles (retail clips the land to the portal view).
        std::vector<glm::vec4> holes; // (min x, min y, max x, max y)
        for (const scene::Cell& c : s.cells) {
            const glm::quat q = yaw_quat(c.yaw_deg);
            glm::vec4 box(1e30f, 1e30f, -1e30f, -1e30f);
            float low = 1e30f;
            for (const glm::vec3& v : s.meshes[c.mesh].vertices) {
                const glm::vec3 p = q * v + c.position;
                box = {std::min(box.x, p.x), std::min(box.y, p.y), std::max(box.z, p.x),
                       std::max(box.w, p.y)};
                low = std::min(low, p.z);
            }
            if (low < z + 0.01f) holes.push_back(box);
        }
        add_ground_water(g, *s.ground, holes);
        if (holes.empty()) {
            g.triangles.add_polygon({{-e, -e, z}, {e, -e, z}, {e, e, z}, {-e, e, z}}, {0, 0, 1},
                                    palette::kGround, false);
        } else {
            add_ground_around(g, e, z, holes);
        }
    }
    if (s.terrain) {
        const scene::Terrain& t = *s.terrain;
        const std::size_t rows = t.heights.size(), cols = t.heights[0].size();
        auto at = [&](std::size_t r, std::size_t c) {
            return glm::vec3(t.origin.x + static_cast<float>(c) * t.spacing,
                             t.origin.y + static_cast<float>(r) * t.spacing, t.heights[r][c]);
        };
        const std::vector<std::uint8_t> water = scene::water_square_corners(
            t.water, static_cast<int>(cols) - 1, static_cast<int>(rows) - 1);
        for (std::size_t r = 0; r + 1 < rows; ++r)
            for (std::size_t c = 0; c + 1 < cols; ++c) {
                const glm::vec3 a = at(r, c), b = at(r, c + 1), cc = at(r + 1, c + 1),
                                d = at(r + 1, c);
                if (!water.empty() && water[r * (cols - 1) + c] != 0) {
                    const Vertex square[4] = {{a, newell_normal({a, b, cc}), palette::kGround},
                                              {b, newell_normal({a, b, cc}), palette::kGround},
                                              {cc, newell_normal({a, cc, d}), palette::kGround},
                                              {d, newell_normal({a, cc, d}), palette::kGround}};
                    add_water_square(square, water[r * (cols - 1) + c], true, g.triangles, g.water);
                    continue;
                }
                g.triangles.add_polygon({a, b, cc}, newell_normal({a, b, cc}), palette::kGround,
                                        false);
                g.triangles.add_polygon({a, cc, d}, newell_normal({a, cc, d}), palette::kGround,
                                        false);
            }
    }
}

template <typename F>
void part(SceneGeometry& g, PartKind kind, std::uint32_t id, F&& fill) {
    const std::size_t first = g.triangles.vertices.size();
    fill();
    g.parts.push_back({kind, id, first, g.triangles.vertices.size() - first});
}

} // namespace

glm::vec3 newell_normal(const std::vector<glm::vec3>& points) {
    glm::vec3 n(0.0f);
    for (std::size_t i = 0; i < points.size(); ++i) {
        const glm::vec3& a = points[i];
        const glm::vec3& b = points[(i + 1) % points.size()];
        n += glm::vec3((a.y - b.y) * (a.z + b.z), (a.z - b.z) * (a.x + b.x),
                       (a.x - b.x) * (a.y + b.y));
    }
    const float len = glm::length(n);
    return len > 0.0f ? n / len : glm::vec3(0.0f, 0.0f, 1.0f);
}

glm::vec4 cell_color(const glm::vec3& normal) {
    if (normal.z > 0.6f) return palette::kFloor;
    if (normal.z < -0.6f) return palette::kCeiling;
    return palette::kWall;
}

SceneGeometry build_scene_geometry(const scene::Scene& s) {
    SceneGeometry g;
    part(g, PartKind::Ground, 0, [&] { add_ground(g, s); });
    for (const scene::Cell& c : s.cells)
        part(g, PartKind::Cell, c.id,
             [&] { add_mesh(g, s.meshes[c.mesh], c.position, c.yaw_deg, true, &c); });
    for (const scene::Object& o : s.objects) {
        if (o.kind == scene::ObjectKind::Mesh)
            part(g, PartKind::Shell, o.id,
                 [&] { add_mesh(g, s.meshes[o.mesh], o.position, o.yaw_deg, false, nullptr); });
        else if (o.kind == scene::ObjectKind::Box)
            part(g, PartKind::Box, o.id, [&] { add_box(g, o); });
    }
    return g;
}

} // namespace sweeplab::render
