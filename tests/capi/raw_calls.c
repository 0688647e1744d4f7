/* Calls with values C allows and C++ does not (docs/c-api.md, "Errors"): an int outside
 * sl_reading's enumerators is a valid sl_reading in C, so a C caller can pass one, and the
 * library must refuse it without reading it as the C++ enum. */
#include "raw_calls.h"

sl_status raw_mover_set_reading(sl_mover* mover, int reading) {
    return sl_mover_set_reading(mover, (sl_reading)reading);
}

sl_status raw_world_set_reading(sl_world* world, int reading) {
    return sl_world_set_reading(world, (sl_reading)reading);
}

void raw_options_reading(sl_world_options* options, int reading) {
    options->reading = (sl_reading)reading;
}
