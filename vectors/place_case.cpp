#include "vectors/place_case.h"

#include <cmath>
#include <cstdio>

#include "scene/location.h"
#include "vectors/number_text.h"

namespace sweeplab::vectors {

void put_case_head(std::string& out, const char* family, int n, const char* branch,
                   const OpenPlace& place) {
    char head[96];
    std::snprintf(head, sizeof head, "{\"id\":\"%s-%d\",\"branch\":\"%s\",\"scenario\":\"", family,
                  n, branch);
    out += head;
    out += place.name;
    out += "\",\"in\":{\"place\":";
    out += place.json;
}

void put_u32(std::string& out, std::uint32_t v) {
    out += std::to_string(v);
}

void put_vec(std::string& out, const glm::vec3& v) {
    put_floats(out, &v.x, 3);
}

void put_quat(std::string& out, const glm::quat& q) {
    const float f[4] = {q.w, q.x, q.y, q.z};
    put_floats(out, f, 4);
}

void put_spheres(std::string& out, std::span<const physics::Sphere> spheres) {
    out += '[';
    for (std::size_t i = 0; i < spheres.size(); ++i) {
        if (i > 0) out += ',';
        const float f[4] = {spheres[i].center.x, spheres[i].center.y, spheres[i].center.z,
                            spheres[i].radius};
        put_floats(out, f, 4);
    }
    out += ']';
}

void put_steps_and_state(std::string& out, float step_up, float step_down, std::uint32_t state) {
    out += ",\"step_up_height\":";
    put_float(out, step_up);
    out += ",\"step_down_height\":";
    put_float(out, step_down);
    out += ",\"state\":";
    put_u32(out, state);
}

void put_u32s(std::string& out, std::span<const std::uint32_t> v) {
    out += '[';
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (i > 0) out += ',';
        put_u32(out, v[i]);
    }
    out += ']';
}

std::uint32_t read_u32(const JsonNode& v, const FieldPath& field) {
    const long long n = read_integer(v, field);
    if (n < 0 || n > 0xFFFFFFFFll) throw FormatError{field.str() + ": not a 32-bit unsigned id"};
    return static_cast<std::uint32_t>(n);
}

std::uint32_t read_cell(const JsonNode& v, const OpenPlace& place, const FieldPath& field) {
    const std::uint32_t written = read_u32(v, field);
    std::uint32_t internal = 0;
    if (!place.cell_in(written, internal)) {
        char b[64];
        std::snprintf(b, sizeof b, ": no cell 0x%08X at this place", written);
        throw FormatError{field.str() + b};
    }
    return internal;
}

namespace {

// A place is metres across, not light years: beyond this no position means anything, and the
// port is never asked what it does there.
constexpr float kFarthest = 1.0e6f;

bool in_reach(float x) {
    return std::isfinite(x) && std::fabs(x) <= kFarthest;
}

} // namespace

glm::vec3 read_vec(const JsonNode& v, const FieldPath& field) {
    glm::vec3 r{0.0f};
    read_floats(v, &r.x, 3, field);
    if (!in_reach(r.x) || !in_reach(r.y) || !in_reach(r.z))
        throw FormatError{field.str() + ": not a number within 1,000,000 m"};
    return r;
}

glm::quat read_quat(const JsonNode& v, const FieldPath& field) {
    float f[4];
    read_floats(v, f, 4, field);
    const glm::quat q{f[0], f[1], f[2], f[3]};
    const float len = glm::length(q);
    if (!std::isfinite(len) || std::fabs(len - 1.0f) > 1e-3f)
        throw FormatError{field.str() + ": not a unit quaternion [w,x,y,z]"};
    return q;
}

int read_spheres(const JsonNode& v, physics::Sphere* out, int max, const FieldPath& field) {
    if (!v.is_array() || v.size() < 1 || v.size() > static_cast<std::size_t>(max))
        throw FormatError{field.str() + ": not an array of 1 to " + std::to_string(max) +
                          " spheres [x,y,z,r]"};
    for (std::size_t i = 0; i < v.size(); ++i) {
        float f[4];
        read_floats(v[i], f, 4, field.at(static_cast<int>(i)));
        const std::string name = field.at(static_cast<int>(i)).str();
        for (const float x : f)
            if (!in_reach(x)) throw FormatError{name + ": not a number within 1,000,000 m"};
        if (!(f[3] > 0.0f) || f[3] > 100.0f) throw FormatError{name + ": a radius not in (0, 100]"};
        out[i] = physics::Sphere{{f[0], f[1], f[2]}, f[3]};
    }
    return static_cast<int>(v.size());
}

bool compare_u32s(Comparer& cmp, const JsonNode* file, std::span<const std::uint32_t> ours,
                  const FieldPath& field) {
    if (file == nullptr || !file->is_array() || file->size() != ours.size()) {
        std::string s;
        put_u32s(s, ours);
        cmp.mismatch(file, s, field);
        return false;
    }
    for (std::size_t i = 0; i < ours.size(); ++i)
        if (!cmp.integer(&(*file)[i], ours[i], field.at(static_cast<int>(i)))) return false;
    return true;
}

bool no_other_keys(Comparer& cmp, const JsonNode& out, std::initializer_list<const char*> keys) {
    for (std::size_t k = 0; k < out.size(); ++k) {
        bool known = false;
        for (const char* key : keys)
            if (out[k].key == key) known = true;
        if (!known) {
            cmp.extra(out[k], FieldPath("out.", out[k].key));
            return false;
        }
    }
    return true;
}

void export_at_places(Places& places, const char* family, int count, int num_kinds,
                      const std::function<bool(OpenPlace& place, const PlaceTargets& targets,
                                               int kind, int n)>& make) {
    const std::vector<OpenPlace*> list = places.export_places();
    if (list.empty()) throw FormatError{std::string(family) + ": no place to generate at"};
    std::vector<PlaceTargets> targets;
    for (const OpenPlace* p : list)
        targets.push_back(targets_of(*p->world));
    int made = 0;
    for (int attempt = 0; made < count && attempt < count * 40; ++attempt) {
        const std::size_t pi = static_cast<std::size_t>(attempt) % list.size();
        const int kind = (attempt / static_cast<int>(list.size())) % num_kinds;
        if (make(*list[pi], targets[pi], kind, made + 1)) ++made;
    }
}

void label_case(const JsonNode& line, CaseResult& result) {
    result.id = case_id(line);
    const JsonNode* b = line.find("branch");
    result.branch = b != nullptr && b->is_string() ? std::string(b->text) : "";
}

glm::quat random_heading(Rng& rng) {
    return scene::quat_from_yaw(static_cast<float>(rng.range(-3.14159265, 3.14159265)));
}

} // namespace sweeplab::vectors
