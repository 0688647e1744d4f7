#include "survey/map_raster.h"

#include <cstdlib>
#include <fstream>
#include <stdexcept>

#include <stb/stb_image_write.h>

namespace sweeplab::app::survey {

namespace {

std::uint8_t mix_channel(std::uint8_t a, std::uint8_t b, float alpha) {
    const float v = static_cast<float>(a) * alpha + static_cast<float>(b) * (1.0f - alpha);
    return static_cast<std::uint8_t>(std::clamp(std::lround(v), 0L, 255L));
}

// The pixel whose square holds a point.
int pixel_of(float v) {
    return static_cast<int>(std::floor(v));
}

} // namespace

Rgb mix(Rgb a, Rgb b, float alpha) {
    alpha = std::clamp(alpha, 0.0f, 1.0f);
    return {mix_channel(a.r, b.r, alpha), mix_channel(a.g, b.g, alpha),
            mix_channel(a.b, b.b, alpha)};
}

Mask::Mask(int width, int height)
    : width_(width), height_(height),
      bits_(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), 0) {}

void Mask::fill_triangle(glm::vec2 a, glm::vec2 b, glm::vec2 c) {
    for_each_triangle_pixel(width_, height_, a, b, c, [&](int x, int y, float, float, float) {
        bits_[static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
              static_cast<std::size_t>(x)] = 1;
    });
}

void Mask::fill_polygon(const std::vector<glm::vec2>& points) {
    for (std::size_t i = 2; i < points.size(); ++i)
        fill_triangle(points[0], points[i - 1], points[i]);
}

void Mask::line(glm::vec2 a, glm::vec2 b) {
    const int size = std::max(width_, height_);
    for_each_line_pixel(detail::clamp_end(a, size), detail::clamp_end(b, size), [&](int x, int y) {
        if (x >= 0 && y >= 0 && x < width_ && y < height_)
            bits_[static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
                  static_cast<std::size_t>(x)] = 1;
    });
}

bool Mask::at(int x, int y) const {
    if (x < 0 || y < 0 || x >= width_ || y >= height_) return false;
    return bits_[static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
                 static_cast<std::size_t>(x)] != 0;
}

Raster::Raster(int width, int height, Rgb background)
    : width_(width), height_(height),
      rgb_(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 3) {
    for (std::size_t i = 0; i < rgb_.size(); i += 3) {
        rgb_[i] = background.r;
        rgb_[i + 1] = background.g;
        rgb_[i + 2] = background.b;
    }
}

Rgb Raster::at(int x, int y) const {
    if (x < 0 || y < 0 || x >= width_ || y >= height_) return {};
    const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
                           static_cast<std::size_t>(x)) *
                          3;
    return {rgb_[i], rgb_[i + 1], rgb_[i + 2]};
}

void Raster::set(int x, int y, Rgb c) {
    if (x < 0 || y < 0 || x >= width_ || y >= height_) return;
    const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
                           static_cast<std::size_t>(x)) *
                          3;
    rgb_[i] = c.r;
    rgb_[i + 1] = c.g;
    rgb_[i + 2] = c.b;
}

void Raster::blend(int x, int y, Rgb c, float alpha) {
    if (x < 0 || y < 0 || x >= width_ || y >= height_) return;
    set(x, y, alpha >= 1.0f ? c : mix(c, at(x, y), alpha));
}

void Raster::fill_triangle(glm::vec2 a, glm::vec2 b, glm::vec2 c, Rgb colour) {
    for_each_triangle_pixel(width_, height_, a, b, c,
                            [&](int x, int y, float, float, float) { set(x, y, colour); });
}

void Raster::fill_mask(const Mask& mask, Rgb colour, float alpha) {
    for (int y = 0; y < std::min(height_, mask.height()); ++y)
        for (int x = 0; x < std::min(width_, mask.width()); ++x)
            if (mask.at(x, y)) blend(x, y, colour, alpha);
}

void Raster::line(glm::vec2 a, glm::vec2 b, Rgb colour, int thickness, float alpha) {
    const int size = std::max(width_, height_);
    const int lo = -(thickness - 1) / 2, hi = thickness / 2;
    for_each_line_pixel(detail::clamp_end(a, size), detail::clamp_end(b, size), [&](int x, int y) {
        for (int oy = lo; oy <= hi; ++oy)
            for (int ox = lo; ox <= hi; ++ox)
                blend(x + ox, y + oy, colour, alpha);
    });
}

void Raster::disc(glm::vec2 centre, float radius, Rgb colour, float alpha) {
    ring(centre, -1.0f, radius, colour, alpha);
}

void Raster::ring(glm::vec2 centre, float inner, float outer, Rgb colour, float alpha) {
    const int x0 = pixel_of(centre.x - outer), x1 = pixel_of(centre.x + outer);
    const int y0 = pixel_of(centre.y - outer), y1 = pixel_of(centre.y + outer);
    for (int y = std::max(y0, 0); y <= std::min(y1, height_ - 1); ++y)
        for (int x = std::max(x0, 0); x <= std::min(x1, width_ - 1); ++x) {
            const float ddx = static_cast<float>(x) + 0.5f - centre.x;
            const float ddy = static_cast<float>(y) + 0.5f - centre.y;
            const float d2 = ddx * ddx + ddy * ddy;
            if (d2 <= outer * outer && (inner < 0.0f || d2 >= inner * inner))
                blend(x, y, colour, alpha);
        }
}

void Raster::rect(int x0, int y0, int x1, int y1, Rgb colour, float alpha) {
    for (int y = std::max(y0, 0); y < std::min(y1, height_); ++y)
        for (int x = std::max(x0, 0); x < std::min(x1, width_); ++x)
            blend(x, y, colour, alpha);
}

void Raster::frame_rect(int x0, int y0, int x1, int y1, Rgb colour, float alpha) {
    if (x1 <= x0 || y1 <= y0) return;
    rect(x0, y0, x1, y0 + 1, colour, alpha);
    if (y1 - 1 > y0) rect(x0, y1 - 1, x1, y1, colour, alpha);
    rect(x0, y0 + 1, x0 + 1, y1 - 1, colour, alpha);
    if (x1 - 1 > x0) rect(x1 - 1, y0 + 1, x1, y1 - 1, colour, alpha);
}

void Raster::blit(const Raster& src, int x, int y) {
    for (int sy = 0; sy < src.height(); ++sy)
        for (int sx = 0; sx < src.width(); ++sx)
            set(x + sx, y + sy, src.at(sx, sy));
}

std::vector<std::uint8_t> png_bytes(const Raster& r) {
    std::vector<std::uint8_t> out;
    // The flip is process-wide state the lab's screenshots set: a map's rows run top down.
    stbi_flip_vertically_on_write(0);
    const int ok = stbi_write_png_to_func(
        [](void* context, void* data, int size) {
            auto* v = static_cast<std::vector<std::uint8_t>*>(context);
            const auto* p = static_cast<const std::uint8_t*>(data);
            v->insert(v->end(), p, p + size);
        },
        &out, r.width(), r.height(), 3, r.bytes().data(), r.width() * 3);
    if (ok == 0) out.clear();
    return out;
}

void write_png(const std::string& path, const Raster& r) {
    const std::vector<std::uint8_t> png = png_bytes(r);
    std::ofstream file(path, std::ios::binary);
    if (!png.empty() && file)
        file.write(reinterpret_cast<const char*>(png.data()),
                   static_cast<std::streamsize>(png.size()));
    file.close(); // a full disk shows here, not in the destructor
    if (png.empty() || !file) throw std::runtime_error(path + ": cannot write the PNG");
}

} // namespace sweeplab::app::survey
