// The inspectors: the selected transition sub-step (beside the compare ghost's, when there is
// one), and every field of the avatar's last transition (retail SPHEREPATH, COLLISIONINFO,
// OBJECTINFO).
#include <SDL.h>
#include <imgui.h>

#include <string>

#include "app/lab/compare_inspector.h"
#include "app/lab/creature_view.h"
#include "app/lab/panels.h"
#include "app/lab/trace_names.h"
#include "physics/transition/transition.h"
#include "physics/world/land_water.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"
#include "sim/hit_record.h"

namespace sweeplab::app {

namespace {

void vec(const char* name, const glm::vec3& v) {
    ImGui::Text("%-26s %8.4f %8.4f %8.4f", name, static_cast<double>(v.x), static_cast<double>(v.y),
                static_cast<double>(v.z));
}
void num(const char* name, double v) {
    ImGui::Text("%-26s %.5f", name, v);
}
void flag(const char* name, bool b) {
    ImGui::Text("%-26s %s", name, b ? "true" : "false");
}
void id(const char* name, std::uint32_t v) {
    ImGui::Text("%-26s 0x%08X", name, v);
}
void sphere(const char* name, const physics::Sphere& s) {
    ImGui::Text("%-26s %8.4f %8.4f %8.4f  r %.3f", name, static_cast<double>(s.center.x),
                static_cast<double>(s.center.y), static_cast<double>(s.center.z),
                static_cast<double>(s.radius));
}
void plane(const char* name, const physics::Plane& p) {
    ImGui::Text("%-26s n(%.3f %.3f %.3f) d %.4f", name, static_cast<double>(p.normal.x),
                static_cast<double>(p.normal.y), static_cast<double>(p.normal.z),
                static_cast<double>(p.d));
}
const char* state_name(physics::TransitionState s) {
    return transition_state_name(s);
}
const char* insert_name(physics::InsertType t) {
    switch (t) {
    case physics::InsertType::Transition:
        return "TRANSITION";
    case physics::InsertType::Placement:
        return "PLACEMENT";
    case physics::InsertType::InitialPlacement:
        return "INITIAL_PLACEMENT";
    }
    return "?";
}

void polygon(const char* name, const physics::TracedPolygon& p) {
    if (!p.valid()) {
        ImGui::Text("%-26s -", name);
        return;
    }
    // Short enough for the panel's width: index, owner (object or cell id), vertex count.
    ImGui::Text("%-26s #%d of 0x%X, %u vtx", name, p.index, p.owner,
                static_cast<unsigned>(p.vertex_count));
}

// The dispatcher branch the sub-step is kept under, then every branch it noted (callee
// before caller) so the user can follow a step-up that failed into the slide that answered.
// Names are long and the panel narrow: each goes on its own wrapped line.
void branch_rows(const physics::SubstepTrace& s) {
    const bool named = s.branch[0] != '\0';
    ImGui::Text("%-26s %s", "branch", named ? state_name(s.branch_result) : "-");
    if (named) {
        ImGui::Indent();
        ImGui::TextWrapped("%s", s.branch);
        ImGui::Unindent();
    }
    polygon("collide polygon", s.collide_polygon);
    polygon("walkable polygon", s.walkable_polygon);
    if (s.branch_path_count == 0) return;
    if (!ImGui::TreeNodeEx("branch path", ImGuiTreeNodeFlags_DefaultOpen, "branch path (%u%s)",
                           static_cast<unsigned>(s.branch_path_count),
                           s.branch_path_dropped != 0 ? "+" : ""))
        return;
    for (std::uint8_t k = 0; k < s.branch_path_count; ++k) {
        const physics::BranchNote& n = s.branch_path[k];
        ImGui::TextWrapped("%-8s %s%s", state_name(n.result), n.probe ? "probe " : "", n.branch);
    }
    if (s.branch_path_dropped != 0)
        ImGui::TextDisabled("%u more not kept", static_cast<unsigned>(s.branch_path_dropped));
    ImGui::TreePop();
}

// What the sub-step hit in record terms (sim/hit_record.h), and a button that copies
// the report line (the hit, the walkable, where) for a bug report.
void record_rows(const LabController& lab, const physics::SubstepTrace& s) {
    const scene::DatWorldDesc* dat = lab.sim().dat_world();
    const physics::World& world = lab.sim().world();
    ImGui::TextUnformatted("hit record");
    ImGui::Indent();
    ImGui::TextWrapped("%s", substep_hit_record(dat, world, s).c_str());
    ImGui::Unindent();
    if (s.walkable_polygon.valid()) {
        ImGui::TextUnformatted("walkable record");
        ImGui::Indent();
        ImGui::TextWrapped("%s", polygon_record(dat, world, s.walkable_polygon).c_str());
        ImGui::Unindent();
    }
    if (ImGui::Button("Copy hit")) {
        const std::string line = substep_report_line(dat, world, s);
        SDL_SetClipboardText(line.c_str());
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("copies: hit <record>; walkable <record>; at <location>");
}

void substep_section(const LabController& lab) {
    const physics::FrameTrace& trace = lab.trace();
    if (trace.count == 0) {
        ImGui::TextDisabled("no sub-steps this frame");
        return;
    }
    const int i = lab.substep_cursor < 0 ? static_cast<int>(trace.count) - 1 : lab.substep_cursor;
    const physics::SubstepTrace& s = trace.steps[static_cast<std::size_t>(i)];
    ImGui::Text("sub-step %d of %u (quantum %u)%s", i, trace.count, s.quantum,
                trace.dropped ? "  [trace full]" : "");
    ImGui::Text("%-26s %s", "result", state_name(s.result));
    ImGui::Text("%-26s %s", "hit", physics::substep_hit_name(s.hit));
    record_rows(lab, s);
    branch_rows(s);
    id("hit object", s.hit_object);
    vec("check_pos", s.check_pos);
    vec("curr_pos", s.curr_pos);
    for (std::uint32_t k = 0; k < s.num_sphere && k < 2; ++k)
        sphere(k == 0 ? "sphere[0]" : "sphere[1]", s.spheres[k]);
    id("cell", s.cell);
    if (s.contact_plane_valid) vec("contact normal", s.contact_normal);
    if (s.collision_normal_valid) vec("collision normal", s.collision_normal);
    if (s.sliding_normal_valid) vec("sliding normal", s.sliding_normal);
    num("walk_interp", static_cast<double>(s.walk_interp));
}

void sphere_path_section(const physics::SpherePath& sp) {
    ImGui::Text("%-26s %u", "num_sphere", sp.num_sphere);
    for (std::uint32_t k = 0; k < sp.num_sphere && k < 2; ++k) {
        ImGui::PushID(static_cast<int>(k));
        sphere(k == 0 ? "local_sphere[0]" : "local_sphere[1]", sp.local_sphere[k]);
        sphere(k == 0 ? "global_sphere[0]" : "global_sphere[1]", sp.global_sphere[k]);
        sphere(k == 0 ? "localspace_sphere[0]" : "localspace_sphere[1]", sp.localspace_sphere[k]);
        vec(k == 0 ? "global_curr_center[0]" : "global_curr_center[1]", sp.global_curr_center[k]);
        vec(k == 0 ? "localspace_curr_center[0]" : "localspace_curr_center[1]",
            sp.localspace_curr_center[k]);
        ImGui::PopID();
    }
    vec("local_low_point", sp.local_low_point);
    vec("global_low_point", sp.global_low_point);
    vec("localspace_low_point", sp.localspace_low_point);
    vec("localspace_pos", sp.localspace_pos.frame.origin);
    vec("localspace_z", sp.localspace_z);
    id("begin_cell", sp.begin_cell);
    vec("begin_pos", sp.begin_pos.frame.origin);
    vec("end_pos", sp.end_pos.frame.origin);
    id("curr_cell", sp.curr_cell);
    vec("curr_pos", sp.curr_pos.frame.origin);
    id("check_cell", sp.check_cell);
    vec("check_pos", sp.check_pos.frame.origin);
    id("backup_cell", sp.backup_cell);
    vec("backup_check_pos", sp.backup_check_pos.frame.origin);
    vec("global_offset", sp.global_offset);
    ImGui::Text("%-26s %s", "insert_type", insert_name(sp.insert_type));
    ImGui::Text("%-26s %s", "backup", insert_name(sp.backup));
    flag("step_up", sp.step_up);
    vec("step_up_normal", sp.step_up_normal);
    flag("step_down", sp.step_down);
    num("step_down_amt", static_cast<double>(sp.step_down_amt));
    flag("collide", sp.collide);
    flag("check_walkable", sp.check_walkable);
    num("walk_interp", static_cast<double>(sp.walk_interp));
    num("walkable_allowance", static_cast<double>(sp.walkable_allowance));
    flag("walkable (polygon)", sp.walkable.valid());
    sphere("walkable_check_pos", sp.walkable_check_pos);
    vec("walkable_up", sp.walkable_up);
    vec("walkable_pos", sp.walkable_pos.frame.origin);
    num("walkable_scale", static_cast<double>(sp.walkable_scale));
    flag("neg_step_up", sp.neg_step_up);
    flag("neg_poly_hit", sp.neg_poly_hit);
    vec("neg_collision_normal", sp.neg_collision_normal);
    flag("obstruction_ethereal", sp.obstruction_ethereal);
    flag("hits_interior_cell", sp.hits_interior_cell);
    flag("bldg_check", sp.bldg_check);
    flag("cell_array_valid", sp.cell_array_valid);
    flag("placement_allows_sliding", sp.placement_allows_sliding);
}

void collision_info_section(const physics::CollisionInfo& ci) {
    flag("contact_plane_valid", ci.contact_plane_valid);
    plane("contact_plane", ci.contact_plane);
    id("contact_plane_cell_id", ci.contact_plane_cell_id);
    flag("contact_plane_is_water", ci.contact_plane_is_water);
    flag("last_known_cp_valid", ci.last_known_contact_plane_valid);
    plane("last_known_contact_plane", ci.last_known_contact_plane);
    id("last_known_cp_cell_id", ci.last_known_contact_plane_cell_id);
    flag("last_known_cp_is_water", ci.last_known_contact_plane_is_water);
    flag("sliding_normal_valid", ci.sliding_normal_valid);
    vec("sliding_normal", ci.sliding_normal);
    flag("collision_normal_valid", ci.collision_normal_valid);
    vec("collision_normal", ci.collision_normal);
    vec("adjust_offset", ci.adjust_offset);
    flag("collided_with_environment", ci.collided_with_environment);
    ImGui::Text("%-26s %d", "frames_stationary_fall", ci.frames_stationary_fall);
    id("last_collided_object", ci.last_collided_object);
    ImGui::Text("%-26s %u", "num_collide_object", ci.num_collide_object);
    for (std::uint32_t k = 0; k < ci.num_collide_object && k < 8; ++k) {
        ImGui::SameLine();
        ImGui::Text("%u", ci.collide_object[k]);
    }
}

void object_info_section(const physics::ObjectInfo& oi) {
    id("object_id", oi.object_id);
    id("state", static_cast<std::uint32_t>(oi.state));
    const struct {
        physics::ObjectInfoState bit;
        const char* name;
    } bits[] = {{physics::ObjectInfoState::Contact, "Contact"},
                {physics::ObjectInfoState::OnWalkable, "OnWalkable"},
                {physics::ObjectInfoState::IsViewer, "IsViewer"},
                {physics::ObjectInfoState::PathClipped, "PathClipped"},
                {physics::ObjectInfoState::FreeRotate, "FreeRotate"},
                {physics::ObjectInfoState::PerfectClip, "PerfectClip"},
                {physics::ObjectInfoState::IsImpenetrable, "IsImpenetrable"},
                {physics::ObjectInfoState::IsPlayer, "IsPlayer"},
                {physics::ObjectInfoState::EdgeSlide, "EdgeSlide"},
                {physics::ObjectInfoState::IgnoreCreatures, "IgnoreCreatures"}};
    std::string set;
    for (const auto& b : bits)
        if (physics::has(oi.state, b.bit)) set += std::string(set.empty() ? "" : " ") + b.name;
    ImGui::TextWrapped("  %s", set.empty() ? "(none)" : set.c_str());
    id("object_state (physics)", static_cast<std::uint32_t>(oi.object_state));
    num("scale", static_cast<double>(oi.scale));
    num("step_up_height", static_cast<double>(oi.step_up_height));
    num("step_down_height", static_cast<double>(oi.step_down_height));
    flag("ethereal", oi.ethereal);
    flag("step_down", oi.step_down);
    id("target_id", oi.target_id);
    flag("velocity_killed", oi.velocity_killed);
}

// The land under the feet and its water (docs/water.md): what find_env_collisions used.
void water_section(const LabController& lab) {
    const physics::World& world = lab.sim().world();
    const glm::vec3 feet = lab.output().position;
    const physics::LandCell* land = world.land_cell_at(feet.x, feet.y);
    if (land == nullptr) {
        ImGui::TextDisabled("no land under the avatar");
        return;
    }
    id("land cell", land->id);
    ImGui::Text("%-26s %s", "water type", physics::water_type_name(land->water));
    ImGui::Text("%-26s %s", "landblock water type", physics::water_type_name(land->block_water));
    num("water depth at the feet", static_cast<double>(physics::get_water_depth(*land, feet)));
    float rest = 0.0f;
    if (world.rest_height(feet.x, feet.y, rest)) num("rests at z", static_cast<double>(rest));
}

} // namespace

void draw_inspector_panel(LabState& state) {
    const LabController& lab = *state.lab;
    if (lab.sim().has_compare() &&
        ImGui::CollapsingHeader("Sub-step: avatar | ghost", ImGuiTreeNodeFlags_DefaultOpen))
        draw_substep_compare(lab);
    if (ImGui::CollapsingHeader("Sub-step", ImGuiTreeNodeFlags_DefaultOpen)) substep_section(lab);
    if (ImGui::CollapsingHeader("Land and water")) water_section(lab);
    if ((lab.crowd().world_creatures().mode() == WorldCreatureMode::Chase ||
         !lab.crowd().chase_views().empty()) &&
        ImGui::CollapsingHeader("Chasing creature: monster and MoveTo",
                                ImGuiTreeNodeFlags_DefaultOpen))
        creature_section(state);
    const physics::Transition* t = lab.last_transition();
    if (t == nullptr) {
        ImGui::TextDisabled("no transition yet");
    } else {
        ImGui::TextDisabled("the avatar's last transition of this frame");
        if (ImGui::CollapsingHeader("SpherePath")) sphere_path_section(t->sphere_path);
        if (ImGui::CollapsingHeader("CollisionInfo")) collision_info_section(t->collision_info);
        if (ImGui::CollapsingHeader("ObjectInfo")) object_info_section(t->object_info);
    }
}

} // namespace sweeplab::app
