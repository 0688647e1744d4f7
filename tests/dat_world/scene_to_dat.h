#pragma once
// Synthetic DAT files for the DAT world builder's tests: physics trees compiled from meshes
// written as retail records (Environment CellStructs, GfxObjs), and a whole shipped scene
// turned into a 3 x 3 landblock area: its ground as LandBlocks, its cells as EnvCells, its
// boxes and meshes as GfxObj stabs, its buildings as LandBlockInfo buildings, its spheres
// and cylspheres as Setup stabs. What a DAT cannot hold (creatures, ethereal objects, crowd
// members) stays in the scene as extras.
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <vector>

#include "dat/dat_file.h"
#include "physics/bsp/bsp_compiler.h"
#include "scene/scene.h"
#include "tests/dat/writer/cell_records_writer.h"
#include "tests/dat/writer/dat_writer.h"
#include "tests/dat/writer/geometry_writer.h"
#include "tests/dat/writer/setup_writer.h"

namespace sweeplab::test::datw {

using dat::testing::BspNodeSpec;
using dat::testing::CellStructSpec;
using dat::testing::GfxObjSpec;
using dat::testing::PolygonSpec;
using dat::testing::VertexArraySpec;

// A compiled physics tree as retail stores it: its polygons (each tree polygon one record
// polygon, vertices appended to `va`) and its nodes in preorder.
void physics_tree_spec(const physics::PhysicsBsp& tree, VertexArraySpec& va,
                       std::vector<PolygonSpec>& polygons, BspNodeSpec& root);
[[nodiscard]] BspNodeSpec cell_tree_spec(const physics::CellBsp& tree);

// An indoor cell's structure from its inward mesh: drawing polygons = the mesh's, physics
// and cell trees compiled as World::add_env_cell compiles them (portal polygons not solid,
// every leaf open).
[[nodiscard]] CellStructSpec cell_struct_from_mesh(const physics::MeshInput& mesh,
                                                   std::span<const std::uint32_t> portals);
// The same structure with the physics tree a retail tree may have instead of the compiled one:
// the first splitting plane through the middle of the mesh's box along the cell's x, each side
// split again along y, four open leaves holding the physics polygons' fragments in their
// quarters (portal polygons excluded). A sphere near the room's middle straddles the planes.
[[nodiscard]] CellStructSpec
cell_struct_split_through_middle(const physics::MeshInput& mesh,
                                 std::span<const std::uint32_t> portals);
// A GfxObj with physics (the compiled mesh) and drawing polygons (the mesh's).
[[nodiscard]] GfxObjSpec gfx_obj_from_mesh(std::uint32_t id, const physics::MeshInput& mesh);
// A GfxObj that only draws (no physics BSP).
[[nodiscard]] GfxObjSpec drawing_gfx_obj(std::uint32_t id, const physics::MeshInput& mesh);

[[nodiscard]] physics::MeshInput to_mesh_input(const scene::Mesh& mesh);
// An outward box of half extents h around `centre`.
[[nodiscard]] physics::MeshInput box_mesh(const glm::vec3& h, const glm::vec3& centre = {});

[[nodiscard]] dat::DatFrame dat_frame(const glm::vec3& origin, float yaw_deg);

// The two files being written, with the area's land. Land heights: table[i] = base + 0.5 i.
struct SyntheticArea {
    std::uint32_t centre = 0xA9B4;
    float base_z = 0.0f;
    // The height byte of vertex (x, y) of landblock lb (0 everywhere by default).
    std::function<std::uint8_t(std::uint32_t lb, int x, int y)> height;
    dat::testing::DatWriter cell{dat::testing::DatKind::cell};
    dat::testing::DatWriter portal{dat::testing::DatKind::portal};
    dat::LandBlockInfoRecord info; // the centre block's, written by finish()
    std::vector<dat::EnvCellRecord> cells;

    [[nodiscard]] float table(int i) const { return base_z + 0.5f * static_cast<float>(i); }
    // Writes the Region, the 3 x 3 LandBlocks (the centre one with objects), the centre's
    // LandBlockInfo and EnvCells. Call once, after adding everything.
    void finish();
    [[nodiscard]] std::uint32_t cell_id(std::size_t index) const {
        return centre << 16u | (0x100u + static_cast<std::uint32_t>(index));
    }
    [[nodiscard]] dat::DatFile cell_file() const;
    [[nodiscard]] dat::DatFile portal_file() const;
};

// A shipped scene written into a SyntheticArea (landblock 0xA9B4's frame = the scene's).
struct SceneDat {
    SyntheticArea area;
    scene::Scene extras;                              // the scene less what the DAT holds
    std::map<std::uint32_t, std::uint32_t> cell_ids;  // scene cell id -> retail full id
    std::map<std::uint32_t, std::uint32_t> record_of; // scene object id -> GfxObj / Setup id
};
struct SceneDatOptions {
    // Cells' physics trees split through the middle (cell_struct_split_through_middle).
    bool split_cells_through_middle = false;
};
// `before_finish` may add records and stabs (and set the land's heights) before the area's
// files are finished.
[[nodiscard]] SceneDat scene_to_dat(const scene::Scene& scene,
                                    const std::function<void(SyntheticArea&)>& before_finish = {},
                                    const SceneDatOptions& options = {});

} // namespace sweeplab::test::datw
