#pragma once
// `sweeplab survey` (docs/survey.md): builds each place, walks its starts (those of this
// shard) on --jobs worker threads, writes the findings in start order and the summary.
// `sweeplab survey --merge` puts shard outputs back together.
#include <ostream>
#include <string>
#include <vector>

#include "app/survey/survey_options.h"

namespace sweeplab::app::survey {

// The words after `survey`; returns the exit code (0 no finding, 3 findings, 2 bad input),
// every error one line on stderr naming the option or file.
int survey_main(const std::vector<std::string>& args);

// The survey itself, output to `out`; throws CliError, scene::SceneError, dat::DatError,
// std::invalid_argument for bad input. Returns the summary.
Summary run_survey(const SurveyOptions& options, std::ostream& out);

// --merge: the shard outputs of one survey as the unsharded output. Throws
// std::runtime_error naming the file for outputs that do not belong together. `defects`
// (optional): the merged defects in output order (for --map).
Summary merge_surveys(const std::vector<std::string>& files, std::ostream& out,
                      std::vector<Defect>* defects = nullptr);

} // namespace sweeplab::app::survey
