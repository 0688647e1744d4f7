#include "capi/status.h"

#include <cstdio>
#include <new>

#include "dat/errors.h"
#include "scene/location.h"
#include "scene/scene_error.h"
#include "worlddata/errors.h"

namespace sweeplab::capi {

namespace {
// One message per thread (the contract's sl_last_error): a thread's error never shows in
// another's.
thread_local std::string t_message;
} // namespace

sl_status fail(sl_status status, std::string message) {
    try {
        t_message = std::move(message);
    } catch (...) {
        t_message.clear(); // out of memory while reporting: the status still says it
    }
    return status;
}

void clear_error() {
    t_message.clear();
}

const char* last_error_text() {
    return t_message.c_str();
}

sl_status fail_from(const char* function, std::exception_ptr error) {
    const std::string f = std::string(function) + ": ";
    try {
        std::rethrow_exception(error);
    } catch (const dat::DatError& e) {
        const std::string& p = e.problem();
        sl_status s = SL_ERROR_DATA;
        if (p.find("not in the directory") != std::string::npos)
            s = SL_ERROR_NOT_FOUND;
        else if (p.rfind("not a folder", 0) == 0 || p.rfind("not found in", 0) == 0 ||
                 p.find("cannot open") != std::string::npos ||
                 p.find("cannot read") != std::string::npos)
            s = SL_ERROR_IO;
        return fail(s, f + e.what());
    } catch (const scene::LocationError& e) {
        return fail(SL_ERROR_ARGUMENT, f + e.what());
    } catch (const scene::SceneError& e) {
        const std::string w = e.what();
        const bool io = w.find("cannot open") != std::string::npos ||
                        w.find("cannot read") != std::string::npos ||
                        w.find("No such file") != std::string::npos;
        return fail(io ? SL_ERROR_IO : SL_ERROR_DATA, f + w);
    } catch (const worlddata::WorldDataError& e) {
        const std::string w = e.what();
        const bool io = w.find("cannot open") != std::string::npos ||
                        w.find("cannot read") != std::string::npos ||
                        w.find("no such file") != std::string::npos;
        return fail(io ? SL_ERROR_IO : SL_ERROR_DATA, f + w);
    } catch (const std::bad_alloc&) {
        return fail(SL_ERROR_INTERNAL, f + "out of memory");
    } catch (const std::exception& e) {
        return fail(SL_ERROR_INTERNAL, f + e.what());
    } catch (...) {
        return fail(SL_ERROR_INTERNAL, f + "an unknown error");
    }
}

sl_status need(const void* pointer, const char* function, const char* argument) {
    if (pointer != nullptr) return SL_OK;
    return fail(SL_ERROR_ARGUMENT, std::string(function) + ": " + argument + " is NULL");
}

sl_status need_finite(float value, const char* function, const char* argument) {
    if (std::isfinite(value)) return SL_OK;
    return fail(SL_ERROR_ARGUMENT, std::string(function) + ": " + argument + " is " +
                                       (std::isnan(value) ? "NaN" : "infinite"));
}

sl_status need_finite3(const float* v, const char* function, const char* argument) {
    for (int i = 0; i < 3; ++i)
        if (!std::isfinite(v[i])) {
            char name[96];
            std::snprintf(name, sizeof name, "%s[%d]", argument, i);
            return need_finite(v[i], function, name);
        }
    return SL_OK;
}

sl_status need_struct_size(std::uint32_t struct_size, std::size_t minimum, std::size_t current,
                           const char* function, const char* argument) {
    if (struct_size == current || struct_size == minimum) return SL_OK;
    char msg[256];
    if (minimum == current)
        std::snprintf(msg, sizeof msg, "%s: %s->struct_size is %u, not sizeof (%zu)", function,
                      argument, struct_size, current);
    else
        std::snprintf(msg, sizeof msg,
                      "%s: %s->struct_size is %u, not sizeof (%zu, or %zu without the fields "
                      "added after version 1)",
                      function, argument, struct_size, current, minimum);
    return fail(SL_ERROR_ARGUMENT, msg);
}

} // namespace sweeplab::capi
