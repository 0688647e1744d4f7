#include "scene/building_portals.h"

#include <glm/common.hpp>
#include <glm/trigonometric.hpp>

#include "physics/math/frame.h"

namespace sweeplab::scene {

namespace {

struct Box {
    glm::vec3 lo{1e30f}, hi{-1e30f};
};

Box world_box(const Mesh& mesh, const glm::vec3& position, float yaw_deg) {
    const physics::Frame frame = physics::Frame::from_yaw(position, glm::radians(yaw_deg));
    Box b;
    for (const glm::vec3& v : mesh.vertices) {
        const glm::vec3 w = frame.local_to_global(v);
        b.lo = glm::min(b.lo, w);
        b.hi = glm::max(b.hi, w);
    }
    return b;
}

bool holds_xy(const Box& b, const glm::vec3& p) {
    return p.x >= b.lo.x && p.x <= b.hi.x && p.y >= b.lo.y && p.y <= b.hi.y;
}

// The building object a cell lies on: the first building shell whose box holds its centre.
std::size_t owner_of(const Scene& scene, const Cell& cell) {
    const Box c = world_box(scene.meshes.at(cell.mesh), cell.position, cell.yaw_deg);
    const glm::vec3 centre = 0.5f * (c.lo + c.hi);
    for (std::size_t i = 0; i < scene.objects.size(); ++i) {
        const Object& o = scene.objects[i];
        if (o.kind != ObjectKind::Mesh || !o.building) continue;
        if (holds_xy(world_box(scene.meshes.at(o.mesh), o.position, o.yaw_deg), centre)) return i;
    }
    return scene.objects.size();
}

} // namespace

int outside_portal_on_no_building(const Scene& scene, std::size_t cell) {
    const Cell& c = scene.cells.at(cell);
    for (std::size_t k = 0; k < c.portals.size(); ++k)
        if (c.portals[k].to_outside)
            return owner_of(scene, c) == scene.objects.size() ? static_cast<int>(k) : -1;
    return -1;
}

std::vector<physics::BuildingPortalDesc> building_portals(const Scene& scene,
                                                          std::size_t building) {
    std::vector<std::uint32_t> cells;
    for (const Cell& c : scene.cells)
        if (owner_of(scene, c) == building) cells.push_back(c.id);
    std::vector<physics::BuildingPortalDesc> out;
    for (const Cell& c : scene.cells) {
        if (owner_of(scene, c) != building) continue;
        for (std::size_t k = 0; k < c.portals.size(); ++k) {
            if (!c.portals[k].to_outside) continue;
            physics::BuildingPortalDesc p;
            p.other_cell_external = c.id;
            p.other_portal_id = static_cast<std::int32_t>(k);
            p.stab_list_external = cells;
            out.push_back(std::move(p));
        }
    }
    return out;
}

} // namespace sweeplab::scene
