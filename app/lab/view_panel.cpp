// The camera boom and what is drawn.
#include <imgui.h>

#include "app/lab/panel_layout.h"
#include "app/lab/panels.h"

namespace sweeplab::app {

void draw_view_panel(LabState& state) {
    const layout::Rect r = layout::kViewPanel;
    ImGui::SetNextWindowPos(ImVec2(r.x, r.y), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(r.w, r.h), ImGuiCond_FirstUseEver);
    ImGui::Begin("View");
    ImGui::Text("frame %ld   %.0f fps", state.frame, static_cast<double>(state.fps));
    ImGui::SliderFloat("yaw", &state.boom.yaw_deg, -180.0f, 180.0f, "%.0f deg");
    ImGui::SliderFloat("pitch", &state.boom.pitch_deg, -80.0f, 85.0f, "%.0f deg");
    ImGui::SliderFloat("distance", &state.boom.distance, 0.5f, 40.0f, "%.1f m");
    if (ImGui::Button("Reset camera")) {
        const auto& c = state.scene.camera;
        state.boom = {c.yaw_deg, c.pitch_deg, c.distance, c.pivot_height};
    }
    ImGui::Separator();
    ImGui::Checkbox("portals", &state.view.show_portals);
    ImGui::SameLine();
    ImGui::Checkbox("objects", &state.view.show_objects);
    ImGui::Checkbox("avatar", &state.view.show_avatar);
    ImGui::SameLine();
    ImGui::Checkbox("axes", &state.view.show_axes);
    ImGui::Separator();
    ImGui::TextDisabled("drag: orbit   wheel: boom length");
    const glm::vec3& p = state.avatar.feet;
    ImGui::Text("avatar feet (%.2f, %.2f, %.2f)", static_cast<double>(p.x),
                static_cast<double>(p.y), static_cast<double>(p.z));
    ImGui::End();
}

} // namespace sweeplab::app
