#include "capi/handles.h"

#include <cstdint>
#include <cstring>
#include <string>

#include "capi/status.h"

namespace sweeplab::capi {

namespace {

sl_status bad_handle(std::uint32_t tag, const char* function, const char* argument,
                     const char* kind) {
    const std::string what = tag == kFreedTag ? " was freed" : std::string(" is not ") + kind;
    return fail(SL_ERROR_ARGUMENT, std::string(function) + ": " + argument + what);
}

} // namespace

sl_status need_world(const sl_world* world, const char* function) {
    if (sl_status s = need(world, function, "world"); s != SL_OK) return s;
    if (world->tag != kWorldTag)
        return bad_handle(world->tag, function, "world", "a world (sl_world_open_*)");
    return SL_OK;
}

sl_status need_mover(const sl_mover* mover, const char* function) {
    if (sl_status s = need(mover, function, "mover"); s != SL_OK) return s;
    if (mover->tag != kMoverTag)
        return bad_handle(mover->tag, function, "mover", "a mover (sl_mover_create)");
    return SL_OK;
}

sl_status to_reading(const sl_reading& in, physics::Reading& out, const char* function,
                     const char* argument) {
    // A C caller may pass any int: read the bits, never the enum (a value outside the
    // enumerators is not a C++ sl_reading).
    // As the int a C caller passed (C's enums are ints).
    static_assert(sizeof(sl_reading) == sizeof(std::int32_t));
    std::int32_t raw = 0;
    std::memcpy(&raw, &in, sizeof raw);
    const char* name = nullptr;
    if (raw == SL_READING_RETAIL) name = "retail";
    if (raw == SL_READING_ACE) name = "ace";
    if (raw == SL_READING_GDLE) name = "gdle";
    if (name == nullptr)
        return fail(SL_ERROR_ARGUMENT, std::string(function) + ": " + argument + " is " +
                                           std::to_string(raw) +
                                           ", not SL_READING_RETAIL, _ACE or _GDLE");
    out = *physics::parse_reading(name);
    return SL_OK;
}

} // namespace sweeplab::capi
