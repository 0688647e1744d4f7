// Each BSP query on the test fixtures (tests/physics/fixtures/bsp_fixtures.h): the physics
// tree's point/sphere/solid/walkable queries and the cell tree's containment queries. Each
// iteration answers one query for the next of 1,024 seeded spheres spread over the
// fixture's bounds (1 m beyond them), moving 0.1 m along a seeded direction.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "fixtures/bsp_fixtures.h"
#include "physics/bsp/bsp_compiler.h"
#include "physics/bsp/cell_bsp.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/math/constants.h"

namespace {

using namespace sweeplab;
using physics::Sphere;

struct Probe {
    Sphere sphere;
    glm::vec3 movement;
};

struct Fixture {
    std::string name;
    physics::CompiledBsp trees;
    std::vector<Probe> probes;
};

const std::vector<Fixture>& fixtures() {
    static const std::vector<Fixture> all = [] {
        std::vector<Fixture> out;
        for (const test::NamedMesh& m : test::all_fixtures()) {
            // Rooms get a containment tree too; solid objects cannot have one.
            physics::BspCompileOptions opt;
            opt.cell_tree = true;
            physics::BspCompileResult r = physics::compile_bsp(m.mesh, opt);
            if (!r.ok()) r = physics::compile_bsp(m.mesh);
            if (!r.ok()) continue;
            Fixture f{m.name, std::move(r.trees), {}};
            glm::vec3 lo(1e30f), hi(-1e30f);
            for (const glm::vec3& v : m.mesh.vertices) {
                lo = glm::min(lo, v);
                hi = glm::max(hi, v);
            }
            std::mt19937 rng(2024);
            std::uniform_real_distribution<float> u(0.0f, 1.0f);
            for (int i = 0; i < 1024; ++i) {
                const glm::vec3 t(u(rng), u(rng), u(rng));
                const glm::vec3 c = lo - glm::vec3(1.0f) + t * (hi - lo + glm::vec3(2.0f));
                glm::vec3 d(u(rng) - 0.5f, u(rng) - 0.5f, u(rng) - 0.5f);
                d = glm::length(d) > 1e-3f ? glm::normalize(d) * 0.1f : glm::vec3(0.1f, 0, 0);
                f.probes.push_back(Probe{Sphere{c, 0.48f}, d});
            }
            out.push_back(std::move(f));
        }
        return out;
    }();
    return all;
}

template <typename Query>
void run(benchmark::State& state, const Fixture& f, Query q) {
    std::size_t k = 0;
    for (auto _ : state) {
        const Probe& p = f.probes[k];
        k = (k + 1) & 1023u;
        benchmark::DoNotOptimize(q(f, p));
    }
}

const glm::vec3 kUp(0.0f, 0.0f, 1.0f);

const bool registered = [] {
    for (const Fixture& f : fixtures()) {
        const auto reg = [&](const char* query, auto q) {
            benchmark::RegisterBenchmark(("BM_Bsp/" + std::string(query) + "/" + f.name).c_str(),
                                         [&f, q](benchmark::State& st) { run(st, f, q); });
        };
        reg("point_intersects_solid", [](const Fixture& x, const Probe& p) {
            return physics::point_intersects_solid(x.trees.physics, x.trees.physics.root(),
                                                   p.sphere.center);
        });
        reg("sphere_intersects_poly", [](const Fixture& x, const Probe& p) {
            std::int32_t poly = -1;
            glm::vec3 contact(0.0f);
            return physics::sphere_intersects_poly(x.trees.physics, x.trees.physics.root(),
                                                   p.sphere, p.movement, poly, contact);
        });
        reg("sphere_intersects_solid", [](const Fixture& x, const Probe& p) {
            return physics::sphere_intersects_solid(x.trees.physics, x.trees.physics.root(),
                                                    p.sphere, true);
        });
        reg("sphere_intersects_solid_poly", [](const Fixture& x, const Probe& p) {
            bool center_solid = false;
            std::int32_t poly = -1;
            return physics::sphere_intersects_solid_poly(x.trees.physics, x.trees.physics.root(),
                                                         p.sphere, p.sphere.radius, center_solid,
                                                         poly, true);
        });
        reg("hits_walkable", [](const Fixture& x, const Probe& p) {
            return physics::hits_walkable(x.trees.physics, x.trees.physics.root(), physics::kFloorZ,
                                          p.sphere, kUp);
        });
        reg("find_walkable", [](const Fixture& x, const Probe& p) {
            float interp = 1.0f;
            Sphere valid = p.sphere;
            std::int32_t poly = -1;
            bool changed = false;
            physics::find_walkable(x.trees.physics, x.trees.physics.root(), physics::kFloorZ,
                                   interp, valid, poly, glm::vec3(0.0f, 0.0f, -0.4f), kUp, changed);
            return changed;
        });
        if (f.trees.cell.empty()) continue;
        reg("point_inside_cell_bsp", [](const Fixture& x, const Probe& p) {
            return physics::point_inside_cell_bsp(x.trees.cell, x.trees.cell.root(),
                                                  p.sphere.center);
        });
        reg("sphere_intersects_cell_bsp", [](const Fixture& x, const Probe& p) {
            return physics::sphere_intersects_cell_bsp(x.trees.cell, x.trees.cell.root(), p.sphere);
        });
    }
    return true;
}();

} // namespace
