// Physics BSP node bounding spheres near the sweep: the indoor cells its sub-steps were in
// and the objects with a BSP around it, drawn to a chosen depth.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "physics/bsp/physics_bsp.h"
#include "physics/debug_draw.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

// Deeper than any tree the compiler builds for the lab's meshes; bounds the recursion.
constexpr int kMaxNodeDepth = 64;
constexpr std::size_t kMaxQueriedObjects = 128;

bool finite(const Sphere& s) {
    return std::isfinite(s.center.x) && std::isfinite(s.center.y) && std::isfinite(s.center.z) &&
           std::isfinite(s.radius);
}

struct NodeWalk {
    DebugRenderer& r;
    const PlacedBsp& placed;
    int max_depth;
    const Sphere* probe;
    std::uint32_t budget;
    std::uint32_t drawn = 0;

    void visit(std::int32_t index, int depth) {
        const std::span<const PhysicsBspNode> nodes = placed.bsp->nodes();
        if (index < 0 || static_cast<std::size_t>(index) >= nodes.size()) return;
        if (depth > max_depth || drawn >= budget) return;
        const PhysicsBspNode& node = nodes[static_cast<std::size_t>(index)];
        const Sphere world{placed.frame.local_to_global(node.bounding_sphere.center * placed.scale),
                           node.bounding_sphere.radius * placed.scale};
        // Retail's early out (CSphere::intersects): a query never enters a node whose sphere
        // misses its own, nor that node's subtree.
        if (probe != nullptr && !bounding_spheres_intersect(world, *probe)) return;
        // An empty leaf has no sphere (radius 0): nothing to see, and no budget spent.
        if (world.radius > 0.0f && finite(world)) {
            r.draw_sphere(world.center, world.radius, DebugRole::NodeSphere);
            ++drawn;
        }
        if (node.kind != BspNodeKind::Internal) return;
        visit(node.pos, depth + 1);
        visit(node.neg, depth + 1);
    }
};

bool add_unique(std::array<PlacedBsp, kMaxDebugBsps>& out, std::size_t& n, const PlacedBsp& p) {
    if (n >= out.size()) return false;
    for (std::size_t i = 0; i < n; ++i)
        if (out[i].bsp == p.bsp && out[i].frame.origin == p.frame.origin) return true;
    out[n++] = p;
    return true;
}

} // namespace

std::uint32_t draw_bsp_node_spheres(DebugRenderer& r, const PlacedBsp& placed, int max_depth,
                                    const Sphere* probe, std::uint32_t budget) {
    if (placed.bsp == nullptr || placed.bsp->empty()) return 0;
    NodeWalk walk{r, placed, std::clamp(max_depth, 0, kMaxNodeDepth), probe, budget};
    walk.visit(placed.bsp->root(), 0);
    return walk.drawn;
}

Sphere trace_bounds(const FrameTrace& trace) {
    glm::vec3 lo(0.0f), hi(0.0f);
    bool any = false;
    const std::uint32_t count = std::min<std::uint32_t>(trace.count, FrameTrace::kCapacity);
    for (std::uint32_t i = 0; i < count; ++i) {
        const SubstepTrace& s = trace.steps[i];
        for (std::uint32_t k = 0; k < s.num_sphere && k < 2; ++k) {
            const Sphere& sp = s.spheres[k];
            if (!finite(sp)) continue;
            const glm::vec3 a = sp.center - glm::vec3(sp.radius),
                            b = sp.center + glm::vec3(sp.radius);
            lo = any ? glm::min(lo, a) : a;
            hi = any ? glm::max(hi, b) : b;
            any = true;
        }
    }
    if (!any) return Sphere{};
    return Sphere{(lo + hi) * 0.5f, glm::length(hi - lo) * 0.5f};
}

std::size_t bsps_near(const World& world, const FrameTrace& trace, const Sphere& probe,
                      std::array<PlacedBsp, kMaxDebugBsps>& out) {
    std::size_t n = 0;
    const std::uint32_t count = std::min<std::uint32_t>(trace.count, FrameTrace::kCapacity);
    // The cells first: the sweep's own cells are what its BSP queries ran against.
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::uint32_t id = trace.steps[i].cell;
        if (!is_indoor_cell(id)) continue;
        const EnvCell* cell = world.env_cell(id);
        if (cell == nullptr || cell->physics_bsp.empty()) continue;
        if (!add_unique(out, n, {&cell->physics_bsp, cell->pos.frame, 1.0f})) return n;
    }
    if (!finite(probe) || !(probe.radius > 0.0f)) return n;
    std::array<std::uint32_t, kMaxQueriedObjects> found{};
    bool overflow = false;
    const glm::vec3 reach(probe.radius);
    const ShadowRegistry& reg = world.objects();
    const std::size_t k = reg.query(probe.center - reach, probe.center + reach, found, overflow);
    for (std::size_t i = 0; i < k; ++i) {
        const ShadowObject& o = reg.objects()[found[i]];
        const PhysicsBsp* bsp = reg.bsp(o);
        if (o.removed || bsp == nullptr || bsp->empty()) continue;
        if (!bounding_spheres_intersect(o.bounds, probe)) continue;
        if (!add_unique(out, n, {bsp, o.pos.frame, o.desc.scale})) return n;
    }
    return n;
}

void draw_node_spheres(DebugRenderer& r, const World& world, const FrameTrace& trace,
                       const DebugDrawSettings& settings) {
    if (!settings.node_spheres) return;
    const Sphere probe = trace_bounds(trace);
    if (!finite(probe) || !(probe.radius > 0.0f)) return;
    std::array<PlacedBsp, kMaxDebugBsps> bsps{};
    const std::size_t n = bsps_near(world, trace, probe, bsps);
    std::uint32_t budget = settings.node_budget;
    for (std::size_t i = 0; i < n && budget > 0; ++i)
        budget -=
            draw_bsp_node_spheres(r, bsps[i], settings.node_depth,
                                  settings.node_spheres_touched_only ? &probe : nullptr, budget);
}

} // namespace sweeplab::physics
