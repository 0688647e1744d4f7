#pragma once
// What the C API's opaque handles hold (docs/c-api.md, "Ownership"): a world is the scene it
// was opened from, the physics World built from it (as `sweeplab --headless` builds it), its
// DAT folder and the objects added through the API; a mover is a physics::Mover in one world.
// Each starts with a tag, so a freed, foreign or garbage pointer that still reads is refused
// with a message rather than used.
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "dat/dat_folder.h"
#include "physics/reading/reading.h"
#include "physics/world/enter_world.h"
#include "physics/world/mover.h"
#include "physics/world/world.h"
#include "scene/dat_world_builder.h"
#include "scene/location.h"
#include "scene/scene.h"
#include "sweeplab/sweeplab.h"

inline constexpr std::uint32_t kWorldTag = 0x574C5753u; // "SWLW"
inline constexpr std::uint32_t kMoverTag = 0x4D4C5753u; // "SWLM"
inline constexpr std::uint32_t kFreedTag = 0xDEADF4EEu;

// One object added through sl_world_add_object: its registry index, guid and whether it is in
// the world now (a dropped or removed object is not).
struct SlObject {
    std::uint32_t registry_index = 0;
    std::uint32_t id = 0;
    bool present = false;
    sweeplab::physics::PlacementObject placement; // its spheres and desc, for each move
};

struct sl_world {
    std::uint32_t tag = kWorldTag;
    sweeplab::scene::Scene scene;
    std::shared_ptr<const sweeplab::dat::DatFolder> folder; // null: a scene without `dat`
    std::unique_ptr<sweeplab::scene::DatWorldDesc> desc;    // null: a scene without `dat`
    std::unique_ptr<sweeplab::physics::World> world;
    // The landblock whose frame the world is in (a DAT place's first landblock, a scene's
    // `landblock`); none for a scene that stands for no landblock (positions are the scene's).
    std::optional<sweeplab::scene::WorldFrame> frame;
    sweeplab::physics::Reading reading{};
    float frame_dt = 1.0f / 30.0f;
    // Where the scene's player starts (sl_world_start) and the cell and yaw `sweeplab
    // --headless` places its avatar with: a mover started there is placed exactly so.
    sl_position start{};
    std::uint32_t start_cell = 0;
    float start_yaw = 0.0f;
    std::unique_ptr<sweeplab::physics::EnterWorld> placer; // made on the first added object
    std::vector<SlObject> objects;                         // by sl_object_handle::index
};

struct sl_mover {
    std::uint32_t tag = kMoverTag;
    const sl_world* world = nullptr;
    std::unique_ptr<sweeplab::physics::Mover> mover;
};

namespace sweeplab::capi {

// SL_OK for a live handle of this kind, else SL_ERROR_ARGUMENT naming the argument.
sl_status need_world(const sl_world* world, const char* function);
sl_status need_mover(const sl_mover* mover, const char* function);
// sl_reading -> the port's reading; SL_ERROR_ARGUMENT for a value out of the enum.
sl_status to_reading(const sl_reading& in, physics::Reading& out, const char* function,
                     const char* argument);

} // namespace sweeplab::capi
