#include "capi/frames.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "capi/status.h"

namespace sweeplab::capi {

namespace {

bool indoor_word(std::uint32_t cell) {
    const std::uint32_t word = cell & 0xFFFFu;
    return word >= scene::kFirstEnvCell && word < 0xFFFEu;
}

sl_status cell_problem(sl_status status, const char* function, const char* argument,
                       std::uint32_t cell, const char* problem) {
    char msg[256];
    std::snprintf(msg, sizeof msg, "%s: %s->cell 0x%08X: %s", function, argument, cell, problem);
    return fail(status, msg);
}

} // namespace

sl_status to_world(const sl_world& w, const sl_position& p, WorldPoint& out, const char* function,
                   const char* argument, bool rotation_needed) {
    const std::string origin = std::string(argument) + "->origin";
    if (sl_status s = need_finite3(p.origin, function, origin.c_str()); s != SL_OK) return s;
    WorldPoint r;
    if (rotation_needed) {
        const std::string rot = std::string(argument) + "->rotation";
        for (int i = 0; i < 4; ++i)
            if (sl_status s = need_finite(p.rotation[i], function, rot.c_str()); s != SL_OK)
                return s;
        const glm::quat q{p.rotation[0], p.rotation[1], p.rotation[2], p.rotation[3]};
        const float len = glm::length(q);
        if (!(len > 1e-6f))
            return fail(SL_ERROR_ARGUMENT, std::string(function) + ": " + rot +
                                               " is not a rotation (its length is 0)");
        // A unit quaternion is kept bit for bit (the start sl_world_start gave, say).
        r.rotation = std::fabs(len - 1.0f) <= 1e-6f ? q : q / len;
    }
    const glm::vec3 local{p.origin[0], p.origin[1], p.origin[2]};
    const physics::World& world = *w.world;
    if (!w.frame) {
        r.point = local;
        if (p.cell != 0) {
            r.cell = world.internal_cell_id(p.cell);
            if (r.cell == 0)
                return cell_problem(SL_ERROR_NOT_FOUND, function, argument, p.cell,
                                    "not a cell of this scene");
        }
        out = r;
        return SL_OK;
    }
    const std::uint32_t lb = p.cell >> 16u;
    if ((lb >> 8u) > scene::kMaxLandblockCoord || (lb & 0xFFu) > scene::kMaxLandblockCoord)
        return cell_problem(SL_ERROR_ARGUMENT, function, argument, p.cell,
                            "its landblock is off the map (coordinates 0x00-0xFE)");
    r.point = w.frame->to_world(lb, local);
    const std::uint32_t word = p.cell & 0xFFFFu;
    if (indoor_word(p.cell)) {
        r.cell = world.internal_cell_id(p.cell);
        if (r.cell == 0 && lb == w.frame->origin) r.cell = world.internal_cell_id(word);
        if (r.cell == 0)
            return cell_problem(SL_ERROR_NOT_FOUND, function, argument, p.cell,
                                "not a cell of the loaded place");
    } else if (word >= 1u && word <= scene::kLastLandCell) {
        // Land cells carry retail's ids in a world with a landblock (physics::World::add_land).
        if (world.land_cell(p.cell) != nullptr) r.cell = p.cell;
    } else if (word != 0u && word != 0xFFFFu && word != 0xFFFEu) {
        return cell_problem(SL_ERROR_ARGUMENT, function, argument, p.cell,
                            "not a cell word (0x0001-0x0040 outdoors, 0x0100 and up indoors, "
                            "0x0000 or 0xFFFF for the landblock)");
    }
    out = r;
    return SL_OK;
}

void from_world(const sl_world& w, const glm::vec3& point, std::uint32_t internal_cell,
                const glm::quat& rotation, sl_position& out) {
    const physics::World& world = *w.world;
    glm::vec3 local = point;
    std::uint32_t cell = 0;
    if (!w.frame) {
        cell = internal_cell != 0 ? world.external_cell_id(internal_cell) : 0u;
    } else if (internal_cell != 0 && physics::is_indoor_cell(internal_cell)) {
        cell = world.external_cell_id(internal_cell);
        if (cell <= 0xFFFFu) cell |= w.frame->origin << 16u; // a scene's bare cell word
        local = point - w.frame->landblock_offset(cell >> 16u);
    } else if (const auto lp = w.frame->to_landblock(point)) {
        // WorldFrame::outdoor_cell_at's square from the split already made (one split a step).
        const auto ix =
            std::min(7u, static_cast<std::uint32_t>(lp->local.x / scene::kLandSquareLength));
        const auto iy =
            std::min(7u, static_cast<std::uint32_t>(lp->local.y / scene::kLandSquareLength));
        cell = (lp->landblock << 16u) | (ix * 8u + iy + 1u);
        local = lp->local;
    }
    out.cell = cell;
    out.origin[0] = local.x;
    out.origin[1] = local.y;
    out.origin[2] = local.z;
    out.rotation[0] = rotation.w;
    out.rotation[1] = rotation.x;
    out.rotation[2] = rotation.y;
    out.rotation[3] = rotation.z;
}

float heading_of(const glm::quat& rotation) {
    return scene::yaw_of(rotation);
}

} // namespace sweeplab::capi
