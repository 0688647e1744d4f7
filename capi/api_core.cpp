// The C API's version, errors and locations (docs/c-api.md, "Core").
#include <cstring>
#include <string>

#include "capi/status.h"
#include "physics/version.h"
#include "scene/location.h"
#include "sweeplab/sweeplab.h"

using namespace sweeplab;
using namespace sweeplab::capi;

extern "C" {

SL_API uint32_t sl_api_version(void) {
    return SL_API_VERSION;
}

SL_API const char* sl_version(void) {
    return physics::version();
}

SL_API const char* sl_last_error(void) {
    return last_error_text();
}

SL_API sl_status sl_parse_location(const char* text, sl_position* out) {
    static constexpr const char* fn = "sl_parse_location";
    if (sl_status s = need(text, fn, "text"); s != SL_OK) return s;
    if (sl_status s = need(out, fn, "out"); s != SL_OK) return s;
    return guarded(fn, [&] {
        const scene::Location loc = scene::parse_location(text);
        if (const auto problem = scene::cell_id_problem(loc.cell))
            return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": " + text + ": " + *problem);
        sl_position p{};
        p.cell = loc.cell;
        const glm::vec3 o = loc.position.value_or(glm::vec3(0.0f));
        p.origin[0] = o.x;
        p.origin[1] = o.y;
        p.origin[2] = o.z;
        p.rotation[0] = loc.orientation.w;
        p.rotation[1] = loc.orientation.x;
        p.rotation[2] = loc.orientation.y;
        p.rotation[3] = loc.orientation.z;
        *out = p;
        return SL_OK;
    });
}

SL_API sl_status sl_format_location(const sl_position* pos, char* buffer, size_t size) {
    static constexpr const char* fn = "sl_format_location";
    if (sl_status s = need(pos, fn, "pos"); s != SL_OK) return s;
    if (sl_status s = need(buffer, fn, "buffer"); s != SL_OK) return s;
    if (sl_status s = need_finite3(pos->origin, fn, "pos->origin"); s != SL_OK) return s;
    for (int i = 0; i < 4; ++i)
        if (sl_status s = need_finite(pos->rotation[i], fn, "pos->rotation"); s != SL_OK) return s;
    return guarded(fn, [&] {
        const std::string text = scene::format_location(
            pos->cell, glm::vec3(pos->origin[0], pos->origin[1], pos->origin[2]),
            glm::quat(pos->rotation[0], pos->rotation[1], pos->rotation[2], pos->rotation[3]));
        if (text.size() + 1 > size)
            return fail(SL_ERROR_ARGUMENT, std::string(fn) + ": size " + std::to_string(size) +
                                               " is too small: the text needs " +
                                               std::to_string(text.size() + 1) + " bytes");
        std::memcpy(buffer, text.c_str(), text.size() + 1);
        return SL_OK;
    });
}

} // extern "C"
