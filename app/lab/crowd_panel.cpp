// The crowd panel: add and remove creatures, their radius and density, wandering, the DAT
// place's world creatures wandering with them; and the
// collision families' switch between retail's crease slide and the radial push-out.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "app/lab/panels.h"

namespace sweeplab::app {

void draw_crowd_panel(LabState& state) {
    LabController& lab = *state.lab;
    ImGui::Text("lab creatures: %zu", lab.crowd().size());
    ImGui::SliderInt("count", &state.crowd_count, 1, 200);
    ImGui::SliderFloat("radius", &state.crowd_radius, 0.2f, 1.5f, "%.2f m");
    ImGui::SliderFloat("spread", &state.crowd_spread, 2.0f, 30.0f, "%.1f m");
    const float area = 3.14159265f * state.crowd_spread * state.crowd_spread;
    ImGui::Text("density %.2f per m2",
                static_cast<double>(state.crowd_count) / static_cast<double>(std::max(area, 1.0f)));
    if (ImGui::Button("Add around the avatar")) {
        lab.add_creatures(static_cast<std::uint32_t>(state.crowd_count), lab.output().position,
                          state.crowd_spread, state.crowd_radius, ++state.crowd_seed);
    }
    ImGui::SameLine();
    if (ImGui::Button("Remove all")) {
        std::vector<std::uint32_t> ids;
        for (const auto& c : lab.crowd().creatures())
            if (c.present) ids.push_back(c.id);
        for (std::uint32_t id : ids)
            lab.remove_creature(id);
    }
    bool wander = state.crowd_wander;
    if (ImGui::Checkbox("wander (each creature runs its own transitions)", &wander)) {
        state.crowd_wander = wander;
        lab.set_wander(wander);
    }
    // The DAT place's own creatures (docs/world-objects.md, "In the window").
    const WorldCreatures& world = lab.crowd().world_creatures();
    if (world.size() > 0) {
        bool world_wander = world.wander();
        char label[64];
        std::snprintf(label, sizeof label, "World creatures wander (%zu)", world.size());
        if (ImGui::Checkbox(label, &world_wander)) lab.set_world_wander(world_wander);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("The place's creatures and NPCs walk with the crowd's wander, each\n"
                              "through its own transitions. Off: each stands where placement\n"
                              "put it again.");
    }
    ImGui::Separator();
    bool pushout = lab.radial_pushout();
    if (ImGui::Checkbox("radial push-out (not retail)", &pushout)) lab.set_radial_pushout(pushout);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("The hand-rolled de-penetration that the retail CSphere crease slide\n"
                          "replaced: pushes radially out of each creature. Off = retail.");
    ImGui::TextDisabled("Creatures indoors are filed into the cells they reach.");
}

} // namespace sweeplab::app
