// The Spawns panel (docs/spawns.md, "In the lab"): the file `--spawns` loaded, its summary, a
// checkbox per kind with its count, the lines; a click on one visits it between frames (app/
// lab_window.cpp: spawns::visit_line), and "Copy teleloc" / "Copy fix" put the line's fields
// on the clipboard. The markers and the shapes over the views are add_spawns_marks. The logic
// is spawns/spawn_lab.h; this file only draws.
#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include <glm/gtc/constants.hpp>

#include "app/lab/lab_state.h"
#include "app/lab/panels.h"
#include "render/frame_draw.h"
#include "spawns/spawn_map.h"

namespace sweeplab::app {

namespace {

using spawns::kSpawnKinds;
using spawns::SpawnKind;
using spawns::SpawnLine;

const ImVec4 kErrorColour(1.0f, 0.35f, 0.3f, 1.0f);
// The shapes over the views: saved red, placed green, the overlap magenta (no kind's colour).
constexpr glm::vec4 kSavedColour{1.0f, 0.15f, 0.1f, 1.0f}, kPlacedColour{0.1f, 1.0f, 0.2f, 1.0f},
    kHitColour{1.0f, 0.2f, 1.0f, 1.0f};
const ImVec4 kSavedText(1.0f, 0.4f, 0.35f, 1.0f), kPlacedText(0.4f, 1.0f, 0.45f, 1.0f),
    kHitText(1.0f, 0.45f, 1.0f, 1.0f);
constexpr float kMarkRadius = 0.3f, kPostHeight = 3.0f;

glm::vec4 kind_colour(SpawnKind k) {
    const app::survey::Rgb c = spawns::spawn_kind_rgb(k);
    return {static_cast<float>(c.r) / 255.0f, static_cast<float>(c.g) / 255.0f,
            static_cast<float>(c.b) / 255.0f, 1.0f};
}

ImVec4 kind_text(SpawnKind k) {
    const glm::vec4 c = kind_colour(k);
    return {c.x, c.y, c.z, c.w};
}

void summary(const spawns::SpawnFile& file) {
    const spawns::SpawnSummary& s = file.summary;
    const std::size_t slash = file.path.find_last_of('/');
    const std::string name = slash == std::string::npos ? file.path : file.path.substr(slash + 1);
    ImGui::TextWrapped("%s: %s, reading %s", name.c_str(), s.target.c_str(), s.reading.c_str());
    ImGui::TextWrapped("%" PRIu64 " rows in %" PRIu64 " landblocks, %" PRIu64 " judged; %" PRIu64
                       " findings",
                       s.rows, s.landblocks, s.judged, s.total_findings());
    std::string kinds;
    // The lure's kinds only for a --chase check's file.
    const std::size_t shown = s.chase ? spawns::kSpawnFindingKinds : spawns::kFirstChaseKind;
    for (std::size_t k = 0; k < shown; ++k) {
        if (!kinds.empty()) kinds += ", ";
        kinds += spawns::spawn_kind_name(static_cast<SpawnKind>(k));
        kinds += ' ';
        kinds += std::to_string(s.findings[k]);
    }
    ImGui::TextWrapped("%s", kinds.c_str());
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s\n%d jobs, %.2f s, %.0f rows/s%s", file.path.c_str(), s.jobs, s.wall_s,
                          s.rows_per_s(), s.shards > 1 ? " (a shard)" : "");
}

// The kinds as checkboxes in their colour, two a row, each with how many lines the file
// holds; ok and skipped only when the file has them (--all).
void kind_filter(SpawnsView& view) {
    const auto counts = spawns::kind_counts(*view.file);
    if (!ImGui::BeginTable("kinds", 2, ImGuiTableFlags_SizingStretchSame)) return;
    for (std::size_t k = 0; k < kSpawnKinds; ++k) {
        if (k >= spawns::kSpawnFindingKinds && counts[k] == 0) continue;
        const auto kind = static_cast<SpawnKind>(k);
        ImGui::TableNextColumn();
        char label[64];
        std::snprintf(label, sizeof label, "%s %" PRIu64 "##%zu", spawns::spawn_kind_name(kind),
                      counts[k], k);
        const ImVec4 c = kind_text(kind);
        ImGui::PushStyleColor(ImGuiCol_FrameBg, c);
        ImGui::PushStyleColor(ImGuiCol_FrameBgHovered, ImVec4(c.x, c.y, c.z, 0.8f));
        ImGui::PushStyleColor(ImGuiCol_FrameBgActive, ImVec4(c.x, c.y, c.z, 0.6f));
        ImGui::PushStyleColor(ImGuiCol_CheckMark, ImVec4(0, 0, 0, 1));
        ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(0.8f, 0.8f, 0.8f, 0.7f));
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(2.0f, 1.0f));
        ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.0f);
        ImGui::Checkbox(label, &view.shown[k]);
        ImGui::PopStyleVar(2);
        ImGui::PopStyleColor(5);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s lines: listed and marked over the views",
                              spawns::spawn_kind_name(kind));
    }
    ImGui::EndTable();
}

void copy(SpawnsView& view, const char* what, const std::string& text) {
    if (SDL_SetClipboardText(text.c_str()) == 0) {
        view.status = std::string("copied the ") + what;
        view.error.clear();
    } else {
        view.error = std::string("cannot copy: ") + SDL_GetError();
    }
}

// The selected line: what it is, both positions in their drawing colours, the overlap, and
// the copy buttons.
void selected_line(SpawnsView& view) {
    if (view.selected < 0 || static_cast<std::size_t>(view.selected) >= view.file->lines.size()) {
        ImGui::TextDisabled("click a line: the avatar goes beside the object, its shape is "
                            "drawn where it was saved (red) and where it stands (green)");
        return;
    }
    const SpawnLine& l = view.file->lines[static_cast<std::size_t>(view.selected)];
    ImGui::TextColored(kind_text(l.kind), "%s", spawns::spawn_kind_name(l.kind));
    ImGui::SameLine();
    ImGui::TextWrapped("0x%08X %s (%u) %s", l.guid, l.name.c_str(), l.wcid, l.type.c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, kSavedText);
    ImGui::TextWrapped("saved %s", spawns::position_text(l.saved).c_str());
    ImGui::PopStyleColor();
    if (l.placed) {
        ImGui::PushStyleColor(ImGuiCol_Text, kPlacedText);
        ImGui::TextWrapped("placed %s", spawns::position_text(*l.placed).c_str());
        ImGui::PopStyleColor();
    }
    if (!l.detail.empty()) ImGui::TextWrapped("%s", l.detail.c_str());
    if (!view.scene.hit_text.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, kHitText);
        ImGui::TextWrapped("at its saved origin it overlaps %s", view.scene.hit_text.c_str());
        ImGui::PopStyleColor();
    }
    if (!view.scene.note.empty()) ImGui::TextDisabled("%s", view.scene.note.c_str());
    if (ImGui::Button("Copy teleloc")) copy(view, "teleloc", l.teleloc);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", l.teleloc.c_str());
    ImGui::SameLine();
    ImGui::BeginDisabled(l.fix.empty());
    if (ImGui::Button("Copy fix")) copy(view, "fix", l.fix);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", l.fix.empty() ? "this line has no fix" : l.fix.c_str());
}

void line_table(SpawnsView& view) {
    const std::vector<std::size_t> rows = spawns::shown_lines(*view.file, view.shown);
    ImGui::TextDisabled("%zu of %zu lines shown", rows.size(), view.file->lines.size());
    if (rows.empty()) return;
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY |
                                       ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingFixedFit;
    const float line_h = ImGui::GetTextLineHeightWithSpacing();
    const float height = std::max(ImGui::GetContentRegionAvail().y, line_h * 8.0f);
    if (!ImGui::BeginTable("spawn-lines", 5, kFlags, ImVec2(0.0f, height))) return;
    ImGui::TableSetupScrollFreeze(1, 1);
    ImGui::TableSetupColumn("kind");
    ImGui::TableSetupColumn("guid");
    ImGui::TableSetupColumn("name (wcid)");
    ImGui::TableSetupColumn("figure");
    ImGui::TableSetupColumn("detail");
    ImGui::TableHeadersRow();
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(rows.size()));
    int scroll_row = -1;
    if (view.scroll_to_selected) {
        view.scroll_to_selected = false;
        const auto it =
            std::find(rows.begin(), rows.end(), static_cast<std::size_t>(view.selected));
        if (it != rows.end()) {
            scroll_row = static_cast<int>(it - rows.begin());
            clipper.ForceDisplayRangeByIndices(scroll_row, scroll_row + 1);
        }
    }
    while (clipper.Step())
        for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
            const std::size_t i = rows[static_cast<std::size_t>(r)];
            const SpawnLine& l = view.file->lines[i];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushID(static_cast<int>(i));
            ImGui::PushStyleColor(ImGuiCol_Text, kind_text(l.kind));
            if (ImGui::Selectable(spawns::spawn_kind_name(l.kind),
                                  view.selected == static_cast<long>(i),
                                  ImGuiSelectableFlags_SpanAllColumns))
                view.pending = static_cast<long>(i);
            ImGui::PopStyleColor();
            if (r == scroll_row) ImGui::SetScrollHereY(0.5f);
            if (ImGui::IsItemHovered()) {
                ImGui::BeginTooltip();
                ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40.0f);
                ImGui::TextUnformatted(view.file->texts[i].c_str());
                ImGui::PopTextWrapPos();
                ImGui::TextDisabled("click: the avatar beside it, its shape saved (red) and "
                                    "placed (green)");
                ImGui::EndTooltip();
            }
            ImGui::PopID();
            ImGui::TableNextColumn();
            ImGui::Text("0x%08X", l.guid);
            ImGui::TableNextColumn();
            ImGui::Text("%s (%u)", l.name.c_str(), l.wcid);
            ImGui::TableNextColumn();
            if (l.figure)
                ImGui::Text("%.3f", *l.figure);
            else
                ImGui::TextUnformatted("-");
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(l.detail.c_str());
        }
    ImGui::EndTable();
}

// Wireframes, as overlay lines (through walls and roofs, as the markers are).
void edge(std::vector<render::LineVertex>& out, const glm::vec3& a, const glm::vec3& b,
          const glm::vec4& c) {
    out.push_back({a, c});
    out.push_back({b, c});
}

void ring(std::vector<render::LineVertex>& out, const glm::vec3& centre, float r, int axis,
          const glm::vec4& c) {
    constexpr int kSegments = 24;
    auto at = [&](int i) {
        const float t = glm::two_pi<float>() * static_cast<float>(i) / kSegments;
        const float u = r * std::cos(t), v = r * std::sin(t);
        return centre + (axis == 2   ? glm::vec3(u, v, 0.0f)
                         : axis == 1 ? glm::vec3(u, 0.0f, v)
                                     : glm::vec3(0.0f, u, v));
    };
    for (int i = 0; i < kSegments; ++i)
        edge(out, at(i), at(i + 1), c);
}

void add_shape(render::FrameDraw& frame, const spawns::ShapeSet& s, const glm::vec4& c) {
    for (std::size_t i = 0; i + 1 < s.edges.size(); i += 2)
        edge(frame.overlay_lines, s.edges[i], s.edges[i + 1], c);
    for (const physics::Sphere& sp : s.spheres) {
        // A translucent ball in the colour (it shows through what stands there) and its rings.
        frame.markers.push_back({sp.center, sp.radius, c});
        for (int axis = 0; axis < 3; ++axis)
            ring(frame.overlay_lines, sp.center, sp.radius, axis, c);
    }
    for (const spawns::Cylinder& cy : s.cylinders) {
        for (const float h : {0.0f, 0.5f * cy.height, cy.height})
            ring(frame.overlay_lines, cy.base + glm::vec3(0.0f, 0.0f, h), cy.radius, 2, c);
        for (int k = 0; k < 8; ++k) {
            const float t = glm::two_pi<float>() * static_cast<float>(k) / 8.0f;
            const glm::vec3 o(cy.radius * std::cos(t), cy.radius * std::sin(t), 0.0f);
            edge(frame.overlay_lines, cy.base + o, cy.base + o + glm::vec3(0, 0, cy.height), c);
        }
    }
}

// The overlap polygon highlighted: its outline and a fan of lines across it.
void add_hit(render::FrameDraw& frame, const spawns::ShapeSet& s) {
    add_shape(frame, s, kHitColour);
    if (s.edges.size() < 6 || s.edges.size() > 16) return; // a polygon (3 to 8 edges) only
    const glm::vec3 apex = s.edges.front();
    for (std::size_t i = 2; i + 1 < s.edges.size(); i += 2)
        for (int k = 1; k < 6; ++k) {
            const float t = static_cast<float>(k) / 6.0f;
            edge(frame.overlay_lines, apex, glm::mix(s.edges[i], s.edges[i + 1], t), kHitColour);
        }
}

} // namespace

int load_spawns_view(SpawnsView& view, const std::string& path) {
    try {
        view.file = std::make_unique<spawns::SpawnFile>(spawns::read_spawn_file(path));
    } catch (const std::runtime_error& e) { // "FILE: line N: problem"
        std::fprintf(stderr, "sweeplab: %s\n", e.what());
        return 2;
    }
    if (const char* line = std::getenv("SWEEPLAB_SPAWNS_LINE")) {
        view.pending = std::strtol(line, nullptr, 10);
        view.scroll_to_selected = true;
    }
    return 0;
}

void add_spawns_marks(const LabState& state, render::FrameDraw& frame) {
    const SpawnsView& view = state.spawns;
    const scene::DatWorldDesc* desc = state.lab->sim().dat_world();
    if (!view.file || desc == nullptr) return;
    const scene::WorldFrame world{desc->origin_landblock};
    for (const std::size_t i : spawns::shown_lines(*view.file, view.shown)) {
        if (static_cast<long>(i) == view.selected) continue; // its shapes mark it
        const SpawnLine& l = view.file->lines[i];
        frame.markers.push_back(
            {spawns::marker_position(world, l) + glm::vec3(0.0f, 0.0f, kMarkRadius), kMarkRadius,
             kind_colour(l.kind)});
    }
    if (view.selected < 0 || static_cast<std::size_t>(view.selected) >= view.file->lines.size())
        return;
    const SpawnLine& l = view.file->lines[static_cast<std::size_t>(view.selected)];
    // The avatar stands 1 m in front of the object, between it and the chase eye: see-through,
    // so that it does not hide what is looked at.
    frame.avatar_alpha = std::min(frame.avatar_alpha, 0.35f);
    const glm::vec3 at = spawns::marker_position(world, l);
    edge(frame.overlay_lines, at, at + glm::vec3(0.0f, 0.0f, kPostHeight), kind_colour(l.kind));
    const glm::vec3 saved = spawns::world_position(world, l.saved, l.landblock);
    if (l.placed) edge(frame.overlay_lines, saved, at, glm::vec4(1.0f)); // saved -> placed
    add_shape(frame, view.scene.saved, kSavedColour);
    add_shape(frame, view.scene.placed, kPlacedColour);
    add_hit(frame, view.scene.hit);
}

void draw_spawns_panel(LabState& state) {
    SpawnsView& view = state.spawns;
    if (!view.file) {
        ImGui::TextWrapped("No spawn check: open one with sweeplab --spawns FILE.jsonl --dat DIR "
                           "--world PATH (sweeplab spawns writes it).");
        return;
    }
    summary(*view.file);
    if (!view.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, kErrorColour);
        ImGui::TextWrapped("%s", view.error.c_str());
        ImGui::PopStyleColor();
    } else if (!view.status.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", view.status.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::Separator();
    kind_filter(view);
    ImGui::Separator();
    selected_line(view);
    ImGui::Separator();
    line_table(view);
}

} // namespace sweeplab::app
