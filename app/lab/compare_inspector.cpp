#include "app/lab/compare_inspector.h"

#include <imgui.h>

#include <cstdio>
#include <cstring>
#include <string>

#include <glm/geometric.hpp>

#include "app/lab/trace_names.h"
#include "sim/compare.h"
#include "sim/hit_record.h"

namespace sweeplab::app {

namespace {

std::string vec_text(bool valid, const glm::vec3& v) {
    if (!valid) return "-";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.4f %.4f %.4f", static_cast<double>(v.x),
                  static_cast<double>(v.y), static_cast<double>(v.z));
    return buf;
}

// How far apart two points are, in the unit that shows the digits a 4-decimal print hides.
std::string apart_text(const glm::vec3& a, const glm::vec3& b) {
    const double d = static_cast<double>(glm::length(a - b));
    char buf[48];
    if (d < 1e-3)
        std::snprintf(buf, sizeof buf, "(%.2f \u00b5m apart)", d * 1e6);
    else
        std::snprintf(buf, sizeof buf, "(%.2f mm apart)", d * 1e3);
    return buf;
}

std::string polygon_text(const physics::TracedPolygon& p) {
    if (!p.valid()) return "-";
    char buf[48];
    std::snprintf(buf, sizeof buf, "#%d of 0x%X", p.index, p.owner);
    return buf;
}

bool same_polygon(const physics::TracedPolygon& a, const physics::TracedPolygon& b) {
    return a.valid() == b.valid() && (!a.valid() || (a.index == b.index && a.owner == b.owner));
}

void row(const char* field, const std::string& a, const std::string& b, bool differ) {
    ImGui::TableNextRow();
    if (differ) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, IM_COL32(150, 45, 30, 140));
    ImGui::TableSetColumnIndex(0);
    ImGui::TextUnformatted(field);
    ImGui::TableSetColumnIndex(1);
    ImGui::TextWrapped("%s", a.c_str());
    ImGui::TableSetColumnIndex(2);
    ImGui::TextWrapped("%s", b.c_str());
}

void vec_row(const char* field, bool va, const glm::vec3& a, bool vb, const glm::vec3& b) {
    const bool differ = va != vb || (va && a != b);
    std::string bt = vec_text(vb, b);
    if (differ && va && vb) {
        bt += ' '; // not `" " + text`: a false -Wrestrict from GCC 12 at -O3
        bt += apart_text(a, b);
    }
    row(field, vec_text(va, a), bt, differ);
}

// Both sub-steps' rows; `b` null when the ghost ran fewer sub-steps this frame.
void rows(const LabController& lab, const physics::SubstepTrace& a,
          const physics::SubstepTrace* b) {
    static const physics::SubstepTrace kNone{};
    const physics::SubstepTrace& g = b != nullptr ? *b : kNone;
    const bool missing = b == nullptr;
    auto text_row = [&](const char* field, const std::string& x, const std::string& y) {
        row(field, x, missing ? "-" : y, missing || x != y);
    };
    text_row("branch", substep_branch(a), substep_branch(g));
    text_row("result", transition_state_name(a.result), transition_state_name(g.result));
    text_row("hit", physics::substep_hit_name(a.hit), physics::substep_hit_name(g.hit));
    const scene::DatWorldDesc* dat = lab.sim().dat_world();
    const physics::World& world = lab.sim().world();
    text_row("hit record", substep_hit_record(dat, world, a), substep_hit_record(dat, world, g));
    row("polygon", polygon_text(a.collide_polygon), missing ? "-" : polygon_text(g.collide_polygon),
        missing || !same_polygon(a.collide_polygon, g.collide_polygon));
    row("walkable", polygon_text(a.walkable_polygon),
        missing ? "-" : polygon_text(g.walkable_polygon),
        missing || !same_polygon(a.walkable_polygon, g.walkable_polygon));
    char ha[16], hb[16];
    std::snprintf(ha, sizeof ha, "0x%08X", a.hit_object);
    std::snprintf(hb, sizeof hb, "0x%08X", g.hit_object);
    text_row("object", ha, hb);
    vec_row("collision n", a.collision_normal_valid, a.collision_normal,
            !missing && g.collision_normal_valid, g.collision_normal);
    vec_row("contact n", a.contact_plane_valid, a.contact_normal, !missing && g.contact_plane_valid,
            g.contact_normal);
    vec_row("sliding n", a.sliding_normal_valid, a.sliding_normal,
            !missing && g.sliding_normal_valid, g.sliding_normal);
    vec_row("check pos", true, a.check_pos, !missing, g.check_pos);
    vec_row("position", true, a.curr_pos, !missing, g.curr_pos);
}

} // namespace

void draw_substep_compare(const LabController& lab) {
    if (!lab.sim().has_compare()) return;
    const physics::FrameTrace& at = lab.trace();
    const physics::FrameTrace& gt = lab.ghost_trace();
    if (at.count == 0) {
        ImGui::TextDisabled("no sub-steps this frame");
        return;
    }
    const std::uint32_t i =
        lab.substep_cursor < 0 ? at.count - 1 : static_cast<std::uint32_t>(lab.substep_cursor);
    ImGui::Text("sub-step %u: avatar's %u, ghost's %u", i, at.count, gt.count);
    const CompareResult* r = lab.compare_result();
    if (r != nullptr && r->first_frame == lab.frame() && r->first_substep == i + 1)
        ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.3f, 1.0f), "the first parting sub-step");
    const std::string ghost = physics::reading_name(lab.sim().ghost(0).config().reading);
    const std::string avatar = physics::reading_name(lab.reading());
    ImGui::TextWrapped("avatar %s | ghost %s (rows that differ in red)", avatar.c_str(),
                       ghost.c_str());
    constexpr ImGuiTableFlags kFlags =
        ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchSame;
    if (!ImGui::BeginTable("##ab", 3, kFlags)) return;
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, 74.0f);
    ImGui::TableSetupColumn("avatar", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("ghost", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableHeadersRow();
    rows(lab, at.steps[i], i < gt.count ? &gt.steps[i] : nullptr);
    ImGui::EndTable();
}

} // namespace sweeplab::app
