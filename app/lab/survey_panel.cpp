// The Survey panel (docs/survey.md, "In the lab"): the file `--survey` loaded, its summary,
// a filter by kind and the findings; a click on one replays its walk to one frame before it,
// paused (survey/survey_replay.h does that; the window runs it between frames). The
// markers over the views are app/lab/view_draw.cpp's.
#include <imgui.h>

#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "app/lab/panels.h"
#include "scene/scene_writer.h"
#include "survey/finding_scene.h"

namespace sweeplab::app {

namespace {

using survey::FindingKind;
using survey::kFindingKinds;

const ImVec4 kErrorColour(1.0f, 0.35f, 0.3f, 1.0f);

ImVec4 kind_colour(FindingKind kind) {
    const glm::vec4 c = finding_colour(kind);
    return {c.x, c.y, c.z, c.w};
}

// The kind's colour for text on the panel's dark background: stuck's near black as grey.
ImVec4 kind_text_colour(FindingKind kind) {
    const ImVec4 c = kind_colour(kind);
    return c.x + c.y + c.z < 0.6f ? ImVec4(0.62f, 0.62f, 0.62f, 1.0f) : c;
}

// The options the walks ran with, as the command line gives them.
std::string walk_text(const survey::Summary& s) {
    const survey::WalkOptions& o = s.options;
    char buf[160];
    std::snprintf(buf, sizeof buf,
                  "--spacing %g --headings %d --seconds %g --fps %d%s --reading %s",
                  double{o.spacing}, o.headings, double{o.seconds}, o.fps, o.jump ? " --jump" : "",
                  o.reading.c_str());
    std::string text = buf;
    if (!o.compare.empty()) text += " --compare " + o.compare;
    if (s.shards > 1)
        text += " --shard " + std::to_string(s.shard) + "/" + std::to_string(s.shards);
    return text;
}

// Two lines: the file and the counts; hovering shows the target and the walks' options.
void summary(const survey::SurveyFile& file) {
    const survey::Summary& s = file.summary;
    const std::size_t slash = file.path.find_last_of('/');
    const std::string name = slash == std::string::npos ? file.path : file.path.substr(slash + 1);
    ImGui::TextWrapped("%s: %s", name.c_str(), s.target.c_str());
    ImGui::TextWrapped("%" PRIu64 " starts (%" PRIu64 " unplaced), %" PRIu64 " walks, %" PRIu64
                       " frames",
                       s.starts, s.unplaced, s.walks, s.frames);
    std::uint64_t defects = 0;
    for (std::uint64_t n : s.defects)
        defects += n;
    ImGui::TextWrapped("%" PRIu64 " defects in %" PRIu64 " walk findings; land_crease %" PRIu64
                       " walks (deepest %.3f m, retail's own)",
                       defects, s.total_findings(), s.land_crease_walks,
                       double{s.land_crease_deepest});
    if (ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::Text("%s\ntarget %s\nwalks %s\n%d jobs, %.2f s, %.0f frames/s", file.path.c_str(),
                    s.target.c_str(), walk_text(s).c_str(), s.jobs, s.wall_s, s.frames_per_s());
        ImGui::EndTooltip();
    }
}

// The kinds as checkboxes in their colour, two a row, each with how many the file holds (and
// the summary's count when the file holds fewer: a cut file).
void kind_filter(SurveyView& view) {
    const survey::SurveyFile& file = *view.file;
    const bool defects = !file.defects.empty();
    std::array<std::uint64_t, kFindingKinds + 1> listed{};
    for (const survey::Finding& f : file.findings)
        ++listed[static_cast<std::size_t>(f.kind)];
    // What the summary counts of each: defects in a defect file, walks in a --walks file.
    auto total = [&](std::size_t k) {
        if (k == kFindingKinds) return file.summary.land_crease_walks;
        return defects ? file.summary.defects[k] : file.summary.findings[k];
    };
    if (!ImGui::BeginTable("kinds", 2, ImGuiTableFlags_SizingStretchSame)) return;
    for (std::size_t k = 0; k <= kFindingKinds; ++k) {
        if (k == kFindingKinds && listed[k] == 0) break; // land_crease: only a --walks file's
        const auto kind = static_cast<FindingKind>(k);
        ImGui::TableNextColumn();
        char label[96];
        if (listed[k] == total(k))
            std::snprintf(label, sizeof label, "%s %" PRIu64 "##%zu", survey::kind_name(kind),
                          listed[k], k);
        else
            std::snprintf(label, sizeof label, "%s %" PRIu64 " of %" PRIu64 "##%zu",
                          survey::kind_name(kind), listed[k], total(k), k);
        // The box is the kind's colour key; its mark black, or white on stuck's near black.
        const ImVec4 c = kind_colour(kind);
        const bool dark = c.x + c.y + c.z < 0.6f;
        ImGui::PushStyleColor(ImGuiCol_FrameBg, c);
        ImGui::PushStyleColor(ImGuiCol_FrameBgHovered, ImVec4(c.x, c.y, c.z, 0.8f));
        ImGui::PushStyleColor(ImGuiCol_FrameBgActive, ImVec4(c.x, c.y, c.z, 0.6f));
        ImGui::PushStyleColor(ImGuiCol_CheckMark, dark ? ImVec4(1, 1, 1, 1) : ImVec4(0, 0, 0, 1));
        ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(0.8f, 0.8f, 0.8f, 0.7f));
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(2.0f, 1.0f));
        ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.0f);
        ImGui::Checkbox(label, &view.shown[k]);
        ImGui::PopStyleVar(2);
        ImGui::PopStyleColor(5);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s %s: shown in the list and marked over the views",
                              survey::kind_name(kind), defects ? "defects" : "findings");
    }
    ImGui::EndTable();
    if (ImGui::SmallButton("all")) view.shown.fill(true);
    ImGui::SameLine();
    if (ImGui::SmallButton("none")) view.shown.fill(false);
}

// The start as the list shows it: its index and the cell it names (a DAT start's from its
// /loc; the rest of the start is in the row's tooltip).
std::string start_text(const survey::Finding& f, bool dat) {
    std::string text = std::to_string(f.start.index);
    if (dat) {
        text += ' '; // not `" " + text`: a false -Wrestrict from GCC 12 at -O3
        text += f.start.location.substr(0, f.start.location.find(' '));
    } else if (f.start.cell != 0) {
        char cell[16];
        std::snprintf(cell, sizeof cell, " 0x%04X", f.start.cell);
        text += cell;
    }
    return text;
}

void finding_tooltip(const SurveyView& view, std::size_t i) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40.0f);
    // A defect's line holds its whole walk list: the representative's finding is enough.
    const std::string& line = view.file->lines[i];
    const std::size_t cut =
        view.file->defects.empty() ? std::string::npos : line.find(", \"walk_list\"");
    ImGui::TextUnformatted(cut == std::string::npos ? line.c_str()
                                                    : (line.substr(0, cut) + " ...}").c_str());
    ImGui::PopTextWrapPos();
    ImGui::TextDisabled("click: the avatar at the start, paused one frame before the finding "
                        "(N: the next frame, M: sub-steps)");
    ImGui::EndTooltip();
}

void defect_list(SurveyView& view);

void finding_list(SurveyView& view) {
    const survey::SurveyFile& file = *view.file;
    if (!file.defects.empty()) {
        defect_list(view);
        return;
    }
    std::vector<std::size_t> rows;
    rows.reserve(file.findings.size());
    for (std::size_t i = 0; i < file.findings.size(); ++i)
        if (view.shown[static_cast<std::size_t>(file.findings[i].kind)]) rows.push_back(i);
    ImGui::SameLine();
    ImGui::TextDisabled("%zu of %zu findings shown", rows.size(), file.findings.size());
    if (rows.empty()) return;
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY |
                                       ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingFixedFit;
    // The rest of the panel, but room for a few rows in a short one (the panel scrolls).
    const float rows_h = ImGui::GetTextLineHeightWithSpacing() * 8.0f;
    const float height = std::max(ImGui::GetContentRegionAvail().y, rows_h);
    if (!ImGui::BeginTable("findings", 6, kFlags, ImVec2(0.0f, height))) return;
    ImGui::TableSetupScrollFreeze(1, 1);
    ImGui::TableSetupColumn("kind");
    ImGui::TableSetupColumn("start");
    ImGui::TableSetupColumn("heading");
    ImGui::TableSetupColumn("frame");
    ImGui::TableSetupColumn("detail");
    ImGui::TableSetupColumn("hit");
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
    while (clipper.Step()) {
        for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
            const std::size_t i = rows[static_cast<std::size_t>(r)];
            const survey::Finding& f = file.findings[i];
            const bool dat = i < file.dat.size() && file.dat[i];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushID(static_cast<int>(i));
            ImGui::PushStyleColor(ImGuiCol_Text, kind_text_colour(f.kind));
            const bool selected = view.selected == static_cast<long>(i);
            if (ImGui::Selectable(survey::kind_name(f.kind), selected,
                                  ImGuiSelectableFlags_SpanAllColumns)) {
                view.selected = static_cast<long>(i);
                view.pending = static_cast<long>(i);
            }
            ImGui::PopStyleColor();
            if (r == scroll_row) ImGui::SetScrollHereY(0.5f);
            if (ImGui::IsItemHovered()) finding_tooltip(view, i);
            ImGui::PopID();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(start_text(f, dat).c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%g", double{f.heading});
            ImGui::TableNextColumn();
            ImGui::Text("%ld", f.frame);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(f.detail.c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(f.hit.empty() ? "-" : f.hit.c_str());
        }
    }
    ImGui::EndTable();
}

// A click on a row: select it and replay its walk between frames.
void pick(SurveyView& view, long row, long walk) {
    view.selected = view.pending = row;
    view.selected_walk = view.pending_walk = walk;
}

// The selected defect's walks, each a row (start, heading, frame, figure); a click replays
// that walk.
void walk_list(SurveyView& view, const survey::Defect& d, bool dat, float height) {
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg |
                                       ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_SizingFixedFit;
    ImGui::Text("defect %u: %zu walks", d.number, d.walks.size());
    if (!ImGui::BeginTable("walks", 4, kFlags, ImVec2(0.0f, height))) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("start");
    ImGui::TableSetupColumn("heading");
    ImGui::TableSetupColumn("frame");
    ImGui::TableSetupColumn("figure");
    ImGui::TableHeadersRow();
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(d.walks.size()));
    while (clipper.Step())
        for (int k = clipper.DisplayStart; k < clipper.DisplayEnd; ++k) {
            const survey::DefectWalk& w = d.walks[static_cast<std::size_t>(k)];
            survey::Finding shown = d.worst;
            shown.start = w.start;
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushID(k);
            if (ImGui::Selectable(start_text(shown, dat).c_str(), view.selected_walk == k,
                                  ImGuiSelectableFlags_SpanAllColumns))
                pick(view, view.selected, k);
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s\nclick: this walk, paused one frame before its finding",
                                  w.start.location.empty() ? "" : w.start.location.c_str());
            ImGui::PopID();
            ImGui::TableNextColumn();
            ImGui::Text("%g", double{w.heading});
            ImGui::TableNextColumn();
            ImGui::Text("%ld", w.frame);
            ImGui::TableNextColumn();
            ImGui::Text("%.3f", double{w.figure});
        }
    ImGui::EndTable();
}

// A defect file: a row per defect (number, kind, walks, the thing, the worst figure); a click
// replays its worst walk, and its walks are listed below.
void defect_list(SurveyView& view) {
    const survey::SurveyFile& file = *view.file;
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < file.defects.size(); ++i)
        if (view.shown[static_cast<std::size_t>(file.defects[i].kind)]) rows.push_back(i);
    ImGui::SameLine();
    ImGui::TextDisabled("%zu of %zu defects shown", rows.size(), file.defects.size());
    if (rows.empty()) return;
    const bool open =
        view.selected >= 0 && static_cast<std::size_t>(view.selected) < file.defects.size();
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float avail = std::max(ImGui::GetContentRegionAvail().y, line * 14.0f);
    // As tall as its rows (a short list leaves the walks list the room), at most 60 %.
    const float rows_h = line * (static_cast<float>(rows.size()) + 2.5f);
    const float height = open ? std::min(avail * 0.6f, rows_h) : avail;
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY |
                                       ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingFixedFit;
    if (ImGui::BeginTable("defects", 6, kFlags, ImVec2(0.0f, height))) {
        ImGui::TableSetupScrollFreeze(2, 1);
        ImGui::TableSetupColumn("#");
        ImGui::TableSetupColumn("kind");
        ImGui::TableSetupColumn("walks");
        ImGui::TableSetupColumn("worst");
        ImGui::TableSetupColumn("thing");
        ImGui::TableSetupColumn("detail");
        ImGui::TableHeadersRow();
        for (std::size_t i : rows) {
            const survey::Defect& d = file.defects[i];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushID(static_cast<int>(i));
            char number[16];
            std::snprintf(number, sizeof number, "%u", d.number);
            if (ImGui::Selectable(number, view.selected == static_cast<long>(i),
                                  ImGuiSelectableFlags_SpanAllColumns))
                pick(view, static_cast<long>(i), -1);
            if (view.scroll_to_selected && view.selected == static_cast<long>(i)) {
                ImGui::SetScrollHereY(0.5f);
                view.scroll_to_selected = false;
            }
            if (ImGui::IsItemHovered()) finding_tooltip(view, i);
            ImGui::PopID();
            ImGui::TableNextColumn();
            ImGui::TextColored(kind_text_colour(d.kind), "%s", survey::kind_name(d.kind));
            ImGui::TableNextColumn();
            ImGui::Text("%zu", d.walks.size());
            ImGui::TableNextColumn();
            ImGui::Text("%.3f", double{d.worst.figure});
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(d.thing.c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(d.worst.detail.c_str());
        }
        ImGui::EndTable();
    }
    if (open) {
        const auto i = static_cast<std::size_t>(view.selected);
        walk_list(view, file.defects[i], i < file.dat.size() && file.dat[i],
                  std::max(ImGui::GetContentRegionAvail().y, line * 6.0f));
    }
}

// finding-KIND-START-HEADING.json: the selected finding's default file name.
std::string finding_file_name(const survey::Finding& f) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "finding-%s-%" PRIu64 "-%ld.json", survey::kind_name(f.kind),
                  static_cast<std::uint64_t>(f.start.index), std::lround(f.heading));
    return buf;
}

// Save as scene (docs/recordings.md, "From a survey finding"): the finding's walk as a scene
// with the one check that fails while its defect is there (survey/finding_scene.h).
// "" when written, else the one-line error.
std::string save_finding(const LabState& state, const survey::Finding& f, const std::string& path,
                         std::string& shown) {
    if (path.empty()) return "Save as scene: give a file name";
    std::string text;
    try {
        text = scene::write_scene_json(
            survey::finding_scene(state.lab->scene(), f, state.survey.file->summary.options));
    } catch (const std::exception& e) { // a DAT finding's location that does not parse
        return path + ": " + e.what();
    }
    std::ofstream out(path, std::ios::binary);
    if (out) out << text;
    if (!out.flush()) return path + ": cannot write: " + std::strerror(errno);
    std::error_code ec;
    const std::filesystem::path where = std::filesystem::absolute(path, ec);
    shown = ec ? path : where.string();
    return "";
}

void save_as_scene(LabState& state) {
    SurveyView& view = state.survey;
    FindingSave& save = state.finding_save;
    if (view.selected < 0 ||
        static_cast<std::size_t>(view.selected) >= view.file->findings.size()) {
        ImGui::TextDisabled("Save as scene: click a finding first");
        return;
    }
    const auto i = static_cast<std::size_t>(view.selected);
    // A walk picked in a defect's walks list is the one kept, else the defect's worst walk.
    const survey::Finding f = view.selected_walk >= 0 && i < view.file->defects.size()
                                  ? defect_walk_finding(view.file->defects[i], view.selected_walk)
                                  : view.file->findings[i];
    const long filled_key = view.selected * 100000 + view.selected_walk + 1;
    if (save.filled_for != filled_key) { // a new finding: its own default name
        std::snprintf(save.path.data(), save.path.size(), "%s", finding_file_name(f).c_str());
        save.filled_for = filled_key;
    }
    ImGui::SetNextItemWidth(-FLT_MIN);
    ImGui::InputText("##finding-path", save.path.data(), save.path.size());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("The file Save as scene writes");
    if (ImGui::Button("Save as scene")) {
        std::string shown;
        const std::string error = save_finding(state, f, save.path.data(), shown);
        save.error = error;
        save.status = error.empty() ? "wrote " + shown : std::string();
        if (error.empty()) {
            std::printf("sweeplab: wrote the finding's scene %s\n", shown.c_str());
            std::fflush(stdout);
        }
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "The selected finding's walk as a scene file with one check that fails "
            "while the defect is there\n(sweeplab --headless FILE, with --dat DIR for "
            "a DAT finding: exit 3)");
    if (!save.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, kErrorColour);
        ImGui::TextWrapped("%s", save.error.c_str());
        ImGui::PopStyleColor();
    } else if (!save.status.empty()) {
        ImGui::TextWrapped("%s", save.status.c_str());
    }
}

} // namespace

void draw_survey_panel(LabState& state) {
    SurveyView& view = state.survey;
    if (!view.file) {
        ImGui::TextWrapped("No survey: open one with sweeplab --survey FILE.jsonl SCENE.json "
                           "(or --dat DIR LOCATION); sweeplab survey writes it.");
        return;
    }
    summary(*view.file);
    if (!view.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, kErrorColour);
        ImGui::TextWrapped("%s", view.error.c_str());
        ImGui::PopStyleColor();
    } else if (!view.status.empty()) {
        ImGui::TextUnformatted(view.status.c_str());
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", view.status.c_str());
    }
    save_as_scene(state);
    ImGui::Separator();
    kind_filter(view);
    finding_list(view);
}

} // namespace sweeplab::app
