#include "app/dat_run.h"

#include <glm/trigonometric.hpp>

#include "app/scene_catalog.h"
#include "dat/dat_folder.h"
#include "scene/loader.h"
#include "scene/location.h"
#include "scene/location_scene.h"

namespace sweeplab::app {

std::string require_dat_dir(const Options& options, const std::string& what) {
    const auto dir = dat::resolve_dat_dir(options.dat);
    if (!dir)
        throw CliError{what + ": needs a DAT folder: pass --dat DIR or set " +
                       std::string(dat::kDatDirEnv) + " to the folder holding " +
                       dat::kCellFileName + " and " + dat::kPortalFileName};
    return dir->string();
}

RunScene load_run_scene(const Options& options) {
    RunScene run;
    if (options.location.empty()) {
        scene::LoadOptions load;
        load.dat_dir = options.dat;
        load.world = options.world;
        run.scene = scene::load_scene_file(resolve_scene(options.scene), load);
        if (run.scene.dat)
            run.folder =
                std::make_shared<const dat::DatFolder>(dat::DatFolder::open(run.scene.dat->folder));
        return run;
    }
    scene::Location location;
    try {
        location = options.parsed_location ? *options.parsed_location
                                           : scene::parse_location_words(options.location);
    } catch (const scene::LocationError& e) {
        throw CliError{e.what()};
    }
    const std::string dir = require_dat_dir(options, dat::hex32(location.cell));
    run.folder = std::make_shared<const dat::DatFolder>(dat::DatFolder::open(dir));
    run.scene = scene::location_scene(*run.folder, location, options.world);
    return run;
}

SimulationOptions simulation_options(const Options& options,
                                     std::shared_ptr<const dat::DatFolder> folder) {
    SimulationOptions o;
    o.reading = options.reading;
    o.compare = options.compare;
    o.fps = options.fps ? static_cast<float>(*options.fps) : 0.0f;
    o.dat_folder = std::move(folder);
    o.dat_dir = options.dat;
    return o;
}

std::optional<std::string> player_location(const scene::Scene& scene, const FrameOutput& frame) {
    const glm::quat heading = scene::quat_from_yaw(glm::radians(frame.yaw_deg));
    if (scene.landblock) {
        // A scene that stands for a landblock: its frame is that landblock's, and a cell
        // named by a bare cell word is that landblock's cell (docs/scene-format.md).
        const std::uint32_t cell = frame.cell != 0 && frame.cell <= 0xFFFFu
                                       ? (*scene.landblock << 16u | frame.cell)
                                       : frame.cell;
        return scene::WorldFrame{*scene.landblock}.location_text(cell, frame.position, heading);
    }
    if (!scene.dat || scene.dat->landblocks.empty()) return std::nullopt;
    const scene::WorldFrame world{scene.dat->landblocks.front()};
    return world.location_text(frame.cell, frame.position, heading);
}

} // namespace sweeplab::app
