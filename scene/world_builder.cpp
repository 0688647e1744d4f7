#include "scene/world_builder.h"

#include <algorithm>
#include <cmath>

#include <glm/trigonometric.hpp>

#include "physics/bsp/bsp_compiler.h"
#include "scene/building_portals.h"
#include "scene/location.h"

namespace sweeplab::scene {

namespace {

physics::MeshInput to_mesh_input(const Mesh& mesh) {
    physics::MeshInput in;
    in.vertices = mesh.vertices;
    in.polygons.reserve(mesh.polygons.size());
    for (const MeshPolygon& p : mesh.polygons) {
        physics::MeshPolygon q;
        q.indices = p.indices;
        q.sides = p.sides == Sides::Double ? physics::Sides::Double : physics::Sides::Single;
        in.polygons.push_back(std::move(q));
    }
    return in;
}

physics::MeshInput box_mesh(const glm::vec3& h) {
    physics::MeshInput m;
    m.vertices = {{-h.x, -h.y, -h.z}, {h.x, -h.y, -h.z}, {h.x, h.y, -h.z}, {-h.x, h.y, -h.z},
                  {-h.x, -h.y, h.z},  {h.x, -h.y, h.z},  {h.x, h.y, h.z},  {-h.x, h.y, h.z}};
    const std::uint32_t faces[6][4] = {{0, 3, 2, 1}, {4, 5, 6, 7}, {0, 1, 5, 4},
                                       {2, 3, 7, 6}, {1, 2, 6, 5}, {3, 0, 4, 7}};
    for (const auto& f : faces) {
        physics::MeshPolygon p;
        p.indices = {f[0], f[1], f[2], f[3]};
        m.polygons.push_back(std::move(p));
    }
    return m;
}

std::optional<std::string> add_object(physics::World& world, const Scene& scene,
                                      std::size_t index) {
    const Object& o = scene.objects[index];
    physics::ObjectDesc d;
    d.id = o.id;
    d.pos.frame = physics::Frame::from_yaw(o.position, glm::radians(o.yaw_deg));
    d.state = physics::PhysicsState::Static;
    if (o.ethereal) d.state |= physics::PhysicsState::Ethereal;
    d.creature = o.creature || o.kind == ObjectKind::Creature;
    if (d.creature)
        d.state = o.ethereal ? physics::PhysicsState::Ethereal : physics::PhysicsState::None;
    switch (o.kind) {
    case ObjectKind::Sphere:
        d.spheres.push_back(physics::Sphere{glm::vec3(0.0f), o.radius});
        break;
    case ObjectKind::CylSphere:
        d.cylspheres.push_back(physics::CylSphereShape{glm::vec3(0.0f), o.radius, o.height});
        break;
    case ObjectKind::Creature:
        for (const BodySphere& s : o.spheres)
            d.spheres.push_back(physics::Sphere{s.center, s.radius});
        break;
    case ObjectKind::Box:
    case ObjectKind::Mesh: {
        const physics::MeshInput mesh = o.kind == ObjectKind::Box
                                            ? box_mesh(o.half_extents)
                                            : to_mesh_input(scene.meshes.at(o.mesh));
        physics::BspCompileResult r = physics::compile_bsp(mesh);
        if (!r.ok()) return r.error->message;
        d.bsp = std::make_shared<const physics::PhysicsBsp>(std::move(r.trees.physics));
        break;
    }
    }
    if (o.kind == ObjectKind::Mesh && o.building)
        world.add_building(physics::BuildingDesc{d, building_portals(scene, index)});
    else
        world.add_object(d);
    return std::nullopt;
}

} // namespace

std::optional<std::string> add_scene_content(physics::World& world, const Scene& scene) {
    for (std::size_t i = 0; i < scene.cells.size(); ++i) {
        const Cell& c = scene.cells[i];
        std::vector<physics::PortalDesc> portals;
        for (const Portal& p : c.portals)
            portals.push_back(physics::PortalDesc{p.polygon, p.to_outside, p.to});
        const auto err = world.add_env_cell(
            c.id, to_mesh_input(scene.meshes.at(c.mesh)),
            physics::Frame::from_yaw(c.position, glm::radians(c.yaw_deg)), portals);
        if (err) return "cells[" + std::to_string(i) + "]: " + *err;
    }
    for (std::size_t i = 0; i < scene.objects.size(); ++i)
        if (is_moving_crowd_member(scene, scene.objects[i])) {
            continue; // a creature the lab and the headless runner add (sim/crowd.h)
        } else if (auto err = add_object(world, scene, i))
            return "objects[" + std::to_string(i) + "]: " + *err;
    return std::nullopt;
}

std::optional<glm::ivec2> land_first_square(const Scene& scene) {
    if (!scene.landblock) return glm::ivec2(0);
    const glm::ivec2 block(static_cast<int>(*scene.landblock >> 8u),
                           static_cast<int>(*scene.landblock & 0xFFu));
    glm::vec2 origin(0.0f);
    float spacing = kLandSquareLength;
    glm::ivec2 size(0);
    if (scene.ground) {
        const int n = physics::World::ground_squares(scene.ground->extent);
        origin = glm::vec2(-scene.ground->extent);
        spacing = 2.0f * std::max(scene.ground->extent, 0.01f) / static_cast<float>(n);
        size = glm::ivec2(n);
    } else if (scene.terrain && scene.terrain->heights.size() >= 2) {
        origin = scene.terrain->origin;
        spacing = scene.terrain->spacing;
        size = glm::ivec2(static_cast<int>(scene.terrain->heights[0].size()) - 1,
                          static_cast<int>(scene.terrain->heights.size()) - 1);
    }
    // The retail square (24 m, in the landblock's frame) holding square (0, 0)'s centre.
    auto square = [&](float o) {
        return static_cast<int>(
            std::floor((double(o) + 0.5 * double(spacing)) / double(kLandSquareLength)));
    };
    const glm::ivec2 first = block * 8 + glm::ivec2(square(origin.x), square(origin.y));
    constexpr int kMapSquares = 2040; // 255 landblocks of 8 squares
    if (first.x < 0 || first.y < 0 || first.x + size.x > kMapSquares ||
        first.y + size.y > kMapSquares)
        return std::nullopt;
    return first;
}

std::vector<std::uint8_t> water_square_corners(const WaterSquares& squares, int cols, int rows) {
    if (cols <= 0 || rows <= 0) return {};
    const auto w = static_cast<std::size_t>(cols), h = static_cast<std::size_t>(rows);
    std::vector<std::uint8_t> wet((w + 1) * (h + 1), 0);
    for (const glm::ivec2& sq : squares)
        if (sq.x >= 0 && sq.y >= 0 && static_cast<std::size_t>(sq.x) < w &&
            static_cast<std::size_t>(sq.y) < h)
            for (std::size_t dy = 0; dy <= 1; ++dy)
                for (std::size_t dx = 0; dx <= 1; ++dx)
                    wet[(static_cast<std::size_t>(sq.y) + dy) * (w + 1) +
                        static_cast<std::size_t>(sq.x) + dx] = 1;
    std::vector<std::uint8_t> corners(w * h, 0);
    for (std::size_t j = 0; j < h; ++j)
        for (std::size_t i = 0; i < w; ++i) {
            auto v = [&](std::size_t x, std::size_t y) { return wet[y * (w + 1) + x] != 0; };
            corners[j * w + i] = static_cast<std::uint8_t>(
                (v(i, j) ? physics::kWaterSW : 0u) | (v(i + 1, j) ? physics::kWaterSE : 0u) |
                (v(i, j + 1) ? physics::kWaterNW : 0u) |
                (v(i + 1, j + 1) ? physics::kWaterNE : 0u));
        }
    return corners;
}

BuiltWorld build_world(const Scene& scene) {
    BuiltWorld out;
    auto world = std::make_unique<physics::World>();
    const glm::ivec2 first = land_first_square(scene).value_or(glm::ivec2(0));
    if (scene.ground) world->add_ground(scene.ground->z, scene.ground->extent, first);
    if (scene.terrain)
        world->add_terrain(scene.terrain->origin, scene.terrain->spacing, scene.terrain->heights,
                           first);
    const WaterSquares& water = scene.ground    ? scene.ground->water
                                : scene.terrain ? scene.terrain->water
                                                : WaterSquares{};
    if (!water.empty()) {
        const glm::ivec2 size = world->land_grid_size();
        world->set_land_water(water_square_corners(water, size.x, size.y));
    }
    if (auto err = add_scene_content(*world, scene)) {
        out.error = *err;
        return out;
    }
    world->finalize();
    out.world = std::move(world);
    return out;
}

physics::MoverConfig player_config(const Scene& scene) {
    physics::MoverConfig c = physics::MoverConfig::player();
    const auto& spheres =
        scene.player.spheres.empty() ? default_human_spheres() : scene.player.spheres;
    c.spheres.clear();
    for (const BodySphere& s : spheres)
        c.spheres.push_back(physics::Sphere{s.center, s.radius});
    // The loader fills the retail defaults when the file gives none.
    c.step_up_height = scene.player.step_up_height;
    c.step_down_height = scene.player.step_down_height;
    return c;
}

std::uint32_t player_start_cell(const Scene& scene, const physics::World& world) {
    if (!scene.player.cell) return 0;
    return world.internal_cell_id(*scene.player.cell);
}

} // namespace sweeplab::scene
