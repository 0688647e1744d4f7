// `sweeplab trace`'s output and exit codes (docs/trace.md, "Output"): a verdict line and the
// summary as JSON, and the command run in-process on the shipped trace files: 0 when every
// line matches, 3 on a divergence, 2 on bad input; --out and --reading.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/trace/trace_main.h"
#include "app/trace/trace_replay.h"
#include "app/trace/trace_report.h"
#include "trace_fixtures.h"

using namespace sweeplab;
using namespace sweeplab::test::trace;
using nlohmann::json;

namespace {

std::vector<json> lines_of(const std::string& path) {
    std::ifstream in(path);
    std::vector<json> out;
    std::string line;
    while (std::getline(in, line))
        out.push_back(json::parse(line));
    return out;
}

std::string temp(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() / "sweeplab-trace-report-test";
    std::filesystem::create_directories(dir);
    return (dir / name).string();
}

} // namespace

TEST_CASE("trace report: a diverging line as JSON names both picks and the deciding test",
          "[trace][report]") {
    const scene::Scene cottage = shipped("cottage");
    const std::vector<app::trace::LineVerdict> v =
        judge(cottage, "[fcl] seed=0xA9B40031 px=12.1 py=-1.5 pz=0 picked=0xA9B40031\n"
                       "[fcl] seed=0xA9B40100 px=12.6 py=2.0 pz=0 picked=0xA9B40101\n"
                       "[fcl] seed=0xA9B40101 px=13.8 py=1.4 pz=0.25 picked=0xA9B40101\n");
    REQUIRE(v.size() == 3);
    const json match = json::parse(app::trace::verdict_json(v[0]));
    CHECK(match["line"] == 1);
    CHECK(match["seed"] == "0xA9B40031");
    CHECK(match["position"] == json::array({12.1, -1.5, 0}));
    CHECK(match["retail"] == "0xA9B40031");
    CHECK(match["match"] == true);
    CHECK(match["cells"].size() == 1);
    CHECK_FALSE(match.contains("decided"));

    const json portal = json::parse(app::trace::verdict_json(v[1]));
    CHECK(portal["retail"] == "0xA9B40101");
    CHECK(portal["port"] == "0xA9B40100");
    CHECK(portal["match"] == false);
    CHECK(portal["decided"]["test"] == "portal");
    CHECK(portal["decided"]["kind"] == "cell");
    CHECK(portal["decided"]["cell"] == "0xA9B40101");
    CHECK(portal["decided"]["from"] == "0xA9B40100");
    CHECK(portal["decided"]["portal"] == 1);
    CHECK(portal["decided"]["crossed"] == false);
    CHECK_FALSE(portal["decided"].contains("skipped"));
    CHECK(portal["decided"]["text"].get<std::string>().find("not crossed") != std::string::npos);

    const json contained = json::parse(app::trace::verdict_json(v[2]));
    CHECK(contained["position"] == json::array({13.8, 1.4, 0.25}));
    CHECK(contained["decided"]["test"] == "point_in_cell");
    CHECK(contained["decided"]["cell"] == "0xA9B40101");
    CHECK(contained["decided"]["inside"] == false);

    const app::trace::TraceSummary s = app::trace::summarize(v);
    CHECK(s.lines == 3);
    CHECK(s.matches == 1);
    CHECK(s.divergences() == 2);
    CHECK(s.first_divergence == 2);
    const json summary =
        json::parse(app::trace::summary_json(s, "t.log", "cottage", "retail"))["summary"];
    CHECK(summary["trace"] == "t.log");
    CHECK(summary["target"] == "cottage");
    CHECK(summary["reading"] == "retail");
    CHECK(summary["lines"] == 3);
    CHECK(summary["matches"] == 1);
    CHECK(summary["divergences"] == 2);
    CHECK(summary["first_divergence"] == 2);
    CHECK(json::parse(app::trace::summary_json(app::trace::summarize({v[0]}), "t.log", "c",
                                               "retail"))["summary"]["first_divergence"]
              .is_null());
}

TEST_CASE("trace command: exit 0 when every line matches, 3 on a divergence, 2 on bad input",
          "[trace][report]") {
    const std::string scene = source("assets/scenes/cottage.json");
    const std::string out = temp("doorways.jsonl");
    CHECK(app::trace::trace_main({scene, trace_file("cottage-doorways.log"), "--out", out}) == 0);
    std::vector<json> lines = lines_of(out);
    REQUIRE(lines.size() == 20); // 19 lines judged and the summary
    CHECK(lines.back()["summary"]["matches"] == 19);
    CHECK(lines.back()["summary"]["target"] == scene);

    CHECK(app::trace::trace_main({scene, trace_file("cottage-planted.log"), "--out", out}) == 3);
    lines = lines_of(out);
    CHECK(lines.back()["summary"]["divergences"] == 5);
    CHECK(lines.back()["summary"]["first_divergence"] == 10);

    const std::string vault = trace_file("portalless-vault.json");
    const std::string vault_log = trace_file("portalless-vault.log");
    CHECK(app::trace::trace_main({vault, vault_log, "--out", out}) == 0);
    CHECK(app::trace::trace_main(
              {vault, vault_log, "--reading", "retail+ace.portalless_cell", "--out", out}) == 3);
    CHECK(lines_of(out).back()["summary"]["reading"] == "retail+ace.portalless_cell");

    const std::string dat = synthetic_dir().string();
    CHECK(app::trace::trace_main({"--dat", dat, trace_file("synthetic-place.log"), "--out", out}) ==
          0);
    CHECK(lines_of(out).back()["summary"]["target"] == "dat " + dat);

    // Bad input: 2, and nothing written.
    std::filesystem::remove(out);
    CHECK(app::trace::trace_main({scene, temp("missing.log"), "--out", out}) == 2);
    CHECK(app::trace::trace_main({scene, trace_file("synthetic-place.log"), "--out", out}) == 2);
    CHECK(app::trace::trace_main({scene}) == 2);
    CHECK(app::trace::trace_main({scene, vault_log, "--frobnicate"}) == 2);
    CHECK(app::trace::trace_main({scene, vault_log, "--reading", "acme"}) == 2);
    CHECK_FALSE(std::filesystem::exists(out));
}
