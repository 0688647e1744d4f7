#include "scene/scene_writer.h"

#include <bit>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <initializer_list>
#include <string_view>

namespace sweeplab::scene {

namespace {

bool reads_back(const char* text, float v) {
    return std::bit_cast<std::uint32_t>(static_cast<float>(std::strtod(text, nullptr))) ==
           std::bit_cast<std::uint32_t>(v);
}

std::string hex_id(std::uint32_t id) {
    char buf[16];
    std::snprintf(buf, sizeof buf, id > 0xFFFFu ? "\"0x%08X\"" : "\"0x%04X\"", id);
    return buf;
}

// `[a, b, ...]` from numbers already formatted. Appended into one string rather than written
// `"[" + a + ", " + b`: at -O3 GCC 12 inlines operator+(const char*, std::string&&) (an insert
// at the front) into a known false -Wrestrict ("__builtin_memcpy ... may overlap"), and with
// warnings as errors that stops a Release build.
std::string json_array(std::initializer_list<std::string> items) {
    std::string out = "[";
    for (const std::string& item : items) {
        if (out.size() > 1) out += ", ";
        out += item;
    }
    out += ']';
    return out;
}

std::string vec3(const glm::vec3& v) {
    return json_array({shortest_float(v.x), shortest_float(v.y), shortest_float(v.z)});
}

std::string vec2(const glm::vec2& v) {
    return json_array({shortest_float(v.x), shortest_float(v.y)});
}

std::string boolean(bool b) {
    return b ? "true" : "false";
}

// `{"k": v, ...}` from key/value pairs already formatted.
class JsonObject {
  public:
    JsonObject& add(const char* key, const std::string& value) {
        text_ += (text_.empty() ? "{\"" : ", \"") + std::string(key) + "\": " + value;
        return *this;
    }
    [[nodiscard]] std::string str() const { return text_.empty() ? "{}" : text_ + "}"; }

  private:
    std::string text_;
};

template <class T, class F>
std::string array(const std::vector<T>& items, F&& each) {
    std::string s = "[";
    for (std::size_t i = 0; i < items.size(); ++i)
        s += (i ? ", " : "") + each(items[i]);
    return s + "]";
}

std::string spheres(const std::vector<BodySphere>& list) {
    return array(list, [](const BodySphere& b) {
        return JsonObject()
            .add("center", vec3(b.center))
            .add("radius", shortest_float(b.radius))
            .str();
    });
}

std::string mesh_json(const Mesh& m) {
    JsonObject o;
    o.add("vertices", array(m.vertices, [](const glm::vec3& v) { return vec3(v); }));
    o.add("polygons", array(m.polygons, [](const MeshPolygon& p) {
              return JsonObject()
                  .add("indices",
                       array(p.indices, [](std::uint32_t i) { return std::to_string(i); }))
                  .add("sides", p.sides == Sides::Double ? "\"double\"" : "\"single\"")
                  .str();
          }));
    return o.str();
}

std::string cell_json(const Scene& scene, const Cell& c) {
    JsonObject o;
    o.add("id", hex_id(c.id))
        .add("mesh", json_string(scene.meshes[c.mesh].name))
        .add("position", vec3(c.position))
        .add("yaw", shortest_float(c.yaw_deg));
    if (!c.portals.empty())
        o.add("portals", array(c.portals, [](const Portal& p) {
                  return JsonObject()
                      .add("polygon", std::to_string(p.polygon))
                      .add("to", p.to_outside ? std::string("\"outside\"") : hex_id(p.to))
                      .str();
              }));
    return o.str();
}

std::string object_json(const Scene& scene, const scene::Object& obj) {
    JsonObject o;
    o.add("id", std::to_string(obj.id));
    switch (obj.kind) {
    case ObjectKind::Sphere:
        o.add("kind", "\"sphere\"").add("radius", shortest_float(obj.radius));
        break;
    case ObjectKind::CylSphere:
        o.add("kind", "\"cylsphere\"")
            .add("radius", shortest_float(obj.radius))
            .add("height", shortest_float(obj.height));
        break;
    case ObjectKind::Box:
        o.add("kind", "\"box\"").add("half_extents", vec3(obj.half_extents));
        break;
    case ObjectKind::Mesh:
        o.add("kind", "\"mesh\"").add("mesh", json_string(scene.meshes[obj.mesh].name));
        if (obj.building) o.add("building", "true");
        break;
    case ObjectKind::Creature:
        o.add("kind", "\"creature\"").add("spheres", spheres(obj.spheres));
        break;
    }
    o.add("position", vec3(obj.position)).add("yaw", shortest_float(obj.yaw_deg));
    if (obj.ethereal) o.add("ethereal", "true");
    if (obj.creature) o.add("creature", "true");
    return o.str();
}

std::string crowd_json(const CrowdSpec& c) {
    JsonObject o;
    o.add("count", std::to_string(c.count))
        .add("radius", shortest_float(c.radius))
        .add("min", vec2(c.min))
        .add("max", vec2(c.max))
        .add("z", shortest_float(c.z))
        .add("seed", std::to_string(c.seed));
    if (!c.clear.empty())
        o.add("clear", array(c.clear, [](const glm::vec3& v) { return vec3(v); }));
    if (c.moves != CrowdMoves::Stand) o.add("moves", json_string(crowd_moves_name(c.moves)));
    if (c.awareness) o.add("awareness", shortest_float(*c.awareness));
    if (c.home_radius) o.add("home_radius", shortest_float(*c.home_radius));
    if (c.run_skill) o.add("run_skill", std::to_string(*c.run_skill));
    if (c.motion_table) {
        char id[16];
        std::snprintf(id, sizeof id, "\"0x%08X\"", *c.motion_table);
        o.add("motion_table", id);
    }
    return o.str();
}

std::string step_json(const ScriptStep& s) {
    return JsonObject()
        .add("frames", std::to_string(s.frames))
        .add("forward", shortest_float(s.forward))
        .add("strafe", shortest_float(s.strafe))
        .add("turn", shortest_float(s.turn))
        .add("run", boolean(s.run))
        .add("jump", boolean(s.jump))
        .add("camera_yaw", shortest_float(s.camera_yaw))
        .add("camera_pitch", shortest_float(s.camera_pitch))
        .add("camera_distance", shortest_float(s.camera_distance))
        .str();
}

std::string frames_json(const std::pair<int, int>& r) {
    return json_array({std::to_string(r.first), std::to_string(r.second)});
}

std::string check_json(const Check& c) {
    JsonObject o;
    o.add("name", json_string(c.name));
    switch (c.kind) {
    case CheckKind::MaxPenetration:
    case CheckKind::CameraMaxPenetration:
        o.add("kind", c.kind == CheckKind::MaxPenetration ? "\"max_penetration\""
                                                          : "\"camera_max_penetration\"")
            .add("at_most", shortest_float(c.at_most));
        break;
    case CheckKind::Reach:
    case CheckKind::Avoid:
        o.add("kind", c.kind == CheckKind::Reach ? "\"reach\"" : "\"avoid\"")
            .add("min", vec3(c.min))
            .add("max", vec3(c.max));
        if (c.kind == CheckKind::Reach && c.by_frame)
            o.add("by_frame", std::to_string(*c.by_frame));
        break;
    case CheckKind::StayInCell:
        o.add("kind", "\"stay_in_cell\"").add("cell", hex_id(c.cell));
        if (c.frames) o.add("frames", frames_json(*c.frames));
        break;
    case CheckKind::CameraInCell:
        o.add("kind", "\"camera_in_cell\"").add("cell", hex_id(c.cell));
        if (c.while_player_in) o.add("while_player_in", hex_id(*c.while_player_in));
        break;
    case CheckKind::Grounded:
        o.add("kind", "\"grounded\"");
        if (c.frames) o.add("frames", frames_json(*c.frames));
        break;
    case CheckKind::CollidesWith:
        o.add("kind", "\"collides_with\"").add("id", std::to_string(c.id));
        if (c.at_most_times) o.add("at_most_times", std::to_string(*c.at_most_times));
        break;
    case CheckKind::ReadingParts:
        o.add("kind", "\"reading_parts\"")
            .add("reading", json_string(c.reading))
            .add("at_least", shortest_float(c.at_least));
        if (c.by_frame) o.add("by_frame", std::to_string(*c.by_frame));
        if (c.of_eye) o.add("of", "\"eye\"");
        break;
    case CheckKind::ReadingAgrees:
        o.add("kind", "\"reading_agrees\"")
            .add("reading", json_string(c.reading))
            .add("at_most", shortest_float(c.at_most));
        if (c.of_eye) o.add("of", "\"eye\"");
        break;
    }
    return o.str();
}

} // namespace

std::string json_string(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

std::string shortest_float(float v) {
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf - 3, v);
    *r.ptr = '\0';
    // A whole number gets ".0": JSON readers keep a float's sign of zero (-0.0) only then.
    if (std::string_view(buf).find_first_of(".e") == std::string_view::npos) {
        r.ptr[0] = '.';
        r.ptr[1] = '0';
        r.ptr[2] = '\0';
    }
    if (reads_back(buf, v)) return buf;
    // Reading through a double can round the other way at a tie: 9 digits, then the double.
    std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(v));
    if (reads_back(buf, v)) return buf;
    std::snprintf(buf, sizeof buf, "%.17g", static_cast<double>(v));
    return buf;
}

std::string write_scene_json(const Scene& scene, const RecordedInfo* recorded) {
    std::string s =
        "{\n  \"format\": \"sweeplab-scene/1\",\n  \"name\": " + json_string(scene.name);
    auto key = [&](const char* k, const std::string& v) {
        s += ",\n  \"" + std::string(k) + "\": " + v;
    };
    if (!scene.summary.empty()) key("summary", json_string(scene.summary));
    if (scene.fps != 30.0f) key("fps", shortest_float(scene.fps));
    auto water = [](JsonObject& o, const WaterSquares& w) {
        if (!w.empty())
            o.add("water", array(w, [](const glm::ivec2& sq) {
                      char buf[32];
                      std::snprintf(buf, sizeof buf, "[%d, %d]", sq.x, sq.y);
                      return std::string(buf);
                  }));
    };
    if (scene.ground) {
        JsonObject g;
        g.add("z", shortest_float(scene.ground->z))
            .add("extent", shortest_float(scene.ground->extent));
        water(g, scene.ground->water);
        key("ground", g.str());
    }
    if (scene.terrain) {
        JsonObject t;
        t.add("origin", vec2(scene.terrain->origin))
            .add("spacing", shortest_float(scene.terrain->spacing))
            .add("heights", array(scene.terrain->heights, [](const std::vector<float>& row) {
                     return array(row, [](float h) { return shortest_float(h); });
                 }));
        water(t, scene.terrain->water);
        key("terrain", t.str());
    }
    if (scene.dat) {
        JsonObject dat;
        dat.add("landblocks",
                array(scene.dat->landblocks, [](std::uint32_t lb) { return hex_id(lb); }))
            .add("radius", std::to_string(scene.dat->radius));
        // The world data as absolute paths: the written scene (a recording) may live elsewhere.
        if (!scene.dat->world.empty())
            dat.add("world", array(scene.dat->world, [](const std::string& p) {
                        return json_string(
                            std::filesystem::absolute(p).lexically_normal().string());
                    }));
        if (scene.dat->creatures != "stand")
            dat.add("creatures", json_string(scene.dat->creatures));
        key("dat", dat.str());
    }
    if (scene.landblock) key("landblock", hex_id(*scene.landblock));
    if (!scene.meshes.empty()) {
        std::string m = "{";
        for (std::size_t i = 0; i < scene.meshes.size(); ++i)
            m += std::string(i ? ",\n    " : "\n    ") + json_string(scene.meshes[i].name) + ": " +
                 mesh_json(scene.meshes[i]);
        key("meshes", m + "\n  }");
    }
    if (!scene.cells.empty())
        key("cells", array(scene.cells, [&](const Cell& c) { return cell_json(scene, c); }));
    std::vector<scene::Object> placed;
    for (const scene::Object& o : scene.objects)
        if (o.crowd < 0) placed.push_back(o);
    if (!placed.empty())
        key("objects",
            array(placed, [&](const scene::Object& o) { return object_json(scene, o); }));
    if (!scene.crowds.empty()) key("crowd", array(scene.crowds, crowd_json));
    JsonObject player;
    player.add("position", vec3(scene.player.position))
        .add("yaw", shortest_float(scene.player.yaw_deg));
    if (scene.player.cell) player.add("cell", hex_id(*scene.player.cell));
    if (!scene.player.spheres.empty()) player.add("spheres", spheres(scene.player.spheres));
    player.add("step_up_height", shortest_float(scene.player.step_up_height))
        .add("step_down_height", shortest_float(scene.player.step_down_height));
    key("player", player.str());
    key("camera", JsonObject()
                      .add("distance", shortest_float(scene.camera.distance))
                      .add("pitch", shortest_float(scene.camera.pitch_deg))
                      .add("yaw", shortest_float(scene.camera.yaw_deg))
                      .add("pivot_height", shortest_float(scene.camera.pivot_height))
                      .add("collide", boolean(scene.camera.collide))
                      .str());
    if (!scene.script.empty()) {
        std::string steps = "[";
        for (std::size_t i = 0; i < scene.script.size(); ++i)
            steps += std::string(i ? ",\n    " : "\n    ") + step_json(scene.script[i]);
        key("script", steps + "\n  ]");
    }
    if (!scene.checks.empty()) {
        std::string checks = "[";
        for (std::size_t i = 0; i < scene.checks.size(); ++i)
            checks += std::string(i ? ",\n    " : "\n    ") + check_json(scene.checks[i]);
        key("checks", checks + "\n  ]");
    }
    if (recorded != nullptr)
        key("recorded",
            JsonObject()
                .add("by", json_string(recorded->by))
                .add("frames", std::to_string(recorded->frames))
                .add("from", json_string(recorded->from))
                .add("reading",
                     json_string(recorded->reading.empty() ? "retail" : recorded->reading))
                .str());
    return s + "\n}\n";
}

} // namespace sweeplab::scene
