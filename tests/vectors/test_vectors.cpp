// `sweeplab vectors` (docs/vectors.md): the packs are the same bytes for the same seed, check
// agrees with export under the same reading and parts from it under another, a difference
// planted in one case is found in that case and field alone, negative zero and tolerances
// read as the format says, bad lines are FILE:LINE errors, and the default pack reaches both
// answers of every function.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>
#include <unistd.h>

#include "physics/reading/reading.h"
#include "vectors/check_run.h"
#include "vectors/family.h"
#include "vectors/json_line.h"

using namespace sweeplab;
using namespace sweeplab::vectors;

namespace {

std::filesystem::path dir() {
    static const auto d = [] {
        auto p = std::filesystem::temp_directory_path() /
                 ("sweeplab-vectors-" + std::to_string(::getpid()));
        std::filesystem::create_directories(p);
        return p;
    }();
    return d;
}

std::string exported(const char* family, std::uint64_t seed, int count,
                     physics::Reading reading = {}) {
    const physics::ReadingScope scope(reading);
    std::string s;
    Places places;
    family_named(family)->export_cases(places, seed, count, s);
    return s;
}

std::string write(const std::string& name, const std::string& text) {
    const auto p = dir() / name;
    std::ofstream(p, std::ios::binary) << text;
    return p.string();
}

CheckReport check(const std::vector<std::string>& files, const char* reading = "retail",
                  double tolerance = 0.0) {
    CheckOptions o;
    o.files = files;
    o.reading = *physics::parse_reading(reading);
    o.reading_text = reading;
    o.tolerance = tolerance;
    return check_files(o);
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);)
        out.push_back(l);
    return out;
}

std::string joined(const std::vector<std::string>& ls) {
    std::string s;
    for (const auto& l : ls)
        s += l + "\n";
    return s;
}

} // namespace

TEST_CASE("vectors: the same seed and count give the same bytes", "[vectors]") {
    for (const char* f : {"polygon", "toi", "sphere", "cylsphere"}) {
        INFO(f);
        CHECK(exported(f, 7, 300) == exported(f, 7, 300));
        CHECK(exported(f, 7, 300) != exported(f, 8, 300));
        // A longer pack starts with the shorter one's cases.
        CHECK(exported(f, 7, 400).rfind(exported(f, 7, 300), 0) == 0);
    }
}

TEST_CASE("vectors: a pack checks clean under its own reading and parts under another",
          "[vectors]") {
    const std::string toi = write("toi.jsonl", exported("toi", 1, 700));
    const std::string poly = write("polygon.jsonl", exported("polygon", 1, 600));
    const CheckReport same = check({toi, poly});
    CHECK(same.all.cases == 1300);
    CHECK(same.all.agree == 1300);
    CHECK(same.families.at("toi").cases == 700);
    CHECK(same.disagreements.empty());
    // ACE negates the time of collision's branch (docs/readings.md, ace.negated_time_...).
    const CheckReport ace = check({toi}, "ace");
    CHECK(ace.all.agree < ace.all.cases);
    REQUIRE_FALSE(ace.disagreements.empty());
    CHECK(ace.disagreements.front().field == "out.time");
    // ...and a pack written under ACE's reading checks clean under it.
    const std::string ace_toi =
        write("toi-ace.jsonl", exported("toi", 1, 700, *physics::parse_reading("ace")));
    CHECK(check({ace_toi}, "ace").all.agree == 700);
}

TEST_CASE("vectors: a difference planted in one case is found there and nowhere else",
          "[vectors]") {
    auto ls = lines(exported("polygon", 3, 120));
    // Case 37: flip check_walkable's answer.
    auto c = nlohmann::json::parse(ls[36]);
    const long was = c["out"]["check_walkable"].get<long>();
    c["out"]["check_walkable"] = 1 - was;
    ls[36] = c.dump();
    // Case 80: one ulp on adjust_sphere_to_plane's walk_interp.
    auto d = nlohmann::json::parse(ls[79]);
    const float wi = d["out"]["adjust_sphere_to_plane"][2].get<float>();
    d["out"]["adjust_sphere_to_plane"][2] = std::nextafter(wi, 2.0f);
    ls[79] = d.dump();
    const std::string f = write("planted.jsonl", joined(ls));
    const CheckReport r = check({f});
    CHECK(r.all.cases == 120);
    CHECK(r.all.agree == 118);
    REQUIRE(r.disagreements.size() == 2);
    CHECK(r.disagreements[0].line == 37);
    CHECK(r.disagreements[0].id == "polygon-37");
    CHECK(r.disagreements[0].field == "out.check_walkable");
    CHECK(r.disagreements[0].file_value == std::to_string(1 - was));
    CHECK(r.disagreements[0].ours == std::to_string(was));
    CHECK(r.disagreements[1].line == 80);
    CHECK(r.disagreements[1].field == "out.adjust_sphere_to_plane[2]");
    // The per-function table: check_walkable parts once, adjust_sphere_to_plane once.
    long cw_bad = 0, adj_bad = 0, other_bad = 0;
    for (const auto& [key, t] : r.groups) {
        const std::string& fn = std::get<1>(key);
        const long bad = t.cases - t.agree;
        (fn == "check_walkable"           ? cw_bad
         : fn == "adjust_sphere_to_plane" ? adj_bad
                                          : other_bad) += bad;
    }
    CHECK(cw_bad == 1);
    CHECK(adj_bad == 1);
    CHECK(other_bad == 0);
    // Within a tolerance the ulp is no difference; the flipped answer still is.
    const CheckReport tol = check({f}, "retail", 1e-6);
    CHECK(tol.all.agree == 119);
}

TEST_CASE("vectors: an absent key and an extra key are differences", "[vectors]") {
    auto ls = lines(exported("toi", 5, 10));
    auto a = nlohmann::json::parse(ls[2]);
    a["out"].erase("time");
    ls[2] = a.dump();
    auto b = nlohmann::json::parse(ls[5]);
    b["out"]["walk_interp"] = 1;
    ls[5] = b.dump();
    const CheckReport r = check({write("keys.jsonl", joined(ls))});
    REQUIRE(r.disagreements.size() == 2);
    CHECK(r.disagreements[0].field == "out.time");
    CHECK(r.disagreements[0].file_value == "absent");
    CHECK(r.disagreements[1].field == "out.walk_interp");
    CHECK(r.disagreements[1].ours == "absent");
}

TEST_CASE("vectors: -0 reads as negative zero, -0.0 too, and 0 is not -0", "[vectors]") {
    // A case whose answer has a negative zero (find_crossed_edge's normals often do).
    const auto ls = lines(exported("polygon", 1, 600));
    std::string with_neg;
    for (const auto& l : ls)
        if (l.find("-0.0,") != std::string::npos || l.find("-0.0]") != std::string::npos) {
            with_neg = l;
            break;
        }
    REQUIRE_FALSE(with_neg.empty());
    std::string as_minus0 = with_neg, as_zero = with_neg;
    for (std::size_t i; (i = as_minus0.find("-0.0,")) != std::string::npos;)
        as_minus0.replace(i, 5, "-0,");
    for (std::size_t i; (i = as_minus0.find("-0.0]")) != std::string::npos;)
        as_minus0.replace(i, 5, "-0]");
    for (std::size_t i; (i = as_zero.find("-0.0,")) != std::string::npos;)
        as_zero.replace(i, 5, "0,");
    for (std::size_t i; (i = as_zero.find("-0.0]")) != std::string::npos;)
        as_zero.replace(i, 5, "0]");
    CHECK(check({write("neg0a.jsonl", with_neg + "\n")}).all.agree == 1);
    CHECK(check({write("neg0b.jsonl", as_minus0 + "\n")}).all.agree == 1);
    CHECK(check({write("neg0c.jsonl", as_zero + "\n")}).all.agree == 0);
}

TEST_CASE("vectors: bad lines are FILE:LINE errors", "[vectors]") {
    const auto expect = [](const std::string& text, const std::string& message) {
        const std::string f = write("bad.jsonl", text);
        try {
            (void)check({f});
            FAIL("no error for " << text);
        } catch (const VectorsError& e) {
            CHECK(std::string(e.what()) == f + message);
        }
    };
    const std::string good = lines(exported("toi", 1, 1))[0];
    expect(good + "\n{\"id\":1,\n", ":2: not JSON (column 9: expected a member name in quotes)");
    expect("[1,2]\n", ":1: not a JSON object");
    expect("{\"id\":1}\n", ":1: in: missing");
    expect("{\"id\":1,\"in\":{\"x\":1},\"out\":{}}\n",
           ":1: in: no family has these keys (polygon: verts, plane, sphere; toi: movement, "
           "disp, radsum; sphere: center, local_sphere; cylsphere: low_pt, local_sphere; "
           "transition: place, end; placement: place, object, at; cell: place, cell, spheres)");
    expect("{\"id\":1,\"in\":{\"movement\":[1,2],\"disp\":[0,0,1],\"radsum\":1},\"out\":{}}\n",
           ":1: in.movement: not an array of 3 numbers");
    expect("{\"id\":1,\"in\":{\"movement\":[1,2,3],\"disp\":[0,0,1],\"radsum\":\"x\"},"
           "\"out\":{}}\n",
           ":1: in.radsum: not a number (\"x\")");
    expect("{\"id\":1,\"in\":{\"low_pt\":[0,0,0],\"local_sphere\":[[0,0,1,1]]},\"out\":{}}\n",
           ":1: in.height: missing");
    try {
        (void)check({"/nonexistent/toi.jsonl"});
        FAIL("no error");
    } catch (const VectorsError& e) {
        CHECK(std::string(e.what()) == "/nonexistent/toi.jsonl: cannot read the file");
    }
}

TEST_CASE("vectors: the default packs reach both answers of every function in every group",
          "[vectors]") {
    // polygon: every mode and kind appears; each function answers 1 and 0 somewhere; the
    // contact point is written and left unwritten; the edge normal found and not.
    std::map<std::string, std::set<std::string>> answers;
    std::set<std::string> modes, kinds;
    for (const auto& l : lines(exported("polygon", 1, 2000))) {
        const auto c = nlohmann::json::parse(l);
        modes.insert(c["mode"].get<std::string>());
        kinds.insert(c["kind"].get<std::string>());
        for (const auto& [fn, v] : c["out"].items()) {
            if (v.is_array()) {
                answers[fn].insert("ret" + v[0].dump());
                if (v.size() > 1) answers[fn].insert(v[1].is_null() ? "null" : "written");
            } else {
                answers[fn].insert("ret" + v.dump());
            }
        }
    }
    CHECK(modes.size() == 12);
    CHECK(kinds.size() == 5);
    for (const auto& [fn, seen] : answers) {
        INFO(fn);
        CHECK(seen.count("ret1") == 1);
        CHECK(seen.count("ret0") == 1);
        if (fn == "polygon_hits_sphere" || fn == "find_crossed_edge" || fn == "pos_hits_sphere") {
            CHECK(seen.count("null") == 1);
            CHECK(seen.count("written") == 1);
        }
    }
    // toi: every category, and each of its answers: -1 (inside, touching, not moving, a miss),
    // a time ahead, a negative time (receding).
    std::set<std::string> categories;
    bool minus_one = false, ahead = false, behind = false;
    for (const auto& l : lines(exported("toi", 1, 2000))) {
        const auto c = nlohmann::json::parse(l);
        categories.insert(c["category"].get<std::string>());
        const double t = c["out"]["time"].get<double>();
        minus_one = minus_one || t == -1.0;
        ahead = ahead || t >= 0.0;
        behind = behind || (t < 0.0 && t != -1.0);
    }
    CHECK(categories.size() == 7);
    CHECK(minus_one);
    CHECK(ahead);
    CHECK(behind);
}

TEST_CASE("vectors: export --all writes every family and a README naming the reading",
          "[vectors]") {
    const std::string out = (dir() / "pack").string();
    export_all(*physics::parse_reading("gdle"), "gdle", 9, 50, out);
    for (const char* f : {"polygon.jsonl", "toi.jsonl", "README.md"})
        CHECK(std::filesystem::exists(out + "/" + f));
    std::ifstream readme(out + "/README.md");
    const std::string text((std::istreambuf_iterator<char>(readme)), {});
    CHECK(text.find("reading `gdle`, seed 9") != std::string::npos);
    const CheckReport r = check({out + "/polygon.jsonl", out + "/toi.jsonl"}, "gdle");
    CHECK(r.all.agree == 100);
    CheckOptions o;
    o.reading_text = "gdle";
    const std::string report = report_jsonl(r, o);
    CHECK(report.find("{\"summary\":{\"agree\":100,\"cases\":100,\"families\":{\"polygon\":"
                      "{\"agree\":50,\"cases\":50},\"toi\":{\"agree\":50,\"cases\":50}},"
                      "\"reading\":\"gdle\"") == 0);
}

TEST_CASE("vectors: the dispatcher packs reach every branch and check clean, and a field "
          "changed in one case is named",
          "[vectors]") {
    for (const char* family : {"sphere", "cylsphere"}) {
        INFO(family);
        const std::string text = exported(family, 1, 2800);
        std::map<std::string, int> branches;
        for (const auto& l : lines(text))
            ++branches[nlohmann::json::parse(l)["branch"].get<std::string>()];
        std::vector<std::string> expected = {"placement_hit",
                                             "placement_clear",
                                             "step_down_s0",
                                             "step_down_miss",
                                             "check_walkable_hit",
                                             "check_walkable_clear",
                                             "collide_s0",
                                             "contact_s0_slide",
                                             "contact_s0_stepup",
                                             "contact_s1_crease",
                                             "contact_clear",
                                             "path_clipped_s0_plain",
                                             "path_clipped_s0_perfect",
                                             "airborne_land",
                                             "airborne_s1_point_plain",
                                             "airborne_s1_point_perfect",
                                             "airborne_clear"};
        if (std::string(family) == "sphere") {
            expected.push_back("step_down_creature");
            expected.push_back("collide_creature");
        }
        for (const std::string& b : expected) {
            INFO(b);
            CHECK(branches[b] >= 5);
        }
        const std::string f = write(std::string(family) + ".jsonl", text);
        CHECK(check({f}).all.agree == 2800);
        // A slide's collision normal taken out of one case: that case, that field.
        auto ls = lines(text);
        std::size_t at = 0;
        for (; at < ls.size(); ++at)
            if (ls[at].find("\"branch\":\"contact_s0_slide\"") != std::string::npos &&
                ls[at].find("\"cn\":") != std::string::npos)
                break;
        REQUIRE(at < ls.size());
        auto c = nlohmann::json::parse(ls[at]);
        c["out"].erase("cn");
        ls[at] = c.dump();
        const CheckReport r = check({write(std::string(family) + "-planted.jsonl", joined(ls))});
        REQUIRE(r.disagreements.size() == 1);
        CHECK(r.disagreements[0].line == static_cast<long>(at) + 1);
        CHECK(r.disagreements[0].field == "out.cn");
        CHECK(r.disagreements[0].file_value == "absent");
    }
}

TEST_CASE("vectors: a string cut after its backslash is an error at the line's end", "[vectors]") {
    // fuzz/regressions/vectors/trailing-backslash: the column stays inside the line.
    JsonDoc doc;
    const std::string line = "{\"a\":\"x\\";
    try {
        (void)doc.parse(line);
        FAIL("parsed");
    } catch (const JsonError& e) {
        CHECK(e.column <= line.size() + 1);
        CHECK(e.what == "a string without its closing quote");
    }
}
