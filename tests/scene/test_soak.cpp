// The soak: every scene in assets/scenes driven through app::Simulation (the headless
// runner's path) by seeded random input that changes every second (forward, strafe, turn,
// run, jump and the camera boom), checked after every frame (test_soak_checks.h).
//   SWEEPLAB_SOAK_FRAMES  frames per scene (default 10000; the long soak is 100000)
//   SWEEPLAB_SOAK_SEED    added to every scene's seed (default 0)
// Cases that fail in the engine and cannot be fixed surgically go in kSoakSkip with the
// scene, seed and frame, and in docs/robustness.md, as are scenes whose point is retail
// letting the avatar into a shape (building-seam, reading-ace-portalless-cell).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "scene/loader.h"
#include "test_soak_checks.h"

using namespace sweeplab;

namespace {

struct SkipEntry {
    std::string_view scene; // file stem
    std::string_view why;   // scene, seed, frame and the failing check
};
// Known engine failures left out of CI (docs/robustness.md, "Soak skip list").
constexpr SkipEntry kSoakSkip[] = {
    {"building-seam",
     "retail's own answer, not an engine failure: the scene shows that a building is tested "
     "only from the land square under its origin, so from the next square the avatar walks "
     "into the shell (seed 3515926926, frame 31899: penetration 0.96 m)"},
    {"reading-ace-portalless-cell",
     "retail's own answer: a cell without portals holds nothing, so the avatar started in "
     "one is outdoors, where its walls are never tested, and walks through them (seed "
     "1072229522, frame 9: penetration 0.104 m)"}};

bool skipped(const std::string& stem) {
    for (const SkipEntry& e : kSoakSkip)
        if (!e.scene.empty() && e.scene == stem) return true;
    return false;
}

long env_long(const char* name, long fallback) {
    const char* v = std::getenv(name);
    if (v == nullptr || *v == '\0') return fallback;
    return std::strtol(v, nullptr, 10);
}

std::uint32_t scene_seed(const std::string& stem) {
    std::uint32_t h = 2166136261u; // FNV-1a of the name: a stable seed per scene
    for (const char c : stem)
        h = (h ^ static_cast<std::uint8_t>(c)) * 16777619u;
    return h + static_cast<std::uint32_t>(env_long("SWEEPLAB_SOAK_SEED", 0));
}

// One second of random input.
app::FrameInput random_input(std::mt19937& rng) {
    auto pick = [&rng](std::initializer_list<float> v) {
        return *(v.begin() + std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng));
    };
    app::FrameInput in;
    in.forward = pick({1.0f, 1.0f, 1.0f, 0.5f, 0.0f, -1.0f});
    in.strafe = pick({0.0f, 0.0f, 1.0f, -1.0f});
    in.turn = pick({0.0f, 0.0f, 45.0f, -45.0f, 90.0f, -180.0f, 360.0f});
    in.run = pick({0.0f, 1.0f, 1.0f}) != 0.0f;
    in.jump = pick({0.0f, 0.0f, 1.0f}) != 0.0f;
    in.camera_yaw = pick({0.0f, 0.0f, 90.0f, 180.0f, -135.0f});
    in.camera_pitch = pick({20.0f, 20.0f, 5.0f, 60.0f, -10.0f});
    in.camera_distance = pick({4.0f, 4.0f, 2.0f, 8.0f, 15.0f});
    return in;
}

// Runs `frames` frames; "" or "frame N: problem".
std::string run_soak(const scene::Scene& sc, std::uint32_t seed, long frames) {
    app::Simulation sim(sc);
    std::mt19937 rng(seed);
    app::FrameInput in;
    bool spam = false; // this second spams jump: pressed and released at random
    for (long f = 1; f <= frames; ++f) {
        if (f % 30 == 1) {
            in = random_input(rng);
            spam = in.jump;
        } else {
            in.jump = spam && rng() % 4 == 0;
        }
        sim.step(in);
        const std::string problem = soak::check_frame(sim);
        if (!problem.empty()) return "frame " + std::to_string(f) + ": " + problem;
    }
    return "";
}

} // namespace

TEST_CASE("soak: every scene under seeded random input", "[soak]") {
    const long frames = env_long("SWEEPLAB_SOAK_FRAMES", 10000);
    const std::filesystem::path dir = std::filesystem::path(SWEEPLAB_SOURCE_DIR) / "assets/scenes";
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    REQUIRE(files.size() >= 3);
    for (const auto& path : files) {
        const std::string stem = path.stem().string();
        if (skipped(stem)) {
            WARN("soak skips " << stem << " (kSoakSkip)");
            continue;
        }
        const scene::Scene sc = scene::load_scene_file(path.string());
        const std::uint32_t seed = scene_seed(stem);
        INFO("scene " << stem << ", seed " << seed << ", " << frames << " frames");
        CHECK(run_soak(sc, seed, frames) == "");
    }
}
