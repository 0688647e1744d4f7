#pragma once
// `sweeplab survey`'s command line (docs/survey.md): the target, the walk options, the
// workers and shards, the output; or --merge FILE....
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/survey/survey_report.h"
#include "physics/reading/reading.h"

namespace sweeplab::app::survey {

struct SurveyOptions {
    // The target: a scene file, or --dat DIR (else $SWEEPLAB_DAT_DIR) and an AREA.
    std::string scene;
    std::optional<std::string> dat;
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

// Parses the words after `survey`. Throws app::CliError (app/cli.h) naming the option and
// the problem.
[[nodiscard]] SurveyOptions parse_survey_cli(const std::vector<std::string>& args);

// A number as a person writes it (4, 0.5): for messages.
[[nodiscard]] std::string json_free_number(double v);

// The survey's usage text (part of `sweeplab --help`).
[[nodiscard]] const char* survey_usage_text();

} // namespace sweeplab::app::survey
