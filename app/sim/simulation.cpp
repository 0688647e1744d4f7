#include "app/sim/simulation.h"

#include <array>
#include <cstdlib>
#include <string>

#include <glm/geometric.hpp>
#include <glm/trigonometric.hpp>

#include "app/view_camera.h"
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

    // The portal openings for the visibility walk: each scene portal's mesh polygon.
    std::vector<physics::PortalShape> shapes;
    for (const scene::Cell& c : scene.cells) {
        const std::uint32_t id = world_->internal_cell_id(c.id);
        const scene::Mesh& mesh = scene.meshes[c.mesh];
        for (std::uint32_t k = 0; k < c.portals.size(); ++k) {
            physics::PortalShape shape{id, k, {}};
            for (std::uint32_t i : mesh.polygons[c.portals[k].polygon].indices)
                shape.points.push_back(mesh.vertices[i]);
            shapes.push_back(std::move(shape));
        }
    }
    portals_ = physics::PortalGraph(*world_, shapes);
    visibility_ = std::make_unique<physics::CellVisibility>();
    // Scene objects stand still: the cell that holds each one is found once (a point just
    // above the position, which for creatures and cylinders is on the floor).
    for (const scene::Object& o : scene.objects)
        object_cells_.push_back(
            world_->external_cell_id(world_->find_cell(o.position + glm::vec3(0.0f, 0.0f, 0.05f))));
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
    out_.free_eye =
        free_camera_.update(kFrameDt, m.position, player_->yaw(), boom, false, viewer).eye;
    out_.pivot = cam.pivot;
    out_.sought = cam.sought;
    out_.eye = cam.eye;
    out_.camera_cell = world_->external_cell_id(cam.cell);
    out_.translucency = cam.translucency;
    out_.camera_collide = camera_collide;
    decide_visibility(cam);
    measure();
}

void Simulation::decide_visibility(const physics::ChaseCameraFrame& cam) {
    // The window's view: from the eye at the pivot (along the camera's heading when the eye
    // sits on the pivot, where looking at it is undefined).
    const bool on_pivot = glm::length(cam.pivot - cam.eye) < 1e-4f;
    const glm::mat4 view = view_matrix(cam.eye, on_pivot ? cam.eye + cam.forward() : cam.pivot);
    const glm::mat4 view_proj = projection_matrix(view_aspect) * view;
    const std::uint32_t cell = physics::camera_cell_by_containment(*world_, cam.cell, cam.eye);
    physics::compute_cell_visibility(portals_, cam.eye, view_proj, cell, *visibility_);
    out_.visible_cells.clear();
    for (std::uint32_t id : visibility_->visible_cells())
        out_.visible_cells.push_back(world_->external_cell_id(id));
    out_.inside_building = visibility_->inside_building;
    out_.draw_outdoor = visibility_->draw_outdoor;
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
