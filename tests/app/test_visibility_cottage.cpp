// Indoor visibility in the cottage (assets/scenes/cottage.json), the camera flap's acceptance
// (docs/research/retail-reference.md, "The chase camera and the indoor flap"): the
// scene's script walks room A with the boom reaching back through the west wall, the inner
// doorway, room B, the stairs and the cellar. With CollideCamera on the set of visible cells
// never ping-pongs and always holds the avatar's cell while the avatar is inside; with it
// off the same script makes the set jump back and forth (the flap), and the avatar's own
// cell drops out of it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "scene/loader.h"
#include "sim/headless_json.h"
#include "sim/script_player.h"
#include "sim/simulation.h"

using namespace sweeplab;

namespace {

struct Frame {
    std::vector<std::uint32_t> visible;
    std::uint32_t player_cell = 0;
    std::uint32_t camera_cell = 0; // the visibility's (the first visible cell indoors)
    bool inside_building = false;
    bool draw_outdoor = true;
    app::FrameInput input;
};

struct Tally {
    std::vector<Frame> frames;
    int changes = 0;        // frames whose set differs from the previous frame's
    int steady_changes = 0; // ... while the avatar stands still or walks straight
    int blinks = 0;         // changes to a set with no cell in common: everything swapped
    int quick_reverts = 0;  // changes undone within kRevertFrames frames (A, B, A)
    int gate_switches = 0;  // the inside-building gate switching with the avatar indoors
    int missing_avatar = 0; // frames with the avatar inside and its cell not drawn
};

constexpr std::size_t kRevertFrames = 4;

const scene::Scene& cottage() {
    static const scene::Scene s =
        scene::load_scene_file(std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/cottage.json");
    return s;
}

Tally run(bool collide) {
    const scene::Scene& s = cottage();
    app::Simulation sim(s);
    sim.camera_collide = collide;
    const app::ScriptPlayer script(s);
    Tally t;
    for (long f = 1; f <= script.frames(); ++f) {
        const app::FrameInput in = script.input(f);
        sim.step(in);
        const app::FrameOutput& o = sim.output();
        t.frames.push_back(
            {o.visible_cells, o.cell, o.camera_cell, o.inside_building, o.draw_outdoor, in});
    }
    for (std::size_t i = 0; i < t.frames.size(); ++i) {
        const Frame& f = t.frames[i];
        if (f.player_cell != 0 &&
            std::find(f.visible.begin(), f.visible.end(), f.player_cell) == f.visible.end())
            ++t.missing_avatar;
        if (i == 0) continue;
        const Frame& prev = t.frames[i - 1];
        if (f.player_cell != 0 && prev.player_cell != 0 &&
            f.inside_building != prev.inside_building)
            ++t.gate_switches;
        if (f.visible == prev.visible) continue;
        ++t.changes;
        if (f.input.turn == 0.0f && prev.input.turn == 0.0f) ++t.steady_changes;
        bool shared = false;
        for (std::uint32_t c : f.visible)
            shared = shared ||
                     std::find(prev.visible.begin(), prev.visible.end(), c) != prev.visible.end();
        if (!shared) ++t.blinks;
        for (std::size_t k = 2; k <= kRevertFrames && k <= i; ++k)
            if (f.visible == t.frames[i - k].visible) {
                ++t.quick_reverts;
                break;
            }
    }
    return t;
}

std::string describe(const Tally& t) {
    char buf[200];
    std::snprintf(buf, sizeof buf,
                  "%zu frames: %d changes (%d steady), %d blinks, %d quick reverts, %d gate "
                  "switches, avatar's cell not drawn in %d",
                  t.frames.size(), t.changes, t.steady_changes, t.blinks, t.quick_reverts,
                  t.gate_switches, t.missing_avatar);
    return buf;
}

} // namespace

TEST_CASE("cottage visibility: the script visits every room and the cellar", "[visibility]") {
    const Tally on = run(true);
    bool a = false, b = false, cellar = false;
    for (const Frame& f : on.frames) {
        a = a || f.player_cell == 0x0100u;
        b = b || f.player_cell == 0x0101u;
        cellar = cellar || f.player_cell == 0x0102u;
    }
    REQUIRE(a);
    REQUIRE(b);
    REQUIRE(cellar);
}

TEST_CASE("cottage visibility: CollideCamera on, the visible set is stable", "[visibility]") {
    const Tally on = run(true);
    INFO(describe(on));
    // Changes only where the eye or its view crosses into another room, never back and
    // forth, never the whole set swapped, the gate never switching, the avatar always drawn.
    REQUIRE(on.quick_reverts == 0);
    REQUIRE(on.blinks == 0);
    REQUIRE(on.gate_switches == 0);
    REQUIRE(on.missing_avatar == 0);
    REQUIRE(on.changes <= 10);
    REQUIRE(on.steady_changes <= 4);
    // The camera's cell leads the list, and the eye stays in the house.
    for (const Frame& f : on.frames) {
        if (f.player_cell == 0) continue;
        REQUIRE(f.inside_building);
        REQUIRE_FALSE(f.visible.empty());
        REQUIRE(f.visible.front() == f.camera_cell);
    }
}

TEST_CASE("cottage visibility: CollideCamera off, the same script flaps", "[visibility]") {
    const Tally on = run(true);
    const Tally off = run(false);
    INFO("on:  " << describe(on));
    INFO("off: " << describe(off));
    // The eye passes through walls: the set jumps (more changes, whole sets swapped, a
    // change undone a frame or two later), the gate switches outside and back with the
    // avatar indoors, and the avatar's own room is not drawn for long stretches.
    REQUIRE(off.changes >= on.changes + 4);
    REQUIRE(off.steady_changes > on.steady_changes);
    REQUIRE(off.blinks >= 3);
    REQUIRE(off.quick_reverts >= 1);
    REQUIRE(off.gate_switches >= 3);
    REQUIRE(off.missing_avatar >= 60);
    std::printf("cottage visibility, on:  %s\n", describe(on).c_str());
    std::printf("cottage visibility, off: %s\n", describe(off).c_str());
}

TEST_CASE("cottage visibility: the headless line carries visible_cells", "[visibility]") {
    const scene::Scene& s = cottage();
    app::Simulation sim(s);
    const app::ScriptPlayer script(s);
    sim.step(script.input(1));
    const std::string line = app::frame_json(sim.output());
    REQUIRE(line.find("\"visible_cells\": [") != std::string::npos);
    // Added at the end: the fields before it are unchanged.
    REQUIRE(line.find("\"collisions\": [") < line.find("\"visible_cells\""));
    REQUIRE(line.back() == '}');
    std::string expected = "\"visible_cells\": [";
    for (std::size_t i = 0; i < sim.output().visible_cells.size(); ++i)
        expected += (i ? ", " : "") + std::to_string(sim.output().visible_cells[i]);
    REQUIRE(line.find(expected + "]}") != std::string::npos);
}
