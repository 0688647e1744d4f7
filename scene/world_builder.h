#pragma once
// scene::Scene -> physics::World: compiles every mesh with the BSP compiler and registers
// cells, land and objects through the physics builder API. The physics library knows
// nothing of scenes or JSON; this is the one bridge.
#include <memory>
#include <optional>
#include <string>

#include <glm/ext/vector_int2.hpp>

#include "physics/world/mover.h"
#include "physics/world/world.h"
#include "scene/scene.h"

namespace sweeplab::scene {

struct BuiltWorld {
    std::unique_ptr<physics::World> world;
    std::string error; // empty on success ("cells[i]: ..." / "objects[i]: ...")
    [[nodiscard]] bool ok() const { return world != nullptr && error.empty(); }
};

// The global cell coordinates (retail's landblock x * 8 + square) of the scene's land square
// (0, 0): with `landblock`, the retail square of that landblock's frame that holds the
// square's centre; without, (0, 0). nullopt when the land would leave retail's map.
[[nodiscard]] std::optional<glm::ivec2> land_first_square(const Scene& scene);

// Builds and finalizes the world of a loaded scene.
[[nodiscard]] BuiltWorld build_world(const Scene& scene);

// Adds the scene's cells and objects (not its ground or terrain) to a world being built (not
// yet finalized): build_world's middle, and a DAT world's extras. The error names the
// entry ("cells[i]: ..." / "objects[i]: ...").
[[nodiscard]] std::optional<std::string> add_scene_content(physics::World& world,
                                                           const Scene& scene);

// The avatar's mover configuration from the scene's player (spheres, step heights).
[[nodiscard]] physics::MoverConfig player_config(const Scene& scene);

// A scene's water squares (Ground::water, Terrain::water) as each square's corners' water bits
// (physics kWaterSW | ...), cols x rows squares, index row * cols + col: every listed
// square's four corners are water. For World::set_land_water and the renderer.
[[nodiscard]] std::vector<std::uint8_t> water_square_corners(const WaterSquares& squares, int cols,
                                                             int rows);

// The internal id of the cell the player starts in: the scene's `cell` mapped, else 0
// (Mover::place then finds it by containment).
[[nodiscard]] std::uint32_t player_start_cell(const Scene& scene, const physics::World& world);

} // namespace sweeplab::scene
