// The shipped scenes written into synthetic DATs and played from them: each scene's
// ground becomes the 3 x 3 landblocks around 0xA9B4, its compiled cell trees Environment
// CellStructs and EnvCells, its boxes and meshes GfxObj stabs (buildings LandBlockInfo
// buildings), its spheres and cylspheres Setups; the scene, now with a `dat` key, runs its
// script through the app's Simulation on the world the DAT world builder makes, and every
// acceptance check still passes.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "scene/checks.h"
#include "scene/dat_world_builder.h"
#include "scene/loader.h"
#include "sim/headless_json.h"
#include "sim/script_player.h"
#include "sim/simulation.h"
#include "tests/dat_world/scene_to_dat.h"

using namespace sweeplab;

namespace {

struct Played {
    std::string dat_results, compiled_results; // "name: state; " per check
    bool dat_passed = false, compiled_passed = false;
    std::size_t checks = 0;
    float max_deviation = 0.0f; // feet, DAT world against the scene's own, over every frame
    long frames = 0;
};

std::string results(const scene::CheckEvaluator& e) {
    std::string out;
    for (const scene::CheckResult& r : e.finish())
        out += r.name + ": " +
               (r.state == scene::CheckState::Passed
                    ? std::string("passed")
                    : "FAILED at frame " + std::to_string(r.first_failing_frame) + " (" + r.detail +
                          ")") +
               "; ";
    return out;
}

// The physics id the DAT world gives the object of `record` (its first colliding part).
std::uint32_t dat_object_id(const scene::DatWorldDesc& d, std::uint32_t record) {
    for (const scene::DatObjectDesc& o : d.objects)
        if (o.record_id == record && o.object_id != 0) return o.object_id;
    return 0;
}

Played play_from_dat(const std::string& name) {
    const std::string path = std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/" + name + ".json";
    const scene::Scene original = scene::load_scene_file(path);
    test::datw::SceneDat d = test::datw::scene_to_dat(original);
    const auto dir = std::filesystem::temp_directory_path() / ("sweeplab-dat-scene-" + name);
    std::filesystem::create_directories(dir);
    d.area.cell.write_into(dir);
    d.area.portal.write_into(dir);

    scene::Scene s = d.extras;
    s.dat = scene::DatPlace{{0xA9B4u}, 1, dir.string(), {}, nullptr};
    // Object ids in checks: the DAT world numbers its objects itself.
    {
        const dat::DatFolder folder = dat::DatFolder::open(dir);
        scene::DatWorldRequest req;
        req.landblocks = {0xA9B4u};
        req.extras = &s;
        const scene::DatWorld w = scene::build_dat_world(folder, req);
        for (scene::Check& c : s.checks)
            if (c.kind == scene::CheckKind::CollidesWith)
                if (auto it = d.record_of.find(c.id); it != d.record_of.end() && it->second != 0)
                    c.id = dat_object_id(w.desc, it->second);
    }
    Played out;
    {
        app::Simulation sim(s), own(original);
        REQUIRE(sim.dat_world() != nullptr);
        sim.camera_collide = app::camera_collide_setting(s, -1);
        own.camera_collide = app::camera_collide_setting(original, -1);
        const app::ScriptPlayer script(s);
        scene::CheckEvaluator checks(s.checks), own_checks(original.checks);
        for (long f = 1; f <= script.frames(); ++f) {
            sim.step(script.input(f));
            own.step(script.input(f));
            checks.add_frame(app::frame_record(sim.output()));
            own_checks.add_frame(app::frame_record(own.output()));
            out.max_deviation = std::max(
                out.max_deviation, glm::length(sim.output().position - own.output().position));
        }
        out.frames = script.frames();
        out.checks = s.checks.size();
        out.dat_passed = checks.all_passed();
        out.compiled_passed = own_checks.all_passed();
        out.dat_results = results(checks);
        out.compiled_results = results(own_checks);
    }
    std::filesystem::remove_all(dir);
    return out;
}

} // namespace

// Every check ends as it ends in the scene's own world (where they all pass, they all pass
// here), and the avatar walks the same path to within a millimetre.
TEST_CASE("dat world: the shipped scenes played from synthetic DATs pass their checks",
          "[dat_world][scenes]") {
    for (const char* name : {"big-crowd", "corridor", "cottage", "crowd", "door", "portal-platform",
                             "stairs-ramp", "thin-wall"}) {
        INFO(name);
        const Played p = play_from_dat(name);
        INFO("DAT world: " << p.dat_results);
        INFO("scene world: " << p.compiled_results);
        CHECK(p.checks > 0);
        CHECK(p.frames > 0);
        CHECK(p.dat_results == p.compiled_results);
        CHECK(p.dat_passed == p.compiled_passed);
        CHECK(p.max_deviation < 1e-3f);
    }
}
