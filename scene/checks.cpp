#include "scene/checks.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <glm/common.hpp>

namespace sweeplab::scene {

namespace {

std::string metres(float v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f m", static_cast<double>(v));
    return buf;
}

// A distance between two avatars, which can be micrometres (a float-rounding reading).
std::string gap(float v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g m", static_cast<double>(v));
    return buf;
}

bool inside(const glm::vec3& p, const glm::vec3& lo, const glm::vec3& hi) {
    return p.x >= lo.x && p.y >= lo.y && p.z >= lo.z && p.x <= hi.x && p.y <= hi.y && p.z <= hi.z;
}

float box_distance(const glm::vec3& p, const glm::vec3& lo, const glm::vec3& hi) {
    const glm::vec3 d = glm::max(glm::max(lo - p, p - hi), glm::vec3(0.0f));
    return std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z);
}

bool in_range(const Check& c, int frame) {
    return !c.frames || (frame >= c.frames->first && frame <= c.frames->second);
}

// "outside" or "in 0x0100".
std::string where(std::uint32_t id) {
    if (id == 0) return "outside";
    char buf[24];
    std::snprintf(buf, sizeof buf, "in 0x%04X", id);
    return buf;
}

} // namespace

CheckEvaluator::CheckEvaluator(std::vector<Check> checks)
    : checks_(std::move(checks)), progress_(checks_.size()) {
    for (const Check& c : checks_)
        results_.push_back({c.name, CheckState::Pending, 0, ""});
}

void CheckEvaluator::fail(std::size_t i, int frame, std::string detail) {
    if (results_[i].state == CheckState::Failed) return;
    results_[i].state = CheckState::Failed;
    results_[i].first_failing_frame = frame;
    results_[i].detail = "frame " + std::to_string(frame) + ": " + detail;
}

void CheckEvaluator::pass(std::size_t i, std::string detail) {
    if (results_[i].state != CheckState::Pending) return;
    results_[i].state = CheckState::Passed;
    results_[i].detail = std::move(detail);
}

void CheckEvaluator::add_frame(const FrameRecord& f) {
    last_frame_ = f.frame;
    for (std::size_t i = 0; i < checks_.size(); ++i) {
        const Check& c = checks_[i];
        Progress& p = progress_[i];
        switch (c.kind) {
        case CheckKind::MaxPenetration:
        case CheckKind::CameraMaxPenetration: {
            const bool camera = c.kind == CheckKind::CameraMaxPenetration;
            if (camera && !f.camera_collide) break;
            const float v = camera ? f.camera_penetration : f.penetration;
            ++p.frames_seen;
            if (v > p.worst) {
                p.worst = v;
                p.worst_frame = f.frame;
            }
            if (v > c.at_most) fail(i, f.frame, "overlap " + metres(v) + " > " + metres(c.at_most));
            break;
        }
        case CheckKind::Reach: {
            if (results_[i].state != CheckState::Pending) break;
            const float d = box_distance(f.feet, c.min, c.max);
            if (d < p.closest) {
                p.closest = d;
                p.closest_frame = f.frame;
            }
            if (inside(f.feet, c.min, c.max)) {
                pass(i, "reached at frame " + std::to_string(f.frame));
            } else if (c.by_frame && f.frame >= *c.by_frame) {
                fail(i, f.frame,
                     "not reached by frame " + std::to_string(*c.by_frame) + "; closest " +
                         metres(p.closest) + " away at frame " + std::to_string(p.closest_frame));
            }
            break;
        }
        case CheckKind::Avoid:
            if (inside(f.feet, c.min, c.max)) fail(i, f.frame, "the feet entered the box");
            break;
        case CheckKind::StayInCell:
            if (!in_range(c, f.frame)) break;
            ++p.frames_seen;
            if (f.player_cell != c.cell)
                fail(i, f.frame,
                     "the avatar is " + where(f.player_cell) + ", not " + where(c.cell));
            break;
        case CheckKind::CameraInCell:
            if (c.while_player_in && f.player_cell != *c.while_player_in) break;
            ++p.frames_seen;
            if (f.camera_cell != c.cell)
                fail(i, f.frame, "the eye is " + where(f.camera_cell) + ", not " + where(c.cell));
            break;
        case CheckKind::Grounded:
            if (!in_range(c, f.frame)) break;
            ++p.frames_seen;
            if (!f.contact || !f.on_walkable)
                fail(i, f.frame,
                     std::string("the avatar is ") +
                         (f.contact ? "in contact but not on a walkable surface" : "airborne"));
            break;
        case CheckKind::ReadingParts:
        case CheckKind::ReadingAgrees: {
            float d = -1.0f;
            for (const FrameRecord::Ghost& g : f.ghosts)
                if (g.reading_bits == c.reading_bits) d = c.of_eye ? g.eye : g.feet;
            if (d < 0.0f) {
                fail(i, f.frame, "no ghost ran under " + c.reading);
                break;
            }
            ++p.frames_seen;
            if (d > p.farthest) {
                p.farthest = d;
                p.farthest_frame = f.frame;
            }
            if (c.kind == CheckKind::ReadingAgrees) {
                if (d > c.at_most)
                    fail(i, f.frame, c.reading + " parts by " + gap(d) + " > " + gap(c.at_most));
            } else if (results_[i].state == CheckState::Pending) {
                if (d > c.at_least)
                    pass(i, c.reading + " parts by " + gap(d) + " at frame " +
                                std::to_string(f.frame));
                else if (c.by_frame && f.frame >= *c.by_frame)
                    fail(i, f.frame,
                         c.reading + " has not parted by frame " + std::to_string(*c.by_frame) +
                             "; at most " + gap(p.farthest) + " apart");
            }
            break;
        }
        case CheckKind::CollidesWith: {
            const bool now =
                std::find(f.collisions.begin(), f.collisions.end(), c.id) != f.collisions.end();
            if (now && !p.touching) {
                ++p.starts;
                // Passing from the first contact; a later start past at_most_times fails it.
                if (p.starts == 1) pass(i, "collided 1 time");
                if (c.at_most_times && p.starts > *c.at_most_times)
                    fail(i, f.frame,
                         "collision number " + std::to_string(p.starts) + " with object " +
                             std::to_string(c.id) + " (at most " +
                             std::to_string(*c.at_most_times) + ")");
            }
            p.touching = now;
            break;
        }
        }
    }
}

std::vector<CheckResult> CheckEvaluator::finish() const {
    std::vector<CheckResult> out = results_;
    for (std::size_t i = 0; i < checks_.size(); ++i) {
        CheckResult& r = out[i];
        if (checks_[i].kind == CheckKind::CollidesWith && r.state == CheckState::Passed) {
            const int starts = progress_[i].starts;
            r.detail = "collided " + std::to_string(starts) + " time" + (starts == 1 ? "" : "s");
        }
        if (r.state != CheckState::Pending) continue;
        const Check& c = checks_[i];
        const Progress& p = progress_[i];
        auto fail_at_end = [&](const std::string& why) {
            r.state = CheckState::Failed;
            r.first_failing_frame = last_frame_;
            r.detail = why;
        };
        switch (c.kind) {
        case CheckKind::MaxPenetration:
        case CheckKind::CameraMaxPenetration:
            r.state = CheckState::Passed;
            r.detail = p.frames_seen == 0 ? "no frame measured"
                                          : "max " + metres(p.worst) + " at frame " +
                                                std::to_string(p.worst_frame);
            break;
        case CheckKind::Reach:
            fail_at_end(p.closest_frame == 0
                            ? "the run has no frames"
                            : "never reached; closest " + metres(p.closest) + " away at frame " +
                                  std::to_string(p.closest_frame));
            break;
        case CheckKind::StayInCell:
        case CheckKind::Grounded:
            if (c.frames && c.frames->second > last_frame_) {
                fail_at_end("the run has " + std::to_string(last_frame_) +
                            " frames; the range ends at " + std::to_string(c.frames->second));
            } else {
                r.state = CheckState::Passed;
                r.detail = std::to_string(p.frames_seen) + " frames checked";
            }
            break;
        case CheckKind::CameraInCell:
        case CheckKind::Avoid:
            r.state = CheckState::Passed;
            r.detail = c.kind == CheckKind::Avoid
                           ? "never entered"
                           : std::to_string(p.frames_seen) + " frames checked";
            break;
        case CheckKind::ReadingParts:
            fail_at_end(c.reading + " never parts by more than " + gap(c.at_least) + "; at most " +
                        gap(p.farthest) + " apart" +
                        (p.farthest_frame != 0 ? " at frame " + std::to_string(p.farthest_frame)
                                               : std::string()));
            break;
        case CheckKind::ReadingAgrees:
            r.state = CheckState::Passed;
            r.detail = "at most " + gap(p.farthest) + " apart";
            break;
        case CheckKind::CollidesWith:
            if (p.starts == 0) {
                fail_at_end("never collided with object " + std::to_string(c.id));
            } else {
                r.state = CheckState::Passed;
                r.detail =
                    "collided " + std::to_string(p.starts) + " time" + (p.starts == 1 ? "" : "s");
            }
            break;
        }
    }
    return out;
}

bool CheckEvaluator::all_passed() const {
    for (const CheckResult& r : finish())
        if (r.state != CheckState::Passed) return false;
    return true;
}

} // namespace sweeplab::scene
