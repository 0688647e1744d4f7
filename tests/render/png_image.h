#pragma once
// The screenshot a checker reads: an RGB PNG loaded with stb_image, a pixel as a colour, and
// a colour's chromaticity (what the lighting does not change). Shared by the render
// checkers; each executable defines stb_image's implementation once (its CMake target).
#include <cstddef>
#include <vector>

#include <glm/vec3.hpp>
#include <stb/stb_image.h>

namespace sweeplab::test {

struct Image {
    int w = 0, h = 0;
    std::vector<unsigned char> rgb;
    [[nodiscard]] glm::vec3 at(int x, int y) const {
        const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(w) +
                               static_cast<std::size_t>(x)) *
                              3;
        return {static_cast<float>(rgb[i]) / 255.0f, static_cast<float>(rgb[i + 1]) / 255.0f,
                static_cast<float>(rgb[i + 2]) / 255.0f};
    }
};

// Reads `path` into `img`; false when it is no readable image.
inline bool load_png(const char* path, Image& img) {
    int n = 0;
    unsigned char* data = stbi_load(path, &img.w, &img.h, &n, 3);
    if (data == nullptr) return false;
    img.rgb.assign(data,
                   data + static_cast<std::size_t>(img.w) * static_cast<std::size_t>(img.h) * 3u);
    stbi_image_free(data);
    return true;
}

inline glm::vec3 chroma(const glm::vec3& c) {
    const float s = c.x + c.y + c.z;
    return s > 1e-3f ? c / s : glm::vec3(1.0f / 3.0f);
}

} // namespace sweeplab::test
