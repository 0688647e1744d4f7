#pragma once
// The world a transition moves through: indoor cells (retail CEnvCell), outdoor land
// (retail CLandCell, two terrain triangles per square) and the shadow objects. Build it with
// the add_* calls, then finalize(); after that only the dynamic objects change (between
// transitions, through the *_dynamic_object calls) and queries never allocate.
//
// Cell ids. 0 is retail's null cell. Internal ids keep retail's split: an indoor cell's low
// 16 bits are >= 0x100, an outdoor land cell's are 1..0x40 (retail 0xXXYY0001..0040). Use
// external_cell_id() to print them (0 outside, the scene's id indoors).
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <glm/ext/vector_int2.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "physics/bsp/bsp_compiler.h"
#include "physics/bsp/bsp_tables.h"
#include "physics/math/frame.h"
#include "physics/math/plane.h"
#include "physics/math/sphere.h"
#include "physics/transition/cell_array.h"
#include "physics/world/building.h"
#include "physics/world/cell_pick_trace.h"
#include "physics/world/land_water.h"
#include "physics/world/shadow_registry.h"

namespace sweeplab::physics {

class SpherePath;

[[nodiscard]] constexpr bool is_indoor_cell(std::uint32_t id) {
    return (id & 0xFFFFu) >= 0x100u;
}

// The internal id of the first indoor cell; the n-th cell added gets kIndoorIdBase + n. A block
// byte no land id uses and a low word from 0x100 up, so is_indoor_cell holds. cell.cpp's
// kIndoorBase is the same number (tests/scene/test_dat_trees.cpp adds one cell of each kind).
inline constexpr std::uint32_t kIndoorIdBase = 0xFF000100u;

// Retail CCellPortal: the opening polygon's plane in the cell's local space and the cell on
// the other side (kNullCellId with to_outside).
struct CellPortal {
    Plane plane{};
    std::uint32_t other_cell_id = 0;
    bool to_outside = false;
    std::uint32_t polygon = 0; // the mesh polygon
};

// Retail CEnvCell.
struct EnvCell {
    std::uint32_t id = 0;
    std::uint32_t external_id = 0;
    Position pos{};
    PhysicsBsp physics_bsp;
    CellBsp cell_bsp;
    std::vector<CellPortal> portals;
    // Shadow objects (registry indices), ascending: the static ones finalize() filed (the
    // first static_objects), then the dynamic ones filed there now (World::*_dynamic_object).
    std::vector<std::uint32_t> objects;
    std::uint32_t static_objects = 0;
    glm::vec3 bounds_min{0.0f}, bounds_max{0.0f}; // world AABB of the mesh
    // Retail CObjCell::stab_list (the DAT EnvCell's visible cells, stored order; internal ids
    // after finalize, cells not loaded left out) and CEnvCell::seen_outside (the DAT flag 0x1).
    // Empty / false for a scene's own cells. Read by AdjustPosition (physics/world/
    // enter_world.h).
    std::vector<std::uint32_t> stab_list;
    bool seen_outside = false;
};

// Retail CLandCell: one terrain square and its two triangles (world coordinates). id 0: a
// hole in the grid (World::add_land), skipped by every query.
struct LandCell {
    std::uint32_t id = 0;
    int gx = 0, gy = 0; // global cell coordinates (retail X = block*8 + i)
    glm::vec2 min{0.0f}, max{0.0f};
    glm::vec3 tri[2][3]{};
    Plane plane[2]{};
    // The building filed under this square (retail CSortCell::building): an index into
    // World::buildings(), or -1.
    std::int32_t building = -1;
    // Water (physics/world/land_water.h): the corners' water bits, the square's water type
    // (CLandCell::water_type) and its landblock's (CLandBlock::water_type).
    std::uint8_t water_corners = 0;
    WaterType water = WaterType::NotWater;
    WaterType block_water = WaterType::NotWater;
    [[nodiscard]] PolygonView polygon(int i) const;
};

struct PortalDesc {
    std::uint32_t polygon = 0;
    bool to_outside = false;
    std::uint32_t to_external = 0; // the other cell's external id
};

class World {
  public:
    // ---- builder
    // Adds an indoor cell from its inward-facing mesh; portal polygons become non-solid.
    // Returns the error text on failure (the world is unchanged then).
    std::optional<std::string> add_env_cell(std::uint32_t external_id, const MeshInput& mesh,
                                            const Frame& frame,
                                            std::span<const PortalDesc> portals);
    // Adds an indoor cell whose trees come ready-made (retail's own DAT trees, stored order
    // kept; physics/world/cell_prebuilt.cpp). The trees are used as given: no compiler runs
    // and no leaf is opened. Each portal's other_cell_id is the other cell's external id until
    // finalize(). local_min/local_max bound the cell's vertices in its own frame (the world
    // AABB is that box's eight corners through `frame`). Returns the error text on failure
    // (the world is unchanged then).
    std::optional<std::string> add_env_cell_prebuilt(std::uint32_t external_id, PhysicsBsp physics,
                                                     CellBsp cell, const Frame& frame,
                                                     std::vector<CellPortal> portals,
                                                     glm::vec3 local_min, glm::vec3 local_max);
    // Sets a cell's stab list (the external ids of the cells visible from it, stored order)
    // and its seen_outside flag, before finalize() (which resolves the ids). False for an
    // unknown cell.
    bool set_env_cell_stabs(std::uint32_t external_id, std::vector<std::uint32_t> visible,
                            bool seen_outside);
    // Flat land: the square [-extent, extent]^2 at height z, in ground_squares(extent) squares
    // a side of at most 24 m. `first`: the global cell coordinates (retail's landblock x * 8 +
    // square) of square (0, 0), which name the squares and choose their diagonals; (0, 0) by
    // default, or where it would leave retail's map.
    void add_ground(float z, float extent, glm::ivec2 first = {0, 0});
    // A height field: heights[row][col] at origin + (col, row) * spacing; `first` as above.
    void add_terrain(const glm::vec2& origin, float spacing,
                     const std::vector<std::vector<float>>& heights, glm::ivec2 first = {0, 0});
    // How many squares a side add_ground tiles [-extent, extent] with.
    [[nodiscard]] static int ground_squares(float extent);
    // Retail land (DAT landblocks): w x h squares of 24 m from `origin` (the SW corner of
    // square (0, 0)), whose global cell coordinates are first + (i, j) (retail's block x * 8 +
    // i), so land cell ids and the triangle split are retail's. heights: (w + 1) * (h + 1)
    // vertex z, index j * (w + 1) + i. present (w * h, or empty for all): 0 leaves a hole
    // (a landblock that is not loaded): no land cell there (id 0, never returned).
    void add_land(const glm::vec2& origin, const glm::ivec2& first, int w, int h,
                  std::span<const float> heights, std::span<const std::uint8_t> present);
    // Water on the land (physics/world/land_water.cpp, retail CLandBlockStruct::CalcWater):
    // each square's corners' water bits (kWaterSW | kWaterSE | kWaterNW | kWaterNE, from the
    // terrain of its own landblock's vertices), one a square of the grid add_land, add_ground
    // or add_terrain made (index j * w + i). Sets each square's and each landblock's water
    // type. A size that does not fit is ignored.
    void set_land_water(std::span<const std::uint8_t> square_corners);
    // The land grid's size in squares.
    [[nodiscard]] glm::ivec2 land_grid_size() const { return {land_w_, land_h_}; }
    // Adds a shadow object (finalize() files it into cells).
    std::uint32_t add_object(const ObjectDesc& desc);
    // Adds a building (physics/world/building.cpp): its shell joins the shadow objects but no
    // cell's list; finalize() files it under the land cell beneath its origin and resolves
    // its portals. Returns its index in buildings().
    std::uint32_t add_building(const BuildingDesc& desc);
    // Resolves portal ids, shadows objects into cells, builds the broadphase.
    void finalize();

    // ---- cells
    [[nodiscard]] const EnvCell* env_cell(std::uint32_t id) const;
    // Inline (below): called for every cell of every object pass.
    [[nodiscard]] const LandCell* land_cell(std::uint32_t id) const;
    [[nodiscard]] const LandCell* land_cell_at(float x, float y) const;
    [[nodiscard]] std::span<const EnvCell> env_cells() const { return env_cells_; }
    [[nodiscard]] std::span<const LandCell> land_cells() const { return land_; }
    [[nodiscard]] const ShadowRegistry& objects() const { return registry_; }
    [[nodiscard]] std::span<const Building> buildings() const { return buildings_; }
    // The building a land cell lists (CSortCell::building), or null.
    [[nodiscard]] const Building* building_of(const LandCell& land) const;
    // Not retail (the lab's penetration measures): whether a sphere meets the shell of the
    // building whose shell is registry object `index` the way retail would test it, i.e.
    // whether that building's land cell is in find_cell_list for the sphere where it is
    // (true for an object that is no building's shell).
    [[nodiscard]] bool shell_in_reach(std::uint32_t index, const Sphere& sphere) const;
    // Not retail (the lab's crowd panel): the registry's dynamic objects may change between
    // transitions, never during one. Prefer the *_dynamic_object calls below: changing them
    // through the registry directly leaves the indoor cells' shadow lists as they were.
    [[nodiscard]] ShadowRegistry& mutable_objects() { return registry_; }

    // ---- dynamic objects (the registry's add_dynamic, move, set_removed, restore_dynamic)
    // with retail's re-shadowing (CPhysicsObj::calc_cross_cells -> remove_shadows_from_cells,
    // add_shadows_to_cells): each time one is added, moved or brought back, it is filed into
    // every indoor cell find_cell_list gives for its spheres at its position, so movers in
    // those cells collide with it (land cells find it through the broadphase). After warm-up
    // (adding reserves room in every cell) moving, removing and restoring never allocate.
    // After finalize() only. Returns the registry index / false for a static or unknown one.
    static constexpr std::uint32_t kMaxDynamicObjectCells = 16; // cells one object is filed in
    std::uint32_t add_dynamic_object(const ObjectDesc& desc);
    bool move_dynamic_object(std::uint32_t index, const Position& pos);
    bool set_dynamic_object_removed(std::uint32_t index, bool removed);
    void restore_dynamic_objects(const ShadowDynamicState& in);
    // The indoor cells (internal ids) a dynamic object is filed in, in find_cell_list order.
    [[nodiscard]] std::span<const std::uint32_t> dynamic_object_cells(std::uint32_t index) const;

    // 0 for null and outdoor cells, the scene's id for indoor cells.
    [[nodiscard]] std::uint32_t external_cell_id(std::uint32_t internal_id) const;
    // The internal id of a scene cell id (0 when unknown).
    [[nodiscard]] std::uint32_t internal_cell_id(std::uint32_t external_id) const;

    // CObjCell::point_in_cell: CEnvCell @ 0x0052C300 (containment BSP), CLandCell (terrain
    // polygon under the point).
    [[nodiscard]] bool point_in_cell(std::uint32_t cell_id, const glm::vec3& point) const;
    // The cell that holds a point: the first indoor cell whose containment BSP holds it, else
    // the land cell under it, else 0. (A world-level search for placement and the app.)
    [[nodiscard]] std::uint32_t find_cell(const glm::vec3& point) const;
    // CObjCell::find_cell_list @ 0x0052B4E0. `path` may be null (shadowing). `trace` (not
    // retail, the trace replay's): when given, every portal and containment test it ran.
    void find_cell_list(const Position& p, std::uint32_t num_sphere, const Sphere* spheres,
                        CellArray& array, std::uint32_t* curr_cell, SpherePath* path,
                        CellPickTrace* trace = nullptr) const;
    // CLandCell::add_all_outside_cells: each sphere's square and the neighbours within its
    // radius (one a side), stopping at the first centre off the land.
    void add_all_outside_cells(std::uint32_t num_sphere, const Sphere* spheres,
                               CellArray& array) const;
    // The terrain height under (x, y) and the plane there; false off the land.
    bool terrain_plane(float x, float y, Plane& plane) const;
    // The water depth at (x, y) (CObjCell::get_water_depth): how far below the land a mover
    // or an object rests there; 0 on dry land and off the land.
    [[nodiscard]] float water_depth_at(float x, float y) const;
    // The terrain's height under (x, y); false off the land (or under a vertical plane).
    bool terrain_height(float x, float y, float& z) const;
    // Where a lowest point rests at (x, y): the water depth there under the land, along the
    // land's normal, as validate_walkable holds it (the land itself on dry land); false off
    // the land.
    bool rest_height(float x, float y, float& z) const;

  private:
    void find_transit_cells(std::uint32_t cell_id, std::uint32_t num_sphere, const Sphere* spheres,
                            CellArray& array, SpherePath* path, CellPickTrace* trace) const;
    void add_land_square(int gx, int gy, const glm::vec3 corners[4]);
    // physics/world/building.cpp: retail CLandBlock::init_buildings and
    // CBuildingObj::find_building_transit_cells.
    void file_buildings();
    void find_building_transit_cells(const Building& building, std::uint32_t num_sphere,
                                     const Sphere* spheres, CellArray& array, SpherePath* path,
                                     CellPickTrace* trace) const;
    // physics/world/dynamic_shadows.cpp
    void reserve_dynamic_room();
    void file_dynamic(std::uint32_t index);
    void unfile_dynamic(std::uint32_t index);
    [[nodiscard]] EnvCell* mutable_env_cell(std::uint32_t id) {
        return const_cast<EnvCell*>(env_cell(id));
    }

    std::vector<EnvCell> env_cells_;
    std::vector<LandCell> land_;
    // Land grid: land_ index = gy * land_w_ + gx; squares of land_spacing_ from land_origin_.
    glm::vec2 land_origin_{0.0f};
    float land_spacing_ = 24.0f;
    int land_w_ = 0, land_h_ = 0;
    int land_gx0_ = 0, land_gy0_ = 0; // global cell coordinates of grid square (0, 0)
    ShadowRegistry registry_;
    std::vector<Building> buildings_;
    // The indoor cells each dynamic object is filed in, by its registry dynamic slot.
    struct DynamicCells {
        std::array<std::uint32_t, kMaxDynamicObjectCells> cells{};
        std::uint32_t count = 0;
    };
    std::vector<DynamicCells> dynamic_cells_;
    std::size_t dynamic_room_ = 0; // entries every cell's list has reserved for dynamic ones
    bool finalized_ = false;
};

// The retail terrain split of CLandBlockStruct::ConstructPolygons @ 0x00531D10 for the square
// at global cell coordinates (x, y): true = the diagonal runs SW->NE.
[[nodiscard]] bool terrain_cut_sw_ne(std::uint32_t x, std::uint32_t y);

inline const LandCell* World::land_cell(std::uint32_t id) const {
    if (id == 0 || is_indoor_cell(id)) return nullptr;
    const int low = static_cast<int>(id & 0xFFFFu) - 1;
    const int gx = static_cast<int>((id >> 24u) << 3u) + low / 8 - land_gx0_;
    const int gy = static_cast<int>(((id >> 16u) & 0xFFu) << 3u) + low % 8 - land_gy0_;
    if (low < 0 || low >= 64 || gx < 0 || gy < 0 || gx >= land_w_ || gy >= land_h_) return nullptr;
    const LandCell& c = land_[static_cast<std::size_t>(gy * land_w_ + gx)];
    return c.id == id ? &c : nullptr;
}

} // namespace sweeplab::physics
