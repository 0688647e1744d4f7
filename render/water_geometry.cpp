#include "render/water_geometry.h"

#include "physics/world/land_water.h"

namespace sweeplab::render {

void add_water_square(const Vertex corners[4], std::uint8_t water_corners, bool cut_sw_ne,
                      TriangleList& bed, TriangleList& surface) {
    const physics::WaterType type = physics::calc_cell_water(water_corners);
    if (type == physics::WaterType::NotWater) return;
    // corners: SW, SE, NE, NW.
    const std::uint8_t bits[4] = {physics::kWaterSW, physics::kWaterSE, physics::kWaterNE,
                                  physics::kWaterNW};
    Vertex low[4], top[4];
    for (int i = 0; i < 4; ++i) {
        const float depth = type == physics::WaterType::EntirelyWater ? 0.89999998f
                            : (water_corners & bits[i]) != 0          ? 0.44999999f
                                                                      : 0.1f;
        low[i] = corners[i];
        low[i].position.z -= depth;
        low[i].color = glm::vec4(glm::vec3(kWaterBed), corners[i].color.w);
        top[i] = corners[i];
        top[i].normal = glm::vec3(0.0f, 0.0f, 1.0f);
        top[i].color = kWaterSurface;
    }
    auto square = [&](TriangleList& out, const Vertex* v) {
        // The triangles of World::add_land_square.
        if (cut_sw_ne) {
            out.add_triangle(v[0], v[1], v[2]);
            out.add_triangle(v[0], v[2], v[3]);
        } else {
            out.add_triangle(v[0], v[1], v[3]);
            out.add_triangle(v[2], v[3], v[1]);
        }
    };
    square(bed, low);
    square(surface, top);
}

} // namespace sweeplab::render
