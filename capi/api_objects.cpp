// The C API's objects (docs/c-api.md, "Objects"): added, moved and removed between steps,
// each placed as the server places a spawn (physics/world/enter_world.h: CPhysicsObj::
// enter_world, the saved cell adjusted, the placement transition's ring search), then filed
// as a dynamic object (physics::World::add_dynamic_object) so movers collide with it.
#include <atomic>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>

#include <glm/geometric.hpp>

#include "capi/args.h"
#include "capi/frames.h"
#include "capi/handles.h"
#include "capi/status.h"

using namespace sweeplab;
using namespace sweeplab::capi;

namespace {

// The ids given to objects added without one: unique in the process, so that a handle of
// another world never names an object of this one.
std::uint32_t next_object_id() {
    static std::atomic<std::uint32_t> next{0x7FF00001u};
    return next.fetch_add(1u, std::memory_order_relaxed);
}

// Within this of the asked position an object counts as placed where asked.
constexpr float kPlacedWithin = 0.001f;

const char* why_dropped(const physics::EnterWorldResult& r) {
    if (r.lost_cell) return "no cell holds the position (AdjustPosition found none)";
    if (r.left_landblock) return "it would leave its landblock (ACE's spawn drop)";
    switch (r.error) {
    case physics::SetPositionError::NoValidPosition:
        return "no valid position: the placement's ring search found no free spot";
    case physics::SetPositionError::NoCell:
        return "no cell holds the position";
    case physics::SetPositionError::Collided:
        return "it collides where it is put";
    case physics::SetPositionError::GeneralFailure:
        return "the placement transition failed";
    case physics::SetPositionError::OK:
        break;
    }
    return "";
}

sl_status read_object(const sl_object_desc& d, const char* fn, physics::ObjectDesc& o,
                      physics::PlacementObject& p) {
    if (sl_status s = need_finite(d.scale, fn, "desc->scale"); s != SL_OK) return s;
    if (d.scale < 0.0f || d.scale > 1000.0f)
        return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": desc->scale is out of 0..1000");
    if (d.ethereal > 1u || d.creature > 1u)
        return fail(SL_ERROR_ARGUMENT,
                    std::string(fn) + ": desc->ethereal and ->creature are 0 or 1");
    if (sl_status s = need_spheres(d.num_spheres, 0, d.spheres, fn, o.spheres); s != SL_OK)
        return s;
    p.spheres = o.spheres;
    if (sl_status s = need_finite(d.cylinder_radius, fn, "desc->cylinder_radius"); s != SL_OK)
        return s;
    if (sl_status s = need_finite(d.cylinder_height, fn, "desc->cylinder_height"); s != SL_OK)
        return s;
    if (d.cylinder_radius < 0.0f || d.cylinder_radius > 100.0f || d.cylinder_height < 0.0f ||
        d.cylinder_height > 100.0f)
        return fail(SL_ERROR_ARGUMENT,
                    std::string(fn) + ": desc->cylinder_radius and ->cylinder_height are 0..100");
    if (d.cylinder_radius > 0.0f)
        o.cylspheres.push_back(
            physics::CylSphereShape{glm::vec3(0.0f), d.cylinder_radius, d.cylinder_height});
    if (o.spheres.empty() && o.cylspheres.empty())
        return fail(SL_ERROR_ARGUMENT,
                    std::string(fn) + ": desc has no shape (num_spheres 0 and no cylinder)");
    o.scale = d.scale == 0.0f ? 1.0f : d.scale;
    o.state = d.ethereal != 0u ? physics::PhysicsState::Ethereal : physics::PhysicsState::None;
    o.creature = d.creature != 0u;
    p.desc.id = d.id;
    p.desc.state = o.state;
    p.desc.scale = o.scale;
    p.desc.is_creature = o.creature;
    return SL_OK;
}

// enter_world at `at`; fills the outcome. True when the object entered.
bool place(sl_world& w, const physics::PlacementObject& obj, const WorldPoint& at,
           physics::Position& where, sl_placement_result& result) {
    if (!w.placer) w.placer = std::make_unique<physics::EnterWorld>(*w.world);
    // A spawn's saved position always has a cell: without one given, the cell holding the
    // point, else the land cell under it (LandDefs::adjust_to_outside).
    std::uint32_t cell = at.cell;
    if (cell == 0) cell = w.world->find_cell(at.point + glm::vec3(0.0f, 0.0f, 0.05f));
    if (cell == 0) cell = physics::adjust_to_outside(*w.world, at.point);
    const physics::Position asked{cell, physics::Frame{at.point, at.rotation}};
    const physics::EnterWorldResult r = w.placer->enter_world(obj, asked, w.reading);
    sl_placement_result o{};
    if (!r.entered()) {
        o.outcome = SL_DROPPED;
        from_world(w, at.point, at.cell, at.rotation, o.position);
        o.why = why_dropped(r);
        result = o;
        return false;
    }
    where = r.pos;
    o.moved_by = glm::length(r.pos.frame.origin - at.point);
    o.outcome = o.moved_by <= kPlacedWithin ? SL_PLACED : SL_MOVED;
    from_world(w, r.pos.frame.origin, r.pos.objcell_id, r.pos.frame.orientation, o.position);
    o.why = "";
    result = o;
    return true;
}

sl_status need_object(const sl_world& w, sl_object_handle h, const char* fn) {
    if (h.index >= w.objects.size() || w.objects[h.index].id != h.id) {
        char msg[160];
        std::snprintf(msg, sizeof msg,
                      "%s: object {index %u, id 0x%08X} is not an object of "
                      "this world",
                      fn, h.index, h.id);
        return fail(SL_ERROR_NOT_FOUND, msg);
    }
    if (!w.objects[h.index].present) {
        char msg[160];
        std::snprintf(msg, sizeof msg, "%s: object 0x%08X was removed or dropped", fn, h.id);
        return fail(SL_ERROR_NOT_FOUND, msg);
    }
    return SL_OK;
}

} // namespace

extern "C" {

SL_API sl_status sl_world_add_object(sl_world* world, const sl_object_desc* desc,
                                     const sl_position* at, sl_object_handle* out,
                                     sl_placement_result* placement) {
    static constexpr const char* fn = "sl_world_add_object";
    if (sl_status s = need_world(world, fn); s != SL_OK) return s;
    if (sl_status s = need(desc, fn, "desc"); s != SL_OK) return s;
    if (sl_status s = need(at, fn, "at"); s != SL_OK) return s;
    if (sl_status s = need(out, fn, "out"); s != SL_OK) return s;
    if (sl_status s = need_struct_size(desc->struct_size, sizeof *desc, sizeof *desc, fn, "desc");
        s != SL_OK)
        return s;
    return guarded(fn, [&] {
        physics::ObjectDesc o;
        SlObject obj;
        if (sl_status s = read_object(*desc, fn, o, obj.placement); s != SL_OK) return s;
        WorldPoint p;
        if (sl_status s = to_world(*world, *at, p, fn, "at"); s != SL_OK) return s;
        obj.id = desc->id != 0 ? desc->id : next_object_id();
        o.id = obj.id;
        obj.placement.desc.id = obj.id;
        sl_placement_result r{};
        physics::Position where;
        if (place(*world, obj.placement, p, where, r)) {
            o.pos = where;
            obj.registry_index = world->world->add_dynamic_object(o);
            obj.present = true;
        }
        const sl_object_handle h{static_cast<std::uint32_t>(world->objects.size()), obj.id};
        world->objects.push_back(std::move(obj));
        *out = h;
        if (placement != nullptr) *placement = r;
        return SL_OK;
    });
}

SL_API sl_status sl_world_move_object(sl_world* world, sl_object_handle object,
                                      const sl_position* to, sl_placement_result* placement) {
    static constexpr const char* fn = "sl_world_move_object";
    if (sl_status s = need_world(world, fn); s != SL_OK) return s;
    if (sl_status s = need(to, fn, "to"); s != SL_OK) return s;
    if (sl_status s = need_object(*world, object, fn); s != SL_OK) return s;
    return guarded(fn, [&] {
        WorldPoint p;
        if (sl_status s = to_world(*world, *to, p, fn, "to"); s != SL_OK) return s;
        SlObject& obj = world->objects[object.index];
        sl_placement_result r{};
        physics::Position where;
        // A move that finds no place leaves the object where it was (retail's SetPosition).
        if (place(*world, obj.placement, p, where, r))
            world->world->move_dynamic_object(obj.registry_index, where);
        if (placement != nullptr) *placement = r;
        return SL_OK;
    });
}

SL_API sl_status sl_world_remove_object(sl_world* world, sl_object_handle object) {
    static constexpr const char* fn = "sl_world_remove_object";
    if (sl_status s = need_world(world, fn); s != SL_OK) return s;
    if (sl_status s = need_object(*world, object, fn); s != SL_OK) return s;
    return guarded(fn, [&] {
        world->world->set_dynamic_object_removed(world->objects[object.index].registry_index, true);
        world->objects[object.index].present = false;
        return SL_OK;
    });
}

} // extern "C"
