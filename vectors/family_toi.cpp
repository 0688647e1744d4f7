// The `toi` family (docs/vectors.md): CSphere::find_time_of_collision(movement, disp,
// radsum), physics/collision/sphere_collision.h. Categories cover its branches: the start
// inside or touching (|disp|^2 - radsum^2 < F_EPSILON), the movement too small, the line
// missing (negative discriminant), the first root ahead, and receding (a negative time).
#include <cmath>
#include <cstdio>

#include <glm/geometric.hpp>

#include "physics/collision/sphere_collision.h"
#include "vectors/family.h"
#include "vectors/number_text.h"
#include "vectors/rng.h"

namespace sweeplab::vectors {

namespace {

constexpr const char* kCategories[] = {"approach",      "graze",    "receding", "overlapping",
                                       "tiny_movement", "touching", "random"};

// A vector perpendicular to `v` (unit), at a random angle around it.
glm::vec3 perpendicular(Rng& rng, const glm::vec3& v) {
    glm::vec3 p = glm::cross(v, rng.unit_vector());
    const float l = glm::length(p);
    return l > 1e-4f ? p / l : glm::vec3(1.0f, 0.0f, 0.0f);
}

struct TOI {
    glm::vec3 movement{0.0f}, disp{0.0f};
    float radsum = 0.0f;
};

TOI make_case(Rng& rng, int category) {
    TOI c;
    c.radsum = static_cast<float>(rng.range(0.1, 2.5));
    const glm::vec3 dir = rng.unit_vector();
    const double r = c.radsum;
    switch (category) {
    case 0: { // approach: from outside, toward the target, reaching it or not
        const double dist = r + rng.range(0.01, 2.0);
        c.disp = dir * static_cast<float>(dist);
        const glm::vec3 toward = glm::normalize(-dir + perpendicular(rng, dir) * 0.2f);
        c.movement = toward * static_cast<float>(rng.range(0.02, dist + 1.0));
        break;
    }
    case 1: { // graze: passing at about radsum from the centre
        const double dist = r + rng.range(0.2, 2.0);
        c.disp = dir * static_cast<float>(dist);
        const glm::vec3 side = perpendicular(rng, dir);
        const double miss = r * rng.range(0.97, 1.03);
        const glm::vec3 aim = side * static_cast<float>(miss) - c.disp;
        c.movement = aim * static_cast<float>(rng.range(0.8, 2.5));
        break;
    }
    case 2: { // receding: moving away from outside
        c.disp = dir * static_cast<float>(r + rng.range(0.01, 1.5));
        const glm::vec3 away = glm::normalize(dir + perpendicular(rng, dir) * 0.5f);
        c.movement = away * static_cast<float>(rng.range(0.02, 1.0));
        break;
    }
    case 3: // overlapping: the start inside
        c.disp = dir * static_cast<float>(r * rng.range(0.0, 0.99));
        c.movement = rng.unit_vector() * static_cast<float>(rng.range(0.02, 1.0));
        break;
    case 4: // tiny movement: |movement|^2 near and under F_EPSILON
        c.disp = dir * static_cast<float>(r + rng.range(0.01, 1.0));
        c.movement = -dir * static_cast<float>(std::sqrt(0.0002) * rng.range(0.2, 1.05));
        break;
    case 5: { // touching: |disp|^2 - radsum^2 around F_EPSILON
        const double d2 = r * r + 0.0002 * rng.range(0.0, 2.0);
        c.disp = dir * static_cast<float>(std::sqrt(d2));
        c.movement = -dir * static_cast<float>(rng.range(0.02, 0.5));
        break;
    }
    default: // anything
        c.disp = rng.unit_vector() * static_cast<float>(rng.range(0.0, 4.0));
        c.movement = rng.unit_vector() * static_cast<float>(rng.range(0.0, 2.0));
        break;
    }
    return c;
}

void read_in(const JsonNode& in, TOI& c) {
    read_floats(member(in, "movement", "in"), &c.movement.x, 3, "in.movement");
    read_floats(member(in, "disp", "in"), &c.disp.x, 3, "in.disp");
    c.radsum = read_float(member(in, "radsum", "in"), "in.radsum");
}

} // namespace

bool toi_owns(const JsonNode& in) {
    return in.is_object() && in.contains("radsum") && in.contains("disp");
}

void toi_export(Places& /*places*/, std::uint64_t seed, int count, std::string& out) {
    Rng rng(seed ^ 0x746F6900ull);
    for (int i = 0; i < count; ++i) {
        const int category = i % 7;
        const TOI c = make_case(rng, category);
        const double t = physics::csphere::find_time_of_collision(c.movement, c.disp, c.radsum);
        char head[64];
        std::snprintf(head, sizeof head, "{\"id\":\"toi-%d\",\"category\":\"%s\",\"in\":{", i + 1,
                      kCategories[category]);
        out += head;
        out += "\"movement\":";
        put_floats(out, &c.movement.x, 3);
        out += ",\"disp\":";
        put_floats(out, &c.disp.x, 3);
        out += ",\"radsum\":";
        put_float(out, c.radsum);
        out += "},\"out\":{\"time\":";
        put_double(out, t);
        out += "}}\n";
    }
}

void toi_check(const JsonNode& line, Places& /*places*/, Comparer& compare, CaseResult& result) {
    result.id = case_id(line);
    const JsonNode* cat = line.find("category");
    result.branch = cat != nullptr && cat->is_string() ? std::string(cat->text) : "";
    TOI c;
    read_in(member(line, "in", "line"), c);
    const JsonNode& out = member(line, "out", "line");
    const double t = physics::csphere::find_time_of_collision(c.movement, c.disp, c.radsum);
    bool ok = compare.double1(out.find("time"), t, "out.time");
    for (std::size_t k = 0; k < out.size(); ++k)
        if (out[k].key != "time") {
            compare.extra(out[k], "out." + std::string(out[k].key));
            ok = false;
        }
    result.functions.emplace_back("find_time_of_collision", ok);
}

} // namespace sweeplab::vectors
