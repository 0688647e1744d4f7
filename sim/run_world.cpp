#include "sim/run_world.h"

#include <stdexcept>
#include <string>

#include "scene/scene_error.h"
#include "scene/world_builder.h"

namespace sweeplab::app {

namespace {

// A builder's "section: problem" as the scene's error naming that section.
[[noreturn]] void throw_section_error(const scene::Scene& scene, const std::string& error) {
    // build_world names the section ("cells[2]: ...", "meshes.x.polygons[3]: ...").
    const auto colon = error.find(": ");
    throw scene::SceneError(scene.source_path,
                            colon == std::string::npos ? "" : error.substr(0, colon),
                            colon == std::string::npos ? error : error.substr(colon + 2));
}

std::unique_ptr<physics::World> build_scene_world(const scene::Scene& scene) {
    scene::BuiltWorld built = scene::build_world(scene);
    if (!built.ok()) throw_section_error(scene, built.error);
    return std::move(built.world);
}

// The DAT place of a scene with `dat`, its cells and objects added. DatError passes through.
std::unique_ptr<physics::World> build_dat_world(const scene::Scene& scene,
                                                std::unique_ptr<scene::DatWorldDesc>& desc,
                                                const dat::DatFolder& folder) {
    scene::DatWorldRequest request;
    request.landblocks = scene.dat->landblocks;
    request.radius = scene.dat->radius;
    request.extras = &scene;
    request.world = scene.dat->world;
    request.world_data = scene.dat->world_data;
    scene::DatWorld built;
    try {
        built = scene::build_dat_world(folder, request);
    } catch (const std::invalid_argument& e) {
        // "objects[2]: ..." for a scene extra; the rest is about the request itself.
        const std::string what = e.what();
        if (what.rfind("dat: ", 0) == 0)
            throw scene::SceneError(scene.source_path, "dat", what.substr(5));
        throw_section_error(scene, what);
    }
    desc = std::make_unique<scene::DatWorldDesc>(std::move(built.desc));
    return std::move(built.world);
}

} // namespace

std::unique_ptr<physics::World> build_run_world(const scene::Scene& scene,
                                                std::unique_ptr<scene::DatWorldDesc>& desc,
                                                const dat::DatFolder* folder) {
    if (!scene.dat) return build_scene_world(scene);
    if (folder != nullptr) return build_dat_world(scene, desc, *folder);
    const dat::DatFolder opened = dat::DatFolder::open(scene.dat->folder);
    return build_dat_world(scene, desc, opened);
}

const dat::DatFolder& run_folder(const std::shared_ptr<const dat::DatFolder>& run,
                                 const std::string& dir, std::optional<dat::DatFolder>& opened) {
    if (run && run->dir == dir) return *run;
    opened.emplace(dat::DatFolder::open(dir));
    return *opened;
}

} // namespace sweeplab::app
