#pragma once
#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

namespace sweeplab::render {

struct Vertex {
    glm::vec3 position;
    glm::vec3 normal;
    glm::vec4 color;
};

struct LineVertex {
    glm::vec3 position;
    glm::vec4 color;
};

// CPU-side triangles, filled by the builders and uploaded once.
struct TriangleList {
    std::vector<Vertex> vertices; // three per triangle

    void add_triangle(const Vertex& a, const Vertex& b, const Vertex& c) {
        vertices.push_back(a);
        vertices.push_back(b);
        vertices.push_back(c);
    }
    // A convex polygon as a fan, flat-shaded with its own normal.
    void add_polygon(const std::vector<glm::vec3>& points, const glm::vec3& normal,
                     const glm::vec4& color, bool double_sided);
};

} // namespace sweeplab::render
