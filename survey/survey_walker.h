#pragma once
// One worker's walker (docs/survey.md, "What is a finding"): its own mover (and ghost) over a
// place's shared, read-only world, walking one start's headings and watching every frame.
// A walk runs to its end: each kind is reported at the first frame it holds, so one finding
// does not hide the others, and land overlap that retail's own land test allows is kept apart
// as land_crease (its deepest frame). Every walk starts from the same fresh mover state, so
// what a walk finds does not depend on which walks the worker did before it (the output does
// not depend on --jobs). Walking allocates nothing per frame; a finding's texts are made once,
// when found, by walking it again with the sub-step trace on (to name what it last touched).
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "physics/reading/reading.h"
#include "physics/world/mover.h"
#include "physics/world/penetration.h"
#include "physics/world/trace.h"
#include "survey/survey_place.h"
#include "survey/survey_report.h"

namespace sweeplab::app::survey {

// The thresholds of docs/survey.md.
inline constexpr float kUnderGroundDepth = 0.05f;
inline constexpr int kLeftCellFrames = 15;
inline constexpr float kEmbeddedDepth = 0.02f;
inline constexpr float kPartsDistance = 0.01f;
inline constexpr float kStuckDistance = 0.1f;

// under_ground's test: how far the feet are below the terrain at their x, y when the walker
// is outdoors (a land cell) and more than kUnderGroundDepth below it; nullopt otherwise.
[[nodiscard]] std::optional<float> under_ground_depth(const physics::World& world,
                                                      std::uint32_t cell, const glm::vec3& feet);

// How an outdoor walker's land overlap reads under retail's land test
// (CLandCell::find_env_collisions with OBJECTINFO::validate_walkable, docs/survey.md): that
// test holds only the foot sphere's lowest point (centre - radius in z) on the plane of the
// land triangle under it, so every other overlap of the land is retail's own. `sink` is how
// far that point is below the plane; `allowed` whether retail lets it be there: no more than
// kEmbeddedDepth below, or on a face too steep to walk while on walkable ground (retail does
// not push then).
struct LandSink {
    float sink = 0.0f;
    bool allowed = true;
};
[[nodiscard]] LandSink land_sink(const physics::World& world, const physics::Sphere& foot,
                                 bool on_walkable);

struct StartResult {
    bool placed = false;
    std::uint64_t walks = 0, frames = 0;
    std::vector<Finding> findings; // by heading, then frame and kind (land_crease included)
};

class Walker {
  public:
    Walker(const SurveyPlace& place, const WalkOptions& options, physics::Reading reading,
           std::optional<physics::Reading> compare);
    ~Walker();
    Walker(const Walker&) = delete;
    Walker& operator=(const Walker&) = delete;

    // Every heading of the place's start `start` (numbered `index` in the survey).
    void walk_start(std::size_t start, std::uint64_t index, StartResult& out);

  private:
    // One kind a walk showed: at its first frame (land_crease: its deepest).
    struct WalkEvent {
        FindingKind kind = FindingKind::UnderGround;
        long frame = 0;
        glm::vec3 position{0.0f};
        std::uint32_t cell = 0;            // internal id
        float value = 0.0f;                // the figure (depth, distance, ...)
        const WallPolygon* wall = nullptr; // through_wall: the polygon crossed
        physics::PenetrationThing thing{}; // embedded: what the sphere is in
        glm::vec3 low{0.0f};               // the foot sphere's lowest point then
    };
    // How one walk went: each kind it showed once, in the order found, and how it ended.
    struct WalkEnd {
        std::array<WalkEvent, kFindingKinds + 1> events{};
        std::uint32_t count = 0;
        long frame = 0; // the last frame walked
        glm::vec3 position{0.0f};
        std::uint32_t cell = 0; // internal id
        float moved = 0.0f;     // farthest the feet got from where they were placed
        std::uint64_t frames = 0;
    };
    bool place(const PlaceStart& s, float yaw_radians);
    // Walks every frame. With `trace_until` > 0 the walk is traced up to that frame and stops
    // there: `touched` keeps the last sub-step that touched something, the avatar and ghost
    // traces hold that frame's sub-steps.
    WalkEnd walk(long trace_until);
    [[nodiscard]] glm::vec3 foot_centre() const;
    Finding make_finding(const PlaceStart& s, std::uint64_t index, float heading,
                         const WalkEvent& event, float moved);
    [[nodiscard]] std::string detail(const WalkEvent& event, float moved) const;
    [[nodiscard]] std::string thing(const WalkEvent& event, const PlaceStart& s,
                                    const std::string& hit) const;

    const SurveyPlace& place_;
    WalkOptions options_;
    float dt_ = 1.0f / 30.0f;
    std::unique_ptr<physics::Mover> mover_, ghost_;
    physics::MoverSnapshot fresh_{}, fresh_ghost_{};
    std::unique_ptr<physics::FrameTrace> trace_, ghost_trace_;
    std::unique_ptr<physics::SubstepTrace> touched_;
    bool has_touched_ = false;
};

} // namespace sweeplab::app::survey
