// What the avatar and the camera report this frame (the headless output's fields).
#include <imgui.h>

#include "app/lab/panels.h"

namespace sweeplab::app {

namespace {

void vec_row(const char* label, const glm::vec3& v) {
    ImGui::Text("%-11s %8.3f %8.3f %8.3f", label, static_cast<double>(v.x),
                static_cast<double>(v.y), static_cast<double>(v.z));
}

void cell_row(const char* label, std::uint32_t cell) {
    if (cell == 0)
        ImGui::Text("%-11s outside", label);
    else
        ImGui::Text("%-11s 0x%04X", label, cell);
}

} // namespace

void draw_player_panel(LabState& state) {
    const FrameOutput& o = state.lab->output();
    vec_row("feet", o.position);
    vec_row("velocity", o.velocity);
    ImGui::Text("%-11s %8.1f deg", "heading", static_cast<double>(o.yaw_deg));
    cell_row("cell", o.cell);
    ImGui::Text("%-11s %s%s", "state", o.contact ? "contact " : "airborne ",
                o.on_walkable ? "on-walkable" : "");
    ImGui::Text("%-11s %u", "sub-steps", o.substeps);
    ImGui::Text("%-11s %.4f m", "penetration", static_cast<double>(o.penetration));
    if (o.collisions.empty()) {
        ImGui::Text("%-11s none", "collided");
    } else {
        ImGui::Text("%-11s", "collided");
        for (std::uint32_t id : o.collisions) {
            ImGui::SameLine();
            ImGui::Text("%u", id);
        }
    }
    ImGui::Separator();
    vec_row("pivot", o.pivot);
    vec_row("sought eye", o.sought);
    vec_row("eye", o.eye);
    cell_row("eye cell", o.camera_cell);
    ImGui::Text("%-11s %.2f", "fade", static_cast<double>(o.translucency));
    ImGui::Text("%-11s %.4f m", "eye pen.", static_cast<double>(o.camera_penetration));
}

} // namespace sweeplab::app
