#pragma once
// One landblock's spawn rows judged (docs/spawns.md, "Kinds"): the landblock built with its
// neighbours' land, cells and buildings, its rows placed as the server places them when it
// loads (scene/dat_world_objects.cpp, retail's enter_world chain), then each row given the
// first kind of the table that holds: dropped, moved, wrong_cell, under_ground, floating. A
// portal weenie's Destination is judged once, on the landblock of its first row
// (spawns/spawn_destination.h). One SpawnJudge per worker thread: it owns its DAT handles.
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "physics/reading/reading.h"
#include "spawns/spawn_report.h"
#include "worlddata/world_data.h"

namespace sweeplab::spawns {

// The thresholds of the kinds (docs/spawns.md).
inline constexpr float kMovedLimit = 0.05f;       // metres from the saved origin
inline constexpr float kUnderGroundLimit = 0.05f; // metres below the terrain
inline constexpr float kFloatingLimit = 0.25f;    // metres above the surface below
inline constexpr float kFloatingSearch = 50.0f;   // how far down a surface is looked for

struct JudgeInput {
    std::string dat_dir; // each judge opens its own handles (the directory cache is per handle)
    std::shared_ptr<const worlddata::WorldData> data;
    physics::Reading reading{};
    bool all = false;   // a line for every row (ok, skipped) as well
    bool chase = false; // --chase: every placed creature lured (spawns/spawn_chase.h)
};

// One landblock's lines (in output order) and counts (rows, judged, skipped, no_weenie,
// no_setup, findings; the run adds the rest of the summary).
struct LandblockResult {
    std::uint32_t landblock = 0;
    std::vector<SpawnLine> lines;
    SpawnSummary counts;
};

// A portal weenie whose Destination this landblock's line carries: its class id and the guid
// of its first row here.
struct OwnedPortal {
    std::uint32_t wcid = 0, guid = 0;
};

class SpawnJudge {
  public:
    explicit SpawnJudge(const JudgeInput& input);
    ~SpawnJudge();
    SpawnJudge(const SpawnJudge&) = delete;
    SpawnJudge& operator=(const SpawnJudge&) = delete;

    // Judges the landblock's rows and the Destinations of `portals`. Throws dat::DatError for
    // DAT records that do not read (a landblock the cell file lacks is not an error: its rows
    // are `dropped`).
    [[nodiscard]] LandblockResult judge(std::uint32_t landblock,
                                        const std::vector<OwnedPortal>& portals);

  private:
    struct State;
    std::unique_ptr<State> state_;
};

// The SET list of a fix: `to`'s cell and origin over `saved`'s, only the columns that change
// ("" when none does).
[[nodiscard]] std::string changed_columns(const SpawnPos& saved, const SpawnPos& to);
// The fix for a row (docs/spawns.md, "Fixes"): ACE SQL that writes `to` over the row's saved
// cell and origin, naming only the columns that change.
[[nodiscard]] std::string instance_fix_sql(std::uint32_t guid, const SpawnPos& saved,
                                           const SpawnPos& to);

} // namespace sweeplab::spawns
