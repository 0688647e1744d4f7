#include "survey/survey_replay.h"

#include "sim/run_world.h"

#include <exception>
#include <utility>

#include "dat/dat_folder.h"
#include "physics/reading/reading.h"
#include "scene/dat_world_builder.h"
#include "scene/location_scene.h"
#include "survey/walk_script.h"

namespace sweeplab::app {

namespace {

// The world-frame key of a scene: its DAT place's first landblock, -1 without one.
std::int64_t frame_key(const scene::Scene& scene) {
    if (!scene.dat || scene.dat->landblocks.empty()) return -1;
    return scene.dat->landblocks.front();
}

// The reading a walk ran under, as given ("retail", "ace", "BASE+switch").
std::optional<physics::Reading> walk_reading(const std::string& text, std::string& error) {
    std::string why;
    const std::optional<physics::Reading> r = physics::parse_reading(text, &why);
    if (!r) error = "the survey's reading \"" + text + "\": " + why;
    return r;
}

} // namespace

glm::vec4 finding_colour(survey::FindingKind kind) {
    switch (kind) {
    case survey::FindingKind::UnderGround:
        return {1.0f, 0.15f, 0.85f, 1.0f};
    case survey::FindingKind::LeftCell:
        return {1.0f, 0.1f, 0.1f, 1.0f};
    case survey::FindingKind::ThroughWall:
        return {1.0f, 0.92f, 0.1f, 1.0f};
    case survey::FindingKind::Embedded:
        return {0.55f, 0.25f, 1.0f, 1.0f};
    case survey::FindingKind::Parts:
        return {0.1f, 1.0f, 0.85f, 1.0f};
    case survey::FindingKind::Stuck:
        return {0.08f, 0.08f, 0.08f, 1.0f};
    case survey::FindingKind::LandCrease:
        return {0.62f, 0.48f, 0.3f, 1.0f};
    }
    return {1.0f, 1.0f, 1.0f, 1.0f};
}

survey::Finding defect_walk_finding(const survey::Defect& defect, long k) {
    survey::Finding f = defect.worst;
    if (k < 0 || static_cast<std::size_t>(k) >= defect.walks.size()) return f;
    const survey::DefectWalk& w = defect.walks[static_cast<std::size_t>(k)];
    f.start = w.start;
    f.heading = w.heading;
    f.frame = w.frame;
    f.figure = w.figure;
    return f;
}

FindingPlace place_finding(const scene::Scene& scene, const survey::Finding& finding, bool dat) {
    FindingPlace p;
    if (!dat) {
        p.start = finding.start.feet;
        p.position = finding.position;
        p.cell = finding.start.cell;
        p.valid = true;
        return p;
    }
    if (!scene.dat || scene.dat->landblocks.empty()) {
        p.error = "a DAT finding (" + finding.start.location +
                  "): open the lab on its DAT place (sweeplab --survey FILE --dat DIR LOCATION)";
        return p;
    }
    try {
        p.location = scene::parse_location(finding.start.location);
    } catch (const scene::LocationError& e) {
        p.error = e.what();
        return p;
    }
    if (!p.location->position) {
        p.error = finding.start.location + ": a start needs a position";
        return p;
    }
    const scene::WorldFrame world{scene.dat->landblocks.front()};
    p.landblock = p.location->landblock();
    // The reader fills the start's cell and feet from the line (`start_feet` exactly, where
    // the /loc has six decimals); a finding without them has the /loc's.
    const bool exact = finding.start.cell == p.location->cell;
    p.start = world.to_world(p.landblock, exact ? finding.start.feet : *p.location->position);
    p.position = world.to_world(p.landblock, finding.position);
    p.cell = p.location->indoor() ? p.location->cell : 0u;
    p.valid = true;
    return p;
}

const std::vector<FindingPlace>& FindingPlaces::of(const survey::SurveyFile& file,
                                                   const scene::Scene& scene) const {
    const std::int64_t key = frame_key(scene);
    if (file_ == &file && count_ == file.findings.size() && frame_ == key) return places_;
    places_.clear();
    places_.reserve(file.findings.size());
    for (std::size_t i = 0; i < file.findings.size(); ++i)
        places_.push_back(
            place_finding(scene, file.findings[i], i < file.dat.size() && file.dat[i]));
    file_ = &file;
    count_ = file.findings.size();
    frame_ = key;
    return places_;
}

ReplayPlan plan_replay(const LabController& lab, const survey::WalkOptions& walk,
                       const survey::Finding& finding, bool dat) {
    ReplayPlan plan;
    const scene::Scene& current = lab.scene();
    FindingPlace place = place_finding(current, finding, dat);
    if (!place.valid) {
        plan.error = place.error;
        return plan;
    }
    if (finding.frame < 1) {
        plan.error =
            "a finding at frame " + std::to_string(finding.frame) + " (frames count from 1)";
        return plan;
    }
    plan.options = lab.options();
    const std::optional<physics::Reading> reading = walk_reading(walk.reading, plan.error);
    if (!reading) return plan;
    plan.options.reading = *reading;
    plan.options.compare.reset();
    if (!walk.compare.empty()) {
        plan.options.compare = walk_reading(walk.compare, plan.error);
        if (!plan.options.compare) return plan;
    }
    // The walk's rate wins over --fps as over the scene's.
    plan.options.fps = 0.0f;

    scene::Scene s;
    const scene::DatWorldDesc* desc = lab.sim().dat_world();
    if (dat && desc != nullptr && desc->landblock(place.landblock) == nullptr) {
        // Not loaded: the place around the start, its landblock the world frame.
        try {
            std::optional<dat::DatFolder> opened;
            const dat::DatFolder& folder =
                run_folder(lab.options().dat_folder, current.dat->folder, opened);
            s = scene::location_scene(folder, *place.location);
        } catch (const std::exception& e) {
            plan.error = e.what();
            return plan;
        }
        place = place_finding(s, finding, dat);
        plan.new_place = true;
    } else {
        s = current;
        plan.scene_path = lab.scene_path();
    }
    s.player.position = place.start;
    s.player.yaw_deg = finding.heading;
    s.player.cell = place.cell != 0 ? std::optional<std::uint32_t>(place.cell) : std::nullopt;
    s.script = survey::walk_script(walk);
    s.fps = static_cast<float>(walk.fps);
    s.checks.clear();
    plan.scene = std::move(s);
    plan.frames = finding.frame - 1;
    return plan;
}

void run_replay(LabController& lab, ReplayPlan plan) {
    lab.open(std::move(*plan.scene), plan.scene_path, plan.options);
    lab.source = InputSource::Script;
    lab.paused = true;
    const FrameInput idle; // the script gives every frame's input
    for (long f = 0; f < plan.frames; ++f)
        lab.step_frame(idle);
}

std::string replay_finding(LabController& lab, const survey::WalkOptions& walk,
                           const survey::Finding& finding, bool dat) {
    ReplayPlan plan = plan_replay(lab, walk, finding, dat);
    if (!plan.scene) return plan.error;
    try {
        run_replay(lab, std::move(plan));
    } catch (const std::exception& e) { // SceneError, DatError
        return e.what();
    }
    return "";
}

} // namespace sweeplab::app
