// Debug draw (physics/debug_draw.h): every settings item adds exactly its own shapes, the
// shapes are where the physics data says (polygon outlines, node spheres, the crease), no
// shape carries a NaN and nothing allocates (test_layering.cpp keeps physics/ free of GL).
#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <glm/geometric.hpp>

#include "alloc_counter.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/camera/chase_camera.h"
#include "physics/debug_draw.h"
#include "physics/visibility/cell_view.h"
#include "physics/world/trace.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using sweeplab::test::AllocationCounter;

namespace {

enum class Kind { Line, Sphere, Polygon, Arrow, Box, Cross };

struct Shape {
    Kind kind;
    DebugRole role;
    std::vector<glm::vec3> points; // line/arrow: from, to; sphere/cross: centre; box: lo, hi
    float size = 0.0f;             // sphere radius, arrow head, cross half
};

bool finite(const glm::vec3& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// Records every shape as reported (the default line-built shapes are not used).
class Recorder final : public DebugRenderer {
  public:
    std::vector<Shape> shapes;

    [[nodiscard]] std::array<int, kDebugRoleCount> per_role() const {
        std::array<int, kDebugRoleCount> n{};
        for (const Shape& s : shapes)
            ++n[static_cast<std::size_t>(s.role)];
        return n;
    }
    [[nodiscard]] std::vector<const Shape*> of(DebugRole role) const {
        std::vector<const Shape*> out;
        for (const Shape& s : shapes)
            if (s.role == role) out.push_back(&s);
        return out;
    }
    [[nodiscard]] bool all_finite() const {
        for (const Shape& s : shapes) {
            if (!std::isfinite(s.size)) return false;
            for (const glm::vec3& p : s.points)
                if (!finite(p)) return false;
        }
        return true;
    }

  protected:
    void on_line(const glm::vec3& a, const glm::vec3& b, DebugRole role) override {
        shapes.push_back({Kind::Line, role, {a, b}});
    }
    void on_sphere(const glm::vec3& c, float r, DebugRole role) override {
        shapes.push_back({Kind::Sphere, role, {c}, r});
    }
    void on_polygon(std::span<const glm::vec3> pts, DebugRole role) override {
        shapes.push_back({Kind::Polygon, role, {pts.begin(), pts.end()}});
    }
    void on_arrow(const glm::vec3& a, const glm::vec3& b, float head, DebugRole role) override {
        shapes.push_back({Kind::Arrow, role, {a, b}, head});
    }
    void on_box(const glm::vec3& lo, const glm::vec3& hi, DebugRole role) override {
        shapes.push_back({Kind::Box, role, {lo, hi}});
    }
    void on_cross(const glm::vec3& c, float half, DebugRole role) override {
        shapes.push_back({Kind::Cross, role, {c}, half});
    }
};

// Only lines, counted: the base class's default shapes, and no allocation in the renderer.
class LineCounter final : public DebugRenderer {
  public:
    int lines = 0;

  protected:
    void on_line(const glm::vec3&, const glm::vec3&, DebugRole) override { ++lines; }
};

TracedPolygon square(std::int32_t index, const glm::vec3& c, const glm::vec3& u,
                     const glm::vec3& v) {
    TracedPolygon p;
    p.owner = 7;
    p.index = index;
    p.vertex_count = 4;
    p.world[0] = c - u - v;
    p.world[1] = c + u - v;
    p.world[2] = c + u + v;
    p.world[3] = c - u + v;
    return p;
}

// Three sub-steps walking +x into a wall at x = 2 on a floor at z = 0: the second touches
// the wall (collision normal -x, the wall polygon), the third slides along it.
std::unique_ptr<FrameTrace> wall_trace() {
    auto t = std::make_unique<FrameTrace>();
    for (std::uint32_t i = 0; i < 3; ++i) {
        SubstepTrace& s = t->steps[i];
        s.curr_pos = {1.0f + 0.2f * static_cast<float>(i), 0.1f * static_cast<float>(i), 0.0f};
        s.num_sphere = 2;
        s.spheres[0] = {s.curr_pos + glm::vec3(0, 0, 0.48f), 0.48f};
        s.spheres[1] = {s.curr_pos + glm::vec3(0, 0, 1.35f), 0.48f};
        s.contact_plane_valid = true;
        s.contact_normal = {0, 0, 1};
        s.walkable_polygon = square(1, {1.5f, 0, 0}, {1, 0, 0}, {0, 1, 0});
    }
    t->steps[1].collision_normal_valid = true;
    t->steps[1].collision_normal = {-1, 0, 0};
    t->steps[1].collide_polygon = square(2, {2, 0, 1}, {0, 1, 0}, {0, 0, 1});
    t->steps[2].sliding_normal_valid = true;
    t->steps[2].sliding_normal = {-1, 0, 0};
    t->count = 3;
    return t;
}

DebugDrawSettings all_off() {
    DebugDrawSettings s;
    s.substep_spheres = s.contact_plane = s.collision_normal = s.sliding_normal = false;
    s.crease = s.collide_polygon = s.walkable_polygon = false;
    s.node_spheres = false;
    s.cell_bounds = s.portals = false;
    s.camera_pivot = s.sought_eye = s.swept_viewer = s.final_eye = false;
    return s;
}

using Flag = bool DebugDrawSettings::*;
constexpr Flag kTraceFlags[] = {
    &DebugDrawSettings::substep_spheres,  &DebugDrawSettings::contact_plane,
    &DebugDrawSettings::collision_normal, &DebugDrawSettings::sliding_normal,
    &DebugDrawSettings::crease,           &DebugDrawSettings::collide_polygon,
    &DebugDrawSettings::walkable_polygon};
constexpr Flag kCameraFlags[] = {&DebugDrawSettings::camera_pivot, &DebugDrawSettings::sought_eye,
                                 &DebugDrawSettings::swept_viewer, &DebugDrawSettings::final_eye};

// With every item of `flags` on, turning one off removes exactly what that one alone draws.
template <typename Draw, std::size_t N>
void check_items_independent(const Flag (&flags)[N], Draw draw) {
    DebugDrawSettings all = all_off();
    for (Flag f : flags)
        all.*f = true;
    Recorder everything;
    draw(everything, all);
    for (std::size_t i = 0; i < N; ++i) {
        const Flag f = flags[i];
        DebugDrawSettings only = all_off();
        only.*f = true;
        DebugDrawSettings without = all;
        without.*f = false;
        Recorder a, b;
        draw(a, only);
        draw(b, without);
        INFO("item " << i);
        CHECK_FALSE(a.shapes.empty());
        const auto na = a.per_role(), nb = b.per_role(), ne = everything.per_role();
        for (std::size_t r = 0; r < kDebugRoleCount; ++r) {
            INFO("role " << debug_role_name(static_cast<DebugRole>(r)));
            CHECK(na[r] + nb[r] == ne[r]);
            // An item's roles are its own: never drawn by another item.
            if (na[r] > 0) CHECK(nb[r] == 0);
        }
    }
    Recorder none;
    draw(none, all_off());
    CHECK(none.shapes.empty());
}

} // namespace

TEST_CASE("debug draw: default shapes are lines, non-finite shapes are dropped", "[debug]") {
    LineCounter c;
    c.draw_sphere({0, 0, 0}, 1.0f, DebugRole::NodeSphere);
    CHECK(c.lines == 72); // three great circles of 24 segments
    c.lines = 0;
    c.draw_box({0, 0, 0}, {1, 1, 1}, DebugRole::VisibleCell);
    CHECK(c.lines == 12);
    c.lines = 0;
    c.draw_cross({0, 0, 0}, 0.1f, DebugRole::CameraPivot);
    CHECK(c.lines == 3);
    c.lines = 0;
    c.draw_arrow({0, 0, 0}, {0, 0, 1}, 0.1f, DebugRole::ContactPlane);
    CHECK(c.lines == 5);
    c.lines = 0;
    const std::array<glm::vec3, 3> tri{glm::vec3(0), glm::vec3(1, 0, 0), glm::vec3(0, 1, 0)};
    c.draw_polygon(tri, DebugRole::CollidePolygon);
    CHECK(c.lines == 3);

    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    c.lines = 0;
    c.draw_line({nan, 0, 0}, {1, 1, 1}, DebugRole::SubstepPath);
    c.draw_sphere({0, 0, 0}, nan, DebugRole::NodeSphere);
    c.draw_sphere({0, inf, 0}, 1.0f, DebugRole::NodeSphere);
    c.draw_sphere({0, 0, 0}, 0.0f, DebugRole::NodeSphere);
    c.draw_arrow({0, 0, 0}, {0, 0, 1}, nan, DebugRole::Crease);
    c.draw_box({0, 0, 0}, {inf, 1, 1}, DebugRole::CameraCell);
    c.draw_cross({0, 0, 0}, -1.0f, DebugRole::CameraPivot);
    const std::array<glm::vec3, 3> bad{glm::vec3(0), glm::vec3(nan), glm::vec3(0, 1, 0)};
    c.draw_polygon(bad, DebugRole::CollidePolygon);
    CHECK(c.lines == 0);
}

TEST_CASE("debug draw: every sweep item adds and removes exactly its shapes", "[debug]") {
    const auto trace = wall_trace();
    check_items_independent(
        kTraceFlags, [&](Recorder& r, const DebugDrawSettings& s) { draw_trace(r, *trace, s); });
}

TEST_CASE("debug draw: every camera item adds and removes exactly its shapes", "[debug]") {
    ChaseCameraFrame cam;
    cam.pivot = {0, 0, 1.6f};
    cam.sought = {0, -4, 3};
    cam.eye = {0, -1, 2};
    check_items_independent(kCameraFlags, [&](Recorder& r, const DebugDrawSettings& s) {
        draw_camera(r, cam, s, false);
    });
}

TEST_CASE("debug draw: the sweep's shapes", "[debug]") {
    const auto trace = wall_trace();
    DebugDrawSettings s = all_off();
    s.substep_spheres = true;
    Recorder r;
    draw_trace(r, *trace, s);
    CHECK(r.of(DebugRole::SubstepSphere).size() == 6); // two spheres per sub-step
    CHECK(r.of(DebugRole::SubstepPath).size() == 2);

    // The scrubber's sub-step: its spheres change role, and only its vectors are drawn.
    s.substep_cursor = 1;
    s.collision_normal = s.contact_plane = s.collide_polygon = true;
    Recorder c;
    draw_trace(c, *trace, s);
    CHECK(c.of(DebugRole::CurrentSubstepSphere).size() == 2);
    CHECK(c.of(DebugRole::SubstepSphere).size() == 4);
    REQUIRE(c.of(DebugRole::CollisionNormal).size() == 1);
    const Shape& n = *c.of(DebugRole::CollisionNormal)[0];
    CHECK(n.points[0] == trace->steps[1].spheres[0].center);
    CHECK(glm::length(n.points[1] - n.points[0] - glm::vec3(-0.8f, 0, 0)) < 1e-5f);
    CHECK(c.of(DebugRole::ContactPlane).size() == 2); // the normal and the patch
    s.substep_cursor = 0;                             // a sub-step without a collision
    Recorder d;
    draw_trace(d, *trace, s);
    CHECK(d.of(DebugRole::CollisionNormal).empty());
    CHECK(d.of(DebugRole::CollidePolygon).empty());
}

TEST_CASE("debug draw: a traced collide polygon is outlined just off its face", "[debug]") {
    const auto trace = wall_trace();
    DebugDrawSettings s = all_off();
    s.collide_polygon = true;
    Recorder r;
    draw_trace(r, *trace, s);
    REQUIRE(r.of(DebugRole::CollidePolygon).size() == 1);
    const Shape& p = *r.of(DebugRole::CollidePolygon)[0];
    REQUIRE(p.kind == Kind::Polygon);
    REQUIRE(p.points.size() == 4);
    const TracedPolygon& traced = trace->steps[1].collide_polygon;
    for (std::size_t k = 0; k < 4; ++k) {
        const glm::vec3 d = p.points[k] - traced.world[k];
        // Towards the avatar (the wall is at x = 2, the sphere at x < 2), by a centimetre.
        CHECK(d.x == Approx(-0.01f).margin(1e-5));
        CHECK(d.y == Approx(0.0f).margin(1e-6));
        CHECK(d.z == Approx(0.0f).margin(1e-6));
    }
    // The floor every sub-step stood on is one polygon: outlined once.
    s.walkable_polygon = true;
    Recorder w;
    draw_trace(w, *trace, s);
    CHECK(w.of(DebugRole::WalkablePolygon).size() == 1);
    // An invalid polygon (index -1 or fewer than 3 vertices) draws nothing.
    auto bad = wall_trace();
    bad->steps[1].collide_polygon.index = -1;
    for (SubstepTrace& st : bad->steps)
        st.walkable_polygon.vertex_count = 2;
    Recorder b;
    draw_trace(b, *bad, s);
    CHECK(b.shapes.empty());
}

TEST_CASE("debug draw: the crease is retail's cross of the two normals", "[debug]") {
    SubstepTrace s;
    glm::vec3 d(0.0f);
    CHECK(crease_direction(s, d) == CreaseSource::None);
    s.contact_plane_valid = true;
    s.contact_normal = glm::normalize(glm::vec3(0.1f, 0, 1));
    // CSphere::slide_sphere: cross(collision normal, contact plane normal).
    s.collision_normal_valid = true;
    s.collision_normal = {-1, 0, 0};
    REQUIRE(crease_direction(s, d) == CreaseSource::SlideSphere);
    const glm::vec3 want = glm::normalize(glm::cross(s.collision_normal, s.contact_normal));
    CHECK(glm::length(d - want) < 1e-6f);
    CHECK(std::abs(glm::dot(d, s.collision_normal)) < 1e-6f);
    CHECK(std::abs(glm::dot(d, s.contact_normal)) < 1e-6f);
    // CTransition::adjust_offset: cross(contact normal, sliding normal).
    s.collision_normal_valid = false;
    s.sliding_normal_valid = true;
    s.sliding_normal = {0, 1, 0};
    REQUIRE(crease_direction(s, d) == CreaseSource::AdjustOffset);
    CHECK(glm::length(d - glm::normalize(glm::cross(s.contact_normal, s.sliding_normal))) < 1e-6f);
    // Parallel normals have no crease (retail then slides along the normal instead).
    s.sliding_normal_valid = false;
    s.collision_normal_valid = true;
    s.collision_normal = s.contact_normal;
    CHECK(crease_direction(s, d) == CreaseSource::None);

    // Drawn through the sub-step's anchor along that direction.
    auto trace = wall_trace();
    DebugDrawSettings settings = all_off();
    settings.crease = true;
    Recorder r;
    draw_trace(r, *trace, settings);
    REQUIRE(r.of(DebugRole::Crease).size() == 2); // the touch and the slide
    const Shape& a = *r.of(DebugRole::Crease)[0];
    const glm::vec3 dir = glm::normalize(a.points[1] - a.points[0]);
    CHECK(glm::length(dir - glm::normalize(glm::cross(glm::vec3(-1, 0, 0), glm::vec3(0, 0, 1)))) <
          1e-5f);
    CHECK(glm::length((a.points[0] + a.points[1]) * 0.5f - trace->steps[1].spheres[0].center) <
          1e-5f);
}

TEST_CASE("debug draw: node spheres are the BSP's, placed, by depth and probe", "[debug]") {
    const auto bsp = sweeplab::test::compile_shell(sweeplab::test::box_mesh({1, 1, 1}));
    REQUIRE(bsp->nodes().size() > 3);
    PlacedBsp placed{bsp.get(), Frame::from_yaw({10, 0, 0}, 0.5f), 2.0f};
    // Preorder, the node table's own order; empty leaves (radius 0) have no sphere.
    std::vector<std::size_t> with_sphere;
    for (std::size_t i = 0; i < bsp->nodes().size(); ++i)
        if (bsp->nodes()[i].bounding_sphere.radius > 0.0f) with_sphere.push_back(i);
    REQUIRE(with_sphere.size() > 3);
    Recorder all;
    const std::uint32_t n = draw_bsp_node_spheres(all, placed, 64, nullptr, 10000);
    REQUIRE(n == with_sphere.size());
    REQUIRE(all.shapes.size() == n);
    for (std::size_t i = 0; i < n; ++i) {
        const Sphere& local = bsp->nodes()[with_sphere[i]].bounding_sphere;
        const Shape& s = all.shapes[i];
        CHECK(s.kind == Kind::Sphere);
        CHECK(s.role == DebugRole::NodeSphere);
        CHECK(glm::length(s.points[0] - placed.frame.local_to_global(local.center * 2.0f)) < 1e-5f);
        CHECK(s.size == Approx(local.radius * 2.0f));
    }
    Recorder root;
    CHECK(draw_bsp_node_spheres(root, placed, 0, nullptr, 10000) == 1);
    Recorder budget;
    CHECK(draw_bsp_node_spheres(budget, placed, 64, nullptr, 2) == 2);
    const Sphere far{{100, 0, 0}, 0.5f};
    Recorder none;
    CHECK(draw_bsp_node_spheres(none, placed, 64, &far, 10000) == 0);
    const Sphere touching{placed.frame.origin, 0.5f};
    Recorder some;
    const std::uint32_t k = draw_bsp_node_spheres(some, placed, 64, &touching, 10000);
    CHECK(k >= 1);
    CHECK(k <= n);
}

TEST_CASE("debug draw: node spheres of the objects near the sweep", "[debug]") {
    World w;
    w.add_ground(0.0f, 50.0f);
    sweeplab::test::add_box(w, 1, {2.5f, 0, 0.5f}, {0.5f, 2, 0.5f});   // beside the trace
    sweeplab::test::add_box(w, 2, {30, 30, 0.5f}, {0.5f, 0.5f, 0.5f}); // far away
    w.finalize();
    const auto trace = wall_trace();
    const Sphere probe = trace_bounds(*trace);
    CHECK(probe.radius > 0.9f);
    std::array<PlacedBsp, kMaxDebugBsps> near{};
    REQUIRE(bsps_near(w, *trace, probe, near) == 1);
    CHECK(near[0].frame.origin == glm::vec3(2.5f, 0, 0.5f));

    DebugDrawSettings s = all_off();
    Recorder off;
    draw_node_spheres(off, w, *trace, s);
    CHECK(off.shapes.empty());
    s.node_spheres = true;
    s.node_depth = 0;
    Recorder root;
    draw_node_spheres(root, w, *trace, s);
    CHECK(root.of(DebugRole::NodeSphere).size() == 1);
    s.node_depth = 64;
    s.node_spheres_touched_only = false;
    Recorder every;
    draw_node_spheres(every, w, *trace, s);
    const auto nodes = near[0].bsp->nodes();
    CHECK(every.shapes.size() == static_cast<std::size_t>(std::count_if(
                                     nodes.begin(), nodes.end(), [](const PhysicsBspNode& nd) {
                                         return nd.bounding_sphere.radius > 0.0f;
                                     })));
    // An empty trace has no sweep to be near.
    FrameTrace empty;
    Recorder e;
    draw_node_spheres(e, w, empty, s);
    CHECK(e.shapes.empty());
}

TEST_CASE("debug draw: cells and portals come from the visibility decision", "[debug]") {
    // Two rooms joined by a doorway wall, as the cell-view tests build them.
    World world;
    world.add_ground(0.0f, 60.0f);
    std::vector<PortalShape> shapes;
    auto room = [&](std::uint32_t id, float x0, std::vector<PortalDesc> portals) {
        MeshInput m = sweeplab::test::box_mesh({2, 2, 1.5f});
        for (glm::vec3& v : m.vertices)
            v += glm::vec3(x0 + 2, 0, 1.5f);
        for (MeshPolygon& p : m.polygons)
            std::reverse(p.indices.begin(), p.indices.end());
        REQUIRE_FALSE(world.add_env_cell(id, m, Frame{}, portals).has_value());
        for (std::uint32_t k = 0; k < portals.size(); ++k) {
            PortalShape ps{id, k, {}};
            for (std::uint32_t i : m.polygons[portals[k].polygon].indices)
                ps.points.push_back(m.vertices[i]);
            shapes.push_back(ps);
        }
    };
    room(0x100, 0, {{4, false, 0x101}}); // box_mesh face 4 is +x
    room(0x101, 4, {{5, false, 0x100}}); // face 5 is -x
    world.finalize();
    for (PortalShape& ps : shapes)
        ps.cell = world.internal_cell_id(ps.cell);
    const PortalGraph graph(world, shapes);
    CellVisibility vis;
    vis.inside_building = true;
    vis.num_cells = 2;
    vis.cells[0] = world.internal_cell_id(0x100);
    vis.cells[1] = world.internal_cell_id(0x101);
    vis.num_portals = 1;
    vis.portals[0] = {vis.cells[0], vis.cells[1], 0, ViewRect::full()};

    DebugDrawSettings s = all_off();
    s.cell_bounds = true;
    Recorder cells;
    draw_cells(cells, graph, vis, s);
    REQUIRE(cells.of(DebugRole::CameraCell).size() == 1);
    REQUIRE(cells.of(DebugRole::VisibleCell).size() == 1);
    const Shape& box = *cells.of(DebugRole::CameraCell)[0];
    CHECK(glm::length(box.points[0] - (graph.cells()[0].bounds_min + glm::vec3(0.04f))) < 1e-5f);
    CHECK(cells.of(DebugRole::VisitedPortal).empty());
    s.cell_bounds = false;
    s.portals = true;
    Recorder portals;
    draw_cells(portals, graph, vis, s);
    REQUIRE(portals.shapes.size() == 1);
    CHECK(portals.shapes[0].role == DebugRole::VisitedPortal);
    CHECK(portals.shapes[0].points.size() == graph.portals()[0].num_points);
    // An out-of-range portal index or unknown cell is skipped, not read.
    vis.portals[0].portal = 999;
    vis.cells[1] = 0xDEAD0100u;
    s.cell_bounds = true;
    Recorder skipped;
    draw_cells(skipped, graph, vis, s);
    CHECK(skipped.shapes.size() == 1); // the camera's cell only
}

TEST_CASE("debug draw: the camera seen from its own eye", "[debug]") {
    ChaseCameraFrame cam;
    cam.pivot = {0, 0, 1.6f};
    cam.sought = {0, -4, 3};
    cam.eye = {0, -1, 2}; // the sweep stopped 3 m short
    DebugDrawSettings s;
    s.final_eye = true;
    Recorder from_eye;
    draw_camera(from_eye, cam, s, true);
    CHECK(from_eye.of(DebugRole::FinalEye).empty()); // it would wrap the view
    CHECK(from_eye.of(DebugRole::SoughtEye).size() == 2);
    CHECK(from_eye.of(DebugRole::SweptViewer).size() == 1); // the sphere at the sought eye
    CHECK(from_eye.of(DebugRole::SweptViewer)[0]->size == Approx(kViewerSphereRadius));
    cam.eye = cam.sought - glm::vec3(0, 0, 0.5f); // almost where it was sent
    Recorder close;
    draw_camera(close, cam, s, true);
    CHECK(close.shapes.size() == 1); // the pivot only
    Recorder above;
    draw_camera(above, cam, s, false);
    CHECK(above.of(DebugRole::FinalEye).size() == 2);
    CHECK(above.of(DebugRole::SweptViewer).size() == 6); // sphere, tube's 4 sides, start
}

TEST_CASE("debug draw: degenerate and NaN input never draws a NaN", "[debug]") {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    auto t = wall_trace();
    t->steps[0].spheres[0].center.x = nan;
    t->steps[0].contact_normal = {nan, 0, 1};
    t->steps[1].collision_normal = {0, 0, 0};
    t->steps[1].collide_polygon.world[2] = glm::vec3(nan);
    t->steps[2].sliding_normal = {nan, nan, nan};
    t->steps[2].curr_pos = glm::vec3(nan);
    // A polygon with every vertex on one line: no face normal, drawn unmoved.
    t->steps[2].collide_polygon = square(3, {2, 0, 1}, {0, 1, 0}, {0, 0, 0});
    t->steps[2].collide_polygon.index = 3;
    t->steps[2].collision_normal_valid = true;
    t->steps[2].collision_normal = {0, 0, 1}; // parallel to the floor: no crease
    DebugDrawSettings s = all_off();
    for (Flag f : kTraceFlags)
        s.*f = true;
    Recorder r;
    draw_trace(r, *t, s);
    CHECK(r.all_finite());
    CHECK_FALSE(r.shapes.empty());

    ChaseCameraFrame cam;
    cam.pivot = glm::vec3(nan);
    cam.sought = {0, 0, 0};
    cam.eye = {0, 0, 0}; // a zero-length sweep
    for (Flag f : kCameraFlags)
        s.*f = true;
    Recorder c;
    draw_camera(c, cam, s, false);
    CHECK(c.all_finite());
    t->count = 100000; // more than the buffer holds: clamped
    Recorder big;
    draw_trace(big, *t, s);
    CHECK(big.all_finite());
}

TEST_CASE("debug draw: drawing allocates nothing", "[debug][alloc]") {
    World w;
    w.add_ground(0.0f, 50.0f);
    sweeplab::test::add_box(w, 1, {2.5f, 0, 0.5f}, {0.5f, 2, 0.5f});
    w.finalize();
    const auto trace = wall_trace();
    ChaseCameraFrame cam;
    cam.sought = {0, -4, 3};
    DebugDrawSettings s;
    for (Flag f : kTraceFlags)
        s.*f = true;
    for (Flag f : kCameraFlags)
        s.*f = true;
    s.node_spheres = true;
    LineCounter r;
    AllocationCounter::start();
    draw_trace(r, *trace, s);
    draw_node_spheres(r, w, *trace, s);
    draw_camera(r, cam, s, false);
    CHECK(AllocationCounter::stop() == 0);
    CHECK(r.lines > 0);
}
