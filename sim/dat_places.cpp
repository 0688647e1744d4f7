#include "sim/dat_places.h"
#include "sim/record_names.h"
#include "worlddata/weenie_types.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

#include <glm/common.hpp>

namespace sweeplab::app {

namespace {

const char* shape_name(scene::DatShape shape) {
    switch (shape) {
    case scene::DatShape::None:
        return "no collision";
    case scene::DatShape::Bsp:
        return "bsp";
    case scene::DatShape::CylSpheres:
        return "cylspheres";
    case scene::DatShape::Spheres:
        return "spheres";
    }
    return "?";
}

std::string lower_trimmed(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool matches(const std::string& label, const std::string& needle) {
    return needle.empty() || lower_trimmed(label).find(needle) != std::string::npos;
}

// The terrain under (x, y), or `fallback` off the land (or under a vertical plane).
float ground_z(const physics::World& world, float x, float y, float fallback) {
    physics::Plane plane;
    if (!world.terrain_plane(x, y, plane) || std::abs(plane.normal.z) < 1e-6f) return fallback;
    return -(plane.normal.x * x + plane.normal.y * y + plane.d) / plane.normal.z;
}

void grow(Footprint& f, bool& any, const glm::vec3& lo, const glm::vec3& hi) {
    f.min = any ? glm::min(f.min, lo) : lo;
    f.max = any ? glm::max(f.max, hi) : hi;
    any = true;
}

std::string location_of(const scene::DatWorldDesc& desc, const TeleportTarget& t) {
    const scene::WorldFrame frame{desc.origin_landblock};
    return frame.location_text(t.cell, t.position, scene::quat_from_yaw(t.yaw)).value_or("");
}

} // namespace

LocationPlan plan_location(const scene::DatWorldDesc& desc, const physics::World& world,
                           std::string_view text) {
    LocationPlan plan;
    scene::Location loc;
    try {
        loc = scene::parse_location(text);
    } catch (const scene::LocationError& e) {
        plan.error = e.what();
        return plan;
    }
    if (const auto problem = scene::cell_id_problem(loc.cell)) {
        plan.error = hex(loc.cell, 8) + ": " + *problem;
        return plan;
    }
    const scene::DatLandblockDesc* block = desc.landblock(loc.landblock());
    if (block == nullptr) {
        plan.reload = loc;
        return plan;
    }
    const scene::DatCellDesc* cell = loc.indoor() ? desc.cell(loc.cell) : nullptr;
    if (loc.indoor() && cell == nullptr) {
        plan.error = hex(loc.cell, 8) + ": no such cell: landblock " + hex(loc.landblock(), 4) +
                     " has " + std::to_string(block->num_cells) + " (0x" +
                     hex(loc.landblock(), 4).substr(2) + "0100 and up)";
        return plan;
    }
    const scene::WorldFrame frame{desc.origin_landblock};
    TeleportTarget t;
    if (loc.position) {
        t.position = frame.to_world(loc.landblock(), *loc.position);
    } else if (cell != nullptr) {
        t.position = cell->frame.origin;
    } else {
        t.position = frame.to_world(loc.landblock(), scene::land_cell_centre(loc.cell));
        t.position.z = ground_z(world, t.position.x, t.position.y, t.position.z);
    }
    t.yaw = scene::yaw_of(loc.orientation);
    t.cell = loc.indoor() ? loc.cell : 0u;
    t.location = location_of(desc, t);
    plan.target = std::move(t);
    return plan;
}

std::string cell_label(const scene::DatCellDesc& cell) {
    std::string s = hex(cell.id, 8) + "  env " + hex(cell.environment_id, 8) + " struct " +
                    std::to_string(cell.cell_structure) + "  " +
                    std::to_string(cell.portals.size()) + " portals";
    if (cell.object_count != 0) s += "  " + std::to_string(cell.object_count) + " statics";
    return s;
}

std::string object_label(const scene::DatObjectDesc& object) {
    std::string s = hex(object.record_id, 8) + " " + record_kind(object.record_id);
    if (object.part >= 0) {
        s += " part " + std::to_string(object.part);
        if (object.gfx_obj_id != 0) s += " (" + hex(object.gfx_obj_id, 8) + ")";
    }
    s += std::string("  ") + shape_name(object.shape);
    if (object.cell != 0) s += "  in " + hex(object.cell, 8);
    return s;
}

std::string building_label(const scene::DatBuildingDesc& building) {
    std::string s = "model " + hex(building.model_id, 8) + "  " +
                    std::to_string(building.portal_cells.size()) + " portals";
    for (std::size_t k = 0; k < building.portal_cells.size(); ++k)
        s += (k == 0 ? " -> " : " ") + hex(building.portal_cells[k], 8);
    return s;
}

std::string world_object_label(const scene::WorldObjectDesc& w) {
    static const char* kDid[] = {"placed", "moved", "forced", "dropped"};
    std::string s = "weenie " + hex(w.guid, 8) + " " + (w.name.empty() ? "?" : w.name) + " (" +
                    std::to_string(w.wcid) + ") " + worlddata::weenie_type_name(w.weenie_type);
    if (w.setup != 0) s += " Setup " + hex(w.setup, 8);
    // A dropped row has no cell of its own: the cell it was saved in.
    const bool dropped = w.outcome == scene::SpawnOutcome::Dropped;
    s += " cell " + hex(dropped ? w.saved_cell : w.placed_cell, 8) + " " +
         kDid[static_cast<int>(w.outcome)];
    if (w.outcome == scene::SpawnOutcome::Moved) {
        char b[32];
        std::snprintf(b, sizeof b, " %.2f m", static_cast<double>(w.moved));
        s += b;
    }
    if (w.ethereal) s += " ethereal";
    if (w.no_weenie)
        s += " (no weenie)";
    else if (w.no_setup)
        s += " (no Setup)";
    return s;
}

std::vector<PlaceGroup> list_places(const scene::DatWorldDesc& desc, std::string_view filter) {
    const std::string needle = lower_trimmed(filter);
    std::vector<PlaceGroup> groups;
    for (const scene::DatLandblockDesc& lb : desc.landblocks) {
        PlaceGroup g;
        g.landblock = lb.id;
        std::vector<PlaceEntry> cells, objects, buildings;
        for (std::uint32_t i = 0; i < desc.cells.size(); ++i)
            if ((desc.cells[i].id >> 16u) == lb.id)
                cells.push_back({PlaceKind::Cell, i, cell_label(desc.cells[i]), "", false});
        std::int32_t last_world = -1; // a world object's first drawing entry is its row
        for (std::uint32_t i = 0; i < desc.objects.size(); ++i) {
            const scene::DatObjectDesc& o = desc.objects[i];
            if (o.landblock != lb.id || o.building >= 0) continue;
            if (o.world_object >= 0) {
                if (o.world_object == last_world) continue;
                last_world = o.world_object;
                objects.push_back({PlaceKind::Object, i,
                                   world_object_label(desc.world_objects.at(
                                       static_cast<std::size_t>(o.world_object))),
                                   "", false});
                continue;
            }
            objects.push_back({PlaceKind::Object, i, object_label(o), "", false});
        }
        // Dropped rows stand nowhere, so no drawing entry lists them.
        for (std::uint32_t i = 0; i < desc.world_objects.size(); ++i) {
            const scene::WorldObjectDesc& w = desc.world_objects[i];
            if (w.landblock == lb.id && w.outcome == scene::SpawnOutcome::Dropped)
                objects.push_back({PlaceKind::WorldObject, i, world_object_label(w), w.why, true});
        }
        for (std::uint32_t i = 0; i < desc.buildings.size(); ++i)
            if (desc.buildings[i].landblock == lb.id)
                buildings.push_back(
                    {PlaceKind::Building, i, building_label(desc.buildings[i]), "", false});
        g.label = hex(lb.id, 4) + (lb.requested ? " (requested)" : "") + "  " +
                  std::to_string(cells.size()) + " cells " + std::to_string(objects.size()) +
                  " objects " + std::to_string(buildings.size()) + " buildings" +
                  (lb.water != physics::WaterType::NotWater
                       ? std::string("  ") + physics::water_type_name(lb.water)
                       : std::string());
        const bool all = matches(g.label, needle);
        auto keep = [&](std::vector<PlaceEntry>& from, std::vector<PlaceEntry>& to) {
            for (PlaceEntry& e : from)
                if (all || matches(e.label, needle) || matches(e.note, needle))
                    to.push_back(std::move(e));
        };
        keep(cells, g.cells);
        keep(objects, g.objects);
        keep(buildings, g.buildings);
        if (all || !g.cells.empty() || !g.objects.empty() || !g.buildings.empty())
            groups.push_back(std::move(g));
    }
    return groups;
}

Footprint object_footprint(const scene::DatObjectDesc& object) {
    Footprint f;
    bool any = false;
    for (const glm::vec3& v : object.mesh.vertices)
        grow(f, any, v, v);
    if (any) return f;
    for (const physics::Sphere& s : object.spheres) {
        const glm::vec3 c = object.frame.local_to_global(object.scale * s.center);
        const glm::vec3 r(object.scale * s.radius);
        grow(f, any, c - r, c + r);
    }
    for (const physics::CylSphereShape& c : object.cylspheres) {
        const glm::vec3 low = object.frame.local_to_global(object.scale * c.low_pt);
        const float r = object.scale * c.radius;
        grow(f, any, low - glm::vec3(r, r, 0.0f), low + glm::vec3(r, r, object.scale * c.height));
    }
    if (any) return f;
    const glm::vec3 half(0.25f);
    return Footprint{object.frame.origin - half, object.frame.origin + half};
}

TeleportTarget place_target(const scene::DatWorldDesc& desc, const physics::World& world,
                            const PlaceEntry& entry) {
    TeleportTarget t;
    if (entry.kind == PlaceKind::Cell) {
        const scene::DatCellDesc& c = desc.cells.at(entry.index);
        t.position = c.frame.origin;
        t.cell = c.id;
        t.location = location_of(desc, t);
        return t;
    }
    if (entry.kind == PlaceKind::WorldObject) {
        const scene::WorldObjectDesc& w = desc.world_objects.at(entry.index);
        const glm::vec3 at = w.saved_frame.origin;
        t.position = glm::vec3(at.x, at.y - 1.0f, at.z);
        if (desc.cell(w.saved_cell) != nullptr && (w.saved_cell & 0xFFFFu) >= 0x100u)
            t.cell = w.saved_cell; // indoors: on its cell's floor
        else
            t.position.z = ground_z(world, t.position.x, t.position.y, at.z);
        t.yaw = 0.0f; // facing north, at where it was saved
        t.location = location_of(desc, t);
        return t;
    }
    const std::uint32_t object =
        entry.kind == PlaceKind::Building ? desc.buildings.at(entry.index).object : entry.index;
    const scene::DatObjectDesc& o = desc.objects.at(object);
    const Footprint f = object_footprint(o);
    t.position = glm::vec3(0.5f * (f.min.x + f.max.x), f.min.y - 1.0f, f.min.z);
    if (o.cell != 0) {
        t.cell = o.cell; // a cell static: on its cell's floor
    } else {
        t.position.z = ground_z(world, t.position.x, t.position.y, f.min.z);
    }
    t.yaw = 0.0f; // facing north, at it
    t.location = location_of(desc, t);
    return t;
}

} // namespace sweeplab::app
