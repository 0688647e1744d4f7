// The camera boom, CollideCamera, and what is drawn.
#include <imgui.h>

#include <cstdio>
#include <string>
#include <string_view>

#include "app/lab/debug_overlay.h"
#include "app/lab/panels.h"

namespace sweeplab::app {

namespace {

// One tree node per group, its checkboxes in two columns so the panel stays short (not
// indented: the labels need the whole width of the narrow panel).
void draw_group(physics::DebugDrawSettings& settings, const char* group, const char* title,
                bool open) {
    const ImGuiTreeNodeFlags flags =
        ImGuiTreeNodeFlags_NoTreePushOnOpen | (open ? ImGuiTreeNodeFlags_DefaultOpen : 0);
    if (!ImGui::TreeNodeEx(title, flags)) return;
    if (ImGui::BeginTable(group, 2)) {
        for (const DebugDrawItem& item : debug_draw_items()) {
            if (std::string_view(item.group) != group) continue;
            ImGui::TableNextColumn();
            ImGui::Checkbox(item.label, &(settings.*item.flag));
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", item.tooltip);
        }
        ImGui::EndTable();
    }
    if (std::string_view(group) == "bsp") {
        ImGui::SetNextItemWidth(120.0f);
        ImGui::SliderInt("depth", &settings.node_depth, 0, 16);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("The deepest BSP level drawn (the root is 0)");
    }
}

// Every debug-draw item of the physics library (physics/debug_draw.h), a checkbox each.
void draw_debug_draw_items(physics::DebugDrawSettings& settings) {
    draw_group(settings, "sweep", "Sweep (sub-steps)", true);
    draw_group(settings, "bsp", "BSP node spheres", false);
    draw_group(settings, "cells", "Cells and portals", false);
    draw_group(settings, "camera", "Camera", false);
}

} // namespace

void draw_view_panel(LabState& state) {
    bool collide = state.lab->sim().camera_collide;
    if (ImGui::Checkbox("CollideCamera", &collide)) state.lab->set_camera_collide(collide);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Sweep the 0.3 m viewer sphere from the head to the eye (retail "
                          "SmartBox::update_viewer)");
    ImGui::SliderFloat("yaw", &state.boom.yaw_deg, -180.0f, 180.0f, "%.0f deg");
    ImGui::SliderFloat("pitch", &state.boom.pitch_deg, -80.0f, 85.0f, "%.0f deg");
    ImGui::SliderFloat("distance", &state.boom.distance, 0.5f, 40.0f, "%.1f m");
    if (ImGui::Button("Reset camera")) state.boom = scene_boom(state.lab->scene());
    ImGui::Checkbox("portals", &state.view.show_portals);
    ImGui::SameLine();
    ImGui::Checkbox("objects", &state.view.show_objects);
    ImGui::SameLine();
    ImGui::Checkbox("avatar", &state.view.show_avatar);
    VisibilityView& vis = visibility_view();
    ImGui::Checkbox("retail visibility", &vis.retail);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("On: draw only the cells the portal walk from the camera's cell "
                          "reaches (retail PView::DrawInside). Off: draw everything.");
    ImGui::SameLine();
    ImGui::Checkbox("axes", &state.view.show_axes);
    {
        const FrameOutput& o = state.lab->output();
        std::string cells;
        for (std::uint32_t id : o.visible_cells) {
            char buf[16];
            std::snprintf(buf, sizeof buf, "%s0x%04X", cells.empty() ? "" : " ", id);
            cells += buf;
        }
        ImGui::Text("eye %s%s: %s", o.inside_building ? "inside" : "outside",
                    o.draw_outdoor ? " +land" : "", cells.empty() ? "-" : cells.c_str());
    }
    draw_debug_draw_items(state.debug);
    ImGui::TextDisabled("WASD/arrows move, Q/E strafe, Shift walk,");
    ImGui::TextDisabled("Space jump, drag orbit, wheel zoom,");
    ImGui::TextDisabled("Tab hides and shows every panel");
}

} // namespace sweeplab::app
