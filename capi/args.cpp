#include "capi/args.h"

#include <cmath>
#include <string>

#include "capi/status.h"

namespace sweeplab::capi {

sl_status need_spheres(std::uint32_t count, std::uint32_t min_count, const float (*spheres)[4],
                       const char* function, std::vector<physics::Sphere>& out) {
    if (count < min_count || count > 2)
        return fail(SL_ERROR_ARGUMENT,
                    std::string(function) + ": desc->num_spheres is " + std::to_string(count) +
                        " (" + std::to_string(min_count) + (min_count == 1 ? " or 2)" : " to 2)"));
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::string name = "desc->spheres[" + std::to_string(i) + "]";
        if (sl_status s = need_finite3(spheres[i], function, name.c_str()); s != SL_OK) return s;
        const float r = spheres[i][3];
        if (!std::isfinite(r) || r <= 0.0f || r > 100.0f)
            return fail(SL_ERROR_ARGUMENT, std::string(function) + ": " + name + " radius is " +
                                               std::to_string(r) + " (above 0, at most 100)");
        out.push_back(physics::Sphere{glm::vec3(spheres[i][0], spheres[i][1], spheres[i][2]), r});
    }
    return SL_OK;
}

sl_status need_step_height(float value, const char* function, const char* argument) {
    if (sl_status s = need_finite(value, function, argument); s != SL_OK) return s;
    if (value < 0.0f || value > 100.0f)
        return fail(SL_ERROR_ARGUMENT, std::string(function) + ": " + argument + " is " +
                                           std::to_string(value) + " (0 to 100 m)");
    return SL_OK;
}

} // namespace sweeplab::capi
