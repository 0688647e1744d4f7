#include "sim/hit_record.h"
#include "sim/record_names.h"

#include <cstdio>

#include "physics/geometry/polygon.h"
#include "scene/location.h"

namespace sweeplab::app {

namespace {

// The stored polygon index of entry `index` of a physics BSP ("polygon #N?" when the trace
// names an entry the tree does not have).
std::string polygon_number(const physics::PhysicsBsp* bsp, std::int32_t index) {
    if (bsp == nullptr || index < 0 || static_cast<std::size_t>(index) >= bsp->polygons().size())
        return "polygon #" + std::to_string(index) + "?";
    return "polygon " +
           std::to_string(bsp->polygons()[static_cast<std::size_t>(index)].source_polygon);
}

// A DAT object as its records: the GfxObj stab, the Setup's part and its GfxObj, or a
// building's shell; a cell static says its cell.
std::string dat_object_name(const scene::DatObjectDesc& o) {
    std::string s;
    if (o.building >= 0) {
        s = std::string(record_kind(o.record_id)) + " " + hex(o.record_id, 8) + " (building shell)";
    } else if (o.part >= 0) {
        s = "Setup " + hex(o.record_id, 8) + " part " + std::to_string(o.part);
        if (o.gfx_obj_id != 0) s += " GfxObj " + hex(o.gfx_obj_id, 8);
    } else {
        s = std::string(record_kind(o.record_id)) + " " + hex(o.record_id, 8);
    }
    return s;
}

// A server world object: `weenie 0x7A9B4000 Door (412) Setup 0x0200027C`.
std::string world_object_name(const scene::WorldObjectDesc& w) {
    std::string s = "weenie " + hex(w.guid, 8) + " " + (w.name.empty() ? "?" : w.name) + " (" +
                    std::to_string(w.wcid) + ")";
    if (w.setup != 0) s += " Setup " + hex(w.setup, 8);
    return s;
}

// The drawing entry of world object `w`'s first part with a BSP (its part and GfxObj).
const scene::DatObjectDesc* world_part(const scene::DatWorldDesc& desc, std::uint32_t guid) {
    for (const scene::DatObjectDesc& o : desc.objects)
        if (o.world_object >= 0 && o.object_id == guid) return &o;
    return nullptr;
}

std::string in_cell(const scene::DatObjectDesc& o) {
    return o.cell != 0 ? " in EnvCell " + hex(o.cell, 8) : "";
}

const char* shapes_name(const scene::DatObjectDesc& o) {
    switch (o.shape) {
    case scene::DatShape::CylSpheres:
        return " cylspheres";
    case scene::DatShape::Spheres:
        return " spheres";
    case scene::DatShape::Bsp:
        return " bsp";
    case scene::DatShape::None:
        break;
    }
    return "";
}

bool is_object_hit(physics::SubstepHit hit) {
    return hit == physics::SubstepHit::Sphere || hit == physics::SubstepHit::CylSphere ||
           hit == physics::SubstepHit::ObjectBsp || hit == physics::SubstepHit::Building;
}

// The retail id of the cell that held a sub-step: a DAT world's land cells carry theirs.
std::uint32_t shown_cell(const scene::DatWorldDesc* desc, const physics::World& world,
                         std::uint32_t internal_id) {
    if (desc != nullptr && internal_id != 0 && !physics::is_indoor_cell(internal_id))
        return internal_id;
    return world.external_cell_id(internal_id);
}

} // namespace

std::string cell_record(const scene::DatWorldDesc* desc, const physics::World& world,
                        std::uint32_t internal_id) {
    if (desc != nullptr)
        if (const scene::DatCellDesc* c = desc->cell_by_internal(internal_id))
            return "EnvCell " + hex(c->id, 8) + " Environment " + hex(c->environment_id, 8) +
                   " structure " + std::to_string(c->cell_structure);
    return "cell " + hex(world.external_cell_id(internal_id), 4);
}

std::string polygon_record(const scene::DatWorldDesc* desc, const physics::World& world,
                           const physics::TracedPolygon& polygon) {
    if (!polygon.valid()) return "-";
    if (physics::is_indoor_cell(polygon.owner))
        if (const physics::EnvCell* cell = world.env_cell(polygon.owner))
            return cell_record(desc, world, polygon.owner) + " " +
                   polygon_number(&cell->physics_bsp, polygon.index);
    const physics::ShadowObject* o = world.objects().find(polygon.owner);
    const std::string number =
        polygon_number(o != nullptr ? world.objects().bsp(*o) : nullptr, polygon.index);
    if (desc != nullptr)
        if (const scene::WorldObjectDesc* w = desc->world_object(polygon.owner)) {
            std::string s = world_object_name(*w);
            if (const scene::DatObjectDesc* p = world_part(*desc, polygon.owner); p && p->part >= 0)
                s += " part " + std::to_string(p->part) + " GfxObj " + hex(p->gfx_obj_id, 8);
            return s + " " + number;
        }
    if (desc != nullptr)
        if (const scene::DatObjectDesc* d = desc->object(polygon.owner))
            return dat_object_name(*d) + " " + number + in_cell(*d);
    return "object " + std::to_string(polygon.owner) + " " + number;
}

std::string object_record(const scene::DatWorldDesc* desc, const physics::World& world,
                          std::uint32_t object_id) {
    if (desc != nullptr)
        if (const scene::WorldObjectDesc* w = desc->world_object(object_id)) {
            const scene::DatObjectDesc* p = world_part(*desc, object_id);
            return world_object_name(*w) + (p != nullptr ? shapes_name(*p) : "");
        }
    if (desc != nullptr)
        if (const scene::DatObjectDesc* d = desc->object(object_id))
            return dat_object_name(*d) + shapes_name(*d) + in_cell(*d);
    if (world.objects().find(object_id) == nullptr)
        return "object " + std::to_string(object_id) + " (not in the world)";
    return "object " + std::to_string(object_id);
}

std::string land_record(const physics::World& world, const glm::vec3& point) {
    const physics::LandCell* land = world.land_cell_at(point.x, point.y);
    if (land == nullptr) return "no land";
    int tri = -1;
    for (int i = 0; i < 2 && tri < 0; ++i) // as CLandCell::find_terrain_poly tests them
        if (physics::point_in_poly2D(land->polygon(i), point, physics::Sidedness::Positive))
            tri = i;
    return "land cell " + hex(land->id, 8) + " triangle " +
           (tri < 0 ? std::string("?") : std::to_string(tri));
}

std::string substep_hit_record(const scene::DatWorldDesc* desc, const physics::World& world,
                               const physics::SubstepTrace& step) {
    if (step.collide_polygon.valid()) return polygon_record(desc, world, step.collide_polygon);
    if (is_object_hit(step.hit)) {
        const std::uint32_t id = step.hit_this_step != 0 ? step.hit_this_step : step.hit_object;
        return object_record(desc, world, id);
    }
    if (step.hit == physics::SubstepHit::Outdoor) {
        glm::vec3 low = step.curr_pos;
        if (step.num_sphere > 0)
            low = step.spheres[0].center - glm::vec3(0.0f, 0.0f, step.spheres[0].radius);
        return land_record(world, low);
    }
    if (step.hit == physics::SubstepHit::Indoor && physics::is_indoor_cell(step.cell))
        return cell_record(desc, world, step.cell) + " (no polygon noted)";
    if (step.hit == physics::SubstepHit::StationaryFloor) return "a stationary floor";
    return "nothing";
}

std::string substep_report_line(const scene::DatWorldDesc* desc, const physics::World& world,
                                const physics::SubstepTrace& step) {
    std::string line = "hit " + substep_hit_record(desc, world, step);
    if (step.walkable_polygon.valid())
        line += "; walkable " + polygon_record(desc, world, step.walkable_polygon);
    if (desc != nullptr) {
        const scene::WorldFrame frame{desc->origin_landblock};
        if (const auto loc = frame.location_text(shown_cell(desc, world, step.cell), step.curr_pos,
                                                 glm::quat(1.0f, 0.0f, 0.0f, 0.0f)))
            line += "; at " + *loc;
    }
    return line;
}

} // namespace sweeplab::app
