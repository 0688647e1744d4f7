#include "survey/survey_defects.h"

#include <algorithm>
#include <tuple>

#include "scene/scene_writer.h"
#include "sim/json_text.h"

namespace sweeplab::app::survey {

namespace {

// The output order of kinds: a fall out of the world first, the shallow overlaps last.
int severity_rank(FindingKind k) {
    switch (k) {
    case FindingKind::UnderGround:
        return 0;
    case FindingKind::LeftCell:
        return 1;
    case FindingKind::ThroughWall:
        return 2;
    case FindingKind::Stuck:
        return 3;
    case FindingKind::Parts:
        return 4;
    case FindingKind::Embedded:
        return 5;
    case FindingKind::LandCrease:
        return 6;
    }
    return 7;
}

std::tuple<std::uint64_t, float, long> walk_key(const StartPoint& s, float heading, long frame) {
    return {s.index, heading, frame};
}

bool walk_before(const DefectWalk& a, const DefectWalk& b) {
    return walk_key(a.start, a.heading, a.frame) < walk_key(b.start, b.heading, b.frame);
}

DefectWalk walk_of(const Finding& f) {
    return DefectWalk{f.start, f.heading, f.frame, f.figure};
}

} // namespace

bool worse(const Finding& a, const Finding& b) {
    if (a.figure != b.figure)
        return a.kind == FindingKind::Stuck ? a.figure < b.figure : a.figure > b.figure;
    return walk_key(a.start, a.heading, a.frame) < walk_key(b.start, b.heading, b.frame);
}

bool more_severe(const Defect& a, const Defect& b) {
    if (a.kind != b.kind) return severity_rank(a.kind) < severity_rank(b.kind);
    if (a.walks.size() != b.walks.size()) return a.walks.size() > b.walks.size();
    if (worse(a.worst, b.worst)) return true;
    if (worse(b.worst, a.worst)) return false;
    return a.thing < b.thing;
}

Defect& DefectTable::of(FindingKind kind, const std::string& thing) {
    std::string key(1, static_cast<char>('a' + static_cast<int>(kind)));
    key += thing;
    const auto [it, inserted] = index_.try_emplace(std::move(key), defects_.size());
    if (inserted) {
        Defect d;
        d.kind = kind;
        d.thing = thing;
        defects_.push_back(std::move(d));
    }
    return defects_[it->second];
}

void DefectTable::add(const Finding& f) {
    Defect& d = of(f.kind, f.thing);
    if (d.walks.empty() || worse(f, d.worst)) d.worst = f;
    d.walks.push_back(walk_of(f));
}

void DefectTable::add(const Defect& shard) {
    Defect& d = of(shard.kind, shard.thing);
    if (d.walks.empty() || worse(shard.worst, d.worst)) d.worst = shard.worst;
    d.walks.insert(d.walks.end(), shard.walks.begin(), shard.walks.end());
}

std::vector<Defect> DefectTable::sorted() const {
    std::vector<Defect> out = defects_;
    for (Defect& d : out)
        std::sort(d.walks.begin(), d.walks.end(), walk_before);
    std::sort(out.begin(), out.end(), more_severe);
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i].number = static_cast<std::uint32_t>(i + 1);
    return out;
}

std::string defect_json(const Defect& d, bool dat) {
    std::string s = finding_json(d.worst, dat);
    s.pop_back(); // the closing brace: the defect's fields follow the representative's
    s += ", \"defect\": " + std::to_string(d.number) +
         ", \"walks\": " + std::to_string(d.walks.size()) + ", \"walk_list\": [";
    for (std::size_t i = 0; i < d.walks.size(); ++i) {
        const DefectWalk& w = d.walks[i];
        s += i ? ", {" : "{";
        append_start_fields(s, w.start, w.heading, dat);
        s += ", \"frame\": " + std::to_string(w.frame) +
             ", \"figure\": " + scene::shortest_float(w.figure) + "}";
    }
    s += "]}";
    return s;
}

std::array<std::uint64_t, kFindingKinds> defect_counts(const std::vector<Defect>& defects) {
    std::array<std::uint64_t, kFindingKinds> n{};
    for (const Defect& d : defects)
        if (static_cast<std::size_t>(d.kind) < kFindingKinds)
            n[static_cast<std::size_t>(d.kind)] += 1;
    return n;
}

} // namespace sweeplab::app::survey
