#include "scene/world_creature.h"

#include <algorithm>

namespace sweeplab::scene {

physics::motion::CreatureConfig world_creature_config(const WorldObjectDesc& o,
                                                      const physics::motion::MotionTable* table,
                                                      physics::Reading reading) {
    physics::motion::CreatureConfig c;
    c.mover = physics::MoverConfig::remote();
    c.mover.id = o.guid;
    c.mover.is_player = false;
    c.mover.reading = reading;
    c.mover.state = o.state != physics::PhysicsState::None
                        ? o.state
                        : physics::PhysicsState::Gravity | physics::PhysicsState::ReportCollisions;
    c.mover.spheres.clear();
    float top = 0.0f, radius = 0.0f;
    for (const physics::Sphere& s : o.spheres) {
        const physics::Sphere scaled{s.center * o.scale, s.radius * o.scale};
        c.mover.spheres.push_back(scaled);
        radius = std::max(radius, scaled.radius);
        top = std::max(top, scaled.center.z + scaled.radius);
        if (c.mover.spheres.size() == 2) break; // retail's SPHEREPATH holds two
    }
    if (c.mover.spheres.empty()) {
        c.mover.spheres.push_back(physics::kDummySphere);
        radius = physics::kDummySphere.radius;
        top = 0.2f;
    }
    c.mover.step_up_height = o.step_up_height;
    c.mover.step_down_height = o.step_down_height;
    c.table = table;
    c.scale = o.scale;
    c.radius = radius;
    c.height = top;
    c.run_rate = 1.0f;
    return c;
}

physics::Position placed_position(const physics::World& world, const WorldObjectDesc& o) {
    physics::Position p;
    p.frame = o.placed_frame;
    p.objcell_id = physics::is_indoor_cell(o.placed_cell) ? world.internal_cell_id(o.placed_cell)
                                                          : o.placed_cell;
    return p;
}

} // namespace sweeplab::scene
