#pragma once
// The lab's Spawns panel without any GL or ImGui (docs/spawns.md, "In the lab"): the kinds' counts
// and filter, which DAT place a line is looked at in, where the avatar goes to look at it, and what
// is drawn there: the object's collision shape at its saved origin and where placement put it, and
// what its placement spheres overlap at the saved origin. The panel (app/lab/spawns_panel.cpp)
// draws these; the tests check them on the synthetic place.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <glm/vec3.hpp>

#include "dat/dat_folder.h"
#include "dat/records/setup.h"
#include "physics/math/sphere.h"
#include "physics/world/world.h"
#include "scene/dat_world_builder.h"
#include "scene/location.h"
#include "sim/dat_places.h"
#include "sim/frame_input.h"
#include "sim/lab_controller.h"
#include "spawns/spawn_overlap.h"
#include "spawns/spawn_report.h"

namespace sweeplab::spawns {

// Every kind a line can have: the ten findings (the --chase ones among them), then ok and
// skipped (an --all file's).
inline constexpr std::size_t kSpawnKinds = static_cast<std::size_t>(SpawnKind::Skipped) + 1;
using KindFlags = std::array<bool, kSpawnKinds>;
// The panel's filter at the start: the findings shown, an --all file's ok and skipped rows
// not (they would bury the findings in markers).
inline constexpr KindFlags kFindingsShown{true, true, true, true, true,  true,
                                          true, true, true, true, false, false};

// How many lines of each kind the file holds.
[[nodiscard]] std::array<std::uint64_t, kSpawnKinds> kind_counts(const SpawnFile& file);
// The indices of the lines whose kind is shown, in file order.
[[nodiscard]] std::vector<std::size_t> shown_lines(const SpawnFile& file, const KindFlags& shown);
// The first line that is a finding; nullopt when there is none.
[[nodiscard]] std::optional<std::size_t> first_finding(const SpawnFile& file);

// The landblock 0xXXYY a line is looked at in: its saved cell's (a portal's Destination may
// lie in another landblock than its row), else the row's.
[[nodiscard]] std::uint32_t line_landblock(const SpawnLine& line);
// The place the lab opens for a line: that landblock, outdoors over the square holding the
// saved origin (an indoor cell the DAT lacks, as a dropped row's may be, would not open).
[[nodiscard]] scene::Location place_location(const SpawnLine& line);
// Whether the loaded place is not the line's landblock's (not loaded, or loaded only as a
// neighbour, whose own neighbours and spawns may be missing): the lab opens its place first.
[[nodiscard]] bool needs_place(const scene::DatWorldDesc* desc, const SpawnLine& line);

// A stored position in the world frame (`fallback` names the landblock for cell 0).
[[nodiscard]] glm::vec3 world_position(const scene::WorldFrame& frame, const SpawnPos& p,
                                       std::uint32_t fallback);
// Where the line's marker goes: where the object stands (placed), else its saved origin.
[[nodiscard]] glm::vec3 marker_position(const scene::WorldFrame& frame, const SpawnLine& line);
// The avatar's spot to look at the line: 1 m in front of the object (its placed position,
// else its saved one), facing it; in its indoor cell when it is indoors.
[[nodiscard]] app::TeleportTarget approach_target(const scene::WorldFrame& frame,
                                                  const SpawnLine& line);

// A world object's index in DatWorldDesc::world_objects by guid.
[[nodiscard]] std::optional<std::size_t> world_object_index(const scene::DatWorldDesc& desc,
                                                            std::uint32_t guid);
// saved_frame * inverse(placed_frame): a point of the object where placement put it, moved
// to where the row saved it.
[[nodiscard]] glm::vec3 to_saved(const scene::WorldObjectDesc& o, const glm::vec3& placed_point);

struct Cylinder {
    glm::vec3 base{0.0f};
    float radius = 0.0f, height = 0.0f;
};
// A shape to draw, world frame: mesh edges (pairs of points), spheres and upright cylinders.
struct ShapeSet {
    std::vector<glm::vec3> edges;
    std::vector<physics::Sphere> spheres;
    std::vector<Cylinder> cylinders;
    [[nodiscard]] bool empty() const {
        return edges.empty() && spheres.empty() && cylinders.empty();
    }
};
// World object `index`'s collision shape as its drawing entries hold it (its BSP parts'
// meshes, its spheres, its cylspheres): where it stands, or moved to its saved origin.
[[nodiscard]] ShapeSet world_object_shape(const scene::DatWorldDesc& desc, std::size_t index,
                                          bool at_saved);
// The spheres placement tests the object with at `at` (scene/dat_world_objects.cpp): its
// Setup's spheres at its scale, else retail's dummy sphere.
[[nodiscard]] std::vector<physics::Sphere> placement_spheres(const dat::SetupRecord* setup,
                                                             float scale, const physics::Frame& at);

// What a line draws in the loaded place.
struct SpawnScene {
    ShapeSet saved;  // red: at the saved origin
    ShapeSet placed; // green: where placement put it (nothing for a dropped row)
    ShapeSet hit;    // what the placement spheres overlap at the saved origin
    Overlap overlap;
    std::string hit_text; // the overlap named ("" when the spot is clear)
    std::string note;     // why something is not drawn
};
// The line's shapes in the loaded place (`desc` and `world` one place's). `folder` reads the
// Setup's placement spheres. Never throws: a Setup that does not read is a note.
[[nodiscard]] SpawnScene spawn_scene(const physics::World& world, const scene::DatWorldDesc& desc,
                                     const dat::DatFolder& folder, const SpawnLine& line);

// A click on a line: the line's place opened when needs_place says so (as the DAT panel opens
// a location: the lab's DAT folder and --world), the avatar teleported to approach_target,
// paused, and the shapes. `error`: why not (the old place is kept).
struct LineVisit {
    bool new_place = false; // the caller reloads the renderer's geometry
    bool placed = false;    // the avatar's placement found a spot
    SpawnScene scene;
    std::string error;
};
[[nodiscard]] LineVisit visit_line(app::LabController& lab, const SpawnLine& line,
                                   const app::FrameInput& idle);

// Without a LOCATION the lab opens at the first finding's place: its location text; nullopt
// when the file has no finding.
[[nodiscard]] std::optional<std::string> start_location(const SpawnFile& file);

} // namespace sweeplab::spawns
