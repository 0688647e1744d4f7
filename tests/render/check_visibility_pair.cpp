// check_visibility_pair ON.png OFF.png: the camera-flap screenshot pair
// (docs/research/retail-reference.md, "The chase camera and the indoor flap"). Both are
// the cottage at the same frame with retail visibility, CollideCamera on and off, the boom
// reaching back through room A's west wall. The window looks from the eye at the head pivot,
// so the pivot is at the centre of both images:
//   on:  the eye is inside room A; the wall is behind it (missing), the avatar shows;
//   off: the eye is outside; the house's shell wall is drawn (present) and hides the avatar.
// The check counts, in a box at the centre, the pixels with the shell wall's colour and with
// the avatar's colour (by chromaticity, so the lighting does not matter).
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "render/scene_geometry.h"
#include "tests/render/png_image.h"

using sweeplab::test::chroma;
using sweeplab::test::Image;

namespace {

struct Fractions {
    float wall = 0.0f;
    float avatar = 0.0f;
};

// The centre box: a sixth of the height on each side, around the pivot.
Fractions centre(const Image& img) {
    const glm::vec3 wall = chroma(glm::vec3(sweeplab::render::palette::kShell));
    const glm::vec3 avatar = chroma(glm::vec3(sweeplab::render::palette::kAvatar));
    const int half = img.h / 12;
    int n = 0, n_wall = 0, n_avatar = 0;
    for (int y = img.h / 2 - half; y <= img.h / 2 + half; ++y)
        for (int x = img.w / 2 - half; x <= img.w / 2 + half; ++x) {
            const glm::vec3 c = chroma(img.at(x, y));
            ++n;
            if (glm::length(c - wall) < 0.03f) ++n_wall;
            if (glm::length(c - avatar) < 0.05f) ++n_avatar;
        }
    return {static_cast<float>(n_wall) / static_cast<float>(n),
            static_cast<float>(n_avatar) / static_cast<float>(n)};
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: check_visibility_pair ON.png OFF.png\n");
        return 2;
    }
    Image on, off;
    if (!sweeplab::test::load_png(argv[1], on) || !sweeplab::test::load_png(argv[2], off)) {
        std::fprintf(stderr, "cannot read the PNGs\n");
        return 1;
    }
    const Fractions f_on = centre(on), f_off = centre(off);
    std::printf("centre box, CollideCamera on:  wall %.2f, avatar %.2f\n", f_on.wall, f_on.avatar);
    std::printf("centre box, CollideCamera off: wall %.2f, avatar %.2f\n", f_off.wall,
                f_off.avatar);
    int failures = 0;
    if (f_on.wall > 0.05f) {
        std::printf("FAIL on: the wall behind the eye is drawn over the avatar\n");
        ++failures;
    }
    if (f_on.avatar < 0.2f) {
        std::printf("FAIL on: the avatar is not at the centre\n");
        ++failures;
    }
    if (f_off.wall < 0.6f) {
        std::printf("FAIL off: the shell wall between the eye and the avatar is not drawn\n");
        ++failures;
    }
    if (f_off.avatar > 0.02f) {
        std::printf("FAIL off: the avatar shows through the wall\n");
        ++failures;
    }
    std::printf(failures ? "FAIL\n" : "OK\n");
    return failures ? 1 : 0;
}
