#pragma once
// The descs' shared arguments (docs/c-api.md, "Errors"): the spheres of a mover, a
// transition or an object, and the step heights, each checked once here for every caller.
#include <cstdint>
#include <vector>

#include "physics/math/sphere.h"
#include "sweeplab/sweeplab.h"

namespace sweeplab::capi {

// desc->num_spheres in [min_count, 2] and each desc->spheres[i] finite with a radius above 0
// and at most 100 m, appended to `out` as they are (unscaled).
sl_status need_spheres(std::uint32_t count, std::uint32_t min_count, const float (*spheres)[4],
                       const char* function, std::vector<physics::Sphere>& out);
// A desc's step height: finite, 0 to 100 m.
sl_status need_step_height(float value, const char* function, const char* argument);

} // namespace sweeplab::capi
