// Fuzz and soak findings, replayed in the normal suite (docs/robustness.md):
//   fuzz/regressions/physics/*   inputs of fuzz_physics: run_physics_case must pass
//   fuzz/regressions/loader/*    inputs of fuzz_scene_loader: a Scene or one error line
//   fuzz/regressions/bad/*.json  bad scenes; expected.txt holds each one's exact error line
//   fuzz/regressions/scenes/*.json  valid hostile scenes, soaked like assets/scenes
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "scene/loader.h"
#include "test_soak_checks.h"

using namespace sweeplab;
namespace fs = std::filesystem;

namespace {

fs::path regressions() {
    return fs::path(SWEEPLAB_SOURCE_DIR) / "fuzz/regressions";
}

std::string read_all(const fs::path& p) {
    std::ifstream f(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

std::vector<fs::path> files_in(const fs::path& dir, const std::string& ext = "") {
    std::vector<fs::path> out;
    if (!fs::exists(dir)) return out;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.is_regular_file() && (ext.empty() || e.path().extension() == ext))
            out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
}

// What the loader, then build_world (as app::Simulation reports it), says of a scene text.
std::string error_of(const std::string& text, const std::string& name) {
    try {
        const scene::Scene sc = scene::load_scene_text(text, name);
        app::Simulation sim(sc);
    } catch (const scene::SceneError& e) {
        return e.what();
    }
    return "";
}

} // namespace

TEST_CASE("fuzz_physics findings replay clean", "[soak][regressions]") {
    for (const fs::path& p : files_in(regressions() / "physics")) {
        INFO(p.filename().string());
        const std::string bytes = read_all(p);
        CHECK(fuzz::run_physics_case(std::span<const std::uint8_t>(
                  reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size())) == "");
    }
}

TEST_CASE("fuzz_scene_loader findings give a scene or one error line", "[soak][regressions]") {
    for (const fs::path& p : files_in(regressions() / "loader")) {
        INFO(p.filename().string());
        const std::string what = error_of(read_all(p), "fuzz.json");
        if (!what.empty()) {
            CHECK(what.rfind("fuzz.json: ", 0) == 0);
            CHECK(what.find('\n') == std::string::npos);
        }
    }
}

TEST_CASE("bad scenes give their exact error line", "[soak][regressions]") {
    std::map<std::string, std::string> expected;
    std::istringstream lines(read_all(regressions() / "bad/expected.txt"));
    for (std::string line; std::getline(lines, line);)
        if (!line.empty()) expected[line.substr(0, line.find(": "))] = line;
    const auto bad = files_in(regressions() / "bad", ".json");
    REQUIRE(bad.size() == expected.size());
    for (const fs::path& p : bad) {
        const std::string name = p.filename().string();
        INFO(name);
        REQUIRE(expected.count(name) == 1);
        CHECK(error_of(read_all(p), name) == expected[name]);
    }
}

TEST_CASE("hostile valid scenes survive the soak checks", "[soak][regressions]") {
    for (const fs::path& p : files_in(regressions() / "scenes", ".json")) {
        INFO(p.filename().string());
        const scene::Scene sc = scene::load_scene_file(p.string());
        app::Simulation sim(sc);
        std::mt19937 rng(7);
        app::FrameInput in;
        std::string problem;
        for (int f = 1; f <= 1500 && problem.empty(); ++f) {
            if (f % 30 == 1) {
                in.forward = static_cast<float>(static_cast<int>(rng() % 3) - 1);
                in.strafe = static_cast<float>(static_cast<int>(rng() % 3) - 1);
                in.turn = static_cast<float>(static_cast<int>(rng() % 5) - 2) * 90.0f;
                in.run = rng() % 2 == 0;
            }
            in.jump = rng() % 3 == 0;
            sim.step(in);
            problem = soak::check_frame(sim);
            if (!problem.empty()) problem = "frame " + std::to_string(f) + ": " + problem;
        }
        CHECK(problem == "");
    }
}
