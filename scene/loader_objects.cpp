// The `objects` and `crowd` sections. Crowd members are generated here, deterministically,
// so that every consumer of a scene sees the same crowd.
#include <algorithm>
#include <cmath>
#include <random>
#include <unordered_map>
#include <unordered_set>

#include "scene/loader_parts.h"

namespace sweeplab::scene::detail {

namespace {

bool id_taken(const Scene& scene, std::uint32_t id) {
    for (const Object& o : scene.objects)
        if (o.id == id) return true;
    return false;
}

ObjectKind parse_kind(const JsonNode& n) {
    const std::string k = n.string();
    if (k == "sphere") return ObjectKind::Sphere;
    if (k == "cylsphere") return ObjectKind::CylSphere;
    if (k == "box") return ObjectKind::Box;
    if (k == "mesh") return ObjectKind::Mesh;
    if (k == "creature") return ObjectKind::Creature;
    n.fail("must be one of \"sphere\", \"cylsphere\", \"box\", \"mesh\", \"creature\"");
}

// A uniform draw in [0, 1) that does not depend on the standard library's distributions,
// whose output is implementation-defined: the same file gives the same crowd everywhere.
double unit(std::mt19937& rng) {
    return static_cast<double>(rng()) / 4294967296.0;
}

} // namespace

void read_objects(const JsonNode& node, Scene& scene) {
    for (std::size_t i = 0; i < node.array_size(); ++i) {
        const JsonNode o = node.index(i);
        o.expect_object();
        Object obj;
        obj.kind = parse_kind(o.at("kind"));
        switch (obj.kind) {
        case ObjectKind::Sphere:
            o.allow_keys({"id", "kind", "position", "yaw", "ethereal", "creature", "radius"});
            obj.radius = o.at("radius").length();
            break;
        case ObjectKind::CylSphere:
            o.allow_keys(
                {"id", "kind", "position", "yaw", "ethereal", "creature", "radius", "height"});
            obj.radius = o.at("radius").length();
            obj.height = o.at("height").length();
            break;
        case ObjectKind::Box: {
            o.allow_keys({"id", "kind", "position", "yaw", "ethereal", "creature", "half_extents"});
            const JsonNode he = o.at("half_extents");
            obj.half_extents = he.vec3();
            if (!(obj.half_extents.x > 0.0f && obj.half_extents.y > 0.0f &&
                  obj.half_extents.z > 0.0f))
                he.fail("must be > 0 in every component");
            if (obj.half_extents.x > kMaxSceneLength || obj.half_extents.y > kMaxSceneLength ||
                obj.half_extents.z > kMaxSceneLength)
                he.fail("must be at most 192 m in every component (a retail landblock)");
            break;
        }
        case ObjectKind::Mesh: {
            o.allow_keys(
                {"id", "kind", "position", "yaw", "ethereal", "creature", "mesh", "building"});
            const std::string name = o.at("mesh").string();
            const Mesh* mesh = scene.find_mesh(name);
            if (!mesh) o.at("mesh").fail("names no mesh in meshes: \"" + name + "\"");
            obj.mesh = static_cast<std::size_t>(mesh - scene.meshes.data());
            obj.building = o.bool_or("building", false);
            // Retail tests a building's shell with no ethereal or creature exemption.
            if (obj.building && (o.bool_or("ethereal", false) || o.bool_or("creature", false)))
                o.at("building").fail("a building is neither ethereal nor a creature");
            break;
        }
        case ObjectKind::Creature: {
            o.allow_keys({"id", "kind", "position", "yaw", "ethereal", "creature", "spheres"});
            const JsonNode list = o.at("spheres");
            if (list.array_size() < 1) list.fail("must hold at least one sphere");
            for (std::size_t k = 0; k < list.array_size(); ++k) {
                const JsonNode s = list.index(k);
                s.allow_keys({"center", "radius"});
                obj.spheres.push_back({s.at("center").vec3(), s.at("radius").length()});
            }
            break;
        }
        }
        obj.id = o.at("id").id();
        if (id_taken(scene, obj.id)) o.at("id").fail("repeats object id " + std::to_string(obj.id));
        obj.position = o.at("position").vec3();
        obj.yaw_deg = o.number_or("yaw", 0.0f);
        obj.ethereal = o.bool_or("ethereal", false);
        obj.creature = o.bool_or("creature", false);
        scene.objects.push_back(std::move(obj));
    }
}

namespace {

// The crowd members placed so far, bucketed on a grid so that each candidate is tested
// against its neighbours only: generation stays linear even for 100,000 members.
class PlacedGrid {
  public:
    explicit PlacedGrid(float max_radius) : cell_(std::max(2.0f * max_radius, 1e-3f)) {}

    [[nodiscard]] bool overlaps(float x, float y, float r) const {
        const long cx = key(x), cy = key(y);
        for (long i = cx - 1; i <= cx + 1; ++i)
            for (long j = cy - 1; j <= cy + 1; ++j) {
                const auto it = buckets_.find(pack(i, j));
                if (it == buckets_.end()) continue;
                for (const glm::vec3& q : it->second) {
                    const float dx = x - q.x, dy = y - q.y, rr = r + q.z;
                    if (dx * dx + dy * dy < rr * rr) return true;
                }
            }
        return false;
    }
    void add(float x, float y, float r) { buckets_[pack(key(x), key(y))].push_back({x, y, r}); }

  private:
    [[nodiscard]] long key(float v) const { return static_cast<long>(std::floor(v / cell_)); }
    static std::int64_t pack(long i, long j) {
        return (static_cast<std::int64_t>(i) << 32) ^ static_cast<std::int64_t>(j & 0xFFFFFFFF);
    }
    float cell_;
    std::unordered_map<std::int64_t, std::vector<glm::vec3>> buckets_;
};

constexpr std::size_t kMaxClearCircles = 64;
constexpr std::uint64_t kMaxDrawsPerCrowd = 4000000;

CrowdSpec read_crowd_spec(const JsonNode& c, bool has_dat) {
    c.allow_keys({"count", "radius", "min", "max", "z", "seed", "clear", "moves", "awareness",
                  "home_radius", "run_skill", "motion_table"});
    CrowdSpec spec;
    spec.count = static_cast<std::uint32_t>(c.at("count").integer(0, 100000));
    if (c.has("radius")) spec.radius = c.at("radius").length();
    spec.min = c.at("min").vec2();
    spec.max = c.at("max").vec2();
    if (!(spec.min.x < spec.max.x && spec.min.y < spec.max.y))
        c.at("max").fail("must be greater than min in x and y");
    spec.z = c.number_or("z", 0.0f);
    if (c.has("seed"))
        spec.seed = static_cast<std::uint32_t>(c.at("seed").integer(0, 0xFFFFFFFFLL));
    if (c.has("clear")) {
        const JsonNode cl = c.at("clear");
        if (cl.array_size() > kMaxClearCircles)
            cl.fail("holds more than " + std::to_string(kMaxClearCircles) + " circles");
        for (std::size_t k = 0; k < cl.array_size(); ++k) {
            const glm::vec3 circle = cl.index(k).vec3();
            if (!(circle.z > 0.0f)) cl.index(k).fail("radius (third number) must be > 0");
            spec.clear.push_back(circle);
        }
    }
    if (c.has("moves")) {
        const std::string m = c.at("moves").string();
        if (m == "wander")
            spec.moves = CrowdMoves::Wander;
        else if (m == "chase")
            spec.moves = CrowdMoves::Chase;
        else if (m != "stand")
            c.at("moves").fail("must be \"stand\", \"wander\" or \"chase\"");
    }
    // A chasing monster's properties (ACE's weenie floats and Run skill), bounded as lengths
    // are: no awareness or home radius in ACE's data reaches past a landblock.
    if (c.has("awareness")) spec.awareness = c.at("awareness").length();
    if (c.has("home_radius")) spec.home_radius = c.at("home_radius").length();
    if (c.has("run_skill")) spec.run_skill = static_cast<int>(c.at("run_skill").integer(0, 100000));
    if (c.has("motion_table")) {
        const JsonNode t = c.at("motion_table");
        const std::uint32_t id = t.id();
        if ((id >> 24u) != 0x09u) t.fail("must be a MotionTable id (0x09......)");
        if (!has_dat)
            t.fail("needs the scene's DAT place (`dat`): a JSON scene has no motion tables");
        spec.motion_table = id;
    }
    return spec;
}

} // namespace

void read_crowds(const JsonNode& node, Scene& scene) {
    std::vector<CrowdSpec> specs;
    float max_radius = 0.0f;
    for (std::size_t i = 0; i < node.array_size(); ++i) {
        specs.push_back(read_crowd_spec(node.index(i), scene.dat.has_value()));
        max_radius = std::max(max_radius, specs.back().radius);
    }
    std::unordered_set<std::uint32_t> taken;
    for (const Object& o : scene.objects)
        taken.insert(o.id);
    std::uint32_t next_id = kFirstCrowdId;
    PlacedGrid placed(max_radius);
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const JsonNode c = node.index(i);
        const CrowdSpec& spec = specs[i];
        std::mt19937 rng(spec.seed);
        const std::uint64_t max_draws =
            std::min<std::uint64_t>(2000ull * spec.count + 10000ull, kMaxDrawsPerCrowd);
        std::uint32_t made = 0;
        for (std::uint64_t draw = 0; draw < max_draws && made < spec.count; ++draw) {
            const double ux = unit(rng);
            const double uy = unit(rng);
            const float x = static_cast<float>(spec.min.x + ux * (spec.max.x - spec.min.x));
            const float y = static_cast<float>(spec.min.y + uy * (spec.max.y - spec.min.y));
            bool ok = !placed.overlaps(x, y, spec.radius);
            for (std::size_t k = 0; ok && k < spec.clear.size(); ++k) {
                const glm::vec3& q = spec.clear[k];
                const float dx = x - q.x, dy = y - q.y, rr = spec.radius + q.z;
                ok = dx * dx + dy * dy >= rr * rr;
            }
            if (!ok) continue;
            if (taken.count(next_id))
                c.fail("generated id " + std::to_string(next_id) + " is already used by an object");
            Object obj;
            obj.id = next_id++;
            obj.kind = ObjectKind::Sphere;
            obj.creature = true;
            obj.radius = spec.radius;
            obj.position = {x, y, spec.z + spec.radius};
            obj.crowd = static_cast<int>(i);
            scene.objects.push_back(std::move(obj));
            placed.add(x, y, spec.radius);
            ++made;
        }
        if (made < spec.count)
            c.at("count").fail("cannot place " + std::to_string(spec.count) +
                               " spheres of radius " + std::to_string(spec.radius) +
                               " without overlap (placed " + std::to_string(made) + ")");
    }
    scene.crowds = std::move(specs);
}

} // namespace sweeplab::scene::detail
