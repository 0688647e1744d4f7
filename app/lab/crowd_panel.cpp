// The crowd panel: add and remove creatures, their radius and density, whether they stand,
// wander or chase; the same for the DAT place's world creatures; and the
// collision families' switch between retail's crease slide and the radial push-out.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <span>

#include "app/lab/creature_view.h"
#include "app/lab/panels.h"

namespace sweeplab::app {

namespace {

// The legend of the view's marks (app/lab/creature_view.cpp), with how many are in each state.
void legend(std::span<const ChaseView> views) {
    for (const ChaseState s : {ChaseState::Idle, ChaseState::Chasing, ChaseState::NoProgress,
                               ChaseState::GoingHome, ChaseState::SentHome}) {
        const glm::vec4 c = chase_state_colour(s);
        int n = 0;
        for (const ChaseView& v : views)
            n += v.state == s ? 1 : 0;
        ImGui::TextColored(ImVec4(c.x, c.y, c.z, 1.0f), "  %-20s %d", chase_state_name(s), n);
    }
    ImGui::TextDisabled("marker over each: its state; a line to its home and,\n"
                        "while it has you as a target, to you");
}

// Stand, wander or chase (`id` tells one row's buttons from another's); true when changed.
bool mode_buttons(const char* id, WorldCreatureMode& mode, bool can_chase, const char* chase_tip) {
    ImGui::PushID(id);
    int m = static_cast<int>(mode);
    bool changed = ImGui::RadioButton("stand", &m, 0);
    ImGui::SameLine();
    changed |= ImGui::RadioButton("wander", &m, 1);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Each walks through its own transitions with a random walk\n"
                          "(a lab facility, not the server's).");
    ImGui::SameLine();
    ImGui::BeginDisabled(!can_chase);
    changed |= ImGui::RadioButton("chase", &m, 2);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", chase_tip);
    ImGui::PopID();
    mode = static_cast<WorldCreatureMode>(m);
    return changed;
}

} // namespace

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
    // The lab's creatures and a scene's moving crowds.
    WorldCreatureMode crowd_mode = lab.crowd().mode();
    if (mode_buttons("crowd", crowd_mode, true,
                     "As the server moves a monster: ACE's monster drives retail's\n"
                     "MoveToManager; each runs the lab's runner table (run 4 m/s,\n"
                     "walk 3.12 m/s), its home where it was added."))
        lab.set_crowd_mode(crowd_mode);
    if (lab.crowd().mode() == WorldCreatureMode::Chase) legend(lab.crowd().chase_views());
    // The DAT place's own creatures (docs/world-objects.md, "In the window"; docs/creatures.md,
    // "In the lab").
    const WorldCreatures& world = lab.crowd().world_creatures();
    if (world.size() > 0) {
        ImGui::Separator();
        ImGui::Text("The place's creatures: %zu (%zu with a motion table)", world.size(),
                    world.chasers());
        WorldCreatureMode mode = world.mode();
        if (mode_buttons("place", mode, world.chasers() > 0,
                         "As the server moves them: ACE's monster (its 0.2 s tick, awareness,\n"
                         "chase, give-up, home and ForceHome) drives retail's MoveToManager\n"
                         "and motion table; the avatar is the target. A creature without\n"
                         "a motion table stands."))
            lab.set_world_mode(mode);
        if (world.mode() == WorldCreatureMode::Chase) legend(world.chase_views());
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
