#include "sim/simulation.h"

#include <array>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include <glm/geometric.hpp>
#include <glm/trigonometric.hpp>

#include "dat/dat_folder.h"
#include "physics/world/penetration.h"
#include "scene/dat_world_builder.h"
#include "scene/scene_error.h"
#include "scene/world_builder.h"
#include "sim/run_world.h"
#include "sim/view_camera.h"

namespace sweeplab::app {

namespace {

// The portal openings of the DAT cells, in each cell's own frame (the descriptions hold
// them in world space).
void add_dat_portal_shapes(const scene::DatWorldDesc& desc,
                           std::vector<physics::PortalShape>& shapes) {
    for (const scene::DatCellDesc& c : desc.cells)
        for (std::uint32_t k = 0; k < c.portals.size(); ++k) {
            const std::uint32_t polygon = c.portals[k].polygon;
            if (polygon >= c.mesh.polygons.size()) continue; // the builder refused these
            const scene::DatDrawPolygon& p = c.mesh.polygons[polygon];
            physics::PortalShape shape{c.internal_id, k, {}};
            for (std::uint32_t i = 0; i < p.count; ++i)
                shape.points.push_back(
                    c.frame.global_to_local(c.mesh.vertices[c.mesh.indices[p.first + i]]));
            shapes.push_back(std::move(shape));
        }
}

} // namespace

Simulation::Simulation(const scene::Scene& scene, const SimulationOptions& options)
    : scene_(scene) {
    frame_rate_ = static_cast<double>(options.fps > 0.0f ? options.fps : scene.fps);
    frame_dt_ = static_cast<float>(1.0 / frame_rate_);
    // The run's open DAT folder when the scene names it (one trip to the files per run).
    const dat::DatFolder* folder =
        options.dat_folder && scene.dat && options.dat_folder->dir == scene.dat->folder
            ? options.dat_folder.get()
            : nullptr;
    world_ = build_run_world(scene, dat_, folder);
    physics::MoverConfig config = scene::player_config(scene);
    config.reading = options.reading;
    player_ = std::make_unique<physics::Mover>(*world_, config);
    player_->place(scene.player.position, glm::radians(scene.player.yaw_deg),
                   scene::player_start_cell(scene, *world_));
    if (options.compare) {
        add_ghost(*options.compare);
        has_compare_ = true;
    }
    for (std::uint32_t bits : scene.check_readings()) {
        bool seen = false;
        for (const GhostRun& g : ghosts_)
            seen = seen || g.mover->config().reading.bits == bits;
        if (!seen) add_ghost(physics::Reading{bits});
    }
    camera_collide = scene.camera.collide;
    out_.position = player_->output().position;
    out_.yaw_deg = scene.player.yaw_deg;
    report_ghosts(); // after out_.position: the distances before the first frame

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
    if (dat_) add_dat_portal_shapes(*dat_, shapes);
    portals_ = physics::PortalGraph(*world_, shapes);
    visibility_ = std::make_unique<physics::CellVisibility>();
    // Scene objects stand still: the cell that holds each one is found once (a point just
    // above the position, which for creatures and cylinders is on the floor).
    for (const scene::Object& o : scene.objects)
        object_cells_.push_back(
            shown_cell_id(world_->find_cell(o.position + glm::vec3(0.0f, 0.0f, 0.05f))));
}

Simulation::~Simulation() = default;

void Simulation::add_ghost(physics::Reading reading) {
    physics::MoverConfig config = player_->config();
    config.reading = reading;
    auto ghost = std::make_unique<physics::Mover>(*world_, config);
    ghost->place(scene_.player.position, glm::radians(scene_.player.yaw_deg),
                 scene::player_start_cell(scene_, *world_));
    ghosts_.push_back({std::move(ghost), std::make_unique<physics::ChaseCamera>()});
}

void Simulation::report_ghosts() {
    out_.ghosts.resize(ghosts_.size());
    for (std::size_t i = 0; i < ghosts_.size(); ++i) {
        const physics::Mover& g = *ghosts_[i].mover;
        const physics::MoverOutput& m = g.output();
        GhostOutput& o = out_.ghosts[i];
        o.reading = g.config().reading;
        o.position = m.position;
        o.velocity = m.velocity;
        o.yaw_deg = glm::degrees(g.yaw());
        o.cell = shown_cell_id(m.cell);
        o.contact = m.contact;
        o.on_walkable = m.on_walkable;
        o.substeps = m.substeps;
        o.distance = glm::length(m.position - out_.position);
    }
}

std::uint32_t Simulation::shown_cell_id(std::uint32_t internal_id) const {
    // A DAT world's land cells carry retail's ids already (physics::World::add_land), and so
    // do those of a scene that names its landblock (docs/scene-format.md, `landblock`).
    if ((dat_ || scene_.landblock) && internal_id != 0 && !physics::is_indoor_cell(internal_id))
        return internal_id;
    return world_->external_cell_id(internal_id);
}

void Simulation::step(const FrameInput& input, physics::FrameTrace* trace,
                      physics::FrameTrace* ghost_trace) {
    physics::MoverInput mi;
    mi.forward = input.forward;
    mi.strafe = input.strafe;
    mi.turn = input.turn;
    mi.run = input.run;
    mi.jump = input.jump;
    player_->update(frame_dt_, mi, trace);
    for (std::size_t i = 0; i < ghosts_.size(); ++i)
        ghosts_[i].mover->update(frame_dt_, mi, i == 0 ? ghost_trace : nullptr);

    const physics::MoverOutput& m = player_->output();
    out_.frame += 1;
    out_.time = static_cast<double>(out_.frame) / frame_rate_;
    out_.position = m.position;
    out_.velocity = m.velocity;
    out_.yaw_deg = glm::degrees(player_->yaw());
    out_.cell = shown_cell_id(m.cell);
    out_.contact = m.contact;
    out_.on_walkable = m.on_walkable;
    out_.substeps = m.substeps;
    out_.collisions.assign(m.collided().begin(), m.collided().end());
    report_ghosts();

    physics::CameraBoom boom;
    boom.distance = input.camera_distance;
    boom.pitch = glm::radians(input.camera_pitch);
    boom.yaw = glm::radians(input.camera_yaw);
    boom.pivot_height = scene_.camera.pivot_height;
    const physics::ViewerContext viewer = viewer_context();
    // A physics tick: the damped sought eye (SmartBox::PlayerPhysicsUpdatedCallback), then
    // this frame's sweep (SmartBox::DrawNoBlit). resweep_camera() repeats only the sweep.
    camera_.seek(frame_dt_, m.position, player_->yaw(), boom);
    out_.free_eye =
        free_camera_.update(frame_dt_, m.position, player_->yaw(), boom, false, viewer).eye;
    apply_camera(camera_.sweep(camera_collide, viewer));
    measure();
    seek_ghost_cameras(boom);
    sweep_ghost_cameras();
}

physics::ViewerContext Simulation::ghost_viewer_context(std::size_t i) const {
    physics::ViewerContext viewer = viewer_context();
    viewer.avatar_cell = ghosts_[i].mover->output().cell;
    viewer.reading = ghosts_[i].mover->config().reading;
    return viewer;
}

void Simulation::seek_ghost_cameras(const physics::CameraBoom& boom) {
    for (std::size_t i = 0; i < ghosts_.size(); ++i) {
        const physics::Mover& g = *ghosts_[i].mover;
        ghosts_[i].camera->seek(frame_dt_, g.output().position, g.yaw(), boom);
    }
}

void Simulation::sweep_ghost_cameras() {
    for (std::size_t i = 0; i < ghosts_.size() && i < out_.ghosts.size(); ++i) {
        const physics::ChaseCameraFrame cam =
            ghosts_[i].camera->sweep(camera_collide, ghost_viewer_context(i));
        out_.ghosts[i].eye = cam.eye;
        out_.ghosts[i].eye_distance = glm::length(cam.eye - out_.eye);
    }
}

physics::ViewerContext Simulation::viewer_context() const {
    physics::ViewerContext viewer;
    viewer.world = world_.get();
    viewer.avatar.id = player_->config().id;
    viewer.avatar.state = player_->config().state;
    viewer.avatar.has_weenie = true;
    viewer.avatar.is_player = player_->config().is_player;
    viewer.avatar.is_creature = true;
    viewer.avatar_cell = player_->output().cell;
    // The sweep runs under the avatar's reading (physics::update_viewer puts it in force).
    viewer.reading = player_->config().reading;
    return viewer;
}

void Simulation::apply_camera(const physics::ChaseCameraFrame& cam) {
    out_.pivot = cam.pivot;
    out_.sought = cam.sought;
    out_.eye = cam.eye;
    out_.camera_cell = shown_cell_id(cam.cell);
    out_.translucency = cam.translucency;
    out_.camera_collide = camera_collide;
    decide_visibility(cam);
}

void Simulation::resweep_camera() {
    apply_camera(camera_.sweep(camera_collide, viewer_context()));
    out_.camera_penetration =
        physics::world_penetration(*world_, {out_.eye, physics::kViewerSphereRadius});
    sweep_ghost_cameras();
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
