// Simulation controls: play/pause, step a frame, step a transition sub-step, speed, input,
// the recording (app/lab/record_controls.cpp).
#include <imgui.h>

#include "app/lab/panels.h"

namespace sweeplab::app {

void draw_sim_panel(LabState& state) {
    LabController& lab = *state.lab;
    const FrameOutput& o = lab.output();
    ImGui::Text("frame %ld  (%.2f s)   %.0f fps", o.frame, o.time, static_cast<double>(state.fps));
    draw_record_controls(state);
    if (ImGui::Button(lab.paused ? "Play  [P]" : "Pause [P]")) lab.paused = !lab.paused;
    ImGui::SameLine();
    if (ImGui::Button("Frame [N]")) state.request_step_frame = true;
    ImGui::SameLine();
    if (ImGui::Button("Sub-step [M]")) state.request_step_substep = true;
    if (ImGui::Button("Restart [R]")) state.request_restart = true;
    ImGui::SameLine();
    if (ImGui::Button("<< [B]")) state.request_step_back = true;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Step back one frame (the last 30 s are kept)");
    ImGui::SameLine();
    if (ImGui::Button(">> [F]")) state.request_step_forward = true;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(120);
    ImGui::SliderFloat("speed", &lab.speed, 0.05f, 4.0f, "%.2fx", ImGuiSliderFlags_Logarithmic);
    int source = lab.source == InputSource::Script ? 0 : 1;
    ImGui::RadioButton("script", &source, 0);
    ImGui::SameLine();
    ImGui::RadioButton("keyboard", &source, 1);
    lab.source = source == 0 ? InputSource::Script : InputSource::Keyboard;
    if (lab.source == InputSource::Script)
        ImGui::Text("script: %ld frames%s", lab.script_frames(),
                    o.frame >= lab.script_frames() ? " (done; idle input)" : "");
    const long first = lab.history_first(), last = lab.history_last();
    if (last > first) {
        int at = static_cast<int>(lab.frame());
        ImGui::SetNextItemWidth(-FLT_MIN);
        if (ImGui::SliderInt("##history", &at, static_cast<int>(first), static_cast<int>(last),
                             lab.in_past() ? "frame %d (rewound)" : "frame %d")) {
            state.request_goto_frame = at;
        }
    }
    if (lab.diverged()) {
        ImGui::TextColored(ImVec4(1.0f, 0.3f, 0.3f, 1.0f), "DIVERGED at frame %ld",
                           lab.diverged_frame());
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Re-simulating a recorded frame did not reproduce it bit for bit\n"
                              "(first difference: %s)",
                              lab.diverged_what());
    }
    if (ImGui::Button("Fire projectile [G]")) state.request_fire = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("A 5 cm missile at 20 m/s from the head along the heading");
    ImGui::SameLine();
    if (ImGui::Button("Screenshot [F12]")) state.request_screenshot = true;
    if (!state.last_screenshot.empty()) {
        ImGui::SameLine();
        ImGui::TextDisabled("%s", state.last_screenshot.c_str());
    }
    int mode = static_cast<int>(state.view_mode);
    ImGui::RadioButton("chase", &mode, 0);
    ImGui::SameLine();
    ImGui::RadioButton("A/B split", &mode, 1);
    ImGui::SameLine();
    ImGui::RadioButton("overhead", &mode, 2);
    state.view_mode = static_cast<ViewMode>(mode);
    // On its own line, so the narrow dock never clips it; it only applies to the chase view.
    ImGui::BeginDisabled(state.view_mode != ViewMode::Chase);
    ImGui::Checkbox("overhead inset in the chase view", &state.overhead_inset);
    ImGui::EndDisabled();
    const int n = static_cast<int>(lab.trace().count);
    ImGui::Text("sub-steps this frame: %d", n);
    if (n > 0) {
        int cursor = lab.substep_cursor < 0 ? n - 1 : lab.substep_cursor;
        ImGui::SetNextItemWidth(-FLT_MIN);
        if (ImGui::SliderInt("##substep", &cursor, 0, n - 1, "sub-step %d")) {
            lab.substep_cursor = cursor;
            lab.paused = true;
        }
    }
}

} // namespace sweeplab::app
