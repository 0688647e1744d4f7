#pragma once
// Retail's own DAT trees into physics/bsp's flat layout: no compiler runs on DAT geometry.
// The stored preorder and the stored polygon order are kept, so node i and polygon i here
// are node i and polygon i of the record (and the Inspector can name them).
#include <cstdint>

#include "dat/records/bsp_stream.h"
#include "dat/records/polygon.h"
#include "dat/records/vertex_array.h"
#include "physics/bsp/bsp_tables.h"

namespace sweeplab::scene {

// Retail sides_type as the collision code reads it: CPolygon tests only "sides_type != 0"
// (polygon_hits_ray, the walkable and sphere tests), so 0 is single-sided and every other
// value double-sided; 1 (negative side shares the positive surface) is Double, 2 (a separate
// negative side) and anything else Both.
[[nodiscard]] physics::Sides sides_from_retail(std::int32_t sides_type);

// A physics tree (dat::BspTreeKind::Physics) over its polygon table. Polygon i of the result
// is polygons.polygons[i] (its make_plane plane, its sides, its vertices copied in order into
// the vertex stream); leaf polygon ids stay as stored; leaf solid is retail's "solid != 0";
// a childless internal node (BPOL, BPFL) keeps no children, which the queries treat as empty.
// Throws std::invalid_argument for a tree of another kind (the reader already checked ids).
[[nodiscard]] physics::PhysicsBsp to_physics_bsp(const dat::DatBspTree& tree,
                                                 const dat::PolygonTable& polygons,
                                                 const dat::VertexArray& vertices);

// A cell tree (dat::BspTreeKind::Cell). Internal nodes keep their planes and children. A LEAF
// becomes a childless node with the zero plane (normal 0, d 0): retail's BSPLEAF has no plane
// of its own, and ACE reads it as zero, so point_inside_cell_bsp passes it (distance 0 is
// within EPSILON) and sphere_intersects_cell_bsp calls it Partial. Throws
// std::invalid_argument for a tree of another kind.
[[nodiscard]] physics::CellBsp to_cell_bsp(const dat::DatBspTree& tree);

} // namespace sweeplab::scene
