// Mesh validation for the BSP compiler: every polygon must be a finite, planar, convex
// polygon with at least three distinct vertices and a non-zero area.
#include "physics/bsp/bsp_compiler_detail.h"

#include <cmath>
#include <cstdio>

namespace sweeplab::physics::bsp_detail {

namespace {

constexpr float kSameVertex = 1.0e-5f; // two vertices closer than this are one

std::string format(const char* fmt, double a, double b = 0.0) {
    char buf[160];
    std::snprintf(buf, sizeof buf, fmt, a, b);
    return buf;
}

BspCompileError fail(std::uint32_t index, BspProblem problem, std::string message) {
    return BspCompileError{index, problem, std::move(message)};
}

bool finite(const glm::vec3& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// Every vertex on or inside every edge, within a tolerance scaled by the edge length: this
// rejects reflex corners and outlines that wind round more than once.
std::optional<std::size_t> first_outside_vertex(const CleanPolygon& p) {
    const std::size_t n = p.vertices.size();
    for (std::size_t i = 0; i < n; ++i) {
        const glm::vec3& a = p.vertices[i];
        const glm::vec3 edge = p.vertices[(i + 1) % n] - a;
        const glm::vec3 inward = glm::cross(p.plane.normal, edge);
        const float len = std::sqrt(glm::dot(inward, inward));
        for (std::size_t k = 0; k < n; ++k) {
            if (k == i || k == (i + 1) % n) continue;
            if (glm::dot(p.vertices[k] - a, inward) < -1.0e-5f * len) return k;
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<BspCompileError> validate_mesh(const MeshInput& mesh,
                                             std::vector<CleanPolygon>& out) {
    out.clear();
    out.reserve(mesh.polygons.size());
    for (std::size_t pi = 0; pi < mesh.polygons.size(); ++pi) {
        const auto index = static_cast<std::uint32_t>(pi);
        const MeshPolygon& src = mesh.polygons[pi];
        if (src.indices.size() < 3) {
            return fail(index, BspProblem::TooFewVertices,
                        format("degenerate: %.0f vertex indices, need at least 3",
                               static_cast<double>(src.indices.size())));
        }
        CleanPolygon clean;
        clean.sides = src.sides;
        clean.solid = src.solid;
        for (std::size_t k = 0; k < src.indices.size(); ++k) {
            const std::uint32_t vi = src.indices[k];
            if (vi >= mesh.vertices.size()) {
                return fail(index, BspProblem::IndexOutOfRange,
                            format("vertex index %.0f is out of range (%.0f vertices)", vi,
                                   static_cast<double>(mesh.vertices.size())));
            }
            const glm::vec3 v = mesh.vertices[vi];
            if (!finite(v)) {
                return fail(index, BspProblem::NotFinite,
                            format("vertex %.0f is not finite", static_cast<double>(k)));
            }
            if (!clean.vertices.empty() && glm::length(v - clean.vertices.back()) <= kSameVertex) {
                continue;
            }
            clean.vertices.push_back(v);
        }
        while (clean.vertices.size() > 1 &&
               glm::length(clean.vertices.front() - clean.vertices.back()) <= kSameVertex) {
            clean.vertices.pop_back();
        }
        if (clean.vertices.size() < 3) {
            return fail(index, BspProblem::TooFewVertices,
                        format("degenerate: only %.0f distinct vertices, need at least 3",
                               static_cast<double>(clean.vertices.size())));
        }
        glm::vec3 twice_area{0.0f};
        for (std::size_t k = 1; k + 1 < clean.vertices.size(); ++k) {
            twice_area += glm::cross(clean.vertices[k] - clean.vertices[0],
                                     clean.vertices[k + 1] - clean.vertices[0]);
        }
        const float area = 0.5f * glm::length(twice_area);
        if (std::isinf(area)) // not caught below: inf >= kMinPolygonArea, and the plane is 0
            return fail(
                index, BspProblem::NotFinite,
                "not finite: the polygon's area overflows a float (vertices too far apart)");
        if (!(area >= kMinPolygonArea)) {
            return fail(
                index, BspProblem::ZeroArea,
                format("degenerate: zero area (%.3g square metres)", static_cast<double>(area)));
        }
        clean.plane = make_plane(clean.vertices);
        for (std::size_t k = 0; k < clean.vertices.size(); ++k) {
            const float off = std::fabs(clean.plane.dot_product(clean.vertices[k]));
            if (off > kPlanarTolerance) {
                return fail(index, BspProblem::NonPlanar,
                            format("non-planar: vertex %.0f is %.2f mm off the polygon's plane "
                                   "(tolerance 1 mm)",
                                   static_cast<double>(k), static_cast<double>(off) * 1000.0));
            }
        }
        if (const auto bad = first_outside_vertex(clean)) {
            return fail(index, BspProblem::NonConvex,
                        format("non-convex: vertex %.0f lies outside an edge (a reflex corner "
                               "or a self-crossing outline)",
                               static_cast<double>(*bad)));
        }
        out.push_back(std::move(clean));
    }
    return std::nullopt;
}

} // namespace sweeplab::physics::bsp_detail
