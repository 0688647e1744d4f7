#include "sim/rewind_buffer.h"

#include <algorithm>
#include <bit>

#include <glm/geometric.hpp>

namespace sweeplab::app {

namespace {

bool same_bits(const glm::vec3& a, const glm::vec3& b) {
    return std::bit_cast<std::uint32_t>(a.x) == std::bit_cast<std::uint32_t>(b.x) &&
           std::bit_cast<std::uint32_t>(a.y) == std::bit_cast<std::uint32_t>(b.y) &&
           std::bit_cast<std::uint32_t>(a.z) == std::bit_cast<std::uint32_t>(b.z);
}

} // namespace

RecordedOutput recorded_output(const FrameOutput& f) {
    RecordedOutput r;
    r.position = f.position;
    r.velocity = f.velocity;
    r.cell = f.cell;
    r.contact = f.contact;
    r.eye = f.eye;
    r.free_eye = f.free_eye;
    r.ghost_count = static_cast<std::uint32_t>(std::min(f.ghosts.size(), r.ghosts.size()));
    for (std::uint32_t i = 0; i < r.ghost_count; ++i) {
        r.ghosts[i] = f.ghosts[i].position;
        r.ghost_eyes[i] = f.ghosts[i].eye;
    }
    return r;
}

static_assert(ProjectileLauncher::kMax <= 32, "a bit per slot in a uint32");

RecordedOutput recorded_output(const FrameOutput& f, const ProjectileLauncher& p) {
    RecordedOutput r = recorded_output(f);
    const auto& views = p.views();
    for (std::size_t i = 0; i < views.size(); ++i) {
        r.projectiles[i] = views[i].center;
        r.projectiles_active |= views[i].active ? 1u << i : 0u;
        r.projectiles_stopped |= views[i].stopped ? 1u << i : 0u;
    }
    return r;
}

const char* first_difference(const RecordedOutput& a, const RecordedOutput& b) {
    if (!same_bits(a.position, b.position)) return "position";
    if (!same_bits(a.velocity, b.velocity)) return "velocity";
    if (a.cell != b.cell) return "cell";
    if (a.contact != b.contact) return "contact";
    if (!same_bits(a.eye, b.eye)) return "eye";
    if (!same_bits(a.free_eye, b.free_eye)) return "free eye";
    if (a.projectiles_active != b.projectiles_active ||
        a.projectiles_stopped != b.projectiles_stopped)
        return "projectiles";
    for (std::size_t i = 0; i < a.projectiles.size(); ++i)
        if (!same_bits(a.projectiles[i], b.projectiles[i])) return "projectiles";
    if (a.ghost_count != b.ghost_count) return "ghosts";
    for (std::uint32_t i = 0; i < a.ghost_count; ++i)
        if (!same_bits(a.ghosts[i], b.ghosts[i])) return "ghost position";
    for (std::uint32_t i = 0; i < a.ghost_count; ++i)
        if (!same_bits(a.ghost_eyes[i], b.ghost_eyes[i])) return "ghost eye";
    if (a.creatures != b.creatures) return "creatures";
    return "";
}

bool same_output(const RecordedOutput& a, const RecordedOutput& b) {
    return *first_difference(a, b) == '\0';
}

namespace {

// Ghost 0 is the compare ghost when the state before the frame says so (the ghosts change
// only between frames); `apart` measures one recorded frame.
template <typename Apart>
std::size_t compare_series(const RewindBuffer& buffer, long first, long last, std::span<float> out,
                           Apart apart) {
    std::size_t n = 0;
    for (long f = first; f <= last && n < out.size(); ++f) {
        const RewindEntry* e = buffer.find(f);
        if (e == nullptr) continue;
        const bool compare = e->pre.has_compare && e->out.ghost_count > 0;
        out[n++] = compare ? apart(e->out) : 0.0f;
    }
    return n;
}

} // namespace

std::size_t compare_distances(const RewindBuffer& buffer, long first, long last,
                              std::span<float> out) {
    return compare_series(buffer, first, last, out, [](const RecordedOutput& o) {
        return glm::length(o.ghosts[0] - o.position);
    });
}

std::size_t compare_eye_distances(const RewindBuffer& buffer, long first, long last,
                                  std::span<float> out) {
    // As Simulation forms GhostOutput::eye_distance: the ghost's eye less the avatar's.
    return compare_series(buffer, first, last, out, [](const RecordedOutput& o) {
        return glm::length(o.ghost_eyes[0] - o.eye);
    });
}

} // namespace sweeplab::app
