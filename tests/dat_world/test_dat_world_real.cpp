// Opt-in: Holtburg (landblock 0xA9B4 and its neighbours) built from the user's own
// End-of-Retail DAT files when SWEEPLAB_DAT_DIR names their folder (skipped with a warning
// otherwise): the world builds, the land and cells carry retail's ids, and an avatar set down
// on every outdoor square of 0xA9B4 and on every EnvCell's origin comes to rest with finite
// feet, not sunk into anything.
#include <catch2/catch.hpp>

#include <cmath>

#include "dat/dat_folder.h"
#include "physics/world/mover.h"
#include "physics/world/penetration.h"
#include "scene/dat_world_builder.h"
#include "scene/scene.h"

using namespace sweeplab;

namespace {

physics::MoverConfig human() {
    scene::Scene s;
    s.player.spheres = scene::default_human_spheres();
    s.player.step_up_height = scene::kDefaultStepUpHeight;
    s.player.step_down_height = scene::kDefaultStepDownHeight;
    return scene::player_config(s);
}

bool finite(const glm::vec3& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

} // namespace

TEST_CASE("dat real: Holtburg 0xA9B4 builds and an avatar rests on every square and in every "
          "cell",
          "[dat_world][real]") {
    const std::optional<std::filesystem::path> dir = dat::resolve_dat_dir(std::nullopt);
    if (!dir) {
        WARN("SWEEPLAB_DAT_DIR is not set: skipping the Holtburg world checks");
        return;
    }
    const dat::DatFolder folder = dat::DatFolder::open(*dir);
    scene::DatWorldRequest req;
    req.landblocks = {0xA9B4u};
    req.radius = 1;
    const scene::DatWorld built = scene::build_dat_world(folder, req);
    const physics::World& w = *built.world;
    REQUIRE(built.desc.landblocks.size() == 9);
    CHECK(built.desc.landblocks[0].id == 0xA9B4u);
    CHECK_FALSE(built.desc.cells.empty());
    CHECK_FALSE(built.desc.buildings.empty());
    for (const scene::DatCellDesc& c : built.desc.cells)
        CHECK(w.external_cell_id(c.internal_id) == c.id);

    const physics::MoverConfig config = human();
    for (int sx = 0; sx < 8; ++sx)
        for (int sy = 0; sy < 8; ++sy) {
            const glm::vec2 centre(24.0f * static_cast<float>(sx) + 12.0f,
                                   24.0f * static_cast<float>(sy) + 12.0f);
            physics::Plane ground;
            REQUIRE(w.terrain_plane(centre.x, centre.y, ground));
            const float z = -(ground.normal.x * centre.x + ground.normal.y * centre.y + ground.d) /
                            ground.normal.z;
            physics::Mover m(w, config);
            (void)m.place({centre.x, centre.y, z}, 0.0f);
            for (int f = 0; f < 30; ++f)
                m.update(1.0f / 30.0f, physics::MoverInput{});
            INFO("square " << sx << "," << sy);
            CHECK(finite(m.position().frame.origin));
            CHECK(m.position().objcell_id != 0);
        }
    for (const scene::DatCellDesc& c : built.desc.cells) {
        if ((c.id >> 16u) != 0xA9B4u) continue;
        physics::Mover m(w, config);
        (void)m.place(c.frame.origin, 0.0f, c.internal_id);
        for (int f = 0; f < 30; ++f)
            m.update(1.0f / 30.0f, physics::MoverInput{});
        INFO("cell " << std::hex << c.id);
        CHECK(finite(m.position().frame.origin));
    }
}
