#pragma once
// The physics world a scene runs in, built one way for every runner (the Simulation, the
// survey): the scene's own cells, meshes and land (scene/world_builder.h), or for a scene
// with `dat` its DAT place (scene/dat_world_builder.h) with the scene's extras added.
#include <memory>
#include <optional>
#include <string>

#include "dat/dat_folder.h"
#include "physics/world/world.h"
#include "scene/dat_world_builder.h"
#include "scene/scene.h"

namespace sweeplab::app {

// Throws scene::SceneError (a section that does not build, naming it) and, for `dat`,
// dat::DatError. `folder`: the scene's DAT folder already open (else it is opened here);
// `desc` receives the DAT place's description (left null for a scene without `dat`).
[[nodiscard]] std::unique_ptr<physics::World>
build_run_world(const scene::Scene& scene, std::unique_ptr<scene::DatWorldDesc>& desc,
                const dat::DatFolder* folder = nullptr);

// The run's open DAT folder when it is the folder `dir` names, else `dir` opened now (kept in
// `opened`): one trip to the files for everything a run builds. Throws dat::DatError.
[[nodiscard]] const dat::DatFolder& run_folder(const std::shared_ptr<const dat::DatFolder>& run,
                                               const std::string& dir,
                                               std::optional<dat::DatFolder>& opened);

} // namespace sweeplab::app
