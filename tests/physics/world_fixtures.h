#pragma once
// Programmatic worlds for the transition and mover tests.
#include <memory>

#include "physics/bsp/bsp_compiler.h"
#include "physics/world/mover.h"
#include "physics/world/world.h"

namespace sweeplab::test {

// A humanoid creature: the player's two body spheres, not static, IsCreature.
inline void add_creature(physics::World& w, std::uint32_t id, const glm::vec3& feet) {
    physics::ObjectDesc d;
    d.id = id;
    d.pos.frame = physics::Frame::from_yaw(feet, 0.0f);
    d.state = physics::PhysicsState::None;
    d.creature = true;
    d.spheres = {physics::Sphere{{0.0f, 0.0f, 0.48f}, 0.48f},
                 physics::Sphere{{0.0f, 0.0f, 1.35f}, 0.48f}};
    w.add_object(d);
}

// An axis-aligned box centred at the origin, faces outward (solid inside).
inline physics::MeshInput box_mesh(const glm::vec3& h) {
    physics::MeshInput m;
    m.vertices = {{-h.x, -h.y, -h.z}, {h.x, -h.y, -h.z}, {h.x, h.y, -h.z}, {-h.x, h.y, -h.z},
                  {-h.x, -h.y, h.z},  {h.x, -h.y, h.z},  {h.x, h.y, h.z},  {-h.x, h.y, h.z}};
    auto quad = [&](std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d) {
        physics::MeshPolygon p;
        p.indices = {a, b, c, d};
        m.polygons.push_back(p);
    };
    quad(0, 3, 2, 1); // bottom (-z)
    quad(4, 5, 6, 7); // top (+z)
    quad(0, 1, 5, 4); // -y
    quad(2, 3, 7, 6); // +y
    quad(1, 2, 6, 5); // +x
    quad(3, 0, 4, 7); // -x
    return m;
}

inline std::shared_ptr<const physics::PhysicsBsp> compile_shell(const physics::MeshInput& m) {
    auto r = physics::compile_bsp(m);
    return std::make_shared<const physics::PhysicsBsp>(std::move(r.trees.physics));
}

// A static box object.
inline void add_box(physics::World& w, std::uint32_t id, const glm::vec3& center,
                    const glm::vec3& half, float yaw = 0.0f) {
    physics::ObjectDesc d;
    d.id = id;
    d.pos.frame = physics::Frame::from_yaw(center, yaw);
    d.state = physics::PhysicsState::Static;
    d.bsp = compile_shell(box_mesh(half));
    w.add_object(d);
}

// A staircase of `n` steps of rise x run, climbing +y from y0, width 2 m at x in [-1, 1].
inline void add_stairs(physics::World& w, std::uint32_t first_id, float y0, int n, float rise,
                       float run) {
    for (int i = 0; i < n; ++i) {
        const float top = rise * static_cast<float>(i + 1);
        add_box(w, first_id + static_cast<std::uint32_t>(i),
                {0.0f, y0 + run * (static_cast<float>(i) + 0.5f) + 0.0f, top * 0.5f},
                {1.0f, run * 0.5f, top * 0.5f});
    }
}

// An axis-aligned room, faces inward (a cell's mesh). Faces: 0 floor, 1 ceiling, 2 -Y, 3 +Y,
// 4 -X, 5 +X.
inline physics::MeshInput room_mesh(const glm::vec3& lo, const glm::vec3& hi) {
    physics::MeshInput m;
    m.vertices = {{lo.x, lo.y, lo.z}, {hi.x, lo.y, lo.z}, {hi.x, hi.y, lo.z}, {lo.x, hi.y, lo.z},
                  {lo.x, lo.y, hi.z}, {hi.x, lo.y, hi.z}, {hi.x, hi.y, hi.z}, {lo.x, hi.y, hi.z}};
    const std::uint32_t faces[6][4] = {{0, 3, 2, 1}, {4, 5, 6, 7}, {0, 1, 5, 4},
                                       {2, 3, 7, 6}, {3, 0, 4, 7}, {1, 2, 6, 5}};
    for (const auto& f : faces) {
        physics::MeshPolygon p;
        p.indices = {f[3], f[2], f[1], f[0]};
        m.polygons.push_back(p);
    }
    return m;
}

// A scripted wander for frame f: forward, alternating run and walk, turning both ways,
// jumping now and then (the bit-for-bit replay tests' input).
inline physics::MoverInput wander_input(int f) {
    physics::MoverInput in;
    in.forward = 1.0f;
    in.run = (f / 20) % 2 == 0;
    in.turn = (f / 15) % 3 == 0 ? 40.0f : -25.0f;
    in.jump = f % 45 == 10;
    return in;
}

} // namespace sweeplab::test
