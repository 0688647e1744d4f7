#include "render/instanced_shapes.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include <glm/geometric.hpp>
#include <glm/gtc/constants.hpp>

namespace sweeplab::render {

namespace {

// Levels of detail, finest first. Level 0 is the mesh every shape used to be drawn with.
// A polygon of n sides misses its circle by r (1 - cos(pi / n)); with the latitude step
// equal to the longitude step that is the sphere's silhouette error too. Each coarser level
// is used while that error stays under half a pixel: (8, 16) up to 26 px of radius, (5, 10)
// up to 10 px, (3, 6) up to 3.7 px.
constexpr int kSphereStacks[] = {16, 8, 5, 3};
constexpr int kSphereSlices[] = {24, 16, 10, 6};
constexpr float kSphereMaxPx[] = {1e30f, 26.0f, 10.0f, 3.7f};
// Cylinders: 40 sides, then 20 up to 40 px of radius, 12 up to 14 px.
constexpr int kCylinderSlices[] = {40, 20, 12};
constexpr float kCylinderMaxPx[] = {1e30f, 40.0f, 14.0f};

template <std::size_t N>
int lod_for(float radius_px, const float (&max_px)[N]) {
    int lod = 0;
    for (std::size_t i = 1; i < N; ++i)
        if (radius_px <= max_px[i]) lod = static_cast<int>(i);
    return lod;
}

unsigned short index_of(std::size_t i) {
    return static_cast<unsigned short>(i);
}

// The six planes of the view frustum, inward normals, normalised so that a sphere can be
// tested by its signed distance (Gribb and Hartmann: sums and differences of the rows of
// the view-projection matrix).
struct Frustum {
    glm::vec4 planes[6];

    explicit Frustum(const glm::mat4& vp) {
        auto row = [&](int r) { return glm::vec4(vp[0][r], vp[1][r], vp[2][r], vp[3][r]); };
        const glm::vec4 w = row(3);
        for (int axis = 0; axis < 3; ++axis) {
            planes[2 * axis] = w + row(axis);
            planes[2 * axis + 1] = w - row(axis);
        }
        for (glm::vec4& p : planes)
            p /= glm::length(glm::vec3(p));
    }
    bool touches(const glm::vec3& c, float r) const {
        for (const glm::vec4& p : planes)
            if (glm::dot(glm::vec3(p), c) + p.w < -r) return false;
        return true;
    }
};

// Where instance attributes live: locations 3 (position), 4 (scale), 5 (colour).
void instance_attributes() {
    const auto stride = static_cast<GLsizei>(sizeof(ShapeInstance));
    glEnableVertexAttribArray(3);
    glVertexAttribPointer(3, 3, GL_FLOAT, GL_FALSE, stride,
                          reinterpret_cast<void*>(offsetof(ShapeInstance, position)));
    glEnableVertexAttribArray(4);
    glVertexAttribPointer(4, 3, GL_FLOAT, GL_FALSE, stride,
                          reinterpret_cast<void*>(offsetof(ShapeInstance, scale)));
    glEnableVertexAttribArray(5);
    glVertexAttribPointer(5, 4, GL_FLOAT, GL_FALSE, stride,
                          reinterpret_cast<void*>(offsetof(ShapeInstance, color)));
    for (GLuint i = 3; i <= 5; ++i)
        glVertexAttribDivisor(i, 1);
}

} // namespace

int sphere_lod(float radius_px) {
    return lod_for(radius_px, kSphereMaxPx);
}
int cylinder_lod(float radius_px) {
    return lod_for(radius_px, kCylinderMaxPx);
}

IndexedMesh indexed_unit_sphere(int stacks, int slices) {
    IndexedMesh m;
    for (int i = 0; i <= stacks; ++i)
        for (int j = 0; j <= slices; ++j) {
            const float theta =
                glm::pi<float>() * static_cast<float>(i) / static_cast<float>(stacks);
            const float phi =
                2.0f * glm::pi<float>() * static_cast<float>(j) / static_cast<float>(slices);
            const glm::vec3 p(std::sin(theta) * std::cos(phi), std::sin(theta) * std::sin(phi),
                              std::cos(theta));
            m.vertices.push_back({p, p});
        }
    const auto at = [&](int i, int j) {
        return index_of(static_cast<std::size_t>(i * (slices + 1) + j));
    };
    // The same triangles as the non-indexed sphere, the poles' degenerate ones left out.
    for (int i = 0; i < stacks; ++i)
        for (int j = 0; j < slices; ++j) {
            const unsigned short a = at(i, j), b = at(i + 1, j), c = at(i + 1, j + 1),
                                 d = at(i, j + 1);
            if (i != 0) m.indices.insert(m.indices.end(), {a, b, d});
            if (i != stacks - 1) m.indices.insert(m.indices.end(), {b, c, d});
        }
    return m;
}

IndexedMesh indexed_unit_cylinder(int slices) {
    IndexedMesh m;
    const glm::vec3 up(0, 0, 1), down(0, 0, -1);
    auto ring = [&](int j) {
        const float a =
            2.0f * glm::pi<float>() * static_cast<float>(j) / static_cast<float>(slices);
        return glm::vec3(std::cos(a), std::sin(a), 0.0f);
    };
    // Side (radial normals), then the top cap and the bottom cap (flat normals): each
    // ring is slices + 1 vertices so the seam closes without a wrap in the indices.
    const std::size_t side = 0, top = 2 * static_cast<std::size_t>(slices + 1),
                      bottom = top + static_cast<std::size_t>(slices + 2);
    for (int j = 0; j <= slices; ++j) {
        m.vertices.push_back({ring(j), ring(j)});
        m.vertices.push_back({ring(j) + up, ring(j)});
    }
    m.vertices.push_back({up, up});
    for (int j = 0; j <= slices; ++j)
        m.vertices.push_back({ring(j) + up, up});
    m.vertices.push_back({glm::vec3(0.0f), down});
    for (int j = 0; j <= slices; ++j)
        m.vertices.push_back({ring(j), down});
    for (std::size_t j = 0; j < static_cast<std::size_t>(slices); ++j) {
        const unsigned short r0 = index_of(side + 2 * j), t0 = index_of(side + 2 * j + 1),
                             r1 = index_of(side + 2 * j + 2), t1 = index_of(side + 2 * j + 3);
        m.indices.insert(m.indices.end(), {r0, r1, t1, r0, t1, t0});
        m.indices.insert(m.indices.end(),
                         {index_of(top), index_of(top + 1 + j), index_of(top + 2 + j)});
        m.indices.insert(m.indices.end(),
                         {index_of(bottom), index_of(bottom + 2 + j), index_of(bottom + 1 + j)});
    }
    return m;
}

InstancedShapes::~InstancedShapes() {
    auto release = [](Bucket& b) {
        for (GLuint* id : {&b.vbo, &b.ebo, &b.instances})
            if (*id) glDeleteBuffers(1, id);
        if (b.vao) glDeleteVertexArrays(1, &b.vao);
    };
    for (Bucket& b : sphere_)
        release(b);
    for (Bucket& b : cylinder_)
        release(b);
}

void InstancedShapes::make_bucket(Bucket& b, const IndexedMesh& mesh) {
    glGenVertexArrays(1, &b.vao);
    glGenBuffers(1, &b.vbo);
    glGenBuffers(1, &b.ebo);
    glGenBuffers(1, &b.instances);
    glBindVertexArray(b.vao);
    glBindBuffer(GL_ARRAY_BUFFER, b.vbo);
    glBufferData(GL_ARRAY_BUFFER,
                 static_cast<GLsizeiptr>(mesh.vertices.size() * sizeof(ShapeVertex)),
                 mesh.vertices.data(), GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(ShapeVertex),
                          reinterpret_cast<void*>(offsetof(ShapeVertex, position)));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, sizeof(ShapeVertex),
                          reinterpret_cast<void*>(offsetof(ShapeVertex, normal)));
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, b.ebo);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER,
                 static_cast<GLsizeiptr>(mesh.indices.size() * sizeof(unsigned short)),
                 mesh.indices.data(), GL_STATIC_DRAW);
    glBindBuffer(GL_ARRAY_BUFFER, b.instances);
    instance_attributes();
    glBindVertexArray(0);
    b.index_count = static_cast<GLsizei>(mesh.indices.size());
}

void InstancedShapes::init() {
    for (int i = 0; i < kSphereLods; ++i)
        make_bucket(sphere_[static_cast<std::size_t>(i)],
                    indexed_unit_sphere(kSphereStacks[i], kSphereSlices[i]));
    for (int i = 0; i < kCylinderLods; ++i)
        make_bucket(cylinder_[static_cast<std::size_t>(i)],
                    indexed_unit_cylinder(kCylinderSlices[i]));
}

void InstancedShapes::flush(Bucket& b) {
    if (b.pending.empty()) return;
    // Nearest first (GL draws instances in order): a crowd overlaps itself on screen, and
    // llvmpipe tests depth before it shades, so what a nearer shape hides is not shaded.
    std::sort(b.pending.begin(), b.pending.end(),
              [](const Pending& x, const Pending& y) { return x.depth < y.depth; });
    upload_.clear();
    for (const Pending& p : b.pending)
        upload_.push_back(p.shape);
    glBindBuffer(GL_ARRAY_BUFFER, b.instances);
    // A fresh store each time: the previous contents may still be read by an earlier
    // draw of this frame (another viewport), and the driver can rename instead of waiting.
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(upload_.size() * sizeof(ShapeInstance)),
                 upload_.data(), GL_STREAM_DRAW);
    glBindVertexArray(b.vao);
    glDrawElementsInstanced(GL_TRIANGLES, b.index_count, GL_UNSIGNED_SHORT, nullptr,
                            static_cast<GLsizei>(b.pending.size()));
    glBindVertexArray(0);
    drawn_ += b.pending.size();
    b.pending.clear();
}

void InstancedShapes::draw(const RenderView& view, const std::vector<SphereInstance>& spheres,
                           const std::vector<CylinderInstance>& cylinders) {
    const glm::mat4 vp = view.proj * view.view;
    const Frustum frustum(vp);
    // Clip w is the depth along the view axis; a radius r at depth w spans r * px_per_unit / w
    // pixels (proj[1][1] is the cotangent of half the vertical field of view).
    const glm::vec4 depth(vp[0][3], vp[1][3], vp[2][3], vp[3][3]);
    const float px_per_unit = view.proj[1][1] * 0.5f * static_cast<float>(view.height);
    auto view_depth = [&](const glm::vec3& c) { return glm::dot(glm::vec3(depth), c) + depth.w; };
    auto radius_px = [&](float w, float r) {
        return w <= r ? 1e30f : r * px_per_unit / w; // the eye inside or at the shape: finest
    };
    drawn_ = 0;
    for (const SphereInstance& s : spheres) {
        if (!(s.radius > 0.0f) || !frustum.touches(s.center, s.radius)) continue;
        const float w = view_depth(s.center);
        const int lod = sphere_lod(radius_px(w, s.radius));
        sphere_[static_cast<std::size_t>(lod)].pending.push_back(
            {w, {s.center, glm::vec3(s.radius), s.color}});
    }
    for (const CylinderInstance& c : cylinders) {
        const float half = 0.5f * c.height;
        const glm::vec3 mid = c.base + glm::vec3(0.0f, 0.0f, half);
        if (!(c.radius > 0.0f) ||
            !frustum.touches(mid, std::sqrt(c.radius * c.radius + half * half)))
            continue;
        const float w = view_depth(mid);
        const int lod = cylinder_lod(radius_px(w, c.radius));
        cylinder_[static_cast<std::size_t>(lod)].pending.push_back(
            {w, {c.base, glm::vec3(c.radius, c.radius, c.height), c.color}});
    }
    for (Bucket& b : sphere_)
        flush(b);
    for (Bucket& b : cylinder_)
        flush(b);
}

} // namespace sweeplab::render
