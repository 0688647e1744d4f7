#pragma once
// The places the higher families run at (docs/vectors.md, "Places"): a JSON scene, named by
// its file (relative to the folder of the file of cases) and the FNV-1a hash of its bytes, or
// a retail DAT place, named by its landblock and the cell file's iteration of that
// landblock's records. A place is built as `sweeplab --headless` builds it
// (sim/run_world.h) and kept for every case that names it. Positions in a place's cases are
// in its world frame: a DAT place's landblock frame, a scene's own coordinates.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "dat/dat_folder.h"
#include "physics/world/enter_world.h"
#include "physics/world/mover.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"
#include "scene/dat_world_builder.h"
#include "scene/scene.h"
#include "vectors/json_line.h"

namespace sweeplab::vectors {

struct PlaceOptions {
    std::string dat_dir; // --dat DIR: the retail DAT files of the DAT places
    // Export: the scenes and the DAT places (a cell or landblock id, 0xXXYYnnnn) to generate
    // over, and the folder the cases are written to (scenes are copied to its scenes/).
    std::vector<std::string> scenes;
    std::vector<std::uint32_t> dat_places;
    std::string out_dir;
};

struct OpenPlace {
    std::string json; // how a case names it: {"scene":"scenes/crowd.json","fnv1a64":"…"}
    std::string name; // "crowd", "0xA9B4"
    scene::Scene scene;
    std::shared_ptr<const dat::DatFolder> folder; // null for a scene
    std::unique_ptr<scene::DatWorldDesc> desc;
    std::unique_ptr<physics::World> world;
    physics::MoverConfig player; // the place's player: spheres and step heights
    std::unique_ptr<physics::EnterWorld> placer;

    // The id a case writes for an internal cell id: an indoor cell's external id (a DAT
    // place's full retail id, a scene's own), a land cell's id, 0 for none.
    [[nodiscard]] std::uint32_t cell_out(std::uint32_t internal) const;
    // The internal id of a written one; false when the place has no such cell (0 is none).
    [[nodiscard]] bool cell_in(std::uint32_t written, std::uint32_t& internal) const;
};

// FNV-1a, 64 bits, of a file's bytes (how a scene place is named).
[[nodiscard]] std::uint64_t fnv1a64(const std::string& bytes);
// The iteration a DAT place is named by: the cell file's directory entry of the landblock's
// LandBlockInfo (0xXXYYFFFE), or of its LandBlock (0xXXYYFFFF) when it has no info.
[[nodiscard]] std::int32_t dat_place_iteration(const dat::DatFolder& folder,
                                               std::uint32_t landblock);

class Places {
  public:
    explicit Places(PlaceOptions options = {});
    ~Places();
    Places(const Places&) = delete;
    Places& operator=(const Places&) = delete;

    // Export: the places to generate over, opened in order (scenes, then DAT places); each
    // scene is copied into out_dir/scenes/. Throws FormatError.
    [[nodiscard]] std::vector<OpenPlace*> export_places();
    // Check: the folder the file being checked is in (a scene's path is relative to it).
    void set_case_dir(std::string dir) { case_dir_ = std::move(dir); }
    // The place `in.place` names, opened on first use. Throws FormatError ("in.place: …").
    [[nodiscard]] OpenPlace& place_of(const JsonNode& in);
    // A frame trace the families reuse (a transition's last sub-step).
    [[nodiscard]] physics::FrameTrace& trace();
    [[nodiscard]] const PlaceOptions& options() const { return options_; }

  private:
    OpenPlace& open_scene(const std::string& path, const std::string& written_as,
                          const std::string& bytes);
    OpenPlace& open_dat(std::uint32_t landblock);
    const dat::DatFolder& folder();
    PlaceOptions options_;
    std::string case_dir_;
    std::shared_ptr<const dat::DatFolder> folder_;
    std::map<std::string, std::unique_ptr<OpenPlace>> open_; // by OpenPlace::json
    std::map<std::string, OpenPlace*> by_text_;              // by a case's own place text
    std::unique_ptr<physics::FrameTrace> trace_;
};

} // namespace sweeplab::vectors
