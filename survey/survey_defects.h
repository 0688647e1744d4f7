#pragma once
// A survey's walk findings grouped into defects (docs/survey.md, "Defects"): one per kind and
// the thing found (Finding::thing: the polygon or object crossed or entered, the cell left,
// the land triangle), with every walk that shows it, the worst figure, and the worst walk as
// its representative. The grouping is a pure function of the set of walk findings, so one run,
// any sharding merged, and any --jobs give the same defects. GL-free.
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "survey/survey_report.h"

namespace sweeplab::app::survey {

// Whether walk finding `a` is worse than `b` (same kind): a deeper, farther or (stuck) a
// shorter figure, then the lower start, heading and frame. A total order, so the worst walk
// does not depend on the order walks are added.
[[nodiscard]] bool worse(const Finding& a, const Finding& b);
// The output order of defects: by kind (under_ground, left_cell, through_wall, stuck, parts,
// embedded), then more walks first, then the worse representative, then the thing.
[[nodiscard]] bool more_severe(const Defect& a, const Defect& b);

class DefectTable {
  public:
    // A walk finding (land_crease findings are not defects: the caller counts them).
    void add(const Finding& f);
    // A defect read back from a shard's output: its walks and representative join this one's.
    void add(const Defect& d);
    // The defects in severity order, numbered from 1; walks by start then heading.
    [[nodiscard]] std::vector<Defect> sorted() const;
    [[nodiscard]] std::size_t size() const { return defects_.size(); }

  private:
    Defect& of(FindingKind kind, const std::string& thing);
    std::unordered_map<std::string, std::size_t> index_;
    std::vector<Defect> defects_;
};

// The defect's line (no newline): the representative's finding line with `defect` (the
// number), `walks` (how many) and `walk_list` added. `dat` as finding_json.
[[nodiscard]] std::string defect_json(const Defect& d, bool dat);
// Each kind's defect count.
[[nodiscard]] std::array<std::uint64_t, kFindingKinds> defect_counts(const std::vector<Defect>& d);

} // namespace sweeplab::app::survey
