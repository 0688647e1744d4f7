#pragma once
// What the place families generate their cases around (docs/vectors.md, "Places"): a place's
// objects (shells and meshes, stairs and ramps among them; creatures; buildings), its indoor
// cells and the doorways between them and to the outside, and its land squares whose two
// triangles meet at a crease. Read from the built world, so any place (a scene, a user's DAT
// place) has them.
#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

#include "physics/world/world.h"

namespace sweeplab::vectors {

struct PlaceTargets {
    struct Thing {
        glm::vec3 centre{0.0f};
        float radius = 0.0f;
    };
    struct Room {
        std::uint32_t cell = 0; // internal id
        glm::vec3 min{0.0f}, max{0.0f};
    };
    struct Doorway {
        std::uint32_t from = 0; // internal ids; to 0: the outside
        std::uint32_t to = 0;
        glm::vec3 normal{0.0f}; // the portal plane's normal, world frame
    };
    std::vector<Thing> objects;   // with a physics BSP (not a building's shell)
    std::vector<Thing> creatures; // spheres or cylinders only
    std::vector<Thing> buildings; // building shells
    std::vector<Room> rooms;
    std::vector<Doorway> doorways;
    std::vector<std::uint32_t> creases; // land cells whose triangles are not coplanar
    std::vector<std::uint32_t> land;    // every land cell
};

[[nodiscard]] PlaceTargets targets_of(const physics::World& world);

} // namespace sweeplab::vectors
