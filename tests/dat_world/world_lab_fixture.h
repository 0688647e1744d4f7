#pragma once
// The lab on the synthetic place with its world (tests/worlddata/writer/synthetic_world.h):
// the crowd on the pad, a ghost, a chest, a door post, a stray weenie and a dropped lantern,
// opened at the outdoor location as `sweeplab --dat DIR --world DIR/world` opens it.
#include <filesystem>
#include <memory>
#include <string>

#include <unistd.h>

#include "dat/dat_folder.h"
#include "scene/location_scene.h"
#include "sim/lab_controller.h"
#include "tests/dat/writer/synthetic_place.h"
#include "tests/worlddata/writer/synthetic_world.h"

namespace sweeplab::test {

inline const std::filesystem::path& world_lab_dir() {
    static const std::filesystem::path dir = [] {
        // One copy a process: CTest runs the cases in parallel, each a process of its own.
        const std::filesystem::path d = std::filesystem::temp_directory_path() /
                                        ("sweeplab_world_lab_" + std::to_string(::getpid()));
        place::write_synthetic_place(d);
        place::write_synthetic_world(d / "world");
        return d;
    }();
    return dir;
}

inline std::unique_ptr<app::LabController> world_lab() {
    const dat::DatFolder folder = dat::DatFolder::open(world_lab_dir());
    return std::make_unique<app::LabController>(
        scene::location_scene(folder, scene::parse_location(place::kOutdoorLocation),
                              {(world_lab_dir() / "world").string()}),
        "");
}

} // namespace sweeplab::test
