// sweeplab_consumer: retail's physics from outside sweeplab's tree, through the installed
// package (docs/library.md). A human avatar (the player's two spheres) is placed on flat land,
// walks forward for 30 frames at 30 Hz, and its feet are printed each frame with what the
// frame's sub-step trace saw. Given a DAT folder (the argument, else SWEEPLAB_DAT_DIR), it
// also reads one landblock (0xA9B4 unless a second argument names another) with the DAT
// reader. Exit 0 when the avatar walked on the ground, 1 otherwise or on a DAT error.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include "dat/dat_folder.h"
#include "dat/records/lookup.h"
#include "physics/version.h"
#include "physics/world/mover.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"

namespace physics = sweeplab::physics;
namespace dat = sweeplab::dat;

namespace {

bool walk_on_flat_land() {
    physics::World world;
    world.add_ground(0.0f, 96.0f); // flat land at z = 0, 192 m a side
    world.finalize();              // after this, queries never allocate

    physics::Mover avatar(world, physics::MoverConfig::player());
    if (!avatar.place(glm::vec3(0.0f, 0.0f, 0.0f), 0.0f)) {
        std::fprintf(stderr, "sweeplab_consumer: no place for the avatar\n");
        return false;
    }
    const glm::vec3 start = avatar.output().position;

    physics::MoverInput input;
    input.forward = 1.0f; // walk (run = false): 3.12 m/s
    // The trace is large (512 sub-steps, no allocation while tracing): keep it off the stack.
    const auto trace = std::make_unique<physics::FrameTrace>();
    for (int frame = 1; frame <= 30; ++frame) {
        trace->clear();
        avatar.update(1.0f / 30.0f, input, trace.get());
        const physics::MoverOutput& out = avatar.output();
        const char* hit =
            trace->count > 0 ? physics::substep_hit_name(trace->steps[trace->count - 1].hit) : "-";
        std::printf("frame %2d feet %.4f %.4f %.4f %s substeps %u last hit %s\n", frame,
                    static_cast<double>(out.position.x), static_cast<double>(out.position.y),
                    static_cast<double>(out.position.z),
                    out.on_walkable ? "on the ground" : "in the air", trace->count, hit);
    }
    const physics::MoverOutput& out = avatar.output();
    const float walked = glm::length(out.position - start);
    std::printf("walked %.3f m in 30 frames\n", static_cast<double>(walked));
    // One second at 3.12 m/s on flat ground, feet on it.
    return out.on_walkable && std::abs(out.position.z) < 1e-3f && walked > 2.5f && walked < 3.5f;
}

bool read_landblock(const std::optional<std::string>& dir_arg, std::uint32_t landblock) {
    const std::optional<std::filesystem::path> dir = dat::resolve_dat_dir(dir_arg);
    if (!dir) {
        std::printf("dat: no DAT folder given (an argument or %s)\n", dat::kDatDirEnv);
        return true;
    }
    try {
        const dat::DatFolder folder = dat::DatFolder::open(*dir);
        const auto block = folder.get<dat::LandBlockRecord>((landblock << 16u) | 0xFFFFu);
        const std::size_t centre = dat::LandBlockRecord::vertex_index(4, 4);
        std::printf("dat: landblock 0x%04X: centre vertex height index %u, terrain type %u, %s\n",
                    block.landblock(), static_cast<unsigned>(block.height[centre]),
                    block.type(centre), block.has_objects ? "with objects" : "no objects");
        return true;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "sweeplab_consumer: %s\n", e.what());
        return false;
    }
}

} // namespace

int main(int argc, char** argv) {
    std::printf("sweeplab physics %s\n", physics::version());
    const bool walked = walk_on_flat_land();
    std::optional<std::string> dir;
    if (argc > 1) dir = argv[1];
    const std::uint32_t landblock =
        argc > 2 ? static_cast<std::uint32_t>(std::strtoul(argv[2], nullptr, 16)) : 0xA9B4u;
    const bool read = read_landblock(dir, landblock);
    return walked && read ? 0 : 1;
}
