// The 10,000-creature field: a 200 m x 200 m flat land with 10,000 creatures on a jittered
// 2 m grid, each its own mover (one 0.48 m sphere, not a player, the motion table's run),
// wandering on seeded headings that change every two seconds; one iteration is one frame
// in which every creature is resolved (Mover::update, 1/30 s) and, when the registry has
// dynamic objects (ShadowRegistry::add_dynamic / move), moved in the broadphase so the
// creatures collide with one another. Without that API the field falls back to static
// creature spheres at the start positions plus the 10,000 movers (self-skipped by id).
#include <cmath>
#include <cstdio>
#include <memory>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>

#include "bench/alloc_hook.h"
#include "bench/arena.h"
#include "physics/world/mover.h"
#include "physics/world/world.h"

namespace {

using namespace sweeplab;
using physics::Mover;

constexpr int kSide = 100; // 100 x 100 = 10,000 creatures, 2 m apart
constexpr float kSpacing = 2.0f;
constexpr float kHalf = 100.0f;
constexpr std::uint32_t kFirstId = 0x60000000u;

// True when the registry offers dynamic objects (the lab's crowd API).
template <typename W>
concept HasDynamicObjects = requires(W& w, const physics::ObjectDesc& d, std::uint32_t i,
                                     const physics::Position& p) {
    w.mutable_objects().add_dynamic(d);
    w.mutable_objects().move(i, p);
};

struct Field {
    std::unique_ptr<physics::World> world;
    std::vector<std::unique_ptr<Mover>> movers;
    std::vector<std::uint32_t> index; // registry index per creature (dynamic only)
    std::vector<float> heading;
    std::mt19937 rng{4242};
    bool dynamic = false;
};

template <typename W>
void add_creatures(Field& f, W& world, const std::vector<glm::vec3>& starts) {
    for (std::size_t i = 0; i < starts.size(); ++i) {
        physics::ObjectDesc d;
        d.id = kFirstId + static_cast<std::uint32_t>(i);
        d.pos.frame = physics::Frame::from_yaw(starts[i], 0.0f);
        d.state = physics::PhysicsState::None;
        d.creature = true;
        d.spheres.push_back(physics::Sphere{{0.0f, 0.0f, 0.48f}, 0.48f});
        if constexpr (HasDynamicObjects<W>) {
            if (i == 0) world.finalize();
            f.index.push_back(world.mutable_objects().add_dynamic(d));
            f.dynamic = true;
        } else {
            world.add_object(d);
        }
    }
    if constexpr (!HasDynamicObjects<W>) world.finalize();
}

std::unique_ptr<Field> make_field() {
    auto f = std::make_unique<Field>();
    f->world = std::make_unique<physics::World>();
    f->world->add_ground(0.0f, kHalf);
    std::uniform_real_distribution<float> jitter(-0.4f, 0.4f);
    std::vector<glm::vec3> starts;
    for (int y = 0; y < kSide; ++y)
        for (int x = 0; x < kSide; ++x)
            starts.emplace_back(-kHalf + kSpacing * (static_cast<float>(x) + 0.5f) + jitter(f->rng),
                                -kHalf + kSpacing * (static_cast<float>(y) + 0.5f) + jitter(f->rng),
                                0.0f);
    add_creatures(*f, *f->world, starts);
    std::uniform_real_distribution<float> a(0.0f, 6.2831853f);
    for (std::size_t i = 0; i < starts.size(); ++i) {
        physics::MoverConfig c = bench::arena_mover_config();
        c.id = kFirstId + static_cast<std::uint32_t>(i);
        c.is_player = false;
        auto m = std::make_unique<Mover>(*f->world, c);
        m->place(starts[i], 0.0f);
        f->heading.push_back(a(f->rng));
        bench::set_mover_heading(*m, f->heading.back());
        f->movers.push_back(std::move(m));
    }
    return f;
}

template <typename W>
void publish(Field& f, W& world, std::size_t i) {
    if constexpr (HasDynamicObjects<W>)
        world.mutable_objects().move(f.index[i], f.movers[i]->position());
}

// New headings for a thirtieth of the crowd each frame: every creature every 2 s.
void turn(Field& f, int frame, std::uniform_real_distribution<float>& a) {
    for (std::size_t i = static_cast<std::size_t>(frame % 60); i < f.movers.size(); i += 60)
        bench::set_mover_heading(*f.movers[i], a(f.rng));
}

// One frame: every creature resolved, then moved in the broadphase. Not inlined, so
// callgrind can collect exactly this (--toggle-collect='*field_frame*').
[[gnu::noinline]] void field_frame(Field& f, const physics::MoverInput& in) {
    for (std::size_t i = 0; i < f.movers.size(); ++i) {
        f.movers[i]->update(bench::kArenaDt, in);
        publish(f, *f.world, i);
    }
}

physics::MoverInput field_input() {
    physics::MoverInput in;
    in.forward = 1.0f;
    in.run = true;
    return in;
}

void BM_Field10k(benchmark::State& state) {
    static std::unique_ptr<Field> field = make_field();
    Field& f = *field;
    const physics::MoverInput in = field_input();
    std::uniform_real_distribution<float> a(0.0f, 6.2831853f);
    int frame = 0;
    std::size_t allocs = 0;
    for (auto _ : state) {
        state.PauseTiming();
        turn(f, frame++, a);
        state.ResumeTiming();
        bench::AllocCounter::start();
        field_frame(f, in);
        allocs += bench::AllocCounter::stop();
    }
    state.counters["creatures"] = static_cast<double>(f.movers.size());
    state.counters["dynamic"] = f.dynamic ? 1.0 : 0.0;
    state.counters["allocs/frame"] =
        static_cast<double>(allocs) /
        static_cast<double>(std::max<benchmark::IterationCount>(state.iterations(), 1));
}

// The field's answer: a fresh field run for kChecksumFrames frames as BM_Field10k runs them,
// then an FNV-1a hash of every creature's cell id and frame (origin and rotation bits),
// printed on stderr and as the label. An optimisation must leave it as it was.
constexpr int kChecksumFrames = 4;

void BM_Field10kChecksum(benchmark::State& state) {
    std::uint64_t h = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto f = make_field();
        const physics::MoverInput in = field_input();
        std::uniform_real_distribution<float> a(0.0f, 6.2831853f);
        state.ResumeTiming();
        for (int frame = 0; frame < kChecksumFrames; ++frame) {
            turn(*f, frame, a);
            field_frame(*f, in);
        }
        h = 14695981039346656037ull;
        auto mix = [&h](const void* p, std::size_t n) {
            const auto* b = static_cast<const unsigned char*>(p);
            for (std::size_t k = 0; k < n; ++k)
                h = (h ^ b[k]) * 1099511628211ull;
        };
        for (const auto& m : f->movers) {
            const physics::Position& p = m->position();
            mix(&p.objcell_id, sizeof p.objcell_id);
            mix(&p.frame.origin, sizeof p.frame.origin);
            const glm::quat q = p.frame.orientation;
            mix(&q, sizeof q);
        }
    }
    char text[40];
    std::snprintf(text, sizeof text, "positions %016llx", static_cast<unsigned long long>(h));
    std::fprintf(stderr, "field %d frames: %s\n", kChecksumFrames, text);
    state.SetLabel(text);
}

BENCHMARK(BM_Field10k)->Unit(benchmark::kMillisecond)->MinTime(3.0);
BENCHMARK(BM_Field10kChecksum)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
