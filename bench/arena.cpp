#include "bench/arena.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <random>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "bench/alloc_hook.h"
#include "physics/bsp/bsp_compiler.h"

namespace sweeplab::physics {
struct MoverState; // the lab's state copy (mover.h), when it is there
} // namespace sweeplab::physics

namespace sweeplab::bench {

namespace {

using namespace sweeplab::physics;

MeshInput box_mesh(const glm::vec3& h) {
    MeshInput m;
    m.vertices = {{-h.x, -h.y, -h.z}, {h.x, -h.y, -h.z}, {h.x, h.y, -h.z}, {-h.x, h.y, -h.z},
                  {-h.x, -h.y, h.z},  {h.x, -h.y, h.z},  {h.x, h.y, h.z},  {-h.x, h.y, h.z}};
    const std::uint32_t faces[6][4] = {{0, 3, 2, 1}, {4, 5, 6, 7}, {0, 1, 5, 4},
                                       {2, 3, 7, 6}, {1, 2, 6, 5}, {3, 0, 4, 7}};
    for (const auto& f : faces) {
        MeshPolygon p;
        p.indices = {f[0], f[1], f[2], f[3]};
        m.polygons.push_back(std::move(p));
    }
    return m;
}

} // namespace

std::vector<glm::vec3> arena_crowd(int n, bool overlap) {
    std::vector<glm::vec3> out;
    std::mt19937 rng(12345);
    std::uniform_real_distribution<double> u(-9.0, 9.0);
    for (long draws = 0; draws < 2000000 && static_cast<int>(out.size()) < n; ++draws) {
        const double x = u(rng);
        const double y = u(rng);
        if (x * x + y * y < 4.0) continue;
        bool near = false;
        if (!overlap)
            for (const glm::vec3& c : out) {
                const double dx = x - static_cast<double>(c.x), dy = y - static_cast<double>(c.y);
                if (dx * dx + dy * dy < 1.0) {
                    near = true;
                    break;
                }
            }
        if (near) continue;
        out.emplace_back(static_cast<float>(x), static_cast<float>(y), kCrowdRadius);
    }
    return out;
}

ArenaScene build_arena(int n, bool overlap) {
    ArenaScene s;
    s.world = std::make_unique<World>();
    s.world->add_ground(0.0f, kArenaHalf);
    // Four walls just outside the square; the x walls run the full 20.4 m, covering corners.
    const float mid = kArenaHalf + 0.5f * kWallThickness;
    const float len = kArenaHalf + kWallThickness;
    const struct {
        glm::vec3 c, h;
    } walls[4] = {
        {{mid, 0.0f, 0.5f * kWallHeight}, {0.5f * kWallThickness, len, 0.5f * kWallHeight}},
        {{-mid, 0.0f, 0.5f * kWallHeight}, {0.5f * kWallThickness, len, 0.5f * kWallHeight}},
        {{0.0f, mid, 0.5f * kWallHeight}, {kArenaHalf, 0.5f * kWallThickness, 0.5f * kWallHeight}},
        {{0.0f, -mid, 0.5f * kWallHeight},
         {kArenaHalf, 0.5f * kWallThickness, 0.5f * kWallHeight}}};
    std::uint32_t id = 1;
    for (const auto& w : walls) {
        ObjectDesc d;
        d.id = id++;
        d.pos.frame = Frame::from_yaw(w.c, 0.0f);
        d.state = PhysicsState::Static;
        BspCompileResult r = compile_bsp(box_mesh(w.h));
        d.bsp = std::make_shared<const PhysicsBsp>(std::move(r.trees.physics));
        s.world->add_object(d);
    }
    s.crowd = arena_crowd(n, overlap);
    for (std::size_t i = 0; i < s.crowd.size(); ++i) {
        // A creature, as the scene builder makes one: a weenie that is a creature, state 0.
        ObjectDesc d;
        d.id = kFirstCrowdId + static_cast<std::uint32_t>(i);
        d.pos.frame = Frame::from_yaw(s.crowd[i], 0.0f);
        d.state = PhysicsState::None;
        d.creature = true;
        d.spheres.push_back(Sphere{glm::vec3(0.0f), kCrowdRadius});
        s.world->add_object(d);
    }
    s.world->finalize();
    return s;
}

MoverConfig arena_mover_config() {
    MoverConfig c;
    c.spheres = {Sphere{{0.0f, 0.0f, kMoverRadius}, kMoverRadius}};
    c.step_up_height = 0.4f;
    c.run_rate = 1.0f; // the motion table's run: 4.0 m/s x 1.0
    return c;
}

namespace {

// The lab's state copy (Mover::save_state / restore_state) when the mover has it.
template <typename M, typename S>
concept HasStateCopy = requires(M& m, S& s) {
    m.save_state(s);
    m.restore_state(s);
};

template <typename M, typename S = MoverState>
void set_heading_impl(M& mover, float heading) {
    // Mover yaw 0 faces +Y; a heading is measured from +X.
    const float yaw = heading - 0.5f * 3.14159265358979323846f;
    if constexpr (HasStateCopy<M, S>) {
        S st;
        mover.save_state(st);
        st.pos.frame.orientation = glm::angleAxis(yaw, glm::vec3(0.0f, 0.0f, 1.0f));
        mover.restore_state(st);
    } else {
        // Without the state copy: a placement at the same feet (it also settles the mover).
        mover.place(mover.position().frame.origin, yaw, mover.position().objcell_id);
    }
}

} // namespace

void set_mover_heading(Mover& mover, float heading) {
    set_heading_impl(mover, heading);
}

ArenaFigures run_arena(const ArenaScene& scene, int warmup, int steps) {
    using clock = std::chrono::steady_clock;
    ArenaFigures f;
    f.placed = scene.crowd.size();
    Mover mover(*scene.world, arena_mover_config());
    mover.place(glm::vec3(0.0f), 0.0f);
    ArenaInput headings;
    MoverInput in;
    in.forward = 1.0f;
    in.run = true;
    for (int i = 0; i < warmup; ++i) {
        if (i % kHeadingSteps == 0) set_mover_heading(mover, headings.next());
        mover.update(kArenaDt, in);
    }
    // The timed steps: one clock pair per 60-step segment around the update() calls only;
    // the feet are written to a buffer reserved beforehand and judged afterwards.
    std::vector<glm::vec3> feet(static_cast<std::size_t>(steps) + 1);
    feet[0] = mover.output().position;
    clock::duration busy{};
    AllocCounter::start();
    for (int i = 0; i < steps;) {
        if ((warmup + i) % kHeadingSteps == 0) set_mover_heading(mover, headings.next());
        const int end = std::min(steps, i + kHeadingSteps - (warmup + i) % kHeadingSteps);
        const clock::time_point t0 = clock::now();
        for (int k = i; k < end; ++k) {
            mover.update(kArenaDt, in);
            feet[static_cast<std::size_t>(k) + 1] = mover.output().position;
        }
        busy += clock::now() - t0;
        i = end;
    }
    const std::size_t allocs = AllocCounter::stop();
    const double n = static_cast<double>(steps);
    f.us_per_step = std::chrono::duration<double, std::micro>(busy).count() / n;
    f.allocs_per_step = static_cast<double>(allocs) / n;
    const double stuck_below = 0.1 * static_cast<double>(kArenaSpeed * kArenaDt);
    std::size_t stuck = 0, inside = 0;
    std::uint64_t hash = 14695981039346656037ull;
    for (const glm::vec3& p : feet) {
        std::uint32_t bits[3];
        std::memcpy(bits, &p, sizeof bits);
        for (std::uint32_t b : bits)
            hash = (hash ^ b) * 1099511628211ull;
    }
    f.trajectory_hash = hash;
    for (std::size_t k = 1; k < feet.size(); ++k) {
        const double dx = static_cast<double>(feet[k].x - feet[k - 1].x);
        const double dy = static_cast<double>(feet[k].y - feet[k - 1].y);
        const double d = std::sqrt(dx * dx + dy * dy);
        f.path_length += d;
        if (d < stuck_below) ++stuck;
        const glm::vec3 c = feet[k] + glm::vec3(0.0f, 0.0f, kMoverRadius);
        double deepest = 0.0;
        for (const glm::vec3& s : scene.crowd) {
            const double pen = static_cast<double>(kCrowdRadius + kMoverRadius) -
                               static_cast<double>(glm::length(c - s));
            deepest = std::max(deepest, pen);
        }
        if (deepest > 0.01) ++inside;
        f.max_penetration = std::max(f.max_penetration, deepest);
    }
    f.overlap_fraction = static_cast<double>(inside) / n;
    f.stuck_fraction = static_cast<double>(stuck) / n;
    return f;
}

} // namespace sweeplab::bench
