// Outdoor land: retail CLandCell squares with their two terrain triangles.
#include <algorithm>
#include <cmath>

#include "physics/geometry/polygon.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

// Retail outdoor cell id from global cell coordinates (CLandCell::add_outside_cell):
// ((x >> 3) << 24) | ((y >> 3) << 16) | ((x & 7) * 8 + (y & 7) + 1). Low word 1..0x40.
std::uint32_t land_cell_id(int gx, int gy) {
    const auto x = static_cast<std::uint32_t>(gx);
    const auto y = static_cast<std::uint32_t>(gy);
    return ((x >> 3u) << 24u) | ((y >> 3u) << 16u) | ((x & 7u) * 8u + (y & 7u) + 1u);
}

// Retail's map is 2040 cells on a side; larger grids would overflow the id.
constexpr int kMaxLandCells = 2040;

// Whether a w x h grid of squares from global cell coordinates `first` lies on the map.
bool on_map(const glm::ivec2& first, int w, int h) {
    return first.x >= 0 && first.y >= 0 && first.x + w <= kMaxLandCells &&
           first.y + h <= kMaxLandCells;
}

} // namespace

// CLandBlockStruct::ConstructPolygons @ 0x00531D10: the diagonal of one square.
bool terrain_cut_sw_ne(std::uint32_t x, std::uint32_t y) {
    // 32-bit unsigned wrap-around, as retail's integer arithmetic.
    const std::uint32_t s = y * (214614067u * x + 1813693831u) - 1109124029u * x - 1369149221u;
    return s >= 0x80000000u;
}

PolygonView LandCell::polygon(int i) const {
    const auto k = static_cast<std::size_t>(i);
    return PolygonView{plane[k], Sides::Single, std::span<const glm::vec3>(tri[k], 3)};
}

void World::add_land_square(int gx, int gy, const glm::vec3 corners[4]) {
    // corners: v00, v10, v11, v01 (x east, y north). gx, gy: global cell coordinates.
    LandCell c;
    c.gx = gx;
    c.gy = gy;
    c.id = land_cell_id(gx, gy);
    c.min = glm::vec2(corners[0]);
    c.max = glm::vec2(corners[2]);
    const glm::vec3 &v00 = corners[0], &v10 = corners[1], &v11 = corners[2], &v01 = corners[3];
    if (terrain_cut_sw_ne(static_cast<std::uint32_t>(gx), static_cast<std::uint32_t>(gy))) {
        c.tri[0][0] = v00, c.tri[0][1] = v10, c.tri[0][2] = v11;
        c.tri[1][0] = v00, c.tri[1][1] = v11, c.tri[1][2] = v01;
    } else {
        c.tri[0][0] = v00, c.tri[0][1] = v10, c.tri[0][2] = v01;
        c.tri[1][0] = v11, c.tri[1][1] = v01, c.tri[1][2] = v10;
    }
    for (int i = 0; i < 2; ++i) {
        const auto k = static_cast<std::size_t>(i);
        c.plane[k] = make_plane(std::span<const glm::vec3>(c.tri[k], 3));
        // A degenerate (vertical) triangle cannot happen in a height field, but never keep a
        // zero normal: fall back to flat.
        if (glm::dot(c.plane[k].normal, c.plane[k].normal) < 0.5f)
            c.plane[k] = Plane::from_point_normal(c.tri[k][0], glm::vec3(0.0f, 0.0f, 1.0f));
    }
    land_.push_back(c);
}

int World::ground_squares(float extent) {
    // Retail squares are 24 m; the ground square is tiled by the nearest whole number of
    // squares no larger than 24 m so the land ends exactly at +/-extent.
    const float side = 2.0f * std::max(extent, 0.01f);
    return std::clamp(static_cast<int>(std::ceil(side / 24.0f)), 1, kMaxLandCells);
}

void World::add_ground(float z, float extent, glm::ivec2 first) {
    const float side = 2.0f * std::max(extent, 0.01f);
    const int n = ground_squares(extent);
    land_.clear();
    land_spacing_ = side / static_cast<float>(n);
    land_origin_ = glm::vec2(-extent, -extent);
    if (!on_map(first, n, n)) first = glm::ivec2(0);
    land_gx0_ = first.x;
    land_gy0_ = first.y;
    land_w_ = n;
    land_h_ = n;
    land_.reserve(static_cast<std::size_t>(n) * static_cast<std::size_t>(n));
    for (int gy = 0; gy < n; ++gy)
        for (int gx = 0; gx < n; ++gx) {
            // Each grid line computed once, from its index: a square's east edge is exactly its
            // neighbour's west edge (x0 + spacing can round apart from it and leave a seam
            // that no square's polygon holds).
            const float x0 = land_origin_.x + land_spacing_ * static_cast<float>(gx);
            const float y0 = land_origin_.y + land_spacing_ * static_cast<float>(gy);
            const float x1 = land_origin_.x + land_spacing_ * static_cast<float>(gx + 1);
            const float y1 = land_origin_.y + land_spacing_ * static_cast<float>(gy + 1);
            const glm::vec3 corners[4] = {{x0, y0, z}, {x1, y0, z}, {x1, y1, z}, {x0, y1, z}};
            add_land_square(first.x + gx, first.y + gy, corners);
        }
}

void World::add_terrain(const glm::vec2& origin, float spacing,
                        const std::vector<std::vector<float>>& heights, glm::ivec2 first) {
    land_.clear();
    if (heights.size() < 2 || heights[0].size() < 2 || !(spacing > 0.0f)) return;
    land_origin_ = origin;
    land_spacing_ = spacing;
    land_w_ = std::min(static_cast<int>(heights[0].size()) - 1, kMaxLandCells);
    land_h_ = std::min(static_cast<int>(heights.size()) - 1, kMaxLandCells);
    if (!on_map(first, land_w_, land_h_)) first = glm::ivec2(0);
    land_gx0_ = first.x;
    land_gy0_ = first.y;
    land_.reserve(static_cast<std::size_t>(land_w_) * static_cast<std::size_t>(land_h_));
    auto h = [&](int col, int row) {
        const auto& r = heights[static_cast<std::size_t>(row)];
        const auto c = static_cast<std::size_t>(col);
        return c < r.size() && std::isfinite(r[c]) ? r[c] : 0.0f;
    };
    for (int gy = 0; gy < land_h_; ++gy)
        for (int gx = 0; gx < land_w_; ++gx) {
            const float x0 = origin.x + spacing * static_cast<float>(gx);
            const float y0 = origin.y + spacing * static_cast<float>(gy);
            const float x1 = origin.x + spacing * static_cast<float>(gx + 1); // shared edges
            const float y1 = origin.y + spacing * static_cast<float>(gy + 1);
            const glm::vec3 corners[4] = {{x0, y0, h(gx, gy)},
                                          {x1, y0, h(gx + 1, gy)},
                                          {x1, y1, h(gx + 1, gy + 1)},
                                          {x0, y1, h(gx, gy + 1)}};
            add_land_square(first.x + gx, first.y + gy, corners);
        }
}

void World::add_land(const glm::vec2& origin, const glm::ivec2& first, int w, int h,
                     std::span<const float> heights, std::span<const std::uint8_t> present) {
    land_.clear();
    land_w_ = land_h_ = 0;
    // Global coordinates past retail's map would wrap the id's block bytes.
    if (w <= 0 || h <= 0 || !on_map(first, w, h)) return;
    const auto count = static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
    const auto verts = static_cast<std::size_t>(w + 1) * static_cast<std::size_t>(h + 1);
    if (heights.size() != verts || (!present.empty() && present.size() != count)) return;
    land_origin_ = origin;
    land_spacing_ = 24.0f;
    land_gx0_ = first.x;
    land_gy0_ = first.y;
    land_w_ = w;
    land_h_ = h;
    land_.reserve(count);
    auto z = [&](int i, int j) {
        const float v = heights[static_cast<std::size_t>(j * (w + 1) + i)];
        return std::isfinite(v) ? v : 0.0f;
    };
    for (int j = 0; j < h; ++j)
        for (int i = 0; i < w; ++i) {
            const float x0 = origin.x + 24.0f * static_cast<float>(i);
            const float y0 = origin.y + 24.0f * static_cast<float>(j);
            const float x1 = origin.x + 24.0f * static_cast<float>(i + 1); // shared edges
            const float y1 = origin.y + 24.0f * static_cast<float>(j + 1);
            const glm::vec3 corners[4] = {{x0, y0, z(i, j)},
                                          {x1, y0, z(i + 1, j)},
                                          {x1, y1, z(i + 1, j + 1)},
                                          {x0, y1, z(i, j + 1)}};
            add_land_square(first.x + i, first.y + j, corners);
            if (!present.empty() && present[static_cast<std::size_t>(j * w + i)] == 0)
                land_.back().id = 0;
        }
}

const LandCell* World::land_cell_at(float x, float y) const {
    if (land_w_ <= 0 || !std::isfinite(x) || !std::isfinite(y)) return nullptr;
    const float fx = (x - land_origin_.x) / land_spacing_;
    const float fy = (y - land_origin_.y) / land_spacing_;
    if (!(fx >= 0.0f && fy >= 0.0f && fx < static_cast<float>(land_w_) &&
          fy < static_cast<float>(land_h_)))
        return nullptr;
    const int gx = std::min(static_cast<int>(fx), land_w_ - 1);
    const int gy = std::min(static_cast<int>(fy), land_h_ - 1);
    const LandCell& c = land_[static_cast<std::size_t>(gy * land_w_ + gx)];
    return c.id != 0 ? &c : nullptr;
}

bool World::terrain_plane(float x, float y, Plane& plane) const {
    const LandCell* c = land_cell_at(x, y);
    if (c == nullptr) return false;
    const glm::vec3 p(x, y, 0.0f);
    // CLandCell::find_terrain_poly @ 0x00532CF0: polygon 0, then polygon 1.
    for (int i = 0; i < 2; ++i)
        if (point_in_poly2D(c->polygon(i), p, Sidedness::Positive)) {
            plane = c->plane[static_cast<std::size_t>(i)];
            return true;
        }
    return false;
}

// CLandCell::add_all_outside_cells @ 0x00533630 (the sphere overload): per sphere, the
// square under its centre (LandDefs::adjust_to_outside; the first centre off the land ends
// the loop), then CLandCell::check_add_cell_boundary's neighbours.
void World::add_all_outside_cells(std::uint32_t num_sphere, const Sphere* spheres,
                                  CellArray& array) const {
    if (array.added_outside) return;
    array.added_outside = true;
    // CLandCell::add_outside_cell @ 0x00532EC0: a grid square, if it is land.
    auto add_outside_cell = [&](int x, int y) {
        if (x < 0 || y < 0 || x >= land_w_ || y >= land_h_) return;
        const std::uint32_t id = land_[static_cast<std::size_t>(y * land_w_ + x)].id;
        if (id != 0) array.add_cell(id);
    };
    for (std::uint32_t s = 0; s < num_sphere; ++s) {
        const Sphere& sp = spheres[s];
        // LandDefs::adjust_to_outside @ 0x005A9BC0: the grid square under the centre and
        // the centre in it; off the land (or not finite) it fails and the loop stops.
        const float fx = (sp.center.x - land_origin_.x) / land_spacing_;
        const float fy = (sp.center.y - land_origin_.y) / land_spacing_;
        if (!(fx >= 0.0f && fy >= 0.0f && fx < static_cast<float>(land_w_) &&
              fy < static_cast<float>(land_h_)))
            break;
        const int x = std::min(static_cast<int>(fx), land_w_ - 1);
        const int y = std::min(static_cast<int>(fy), land_h_ - 1);
        const glm::vec2 pt(sp.center.x - land_origin_.x - land_spacing_ * static_cast<float>(x),
                           sp.center.y - land_origin_.y - land_spacing_ * static_cast<float>(y));
        const float incell_min = sp.radius;
        const float incell_max = land_spacing_ - sp.radius;
        add_outside_cell(x, y);
        // CLandCell::check_add_cell_boundary @ 0x00533260: one square past each edge the
        // centre is strictly within the radius of, the corner when both axes are.
        if (pt.x > incell_max) {
            add_outside_cell(x + 1, y);
            if (pt.y > incell_max) add_outside_cell(x + 1, y + 1);
            if (pt.y < incell_min) add_outside_cell(x + 1, y - 1);
        }
        if (pt.x < incell_min) {
            add_outside_cell(x - 1, y);
            if (pt.y > incell_max) add_outside_cell(x - 1, y + 1);
            if (pt.y < incell_min) add_outside_cell(x - 1, y - 1);
        }
        if (pt.y > incell_max) add_outside_cell(x, y + 1);
        if (pt.y < incell_min) add_outside_cell(x, y - 1);
    }
}

} // namespace sweeplab::physics
