// Measurements of placed world objects (spawns/spawn_shape.h).
#include "spawns/spawn_shape.h"

#include <algorithm>
#include <cstdio>
#include <limits>

namespace sweeplab::spawns {

std::vector<std::vector<std::uint32_t>> world_object_entries(const scene::DatWorldDesc& desc) {
    std::vector<std::vector<std::uint32_t>> out(desc.world_objects.size());
    for (std::size_t i = 0; i < desc.objects.size(); ++i) {
        const std::int32_t w = desc.objects[i].world_object;
        if (w >= 0 && static_cast<std::size_t>(w) < out.size())
            out[static_cast<std::size_t>(w)].push_back(static_cast<std::uint32_t>(i));
    }
    return out;
}

LowestPoint lowest_point(const scene::DatWorldDesc& desc, std::size_t index,
                         const std::vector<std::uint32_t>& entries) {
    LowestPoint out;
    out.z = std::numeric_limits<float>::infinity();
    auto take = [&](float z, const std::string& what) {
        if (z < out.z) {
            out.z = z;
            out.what = what;
        }
    };
    for (const std::uint32_t k : entries) {
        const scene::DatObjectDesc& e = desc.objects[k];
        if (e.object_id == 0) continue;
        switch (e.shape) {
        case scene::DatShape::Bsp: {
            char b[64];
            std::snprintf(b, sizeof b, "part %d GfxObj 0x%08X", e.part, e.gfx_obj_id);
            for (const glm::vec3& v : e.mesh.vertices)
                take(v.z, b);
            break;
        }
        case scene::DatShape::CylSpheres:
            for (const physics::CylSphereShape& c : e.cylspheres)
                take(e.frame.local_to_global(c.low_pt).z, "its cylsphere's base");
            break;
        case scene::DatShape::Spheres:
            for (const physics::Sphere& s : e.spheres)
                take(e.frame.local_to_global(s.center).z - s.radius, "its sphere's bottom");
            break;
        case scene::DatShape::None:
            break;
        }
    }
    if (out.z == std::numeric_limits<float>::infinity()) {
        out.z = desc.world_objects[index].placed_frame.origin.z;
        out.what = "its origin: it has no shape";
    }
    return out;
}

std::string rest_surface_words(const physics::World& world, const glm::vec3& p) {
    const float depth = world.water_depth_at(p.x, p.y);
    if (!(depth > 0.0f)) return "the terrain";
    char buf[64];
    std::snprintf(buf, sizeof buf, "the water's rest, %.2f m under the terrain", depth);
    return buf;
}

std::uint32_t right_cell(const physics::World& world, const scene::WorldObjectDesc& o) {
    const std::uint32_t low = o.saved_cell & 0xFFFFu;
    if (low == 0) return 0;
    if (low < 0x100u) {
        const physics::LandCell* land =
            world.land_cell_at(o.saved_frame.origin.x, o.saved_frame.origin.y);
        return land != nullptr ? land->id : 0u;
    }
    return o.adjusted_cell;
}

SpawnPos spawn_pos_of(const scene::WorldFrame& frame, const physics::Frame& f,
                      std::uint32_t full_cell) {
    SpawnPos p;
    p.cell = full_cell;
    p.origin = f.origin - frame.landblock_offset(full_cell >> 16u);
    p.angles = f.orientation;
    return p;
}

} // namespace sweeplab::spawns
