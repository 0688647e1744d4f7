#pragma once
// The loader's sections, one file each; private to scene/.
#include <filesystem>
#include <optional>

#include "scene/json_reader.h"
#include "scene/scene.h"

namespace sweeplab::scene::detail {

void read_meshes(const JsonNode& node, Scene& scene);
void read_cells(const JsonNode& node, Scene& scene);
void read_objects(const JsonNode& node, Scene& scene);
void read_crowds(const JsonNode& node, Scene& scene);
void read_checks(const JsonNode& node, Scene& scene);
// `dat`: the landblocks and radius; `dat_dir` the folder already resolved (nullopt: none).
void read_dat(const JsonNode& node, Scene& scene,
              const std::optional<std::filesystem::path>& dat_dir);

} // namespace sweeplab::scene::detail
