#include "survey/survey_report.h"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "scene/location.h"
#include "scene/scene_writer.h"
#include "sim/json_text.h"

namespace sweeplab::app::survey {

namespace {

constexpr std::array<const char*, kFindingKinds + 1> kKindNames = {
    "under_ground", "left_cell", "through_wall", "embedded", "parts", "stuck", "land_crease"};

std::string hex_id(std::uint32_t id, int digits) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%0*X", digits, id);
    return buf;
}

// A DAT place's ids are retail's full ones; a scene's are its own 16-bit cell ids.
std::string cell_text(std::uint32_t id, bool dat) {
    return hex_id(id, dat ? 8 : 4);
}

[[noreturn]] void fail(const std::string& path, std::size_t line, const std::string& what) {
    throw std::runtime_error(path + ": line " + std::to_string(line) + ": " + what);
}

std::uint32_t parse_hex(const nlohmann::json& v, const std::string& path, std::size_t line,
                        const char* key) {
    if (!v.is_string()) fail(path, line, std::string("\"") + key + "\" is not a hex string");
    const std::string s = v.get<std::string>();
    char* end = nullptr;
    const unsigned long n = std::strtoul(s.c_str(), &end, 16);
    if (s.size() < 3 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X') || *end != '\0')
        fail(path, line, std::string("\"") + key + "\": not a hex id: \"" + s + "\"");
    return static_cast<std::uint32_t>(n);
}

glm::vec3 parse_vec(const nlohmann::json& v, const std::string& path, std::size_t line,
                    const char* key) {
    if (!v.is_array() || v.size() != 3 || !v[0].is_number() || !v[1].is_number() ||
        !v[2].is_number())
        fail(path, line, std::string("\"") + key + "\" is not [x, y, z]");
    return {v[0].get<float>(), v[1].get<float>(), v[2].get<float>()};
}

WalkOptions parse_options(const nlohmann::json& o, const std::string& path, std::size_t line) {
    if (!o.is_object()) fail(path, line, "summary \"options\" is not an object");
    WalkOptions w;
    try {
        w.spacing = o.at("spacing").get<float>();
        w.headings = o.at("headings").get<int>();
        w.seconds = o.at("seconds").get<float>();
        w.fps = o.at("fps").get<int>();
        w.jump = o.at("jump").get<bool>();
        w.reading = o.at("reading").get<std::string>();
        w.compare = o.at("compare").is_null() ? "" : o.at("compare").get<std::string>();
    } catch (const nlohmann::json::exception& e) {
        fail(path, line, std::string("summary \"options\": ") + e.what());
    }
    if (w.headings < 1 || w.fps < 1) fail(path, line, "summary \"options\": out of range");
    return w;
}

Summary parse_summary(const nlohmann::json& j, const std::string& path, std::size_t line) {
    Summary s;
    try {
        s.target = j.at("target").get<std::string>();
        s.options = parse_options(j.at("options"), path, line);
        s.starts = j.at("starts").get<std::uint64_t>();
        s.unplaced = j.at("unplaced").get<std::uint64_t>();
        s.walks = j.at("walks").get<std::uint64_t>();
        s.frames = j.at("frames").get<std::uint64_t>();
        const nlohmann::json& f = j.at("findings");
        for (std::size_t k = 0; k < kFindingKinds; ++k)
            s.findings[k] = f.at(kKindNames[k]).get<std::uint64_t>();
        const std::string shard = j.at("shard").get<std::string>();
        unsigned i = 0, n = 0;
        char tail = 0;
        if (std::sscanf(shard.c_str(), "%u/%u%c", &i, &n, &tail) != 2 || n == 0 || i >= n)
            fail(path, line, "summary \"shard\": not I/N: \"" + shard + "\"");
        s.shard = i;
        s.shards = n;
        s.jobs = j.at("jobs").get<int>();
        s.wall_s = j.at("wall_s").get<double>();
        // Added to the contract's summary (docs/survey.md, "Defects"); absent in older files.
        s.walk_lines = j.value("lines", std::string("walks")) == "walks";
        if (j.contains("defects"))
            for (std::size_t k = 0; k < kFindingKinds; ++k)
                s.defects[k] = j.at("defects").at(kKindNames[k]).get<std::uint64_t>();
        if (j.contains("land_crease")) {
            s.land_crease_walks = j.at("land_crease").at("walks").get<std::uint64_t>();
            s.land_crease_deepest = j.at("land_crease").at("deepest").get<float>();
        }
    } catch (const nlohmann::json::exception& e) {
        fail(path, line, std::string("summary: ") + e.what());
    }
    return s;
}

// The start fields of a finding line or a defect's walk; returns whether it is a DAT start.
bool parse_start(const nlohmann::json& j, const std::string& path, std::size_t line,
                 StartPoint& start, float& heading) {
    start.index = j.at("start").get<std::uint64_t>();
    heading = j.at("heading").get<float>();
    const nlohmann::json& loc = j.at("location");
    const bool dat = loc.is_string();
    if (dat) {
        start.location = loc.get<std::string>();
        // The location's cell and feet (six decimals), unless start_feet has them exactly.
        try {
            const scene::Location l = scene::parse_location(start.location);
            start.cell = l.cell;
            start.feet = l.position.value_or(glm::vec3(0.0f));
        } catch (const scene::LocationError& e) {
            fail(path, line, std::string("\"location\": ") + e.what());
        }
    } else {
        start.feet = parse_vec(loc.at("position"), path, line, "location.position");
        start.cell = parse_hex(loc.at("cell"), path, line, "location.cell");
    }
    if (j.contains("start_feet"))
        start.feet = parse_vec(j.at("start_feet"), path, line, "start_feet");
    return dat;
}

Finding parse_finding(const nlohmann::json& j, const std::string& path, std::size_t line,
                      bool& dat) {
    Finding f;
    try {
        const auto kind = kind_from_name(j.at("kind").get<std::string>());
        if (!kind)
            fail(path, line, "unknown finding kind \"" + j.at("kind").get<std::string>() + "\"");
        f.kind = *kind;
        dat = parse_start(j, path, line, f.start, f.heading);
        f.frame = j.at("frame").get<long>();
        f.position = parse_vec(j.at("position"), path, line, "position");
        f.cell = parse_hex(j.at("cell"), path, line, "cell");
        f.hit = j.at("hit").get<std::string>();
        f.detail = j.at("detail").get<std::string>();
        f.thing = j.value("thing", std::string());
        f.figure = j.value("figure", 0.0f);
        if (f.kind == FindingKind::Parts) {
            f.first_substep = j.at("first_substep").get<std::uint32_t>();
            f.branch = j.at("branch").get<std::string>();
            f.ghost_branch = j.at("ghost_branch").get<std::string>();
            f.distance = j.at("distance").get<float>();
        }
    } catch (const nlohmann::json::exception& e) {
        fail(path, line, std::string("finding: ") + e.what());
    }
    return f;
}

Defect parse_defect(const nlohmann::json& j, const std::string& path, std::size_t line, bool& dat) {
    Defect d;
    d.worst = parse_finding(j, path, line, dat);
    d.kind = d.worst.kind;
    d.thing = d.worst.thing;
    if (d.kind == FindingKind::LandCrease) fail(path, line, "land_crease is not a defect");
    try {
        d.number = j.at("defect").get<std::uint32_t>();
        const nlohmann::json& list = j.at("walk_list");
        if (!list.is_array() || list.empty())
            fail(path, line, "\"walk_list\" is not a list of walks");
        for (const nlohmann::json& w : list) {
            DefectWalk walk;
            bool walk_dat = false;
            walk_dat = parse_start(w, path, line, walk.start, walk.heading);
            if (walk_dat != dat) fail(path, line, "\"walk_list\": a start of the other form");
            walk.frame = w.at("frame").get<long>();
            walk.figure = w.at("figure").get<float>();
            d.walks.push_back(std::move(walk));
        }
        if (j.at("walks").get<std::size_t>() != d.walks.size())
            fail(path, line, "\"walks\" is not the length of \"walk_list\"");
    } catch (const nlohmann::json::exception& e) {
        fail(path, line, std::string("defect: ") + e.what());
    }
    return d;
}

} // namespace

const char* kind_name(FindingKind kind) {
    return kKindNames[static_cast<std::size_t>(kind)];
}

std::optional<FindingKind> kind_from_name(const std::string& name) {
    for (std::size_t k = 0; k <= kFindingKinds; ++k)
        if (name == kKindNames[k]) return static_cast<FindingKind>(k);
    return std::nullopt;
}

std::uint64_t Summary::total_findings() const {
    std::uint64_t n = 0;
    for (std::uint64_t c : findings)
        n += c;
    return n;
}

std::string options_json(const WalkOptions& o) {
    std::string s = "{\"spacing\": ";
    json::number(s, o.spacing);
    s += ", \"headings\": " + std::to_string(o.headings) + ", \"seconds\": ";
    json::number(s, o.seconds);
    s += ", \"fps\": " + std::to_string(o.fps);
    s += std::string(", \"jump\": ") + (o.jump ? "true" : "false") + ", \"reading\": ";
    json::escape(s, o.reading);
    s += ", \"compare\": ";
    if (o.compare.empty())
        s += "null";
    else
        json::escape(s, o.compare);
    s += '}';
    return s;
}

void append_start_fields(std::string& s, const StartPoint& start, float heading, bool dat) {
    s += "\"start\": " + std::to_string(start.index) + ", \"heading\": ";
    json::number(s, heading);
    s += ", \"location\": ";
    if (dat) {
        json::escape(s, start.location);
    } else {
        s += "{\"position\": ";
        json::vec(s, start.feet);
        s += ", \"yaw\": ";
        json::number(s, heading);
        s += ", \"cell\": \"" + cell_text(start.cell, false) + "\"}";
    }
    // The start's feet exactly (shortest round-trip floats; a DAT start's in its landblock's
    // frame), so a replay places the avatar where the survey did, bit for bit.
    s += ", \"start_feet\": [" + scene::shortest_float(start.feet.x) + ", " +
         scene::shortest_float(start.feet.y) + ", " + scene::shortest_float(start.feet.z) + "]";
}

std::string finding_json(const Finding& f, bool dat) {
    std::string s = "{\"kind\": \"";
    s += kind_name(f.kind);
    s += "\", ";
    append_start_fields(s, f.start, f.heading, dat);
    s += ", \"frame\": " + std::to_string(f.frame) + ", \"position\": ";
    json::vec(s, f.position);
    s += ", \"cell\": \"" + cell_text(f.cell, dat) + "\", \"hit\": ";
    json::escape(s, f.hit);
    s += ", \"detail\": ";
    json::escape(s, f.detail);
    s += ", \"thing\": ";
    json::escape(s, f.thing);
    // Exactly (shortest round-trip): --merge picks the worst walk by it as one run does.
    s += ", \"figure\": " + scene::shortest_float(f.figure);
    if (f.kind == FindingKind::Parts) {
        s += ", \"first_substep\": " + std::to_string(f.first_substep) + ", \"branch\": ";
        json::escape(s, f.branch);
        s += ", \"ghost_branch\": ";
        json::escape(s, f.ghost_branch);
        s += ", \"distance\": ";
        json::number(s, f.distance);
    }
    s += '}';
    return s;
}

std::string summary_json(const Summary& m) {
    std::string s = "{\"summary\": {\"target\": ";
    json::escape(s, m.target);
    s += ", \"options\": " + options_json(m.options);
    s += ", \"starts\": " + std::to_string(m.starts) +
         ", \"unplaced\": " + std::to_string(m.unplaced) +
         ", \"walks\": " + std::to_string(m.walks) + ", \"frames\": " + std::to_string(m.frames) +
         ", \"findings\": {";
    for (std::size_t k = 0; k < kFindingKinds; ++k)
        s += std::string(k ? ", " : "") + "\"" + kKindNames[k] +
             "\": " + std::to_string(m.findings[k]);
    s += "}, \"defects\": {";
    for (std::size_t k = 0; k < kFindingKinds; ++k)
        s += std::string(k ? ", " : "") + "\"" + kKindNames[k] +
             "\": " + std::to_string(m.defects[k]);
    s += "}, \"land_crease\": {\"walks\": " + std::to_string(m.land_crease_walks) +
         ", \"deepest\": ";
    json::number(s, m.land_crease_deepest);
    s += std::string("}, \"lines\": \"") + (m.walk_lines ? "walks" : "defects") + "\"";
    s += ", \"shard\": \"" + std::to_string(m.shard) + "/" + std::to_string(m.shards) + "\"";
    s += ", \"jobs\": " + std::to_string(m.jobs) + ", \"wall_s\": ";
    json::number(s, m.wall_s);
    s += ", \"frames_per_s\": " + std::to_string(static_cast<std::uint64_t>(m.frames_per_s()));
    s += "}}";
    return s;
}

SurveyFile parse_survey_text(const std::string& text, const std::string& path) {
    SurveyFile file;
    file.path = path;
    std::istringstream in(text);
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
        } catch (const nlohmann::json::exception&) {
            fail(path, n, "not a JSON object");
        }
        if (!j.is_object()) fail(path, n, "not a JSON object");
        if (j.contains("summary")) {
            file.summary = parse_summary(j.at("summary"), path, n);
            have_summary = true;
            continue;
        }
        bool dat = false;
        if (j.contains("defect")) {
            file.defects.push_back(parse_defect(j, path, n, dat));
            file.findings.push_back(file.defects.back().worst);
        } else {
            file.findings.push_back(parse_finding(j, path, n, dat));
        }
        file.lines.push_back(line);
        file.dat.push_back(dat);
    }
    if (!have_summary) fail(path, n, "no summary line: not a whole survey output");
    // Headings are written with six decimals: back to the survey's own k * 360 / N.
    const WalkOptions& o = file.summary.options;
    auto snap = [&](float& heading) {
        for (int k = 0; k < o.headings; ++k)
            if (std::fabs(heading - o.heading(k)) < 1e-3f) heading = o.heading(k);
    };
    for (Finding& f : file.findings)
        snap(f.heading);
    for (Defect& d : file.defects) {
        snap(d.worst.heading);
        for (DefectWalk& w : d.walks)
            snap(w.heading);
    }
    if (!file.defects.empty() && file.summary.walk_lines)
        fail(path, n, "defect lines in a --walks output");
    return file;
}

SurveyFile read_survey_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error(path + ": cannot read");
    std::ostringstream text;
    text << in.rdbuf();
    return parse_survey_text(text.str(), path);
}

std::string json_free_number(double v) {
    std::string s = std::to_string(v);
    while (s.size() > 1 && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s;
}

} // namespace sweeplab::app::survey
