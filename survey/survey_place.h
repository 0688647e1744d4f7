#pragma once
// What a survey walks (docs/survey.md, "Starts"): one world at a time — a scene's, or one
// landblock of the AREA with its neighbours loaded — and its starts in the survey's order.
// Built once, then shared read-only by every worker.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <glm/vec3.hpp>

#include "dat/dat_folder.h"
#include "physics/world/mover.h"
#include "physics/world/world.h"
#include "scene/dat_world_builder.h"
#include "scene/scene.h"
#include "survey/wall_index.h"
#include "worlddata/world_data.h"

namespace sweeplab::app::survey {

// One start before placement: the feet (the place's world frame) and the cell it names.
struct PlaceStart {
    glm::vec3 feet{0.0f};
    std::uint32_t cell = 0;          // shown id: the scene's cell id / retail's; 0 outdoors
    std::uint32_t internal_cell = 0; // what placement is given (0: found by containment)
};

struct SurveyPlace {
    scene::Scene scene; // a DAT landblock's: a scene with `dat` = that landblock, radius 1
    std::unique_ptr<scene::DatWorldDesc> desc; // null for a scene without `dat`
    std::unique_ptr<physics::World> world;
    physics::MoverConfig config; // the scene's player, the reading not yet set
    std::uint32_t landblock = 0; // 0xXXYY walked (a DAT place), else 0
    float fps = 30.0f;
    std::vector<PlaceStart> starts;
    WallIndex walls;
    [[nodiscard]] bool is_dat() const { return desc != nullptr; }
    // The start's text for a finding: a DAT place's /loc form facing `heading` (degrees).
    [[nodiscard]] std::string location(const PlaceStart& s, float heading) const;
};

// A scene file's place; its starts over every land square the world has and every cell.
// Throws scene::SceneError / dat::DatError.
[[nodiscard]] std::unique_ptr<SurveyPlace> scene_place(const scene::Scene& scene, float spacing);
// One landblock of a DAT AREA (neighbours loaded, starts only in it). Throws dat::DatError,
// scene::SceneError.
// `world`: the server's world data whose spawns stand in the place (docs/world-objects.md).
[[nodiscard]] std::unique_ptr<SurveyPlace>
dat_place(const dat::DatFolder& folder, std::uint32_t landblock, float spacing,
          const std::vector<std::string>& world = {},
          std::shared_ptr<const worlddata::WorldData> world_data = nullptr);

// The AREA's landblocks in the survey's order (x, then y), each once: `0xXXYY`,
// `0xXXYY-0xXXYY` (the rectangle between two corners), several with commas, or `all` (every
// LandBlock record of the cell file). Throws std::invalid_argument naming the bad part; a
// single landblock the cell file does not hold is refused, a rectangle's missing ones are
// skipped.
[[nodiscard]] std::vector<std::uint32_t> parse_area(const std::string& area,
                                                    const dat::DatFile& cell_file);

} // namespace sweeplab::app::survey
