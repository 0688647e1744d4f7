#pragma once
// What the survey tests share: the shipped and test scenes by name, the synthetic DAT place
// written once, a survey run into a string, and an output's finding lines.
#include <filesystem>

#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

#include "app/survey_cli.h"
#include "survey/survey_options.h"
#include "survey/survey_run.h"
#include "tests/dat/writer/synthetic_place.h"

namespace sweeplab::test::survey {

inline std::string source(const std::string& relative) {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/" + relative;
}

// The synthetic 3 x 3 place around 0xA9B4 (tests/dat/writer/synthetic_place.h), written once
// a process: CTest runs every case as a process of its own, in parallel, so each writes its
// own copy (one shared folder had a case read a file another was writing).
inline const std::filesystem::path& synthetic_dir() {
    static const std::filesystem::path dir = [] {
        const auto d = std::filesystem::temp_directory_path() /
                       ("sweeplab-survey-synthetic-" + std::to_string(::getpid()));
        place::write_synthetic_place(d);
        return d;
    }();
    return dir;
}

// `sweeplab survey ARGS` parsed and run, its output as text.
inline std::string run(const std::vector<std::string>& args,
                       app::survey::Summary* summary = nullptr) {
    std::vector<std::string> all = args;
    all.push_back("--quiet");
    const app::survey::SurveyOptions options = app::survey::parse_survey_cli(all);
    std::ostringstream out;
    const app::survey::Summary s = app::survey::run_survey(options, out);
    if (summary != nullptr) *summary = s;
    return out.str();
}

// The lines of an output but its summary.
inline std::vector<std::string> finding_lines(const std::string& output) {
    std::vector<std::string> lines;
    std::istringstream in(output);
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("{\"summary\"", 0) != 0) lines.push_back(line);
    return lines;
}

// The summary line without the fields that differ from run to run (wall_s, frames_per_s,
// jobs).
inline std::string stable_summary(const std::string& output) {
    const auto at = output.find("{\"summary\"");
    std::string s = output.substr(at);
    const auto jobs = s.find(", \"jobs\"");
    return s.substr(0, jobs);
}

} // namespace sweeplab::test::survey
