#pragma once
// Evaluates a scene's acceptance checks over the frames of a scripted run, frame by frame,
// so the same code serves the headless summary (exit code 3) and the lab's live Checks panel.
#include <cstdint>
#include <string>
#include <vector>

#include <glm/vec3.hpp>

#include "scene/scene.h"

namespace sweeplab::scene {

// What one frame tells the checks. Cell ids are the scene's own (0 = outside).
struct FrameRecord {
    int frame = 0; // counts from 1
    glm::vec3 feet{0.0f};
    std::uint32_t player_cell = 0;
    bool contact = false;
    bool on_walkable = false;
    glm::vec3 eye{0.0f};
    std::uint32_t camera_cell = 0;
    bool camera_collide = true;
    float penetration = 0.0f;              // deepest avatar overlap after the frame
    float camera_penetration = 0.0f;       // deepest viewer-sphere overlap (world geometry)
    std::vector<std::uint32_t> collisions; // object ids collided with this frame
    // The ghost avatars of the run: each one's reading (physics::Reading::bits) and how far
    // its feet and its camera's eye are from the avatar's after the frame.
    struct Ghost {
        std::uint32_t reading_bits = 0;
        float feet = 0.0f;
        float eye = 0.0f;
    };
    std::vector<Ghost> ghosts;
};

enum class CheckState { Pending, Passed, Failed };

struct CheckResult {
    std::string name;
    CheckState state = CheckState::Pending;
    int first_failing_frame = 0; // 0 when none
    std::string detail;
};

class CheckEvaluator {
  public:
    explicit CheckEvaluator(std::vector<Check> checks);

    void add_frame(const FrameRecord& f);
    // The live view: Pending where the run has not decided yet.
    [[nodiscard]] const std::vector<CheckResult>& live() const { return results_; }
    // The verdict once the run is over: every check passed or failed.
    [[nodiscard]] std::vector<CheckResult> finish() const;
    [[nodiscard]] bool all_passed() const;

  private:
    struct Progress {
        float worst = 0.0f;
        int worst_frame = 0;
        float closest = 1e30f;
        int closest_frame = 0;
        int frames_seen = 0;
        int starts = 0;
        bool touching = false;
        float farthest = 0.0f; // reading_parts, reading_agrees
        int farthest_frame = 0;
    };
    void fail(std::size_t i, int frame, std::string detail);
    void pass(std::size_t i, std::string detail);

    std::vector<Check> checks_;
    std::vector<CheckResult> results_;
    std::vector<Progress> progress_;
    int last_frame_ = 0;
};

} // namespace sweeplab::scene
