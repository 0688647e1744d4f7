#pragma once
// A retail place from the user's DAT folder -> a finalized physics::World, plus the
// description the app and the renderer need (docs/dat-format.md; docs/command-line.md,
// "Retail DAT worlds").
//
// What is loaded: each requested landblock and its neighbours within `radius` (the 3 x 3
// around it by default); neighbours off the map or not in client_cell_1.dat are skipped (the
// edge of the map), a requested landblock that is missing is an error. One continuous world
// frame: the first requested landblock's own frame (its south-west corner at the origin),
// every other landblock at a multiple of 192 m from it.
//
// - Land: vertex z = Region 0x13000000 LandDefs.land_height_table[height], 24 m squares,
//   retail's triangle split and retail's land cell ids (physics::World::add_land).
// - EnvCells 0xXXYY0100 .. + LandBlockInfo.num_cells: the Environment's CellStruct trees as
//   stored (scene/dat_trees.h), the cell's frame, portals to cells and to the outside,
//   visible cells, and the cell's static objects.
// - Static objects (LandBlockInfo stabs and EnvCell statics): a GfxObj by its physics BSP; a
//   Setup as retail's CPhysicsObj::FindObjCollisions tests it: each part's physics BSP at
//   the Default placement frame when any part has one, else its cylspheres, else its spheres.
// - Buildings (LandBlockInfo buildings) through physics::World::add_building.
//
// Errors: dat::DatError for bad or missing data ("client_cell_1.dat: 0xA9B4FFFE
// LandBlockInfo: GfxObj 0x01001234 is not in client_portal.dat": a missing record is named
// with the record that names it), std::invalid_argument for a request that cannot be met (no
// landblocks, an id off the map, an area too large, a scene extra that does not build).
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "dat/dat_folder.h"
#include "physics/math/frame.h"
#include "physics/motion/motion_data.h"
#include "physics/reading/reading.h"
#include "physics/world/enter_world.h"
#include "physics/world/land_water.h"
#include "physics/world/world.h"
#include "scene/scene.h"
#include "scene/world_builder.h"
#include "worlddata/world_data.h"

namespace sweeplab::scene {

struct WorldObjectDesc;
class SpawnObserver;

struct DatWorldRequest {
    std::vector<std::uint32_t> landblocks; // 0xXXYY; the first one's frame is the world frame
    int radius = 1;                        // neighbours within this many landblocks (0: none)
    // Optional: a scene whose meshes, cells and objects (crowd members included) are added
    // to the world as scene/world_builder.cpp builds them, positions in the world frame. Its
    // ground and terrain are ignored (a scene with `dat` has none).
    const Scene* extras = nullptr;
    // The server's world data (docs/world-objects.md): files and folders read in order; each
    // loaded landblock's spawns are placed as the server places them, under `spawn_reading`.
    std::vector<std::string> world;
    // `world` already read (holding at least the loaded landblocks): used instead of reading.
    std::shared_ptr<const worlddata::WorldData> world_data;
    physics::Reading spawn_reading{};
    // Whose spawns are placed: these landblocks' (empty: every loaded one). The spawn check
    // places one landblock's rows with its neighbours' land and buildings around them.
    std::vector<std::uint32_t> spawn_landblocks;
    // Optional: told of each row's placement before the object is filed (the spawn check).
    SpawnObserver* spawn_observer = nullptr;
};

// The most landblocks a side the loaded area may span (its bounding box), so that two
// far-apart requests cannot ask for a map-sized land grid.
inline constexpr int kMaxDatAreaBlocks = 32;
// The physics object ids of DAT objects: kDatObjectIdBase + their index in
// DatWorldDesc::objects (retail's static object guids live at 0x7XXXXXXX too).
inline constexpr std::uint32_t kDatObjectIdBase = 0x70000000u;

// Polygons for drawing: world-space points, each polygon a run of `indices`.
struct DatDrawPolygon {
    std::uint32_t first = 0; // into DatMesh::indices
    std::uint32_t count = 0;
    std::uint32_t index = 0;     // the polygon's position in its record's table
    std::int16_t surface = -1;   // pos_surface as stored (an index into the record's surfaces)
    std::int32_t sides_type = 0; // as stored (0 single, 1 both, 2 separate negative side)
    bool portal = false;         // a cell polygon that is one of the cell's portals
};

struct DatMesh {
    std::vector<glm::vec3> vertices; // world space
    std::vector<std::uint32_t> indices;
    std::vector<DatDrawPolygon> polygons;
};

struct DatLandblockDesc {
    std::uint32_t id = 0;                    // 0xXXYY
    glm::vec3 offset{0.0f};                  // where its own (0, 0, 0) lies in the world frame
    bool requested = false;                  // named in the request (else a neighbour)
    std::array<float, 81> heights{};         // vertex z (metres), index x * 9 + y
    std::array<std::uint16_t, 81> terrain{}; // terrain words (road bits 0-1, type bits 2-6)
    std::uint32_t num_cells = 0;             // EnvCells (0 without a LandBlockInfo)
    // CLandBlock::water_type from its terrain (docs/water.md): not, partly or all water.
    physics::WaterType water = physics::WaterType::NotWater;
    std::uint32_t first_object = 0, object_count = 0;     // its landblock stabs in `objects`
    std::uint32_t first_building = 0, building_count = 0; // in `buildings`
};

struct DatCellPortalDesc {
    std::uint32_t polygon = 0;       // index into the CellStruct's polygons
    std::uint32_t other_cell_id = 0; // full retail id; 0 for the outside
    bool to_outside = false;
    bool portal_side = false; // retail's portal_side (1 when the stored bit 2 is clear)
    bool exact_match = false;
    std::int32_t other_portal_id = 0;
};

struct DatCellDesc {
    std::uint32_t id = 0;          // retail full id 0xXXYY01nn (the world's external id)
    std::uint32_t internal_id = 0; // physics::World's id
    std::uint32_t environment_id = 0;
    std::uint32_t cell_structure = 0; // index into the Environment's cell structures
    physics::Frame frame;             // the cell in the world frame
    std::vector<DatCellPortalDesc> portals;
    std::vector<std::uint32_t> visible_cells;         // full retail ids, as stored
    DatMesh mesh;                                     // the drawing polygons, world space
    std::uint32_t first_object = 0, object_count = 0; // its static objects in `objects`
};

// The shape family the physics tests an object with (CPhysicsObj::FindObjCollisions).
enum class DatShape : std::uint8_t { None, Bsp, CylSpheres, Spheres };

// One placed thing: a GfxObj stab, one part of a Setup stab, or a building shell.
struct DatObjectDesc {
    std::uint32_t record_id = 0;  // the stab's (or building's) GfxObj 0x01... or Setup 0x02...
    std::uint32_t gfx_obj_id = 0; // the GfxObj drawn (the part's); 0 for a Setup's shapes
    std::int32_t part = -1;       // the Setup part index, -1 for a GfxObj or the Setup's shapes
    std::uint32_t landblock = 0;  // 0xXXYY
    std::uint32_t cell = 0;       // the EnvCell (full id) for a cell static, 0 otherwise
    std::int32_t building = -1;   // index into DatWorldDesc::buildings for a shell
    DatShape shape = DatShape::None;
    std::uint32_t object_id = 0; // the physics object id; 0 when it does not collide
    physics::Frame frame;        // the part in the world frame
    float scale = 1.0f;
    DatMesh mesh; // the GfxObj's drawing polygons, world space (empty for shapes)
    // A world object's part or shapes: its index in DatWorldDesc::world_objects (-1: a DAT
    // object). Such an entry is drawn; its physics object is the world object's.
    std::int32_t world_object = -1;
    // The collision shapes in the part's space (Spheres / CylSpheres), unscaled.
    std::vector<physics::Sphere> spheres;
    std::vector<physics::CylSphereShape> cylspheres;
};

struct DatBuildingDesc {
    std::uint32_t model_id = 0;
    std::uint32_t landblock = 0;
    std::uint32_t object = 0; // its shell in DatWorldDesc::objects
    std::uint32_t index = 0;  // physics::World::buildings() index
    std::uint32_t num_leaves = 0;
    std::vector<std::uint32_t> portal_cells; // each portal's other cell, full ids
};

// What placement did with a spawn row (docs/world-objects.md, "The objects in the places").
enum class SpawnOutcome : std::uint8_t {
    Placed,  // where it was saved (within 0.05 m)
    Moved,   // more than 0.05 m from its saved origin
    Forced,  // forced into its cell, no collision test (storage, corpses)
    Dropped, // not in the world: no cell, no valid position, or another landblock (ace)
};

// One spawn row of the server's world data, as placed.
struct WorldObjectDesc {
    std::uint32_t guid = 0, wcid = 0;
    std::string name;             // PropertyString Name, else the class name, else ""
    std::int32_t weenie_type = 0; // ACE's WeenieType (0: no weenie)
    std::uint32_t setup = 0;      // the Setup (0: none)
    float scale = 1.0f;
    std::uint32_t landblock = 0;  // 0xXXYY of the row
    std::uint32_t saved_cell = 0; // the row's cell, as stored
    glm::vec3 saved_origin{0.0f}; // the row's origin, the landblock's frame
    glm::quat saved_angles{1.0f, 0.0f, 0.0f, 0.0f};
    physics::Frame saved_frame;      // the saved position in the world frame
    std::uint32_t adjusted_cell = 0; // full retail id AdjustPosition gave (0: none)
    physics::Frame placed_frame;     // where it stands (world frame), when not dropped
    std::uint32_t placed_cell = 0;   // full retail id, when not dropped
    SpawnOutcome outcome = SpawnOutcome::Dropped;
    std::string why;    // a dropped row: why
    float moved = 0.0f; // distance from the saved origin
    bool no_weenie = false, no_setup = false;
    bool ethereal = false, creature = false, door = false, generator = false;
    bool link_child = false;
    physics::PhysicsState state = physics::PhysicsState::None;
    // What moves it (the lab's wandering creatures, sim/world_creatures.h): its Setup's
    // spheres, unscaled (none: retail's dummy sphere), and the Setup's step heights x scale.
    std::vector<physics::Sphere> spheres;
    float step_up_height = 0.0f, step_down_height = 0.0f;
    // What a creature chases with (ACE's monster: the lab's chase, sim/world_creatures.h, and
    // spawns --chase): the weenie's MotionTable (DataId 2), else its Setup's default one (0:
    // none; DatWorldDesc::motion_tables holds it when the files do), and the weenie's visual
    // awareness range (float 31) and home radius (float 55) when it has them.
    std::uint32_t motion_table = 0;
    std::optional<float> visual_awareness, home_radius;
    // Its Run skill as ACE computes it (scene/world_creature.h, run_skill): a creature's run
    // rate. Unset for a row without a weenie.
    std::optional<std::int32_t> run_skill;
    std::uint32_t file = 0, line = 0; // where the row was read (DatWorldDesc::world_files)
};

// One row's placement as the spawn check sees it (docs/spawns.md): handed to a SpawnObserver
// right after placement and before the object is filed into the world, so that a second
// placement at the saved spot meets exactly what the first one met.
struct SpawnPlacement {
    const physics::World& world;
    physics::EnterWorld& enter;
    const physics::PlacementObject& object;
    const physics::Position& saved; // what enter_world was given (world frame, internal cell)
    const physics::EnterWorldResult& result; // default (not entered) for a row without a cell
    physics::Reading reading;
};

class SpawnObserver {
  public:
    virtual ~SpawnObserver() = default;
    virtual void placed(const SpawnPlacement& placement, const WorldObjectDesc& row) = 0;
};

struct DatWorldDesc {
    std::uint32_t origin_landblock = 0;       // 0xXXYY of the world frame
    std::vector<DatLandblockDesc> landblocks; // the requested ones first, then neighbours
    std::vector<std::uint32_t> skipped;       // neighbours not in the DAT (0xXXYY)
    std::vector<DatCellDesc> cells;
    std::vector<DatObjectDesc> objects;
    std::vector<DatBuildingDesc> buildings;
    // What the place holds that retail would never use, one line each, as a scene's
    // warnings (Scene::warnings): a cell without portals, a cell whose outside portal lies
    // on no building (unreachable from outdoors, as in retail).
    std::vector<std::string> warnings;
    // The server's world objects of the loaded landblocks, in placement order, and the files
    // they came from.
    std::vector<WorldObjectDesc> world_objects;
    std::vector<std::string> world_files;
    // The world creatures' motion tables by id, read when the place was built (one the files
    // lack or cannot read is left out, with a warning for the latter); shared, read-only.
    std::map<std::uint32_t, std::shared_ptr<const physics::motion::MotionTable>> motion_tables;

    [[nodiscard]] const DatLandblockDesc* landblock(std::uint32_t id) const;
    // By retail full id or by the world's internal id.
    [[nodiscard]] const DatCellDesc* cell(std::uint32_t full_id) const;
    [[nodiscard]] const DatCellDesc* cell_by_internal(std::uint32_t internal_id) const;
    // By physics object id (ShadowObject::desc.id).
    [[nodiscard]] const DatObjectDesc* object(std::uint32_t object_id) const;
    // A world object by its physics object id (its guid), or null.
    [[nodiscard]] const WorldObjectDesc* world_object(std::uint32_t guid) const;
};

struct DatWorld {
    std::unique_ptr<physics::World> world; // finalized
    DatWorldDesc desc;
};

// Builds and finalizes the world. Throws dat::DatError / std::invalid_argument (above).
[[nodiscard]] DatWorld build_dat_world(const dat::DatFolder& folder, const DatWorldRequest& req);
// The same over the two files.
[[nodiscard]] DatWorld build_dat_world(const dat::DatFile& cell, const dat::DatFile& portal,
                                       const DatWorldRequest& req);

// The landblocks a request loads, in load order (requested first, then their neighbours,
// each once), before looking at the DAT: neighbours off the map (coordinates outside 0..0xFE)
// are left out. Throws std::invalid_argument for no landblocks or one off the map.
[[nodiscard]] std::vector<std::uint32_t> dat_area(std::span<const std::uint32_t> landblocks,
                                                  int radius);

} // namespace sweeplab::scene
