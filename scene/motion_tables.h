#pragma once
// A creature's motion data from the DAT files (docs/creatures.md, "Speed"): the MotionTable
// record and the Animations its cycles, modifiers and links play, turned into the port's
// physics::motion::MotionTable (stored order kept; of an Animation its frame count and root
// motion, the only parts the movement reads). Tables are read once and shared read-only.
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>

#include "dat/dat_folder.h"
#include "dat/records/animation.h"
#include "dat/records/motion_table.h"
#include "physics/motion/motion_data.h"

namespace sweeplab::scene {

// The conversion. `animation` gives the Animation record of an id, or nullopt when the
// files have none (the AnimRef then has no animation: retail never appends such a node).
[[nodiscard]] std::unique_ptr<physics::motion::MotionTable> to_physics_motion_table(
    const dat::MotionTableRecord& record,
    const std::function<std::optional<dat::AnimationRecord>(std::uint32_t)>& animation);

class MotionTableCache {
  public:
    explicit MotionTableCache(const dat::DatFolder& folder) : portal_(&folder.portal) {}
    // Over the portal file alone (the DAT world builder's).
    explicit MotionTableCache(const dat::DatFile& portal) : portal_(&portal) {}
    // The table `id` (0x09......), read on first use. Throws dat::DatError naming the record
    // when the table or one of its animations is malformed; an animation the files lack is
    // left out (its AnimRef has none).
    [[nodiscard]] std::shared_ptr<const physics::motion::MotionTable> get(std::uint32_t id);

  private:
    const dat::DatFile* portal_;
    std::map<std::uint32_t, std::shared_ptr<const physics::motion::MotionTable>> tables_;
};

} // namespace sweeplab::scene
