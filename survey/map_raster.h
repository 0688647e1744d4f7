#pragma once
// The survey maps' software rasteriser (docs/survey.md, "Maps"): an RGB picture, filled
// triangles (with a callback per pixel, for the land's height shading), lines, discs, rings,
// rectangles, a one-bit coverage mask, and the PNG writer. No GL: the survey runs where there
// is no display. Pixel (x, y) has its centre at (x + 0.5, y + 0.5), y down; a pixel is
// covered when its centre is, ties broken by the top-left rule, so two triangles that share an
// edge cover every pixel along it exactly once and the same input always gives the same bytes.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include <glm/vec2.hpp>

namespace sweeplab::app::survey {

struct Rgb {
    std::uint8_t r = 0, g = 0, b = 0;
    friend bool operator==(const Rgb&, const Rgb&) = default;
};

// `a` over `b` with opacity `alpha` (0..1), rounded.
[[nodiscard]] Rgb mix(Rgb a, Rgb b, float alpha);

// Calls f(x, y, w0, w1, w2) for every pixel of a width x height grid whose centre the
// triangle covers, (w0, w1, w2) the centre's barycentric weights of a, b, c (summing to 1).
// Either winding; a degenerate triangle covers nothing.
template <class F>
void for_each_triangle_pixel(int width, int height, glm::vec2 a, glm::vec2 b, glm::vec2 c, F&& f);

// Calls f(x, y) for every pixel of the line between the pixels holding a and b (Bresenham
// over the ends' pixels, both ends included). The caller clamps ends far off the picture.
template <class F>
void for_each_line_pixel(glm::vec2 a, glm::vec2 b, F&& f);

// Pixels a shape covers, without colour: to fill overlapping polygons once (a building's
// walls and roof seen from above) and blend the union in one pass.
class Mask {
  public:
    Mask(int width, int height);
    void fill_triangle(glm::vec2 a, glm::vec2 b, glm::vec2 c);
    // A convex or fan-shaped polygon (pixel coordinates), as a fan from its first vertex.
    void fill_polygon(const std::vector<glm::vec2>& points);
    void line(glm::vec2 a, glm::vec2 b);
    [[nodiscard]] bool at(int x, int y) const;
    [[nodiscard]] int width() const { return width_; }
    [[nodiscard]] int height() const { return height_; }

  private:
    int width_, height_;
    std::vector<std::uint8_t> bits_;
};

class Raster {
  public:
    Raster(int width, int height, Rgb background);
    [[nodiscard]] int width() const { return width_; }
    [[nodiscard]] int height() const { return height_; }
    [[nodiscard]] Rgb at(int x, int y) const;
    // Outside the picture: ignored.
    void set(int x, int y, Rgb c);
    void blend(int x, int y, Rgb c, float alpha);

    void fill_triangle(glm::vec2 a, glm::vec2 b, glm::vec2 c, Rgb colour);
    // Every pixel of the mask blended with `colour`.
    void fill_mask(const Mask& mask, Rgb colour, float alpha);
    // A line between the two points' pixels (Bresenham over the rounded ends), `thickness`
    // pixels wide (a square brush), blended with `alpha`.
    void line(glm::vec2 a, glm::vec2 b, Rgb colour, int thickness = 1, float alpha = 1.0f);
    // The pixels whose centres lie within `radius` of `centre`.
    void disc(glm::vec2 centre, float radius, Rgb colour, float alpha = 1.0f);
    // The pixels whose centres lie between `inner` and `outer` from `centre`.
    void ring(glm::vec2 centre, float inner, float outer, Rgb colour, float alpha = 1.0f);
    // [x0, x1) x [y0, y1), clipped.
    void rect(int x0, int y0, int x1, int y1, Rgb colour, float alpha = 1.0f);
    // The one-pixel outline of [x0, x1) x [y0, y1).
    void frame_rect(int x0, int y0, int x1, int y1, Rgb colour, float alpha = 1.0f);
    // `src` copied with its top-left corner at (x, y), clipped.
    void blit(const Raster& src, int x, int y);
    // The RGB bytes, rows top to bottom.
    [[nodiscard]] const std::vector<std::uint8_t>& bytes() const { return rgb_; }

  private:
    int width_, height_;
    std::vector<std::uint8_t> rgb_;
};

// The picture as PNG bytes (deterministic: the same picture, the same bytes).
[[nodiscard]] std::vector<std::uint8_t> png_bytes(const Raster& r);
// Writes it to `path`; throws std::runtime_error "PATH: cannot write the PNG".
void write_png(const std::string& path, const Raster& r);

// ---- template definition

namespace detail {
// Twice the signed area of (a, b, p): positive when p is left of a->b (y down: clockwise).
[[nodiscard]] inline double edge(glm::vec2 a, glm::vec2 b, double px, double py) {
    return (static_cast<double>(b.x) - a.x) * (py - a.y) -
           (static_cast<double>(b.y) - a.y) * (px - a.x);
}
// The top-left rule for an edge a->b of a triangle wound with positive area: a pixel centre
// exactly on the edge belongs to the triangle when the edge is a top or a left edge.
[[nodiscard]] inline bool top_left(glm::vec2 a, glm::vec2 b) {
    return (a.y == b.y && b.x < a.x) || b.y < a.y;
}
[[nodiscard]] inline int clamp_int(double v, int lo, int hi) {
    if (!(v > lo)) return lo;
    if (!(v < hi)) return hi;
    return static_cast<int>(v);
}
// Ends far outside a picture of `size` pixels moved in to a generous box, so a line's loop
// stays short (a polygon far off the picture is still drawn where it crosses it, to within a
// pixel of its slope).
[[nodiscard]] inline glm::vec2 clamp_end(glm::vec2 p, int size) {
    const float limit = static_cast<float>(size) * 4.0f;
    return {std::clamp(p.x, -limit, limit), std::clamp(p.y, -limit, limit)};
}
} // namespace detail

template <class F>
void for_each_line_pixel(glm::vec2 a, glm::vec2 b, F&& f) {
    if (!std::isfinite(a.x) || !std::isfinite(a.y) || !std::isfinite(b.x) || !std::isfinite(b.y))
        return;
    int x0 = static_cast<int>(std::floor(a.x)), y0 = static_cast<int>(std::floor(a.y));
    const int x1 = static_cast<int>(std::floor(b.x)), y1 = static_cast<int>(std::floor(b.y));
    const int dx = std::abs(x1 - x0), dy = -std::abs(y1 - y0);
    const int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
    int err = dx + dy;
    for (;;) {
        f(x0, y0);
        if (x0 == x1 && y0 == y1) break;
        const int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x0 += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y0 += sy;
        }
    }
}

template <class F>
void for_each_triangle_pixel(int width, int height, glm::vec2 a, glm::vec2 b, glm::vec2 c, F&& f) {
    double area = detail::edge(a, b, c.x, c.y);
    if (!(area != 0.0) || !std::isfinite(area)) return;
    // Wound one way, so every covered centre has three non-negative edge values; the weights
    // of b and c are handed back in the caller's order.
    const bool flip = area < 0.0;
    if (flip) {
        std::swap(b, c);
        area = -area;
    }
    const int x0 = detail::clamp_int(std::floor(std::min({a.x, b.x, c.x}) - 0.5f), 0, width);
    const int x1 = detail::clamp_int(std::ceil(std::max({a.x, b.x, c.x}) + 0.5f), 0, width);
    const int y0 = detail::clamp_int(std::floor(std::min({a.y, b.y, c.y}) - 0.5f), 0, height);
    const int y1 = detail::clamp_int(std::ceil(std::max({a.y, b.y, c.y}) + 0.5f), 0, height);
    const bool tl0 = detail::top_left(b, c), tl1 = detail::top_left(c, a),
               tl2 = detail::top_left(a, b);
    for (int y = y0; y < y1; ++y) {
        const double py = y + 0.5;
        for (int x = x0; x < x1; ++x) {
            const double px = x + 0.5;
            const double e0 = detail::edge(b, c, px, py); // weight of a
            const double e1 = detail::edge(c, a, px, py); // weight of b
            const double e2 = detail::edge(a, b, px, py); // weight of c
            if (e0 < 0.0 || e1 < 0.0 || e2 < 0.0) continue;
            if ((e0 == 0.0 && !tl0) || (e1 == 0.0 && !tl1) || (e2 == 0.0 && !tl2)) continue;
            const auto w0 = static_cast<float>(e0 / area), w1 = static_cast<float>(e1 / area),
                       w2 = static_cast<float>(e2 / area);
            if (flip)
                f(x, y, w0, w2, w1);
            else
                f(x, y, w0, w1, w2);
        }
    }
}

} // namespace sweeplab::app::survey
