#pragma once
// What `sweeplab survey` runs (docs/survey.md): the target, the walk options, the workers and
// shards, the output; or --merge FILE.... The command line that fills it is the app's
// (app/survey_cli.h).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "physics/reading/reading.h"
#include "survey/survey_report.h"

namespace sweeplab::app::survey {

struct SurveyOptions {
    // The target: a scene (as given: the summary names it so), or --dat DIR and an AREA.
    std::string scene;
    // The scene's file (the app resolves a bare name to an installed scene); empty: `scene`.
    std::string scene_file;
    // The DAT folder: a DAT survey needs it (the app falls back to $SWEEPLAB_DAT_DIR); a scene
    // with a `dat` key plays on it.
    std::optional<std::string> dat;
    // --world PATH...: the server's world data; its spawns stand in every place surveyed
    // (docs/world-objects.md).
    std::vector<std::string> world;
    std::string area; // as given
    WalkOptions walk;
    physics::Reading reading{};
    std::optional<physics::Reading> compare;
    int jobs = 0; // 0: every core
    std::uint32_t shard = 0, shards = 1;
    std::string out; // empty: stdout
    bool quiet = false;
    bool walk_lines = false;        // --walks: a line per walk finding instead of a line per defect
    std::string map_dir;            // --map DIR: a picture per landblock with defects, index.html
    std::vector<std::string> merge; // --merge FILE...
    [[nodiscard]] bool is_dat() const { return !area.empty(); }
};

// A number as a person writes it (4, 0.5): for messages.
[[nodiscard]] std::string json_free_number(double v);

} // namespace sweeplab::app::survey
