// The `sphere` and `cylsphere` families (docs/vectors.md): one call each of
// CSphere::intersects_sphere (0x00537A80) or CCylSphere::intersects_sphere (0x0053B440) on a
// transition whose OBJECTINFO, SPHEREPATH and COLLISIONINFO are the case's `in`. The target
// sits at cell 0xA9B4001B's origin, so its local coordinates are world coordinates; the
// transition has no cells (check_cell null), so the step-up's insert is world-free. `out` is
// the TransitionState and every tracked field the call changed.
#include <array>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>

#include <glm/geometric.hpp>

#include "physics/collision/cyl_sphere_collision.h"
#include "physics/collision/sphere_collision.h"
#include "physics/math/constants.h"
#include "physics/transition/transition.h"
#include "vectors/family.h"
#include "vectors/number_text.h"
#include "vectors/rng.h"
#include "vectors/sphere_state.h"

namespace sweeplab::vectors {

namespace {

using physics::ObjectInfoState;

constexpr std::uint32_t kCell = 0xA9B4001Bu;

// The transition every case reuses (its arena-sized scratch is large).
physics::Transition& scratch() {
    static thread_local std::unique_ptr<physics::Transition> t =
        std::make_unique<physics::Transition>();
    return *t;
}

void load(const MoverIn& m, physics::Transition& t) {
    t.init();
    t.world = nullptr;
    t.trace = nullptr;
    physics::ObjectInfo& oi = t.object_info;
    oi.state = static_cast<ObjectInfoState>(m.state);
    oi.step_up_height = m.step_up_height;
    oi.scale = 1.0f;
    physics::SpherePath& sp = t.sphere_path;
    sp.num_sphere = static_cast<std::uint32_t>(m.num_sphere);
    for (int i = 0; i < m.num_sphere; ++i) {
        const auto k = static_cast<std::size_t>(i);
        sp.local_sphere[k] = m.local[k];
        sp.global_curr_center[k] = m.gcc[k];
        sp.global_sphere[k] = m.gs[k];
    }
    sp.curr_cell = kCell;
    sp.curr_pos = physics::Position{kCell, physics::Frame{m.curr, glm::quat(1, 0, 0, 0)}};
    sp.check_pos = physics::Position{kCell, physics::Frame{m.check, glm::quat(1, 0, 0, 0)}};
    sp.check_cell = physics::kNullCellId;
    sp.begin_cell = physics::kNullCellId;
    sp.backup_cell = physics::kNullCellId;
    sp.backup_check_pos = sp.curr_pos;
    sp.localspace_pos =
        physics::Position{kCell, physics::Frame{glm::vec3(0.0f), glm::quat(1, 0, 0, 0)}};
    sp.obstruction_ethereal = m.obstruction_ethereal;
    sp.check_walkable = m.check_walkable;
    sp.collide = m.collide;
    sp.step_down = m.step_down;
    sp.insert_type = static_cast<physics::InsertType>(m.insert_type);
    sp.walk_interp = m.walk_interp;
    sp.walkable_allowance = m.walkable_allowance;
    sp.step_down_amt = m.step_down_amt;
    sp.step_up = false;
    sp.step_up_normal = glm::vec3(0.0f);
    sp.neg_poly_hit = false;
    physics::CollisionInfo& ci = t.collision_info;
    ci.contact_plane_valid = m.cp_valid;
    ci.contact_plane = m.cp;
    ci.contact_plane_is_water = m.cp_water;
    ci.contact_plane_cell_id = kCell;
    ci.last_known_contact_plane_valid = m.lk_valid;
    ci.last_known_contact_plane = m.lk;
    ci.last_known_contact_plane_is_water = m.lk_water;
    ci.last_known_contact_plane_cell_id = kCell;
    ci.sliding_normal_valid = false;
    ci.sliding_normal = glm::vec3(0.0f);
    ci.collision_normal_valid = false;
    ci.collision_normal = glm::vec3(0.0f);
}

// What the call left, in the tracked fields.
MoverOut read_back(const MoverIn& m, const physics::Transition& t, physics::TransitionState ts) {
    MoverOut o;
    o.ts = static_cast<int>(ts);
    const physics::SpherePath& sp = t.sphere_path;
    const physics::CollisionInfo& ci = t.collision_info;
    o.after = m;
    o.after.check = sp.check_pos.frame.origin;
    for (int i = 0; i < m.num_sphere; ++i)
        o.after.gs[static_cast<std::size_t>(i)] = sp.global_sphere[static_cast<std::size_t>(i)];
    o.after.collide = sp.collide;
    o.after.step_down = sp.step_down;
    o.after.walk_interp = sp.walk_interp;
    o.after.walkable_allowance = sp.walkable_allowance;
    o.after.step_down_amt = sp.step_down_amt;
    o.after.cp_valid = ci.contact_plane_valid;
    o.after.cp = ci.contact_plane;
    o.after.cp_water = ci.contact_plane_is_water;
    o.after.lk_valid = ci.last_known_contact_plane_valid;
    o.after.lk = ci.last_known_contact_plane;
    o.after.lk_water = ci.last_known_contact_plane_is_water;
    o.step_up = sp.step_up;
    o.step_up_normal = sp.step_up_normal;
    o.backup_check = sp.backup_check_pos.frame.origin;
    o.neg_poly_hit = sp.neg_poly_hit;
    o.sn_valid = ci.sliding_normal_valid;
    o.sn = ci.sliding_normal;
    o.cn_valid = ci.collision_normal_valid;
    o.cn = ci.collision_normal;
    o.cp_cell = ci.contact_plane_cell_id;
    return o;
}

MoverOut run(const SphereCase& c) {
    physics::Transition& t = scratch();
    load(c.mover, t);
    physics::TransitionState ts{};
    if (c.cylinder)
        ts = physics::cylsphere_intersects(physics::CylSphere{c.low_pt, c.radius, c.height}, t);
    else
        ts = physics::sphere_intersects(physics::Sphere{c.center, c.radius}, t, c.is_creature);
    return read_back(c.mover, t, ts);
}

} // namespace

bool sphere_owns(const JsonNode& in) {
    return in.is_object() && in.contains("local_sphere") && in.contains("center");
}

bool cylsphere_owns(const JsonNode& in) {
    return in.is_object() && in.contains("local_sphere") && in.contains("low_pt");
}

void sphere_export(Places& /*places*/, std::uint64_t seed, int count, std::string& out) {
    Rng rng(seed ^ 0x73706865ull);
    for (int i = 0; i < count; ++i) {
        const SphereCase c = make_sphere_case(rng, i, false);
        write_sphere_case(out, "sphere", i + 1, c, run(c));
    }
}

void cylsphere_export(Places& /*places*/, std::uint64_t seed, int count, std::string& out) {
    Rng rng(seed ^ 0x63796C73ull);
    for (int i = 0; i < count; ++i) {
        const SphereCase c = make_sphere_case(rng, i, true);
        write_sphere_case(out, "cylsphere", i + 1, c, run(c));
    }
}

void sphere_check(const JsonNode& line, Places& /*places*/, Comparer& cmp, CaseResult& result) {
    const SphereCase c = read_sphere_case(line, false, result);
    compare_sphere_out(member(line, "out", "line"), c, run(c), cmp, result,
                       "CSphere::intersects_sphere");
}

void cylsphere_check(const JsonNode& line, Places& /*places*/, Comparer& cmp, CaseResult& result) {
    const SphereCase c = read_sphere_case(line, true, result);
    compare_sphere_out(member(line, "out", "line"), c, run(c), cmp, result,
                       "CCylSphere::intersects_sphere");
}

} // namespace sweeplab::vectors
