#include "render/primitives.h"

#include <cmath>

#include <glm/gtc/constants.hpp>

namespace sweeplab::render {

namespace {
constexpr glm::vec4 kWhite{1.0f, 1.0f, 1.0f, 1.0f};
}

TriangleList unit_sphere(int stacks, int slices) {
    TriangleList t;
    auto point = [&](int i, int j) {
        const float theta = glm::pi<float>() * static_cast<float>(i) / static_cast<float>(stacks);
        const float phi =
            2.0f * glm::pi<float>() * static_cast<float>(j) / static_cast<float>(slices);
        const glm::vec3 p(std::sin(theta) * std::cos(phi), std::sin(theta) * std::sin(phi),
                          std::cos(theta));
        return Vertex{p, p, kWhite};
    };
    for (int i = 0; i < stacks; ++i)
        for (int j = 0; j < slices; ++j) {
            const Vertex a = point(i, j), b = point(i + 1, j), c = point(i + 1, j + 1),
                         d = point(i, j + 1);
            if (i != 0) t.add_triangle(a, b, d);
            if (i != stacks - 1) t.add_triangle(b, c, d);
        }
    return t;
}

TriangleList unit_cylinder(int slices) {
    TriangleList t;
    const glm::vec3 up(0, 0, 1), down(0, 0, -1);
    for (int j = 0; j < slices; ++j) {
        const float a0 =
            2.0f * glm::pi<float>() * static_cast<float>(j) / static_cast<float>(slices);
        const float a1 =
            2.0f * glm::pi<float>() * static_cast<float>(j + 1) / static_cast<float>(slices);
        const glm::vec3 r0(std::cos(a0), std::sin(a0), 0.0f), r1(std::cos(a1), std::sin(a1), 0.0f);
        const glm::vec3 top(0, 0, 1);
        t.add_triangle({r0, r0, kWhite}, {r1, r1, kWhite}, {r1 + top, r1, kWhite});
        t.add_triangle({r0, r0, kWhite}, {r1 + top, r1, kWhite}, {r0 + top, r0, kWhite});
        t.add_triangle({top, up, kWhite}, {r0 + top, up, kWhite}, {r1 + top, up, kWhite});
        t.add_triangle({glm::vec3(0.0f), down, kWhite}, {r1, down, kWhite}, {r0, down, kWhite});
    }
    return t;
}

} // namespace sweeplab::render
