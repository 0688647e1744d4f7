// The readings of the physics (docs/readings.md): the avatar's, and the compare
// ghost's beside it (the same input under a second profile or one switch, drawn translucent);
// the distance between the two feet (and the two chase cameras' eyes) and where the feet
// first parted, one click away.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>

#include "app/lab/panels.h"
#include "physics/reading/reading.h"

namespace sweeplab::app {

namespace {

using physics::Reading;

// A distance in the unit that shows its digits: µm below a millimetre, mm below 10 cm.
std::string distance_text(float d) {
    char buf[48];
    const double v = static_cast<double>(d);
    if (v < 1e-3)
        std::snprintf(buf, sizeof buf, "%.1f \u00b5m", v * 1e6);
    else if (v < 0.1)
        std::snprintf(buf, sizeof buf, "%.2f mm", v * 1e3);
    else
        std::snprintf(buf, sizeof buf, "%.3f m", v);
    return buf;
}

void copy_text(ReadingField& field, const std::string& text) {
    const std::size_t n = std::min(text.size(), field.text.size() - 1);
    std::memcpy(field.text.data(), text.data(), n);
    field.text[n] = '\0';
}

// One reading's editor: a combo of the profiles (and "none" for the ghost), the text field
// (`BASE+sw-sw`, applied on Enter) and every switch as a checkbox, its description and
// source as the tooltip. `current` nullopt: no ghost. Returns true when the user chose a
// reading this frame, then `chosen` holds it (nullopt: none).
bool reading_editor(const char* id, const char* tip, std::optional<Reading> current,
                    bool allow_none, ReadingField& field, std::optional<Reading>& chosen) {
    ImGui::PushID(id);
    bool changed = false;
    const std::string name = current ? physics::reading_name(*current) : "none";
    ImGui::TextUnformatted(id);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tip);
    ImGui::SameLine(52.0f);
    ImGui::SetNextItemWidth(78.0f);
    if (ImGui::BeginCombo("##profile", name.c_str(), ImGuiComboFlags_HeightLarge)) {
        if (allow_none && ImGui::Selectable("none", !current)) {
            chosen = std::nullopt;
            changed = true;
            field.error.clear();
        }
        for (const physics::ReadingProfileInfo& p : physics::reading_profiles()) {
            if (ImGui::Selectable(p.name, current && *current == p.reading)) {
                chosen = p.reading;
                changed = true;
                field.error.clear();
            }
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", p.description);
        }
        ImGui::EndCombo();
    }
    // The field shows the reading in force unless the user is typing in it; a text that did
    // not parse stays, with its error, until it is fixed or another reading is chosen.
    if (!field.editing && field.error.empty()) copy_text(field, name);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-FLT_MIN);
    const bool entered = ImGui::InputText("##text", field.text.data(), field.text.size(),
                                          ImGuiInputTextFlags_EnterReturnsTrue);
    field.editing = ImGui::IsItemActive();
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("PROFILE, PROFILE+switch, PROFILE-switch ... then Enter%s",
                          allow_none ? " (none: no ghost)" : "");
    if (entered) {
        const std::string text = field.text.data();
        std::string error;
        if (allow_none && (text == "none" || text.empty())) {
            chosen = std::nullopt;
            changed = true;
            field.error.clear();
        } else if (const std::optional<Reading> r = physics::parse_reading(text, &error)) {
            chosen = *r;
            changed = true;
            field.error.clear();
        } else {
            field.error = error;
        }
        field.editing = false;
    }
    if (!field.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.4f, 0.35f, 1.0f));
        ImGui::TextWrapped("%s", field.error.c_str());
        ImGui::PopStyleColor();
    }
    const Reading base = current.value_or(Reading{});
    int on = 0;
    for (const physics::ReadingSwitchInfo& s : physics::reading_switches())
        on += base.has(s.id) ? 1 : 0;
    if (ImGui::TreeNode("##switches", "%s switches (%d on)", id, on)) {
        for (const physics::ReadingSwitchInfo& s : physics::reading_switches()) {
            bool value = current && current->has(s.id);
            if (ImGui::Checkbox(s.name, &value)) {
                Reading r = base;
                r.set(s.id, value);
                chosen = r;
                changed = true;
                field.error.clear();
            }
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\n(%s)", s.description, s.source);
        }
        ImGui::TreePop();
    }
    ImGui::PopID();
    return changed;
}

void parting_section(LabState& state) {
    LabController& lab = *state.lab;
    const CompareResult* r = lab.compare_result();
    if (r == nullptr || lab.output().ghosts.empty()) {
        ImGui::TextDisabled("no ghost: choose its reading above");
        return;
    }
    const GhostOutput& g = lab.output().ghosts.front();
    ImGui::Text("feet apart   %s", distance_text(g.distance).c_str());
    ImGui::Text("max          %s", distance_text(r->max_distance).c_str());
    // The ghost's own chase camera: readings only the viewer sweep reaches part the eyes
    // while the feet agree (docs/readings.md, `"of": "eye"`).
    ImGui::Text("eyes apart   %s", distance_text(g.eye_distance).c_str());
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Between the avatar's chase camera eye and the ghost's (the same boom,\n"
                          "swept under the ghost's reading)");
    ImGui::Text("max          %s", distance_text(r->max_eye_distance).c_str());
    if (r->first_frame == 0) {
        ImGui::TextDisabled("not parted by more than 1 mm yet");
        return;
    }
    ImGui::Text("first parted frame %ld, sub-step %u", r->first_frame, r->first_substep);
    ImGui::TextUnformatted("avatar:");
    ImGui::SameLine();
    ImGui::TextWrapped("%s", r->branch.c_str());
    ImGui::TextUnformatted("ghost: ");
    ImGui::SameLine();
    ImGui::TextWrapped("%s", r->ghost_branch.c_str());
    const bool reachable = r->first_frame >= lab.history_first();
    ImGui::BeginDisabled(!reachable);
    if (ImGui::Button("Go to first parting")) state.request_first_parting = true;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip(reachable ? "Rewind to frame %ld and show sub-step %u in the Inspector\n"
                                      "(both sub-step traces side by side)"
                                    : "Frame %ld is older than the rewind history (sub-step %u)",
                          r->first_frame, r->first_substep);
}

} // namespace

void draw_readings_panel(LabState& state) {
    LabController& lab = *state.lab;
    std::optional<Reading> chosen;
    if (reading_editor("avatar", "The reading the avatar (and the crowd) runs under", lab.reading(),
                       false, state.avatar_reading, chosen) &&
        chosen)
        lab.set_reading(*chosen);
    if (reading_editor("ghost",
                       "The translucent green ghost: the same input under this reading.\n"
                       "A change starts it from the avatar's state at this frame (A/B from "
                       "here on); none removes it.",
                       lab.compare_reading(), true, state.ghost_reading, chosen))
        lab.set_compare(chosen);
    ImGui::Separator();
    parting_section(state);
}

} // namespace sweeplab::app
