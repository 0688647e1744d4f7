#pragma once
// The lab's DAT panel without any GL or ImGui (docs/lab.md, "The lab"): a pasted retail location
// turned into a teleport target, and the loaded landblocks' cells, objects and buildings
// listed with their record ids, filtered, each with the spot a click teleports to. The
// panel (app/lab/dat_panel.cpp) draws these and sim/teleport.h moves the avatar.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

#include "physics/world/world.h"
#include "scene/dat_world_builder.h"
#include "scene/location.h"

namespace sweeplab::app {

// Where a teleport puts the avatar's feet, through the placement the start uses
// (physics::Mover::place, as Simulation's constructor calls it).
struct TeleportTarget {
    glm::vec3 position{0.0f}; // feet, in the world frame
    float yaw = 0.0f;         // radians, counter-clockwise about +Z, 0 facing +Y (north)
    std::uint32_t cell = 0;   // the indoor cell's retail full id; 0: the cell is found by
                              // containment (outdoors, or beside an object)
    std::string location;     // the target as a retail location (what /teleloc would take)
};

// What a pasted location asks for. Exactly one of the three is set.
struct LocationPlan {
    std::optional<TeleportTarget> target; // inside the loaded landblocks
    // A landblock that is not loaded: the window opens the DAT place around it instead
    // (scene/location_scene.h, as `sweeplab --dat DIR LOCATION` does).
    std::optional<scene::Location> reload;
    std::string error; // the one-line parse or lookup error, for the panel to show
};

// Parses `text` (any /loc or /teleloc form scene::parse_location takes) against the loaded
// world. Without a position an indoor cell puts the feet at the cell's origin, an outdoor
// one at the centre of its square on the terrain, as the command line's start does. Never
// throws: a bad location or an indoor cell that is not loaded comes back as `error`.
[[nodiscard]] LocationPlan plan_location(const scene::DatWorldDesc& desc,
                                         const physics::World& world, std::string_view text);

// WorldObject: a world object with no drawing entry, i.e. a dropped row (a placed one is
// listed by its first entry in DatWorldDesc::objects, as an Object).
enum class PlaceKind : std::uint8_t { Cell, Object, Building, WorldObject };

// One row of the list: a cell, an object (a stab, a Setup part or a cell static), a building,
// named by its record ids, or a dropped world object.
struct PlaceEntry {
    PlaceKind kind = PlaceKind::Cell;
    std::uint32_t index = 0; // into DatWorldDesc::cells, ::objects, ::buildings, ::world_objects
    std::string label;       // "0xA9B40101  env 0x0D000100 struct 0  2 portals"
    std::string note;        // a dropped row: why placement dropped it (the filter sees it too)
    bool dropped = false;
};

// One loaded landblock and its rows. Objects list every DatObjectDesc of the landblock that
// is not a building's shell (the shell is its building's row).
struct PlaceGroup {
    std::uint32_t landblock = 0; // 0xXXYY
    std::string label;           // "0xA9B4 (requested)  4 cells 9 objects 3 buildings"
    std::vector<PlaceEntry> cells, objects, buildings;
};

[[nodiscard]] std::string cell_label(const scene::DatCellDesc& cell);
[[nodiscard]] std::string object_label(const scene::DatObjectDesc& object);
[[nodiscard]] std::string building_label(const scene::DatBuildingDesc& building);
// A server world object: "weenie 0x7A9B4001 Town Crier (7001) Creature Setup 0x02000A03 cell
// 0xA9B4001B placed" (guid, name, class id, type, Setup, cell, what placement did).
[[nodiscard]] std::string world_object_label(const scene::WorldObjectDesc& object);

// Every loaded landblock in load order, its rows in table order, its dropped world objects
// after its other objects (PlaceKind::WorldObject, marked `dropped`). `filter` (case-insensitive,
// ignoring surrounding spaces) keeps the rows whose label contains it; a landblock whose own
// label matches keeps all its rows; a landblock with no row and no match is left out. An
// empty filter keeps everything.
[[nodiscard]] std::vector<PlaceGroup> list_places(const scene::DatWorldDesc& desc,
                                                  std::string_view filter);

// Where a click on a row goes: a cell, its origin (placement then finds the spot); an object
// or a building, beside it on the ground: 1 m south of its footprint, facing it (north); a
// dropped world object, 1 m south of where it was saved (saved_frame), facing it, in its saved
// cell when that cell is loaded, else on the ground.
[[nodiscard]] TeleportTarget place_target(const scene::DatWorldDesc& desc,
                                          const physics::World& world, const PlaceEntry& entry);

// The world-space box an object covers: its drawing mesh, else its shapes, else a 0.5 m
// cube around its origin.
struct Footprint {
    glm::vec3 min{0.0f}, max{0.0f};
};
[[nodiscard]] Footprint object_footprint(const scene::DatObjectDesc& object);

} // namespace sweeplab::app
