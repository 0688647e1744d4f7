#pragma once
// "Save as scene" on a survey finding (docs/recordings.md, "From a survey finding"): the
// finding's one walk as a scene file — its start, its heading, its input — with one check
// that states the defect's absence, so the file fails (exit 3) while the defect is there and
// passes once it is gone. GL-free; the lab's Survey panel and the tests call it.
#include <string>

#include "scene/scene.h"
#include "survey/survey_report.h"

namespace sweeplab::app::survey {

// `surveyed`: the scene the survey walked (a JSON scene), or for a DAT finding any scene (its
// camera is kept; the place is the finding's landblock with its neighbours). Throws
// std::invalid_argument for a DAT finding whose location does not parse.
[[nodiscard]] scene::Scene finding_scene(const scene::Scene& surveyed, const Finding& finding,
                                         const WalkOptions& options);

// The check finding_scene adds for the finding's kind.
[[nodiscard]] scene::Check absence_check(const Finding& finding, const WalkOptions& options);

} // namespace sweeplab::app::survey
