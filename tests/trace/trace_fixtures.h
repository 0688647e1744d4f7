#pragma once
// What the trace tests share: the shipped scenes and tests/trace/scenes by name, the synthetic
// DAT place written once, and a trace text judged against a scene or the DATs.
#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

#include "app/trace/trace_log.h"
#include "app/trace/trace_replay.h"
#include "dat/dat_folder.h"
#include "physics/reading/reading.h"
#include "scene/loader.h"
#include "tests/dat/writer/synthetic_place.h"

namespace sweeplab::test::trace {

inline std::string source(const std::string& relative) {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/" + relative;
}

inline scene::Scene shipped(const std::string& name) {
    return scene::load_scene_file(source("assets/scenes/" + name + ".json"));
}

inline std::string trace_file(const std::string& name) {
    return source("tests/trace/scenes/" + name);
}

inline physics::Reading reading(const std::string& text) {
    std::string why;
    const std::optional<physics::Reading> r = physics::parse_reading(text, &why);
    if (!r) throw std::invalid_argument(why);
    return *r;
}

// The synthetic 3 x 3 place around 0xA9B4 (tests/dat/writer/synthetic_place.h), written once
// a process: CTest runs every case as a process of its own, in parallel, so each writes its
// own copy (one shared folder had a case read a file another was rewriting).
inline const std::filesystem::path& synthetic_dir() {
    static const std::filesystem::path dir = [] {
        const auto d = std::filesystem::temp_directory_path() /
                       ("sweeplab-trace-synthetic-" + std::to_string(::getpid()));
        place::write_synthetic_place(d);
        return d;
    }();
    return dir;
}

// A trace text judged against a scene, as `sweeplab trace SCENE` judges it.
inline std::vector<app::trace::LineVerdict> judge(const scene::Scene& s, const std::string& text,
                                                  physics::Reading r = {}) {
    const app::trace::TraceLog log = app::trace::parse_trace_text(text, "test.log");
    return app::trace::replay_trace(log, app::trace::TraceTarget{&s, nullptr, {}}, r);
}

// The same against the DAT folder, as `sweeplab trace --dat DIR` does.
inline std::vector<app::trace::LineVerdict> judge_dat(const dat::DatFolder& folder,
                                                      const std::string& text) {
    const app::trace::TraceLog log = app::trace::parse_trace_text(text, "test.log");
    return app::trace::replay_trace(log, app::trace::TraceTarget{nullptr, &folder, {}}, {});
}

} // namespace sweeplab::test::trace
