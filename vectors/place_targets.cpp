#include "vectors/place_targets.h"

#include <glm/geometric.hpp>

namespace sweeplab::vectors {

PlaceTargets targets_of(const physics::World& world) {
    PlaceTargets t;
    const physics::ShadowRegistry& reg = world.objects();
    for (const physics::ShadowObject& o : reg.objects()) {
        if (o.removed || o.has_parent) continue;
        const PlaceTargets::Thing thing{o.bounds.center, o.bounds.radius};
        if (o.building)
            t.buildings.push_back(thing);
        else if (o.bsp >= 0)
            t.objects.push_back(thing);
        else if (o.sphere_count + o.cyl_count > 0)
            t.creatures.push_back(thing);
    }
    for (const physics::EnvCell& c : world.env_cells()) {
        t.rooms.push_back({c.id, c.bounds_min, c.bounds_max});
        for (const physics::CellPortal& p : c.portals) {
            const glm::vec3 n = c.pos.frame.local_to_global_vec(p.plane.normal);
            t.doorways.push_back({c.id, p.to_outside ? 0u : p.other_cell_id, n});
        }
    }
    for (const physics::LandCell& l : world.land_cells()) {
        if (l.id == 0) continue;
        t.land.push_back(l.id);
        // A crease: the square's two triangles are not coplanar.
        if (glm::dot(l.plane[0].normal, l.plane[1].normal) < 0.99999f) t.creases.push_back(l.id);
    }
    return t;
}

} // namespace sweeplab::vectors
