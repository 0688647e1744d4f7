#pragma once
// C helpers for the C API's tests (raw_calls.c): sl_reading values outside the enum, which C
// callers may pass and C++ code may not form.
#include "sweeplab/sweeplab.h"

#ifdef __cplusplus
extern "C" {
#endif

sl_status raw_mover_set_reading(sl_mover* mover, int reading);
sl_status raw_world_set_reading(sl_world* world, int reading);
void raw_options_reading(sl_world_options* options, int reading);

#ifdef __cplusplus
}
#endif
