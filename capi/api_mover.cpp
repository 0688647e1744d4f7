// The C API's movers (docs/c-api.md, "Movers"): a physics::Mover in one world, created and
// placed as the lab places its avatar and stepped exactly as Simulation::step steps it.
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <string>

#include "capi/args.h"
#include "capi/frames.h"
#include "capi/handles.h"
#include "capi/status.h"
#include "dat/records/lookup.h"
#include "dat/records/setup.h"
#include "scene/world_builder.h"

using namespace sweeplab;
using namespace sweeplab::capi;

namespace {

// A desc's spheres and heights: from its Setup (the first two spheres and the step heights,
// times the scale, as CPartArray gives them) or from its fields.
sl_status mover_config(const sl_world& w, const sl_mover_desc& d, physics::MoverConfig& c,
                       const char* fn) {
    if (sl_status s = need_struct_size(d.struct_size, sizeof d, sizeof d, fn, "desc"); s != SL_OK)
        return s;
    if (sl_status s = need_finite(d.scale, fn, "desc->scale"); s != SL_OK) return s;
    if (d.scale < 0.0f || d.scale > 1000.0f)
        return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": desc->scale is " +
                                           std::to_string(d.scale) +
                                           " (0 for 1, else above 0 and at most 1000)");
    const float scale = d.scale == 0.0f ? 1.0f : d.scale;
    c = physics::MoverConfig::player();
    c.reading = w.reading;
    c.spheres.clear();
    if (d.setup_id != 0) {
        if (!w.folder)
            return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": desc->setup_id " +
                                               dat::hex32(d.setup_id) +
                                               ": this world has no DAT folder to read it from");
        const auto setup = w.folder->get<dat::SetupRecord>(d.setup_id);
        for (std::size_t i = 0; i < setup.spheres.size() && i < 2; ++i)
            c.spheres.push_back(
                physics::Sphere{setup.spheres[i].center * scale, setup.spheres[i].radius * scale});
        if (c.spheres.empty()) c.spheres.push_back(physics::kDummySphere);
        c.step_up_height = setup.step_up_height * scale;
        c.step_down_height = setup.step_down_height * scale;
        return SL_OK;
    }
    if (sl_status s = need_spheres(d.num_spheres, 1, d.spheres, fn, c.spheres); s != SL_OK)
        return s;
    for (physics::Sphere& sp : c.spheres)
        sp = physics::Sphere{sp.center * scale, sp.radius * scale};
    if (sl_status s = need_step_height(d.step_up_height, fn, "desc->step_up_height"); s != SL_OK)
        return s;
    if (sl_status s = need_step_height(d.step_down_height, fn, "desc->step_down_height");
        s != SL_OK)
        return s;
    c.step_up_height = d.step_up_height * scale;
    c.step_down_height = d.step_down_height * scale;
    return SL_OK;
}

void fill_result(const sl_mover& m, sl_step_result& out) {
    const physics::MoverOutput& o = m.mover->output();
    from_world(*m.world, o.position, o.cell, m.mover->position().frame.orientation, out.position);
    out.velocity[0] = o.velocity.x;
    out.velocity[1] = o.velocity.y;
    out.velocity[2] = o.velocity.z;
    out.contact = o.contact ? 1u : 0u;
    out.on_walkable = o.on_walkable ? 1u : 0u;
    out.hit_object = o.num_collisions > 0 ? o.collisions[0] : 0u;
}

// Why sl_mover_step refuses its arguments, checked one by one in the order they are given.
[[gnu::cold, gnu::noinline]] sl_status step_refused(const sl_world* world, const sl_mover* mover,
                                                    const sl_controls* controls, float dt,
                                                    const sl_step_result* out) {
    static constexpr const char* fn = "sl_mover_step";
    if (sl_status s = need_world(world, fn); s != SL_OK) return s;
    if (sl_status s = need_mover(mover, fn); s != SL_OK) return s;
    if (mover->world != world)
        return fail(SL_ERROR_ARGUMENT,
                    std::string(fn) + ": mover belongs to another world than `world`");
    if (sl_status s = need(controls, fn, "controls"); s != SL_OK) return s;
    if (sl_status s = need(out, fn, "out"); s != SL_OK) return s;
    if (sl_status s = need_struct_size(controls->struct_size, sizeof(sl_controls),
                                       sizeof(sl_controls), fn, "controls");
        s != SL_OK)
        return s;
    if (sl_status s = need_finite(dt, fn, "dt"); s != SL_OK) return s;
    if (dt < 0.0f) return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": dt is negative");
    const sl_controls& c = *controls;
    if (sl_status s = need_finite(c.forward, fn, "controls->forward"); s != SL_OK) return s;
    if (sl_status s = need_finite(c.strafe, fn, "controls->strafe"); s != SL_OK) return s;
    if (sl_status s = need_finite(c.turn, fn, "controls->turn"); s != SL_OK) return s;
    if (c.forward < -1.0f || c.forward > 1.0f)
        return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": controls->forward is out of -1..1");
    if (c.strafe < -1.0f || c.strafe > 1.0f)
        return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": controls->strafe is out of -1..1");
    return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": controls->run and ->jump are 0 or 1");
}

bool same_position(const sl_position& a, const sl_position& b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

} // namespace

extern "C" {

SL_API sl_status sl_mover_create(sl_world* world, const sl_mover_desc* desc,
                                 const sl_position* start, sl_mover** out, sl_position* placed) {
    static constexpr const char* fn = "sl_mover_create";
    if (sl_status s = need_world(world, fn); s != SL_OK) return s;
    if (sl_status s = need(start, fn, "start"); s != SL_OK) return s;
    if (sl_status s = need(out, fn, "out"); s != SL_OK) return s;
    return guarded(fn, [&] {
        physics::MoverConfig config;
        if (desc == nullptr) {
            config = scene::player_config(world->scene); // the lab's avatar
            config.reading = world->reading;
        } else if (sl_status s = mover_config(*world, *desc, config, fn); s != SL_OK) {
            return s;
        }
        WorldPoint p;
        if (sl_status s = to_world(*world, *start, p, fn, "start"); s != SL_OK) return s;
        auto m = std::make_unique<sl_mover>();
        m->world = world;
        m->mover = std::make_unique<physics::Mover>(*world->world, config);
        if (same_position(*start, world->start))
            // The scene's start, as Simulation places its avatar: the same floats.
            m->mover->place(world->scene.player.position, world->start_yaw, world->start_cell);
        else
            m->mover->place(p.point, heading_of(p.rotation), p.cell);
        if (placed != nullptr) {
            sl_step_result r{};
            fill_result(*m, r);
            *placed = r.position;
        }
        *out = m.release();
        return SL_OK;
    });
}

SL_API void sl_mover_free(sl_mover* mover) {
    if (mover == nullptr || mover->tag != kMoverTag) return;
    mover->tag = kFreedTag;
    delete mover;
}

SL_API sl_status sl_mover_step(sl_world* world, sl_mover* mover, const sl_controls* controls,
                               float dt, sl_step_result* out) {
    // The step is the hot path: every check is made at once, branch-free where it can be, and
    // only a refused call goes through step_refused for its message (the C API's cost,
    // docs/performance.md).
    const bool ok = world != nullptr && mover != nullptr && controls != nullptr && out != nullptr &&
                    world->tag == kWorldTag && mover->tag == kMoverTag && mover->world == world &&
                    controls->struct_size == sizeof(sl_controls) && dt >= 0.0f &&
                    dt <= std::numeric_limits<float>::max() &&
                    std::fabs(controls->forward) <= 1.0f && std::fabs(controls->strafe) <= 1.0f &&
                    std::fabs(controls->turn) <= std::numeric_limits<float>::max() &&
                    (controls->run | controls->jump) <= 1u;
    if (!ok) [[unlikely]]
        return step_refused(world, mover, controls, dt, out);
    const sl_controls& c = *controls;
    // Simulation::step's MoverInput and update, nothing else: no allocation, no exception.
    physics::MoverInput in;
    in.forward = c.forward;
    in.strafe = c.strafe;
    in.turn = c.turn;
    in.run = c.run != 0u;
    in.jump = c.jump != 0u;
    mover->mover->update(dt, in);
    fill_result(*mover, *out);
    return SL_OK;
}

SL_API sl_status sl_mover_get(const sl_mover* mover, sl_step_result* out) {
    static constexpr const char* fn = "sl_mover_get";
    if (sl_status s = need_mover(mover, fn); s != SL_OK) return s;
    if (sl_status s = need(out, fn, "out"); s != SL_OK) return s;
    fill_result(*mover, *out);
    return SL_OK;
}

SL_API sl_status sl_mover_set_reading(sl_mover* mover, sl_reading reading) {
    static constexpr const char* fn = "sl_mover_set_reading";
    if (sl_status s = need_mover(mover, fn); s != SL_OK) return s;
    physics::Reading r{};
    if (sl_status s = to_reading(reading, r, fn, "reading"); s != SL_OK) return s;
    mover->mover->set_reading(r);
    return SL_OK;
}

} // extern "C"
