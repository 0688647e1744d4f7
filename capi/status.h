#pragma once
// The C API's errors (docs/c-api.md, "Errors"): this thread's last message, the checks every
// function makes of its arguments, and the one place where C++ exceptions become statuses, so
// none crosses the boundary.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>

#include "sweeplab/sweeplab.h"

namespace sweeplab::capi {

// Sets this thread's message and returns the status (for `return fail(...)`).
sl_status fail(sl_status status, std::string message);
// Clears this thread's message (a call that succeeds leaves "" behind).
void clear_error();
// This thread's message (sl_last_error).
const char* last_error_text();

// The status and message of an exception thrown by the port or its loaders, prefixed with
// the function's name: DatError (IO when the folder or a file cannot be opened, NOT_FOUND for
// a record not in its file, else DATA), SceneError, WorldDataError and LocationError (DATA or
// ARGUMENT), bad_alloc and anything else (INTERNAL).
sl_status fail_from(const char* function, std::exception_ptr error);

// Runs `body` (returning sl_status), turning any exception into a status.
template <class Body>
sl_status guarded(const char* function, Body&& body) noexcept {
    try {
        return body();
    } catch (...) {
        return fail_from(function, std::current_exception());
    }
}

// Argument checks: each returns SL_OK or fails naming the function and the argument.
sl_status need(const void* pointer, const char* function, const char* argument);
sl_status need_finite(float value, const char* function, const char* argument);
sl_status need_finite3(const float* v, const char* function, const char* argument);
// A struct passed in: struct_size must be one of the sizes this library knows (`current`,
// or `minimum`, the version-1 contract's size, where fields were added after it).
sl_status need_struct_size(std::uint32_t struct_size, std::size_t minimum, std::size_t current,
                           const char* function, const char* argument);

} // namespace sweeplab::capi
