#pragma once
// A survey (docs/survey.md): builds each place, walks its starts (those of this shard) on
// --jobs worker threads, writes the defects (or the walk findings) and the summary; a merge
// puts shard outputs back together. The command around it is app/survey_cli.h.
#include <ostream>
#include <string>
#include <vector>

#include "survey/survey_options.h"

namespace sweeplab::app::survey {

// The survey itself, output to `out`; throws scene::SceneError, dat::DatError,
// std::invalid_argument for bad input (a DAT survey without `dat`, an AREA the DATs do not
// hold). Returns the summary.
Summary run_survey(const SurveyOptions& options, std::ostream& out);

// --merge: the shard outputs of one survey as the unsharded output. Throws
// std::runtime_error naming the file for outputs that do not belong together. `defects`
// (optional): the merged defects in output order (for --map).
Summary merge_surveys(const std::vector<std::string>& files, std::ostream& out,
                      std::vector<Defect>* defects = nullptr);

} // namespace sweeplab::app::survey
