// The DAT panel (docs/lab.md, "The lab": DAT world): a location field that takes a pasted /loc line
// and teleports there, "Copy location", and the loaded landblocks' cells, objects and buildings
// with their record ids, filtered (the world objects placement dropped among the objects,
// orange, why in their tooltip); a click on a row teleports beside it. The logic is
// sim/dat_places.h and sim/teleport.h (tested without GL); this file only draws.
#include <SDL.h>
#include <imgui.h>

#include <optional>
#include <string>

#include "app/dat_run.h"
#include "app/lab/panels.h"
#include "dat/errors.h"
#include "sim/dat_places.h"
#include "sim/teleport.h"

namespace sweeplab::app {

namespace {

const ImVec4 kErrorColour(1.0f, 0.35f, 0.3f, 1.0f);
const ImVec4 kDroppedColour(1.0f, 0.62f, 0.35f, 1.0f); // a world object placement dropped

void go(LabState& state, const TeleportTarget& target) {
    // A recording is one run from one start: a teleport stops it (it is kept), and the next
    // one starts here (teleport() moves the start) and names this location.
    if (state.lab->recording()) {
        state.lab->stop_recording();
        state.record.status = "recording stopped: teleported";
    }
    state.record.from = target.location;
    const bool placed = teleport(*state.lab, target, idle_input(state));
    state.dat_error.clear();
    state.dat_status = (placed ? "placed at " : "no valid spot near ") + target.location;
}

void location_field(LabState& state, const scene::DatWorldDesc& desc) {
    ImGui::TextUnformatted("Location (/loc or /teleloc)");
    ImGui::SetNextItemWidth(-40.0f);
    const bool enter =
        ImGui::InputText("##location", state.dat_location.data(), state.dat_location.size(),
                         ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SameLine();
    if (!ImGui::Button("Go") && !enter) return;
    const LocationPlan plan =
        plan_location(desc, state.lab->sim().world(), state.dat_location.data());
    if (plan.target) {
        go(state, *plan.target);
    } else if (plan.reload) {
        // A new area needs a new world and new geometry on the GPU: the window opens it
        // between frames (app/lab_window.cpp).
        state.pending_location = state.dat_location.data();
        state.dat_error.clear();
        state.dat_status = "loading the landblocks around " + dat::hex32(plan.reload->cell);
    } else {
        state.dat_error = plan.error;
    }
}

void current_location(LabState& state) {
    const std::optional<std::string> here =
        player_location(state.lab->scene(), state.lab->output());
    ImGui::TextUnformatted("The avatar is at");
    ImGui::TextWrapped("%s", here ? here->c_str() : "(off the map)");
    if (ImGui::Button("Copy location") && here) {
        if (SDL_SetClipboardText(here->c_str()) == 0)
            state.dat_status = "copied " + *here;
        else
            state.dat_error = std::string("cannot copy: ") + SDL_GetError();
    }
}

// One section of a landblock's rows; a click teleports to the row's target.
void rows(LabState& state, const scene::DatWorldDesc& desc, const char* name,
          const std::vector<PlaceEntry>& entries, bool open) {
    if (entries.empty()) return;
    if (open) ImGui::SetNextItemOpen(true);
    if (!ImGui::TreeNode(name, "%s (%zu)", name, entries.size())) return;
    for (const PlaceEntry& e : entries) {
        // A dropped world object has its own id space (world_objects): keep the ids apart.
        ImGui::PushID(e.dropped ? -1 - static_cast<int>(e.index) : static_cast<int>(e.index));
        if (e.dropped) ImGui::PushStyleColor(ImGuiCol_Text, kDroppedColour);
        const bool clicked = ImGui::Selectable(e.label.c_str());
        if (e.dropped) ImGui::PopStyleColor();
        if (clicked) go(state, place_target(desc, state.lab->sim().world(), e));
        if (ImGui::IsItemHovered()) {
            if (e.dropped)
                ImGui::SetTooltip("dropped: %s\nclick: teleport to where it was saved",
                                  e.note.c_str());
            else
                ImGui::SetTooltip("click: teleport beside it");
        }
        ImGui::PopID();
    }
    ImGui::TreePop();
}

void place_list(LabState& state, const scene::DatWorldDesc& desc) {
    ImGui::SetNextItemWidth(-1.0f);
    ImGui::InputTextWithHint("##filter", "filter: an id, env, Setup, bsp...",
                             state.dat_filter.data(), state.dat_filter.size());
    const bool filtering = state.dat_filter[0] != '\0';
    const std::vector<PlaceGroup> groups = list_places(desc, state.dat_filter.data());
    if (groups.empty()) ImGui::TextDisabled("nothing matches");
    for (const PlaceGroup& g : groups) {
        ImGui::PushID(static_cast<int>(g.landblock));
        const scene::DatLandblockDesc* lb = desc.landblock(g.landblock);
        if (filtering) ImGui::SetNextItemOpen(true);
        const ImGuiTreeNodeFlags flags =
            lb != nullptr && lb->requested ? ImGuiTreeNodeFlags_DefaultOpen : 0;
        if (ImGui::TreeNodeEx("landblock", flags, "%s", g.label.c_str())) {
            rows(state, desc, "cells", g.cells, filtering);
            rows(state, desc, "objects", g.objects, filtering);
            rows(state, desc, "buildings", g.buildings, filtering);
            ImGui::TreePop();
        }
        ImGui::PopID();
    }
}

} // namespace

void draw_dat_panel(LabState& state) {
    const scene::DatWorldDesc* desc = state.lab->sim().dat_world();
    if (desc == nullptr) {
        ImGui::TextWrapped("No DAT world: open a location (sweeplab --dat DIR 0xA9B4001B) or a "
                           "scene with a dat key.");
        return;
    }
    location_field(state, *desc);
    if (!state.dat_error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, kErrorColour);
        ImGui::TextWrapped("%s", state.dat_error.c_str());
        ImGui::PopStyleColor();
    }
    current_location(state);
    if (!state.dat_status.empty()) ImGui::TextDisabled("%s", state.dat_status.c_str());
    ImGui::Separator();
    place_list(state, *desc);
}

} // namespace sweeplab::app
