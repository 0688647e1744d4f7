#include "app/trace/trace_report.h"

#include <charconv>

#include "sim/json_text.h"

namespace sweeplab::app::trace {

namespace {

// The trace's numbers as it wrote them: each float's shortest form (155.3717), -0 as 0.
void position(std::string& out, const glm::vec3& p) {
    out += '[';
    for (int k = 0; k < 3; ++k) {
        if (k > 0) out += ", ";
        char buf[32];
        const float f = p[k] == 0.0f ? 0.0f : p[k];
        const auto r = std::to_chars(buf, buf + sizeof buf, f);
        out.append(buf, r.ptr);
    }
    out += ']';
}

void id(std::string& out, std::uint32_t cell) {
    out += '"';
    out += cell_hex(cell);
    out += '"';
}

} // namespace

const char* test_name(DecidingTest t) {
    switch (t) {
    case DecidingTest::None:
        return "none";
    case DecidingTest::PointInCell:
        return "point_in_cell";
    case DecidingTest::Portal:
        return "portal";
    case DecidingTest::Unreached:
        return "unreached";
    }
    return "none";
}

const char* portal_kind_name(physics::CellPickTrace::PortalKind k) {
    using Kind = physics::CellPickTrace::PortalKind;
    return k == Kind::Cell ? "cell" : k == Kind::Outside ? "outside" : "building";
}

TraceSummary summarize(const std::vector<LineVerdict>& verdicts) {
    TraceSummary s;
    s.lines = verdicts.size();
    for (const LineVerdict& v : verdicts) {
        if (v.match)
            ++s.matches;
        else if (s.first_divergence == 0)
            s.first_divergence = v.line.line;
    }
    return s;
}

std::string verdict_json(const LineVerdict& v) {
    std::string out = "{\"line\": " + std::to_string(v.line.line) + ", \"seed\": ";
    id(out, v.line.seed);
    out += ", \"position\": ";
    position(out, v.line.position);
    out += ", \"retail\": ";
    id(out, v.line.picked);
    out += ", \"port\": ";
    id(out, v.port);
    out += v.match ? ", \"match\": true" : ", \"match\": false";
    out += ", \"cells\": [";
    for (std::size_t i = 0; i < v.cells.size(); ++i) {
        if (i > 0) out += ", ";
        id(out, v.cells[i]);
    }
    out += ']';
    if (!v.match) {
        const Decision& d = v.decided;
        out += ", \"decided\": {\"test\": \"";
        out += test_name(d.test);
        out += "\", \"cell\": ";
        id(out, d.cell);
        if (d.test == DecidingTest::PointInCell) {
            out += d.result ? ", \"inside\": true" : ", \"inside\": false";
        } else if (d.test == DecidingTest::Portal) {
            out += ", \"kind\": \"";
            out += portal_kind_name(d.kind);
            out += "\", \"from\": ";
            id(out, d.from);
            out += ", \"portal\": " + std::to_string(d.portal);
            out += d.skipped ? ", \"crossed\": false, \"skipped\": true" : ", \"crossed\": false";
        }
        out += ", \"text\": ";
        json::escape(out, d.text);
        out += '}';
    }
    out += '}';
    return out;
}

std::string summary_json(const TraceSummary& s, const std::string& trace_path,
                         const std::string& target, const std::string& reading) {
    std::string out = "{\"summary\": {\"trace\": ";
    json::escape(out, trace_path);
    out += ", \"target\": ";
    json::escape(out, target);
    out += ", \"reading\": ";
    json::escape(out, reading);
    out +=
        ", \"lines\": " + std::to_string(s.lines) + ", \"matches\": " + std::to_string(s.matches) +
        ", \"divergences\": " + std::to_string(s.divergences()) + ", \"first_divergence\": " +
        (s.first_divergence == 0 ? std::string("null") : std::to_string(s.first_divergence)) + "}}";
    return out;
}

} // namespace sweeplab::app::trace
