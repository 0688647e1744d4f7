#pragma once
// A portal's Destination judged for the retail human (docs/spawns.md, "destination"): the
// Destination's landblock built with its neighbours and its own spawns, as the server has it
// loaded, and the human (two 0.48 m spheres, retail's player state) placed there as an object
// entering the world. The line says whether the player is dropped, moved more than 5 cm, put
// in a cell other than the one named, or under the ground. Places are cached per judge.
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>

#include "dat/dat_folder.h"
#include "physics/reading/reading.h"
#include "physics/world/enter_world.h"
#include "scene/dat_world_builder.h"
#include "spawns/spawn_report.h"
#include "worlddata/world_data.h"

namespace sweeplab::spawns {

// The retail human as it enters the world: its Setup's two spheres, the player's state and
// step heights.
[[nodiscard]] physics::PlacementObject retail_human();

class DestinationJudge {
  public:
    DestinationJudge(const dat::DatFolder& folder, std::shared_ptr<const worlddata::WorldData> data,
                     physics::Reading reading);
    // The weenie's `destination` line (from `row`: guid, wcid, name, type, setup, landblock),
    // or nullopt when its Destination is sound.
    [[nodiscard]] std::optional<SpawnLine> judge(const worlddata::Weenie& weenie,
                                                 const SpawnLine& row);

  private:
    const scene::DatWorld& place(std::uint32_t landblock);
    const dat::DatFolder& folder_;
    std::shared_ptr<const worlddata::WorldData> data_;
    physics::Reading reading_;
    std::map<std::uint32_t, std::unique_ptr<scene::DatWorld>> places_;
    std::deque<std::uint32_t> order_; // oldest first
};

} // namespace sweeplab::spawns
