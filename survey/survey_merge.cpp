// `sweeplab survey --merge` (docs/survey.md, "Scale"): shard outputs of one survey as the
// output the unsharded survey writes.
#include <algorithm>
#include <stdexcept>

#include "survey/survey_defects.h"
#include "survey/survey_run.h"

namespace sweeplab::app::survey {

Summary merge_surveys(const std::vector<std::string>& files, std::ostream& out,
                      std::vector<Defect>* defects_out) {
    std::vector<SurveyFile> parts;
    parts.reserve(files.size());
    for (const std::string& f : files)
        parts.push_back(read_survey_file(f));
    const Summary& first = parts.front().summary;
    const std::string options = options_json(first.options);
    std::vector<const SurveyFile*> by_shard(first.shards, nullptr);
    for (const SurveyFile& p : parts) {
        const Summary& s = p.summary;
        if (s.target != first.target || options_json(s.options) != options)
            throw std::runtime_error(p.path +
                                     ": another survey's output (target or options differ from " +
                                     parts.front().path + ")");
        if (s.walk_lines != first.walk_lines)
            throw std::runtime_error(p.path + ": " + (s.walk_lines ? "walk" : "defect") +
                                     " lines, where " + parts.front().path + " has " +
                                     (first.walk_lines ? "walk" : "defect") +
                                     " lines (give every shard --walks or none)");
        if (s.shards != first.shards)
            throw std::runtime_error(p.path + ": shard " + std::to_string(s.shard) + "/" +
                                     std::to_string(s.shards) + " does not match " +
                                     parts.front().path + "'s /" + std::to_string(first.shards));
        if (by_shard[s.shard] != nullptr)
            throw std::runtime_error(p.path + ": shard " + std::to_string(s.shard) + "/" +
                                     std::to_string(s.shards) + " is given twice (also " +
                                     by_shard[s.shard]->path + ")");
        by_shard[s.shard] = &p;
    }
    for (std::uint32_t i = 0; i < first.shards; ++i)
        if (by_shard[i] == nullptr)
            throw std::runtime_error(parts.front().path + ": shard " + std::to_string(i) + "/" +
                                     std::to_string(first.shards) + " is missing from the merge");
    // A start's findings all come from its one shard, in order: a stable sort by start.
    struct Line {
        std::uint64_t start;
        const std::string* text;
    };
    std::vector<Line> lines;
    Summary merged = first;
    merged.starts = merged.unplaced = merged.walks = merged.frames = 0;
    merged.findings = {};
    merged.land_crease_walks = 0;
    merged.land_crease_deepest = 0.0f;
    merged.wall_s = 0.0;
    // The defects are grouped again over every shard's walks: one defect's walks may come
    // from several shards.
    DefectTable defects;
    merged.jobs = 0;
    for (const SurveyFile& p : parts) {
        if (first.walk_lines) {
            for (std::size_t i = 0; i < p.findings.size(); ++i) {
                lines.push_back({p.findings[i].start.index, &p.lines[i]});
                if (p.findings[i].kind != FindingKind::LandCrease) defects.add(p.findings[i]);
            }
        } else {
            for (const Defect& d : p.defects)
                defects.add(d);
        }
        const Summary& s = p.summary;
        merged.land_crease_walks += s.land_crease_walks;
        merged.land_crease_deepest = std::max(merged.land_crease_deepest, s.land_crease_deepest);
        merged.starts += s.starts;
        merged.unplaced += s.unplaced;
        merged.walks += s.walks;
        merged.frames += s.frames;
        for (std::size_t k = 0; k < kFindingKinds; ++k)
            merged.findings[k] += s.findings[k];
        merged.wall_s += s.wall_s;
        merged.jobs = std::max(merged.jobs, s.jobs);
    }
    std::stable_sort(lines.begin(), lines.end(),
                     [](const Line& a, const Line& b) { return a.start < b.start; });
    for (const Line& l : lines)
        out << *l.text << '\n';
    const std::vector<Defect> sorted = defects.sorted();
    merged.defects = defect_counts(sorted);
    if (!first.walk_lines) {
        bool dat = first.target.rfind("dat ", 0) == 0;
        for (const SurveyFile& p : parts)
            if (!p.dat.empty()) dat = p.dat.front();
        for (const Defect& d : sorted)
            out << defect_json(d, dat) << '\n';
    }
    merged.shard = 0;
    merged.shards = 1;
    out << summary_json(merged) << '\n';
    if (defects_out != nullptr) *defects_out = sorted;
    return merged;
}

} // namespace sweeplab::app::survey
