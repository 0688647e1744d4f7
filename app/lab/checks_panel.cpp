// The scene's acceptance checks with their live state while the script plays.
#include <imgui.h>

#include "app/lab/panels.h"

namespace sweeplab::app {

namespace {

ImVec4 state_color(scene::CheckState s) {
    switch (s) {
    case scene::CheckState::Passed:
        return {0.35f, 0.85f, 0.4f, 1.0f};
    case scene::CheckState::Failed:
        return {1.0f, 0.4f, 0.35f, 1.0f};
    case scene::CheckState::Pending:
        break;
    }
    return {0.8f, 0.8f, 0.5f, 1.0f};
}

const char* state_label(scene::CheckState s) {
    switch (s) {
    case scene::CheckState::Passed:
        return "pass";
    case scene::CheckState::Failed:
        return "FAIL";
    case scene::CheckState::Pending:
        break;
    }
    return "....";
}

} // namespace

void draw_checks_panel(LabState& state) {
    LabController& lab = *state.lab;
    const auto& checks = lab.checks().live();
    if (checks.empty()) {
        ImGui::TextDisabled("This scene has no checks.");
        return;
    }
    const bool script_done = lab.output().frame >= lab.script_frames();
    // Once the script has run out, pending checks are decided (as the headless summary).
    const std::vector<scene::CheckResult> shown = script_done ? lab.checks().finish() : checks;
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const scene::CheckResult& c = shown[i];
        ImGui::PushID(static_cast<int>(i));
        ImGui::TextColored(state_color(c.state), "%s", state_label(c.state));
        ImGui::SameLine();
        ImGui::TextUnformatted(c.name.c_str());
        if (ImGui::IsItemHovered() && !c.detail.empty()) ImGui::SetTooltip("%s", c.detail.c_str());
        if (c.state == scene::CheckState::Failed && c.first_failing_frame > 0) {
            ImGui::SameLine();
            if (ImGui::SmallButton("go to frame")) state.request_goto_frame = c.first_failing_frame;
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("Rewind to frame %d, where it first failed",
                                  c.first_failing_frame);
        }
        ImGui::PopID();
    }
    if (lab.source == InputSource::Keyboard)
        ImGui::TextDisabled("(keyboard play: the checks follow the script)");
}

} // namespace sweeplab::app
