#pragma once
// The overhead view's hover over the server's world objects (docs/world-objects.md, "In the
// window"): which object a point on the ground names, and what its tooltip says. No GL or
// ImGui, so the tests pick as the window does.
#include <cstdint>
#include <span>
#include <string>

#include <glm/vec2.hpp>

#include "physics/math/frame.h"
#include "scene/dat_world_builder.h"

namespace sweeplab::app {

// A world object standing somewhere other than where placement put it (a wandering
// creature, sim/world_creatures.h): its index in DatWorldDesc::world_objects and its frame now.
struct WorldObjectMove {
    std::int32_t world_object = -1;
    physics::Frame frame;
};

// The index in desc.world_objects of the world object nearest to `xy` (world frame, metres)
// on the ground plane, or -1: an object is a candidate when its origin lies within `radius` of
// the point or the point lies inside the xy extent of its drawn parts and shapes. Dropped rows
// stand nowhere and are never picked. `moved` gives the frames of objects that have moved
// since placement (their extents move with them).
[[nodiscard]] std::int32_t pick_world_object(const scene::DatWorldDesc& desc, const glm::vec2& xy,
                                             float radius,
                                             std::span<const WorldObjectMove> moved = {});

// The hover tooltip: its name, then "weenie class 7001  guid 0x7A9B4001", its weenie type, and
// what placement did ("placed", "moved 0.50 m", "forced", "dropped: why").
[[nodiscard]] std::string world_object_tooltip(const scene::WorldObjectDesc& object);

} // namespace sweeplab::app
