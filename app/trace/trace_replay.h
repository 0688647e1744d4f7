#pragma once
// Judging a retail trace (docs/trace.md): each `[fcl]` line replayed through the port's own
// CObjCell::find_cell_list (physics::World::find_cell_list, the retail path: the seed cell's
// portals, building portals outdoors, point_in_cell) with the player's spheres at the
// position, and the port's pick compared with retail's; on a mismatch, the test that decided
// it (physics::CellPickTrace). GL-free; the command and the lab's Trace panel share it.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <glm/vec3.hpp>

#include "app/trace/trace_log.h"
#include "dat/dat_folder.h"
#include "physics/math/sphere.h"
#include "physics/reading/reading.h"
#include "physics/world/cell_pick_trace.h"
#include "physics/world/world.h"
#include "scene/scene.h"

namespace sweeplab::app::trace {

// The world a line is judged in.
struct TraceWorld {
    const physics::World* world = nullptr;
    // A DAT place: land cells carry retail's ids and a position is in its seed's landblock
    // frame (the world's frame is landblock `origin_landblock`'s). Otherwise a scene: the
    // position is in the scene's frame, every land cell id means the scene's outdoors, and an
    // indoor id names the scene cell of that full id, or else the scene cell whose id is that
    // bare cell word (a scene's `0x0100` stands for 0xXXYY0100 of any landblock).
    bool dat = false;
    std::uint32_t origin_landblock = 0;
    std::vector<physics::Sphere> spheres; // the player's, centres relative to the feet
    std::string where;                    // "the scene" / "the DATs", for messages
};

// Which test decided a mismatch.
enum class DecidingTest : std::uint8_t {
    None,        // the picks match
    PointInCell, // the containment result of `cell` (CObjCell::point_in_cell)
    Portal,      // the portal into `cell` was not crossed (CellPickTrace::PortalTest)
    Unreached,   // no portal test led to `cell` at all
};

struct Decision {
    DecidingTest test = DecidingTest::None;
    std::uint32_t cell = 0; // the cell the test was about (the ids the trace uses)
    bool result = false;    // point_in_cell's answer; for a portal, whether it was crossed
    // A portal: which, from which cell (a building portal: the land cell holding it).
    physics::CellPickTrace::PortalKind kind = physics::CellPickTrace::PortalKind::Cell;
    std::uint32_t from = 0;
    std::uint32_t portal = 0;
    bool skipped = false; // a building portal with a negative other_portal_id
    std::string text;     // one sentence for people
};

struct LineVerdict {
    TraceLine line;
    glm::vec3 world_position{0.0f}; // the feet in the judging world's frame
    std::uint32_t port = 0;         // the port's pick, as the trace names cells (0: none)
    bool match = false;
    // The world's internal ids of the seed, the port's pick and retail's (0: none; retail's
    // outdoors in a scene: the land cell under the foot sphere), for drawing them.
    std::uint32_t seed_cell = 0, port_cell = 0, retail_cell = 0;
    std::vector<std::uint32_t> cells; // the port's cell array in order, as the trace names them
    Decision decided;                 // when !match
};

// Whether `cell` (the ids the trace uses) names the scene's outdoors: a land cell id.
[[nodiscard]] constexpr bool is_land_id(std::uint32_t cell) {
    return cell != 0 && (cell & 0xFFFFu) < 0x100u;
}

// Judges one line under `reading`. Throws TraceError (`path: line N: seed 0x...: not in the
// DATs`) when the seed, or retail's pick, is not a cell of the world.
[[nodiscard]] LineVerdict judge_line(const TraceWorld& world, const TraceLine& line,
                                     physics::Reading reading, const std::string& path);

// What a trace is judged against: a loaded scene (its world built once), or a DAT folder (a
// world per landblock named by a seed, with its neighbours, built once for all its lines).
struct TraceTarget {
    const scene::Scene* scene = nullptr;
    const dat::DatFolder* folder = nullptr; // the scene's DAT folder when it has `dat`
    std::vector<std::string> world;         // --dat: the server's world data for each place
};

// Every line judged, in the log's order. Throws TraceError (the lowest line that cannot be
// judged), scene::SceneError and dat::DatError (a world that does not build).
[[nodiscard]] std::vector<LineVerdict> replay_trace(const TraceLog& log, const TraceTarget& target,
                                                    physics::Reading reading);

} // namespace sweeplab::app::trace
