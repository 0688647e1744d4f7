#pragma once
// The DAT world builder's shared state (scene/dat_world_builder.cpp, dat_land.cpp,
// dat_cells.cpp, dat_objects.cpp): the two files, the world being built, the description,
// and the records read so far, each read and converted once however many stabs use it.
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "dat/records/environment.h"
#include "dat/records/gfx_obj.h"
#include "dat/records/land_block.h"
#include "dat/records/land_block_info.h"
#include "dat/records/setup.h"
#include "physics/bsp/bsp_tables.h"
#include "scene/dat_world_builder.h"

namespace sweeplab::scene::dat_detail {

// A GfxObj as the world uses it: the record and its physics tree in physics/bsp's layout
// (null without one).
struct GfxObjEntry {
    dat::GfxObj record;
    std::shared_ptr<const physics::PhysicsBsp> bsp;
};

// One CellStruct's trees, converted once per (Environment, structure).
struct CellStructEntry {
    const dat::CellStruct* cell_struct = nullptr; // inside the cached Environment
    physics::PhysicsBsp physics;
    physics::CellBsp cell;
    glm::vec3 local_min{0.0f}, local_max{0.0f}; // the vertices' box
};

class BuildContext {
  public:
    BuildContext(const dat::DatFile& cell, const dat::DatFile& portal, physics::World& w,
                 DatWorldDesc& d)
        : cell_file(cell), portal_file(portal), world(w), desc(d) {}

    const dat::DatFile& cell_file;
    const dat::DatFile& portal_file;
    physics::World& world;
    DatWorldDesc& desc;

    // Records of the portal file, read on first use; `who` names the record that names
    // them. Throws DatError: "WHO: GfxObj 0x01001234 is not in client_portal.dat" for a
    // missing one (the message names both records), the record's own for a malformed one.
    const GfxObjEntry& gfx_obj(std::uint32_t id, const dat::RecordName& who);
    const dat::SetupRecord& setup(std::uint32_t id, const dat::RecordName& who);
    const dat::Environment& environment(std::uint32_t id, const dat::RecordName& who);
    // The structure `index` of an Environment with its converted trees; `who` names the
    // EnvCell that asks (for the messages when the Environment is missing or the index is
    // past its cells).
    const CellStructEntry& cell_struct(std::uint32_t env_id, std::uint32_t index,
                                       const dat::RecordName& who);

    // The world position of a landblock's own origin (the world frame is the first
    // requested landblock's).
    [[nodiscard]] glm::vec3 offset(std::uint32_t landblock) const;
    // A frame stored in a landblock's frame, in the world frame.
    [[nodiscard]] physics::Frame to_world(std::uint32_t landblock, const dat::DatFrame& f) const;

    [[nodiscard]] dat::RecordName cell_name(std::uint32_t id, const char* type) const {
        return dat::RecordName{cell_file.file_name(), id, type};
    }
    [[nodiscard]] dat::RecordName portal_name(std::uint32_t id, const char* type) const {
        return dat::RecordName{portal_file.file_name(), id, type};
    }

  private:
    // The bytes of a record `who` names, from the portal file.
    [[nodiscard]] std::vector<std::byte> read_named(std::uint32_t id, const dat::RecordName& name,
                                                    const dat::RecordName& who) const;

    std::unordered_map<std::uint32_t, std::unique_ptr<GfxObjEntry>> gfx_objs_;
    std::unordered_map<std::uint32_t, std::unique_ptr<dat::SetupRecord>> setups_;
    std::unordered_map<std::uint32_t, std::unique_ptr<dat::Environment>> environments_;
    std::unordered_map<std::uint64_t, std::unique_ptr<CellStructEntry>> cell_structs_;
};

// One loaded landblock's records (dat_land.cpp reads them; the others use them).
struct LoadedBlock {
    std::uint32_t id = 0; // 0xXXYY
    dat::LandBlockRecord land;
    bool has_info = false;
    dat::LandBlockInfoRecord info;
};

// dat_land.cpp: reads the landblocks of the area (skipping missing neighbours), fills
// desc.landblocks / desc.skipped and adds the land grid to the world.
std::vector<LoadedBlock> load_land(BuildContext& ctx, const std::vector<std::uint32_t>& area,
                                   std::size_t requested);
// dat_cells.cpp: the EnvCells of one landblock and their static objects.
void add_cells(BuildContext& ctx, const LoadedBlock& block);
// dat_objects.cpp: one stab (a LandBlockInfo object or an EnvCell static) as objects.
// `owner` names the record holding it, for messages; `cell` is the EnvCell (full id) or 0.
void add_stab(BuildContext& ctx, const dat::DatStab& stab, std::uint32_t landblock,
              std::uint32_t cell, const dat::RecordName& owner, std::size_t index);
// dat_objects.cpp: one LandBlockInfo building.
void add_building(BuildContext& ctx, const dat::BuildingInfo& b, std::uint32_t landblock,
                  const dat::RecordName& owner, std::size_t index);
// dat_world_objects.cpp: the server's world objects of the loaded landblocks (req.world),
// placed as the server places them and filed into the world as dynamic objects.
void add_world_objects(BuildContext& ctx, const std::vector<LoadedBlock>& blocks,
                       const DatWorldRequest& req);
// dat_objects.cpp: the frame of Setup part i of an object at `obj` scaled by `scale`
// (CPartArray::SetPlacementFrame(0x65): Resting, else Default; AFrame origins scaled).
physics::Frame part_frame_in(const dat::SetupRecord& s, std::size_t i, const physics::Frame& obj,
                             float scale, std::uint32_t placement_key);
// dat_world_builder.cpp: the description's warnings about its cells (a cell without
// portals; a cell with an outside portal that no building's portal enters).
void add_cell_warnings(DatWorldDesc& desc, const std::vector<LoadedBlock>& blocks);
// The drawing mesh of polygons over vertices, placed by `frame` (world space). `portals`
// marks the polygons that are portals (cells), or is empty.
void append_mesh(DatMesh& mesh, const dat::PolygonTable& polygons, const dat::VertexArray& vertices,
                 const physics::Frame& frame, float scale,
                 const std::vector<std::uint16_t>& portals);

} // namespace sweeplab::scene::dat_detail
