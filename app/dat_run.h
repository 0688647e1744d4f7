#pragma once
// What a run plays, from the command line (docs/command-line.md, DAT worlds): a SCENE loaded
// with the DAT folder (`--dat DIR`, else $SWEEPLAB_DAT_DIR) for its `dat` key, or for a
// LOCATION the DAT place around it (scene/location_scene.h). The window, the screenshot and the
// headless runner all start from it; GL-free.
#include <memory>
#include <optional>
#include <string>

#include "app/cli.h"
#include "dat/dat_folder.h"
#include "scene/scene.h"
#include "sim/simulation.h"

namespace sweeplab::app {

// What a run plays and the DAT folder it opened for it (null for a scene without `dat`),
// opened once: the place builder and every Simulation of the run share it.
struct RunScene {
    scene::Scene scene;
    std::shared_ptr<const dat::DatFolder> folder;
};

// Throws scene::SceneError (a bad scene), dat::DatError (bad or missing DAT data) or
// CliError (a LOCATION without a DAT folder): each one line for stderr and exit code 2.
[[nodiscard]] RunScene load_run_scene(const Options& options);

// The command line's readings and frame rate (docs/command-line.md), --dat and the run's
// open folder, as every runner takes them.
[[nodiscard]] SimulationOptions simulation_options(const Options& options,
                                                   std::shared_ptr<const dat::DatFolder> folder);

// The folder --dat or $SWEEPLAB_DAT_DIR names; CliError `what: needs a DAT folder ...` when
// neither does.
[[nodiscard]] std::string require_dat_dir(const Options& options, const std::string& what);

// The player's `"location"` for a frame of a DAT world or of a scene that names its
// `landblock`: the cell holding the feet (retail's full id) and the feet in that cell's
// landblock frame, heading as the quaternion; nullopt for a scene with neither, or feet off
// the map.
[[nodiscard]] std::optional<std::string> player_location(const scene::Scene& scene,
                                                         const FrameOutput& frame);

} // namespace sweeplab::app
