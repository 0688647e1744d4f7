#include "app/sim/simulation.h"

#include <array>
#include <cstdlib>
#include <string>

#include <glm/trigonometric.hpp>

#include "physics/world/penetration.h"
#include "scene/scene_error.h"
#include "scene/world_builder.h"

namespace sweeplab::app {

Simulation::Simulation(const scene::Scene& scene) : scene_(scene) {
    scene::BuiltWorld built = scene::build_world(scene);
    if (!built.ok()) {
        // build_world names the section ("cells[2]: ...", "meshes.x.polygons[3]: ...").
        const auto colon = built.error.find(": ");
        throw scene::SceneError(
            scene.source_path, colon == std::string::npos ? "" : built.error.substr(0, colon),
            colon == std::string::npos ? built.error : built.error.substr(colon + 2));
    }
    world_ = std::move(built.world);
    player_ = std::make_unique<physics::Mover>(*world_, scene::player_config(scene));
    player_->place(scene.player.position, glm::radians(scene.player.yaw_deg),
                   scene::player_start_cell(scene, *world_));
    camera_collide = scene.camera.collide;
    out_.position = player_->output().position;
    out_.yaw_deg = scene.player.yaw_deg;
}

Simulation::~Simulation() = default;

void Simulation::step(const FrameInput& input, physics::FrameTrace* trace) {
    physics::MoverInput mi;
    mi.forward = input.forward;
    mi.strafe = input.strafe;
    mi.turn = input.turn;
    mi.run = input.run;
    mi.jump = input.jump;
    player_->update(kFrameDt, mi, trace);

    const physics::MoverOutput& m = player_->output();
    out_.frame += 1;
    out_.time = static_cast<double>(out_.frame) / kFrameRate;
    out_.position = m.position;
    out_.velocity = m.velocity;
    out_.yaw_deg = glm::degrees(player_->yaw());
    out_.cell = world_->external_cell_id(m.cell);
    out_.contact = m.contact;
    out_.on_walkable = m.on_walkable;
    out_.substeps = m.substeps;
    out_.collisions.assign(m.collided().begin(), m.collided().end());

    physics::CameraBoom boom;
    boom.distance = input.camera_distance;
    boom.pitch = glm::radians(input.camera_pitch);
    boom.yaw = glm::radians(input.camera_yaw);
    boom.pivot_height = scene_.camera.pivot_height;
    physics::ViewerContext viewer;
    viewer.world = world_.get();
    viewer.avatar.id = player_->config().id;
    viewer.avatar.state = player_->config().state;
    viewer.avatar.has_weenie = true;
    viewer.avatar.is_player = player_->config().is_player;
    viewer.avatar.is_creature = true;
    viewer.avatar_cell = m.cell;
    const physics::ChaseCameraFrame& cam =
        camera_.update(kFrameDt, m.position, player_->yaw(), boom, camera_collide, viewer);
    out_.pivot = cam.pivot;
    out_.sought = cam.sought;
    out_.eye = cam.eye;
    out_.camera_cell = world_->external_cell_id(cam.cell);
    out_.translucency = cam.translucency;
    out_.camera_collide = camera_collide;
    measure();
}

void Simulation::measure() {
    std::array<physics::Sphere, 2> spheres{};
    const std::uint32_t n = player_->global_spheres(spheres);
    out_.penetration = physics::max_penetration(
        *world_, std::span<const physics::Sphere>(spheres.data(), n), player_->config().id);
    out_.camera_penetration =
        physics::world_penetration(*world_, {out_.eye, physics::kViewerSphereRadius});
}

bool camera_collide_setting(const scene::Scene& scene, int cli_setting) {
    bool on = scene.camera.collide;
    if (const char* env = std::getenv("SWEEPLAB_CAMERA_COLLIDE")) on = std::string(env) != "0";
    if (cli_setting >= 0) on = cli_setting == 1;
    return on;
}

} // namespace sweeplab::app
