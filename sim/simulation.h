#pragma once
// One running scene: the physics world built from it, the avatar's mover, the chase camera,
// and any ghost avatars (the same input under other readings of the physics), stepped one
// frame (1/fps) at a time. The window, the headless runner and the tests all step
// the same object, so what the lab shows is what the headless output says.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <glm/vec3.hpp>

#include "physics/camera/chase_camera.h"
#include "physics/reading/reading.h"
#include "physics/visibility/cell_view.h"
#include "physics/world/mover.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"
#include "scene/scene.h"
#include "sim/frame_input.h"

namespace sweeplab::scene {
struct DatWorldDesc; // scene/dat_world_builder.h
} // namespace sweeplab::scene
namespace sweeplab::dat {
struct DatFolder; // dat/dat_folder.h
} // namespace sweeplab::dat

namespace sweeplab::app {

// A ghost avatar's frame: a second mover, placed like the avatar and driven by the same
// input under another reading, in the same world (the two never meet: neither is a world
// object). `distance` is between the two feet.
struct GhostOutput {
    physics::Reading reading{};
    glm::vec3 position{0.0f};
    glm::vec3 velocity{0.0f};
    float yaw_deg = 0.0f;
    std::uint32_t cell = 0;
    bool contact = false;
    bool on_walkable = false;
    std::uint32_t substeps = 0;
    float distance = 0.0f;
    // The ghost's own chase camera (the same boom, swept under the ghost's reading): its
    // eye, and how far it is from the avatar's eye. The camera shows readings the avatar
    // never reaches: the viewer sweep is the PerfectClip mover (BSPTREE::adjust_to_plane).
    glm::vec3 eye{0.0f};
    float eye_distance = 0.0f;
};

// One ghost avatar: its mover and its own chase camera (Simulation::ghost order).
struct GhostRun {
    std::unique_ptr<physics::Mover> mover;
    std::unique_ptr<physics::ChaseCamera> camera;
};

// How a Simulation runs: the avatar's reading of the physics (retail unless --reading says
// otherwise), the --compare ghost's, and the frame rate (0: the scene's `fps`).
struct SimulationOptions {
    physics::Reading reading{};
    std::optional<physics::Reading> compare;
    float fps = 0.0f;
    // The DAT folder the run opened once (app/dat_run.h): a scene whose `dat` names this
    // folder is built from it instead of opening the files again (null: opened as needed).
    std::shared_ptr<const dat::DatFolder> dat_folder;
    // --dat DIR, for the scenes the window opens later (the picker, Reload): it wins over
    // SWEEPLAB_DAT_DIR for the whole run.
    std::optional<std::string> dat_dir;
};

// Everything one frame reports (the fields of the headless output, docs/command-line.md).
// Cell ids are the scene's own: 0 outside. In a DAT world (a scene with `dat`) they are
// retail's full 32-bit ids, the outdoor land cells 0xXXYY0001-0040 included.
struct FrameOutput {
    long frame = 0;
    double time = 0.0;
    glm::vec3 position{0.0f}; // feet
    glm::vec3 velocity{0.0f};
    float yaw_deg = 0.0f;
    std::uint32_t cell = 0;
    bool contact = false;
    bool on_walkable = false;
    glm::vec3 pivot{0.0f};
    glm::vec3 sought{0.0f};
    // The eye of a second chase camera that never sweeps (the lab's camera A/B "B" side):
    // where the eye would be with CollideCamera off, damped from its own previous eye.
    glm::vec3 free_eye{0.0f};
    glm::vec3 eye{0.0f};
    std::uint32_t camera_cell = 0;
    float translucency = 0.0f;
    bool camera_collide = true;
    std::uint32_t substeps = 0;
    std::vector<std::uint32_t> collisions;
    float penetration = 0.0f;        // deepest avatar overlap with any solid shape
    float camera_penetration = 0.0f; // deepest viewer-sphere overlap with world geometry
    // Indoor visibility from the camera's cell (physics/visibility): the cells the renderer
    // draws, the camera's cell first (empty outside when no portal leads in); whether the
    // eye is inside a building; whether the land, shells and outdoor objects are drawn.
    std::vector<std::uint32_t> visible_cells;
    bool inside_building = false;
    bool draw_outdoor = true;
    // The ghosts, in Simulation::ghost order: the --compare one first (when given), then one
    // for each reading the scene's checks name that is not already there.
    std::vector<GhostOutput> ghosts;
};

class Simulation {
    friend class SimulationAccess; // sim/sim_state.h: the lab's rewind, crowd, switches
  public:
    // Builds the world; throws scene::SceneError when a mesh cannot be compiled. A scene with
    // `dat` is built from its DAT folder (scene/dat_world_builder.h) and then also throws
    // dat::DatError for bad or missing records.
    explicit Simulation(const scene::Scene& scene, const SimulationOptions& options = {});
    ~Simulation();
    Simulation(const Simulation&) = delete;
    Simulation& operator=(const Simulation&) = delete;

    // One frame of 1/fps s. `trace`, when given, receives every transition sub-step of the
    // avatar, `ghost_trace` those of ghost 0.
    void step(const FrameInput& input, physics::FrameTrace* trace = nullptr,
              physics::FrameTrace* ghost_trace = nullptr);
    // A render frame between physics ticks: the chase camera's sweep again from the last
    // sought eye (retail SmartBox::DrawNoBlit runs update_viewer every render frame, while
    // CameraManager::UpdateCamera waits for the next >= 1/30 s tick). Moves nothing else.
    void resweep_camera();

    [[nodiscard]] const FrameOutput& output() const { return out_; }
    [[nodiscard]] const scene::Scene& scene() const { return scene_; }
    [[nodiscard]] const physics::World& world() const { return *world_; }
    [[nodiscard]] const physics::Mover& player() const { return *player_; }
    // The ghost avatars (FrameOutput::ghosts order) and the --compare one's index (0) when
    // there is one.
    [[nodiscard]] std::size_t ghost_count() const { return ghosts_.size(); }
    [[nodiscard]] const physics::Mover& ghost(std::size_t i) const { return *ghosts_[i].mover; }
    [[nodiscard]] const physics::ChaseCamera& ghost_camera(std::size_t i) const {
        return *ghosts_[i].camera;
    }
    [[nodiscard]] bool has_compare() const { return has_compare_; }
    // One frame's time (1/fps) and the rate.
    [[nodiscard]] float frame_dt() const { return frame_dt_; }
    [[nodiscard]] double frame_rate() const { return frame_rate_; }
    // This frame's visibility decision (internal ids) and the portal graph it walked.
    [[nodiscard]] const physics::CellVisibility& visibility() const { return *visibility_; }
    [[nodiscard]] const physics::PortalGraph& portal_graph() const { return portals_; }
    // The scene cell (external id, 0 outside) that holds each scene object, by index.
    [[nodiscard]] const std::vector<std::uint32_t>& object_cells() const { return object_cells_; }
    // What the DAT world builder says about the loaded landblocks, cells, objects and
    // buildings (record ids, drawing meshes); null for a scene without `dat`.
    [[nodiscard]] const scene::DatWorldDesc* dat_world() const { return dat_.get(); }
    // The id a cell is shown by: World::external_cell_id, and in a DAT world (or a scene that
    // names its landblock) a land cell's own retail id (0xXXYY0001-0040) where a scene world
    // shows 0.
    [[nodiscard]] std::uint32_t shown_cell_id(std::uint32_t internal_id) const;

    // CollideCamera: on by default; the lab's checkbox and --camera-collide switch it live.
    bool camera_collide = true;
    // The aspect of the view the visibility is decided for (the window's; 16:9 headless,
    // as the screenshots are). The view itself is the window's: from the eye at the pivot.
    float view_aspect = 16.0f / 9.0f;

  private:
    void measure();
    void decide_visibility(const physics::ChaseCameraFrame& cam);
    [[nodiscard]] physics::ViewerContext viewer_context() const;
    void apply_camera(const physics::ChaseCameraFrame& cam);
    void add_ghost(physics::Reading reading);
    void report_ghosts();
    // The ghosts' chase cameras, sought and swept like the avatar's under each ghost's
    // reading.
    void seek_ghost_cameras(const physics::CameraBoom& boom);
    void sweep_ghost_cameras();
    [[nodiscard]] physics::ViewerContext ghost_viewer_context(std::size_t i) const;

    const scene::Scene& scene_;
    std::unique_ptr<scene::DatWorldDesc> dat_;
    std::unique_ptr<physics::World> world_;
    std::unique_ptr<physics::Mover> player_;
    std::vector<GhostRun> ghosts_;
    bool has_compare_ = false;
    double frame_rate_ = 30.0;
    float frame_dt_ = 1.0f / 30.0f;
    physics::ChaseCamera camera_;
    physics::ChaseCamera free_camera_; // never collides; drives FrameOutput::free_eye
    physics::PortalGraph portals_;
    std::unique_ptr<physics::CellVisibility> visibility_;
    std::vector<std::uint32_t> object_cells_;
    FrameOutput out_;
};

// CollideCamera as the scene, SWEEPLAB_CAMERA_COLLIDE=0 and the command line decide it, in
// that order of precedence (the command line wins).
bool camera_collide_setting(const scene::Scene& scene, int cli_setting /* -1 unset, 0, 1 */);

} // namespace sweeplab::app
