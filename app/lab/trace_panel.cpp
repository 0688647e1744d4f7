// The Trace panel (docs/trace.md, "In the lab"): the trace `--trace FILE` loaded, judged at
// the start as `sweeplab trace` judges it, its lines in a table coloured by match and
// divergence; a click on a line moves the avatar there (paused), names both picks and the
// test that decided, and marks the spot and both cells over the views (add_trace_marks).
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>

#include "app/bad_input.h"
#include "app/lab/lab_state.h"
#include "app/lab/panels.h"
#include "app/trace/trace_report.h"
#include "render/frame_draw.h"
#include "scene/location.h"
#include "sim/run_world.h"
#include "sim/teleport.h"

namespace sweeplab::app {

namespace {

using trace::cell_hex;
using trace::LineVerdict;

const ImVec4 kMatchColour(0.35f, 0.85f, 0.4f, 1.0f);
const ImVec4 kDivergeColour(1.0f, 0.35f, 0.3f, 1.0f);
constexpr glm::vec4 kMatchMark{0.2f, 0.9f, 0.3f, 1.0f}, kDivergeMark{1.0f, 0.2f, 0.15f, 1.0f};
constexpr glm::vec4 kRetailCell{1.0f, 0.3f, 1.0f, 1.0f}, kPortCell{0.2f, 0.9f, 1.0f, 1.0f};
constexpr float kMarkRadius = 0.3f, kPostHeight = 3.0f;

// The line's position in the lab's world frame.
glm::vec3 lab_position(const LabState& state, const LineVerdict& v) {
    if (const scene::DatWorldDesc* desc = state.lab->sim().dat_world())
        return scene::WorldFrame{desc->origin_landblock}.to_world(v.line.landblock(),
                                                                  v.line.position);
    return v.line.position;
}

// The lab world's internal id of a verdict's cell: the ids it was judged with when the trace
// was judged in the lab's own scene, else (a DAT location: each line judged in its own
// landblock's world) looked up by the retail id the trace shows. 0: not in the lab's world.
std::uint32_t lab_cell(const LabState& state, std::uint32_t internal, std::uint32_t shown) {
    if (!state.trace.per_landblock) return internal;
    const physics::World& world = state.lab->sim().world();
    if (shown == 0) return 0;
    if (trace::is_land_id(shown)) return world.land_cell(shown) != nullptr ? shown : 0u;
    return world.internal_cell_id(shown);
}

// The avatar to the line's position (the seed cell when it is indoors), paused: the chase
// view then looks at the spot, and the avatar's spheres are where the line put them.
void select_line(LabState& state, long i) {
    TraceView& view = state.trace;
    view.selected = i;
    const LineVerdict& v = view.verdicts[static_cast<std::size_t>(i)];
    if (state.lab->recording()) {
        state.lab->stop_recording();
        state.record.status = "recording stopped: a trace line selected";
    }
    state.lab->paused = true;
    const physics::World& world = state.lab->sim().world();
    const std::uint32_t seed = lab_cell(state, v.seed_cell, v.line.seed);
    if (seed == 0) { // a DAT location's trace wandering off the loaded landblocks
        view.status = "the seed's landblock is not loaded here: the marker only";
        return;
    }
    TeleportTarget target;
    target.position = lab_position(state, v);
    target.cell = physics::is_indoor_cell(seed) ? world.external_cell_id(seed) : 0u;
    target.location = cell_hex(v.line.seed);
    const bool placed = teleport(*state.lab, target, idle_input(state));
    state.lab->paused = true;
    view.status = placed ? "" : "the placement found no valid spot for the avatar there";
}

void line_table(TraceView& view) {
    // ScrollX: a narrow dock scrolls the columns instead of cutting the ids short.
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_ScrollX |
                                       ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingFixedFit;
    // The rows take what the selected line's details (up to 9 lines) leave.
    const float line_h = ImGui::GetTextLineHeightWithSpacing();
    const float height = std::max(ImGui::GetContentRegionAvail().y - line_h * 9.0f, line_h * 6.0f);
    if (!ImGui::BeginTable("trace-lines", 5, kFlags, ImVec2(0.0f, height))) return;
    ImGui::TableSetupScrollFreeze(1, 1);
    ImGui::TableSetupColumn("line");
    ImGui::TableSetupColumn("retail");
    ImGui::TableSetupColumn("port");
    ImGui::TableSetupColumn("decided");
    ImGui::TableSetupColumn("seed");
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < view.verdicts.size(); ++i) {
        const LineVerdict& v = view.verdicts[i];
        if (view.divergences_only && v.match) continue;
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::PushID(static_cast<int>(i));
        ImGui::PushStyleColor(ImGuiCol_Text, v.match ? kMatchColour : kDivergeColour);
        const bool selected = view.selected == static_cast<long>(i);
        char label[32];
        std::snprintf(label, sizeof label, "%ld", v.line.line);
        if (ImGui::Selectable(label, selected, ImGuiSelectableFlags_SpanAllColumns))
            view.pending = static_cast<long>(i);
        if (selected && view.scroll_to_selected) {
            ImGui::SetScrollHereY(0.5f);
            view.scroll_to_selected = false;
        }
        if (ImGui::IsItemHovered()) {
            ImGui::BeginTooltip();
            ImGui::TextUnformatted(trace::verdict_json(v).c_str());
            ImGui::TextDisabled("click: the avatar at the position, paused, both cells drawn");
            ImGui::EndTooltip();
        }
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(cell_hex(v.line.picked).c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(cell_hex(v.port).c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(v.match ? "match" : trace::test_name(v.decided.test));
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(cell_hex(v.line.seed).c_str());
        ImGui::PopStyleColor();
        ImGui::PopID();
    }
    ImGui::EndTable();
}

// The edges of a world cell (internal id; 0 draws nothing) in `colour`: an indoor cell's
// physics polygons, a land cell's two triangles lifted 5 cm off the ground.
void add_cell_outline(const physics::World& world, std::uint32_t cell, const glm::vec4& colour,
                      std::vector<render::LineVertex>& lines) {
    auto edge = [&](const glm::vec3& a, const glm::vec3& b) {
        lines.push_back({a, colour});
        lines.push_back({b, colour});
    };
    if (const physics::EnvCell* c = world.env_cell(cell)) {
        for (std::size_t i = 0; i < c->physics_bsp.polygons().size(); ++i) {
            const physics::PolygonView p = c->physics_bsp.polygon(static_cast<std::int32_t>(i));
            for (std::size_t k = 0; k < p.vertices.size(); ++k)
                edge(c->pos.frame.local_to_global(p.vertices[k]),
                     c->pos.frame.local_to_global(p.vertices[(k + 1) % p.vertices.size()]));
        }
        return;
    }
    const physics::LandCell* l = world.land_cell(cell);
    if (l == nullptr) return;
    const glm::vec3 lift(0.0f, 0.0f, 0.05f);
    for (const auto& tri : l->tri)
        for (int k = 0; k < 3; ++k)
            edge(tri[k] + lift, tri[(k + 1) % 3] + lift);
}

} // namespace

int load_trace_view(LabState& state, const Options& options) {
    TraceView& view = state.trace;
    const int bad = report_bad_input(
        [&] {
            const trace::TraceLog log = trace::read_trace_log(options.trace_file);
            const scene::Scene& scene = state.lab->scene();
            const SimulationOptions& so = state.lab->options();
            std::optional<dat::DatFolder> opened;
            trace::TraceTarget target;
            if (scene.dat) target.folder = &run_folder(so.dat_folder, scene.dat->folder, opened);
            // A DAT location: each line's own landblock, as `sweeplab trace --dat` judges it.
            if (options.location.empty()) target.scene = &scene;
            view.per_landblock = target.scene == nullptr;
            view.verdicts = trace::replay_trace(log, target, so.reading);
            view.target = options.location.empty() ? scene.source_path : "dat " + scene.dat->folder;
        },
        "--trace");
    if (bad != 0) return bad;
    view.path = options.trace_file;
    view.reading = physics::reading_name(state.lab->options().reading);
    if (const char* line = std::getenv("SWEEPLAB_TRACE_LINE")) {
        const long want = std::strtol(line, nullptr, 10);
        for (std::size_t i = 0; i < view.verdicts.size(); ++i)
            if (view.verdicts[i].line.line == want) view.pending = static_cast<long>(i);
        view.scroll_to_selected = true;
    }
    return 0;
}

void add_trace_marks(const LabState& state, render::FrameDraw& frame) {
    const TraceView& view = state.trace;
    if (view.selected < 0 || static_cast<std::size_t>(view.selected) >= view.verdicts.size())
        return;
    const LineVerdict& v = view.verdicts[static_cast<std::size_t>(view.selected)];
    const glm::vec3 at = lab_position(state, v);
    const glm::vec4 colour = v.match ? kMatchMark : kDivergeMark;
    frame.markers.push_back({at, kMarkRadius * 1.3f, glm::vec4(1.0f)});
    frame.markers.push_back({at, kMarkRadius, colour});
    frame.overlay_lines.push_back({at, colour});
    frame.overlay_lines.push_back({at + glm::vec3(0.0f, 0.0f, kPostHeight), colour});
    const physics::World& world = state.lab->sim().world();
    const std::uint32_t retail = lab_cell(state, v.retail_cell, v.line.picked);
    const std::uint32_t port = lab_cell(state, v.port_cell, v.port);
    add_cell_outline(world, retail, kRetailCell, frame.overlay_lines);
    if (port != retail) add_cell_outline(world, port, kPortCell, frame.overlay_lines);
}

void draw_trace_panel(LabState& state) {
    TraceView& view = state.trace;
    if (!view.loaded()) {
        ImGui::TextWrapped("No trace loaded: open the lab with --trace FILE (docs/trace.md).");
        return;
    }
    if (view.pending >= 0 && static_cast<std::size_t>(view.pending) < view.verdicts.size()) {
        select_line(state, view.pending);
        view.pending = -1;
    }
    const trace::TraceSummary s = trace::summarize(view.verdicts);
    const std::size_t slash = view.path.find_last_of('/');
    ImGui::TextWrapped(
        "%s against %s, reading %s",
        (slash == std::string::npos ? view.path : view.path.substr(slash + 1)).c_str(),
        view.target.c_str(), view.reading.c_str());
    ImGui::TextColored(s.divergences() > 0 ? kDivergeColour : kMatchColour,
                       "%zu lines: %zu match, %zu diverge", s.lines, s.matches, s.divergences());
    if (s.first_divergence != 0)
        ImGui::TextDisabled("first divergence: line %ld", s.first_divergence);
    ImGui::Checkbox("divergences only", &view.divergences_only);
    line_table(view);
    if (view.selected < 0 || static_cast<std::size_t>(view.selected) >= view.verdicts.size()) {
        ImGui::TextDisabled("click a line: the avatar goes there, both picks are drawn");
        return;
    }
    const LineVerdict& v = view.verdicts[static_cast<std::size_t>(view.selected)];
    // The two picks in the colours their cells are drawn in over the views.
    ImGui::TextColored(v.match ? kMatchColour : kDivergeColour, "line %ld: %s", v.line.line,
                       v.match ? "match" : "diverge");
    ImGui::TextColored(ImVec4(1.0f, 0.45f, 1.0f, 1.0f), "retail %s",
                       cell_hex(v.line.picked).c_str());
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(0.35f, 0.9f, 1.0f, 1.0f), " port %s", cell_hex(v.port).c_str());
    ImGui::TextWrapped("at [%.4f %.4f %.4f] from %s", double{v.line.position.x},
                       double{v.line.position.y}, double{v.line.position.z},
                       cell_hex(v.line.seed).c_str());
    if (!v.match) {
        ImGui::PushStyleColor(ImGuiCol_Text, kDivergeColour);
        ImGui::TextWrapped("decided by %s: %s", trace::test_name(v.decided.test),
                           v.decided.text.c_str());
        ImGui::PopStyleColor();
    }
    if (!view.status.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", view.status.c_str());
        ImGui::PopStyleColor();
    }
}

} // namespace sweeplab::app
