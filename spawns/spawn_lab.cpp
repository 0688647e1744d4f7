// The lab's Spawns panel without GL (spawns/spawn_lab.h).
#include "spawns/spawn_lab.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <optional>

#include <glm/geometric.hpp>

#include "dat/errors.h"
#include "dat/records/lookup.h"
#include "physics/geometry/polygon.h"
#include "physics/world/enter_world.h"
#include "sim/hit_record.h"
#include "sim/run_world.h"
#include "sim/teleport.h"

namespace sweeplab::spawns {

namespace {

constexpr float kApproach = 1.0f; // metres in front of the object
// A person's foot sphere (retail's human Setup): what stands at a portal's Destination.
constexpr physics::Sphere kPersonFoot{{0.0f, 0.0f, 0.475f}, 0.48f};

bool indoor(std::uint32_t cell) {
    return (cell & 0xFFFFu) >= 0x100u;
}

// A point of an entry where it stands, or moved to the saved origin of `saved_of`.
glm::vec3 place_point(const scene::WorldObjectDesc* saved_of, const glm::vec3& p) {
    return saved_of != nullptr ? to_saved(*saved_of, p) : p;
}

// One drawing entry's shape into `out`: its mesh's polygon edges, its spheres, its cylspheres.
void add_entry(ShapeSet& out, const scene::DatObjectDesc& e,
               const scene::WorldObjectDesc* saved_of) {
    const scene::DatMesh& mesh = e.mesh;
    for (const scene::DatDrawPolygon& p : mesh.polygons) {
        std::vector<glm::vec3> pts;
        for (std::uint32_t i = 0; i < p.count; ++i) {
            const std::size_t k = static_cast<std::size_t>(p.first) + i;
            if (k >= mesh.indices.size() || mesh.indices[k] >= mesh.vertices.size()) break;
            pts.push_back(place_point(saved_of, mesh.vertices[mesh.indices[k]]));
        }
        for (std::size_t i = 0; pts.size() >= 2 && i < pts.size(); ++i) {
            out.edges.push_back(pts[i]);
            out.edges.push_back(pts[(i + 1) % pts.size()]);
        }
    }
    for (const physics::Sphere& s : e.spheres)
        out.spheres.push_back(
            physics::Sphere{place_point(saved_of, e.frame.local_to_global(s.center * e.scale)),
                            s.radius * e.scale});
    for (const physics::CylSphereShape& c : e.cylspheres)
        out.cylinders.push_back(
            Cylinder{place_point(saved_of, e.frame.local_to_global(c.low_pt * e.scale)),
                     c.radius * e.scale, c.height * e.scale});
}

void add_polygon(ShapeSet& out, const glm::vec3* v, std::size_t n) {
    for (std::size_t i = 0; n >= 2 && i < n; ++i) {
        out.edges.push_back(v[i]);
        out.edges.push_back(v[(i + 1) % n]);
    }
}

// What the overlap names, as a shape: the polygon, the object's every entry, or the land
// triangle under the saved origin (as retail's find_terrain_poly picks it).
ShapeSet overlap_shape(const physics::World& world, const scene::DatWorldDesc& desc,
                       const Overlap& o, const glm::vec3& at) {
    ShapeSet out;
    if (o.polygon.valid()) {
        add_polygon(
            out, o.polygon.world.data(),
            std::min<std::size_t>(o.polygon.vertex_count, physics::TracedPolygon::kMaxVertices));
    } else if (o.object != 0) {
        for (const scene::DatObjectDesc& e : desc.objects)
            if (e.object_id == o.object) add_entry(out, e, nullptr);
    } else if (o.land) {
        if (const physics::LandCell* land = world.land_cell_at(at.x, at.y))
            for (int i = 0; i < 2; ++i)
                if (physics::point_in_poly2D(land->polygon(i), at, physics::Sidedness::Positive)) {
                    add_polygon(out, land->tri[i], 3);
                    break;
                }
    }
    return out;
}

} // namespace

std::array<std::uint64_t, kSpawnKinds> kind_counts(const SpawnFile& file) {
    std::array<std::uint64_t, kSpawnKinds> n{};
    for (const SpawnLine& l : file.lines)
        if (static_cast<std::size_t>(l.kind) < kSpawnKinds) ++n[static_cast<std::size_t>(l.kind)];
    return n;
}

std::vector<std::size_t> shown_lines(const SpawnFile& file, const KindFlags& shown) {
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < file.lines.size(); ++i) {
        const auto k = static_cast<std::size_t>(file.lines[i].kind);
        if (k < kSpawnKinds && shown[k]) rows.push_back(i);
    }
    return rows;
}

std::optional<std::size_t> first_finding(const SpawnFile& file) {
    for (std::size_t i = 0; i < file.lines.size(); ++i)
        if (is_finding(file.lines[i].kind)) return i;
    return std::nullopt;
}

std::uint32_t line_landblock(const SpawnLine& line) {
    return line.saved.cell != 0 ? line.saved.cell >> 16u : line.landblock;
}

scene::Location place_location(const SpawnLine& line) {
    // The square holding the saved origin, clamped into the landblock (x, y in [0, 192)).
    auto square = [](float v) {
        const float c = std::isfinite(v) ? std::clamp(v, 0.0f, 191.0f) : 0.0f;
        return static_cast<std::uint32_t>(c / 24.0f);
    };
    scene::Location l;
    l.cell = (line_landblock(line) << 16u) |
             (square(line.saved.origin.x) * 8u + square(line.saved.origin.y) + 1u);
    return l;
}

bool needs_place(const scene::DatWorldDesc* desc, const SpawnLine& line) {
    if (desc == nullptr) return true;
    const scene::DatLandblockDesc* lb = desc->landblock(line_landblock(line));
    return lb == nullptr || !lb->requested;
}

glm::vec3 world_position(const scene::WorldFrame& frame, const SpawnPos& p,
                         std::uint32_t fallback) {
    return frame.to_world(p.cell != 0 ? p.cell >> 16u : fallback, p.origin);
}

glm::vec3 marker_position(const scene::WorldFrame& frame, const SpawnLine& line) {
    return world_position(frame, line.placed ? *line.placed : line.saved, line.landblock);
}

app::TeleportTarget approach_target(const scene::WorldFrame& frame, const SpawnLine& line) {
    const SpawnPos& at = line.placed ? *line.placed : line.saved;
    const glm::vec3 object = world_position(frame, at, line.landblock);
    // Its facing on the ground (identity faces north, +Y); straight up or down: north.
    glm::vec3 forward = at.angles * glm::vec3(0.0f, 1.0f, 0.0f);
    forward.z = 0.0f;
    forward = glm::length(forward) > 1e-3f ? glm::normalize(forward) : glm::vec3(0.0f, 1.0f, 0.0f);
    app::TeleportTarget t;
    t.position = object + forward * kApproach;
    // Facing back at the object: yaw counter-clockwise about +Z from north.
    t.yaw = std::atan2(forward.x, -forward.y);
    t.cell = indoor(at.cell) ? at.cell : 0u;
    t.location = frame.location_text(t.cell, t.position, scene::quat_from_yaw(t.yaw))
                     .value_or(teleloc_text(at));
    return t;
}

std::optional<std::size_t> world_object_index(const scene::DatWorldDesc& desc, std::uint32_t guid) {
    for (std::size_t i = 0; i < desc.world_objects.size(); ++i)
        if (desc.world_objects[i].guid == guid) return i;
    return std::nullopt;
}

glm::vec3 to_saved(const scene::WorldObjectDesc& o, const glm::vec3& placed_point) {
    return o.saved_frame.local_to_global(o.placed_frame.global_to_local(placed_point));
}

ShapeSet world_object_shape(const scene::DatWorldDesc& desc, std::size_t index, bool at_saved) {
    ShapeSet out;
    if (index >= desc.world_objects.size()) return out;
    const scene::WorldObjectDesc* saved_of = at_saved ? &desc.world_objects[index] : nullptr;
    for (const scene::DatObjectDesc& e : desc.objects)
        if (e.world_object == static_cast<std::int32_t>(index)) add_entry(out, e, saved_of);
    return out;
}

std::vector<physics::Sphere> placement_spheres(const dat::SetupRecord* setup, float scale,
                                               const physics::Frame& at) {
    std::vector<physics::Sphere> out;
    if (setup == nullptr || setup->spheres.empty()) {
        out.push_back(physics::Sphere{at.local_to_global(physics::kDummySphere.center),
                                      physics::kDummySphere.radius});
        return out;
    }
    for (const dat::DatSphere& s : setup->spheres)
        out.push_back(physics::Sphere{at.local_to_global(s.center * scale), s.radius * scale});
    return out;
}

SpawnScene spawn_scene(const physics::World& world, const scene::DatWorldDesc& desc,
                       const dat::DatFolder& folder, const SpawnLine& line) {
    SpawnScene s;
    const scene::WorldFrame frame{desc.origin_landblock};
    const glm::vec3 saved = world_position(frame, line.saved, line.landblock);
    if (line.kind == SpawnKind::Destination) {
        // No object there: the spot the portal sends the player to, and where placement puts
        // the player.
        s.saved.spheres.push_back(physics::Sphere{saved + kPersonFoot.center, kPersonFoot.radius});
        if (line.placed)
            s.placed.spheres.push_back(physics::Sphere{
                world_position(frame, *line.placed, line.landblock) + kPersonFoot.center,
                kPersonFoot.radius});
        s.note = "a portal's Destination: the player's spot as saved (red) and as placed (green)";
        return s;
    }
    const std::optional<std::size_t> index = world_object_index(desc, line.guid);
    if (!index) {
        s.saved.spheres.push_back(physics::Sphere{saved + kPersonFoot.center, kPersonFoot.radius});
        s.note = "not among this place's world objects (open the lab with --world): its saved "
                 "origin only";
        return s;
    }
    const scene::WorldObjectDesc& o = desc.world_objects[*index];
    std::optional<dat::SetupRecord> setup;
    if (o.setup != 0) {
        try {
            setup = folder.get<dat::SetupRecord>(o.setup);
        } catch (const dat::DatError& e) {
            s.note = e.what();
        }
    }
    const std::vector<physics::Sphere> spheres =
        placement_spheres(setup ? &*setup : nullptr, o.scale, o.saved_frame);
    if (o.outcome == scene::SpawnOutcome::Dropped) {
        s.saved.spheres = spheres; // never filed: no drawing entries, its placement spheres
    } else {
        s.saved = world_object_shape(desc, *index, true);
        s.placed = world_object_shape(desc, *index, false);
    }
    const std::uint32_t cell = indoor(o.saved_cell) ? world.internal_cell_id(o.saved_cell) : 0u;
    s.overlap = find_overlap(world, spheres, o.guid, cell);
    s.hit = overlap_shape(world, desc, s.overlap, o.saved_frame.origin);
    if (s.overlap.polygon.valid())
        s.hit_text = app::polygon_record(&desc, world, s.overlap.polygon);
    else if (s.overlap.object != 0)
        s.hit_text = app::object_record(&desc, world, s.overlap.object);
    else if (s.overlap.land)
        s.hit_text = app::land_record(world, o.saved_frame.origin);
    return s;
}

LineVisit visit_line(app::LabController& lab, const SpawnLine& line, const app::FrameInput& idle) {
    LineVisit v;
    if (needs_place(lab.sim().dat_world(), line)) {
        try {
            app::open_location(lab, place_location(line));
        } catch (const std::exception& e) { // DatError, SceneError, invalid_argument
            v.error = e.what();
            return v;
        }
        v.new_place = true;
    }
    const scene::DatWorldDesc& desc = *lab.sim().dat_world();
    v.placed =
        app::teleport(lab, approach_target(scene::WorldFrame{desc.origin_landblock}, line), idle);
    lab.paused = true; // the avatar stays beside the object while it is looked at
    try {
        std::optional<dat::DatFolder> opened;
        const dat::DatFolder& folder =
            app::run_folder(lab.options().dat_folder, lab.scene().dat->folder, opened);
        v.scene = spawn_scene(lab.sim().world(), desc, folder, line);
    } catch (const std::exception& e) { // the folder does not open again
        v.scene.note = e.what();
    }
    return v;
}

std::optional<std::string> start_location(const SpawnFile& file) {
    const std::optional<std::size_t> i = first_finding(file);
    if (!i) return std::nullopt;
    return dat::hex32(place_location(file.lines[*i]).cell);
}

} // namespace sweeplab::spawns
