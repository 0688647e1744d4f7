#pragma once
// The mover state of the `sphere` and `cylsphere` cases (docs/vectors.md): the OBJECTINFO,
// SPHEREPATH and COLLISIONINFO fields a case's `in` gives, what the call leaves in them, the
// generator of each branch's cases, their writing, reading and comparison.
#include <array>
#include <cstdint>
#include <string>

#include <glm/vec3.hpp>

#include "physics/math/plane.h"
#include "physics/math/sphere.h"
#include "vectors/compare.h"
#include "vectors/family.h"
#include "vectors/rng.h"

namespace sweeplab::vectors {

struct MoverIn {
    int num_sphere = 1;
    std::array<physics::Sphere, 2> local{};
    glm::vec3 curr{0.0f};
    std::array<glm::vec3, 2> gcc{};
    glm::vec3 check{0.0f};
    std::array<physics::Sphere, 2> gs{};
    std::uint32_t state = 0;
    float step_up_height = 0.0f;
    bool obstruction_ethereal = false, check_walkable = false, collide = false, step_down = false;
    int insert_type = 0;
    float walk_interp = 1.0f, walkable_allowance = 0.0f, step_down_amt = 0.0f;
    bool cp_valid = false, cp_water = false, lk_valid = false, lk_water = false;
    physics::Plane cp{}, lk{};
};

struct MoverOut {
    int ts = 0;
    MoverIn after; // the tracked `in` fields after the call
    bool step_up = false, neg_poly_hit = false, sn_valid = false, cn_valid = false;
    glm::vec3 step_up_normal{0.0f}, backup_check{0.0f}, sn{0.0f}, cn{0.0f};
    std::uint32_t cp_cell = 0xA9B4001Bu;
};

struct SphereCase {
    bool cylinder = false;
    glm::vec3 center{0.0f}; // sphere
    bool is_creature = false;
    glm::vec3 low_pt{0.0f}; // cylsphere
    float radius = 0.0f, height = 0.0f;
    MoverIn mover;
    std::string branch, scenario;
};

// Case `i` of a pack (its scenario from i), the target a sphere or a cylinder.
[[nodiscard]] SphereCase make_sphere_case(Rng& rng, int i, bool cylinder);
// The exporter's branch label (docs/vectors.md, "branch"), from the case and its result.
[[nodiscard]] std::string sphere_branch(const SphereCase& c, const MoverOut& o);
void write_sphere_case(std::string& out, const char* family, int number, const SphereCase& c,
                       const MoverOut& o);
[[nodiscard]] SphereCase read_sphere_case(const JsonNode& line, bool cylinder, CaseResult& result);
void compare_sphere_out(const JsonNode& out, const SphereCase& c, const MoverOut& o, Comparer& cmp,
                        CaseResult& result, const char* function);

} // namespace sweeplab::vectors
