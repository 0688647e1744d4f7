// The spawn check's lines (spawns/spawn_report.h): written by hand in the project's JSON line
// form (sim/json_text.h), read back with nlohmann::json.
#include "spawns/spawn_report.h"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <tuple>

#include <nlohmann/json.hpp>

#include "sim/json_text.h"

namespace sweeplab::spawns {

namespace {

constexpr std::array<const char*, 12> kKindNames = {
    "dropped",    "moved",      "wrong_cell",     "under_ground", "floating", "destination",
    "never_home", "chase_loop", "left_landblock", "fell",         "ok",       "skipped"};
constexpr std::array<const char*, 4> kSkipNames = {"", "generator", "ethereal", "forced_into_cell"};

std::string hex8(std::uint32_t v) {
    char b[16];
    std::snprintf(b, sizeof b, "0x%08X", v);
    return b;
}

std::string hex4(std::uint32_t v) {
    char b[16];
    std::snprintf(b, sizeof b, "0x%04X", v);
    return b;
}

std::string fixed6(double v) {
    if (v == 0.0 || !std::isfinite(v)) v = 0.0; // -0 as 0
    char b[64];
    std::snprintf(b, sizeof b, "%.6f", v);
    return b;
}

void key(std::string& s, const char* name) {
    s += ", \"";
    s += name;
    s += "\": ";
}

void string_field(std::string& s, const char* name, const std::string& v) {
    key(s, name);
    app::json::escape(s, v);
}

[[noreturn]] void fail(const std::string& path, std::size_t line, const std::string& what) {
    throw std::runtime_error(path + ": line " + std::to_string(line) + ": " + what);
}

std::uint32_t parse_hex(const nlohmann::json& j, const char* name, const std::string& path,
                        std::size_t line) {
    if (!j.contains(name) || !j.at(name).is_string())
        fail(path, line, std::string("\"") + name + "\" is missing or not a hex string");
    const std::string v = j.at(name).get<std::string>();
    char* end = nullptr;
    const unsigned long x = std::strtoul(v.c_str(), &end, 16);
    if (v.size() < 3 || v[0] != '0' || (v[1] != 'x' && v[1] != 'X') || *end != '\0' ||
        x > 0xFFFFFFFFul)
        fail(path, line, std::string("\"") + name + "\": \"" + v + "\" is not a hex number");
    return static_cast<std::uint32_t>(x);
}

SpawnPos parse_pos(const nlohmann::json& j, const char* name, const std::string& path,
                   std::size_t line) {
    if (!j.at(name).is_string()) fail(path, line, std::string("\"") + name + "\" is not text");
    const std::optional<SpawnPos> p = parse_position_text(j.at(name).get<std::string>());
    if (!p) fail(path, line, std::string("\"") + name + "\" is not a position");
    return *p;
}

std::uint64_t count(const nlohmann::json& o, const char* name) {
    return o.contains(name) ? o.at(name).get<std::uint64_t>() : 0u;
}

SpawnSummary parse_summary(const nlohmann::json& s, const std::string& path, std::size_t line) {
    SpawnSummary m;
    try {
        m.target = s.at("target").get<std::string>();
        const nlohmann::json& o = s.at("options");
        m.reading = o.at("reading").get<std::string>();
        m.all = o.at("all").get<bool>();
        m.chase = o.contains("chase") && o.at("chase").get<bool>();
        m.rows = s.at("rows").get<std::uint64_t>();
        m.landblocks = s.at("landblocks").get<std::uint64_t>();
        m.judged = s.at("judged").get<std::uint64_t>();
        for (std::size_t r = 0; r < kSkipReasons; ++r)
            m.skipped[r] = count(s.at("skipped"), kSkipNames[r + 1]);
        m.no_weenie = s.at("no_weenie").get<std::uint64_t>();
        m.no_setup = s.at("no_setup").get<std::uint64_t>();
        for (std::size_t k = 0; k < kSpawnFindingKinds; ++k)
            m.findings[k] = count(s.at("findings"), kKindNames[k]);
        const std::string shard = s.at("shard").get<std::string>();
        unsigned a = 0, b = 0;
        char tail = 0;
        if (std::sscanf(shard.c_str(), "%u/%u%c", &a, &b, &tail) != 2 || b == 0 || a >= b)
            fail(path, line, "summary: \"shard\": \"" + shard + "\" is not I/N");
        m.shard = a;
        m.shards = b;
        m.jobs = s.at("jobs").get<int>();
        m.wall_s = s.at("wall_s").get<double>();
    } catch (const nlohmann::json::exception& e) {
        fail(path, line, std::string("summary: ") + e.what());
    }
    return m;
}

SpawnLine parse_line(const nlohmann::json& j, const std::string& path, std::size_t n) {
    SpawnLine l;
    try {
        const std::optional<SpawnKind> k = parse_spawn_kind(j.at("kind").get<std::string>());
        if (!k) fail(path, n, "\"kind\": \"" + j.at("kind").get<std::string>() + "\" is unknown");
        l.kind = *k;
        l.guid = parse_hex(j, "guid", path, n);
        l.wcid = j.at("wcid").get<std::uint32_t>();
        l.name = j.at("name").get<std::string>();
        l.type = j.at("type").get<std::string>();
        l.setup = parse_hex(j, "setup", path, n);
        l.landblock = parse_hex(j, "landblock", path, n);
        l.saved = parse_pos(j, "saved", path, n);
        if (j.contains("placed")) l.placed = parse_pos(j, "placed", path, n);
        if (j.contains("cell")) l.cell = parse_hex(j, "cell", path, n);
        if (j.contains("figure")) l.figure = j.at("figure").get<double>();
        if (j.contains("hit")) l.hit = j.at("hit").get<std::string>();
        if (j.contains("detail")) l.detail = j.at("detail").get<std::string>();
        if (j.contains("teleloc")) l.teleloc = j.at("teleloc").get<std::string>();
        if (j.contains("fix")) l.fix = j.at("fix").get<std::string>();
        if (j.contains("skipped")) {
            const std::string r = j.at("skipped").get<std::string>();
            for (std::size_t i = 1; i < kSkipNames.size(); ++i)
                if (r == kSkipNames[i]) l.skipped = static_cast<SkipReason>(i);
            if (l.skipped == SkipReason::None)
                fail(path, n, "\"skipped\": \"" + r + "\" is no reason");
        }
    } catch (const nlohmann::json::exception& e) {
        fail(path, n, e.what());
    }
    return l;
}

} // namespace

const char* spawn_kind_name(SpawnKind kind) {
    return kKindNames[static_cast<std::size_t>(kind)];
}

std::optional<SpawnKind> parse_spawn_kind(std::string_view name) {
    for (std::size_t k = 0; k < kKindNames.size(); ++k)
        if (name == kKindNames[k]) return static_cast<SpawnKind>(k);
    return std::nullopt;
}

const char* skip_reason_name(SkipReason r) {
    return kSkipNames[static_cast<std::size_t>(r)];
}

std::string short_number(double v) {
    std::string s = fixed6(v);
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    if (s == "-0") s = "0";
    return s;
}

namespace {

// "0xCELL [x y z] " with six decimals: the head of a position and of a /teleloc line.
std::string cell_and_origin(const SpawnPos& p) {
    std::string s = hex8(p.cell);
    s += " [";
    s += fixed6(p.origin.x);
    s += ' ';
    s += fixed6(p.origin.y);
    s += ' ';
    s += fixed6(p.origin.z);
    s += "] ";
    return s;
}

// The quaternion w x y z, each number written by `number`.
template <class Number>
void append_angles(std::string& s, const glm::quat& q, Number number) {
    s += number(q.w);
    s += ' ';
    s += number(q.x);
    s += ' ';
    s += number(q.y);
    s += ' ';
    s += number(q.z);
}

} // namespace

std::string position_text(const SpawnPos& p) {
    std::string s = cell_and_origin(p);
    append_angles(s, p.angles, [](double v) { return fixed6(v); });
    return s;
}

std::optional<SpawnPos> parse_position_text(std::string_view text) {
    const std::string t(text);
    unsigned cell = 0;
    float x = 0, y = 0, z = 0, w = 0, qx = 0, qy = 0, qz = 0;
    int used = 0;
    if (std::sscanf(t.c_str(), "0x%x [%f %f %f] %f %f %f %f%n", &cell, &x, &y, &z, &w, &qx, &qy,
                    &qz, &used) != 8 ||
        static_cast<std::size_t>(used) != t.size())
        return std::nullopt;
    for (const float v : {x, y, z, w, qx, qy, qz})
        if (!std::isfinite(v)) return std::nullopt;
    return SpawnPos{cell, glm::vec3(x, y, z), glm::quat(w, qx, qy, qz)};
}

std::string teleloc_text(const SpawnPos& p) {
    std::string s = "/teleloc " + cell_and_origin(p);
    append_angles(s, p.angles, [](double v) { return short_number(v); });
    return s;
}

std::uint64_t SpawnSummary::total_findings() const {
    std::uint64_t n = 0;
    for (const std::uint64_t f : findings)
        n += f;
    return n;
}

std::string spawn_line_json(const SpawnLine& l) {
    std::string s = "{\"kind\": \"";
    s += spawn_kind_name(l.kind);
    s += "\", \"guid\": \"";
    s += hex8(l.guid);
    s += "\", \"wcid\": ";
    s += std::to_string(l.wcid);
    string_field(s, "name", l.name);
    string_field(s, "type", l.type);
    string_field(s, "setup", hex8(l.setup));
    string_field(s, "landblock", hex4(l.landblock));
    string_field(s, "saved", position_text(l.saved));
    if (l.placed) string_field(s, "placed", position_text(*l.placed));
    if (l.cell != 0) string_field(s, "cell", hex8(l.cell));
    if (l.figure) {
        key(s, "figure");
        app::json::number(s, std::round(*l.figure * 1000.0) / 1000.0);
    }
    if (!l.hit.empty()) string_field(s, "hit", l.hit);
    if (l.skipped != SkipReason::None) string_field(s, "skipped", skip_reason_name(l.skipped));
    if (!l.detail.empty()) string_field(s, "detail", l.detail);
    if (!l.teleloc.empty()) string_field(s, "teleloc", l.teleloc);
    if (!l.fix.empty()) string_field(s, "fix", l.fix);
    s += '}';
    return s;
}

std::string spawn_summary_json(const SpawnSummary& m) {
    std::string s = "{\"summary\": {\"target\": ";
    app::json::escape(s, m.target);
    s += ", \"options\": {\"reading\": ";
    app::json::escape(s, m.reading);
    s += m.all ? ", \"all\": true" : ", \"all\": false";
    s += m.chase ? ", \"chase\": true}" : "}";
    s += ", \"rows\": " + std::to_string(m.rows);
    s += ", \"landblocks\": " + std::to_string(m.landblocks);
    s += ", \"judged\": " + std::to_string(m.judged);
    s += ", \"skipped\": {";
    for (std::size_t r = 0; r < kSkipReasons; ++r) {
        if (r) s += ", ";
        s += '"';
        s += kSkipNames[r + 1];
        s += "\": " + std::to_string(m.skipped[r]);
    }
    s += "}, \"no_weenie\": " + std::to_string(m.no_weenie);
    s += ", \"no_setup\": " + std::to_string(m.no_setup);
    s += ", \"findings\": {";
    // The lure's kinds only from a --chase check (an output without them reads as before).
    const std::size_t kinds = m.chase ? kSpawnFindingKinds : kFirstChaseKind;
    for (std::size_t k = 0; k < kinds; ++k) {
        if (k) s += ", ";
        s += '"';
        s += kKindNames[k];
        s += "\": " + std::to_string(m.findings[k]);
    }
    s += "}, \"shard\": \"" + std::to_string(m.shard) + "/" + std::to_string(m.shards) + "\"";
    s += ", \"jobs\": " + std::to_string(m.jobs) + ", \"wall_s\": ";
    app::json::number(s, m.wall_s);
    s += ", \"rows_per_s\": " + std::to_string(static_cast<std::uint64_t>(m.rows_per_s()));
    s += "}}";
    return s;
}

bool line_before(const SpawnLine& a, const SpawnLine& b) {
    return std::tie(a.landblock, a.guid, a.kind) < std::tie(b.landblock, b.guid, b.kind);
}

SpawnFile read_spawn_text(std::string_view text, const std::string& path) {
    SpawnFile file;
    file.path = path;
    std::istringstream in{std::string(text)};
    std::string line;
    std::size_t n = 0;
    bool have_summary = false;
    while (std::getline(in, line)) {
        ++n;
        if (line.empty()) continue;
        if (have_summary) fail(path, n, "a line after the summary");
        nlohmann::json j;
        try {
            j = nlohmann::json::parse(line);
        } catch (const nlohmann::json::exception& e) {
            fail(path, n, std::string("not JSON: ") + e.what());
        }
        if (!j.is_object()) fail(path, n, "not a JSON object");
        if (j.contains("summary")) {
            file.summary = parse_summary(j.at("summary"), path, n);
            have_summary = true;
            continue;
        }
        file.lines.push_back(parse_line(j, path, n));
        file.texts.push_back(line);
    }
    if (!have_summary)
        fail(path, n, "no summary line: not the output of a whole `sweeplab spawns` run");
    return file;
}

SpawnFile read_spawn_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error(path + ": cannot read");
    std::ostringstream text;
    text << in.rdbuf();
    return read_spawn_text(text.str(), path);
}

} // namespace sweeplab::spawns
