#pragma once
// The lab's Survey panel without any GL or ImGui (docs/survey.md, "In the lab"): where a
// survey finding lies in the loaded world (its marker), and what a click on it opens: the
// scene with the avatar at the finding's start, facing its heading, the walk's input as the
// script (survey/walk_script.h), run to one frame before the finding and paused, so the
// next frame (N) or sub-step (M) shows it. app/lab/survey_panel.cpp draws these.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include "scene/location.h"
#include "scene/scene.h"
#include "sim/lab_controller.h"
#include "survey/survey_report.h"

namespace sweeplab::app {

// The colour a finding kind's markers and rows are drawn in: under_ground magenta,
// left_cell red, through_wall yellow, embedded violet, parts aqua, stuck near black.
[[nodiscard]] glm::vec4 finding_colour(survey::FindingKind kind);

// Walk `k` of a defect as a finding to replay: the representative's finding with that walk's
// start, heading, frame and figure (its position is the representative's: the walk list
// keeps no positions). k out of range: the representative itself.
[[nodiscard]] survey::Finding defect_walk_finding(const survey::Defect& defect, long k);

// A finding in the world of a scene (the scene's own frame; a DAT place's first landblock's
// frame). A DAT finding's start is its /loc text (its landblock; the feet in that
// landblock's frame, exactly as `start.feet` when the reader filled it from `start_feet`);
// its `position` is in the same landblock's frame (docs/survey.md: the walked landblock's).
struct FindingPlace {
    bool valid = false;          // false: a DAT finding on a scene without `dat`, or a bad /loc
    glm::vec3 start{0.0f};       // the start's feet
    glm::vec3 position{0.0f};    // where the walk was at the finding's frame
    std::uint32_t cell = 0;      // the start's cell (a scene's id, a DAT place's retail id; 0: by
                                 // containment, outdoors)
    std::uint32_t landblock = 0; // DAT: the start's landblock 0xXXYY (0 in a scene)
    std::optional<scene::Location> location; // DAT: the start as parsed
    std::string error;                       // why not valid
};

[[nodiscard]] FindingPlace place_finding(const scene::Scene& scene, const survey::Finding& finding,
                                         bool dat);

// Every finding of a file placed in a scene's world, kept until the world's frame changes
// (a DAT place opened around another landblock) or another file is given.
class FindingPlaces {
  public:
    const std::vector<FindingPlace>& of(const survey::SurveyFile& file,
                                        const scene::Scene& scene) const;

  private:
    mutable const survey::SurveyFile* file_ = nullptr;
    mutable std::size_t count_ = 0;
    mutable std::int64_t frame_ = -2; // the scene's world-frame key (-1: not a DAT place)
    mutable std::vector<FindingPlace> places_;
};

// What a click on a finding opens: `scene`, or `error` when it cannot be replayed here.
struct ReplayPlan {
    // The scene to open: the current one (a DAT finding in a landblock that is not loaded:
    // the place around its start, as `--dat DIR LOCATION` opens it) with the avatar's start
    // at the finding's start (player position, yaw and cell), the walk's script, the walk's
    // fps and no checks (the scene's checks are about its own script).
    std::optional<scene::Scene> scene;
    std::string scene_path;    // what the controller knows it by ("" for a new DAT place)
    bool new_place = false;    // a DAT place around the start, not the loaded one
    SimulationOptions options; // the controller's, with the walk's readings and fps
    long frames = 0;           // run before pausing: the finding's frame - 1
    std::string error;
};

// `lab`: the controller now (its scene, path, options and DAT world). Never throws: a bad
// /loc, a DAT finding on a scene without `dat`, a reading that does not parse or a DAT record
// that cannot be read come back as `error`.
[[nodiscard]] ReplayPlan plan_replay(const LabController& lab, const survey::WalkOptions& walk,
                                     const survey::Finding& finding, bool dat);

// Opens the plan's scene in the controller (LabController::open with the plan's options),
// hands the input to the script and runs plan.frames frames, paused. Throws what
// LabController::open throws (the old scene is kept then).
void run_replay(LabController& lab, ReplayPlan plan);

// plan_replay and run_replay: "" when done (the scene is new: the caller reloads the
// renderer's geometry), else the one-line reason (the old scene is kept).
[[nodiscard]] std::string replay_finding(LabController& lab, const survey::WalkOptions& walk,
                                         const survey::Finding& finding, bool dat);

} // namespace sweeplab::app
