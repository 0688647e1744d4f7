#include "sim/world_object_pick.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <vector>

#include <glm/geometric.hpp>

#include "sim/dat_places.h"
#include "worlddata/weenie_types.h"

namespace sweeplab::app {

namespace {

struct Box2 {
    glm::vec2 min{std::numeric_limits<float>::max()};
    glm::vec2 max{std::numeric_limits<float>::lowest()};
    [[nodiscard]] bool holds(const glm::vec2& p) const {
        return p.x >= min.x && p.x <= max.x && p.y >= min.y && p.y <= max.y;
    }
};

// The frame an object stands in now: its move's, else where placement put it.
physics::Frame frame_now(const scene::WorldObjectDesc& w, std::int32_t index,
                         std::span<const WorldObjectMove> moved) {
    for (const WorldObjectMove& m : moved)
        if (m.world_object == index) return m.frame;
    return w.placed_frame;
}

} // namespace

std::int32_t pick_world_object(const scene::DatWorldDesc& desc, const glm::vec2& xy, float radius,
                               std::span<const WorldObjectMove> moved) {
    const std::size_t n = desc.world_objects.size();
    // Each object's drawn extent, shifted by how far it has moved (its drawing entries keep
    // the placed position).
    std::vector<Box2> boxes(n);
    for (const scene::DatObjectDesc& o : desc.objects) {
        if (o.world_object < 0 || static_cast<std::size_t>(o.world_object) >= n) continue;
        const scene::WorldObjectDesc& w =
            desc.world_objects[static_cast<std::size_t>(o.world_object)];
        const physics::Frame now = frame_now(w, o.world_object, moved);
        const glm::vec3 shift = now.origin - w.placed_frame.origin;
        const Footprint f = object_footprint(o);
        Box2& b = boxes[static_cast<std::size_t>(o.world_object)];
        b.min = glm::min(b.min, glm::vec2(f.min.x + shift.x, f.min.y + shift.y));
        b.max = glm::max(b.max, glm::vec2(f.max.x + shift.x, f.max.y + shift.y));
    }
    std::int32_t best = -1;
    float best_d = std::numeric_limits<float>::max();
    for (std::size_t i = 0; i < n; ++i) {
        const scene::WorldObjectDesc& w = desc.world_objects[i];
        if (w.outcome == scene::SpawnOutcome::Dropped) continue;
        const auto index = static_cast<std::int32_t>(i);
        const glm::vec3 at = frame_now(w, index, moved).origin;
        const float d = glm::length(glm::vec2(at.x, at.y) - xy);
        if (!(d <= radius) && !boxes[i].holds(xy)) continue;
        if (d < best_d) {
            best_d = d;
            best = index;
        }
    }
    return best;
}

std::string world_object_tooltip(const scene::WorldObjectDesc& w) {
    std::string s = w.name.empty() ? std::string("(no name)") : w.name;
    char b[96];
    std::snprintf(b, sizeof b, "\nweenie class %u  guid 0x%08X\n", w.wcid, w.guid);
    s += b;
    s += worlddata::weenie_type_name(w.weenie_type);
    s += "\n";
    switch (w.outcome) {
    case scene::SpawnOutcome::Placed:
        s += "placed";
        break;
    case scene::SpawnOutcome::Moved:
        std::snprintf(b, sizeof b, "moved %.2f m", static_cast<double>(w.moved));
        s += b;
        break;
    case scene::SpawnOutcome::Forced:
        s += "forced into its cell";
        break;
    case scene::SpawnOutcome::Dropped:
        s += "dropped: ";
        s += w.why;
        break;
    }
    return s;
}

} // namespace sweeplab::app
