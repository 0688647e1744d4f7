#pragma once
// `sweeplab survey`'s command line (docs/survey.md): the words after `survey` parsed into the
// survey room's options (survey/survey_options.h), bare scene names and $SWEEPLAB_DAT_DIR
// resolved, the run or the merge, the exit code.
#include <string>
#include <vector>

#include "survey/survey_options.h"

namespace sweeplab::app::survey {

// Parses the words after `survey`. Throws app::CliError (app/cli.h) naming the option and
// the problem.
[[nodiscard]] SurveyOptions parse_survey_cli(const std::vector<std::string>& args);

// The words after `survey`; returns the exit code (0 no finding, 3 findings, 2 bad input),
// every error one line on stderr naming the option or file.
int survey_main(const std::vector<std::string>& args);

// The survey's usage text (part of `sweeplab --help`).
[[nodiscard]] const char* survey_usage_text();

} // namespace sweeplab::app::survey
