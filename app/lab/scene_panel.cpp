// The scene picker and what the open scene holds.
#include <imgui.h>

#include "app/lab/panels.h"
#include "scene/dat_world_builder.h"

namespace sweeplab::app {

namespace {

void scene_counts(const scene::Scene& s) {
    int spheres = 0, cyl = 0, boxes = 0, meshes = 0, creatures = 0, crowd = 0;
    for (const scene::Object& o : s.objects) {
        if (o.crowd >= 0)
            ++crowd;
        else if (o.creature || o.kind == scene::ObjectKind::Creature)
            ++creatures;
        switch (o.kind) {
        case scene::ObjectKind::Sphere:
            ++spheres;
            break;
        case scene::ObjectKind::CylSphere:
            ++cyl;
            break;
        case scene::ObjectKind::Box:
            ++boxes;
            break;
        case scene::ObjectKind::Mesh:
            ++meshes;
            break;
        case scene::ObjectKind::Creature:
            break;
        }
    }
    ImGui::Text("cells %zu  shells %d  boxes %d  cylspheres %d", s.cells.size(), meshes, boxes,
                cyl);
    ImGui::Text("spheres %d  creatures %d  crowd %d", spheres, creatures, crowd);
}

// A DAT world's own contents (the scene then holds only its extras).
void dat_counts(const scene::DatWorldDesc& d) {
    std::size_t colliding = 0;
    for (const scene::DatObjectDesc& o : d.objects)
        colliding += o.shape != scene::DatShape::None ? 1u : 0u;
    ImGui::Text("landblocks %zu  cells %zu  buildings %zu", d.landblocks.size(), d.cells.size(),
                d.buildings.size());
    ImGui::Text("objects %zu (%zu collide)", d.objects.size(), colliding);
    if (d.world_files.empty()) return;
    // The server's spawns (docs/world-objects.md): what placement did with them.
    std::size_t counts[4] = {0, 0, 0, 0};
    for (const scene::WorldObjectDesc& w : d.world_objects)
        ++counts[static_cast<std::size_t>(w.outcome)];
    ImGui::Text("world objects %zu (%zu files)", d.world_objects.size(), d.world_files.size());
    ImGui::Text("placed %zu moved %zu forced %zu dropped %zu", counts[0], counts[1], counts[2],
                counts[3]);
}

} // namespace

void draw_scene_panel(LabState& state) {
    const scene::Scene& s = state.lab->scene();
    ImGui::TextWrapped("%s", s.name.c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.75f, 0.75f, 0.75f, 1.0f));
    ImGui::TextWrapped("%s", s.summary.c_str());
    ImGui::PopStyleColor();
    if (const scene::DatWorldDesc* dat = state.lab->sim().dat_world()) {
        dat_counts(*dat);
        // The scene's own cells and objects, added to the DAT world, when it has any.
        if (!s.cells.empty() || !s.objects.empty()) {
            ImGui::TextUnformatted("extras:");
            scene_counts(s);
        }
    } else {
        scene_counts(s);
    }
    // A cell without portals, a cell on no building, ... (the DAT world's joined them).
    for (const std::string& w : s.warnings) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.8f, 0.3f, 1.0f));
        ImGui::TextWrapped("warning: %s", w.c_str());
        ImGui::PopStyleColor();
    }
    if (ImGui::BeginListBox("##scenes",
                            ImVec2(-FLT_MIN, 4 * ImGui::GetTextLineHeightWithSpacing()))) {
        for (const SceneEntry& e : state.catalog) {
            const bool selected = e.path == state.lab->scene_path();
            if (ImGui::Selectable(e.name.c_str(), selected)) state.pending_scene = e.path;
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s\n%s", e.path.c_str(), e.summary.c_str());
        }
        ImGui::EndListBox();
    }
    if (ImGui::Button("Reload")) state.pending_scene = state.lab->scene_path();
    ImGui::SameLine();
    if (ImGui::Button("Rescan")) state.catalog = list_scenes();
    if (!state.load_error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.45f, 0.4f, 1.0f));
        ImGui::TextWrapped("%s", state.load_error.c_str());
        ImGui::PopStyleColor();
    }
}

} // namespace sweeplab::app
