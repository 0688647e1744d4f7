#include "app/lab/dock.h"

#include <imgui.h>

#include "app/lab/panels.h"

namespace sweeplab::app {

namespace {

using layout::Dock;
using layout::Rect;

constexpr ImGuiWindowFlags kPanelFlags =
    ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings;

void draw_panel(LabState& state, const PanelDef& panel, const Rect& r,
                std::vector<layout::PanelRect>& drawn) {
    bool& collapsed = state.panel_collapsed[panel.key];
    ImGui::SetNextWindowPos(ImVec2(r.x, r.y), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(r.w, r.h), ImGuiCond_Always);
    // The lab owns the collapsed state (the layout file keeps it); a click on the title
    // bar's arrow toggles it inside Begin, and the new state is read back below.
    ImGui::SetNextWindowCollapsed(collapsed, ImGuiCond_Always);
    const bool open = ImGui::Begin(panel.title, nullptr, kPanelFlags);
    collapsed = ImGui::IsWindowCollapsed();
    const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    drawn.push_back({panel.key, {pos.x, pos.y, size.x, size.y}, collapsed});
    if (open) panel.draw(state);
    ImGui::End();
}

// An invisible window over the strip: dragging it moves the column's inner edge.
void draw_splitter(LabState& state, const Rect& column, Dock dock) {
    const Rect s = layout::splitter(column, dock);
    ImGui::SetNextWindowPos(ImVec2(s.x, s.y), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(s.w, s.h), ImGuiCond_Always);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0.0f, 0.0f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, ImVec2(1.0f, 1.0f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    ImGui::Begin(dock == Dock::Left ? "##left dock splitter" : "##right dock splitter", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoFocusOnAppearing);
    ImGui::InvisibleButton("##drag", ImVec2(s.w, s.h));
    const bool active = ImGui::IsItemActive();
    if (active || ImGui::IsItemHovered()) {
        ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeEW);
        const float x = s.x + s.w * 0.5f;
        ImGui::GetWindowDrawList()->AddLine(ImVec2(x, s.y), ImVec2(x, s.bottom()),
                                            ImGui::GetColorU32(ImGuiCol_SeparatorActive), 2.0f);
    }
    // The drag moves the edge by how far the mouse went since the press (not by each frame's
    // delta, which on the press frame holds the jump from wherever the pointer was), from
    // the width shown when it began (a narrow window may show less than the one asked for).
    static float start_width[2] = {0.0f, 0.0f};
    const std::size_t side = dock == Dock::Left ? 0 : 1;
    if (ImGui::IsItemActivated()) start_width[side] = column.w;
    if (active) {
        float& width = dock == Dock::Left ? state.docks.left_width : state.docks.right_width;
        width = layout::dragged_width(start_width[side], dock,
                                      ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f).x);
    }
    ImGui::End();
    ImGui::PopStyleVar(3);
}

} // namespace

void draw_docks(LabState& state, const layout::Columns& columns,
                std::vector<layout::PanelRect>& drawn) {
    drawn.clear();
    if (state.docks.hidden) return;
    const float title = ImGui::GetFrameHeight();
    for (Dock dock : {Dock::Left, Dock::Right}) {
        const Rect& column = dock == Dock::Left ? columns.left : columns.right;
        // The column reads as a dock under its panels, whatever the 3D view behind does.
        ImGui::GetBackgroundDrawList()->AddRectFilled(ImVec2(column.x, column.y),
                                                      ImVec2(column.right(), column.bottom()),
                                                      IM_COL32(24, 25, 28, 255));
        std::vector<const PanelDef*> panels;
        std::vector<layout::StackItem> items;
        for (const PanelDef& p : lab_panels()) {
            if (p.dock != dock) continue;
            panels.push_back(&p);
            items.push_back({p.preferred_height, state.panel_collapsed[p.key]});
        }
        const std::vector<Rect> rects = layout::stack(column, dock, items, title);
        for (std::size_t i = 0; i < panels.size(); ++i)
            draw_panel(state, *panels[i], rects[i], drawn);
        draw_splitter(state, column, dock);
    }
}

} // namespace sweeplab::app
