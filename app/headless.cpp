#include "app/headless.h"
#include "app/bad_input.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>

#include <glm/geometric.hpp>

#include "app/dat_run.h"
#include "app/scene_catalog.h"
#include "dat/errors.h"
#include "scene/checks.h"
#include "scene/dat_world_builder.h"
#include "scene/loader.h"
#include "sim/compare.h"
#include "sim/headless_json.h"
#include "sim/scene_creatures.h"
#include "sim/script_player.h"
#include "sim/simulation.h"

namespace sweeplab::app {

int run_headless(const Options& options) {
    scene::Scene scene;
    std::unique_ptr<Simulation> sim;
    if (const int bad = report_bad_input([&] {
            RunScene run = load_run_scene(options);
            scene = std::move(run.scene);
            sim = std::make_unique<Simulation>(scene, simulation_options(options, run.folder));
        }))
        return bad;
    for (const std::string& w : scene.warnings)
        std::fprintf(stderr, "%s: warning: %s\n", scene.source_path.c_str(), w.c_str());
    if (const scene::DatWorldDesc* dat = sim->dat_world())
        for (const std::string& w : dat->warnings)
            std::fprintf(stderr, "%s: warning: %s\n", scene.source_path.c_str(), w.c_str());
    std::ofstream file;
    if (!options.out.empty()) {
        file.open(options.out);
        if (!file) {
            std::fprintf(stderr, "sweeplab: --out: cannot write %s\n", options.out.c_str());
            return 1;
        }
    }
    std::ostream& out = options.out.empty() ? std::cout : file;

    sim->camera_collide = camera_collide_setting(
        scene, options.camera_collide ? (*options.camera_collide ? 1 : 0) : -1);
    const ScriptPlayer script(scene);
    // A LOCATION has no script: the avatar stands for one frame unless --frames says more.
    const long frames = options.frames.value_or(options.location.empty() ? script.frames() : 1);
    scene::CheckEvaluator checks(scene.checks);
    RunSummary summary;
    // --compare traces both avatars' sub-steps so the summary can say where they part.
    std::optional<CompareTracker> compare;
    std::unique_ptr<physics::FrameTrace> avatar_trace, ghost_trace;
    if (sim->has_compare()) {
        compare.emplace(options.compare_text);
        avatar_trace = std::make_unique<physics::FrameTrace>();
        ghost_trace = std::make_unique<physics::FrameTrace>();
    }
    // SWEEPLAB_RECORD_TRACE=FILE: every frame's feet, "frame x y z" in %.9g (each float
    // exactly), as the window writes a recording's (docs/recordings.md): the two compare
    // as text.
    std::ofstream feet_trace;
    if (const char* trace = std::getenv("SWEEPLAB_RECORD_TRACE"); trace != nullptr && *trace) {
        feet_trace.open(trace);
        if (!feet_trace) {
            std::fprintf(stderr, "sweeplab: SWEEPLAB_RECORD_TRACE: %s: cannot write\n", trace);
            return 1;
        }
    }
    // The place's creatures when the scene has them move (`dat.creatures`): after the
    // avatar's step, each frame, as the lab moves them.
    const std::unique_ptr<Crowd> creatures = scene_creatures(*sim, scene);
    glm::vec3 last = sim->output().position;
    for (long f = 1; f <= frames; ++f) {
        sim->step(script.input(f), avatar_trace.get(), ghost_trace.get());
        if (creatures) creatures->step(sim->frame_dt());
        const FrameOutput& o = sim->output();
        if (feet_trace.is_open()) {
            char line[96];
            std::snprintf(line, sizeof line, "%ld %.9g %.9g %.9g\n", f, double{o.position.x},
                          double{o.position.y}, double{o.position.z});
            feet_trace << line;
        }
        const std::optional<std::string> location = player_location(scene, o);
        out << frame_json(o, location ? &*location : nullptr, compare ? &o.ghosts.front() : nullptr)
            << '\n';
        if (compare) compare->add_frame(o, *avatar_trace, *ghost_trace);
        summary.distance += static_cast<double>(glm::length(o.position - last));
        last = o.position;
        summary.max_penetration = std::max(summary.max_penetration, o.penetration);
        if (o.camera_collide)
            summary.camera_max_penetration =
                std::max(summary.camera_max_penetration, o.camera_penetration);
        summary.substeps += o.substeps;
        checks.add_frame(frame_record(o));
    }
    summary.frames = frames;
    summary.has_checks = !scene.checks.empty();
    summary.checks = checks.finish();
    if (compare) summary.compare = compare->result();
    out << summary_json(summary) << '\n';
    out.flush();
    if (!out) {
        std::fprintf(stderr, "sweeplab: cannot write the output\n");
        return 1;
    }
    return summary.has_checks && !checks.all_passed() ? 3 : 0;
}

} // namespace sweeplab::app
