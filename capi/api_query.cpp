// The C API's queries of the physics (docs/c-api.md, "Transitions and sweeps"): a raw
// CTransition between two positions with its full collision state out, a swept missile
// sphere for lines of sight and projectiles, and the surface below a point. Each runs a
// physics::Mover of its own (one allocation per call: queries are not the step's hot path).
#include <cmath>
#include <memory>
#include <string>

#include <glm/geometric.hpp>

#include "capi/args.h"
#include "capi/frames.h"
#include "capi/handles.h"
#include "capi/status.h"
#include "physics/transition/transition.h"
#include "physics/world/trace.h"

using namespace sweeplab;
using namespace sweeplab::capi;

namespace {

// FloorZ (retail PhysicsGlobals::floor_z): the least normal z a walkable surface has.
constexpr float kFloorZ = 0.66417414f;

// A mover standing at `at` exactly (no placement): its state set directly.
void stand_at(physics::Mover& m, const WorldPoint& at, bool contact, bool on_walkable) {
    physics::MoverState st;
    m.save_state(st);
    st.pos.objcell_id = at.cell != 0 ? at.cell : 0u;
    st.pos.frame = physics::Frame{at.point, at.rotation};
    st.transient = physics::TransientState::Active;
    if (contact) {
        // The level plane through the feet: what an object standing on level ground has.
        st.transient |= physics::TransientState::Contact;
        if (on_walkable) st.transient |= physics::TransientState::OnWalkable;
        st.contact_plane = physics::Plane{glm::vec3(0.0f, 0.0f, 1.0f), -at.point.z};
        st.contact_plane_cell_id = st.pos.objcell_id;
    }
    m.restore_state(st);
}

// The cell a start without one is in (the mover's own rule: sphere 0's centre, then the feet).
std::uint32_t cell_of(const physics::World& world, const physics::MoverConfig& c,
                      const glm::vec3& feet) {
    std::uint32_t cell = world.find_cell(feet + c.spheres[0].center);
    if (cell == 0) cell = world.find_cell(feet);
    return cell;
}

void copy3(float* out, const glm::vec3& v) {
    out[0] = v.x;
    out[1] = v.y;
    out[2] = v.z;
}

} // namespace

extern "C" {

SL_API sl_status sl_transition(const sl_world* world, const sl_transition_desc* desc,
                               sl_transition_result* out) {
    static constexpr const char* fn = "sl_transition";
    if (sl_status s = need_world(world, fn); s != SL_OK) return s;
    if (sl_status s = need(desc, fn, "desc"); s != SL_OK) return s;
    if (sl_status s = need(out, fn, "out"); s != SL_OK) return s;
    if (sl_status s = need_struct_size(desc->struct_size, sizeof *desc, sizeof *desc, fn, "desc");
        s != SL_OK)
        return s;
    const sl_transition_desc& d = *desc;
    constexpr std::uint32_t kKnownFlags = SL_MOVE_CONTACT | SL_MOVE_ON_WALKABLE |
                                          SL_MOVE_EDGE_SLIDE | SL_MOVE_MISSILE | SL_MOVE_ETHEREAL |
                                          SL_MOVE_PLACEMENT;
    if ((d.flags & ~kKnownFlags) != 0u)
        return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": desc->flags has unknown bits");
    return guarded(fn, [&] {
        physics::MoverConfig c = physics::MoverConfig::remote();
        c.reading = world->reading;
        c.id = d.object_id;
        c.spheres.clear();
        if (sl_status s = need_spheres(d.num_spheres, 1, d.spheres, fn, c.spheres); s != SL_OK)
            return s;
        if (sl_status s = need_step_height(d.step_up_height, fn, "desc->step_up_height");
            s != SL_OK)
            return s;
        if (sl_status s = need_step_height(d.step_down_height, fn, "desc->step_down_height");
            s != SL_OK)
            return s;
        c.step_up_height = d.step_up_height;
        c.step_down_height = d.step_down_height;
        c.state = physics::PhysicsState::Gravity;
        if ((d.flags & SL_MOVE_EDGE_SLIDE) != 0u) c.state |= physics::PhysicsState::EdgeSlide;
        if ((d.flags & SL_MOVE_MISSILE) != 0u) c.state |= physics::PhysicsState::Missile;
        if ((d.flags & SL_MOVE_ETHEREAL) != 0u) c.state |= physics::PhysicsState::Ethereal;
        WorldPoint a, b;
        if (sl_status s = to_world(*world, d.start, a, fn, "desc->start"); s != SL_OK) return s;
        const bool placement = (d.flags & SL_MOVE_PLACEMENT) != 0u;
        if (!placement)
            if (sl_status s = to_world(*world, d.end, b, fn, "desc->end"); s != SL_OK) return s;
        if (a.cell == 0) a.cell = cell_of(*world->world, c, a.point);
        if (b.cell == 0 && !placement) b.cell = cell_of(*world->world, c, b.point);

        physics::Mover m(*world->world, c);
        bool moved = false;
        sl_transition_result r{};
        if (placement) {
            moved = m.place(a.point, heading_of(a.rotation), a.cell);
            r.state = moved ? SL_TRANSITION_OK : SL_TRANSITION_INVALID;
        } else {
            stand_at(m, a, (d.flags & SL_MOVE_CONTACT) != 0u,
                     (d.flags & SL_MOVE_ON_WALKABLE) != 0u);
            // The trace only for the last sub-step's insert result (the transition state).
            auto trace = std::make_unique<physics::FrameTrace>();
            moved = m.move_to(physics::Position{b.cell, physics::Frame{b.point, b.rotation}},
                              trace.get());
            r.state = trace->count > 0
                          ? static_cast<sl_transition_state>(trace->steps[trace->count - 1].result)
                          : SL_TRANSITION_OK;
            if (!moved) r.state = SL_TRANSITION_INVALID;
        }
        r.moved = moved ? 1u : 0u;
        const physics::Position& at = m.position();
        from_world(*world, at.frame.origin, at.objcell_id, at.frame.orientation, r.position);
        r.distance = glm::length(at.frame.origin - a.point);
        if (const physics::Transition* t = m.last_transition()) {
            const physics::CollisionInfo& ci = t->collision_info;
            r.contact_plane_valid = ci.contact_plane_valid ? 1u : 0u;
            // The plane in the end's landblock frame: n . (p_world) + d_world = 0 with
            // p_world = p_local + offset.
            const glm::vec3 offset =
                at.frame.origin -
                glm::vec3(r.position.origin[0], r.position.origin[1], r.position.origin[2]);
            copy3(r.contact_plane, ci.contact_plane.normal);
            r.contact_plane[3] = ci.contact_plane.d + glm::dot(ci.contact_plane.normal, offset);
            r.contact_plane_cell =
                ci.contact_plane_cell_id != 0 && physics::is_indoor_cell(ci.contact_plane_cell_id)
                    ? r.position.cell
                    : ci.contact_plane_cell_id;
            r.contact_plane_is_water = ci.contact_plane_is_water ? 1u : 0u;
            r.collision_normal_valid = ci.collision_normal_valid ? 1u : 0u;
            copy3(r.collision_normal, ci.collision_normal);
            r.sliding_normal_valid = ci.sliding_normal_valid ? 1u : 0u;
            copy3(r.sliding_normal, ci.sliding_normal);
            r.collided_with_environment = ci.collided_with_environment ? 1u : 0u;
            r.hit_object = ci.last_collided_object;
            r.num_hit_objects = ci.num_collide_object;
            r.substeps = t->num_substeps;
        }
        *out = r;
        return SL_OK;
    });
}

SL_API sl_status sl_sweep_sphere(const sl_world* world, const sl_position* from,
                                 const sl_position* to, float radius, sl_sweep_result* out) {
    static constexpr const char* fn = "sl_sweep_sphere";
    if (sl_status s = need_world(world, fn); s != SL_OK) return s;
    if (sl_status s = need(from, fn, "from"); s != SL_OK) return s;
    if (sl_status s = need(to, fn, "to"); s != SL_OK) return s;
    if (sl_status s = need(out, fn, "out"); s != SL_OK) return s;
    if (sl_status s = need_finite(radius, fn, "radius"); s != SL_OK) return s;
    if (radius <= 0.0f || radius > 100.0f)
        return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": radius is " + std::to_string(radius) +
                                           " (above 0, at most 100)");
    return guarded(fn, [&] {
        sl_transition_desc d{};
        d.struct_size = sizeof d;
        d.num_spheres = 1;
        d.spheres[0][3] = radius;
        d.flags = SL_MOVE_MISSILE;
        d.start = *from;
        d.end = *to;
        sl_transition_result r{};
        if (sl_status s = sl_transition(world, &d, &r); s != SL_OK) return s;
        WorldPoint a, b;
        (void)to_world(*world, *from, a, fn, "from");
        (void)to_world(*world, *to, b, fn, "to");
        const float whole = glm::length(b.point - a.point);
        sl_sweep_result o{};
        o.hit = r.moved == 0u || r.collision_normal_valid != 0u || r.hit_object != 0u ||
                        r.collided_with_environment != 0u
                    ? 1u
                    : 0u;
        o.fraction = o.hit == 0u || whole <= 0.0f ? 1.0f : std::fmin(1.0f, r.distance / whole);
        o.position = r.position;
        if (r.collision_normal_valid != 0u)
            for (int i = 0; i < 3; ++i)
                o.normal[i] = r.collision_normal[i];
        o.hit_object = r.hit_object;
        o.hit_environment = r.collided_with_environment;
        *out = o;
        return SL_OK;
    });
}

SL_API sl_status sl_world_surface_below(const sl_world* world, const sl_position* point,
                                        float max_drop, sl_surface* out) {
    static constexpr const char* fn = "sl_world_surface_below";
    if (sl_status s = need_world(world, fn); s != SL_OK) return s;
    if (sl_status s = need(point, fn, "point"); s != SL_OK) return s;
    if (sl_status s = need(out, fn, "out"); s != SL_OK) return s;
    if (sl_status s = need_finite(max_drop, fn, "max_drop"); s != SL_OK) return s;
    if (max_drop <= 0.0f || max_drop > 10000.0f)
        return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": max_drop is " +
                                           std::to_string(max_drop) + " (above 0, at most 10000)");
    return guarded(fn, [&] {
        constexpr float kProbe = 0.05f; // a projectile's sphere (MoverConfig::projectile)
        sl_position to = *point;
        to.origin[2] -= max_drop;
        sl_sweep_result r{};
        if (sl_status s = sl_sweep_sphere(world, point, &to, kProbe, &r); s != SL_OK) return s;
        if (r.hit == 0u || r.normal[2] <= 0.0f)
            return fail(SL_ERROR_NOT_FOUND, std::string(fn) + ": no surface within " +
                                                std::to_string(max_drop) + " m below the point");
        sl_surface o{};
        o.position = r.position;
        // The sphere's lowest point along the surface's normal: where it touches.
        for (int i = 0; i < 3; ++i)
            o.position.origin[i] -= r.normal[i] * kProbe;
        for (int i = 0; i < 3; ++i)
            o.normal[i] = r.normal[i];
        o.walkable = r.normal[2] >= kFloorZ ? 1u : 0u;
        o.hit_object = r.hit_object;
        WorldPoint w;
        if (to_world(*world, o.position, w, fn, "point", false) == SL_OK &&
            !physics::is_indoor_cell(o.position.cell))
            o.water_depth = world->world->water_depth_at(w.point.x, w.point.y);
        *out = o;
        return SL_OK;
    });
}

} // extern "C"
