#include "physics/version.h"

namespace sweeplab::physics {

const char* version() {
    return "0.1.0";
}

} // namespace sweeplab::physics
