#include "sim/compare.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

#include <glm/geometric.hpp>

namespace sweeplab::app {

std::string substep_branch(const physics::SubstepTrace& s) {
    if (s.branch != nullptr && *s.branch != '\0') return s.branch;
    if (s.hit != physics::SubstepHit::None) return physics::substep_hit_name(s.hit);
    return "none";
}

SubstepParting first_parting_substep(const physics::FrameTrace& avatar,
                                     const physics::FrameTrace& ghost) {
    const std::uint32_t n = std::min(avatar.count, ghost.count);
    auto branch_differs = [](const physics::SubstepTrace& a, const physics::SubstepTrace& b) {
        return a.result != b.result || std::strcmp(a.branch, b.branch) != 0 || a.hit != b.hit;
    };
    std::uint32_t found = n;
    for (std::uint32_t i = 0; i < n && found == n; ++i) {
        const physics::SubstepTrace& a = avatar.steps[i];
        const physics::SubstepTrace& b = ghost.steps[i];
        if (branch_differs(a, b) || glm::length(a.curr_pos - b.curr_pos) > kPartingDistance)
            found = i;
    }
    for (std::uint32_t i = 0; i < n && found == n; ++i)
        if (avatar.steps[i].curr_pos != ghost.steps[i].curr_pos) found = i;
    if (found == n && n > 0 && avatar.count == ghost.count) found = n - 1;
    SubstepParting p;
    p.index = found;
    p.branch = found < avatar.count ? substep_branch(avatar.steps[found]) : "none";
    p.ghost_branch = found < ghost.count ? substep_branch(ghost.steps[found]) : "none";
    return p;
}

void CompareTracker::add_frame(const FrameOutput& f, const physics::FrameTrace& avatar,
                               const physics::FrameTrace& ghost) {
    if (f.ghosts.empty()) return;
    const float d = f.ghosts[0].distance;
    result_.max_distance = std::max(result_.max_distance, d);
    result_.max_eye_distance = std::max(result_.max_eye_distance, f.ghosts[0].eye_distance);
    if (result_.first_frame != 0 || !(d > kPartingDistance)) return;
    const SubstepParting p = first_parting_substep(avatar, ghost);
    result_.first_frame = f.frame;
    result_.first_substep = p.index + 1;
    result_.branch = p.branch;
    result_.ghost_branch = p.ghost_branch;
}

} // namespace sweeplab::app
