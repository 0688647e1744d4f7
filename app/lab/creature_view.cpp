#include "app/lab/creature_view.h"

#include <imgui.h>

#include <cstdio>
#include <limits>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

namespace sweeplab::app {

glm::vec4 chase_state_colour(ChaseState s) {
    switch (s) {
    case ChaseState::Idle:
        return {0.75f, 0.75f, 0.75f, 1.0f};
    case ChaseState::Chasing:
        return {0.95f, 0.20f, 0.15f, 1.0f};
    case ChaseState::NoProgress:
        return {1.00f, 0.65f, 0.05f, 1.0f};
    case ChaseState::GoingHome:
        return {0.25f, 0.55f, 1.00f, 1.0f};
    case ChaseState::SentHome:
        return {0.85f, 0.25f, 0.95f, 1.0f};
    }
    return {1.0f, 1.0f, 1.0f, 1.0f};
}

namespace {

constexpr float kHomeRadius = 0.18f, kStateRadius = 0.16f, kStateHeight = 2.3f;

void line(render::FrameDraw& frame, const glm::vec3& a, const glm::vec3& b, const glm::vec4& c) {
    frame.overlay_lines.push_back({a, c});
    frame.overlay_lines.push_back({b, c});
}

} // namespace

// The chasing creatures: the place's, then the crowd's.
std::vector<ChaseView> chase_views(const LabState& state) {
    const Crowd& crowd = state.lab->crowd();
    std::vector<ChaseView> all(crowd.world_creatures().chase_views().begin(),
                               crowd.world_creatures().chase_views().end());
    all.insert(all.end(), crowd.chase_views().begin(), crowd.chase_views().end());
    return all;
}

void add_chase_marks(const LabState& state, render::FrameDraw& frame) {
    const glm::vec3 avatar = state.lab->output().position + glm::vec3(0.0f, 0.0f, 1.0f);
    for (const ChaseView& v : chase_views(state)) {
        const glm::vec4 colour = chase_state_colour(v.state);
        const glm::vec4 dim(glm::vec3(colour), 0.45f);
        // Home: a small sphere on the ground, a post over it, a line from the creature.
        frame.markers.push_back({v.home + glm::vec3(0.0f, 0.0f, kHomeRadius), kHomeRadius, dim});
        line(frame, v.home, v.home + glm::vec3(0.0f, 0.0f, 1.2f), dim);
        if (glm::distance(v.home, v.at) > 0.05f)
            line(frame, v.home + glm::vec3(0.0f, 0.0f, 0.05f), v.at + glm::vec3(0.0f, 0.0f, 0.05f),
                 dim);
        const glm::vec3 over = v.at + glm::vec3(0.0f, 0.0f, kStateHeight);
        frame.markers.push_back({over, kStateRadius, colour});
        if (v.has_target) line(frame, over, avatar, colour);
    }
}

namespace {

const char* monster_state_name(creatures::MonsterState s) {
    switch (s) {
    case creatures::MonsterState::Idle:
        return "Idle (asleep)";
    case creatures::MonsterState::Awake:
        return "Awake";
    case creatures::MonsterState::Return:
        return "Return (going home)";
    }
    return "?";
}

const char* move_to_type_name(physics::motion::MoveToManager::Type t) {
    using T = physics::motion::MoveToManager::Type;
    switch (t) {
    case T::Invalid:
        return "none";
    case T::MoveToObject:
        return "MoveToObject";
    case T::MoveToPosition:
        return "MoveToPosition";
    case T::TurnToObject:
        return "TurnToObject";
    case T::TurnToHeading:
        return "TurnToHeading";
    }
    return "?";
}

void row(const char* name, const char* fmt, double v) {
    char b[64];
    std::snprintf(b, sizeof b, fmt, v);
    ImGui::Text("%-24s %s", name, b);
}

void vec_row(const char* name, const glm::vec3& v) {
    ImGui::Text("%-24s %8.3f %8.3f %8.3f", name, static_cast<double>(v.x), static_cast<double>(v.y),
                static_cast<double>(v.z));
}

// The creature the section shows: the chosen one while it chases, else the nearest awake one,
// else the nearest.
const ChaseView* pick(const LabState& state, const std::vector<ChaseView>& views) {
    const glm::vec3 avatar = state.lab->output().position;
    const ChaseView* best = nullptr;
    float best_d = std::numeric_limits<float>::max();
    bool best_awake = false;
    for (const ChaseView& v : views) {
        if (v.guid == state.inspected_creature) return &v;
        const bool awake = v.state != ChaseState::Idle;
        const float d = glm::distance(v.at, avatar);
        if ((awake && !best_awake) || (awake == best_awake && d < best_d)) {
            best = &v;
            best_d = d;
            best_awake = awake;
        }
    }
    return best;
}

void move_to_rows(const physics::motion::MoveToManager& m, double now) {
    ImGui::Text("%-24s %s", "MoveTo", move_to_type_name(m.type()));
    if (!m.active()) return;
    for (int i = 0; i < m.node_count(); ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "  node %d", i);
        ImGui::Text("%-24s %s, heading %.1f", name, move_to_type_name(m.node(i).type),
                    static_cast<double>(m.node(i).heading));
    }
    ImGui::Text("%-24s 0x%08X / 0x%08X", "command / aux", m.current_command(), m.aux_command());
    ImGui::Text("%-24s %d", "fail progress count", m.fail_progress_count());
    row("baseline distance", "%.3f m", static_cast<double>(m.previous_distance()));
    row("  taken", "%.2f s ago", now - m.previous_distance_time());
    row("original distance", "%.3f m", static_cast<double>(m.original_distance()));
    row("  taken", "%.2f s ago", now - m.original_distance_time());
    ImGui::Text("%-24s %s", "moving away", m.moving_away() ? "yes" : "no");
    vec_row("sought position", m.sought_position().frame.origin);
    vec_row("current target", m.current_target_position().frame.origin);
    row("distance to object", "%.3f m", static_cast<double>(m.params().distance_to_object));
}

} // namespace

void creature_section(LabState& state) {
    const Crowd& crowd = state.lab->crowd();
    const std::vector<ChaseView> views = chase_views(state);
    if (views.empty()) {
        ImGui::TextDisabled("no creature chases (Crowd panel: chase)");
        return;
    }
    const scene::DatWorldDesc* desc = state.lab->sim().dat_world();
    const ChaseView* v = pick(state, views);
    const auto name_of = [desc](const ChaseView& c) {
        char b[128];
        if (c.world_object >= 0 && desc != nullptr)
            std::snprintf(
                b, sizeof b, "0x%08X %s (%s)", c.guid,
                desc->world_objects[static_cast<std::size_t>(c.world_object)].name.c_str(),
                chase_state_name(c.state));
        else
            std::snprintf(b, sizeof b, "crowd %u (%s)", c.guid, chase_state_name(c.state));
        return std::string(b);
    };
    if (ImGui::BeginCombo("creature", v != nullptr ? name_of(*v).c_str() : "-")) {
        if (ImGui::Selectable("the nearest awake one", state.inspected_creature == 0))
            state.inspected_creature = 0;
        for (const ChaseView& c : views)
            if (ImGui::Selectable(name_of(c).c_str(), c.guid == state.inspected_creature))
                state.inspected_creature = c.guid;
        ImGui::EndCombo();
    }
    if (v == nullptr) return;
    const creatures::Monster* monster =
        v->world_object >= 0 ? crowd.world_creatures().monster(v->guid) : crowd.monster(v->guid);
    if (monster == nullptr) return;
    const double now = v->clock;
    const glm::vec4 c = chase_state_colour(v->state);
    ImGui::TextColored(ImVec4(c.x, c.y, c.z, 1.0f), "%s", chase_state_name(v->state));
    ImGui::Text("%-24s %s", "monster", monster_state_name(monster->state()));
    ImGui::Text("%-24s 0x%08X", "target", monster->target_id());
    ImGui::Text("%-24s %s", "moving", monster->is_moving() ? "yes" : "no");
    row("from home", "%.2f m", static_cast<double>(glm::distance(v->at, v->home)));
    if (monster->is_moving())
        row("cancel deadline in", "%.2f s", monster->next_cancel_time() - now);
    const creatures::MonsterCounts& n = monster->counts();
    ImGui::Text("%-24s %d / %d / %d / %d", "chases/cancels/homes/sent", n.chases, n.cancels,
                n.returns, n.force_homes);
    ImGui::Separator();
    move_to_rows(monster->creature().move_to(), monster->creature().now());
}

} // namespace sweeplab::app
