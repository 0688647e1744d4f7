// World::add_all_outside_cells as retail's CLandCell::add_all_outside_cells and
// check_add_cell_boundary: the square under each sphere centre, one square past each edge the
// centre is strictly within the radius of (a corner only when both axes are), never more than
// one square a side whatever the radius, and the loop over the spheres stops at the first
// centre off the land (LandDefs::adjust_to_outside fails).
#include <catch2/catch.hpp>

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <set>
#include <utility>
#include <vector>

#include "physics/transition/cell_array.h"
#include "physics/world/world.h"

using namespace sweeplab::physics;

namespace {

// A flat 6 x 6 grid of 24 m squares from (0, 0): square (x, y) spans [24x, 24x + 24).
World grid() {
    World w;
    const std::vector<std::vector<float>> heights(7, std::vector<float>(7, 0.0f));
    w.add_terrain({0.0f, 0.0f}, 24.0f, heights);
    w.finalize();
    return w;
}

std::uint32_t id_of(const World& w, int x, int y) {
    const LandCell* c = w.land_cell_at(24.0f * static_cast<float>(x) + 12.0f,
                                       24.0f * static_cast<float>(y) + 12.0f);
    REQUIRE(c != nullptr);
    return c->id;
}

std::set<std::uint32_t> outside(const World& w, std::initializer_list<Sphere> spheres) {
    const std::vector<Sphere> list(spheres);
    CellArray a;
    w.add_all_outside_cells(static_cast<std::uint32_t>(list.size()), list.data(), a);
    CHECK(a.added_outside);
    std::set<std::uint32_t> out;
    for (std::uint32_t k = 0; k < a.num_cells; ++k)
        out.insert(a.cells[k].cell_id);
    CHECK(out.size() == a.num_cells); // each once
    return out;
}

std::set<std::uint32_t> squares(const World& w, std::initializer_list<std::pair<int, int>> xy) {
    std::set<std::uint32_t> out;
    for (const auto& [x, y] : xy)
        out.insert(id_of(w, x, y));
    return out;
}

} // namespace

TEST_CASE("outside cells: a neighbour only when the centre is strictly within r of the edge",
          "[world][land][outside]") {
    const World w = grid();
    const float r = 0.5f;
    // Square (1, 1) spans [24, 48) on both axes; its middle reaches no edge.
    CHECK(outside(w, {Sphere{{36.0f, 36.0f, 1.0f}, r}}) == squares(w, {{1, 1}}));
    // Exactly r from the west edge (in-cell x == r): not strictly within, no neighbour.
    CHECK(outside(w, {Sphere{{24.0f + r, 36.0f, 1.0f}, r}}) == squares(w, {{1, 1}}));
    CHECK(outside(w, {Sphere{{24.4f, 36.0f, 1.0f}, r}}) == squares(w, {{1, 1}, {0, 1}}));
    // Exactly r from the east edge (in-cell x == 24 - r): no neighbour either (floor((c + r)
    // / 24) would have added square 2).
    CHECK(outside(w, {Sphere{{48.0f - r, 36.0f, 1.0f}, r}}) == squares(w, {{1, 1}}));
    CHECK(outside(w, {Sphere{{47.6f, 36.0f, 1.0f}, r}}) == squares(w, {{1, 1}, {2, 1}}));
    // The same on y.
    CHECK(outside(w, {Sphere{{36.0f, 48.0f - r, 1.0f}, r}}) == squares(w, {{1, 1}}));
    CHECK(outside(w, {Sphere{{36.0f, 24.0f + r, 1.0f}, r}}) == squares(w, {{1, 1}}));
    CHECK(outside(w, {Sphere{{36.0f, 47.6f, 1.0f}, r}}) == squares(w, {{1, 1}, {1, 2}}));
}

TEST_CASE("outside cells: a diagonal only when both axes are within r", "[world][land][outside]") {
    const World w = grid();
    CHECK(outside(w, {Sphere{{24.2f, 24.2f, 1.0f}, 0.5f}}) ==
          squares(w, {{1, 1}, {0, 1}, {0, 0}, {1, 0}}));
    CHECK(outside(w, {Sphere{{47.8f, 47.8f, 1.0f}, 0.5f}}) ==
          squares(w, {{1, 1}, {2, 1}, {2, 2}, {1, 2}}));
    // x within r of the east edge, y exactly r from the north one: no corner.
    CHECK(outside(w, {Sphere{{47.8f, 47.5f, 1.0f}, 0.5f}}) == squares(w, {{1, 1}, {2, 1}}));
}

TEST_CASE("outside cells: a radius past the square's size reaches one square a side",
          "[world][land][outside]") {
    const World w = grid();
    // r = 40 m from the middle of square (2, 2): retail's incell_max is negative and its
    // incell_min past the square, so all eight neighbours and nothing further (the footprint
    // spans squares 0 to 4).
    const std::set<std::uint32_t> got = outside(w, {Sphere{{60.0f, 60.0f, 1.0f}, 40.0f}});
    CHECK(got ==
          squares(w, {{1, 1}, {2, 1}, {3, 1}, {1, 2}, {2, 2}, {3, 2}, {1, 3}, {2, 3}, {3, 3}}));
    // Just over 24 m: the same nine.
    CHECK(outside(w, {Sphere{{60.0f, 60.0f, 1.0f}, 24.5f}}) == got);
    // At the grid's corner the neighbours off the land are skipped.
    CHECK(outside(w, {Sphere{{12.0f, 12.0f, 1.0f}, 30.0f}}) ==
          squares(w, {{0, 0}, {1, 0}, {0, 1}, {1, 1}}));
}

TEST_CASE("outside cells: the first centre off the land stops the sphere loop",
          "[world][land][outside]") {
    const World w = grid();
    const Sphere on{{36.0f, 36.0f, 1.0f}, 0.5f};
    const Sphere off{{-0.1f, 36.0f, 1.0f}, 0.5f}; // its footprint reaches square (0, 1)
    // adjust_to_outside fails for `off`: nothing of it, and nothing of the spheres after it.
    CHECK(outside(w, {off}).empty());
    CHECK(outside(w, {off, on}).empty());
    // The spheres before it keep their squares.
    CHECK(outside(w, {on, off}) == squares(w, {{1, 1}}));
    // East of the land, and a centre that is not finite, fail the same way.
    CHECK(outside(w, {Sphere{{144.0f, 36.0f, 1.0f}, 0.5f}, on}).empty());
    CHECK(outside(w, {Sphere{{std::numeric_limits<float>::quiet_NaN(), 36.0f, 1.0f}, 0.5f}, on})
              .empty());
    // A second call on the same array adds nothing (added_outside).
    CellArray a;
    w.add_all_outside_cells(1, &on, a);
    a.num_cells = 0;
    w.add_all_outside_cells(1, &on, a);
    CHECK(a.num_cells == 0u);
}
