// The C API's worlds (docs/c-api.md, "Worlds"): opened from a DAT place or a scene exactly as
// `sweeplab --headless` opens them (scene/location_scene.h, sim/run_world.h), and their
// queries of the start, the frame time, the reading and the cell a point is in.
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <glm/trigonometric.hpp>

#include "capi/frames.h"
#include "capi/handles.h"
#include "capi/status.h"
#include "scene/loader.h"
#include "scene/location_scene.h"
#include "scene/world_builder.h"
#include "sim/run_world.h"

using namespace sweeplab;
using namespace sweeplab::capi;

namespace {

// sl_world_options before the fields added after version 1 (dat_dir).
constexpr std::size_t kOptionsV1Size = offsetof(sl_world_options, dat_dir);

// The options, checked; `world` receives the world paths, `dat_dir` the added field.
sl_status read_options(const sl_world_options* o, const char* fn, physics::Reading& reading,
                       std::vector<std::string>& world, std::optional<std::string>& dat_dir) {
    if (o == nullptr) return SL_OK;
    if (sl_status s = need_struct_size(o->struct_size, kOptionsV1Size, sizeof(sl_world_options), fn,
                                       "options");
        s != SL_OK)
        return s;
    if (sl_status s = to_reading(o->reading, reading, fn, "options->reading"); s != SL_OK) return s;
    if (o->num_world_paths > 0 && o->world_paths == nullptr)
        return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": options->world_paths is NULL and " +
                                           "options->num_world_paths is " +
                                           std::to_string(o->num_world_paths));
    if (o->num_world_paths > 4096)
        return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": options->num_world_paths is " +
                                           std::to_string(o->num_world_paths) + " (at most 4096)");
    for (std::uint32_t i = 0; i < o->num_world_paths; ++i) {
        if (o->world_paths[i] == nullptr)
            return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": options->world_paths[" +
                                               std::to_string(i) + "] is NULL");
        world.emplace_back(o->world_paths[i]);
    }
    if (o->struct_size >= sizeof(sl_world_options) && o->dat_dir != nullptr)
        dat_dir = std::string(o->dat_dir);
    return SL_OK;
}

// The parts every world has once its physics World is built: the frame, the frame time, the
// start (as Simulation places its avatar).
void finish_world(sl_world& w) {
    if (w.scene.landblock)
        w.frame = scene::WorldFrame{*w.scene.landblock};
    else if (w.scene.dat && !w.scene.dat->landblocks.empty())
        w.frame = scene::WorldFrame{w.scene.dat->landblocks.front()};
    const double rate = static_cast<double>(w.scene.fps);
    w.frame_dt = static_cast<float>(1.0 / rate);
    w.start_cell = scene::player_start_cell(w.scene, *w.world);
    w.start_yaw = glm::radians(w.scene.player.yaw_deg);
    std::uint32_t shown = w.start_cell;
    if (shown == 0) shown = w.world->find_cell(w.scene.player.position + glm::vec3(0, 0, 0.05f));
    from_world(w, w.scene.player.position, shown, scene::quat_from_yaw(w.start_yaw), w.start);
}

} // namespace

extern "C" {

SL_API sl_status sl_world_open_dat(const char* dat_dir, uint32_t cell_or_landblock,
                                   const sl_world_options* options, sl_world** out) {
    static constexpr const char* fn = "sl_world_open_dat";
    if (sl_status s = need(dat_dir, fn, "dat_dir"); s != SL_OK) return s;
    if (sl_status s = need(out, fn, "out"); s != SL_OK) return s;
    physics::Reading reading{};
    std::vector<std::string> paths;
    std::optional<std::string> unused;
    if (sl_status s = read_options(options, fn, reading, paths, unused); s != SL_OK) return s;
    return guarded(fn, [&] {
        auto w = std::make_unique<sl_world>();
        // The folder first: one that cannot be read is SL_ERROR_IO whatever the id.
        w->folder = std::make_shared<const dat::DatFolder>(dat::DatFolder::open(dat_dir));
        std::uint32_t cell = cell_or_landblock;
        const std::uint32_t word = cell & 0xFFFFu;
        // A landblock: the place around its middle land square (0xXXYY0025, centre 108 108).
        if (word == 0u || word == 0xFFFFu) cell = (cell & 0xFFFF0000u) | 0x0025u;
        if (const auto problem = scene::cell_id_problem(cell)) {
            char msg[160];
            std::snprintf(msg, sizeof msg, "%s: cell_or_landblock 0x%08X: ", fn, cell_or_landblock);
            return fail(SL_ERROR_ARGUMENT, msg + *problem);
        }
        scene::Location location;
        location.cell = cell;
        w->scene = scene::location_scene(*w->folder, location, paths);
        w->world = app::build_run_world(w->scene, w->desc, w->folder.get());
        w->reading = reading;
        finish_world(*w);
        *out = w.release();
        return SL_OK;
    });
}

SL_API sl_status sl_world_open_scene(const char* scene_path, const sl_world_options* options,
                                     sl_world** out) {
    static constexpr const char* fn = "sl_world_open_scene";
    if (sl_status s = need(scene_path, fn, "scene_path"); s != SL_OK) return s;
    if (sl_status s = need(out, fn, "out"); s != SL_OK) return s;
    physics::Reading reading{};
    scene::LoadOptions load;
    if (sl_status s = read_options(options, fn, reading, load.world, load.dat_dir); s != SL_OK)
        return s;
    return guarded(fn, [&] {
        auto w = std::make_unique<sl_world>();
        w->scene = scene::load_scene_file(scene_path, load);
        if (w->scene.dat)
            w->folder =
                std::make_shared<const dat::DatFolder>(dat::DatFolder::open(w->scene.dat->folder));
        w->world = app::build_run_world(w->scene, w->desc, w->folder.get());
        w->reading = reading;
        finish_world(*w);
        *out = w.release();
        return SL_OK;
    });
}

SL_API void sl_world_free(sl_world* world) {
    if (world == nullptr || world->tag != kWorldTag) return;
    world->tag = kFreedTag;
    delete world;
}

SL_API sl_status sl_world_start(const sl_world* world, sl_position* out) {
    static constexpr const char* fn = "sl_world_start";
    if (sl_status s = need_world(world, fn); s != SL_OK) return s;
    if (sl_status s = need(out, fn, "out"); s != SL_OK) return s;
    *out = world->start;
    return SL_OK;
}

SL_API sl_status sl_world_frame_time(const sl_world* world, float* out) {
    static constexpr const char* fn = "sl_world_frame_time";
    if (sl_status s = need_world(world, fn); s != SL_OK) return s;
    if (sl_status s = need(out, fn, "out"); s != SL_OK) return s;
    *out = world->frame_dt;
    return SL_OK;
}

SL_API sl_status sl_world_set_reading(sl_world* world, sl_reading reading) {
    static constexpr const char* fn = "sl_world_set_reading";
    if (sl_status s = need_world(world, fn); s != SL_OK) return s;
    physics::Reading r{};
    if (sl_status s = to_reading(reading, r, fn, "reading"); s != SL_OK) return s;
    world->reading = r;
    return SL_OK;
}

SL_API sl_status sl_world_find_cell(const sl_world* world, const sl_position* point,
                                    uint32_t* cell) {
    static constexpr const char* fn = "sl_world_find_cell";
    if (sl_status s = need_world(world, fn); s != SL_OK) return s;
    if (sl_status s = need(point, fn, "point"); s != SL_OK) return s;
    if (sl_status s = need(cell, fn, "cell"); s != SL_OK) return s;
    return guarded(fn, [&] {
        WorldPoint p;
        sl_position frame_only = *point;
        frame_only.cell &= 0xFFFF0000u; // the cell only names the frame here
        if (sl_status s = to_world(*world, frame_only, p, fn, "point", false); s != SL_OK) return s;
        const std::uint32_t internal = world->world->find_cell(p.point);
        sl_position found{};
        from_world(*world, p.point, internal, p.rotation, found);
        if (internal == 0 &&
            (world->frame.has_value()
                 ? found.cell == 0 || world->world->land_cell(found.cell) == nullptr
                 : true))
            return fail(SL_ERROR_NOT_FOUND,
                        std::string(fn) + ": the point is in no cell of the loaded place");
        *cell = found.cell;
        return SL_OK;
    });
}

} // extern "C"
