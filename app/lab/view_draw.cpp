#include "app/lab/view_draw.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <tuple>

#include <glm/geometric.hpp>
#include <glm/mat4x4.hpp>
#include <glm/matrix.hpp>
#include <string_view>

#include "app/lab/creature_view.h"
#include "app/lab/debug_overlay.h"
#include "physics/math/constants.h"
#include "render/dat_geometry.h"
#include "render/gl.h"
#include "sim/world_object_pick.h"

namespace sweeplab::app {

namespace {

render::RenderView make_view(const glm::vec3& eye, const glm::vec3& target,
                             const layout::GlViewport& vp) {
    render::RenderView view;
    view.eye = eye;
    view.view = view_matrix(eye, target);
    view.proj = projection_matrix(static_cast<float>(vp.w) / static_cast<float>(vp.h));
    view.x = vp.x;
    view.y = vp.y;
    view.width = vp.w;
    view.height = vp.h;
    return view;
}

// Looking straight down on the pivot from high above, so the boom, the sought eye and the
// swept viewer sphere can all be seen.
glm::vec3 overhead_eye(const FrameOutput& o) {
    return o.pivot + glm::vec3(0.0f, -0.5f, 14.0f);
}

render::RenderView overhead_view(const FrameOutput& o, const layout::GlViewport& vp) {
    return make_view(overhead_eye(o), o.pivot, vp);
}

// The overhead view's projection of world space into a view rectangle (window units).
glm::mat4 overhead_view_proj(const FrameOutput& o, const layout::Rect& r) {
    return projection_matrix(r.w / std::max(r.h, 1.0f)) * view_matrix(overhead_eye(o), o.pivot);
}

bool is_overhead(std::string_view name) {
    return name == "overhead" || name == "inset";
}

// The height the hover picks at: a person's middle above the avatar's feet, where the
// creatures' shapes are seen from above.
constexpr float kHoverHeight = 0.9f, kHoverRadius = 1.0f;

// The world object under the mouse in an overhead view, named in a tooltip: the mouse's ray
// meets the plane kHoverHeight above the avatar's feet, and the pick takes the nearest object
// there (its moved frame for a wandering creature).
void hover_world_object(const LabState& state, const layout::Rect& r) {
    const scene::DatWorldDesc* dat = state.lab->sim().dat_world();
    if (dat == nullptr || dat->world_objects.empty()) return;
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantCaptureMouse) return; // over a panel
    const glm::vec2 mouse(io.MousePos.x, io.MousePos.y);
    if (mouse.x < r.x || mouse.x >= r.right() || mouse.y < r.y || mouse.y >= r.bottom()) return;
    const FrameOutput& o = state.lab->output();
    const glm::mat4 inverse = glm::inverse(overhead_view_proj(o, r));
    const glm::vec2 ndc(2.0f * (mouse.x - r.x) / r.w - 1.0f, 1.0f - 2.0f * (mouse.y - r.y) / r.h);
    const glm::vec4 n = inverse * glm::vec4(ndc, -1.0f, 1.0f),
                    f = inverse * glm::vec4(ndc, 1.0f, 1.0f);
    const glm::vec3 a = glm::vec3(n) / n.w, b = glm::vec3(f) / f.w;
    const float z = o.position.z + kHoverHeight;
    if (!(std::abs(b.z - a.z) > 1e-6f)) return;
    const glm::vec3 at = a + (b - a) * ((z - a.z) / (b.z - a.z));
    const std::int32_t picked = pick_world_object(*dat, glm::vec2(at.x, at.y), kHoverRadius,
                                                  state.lab->crowd().world_creatures().moves());
    if (picked < 0) return;
    ImGui::SetTooltip(
        "%s", world_object_tooltip(dat->world_objects[static_cast<std::size_t>(picked)]).c_str());
}

// The creatures added in the crowd panel, where their movers put them; the place's world
// creatures, while they wander, where theirs put them (their placed drawing left out).
void add_lab_creatures(const LabState& state, render::FrameDraw& frame) {
    if (const scene::DatWorldDesc* dat = state.lab->sim().dat_world())
        for (const WorldObjectMove& m : state.lab->crowd().world_creatures().moves())
            render::add_moved_world_object(*dat, m.world_object, m.frame, frame);
    if (!state.view.show_objects) return;
    for (const auto& c : state.lab->crowd().creatures())
        if (c.present)
            frame.spheres.push_back({c.position + glm::vec3(0.0f, 0.0f, c.radius), c.radius,
                                     render::palette::kCreature});
    // Projectiles in flight are white, at rest yellow; drawn 10 cm wide to be seen.
    for (const ProjectileView& p : state.lab->projectiles().views())
        if (p.active)
            frame.spheres.push_back({p.center, 0.1f,
                                     p.stopped ? glm::vec4(0.9f, 0.9f, 0.2f, 1.0f)
                                               : glm::vec4(1.0f, 1.0f, 1.0f, 1.0f)});
}

// The compare ghost's chase camera eye (docs/readings.md, ghosts): a small sphere in the ghost's
// tint, drawn translucent over everything (FrameDraw::markers: it shows through the roof from
// above), half the viewer sphere's radius so that it marks the point without hiding the avatar's
// eye.
constexpr float kGhostEyeRadius = 0.5f * physics::kViewerSphereRadius;
constexpr glm::vec4 kGhostEyeColor{0.55f, 1.0f, 0.25f, 1.0f};
constexpr float kNearPlane = 0.05f; // projection_matrix's (sim/view_camera.cpp)

// The Survey panel's findings (docs/survey.md, "In the lab"): a marker at every shown
// finding's position in its kind's colour, over everything (FrameDraw::markers); the
// selected one larger with a white rim, a white line from its start and a post above both
// ends.
constexpr float kFindingRadius = 0.22f, kSelectedRadius = 0.45f, kPostHeight = 2.5f;

void add_survey_marks(const LabState& state, render::FrameDraw& frame) {
    const SurveyView& view = state.survey;
    if (!view.file) return;
    const std::vector<FindingPlace>& places = view.places.of(*view.file, state.lab->scene());
    const std::vector<survey::Finding>& findings = view.file->findings;
    for (std::size_t i = 0; i < findings.size(); ++i) {
        if (!places[i].valid || !view.shown[static_cast<std::size_t>(findings[i].kind)]) continue;
        if (static_cast<long>(i) == view.selected) continue; // last, on top
        frame.markers.push_back({places[i].position + glm::vec3(0.0f, 0.0f, kFindingRadius),
                                 kFindingRadius, finding_colour(findings[i].kind)});
    }
    if (view.selected < 0 || static_cast<std::size_t>(view.selected) >= findings.size()) return;
    const auto i = static_cast<std::size_t>(view.selected);
    if (!places[i].valid) return;
    const glm::vec4 colour = finding_colour(findings[i].kind);
    const glm::vec3 at = places[i].position, start = places[i].start;
    // A white rim: a larger white sphere under the coloured one (markers draw in order).
    const glm::vec3 centre = at + glm::vec3(0.0f, 0.0f, kSelectedRadius);
    frame.markers.push_back({centre, kSelectedRadius * 1.3f, glm::vec4(1.0f)});
    frame.markers.push_back({centre, kSelectedRadius, colour});
    const glm::vec4 white(1.0f, 1.0f, 1.0f, 1.0f);
    const glm::vec3 up(0.0f, 0.0f, kPostHeight);
    for (const auto& [a, b, c] : {std::tuple{start, at, white}, std::tuple{at, at + up, colour},
                                  std::tuple{start, start + up, white}}) {
        frame.lines.push_back({a, c});
        frame.lines.push_back({b, c});
    }
}

// Sets `frame`'s markers to the survey's (`survey_marks`) and the ghost's eye; no eye without a
// compare ghost, or when the view looks from `from` and the marker would reach the near
// plane (a chase view whose eye the ghost's shares: there is nothing to see apart).
void mark_ghost_eye(const LabState& state, render::FrameDraw& frame, const glm::vec3* from,
                    const std::vector<render::SphereInstance>& survey_marks) {
    frame.markers = survey_marks;
    const Simulation& sim = state.lab->sim();
    if (!sim.has_compare() || sim.output().ghosts.empty()) return;
    const glm::vec3 eye = sim.output().ghosts.front().eye;
    if (from != nullptr && glm::distance(eye, *from) < kGhostEyeRadius + 2.0f * kNearPlane) return;
    frame.markers.push_back({eye, kGhostEyeRadius, kGhostEyeColor});
}

// Clears the viewport's own pixels (the sky colour) and draws into it alone.
void draw_view(render::SceneRenderer& renderer, const render::RenderView& view,
               const render::FrameDraw& frame) {
    glEnable(GL_SCISSOR_TEST);
    glScissor(view.x, view.y, view.width, view.height);
    glClearColor(0.62f, 0.70f, 0.80f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glDisable(GL_SCISSOR_TEST);
    renderer.draw(view, frame);
}

// A label centred on the view's bottom edge (or its top, for the inset); the short text when
// the full one is wider than the view, clipped to the view either way.
void label(const layout::Rect& r, bool top, const char* text, const char* short_text = nullptr) {
    if (short_text != nullptr && ImGui::CalcTextSize(text).x > r.w - 8.0f) text = short_text;
    const ImVec2 size = ImGui::CalcTextSize(text);
    const float x = r.x + std::max((r.w - size.x) * 0.5f, 4.0f);
    const float y = top ? r.y + 4.0f : r.bottom() - size.y - 8.0f;
    ImDrawList* draw = ImGui::GetForegroundDrawList();
    draw->PushClipRect(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()), true);
    draw->AddText(ImVec2(x, y), IM_COL32(255, 255, 255, 230), text);
    draw->PopClipRect();
}

} // namespace

void draw_views(const LabState& state, render::SceneRenderer& renderer,
                const std::vector<layout::ViewRect>& views, float scale_x, float scale_y,
                int framebuffer_h) {
    const FrameOutput& o = state.lab->output();
    render::FrameDraw frame;
    build_frame_draw(state, frame);
    add_lab_creatures(state, frame);
    add_survey_marks(state, frame);
    add_trace_marks(state, frame);  // app/lab/trace_view.h
    add_spawns_marks(state, frame); // app/lab/spawns_view.h
    add_chase_marks(state, frame);  // app/lab/creature_view.h
    const std::vector<render::SphereInstance> survey_marks = frame.markers;
    // From above and from B every room is drawn: the indoor visibility decision belongs to
    // the chase eye.
    render::FrameDraw all = frame;
    all.visible_cells.reset();
    all.draw_outdoor = true;
    // The camera items seen from outside (the View panel's Camera checkboxes): the swept
    // tube and the final eye are drawn only from above, since the chase view looks from the
    // eye.
    render::FrameDraw marked = all;
    add_camera_overlay(state, marked.lines, false);
    // The ghost's eye: seen from above and from both sides of the A/B split.
    mark_ghost_eye(state, marked, nullptr, survey_marks);
    const bool collide = state.lab->sim().camera_collide;
    for (const layout::ViewRect& v : views) {
        const layout::GlViewport vp = layout::to_gl(v.rect, scale_x, scale_y, framebuffer_h);
        const std::string_view name = v.name;
        if (name == "chase") {
            draw_view(renderer, make_view(o.eye, o.pivot, vp), frame);
        } else if (name == "inset") {
            draw_view(renderer, overhead_view(o, vp), marked);
            label(v.rect, true, "overhead");
            hover_world_object(state, v.rect);
        } else if (name == "A") {
            mark_ghost_eye(state, frame, &o.eye, survey_marks);
            draw_view(renderer, make_view(o.eye, o.pivot, vp), frame);
            frame.markers = survey_marks;
            label(v.rect, false, "A: collided eye (CollideCamera)", "A: collided");
            if (!collide) {
                const layout::Rect r{v.rect.x, v.rect.y + v.rect.h * 0.5f, v.rect.w, 20.0f};
                label(r, false, "CollideCamera is off: A does not sweep either",
                      "CollideCamera off");
            }
        } else if (name == "B") {
            mark_ghost_eye(state, all, &o.free_eye, survey_marks);
            draw_view(renderer, make_view(o.free_eye, o.pivot, vp), all);
            all.markers = survey_marks;
            label(v.rect, false, "B: the same boom without the sweep", "B: no sweep");
        } else if (name == "overhead") {
            draw_view(renderer, overhead_view(o, vp), marked);
            hover_world_object(state, v.rect);
            if (state.lab->sim().has_compare())
                label(v.rect, false,
                      "overhead: white pivot, orange sought eye, cyan swept eye, green ghost eye",
                      "white pivot, orange sought, cyan swept, green ghost");
            else
                label(v.rect, false, "overhead: white pivot, orange sought eye, cyan swept eye",
                      "white pivot, orange sought, cyan swept");
        }
    }
}

std::optional<glm::vec2> overhead_screen_point(const LabState& state,
                                               const std::vector<layout::ViewRect>& views,
                                               const glm::vec3& point) {
    for (const layout::ViewRect& v : views) {
        if (!is_overhead(v.name)) continue;
        const glm::vec4 c =
            overhead_view_proj(state.lab->output(), v.rect) * glm::vec4(point, 1.0f);
        if (!(c.w > 0.0f)) continue;
        const glm::vec2 ndc = glm::vec2(c) / c.w;
        if (std::abs(ndc.x) > 1.0f || std::abs(ndc.y) > 1.0f) continue;
        return glm::vec2(v.rect.x + 0.5f * (ndc.x + 1.0f) * v.rect.w,
                         v.rect.y + 0.5f * (1.0f - ndc.y) * v.rect.h);
    }
    return std::nullopt;
}

std::optional<glm::vec2> hover_point(const LabState& state,
                                     const std::vector<layout::ViewRect>& views, const char* text) {
    char* end = nullptr;
    const unsigned long guid = std::strtoul(text, &end, 0);
    const scene::DatWorldDesc* dat = state.lab->sim().dat_world();
    const scene::WorldObjectDesc* object = dat != nullptr && end != text
                                               ? dat->world_object(static_cast<std::uint32_t>(guid))
                                               : nullptr;
    if (object == nullptr || object->outcome == scene::SpawnOutcome::Dropped) {
        std::fprintf(stderr,
                     "sweeplab: SWEEPLAB_SCREENSHOT_HOVER: no world object %s stands in the "
                     "place\n",
                     text);
        return std::nullopt;
    }
    glm::vec3 at = object->placed_frame.origin;
    const auto index = static_cast<std::int32_t>(object - dat->world_objects.data());
    for (const WorldObjectMove& m : state.lab->crowd().world_creatures().moves())
        if (m.world_object == index) at = m.frame.origin;
    // Where the hover picks: kHoverHeight above the feet (the avatar's feet stand there too).
    const std::optional<glm::vec2> p =
        overhead_screen_point(state, views, at + glm::vec3(0.0f, 0.0f, kHoverHeight));
    if (!p)
        std::fprintf(stderr,
                     "sweeplab: SWEEPLAB_SCREENSHOT_HOVER: %s is not in the overhead view "
                     "(--view overhead)\n",
                     text);
    return p;
}

} // namespace sweeplab::app
