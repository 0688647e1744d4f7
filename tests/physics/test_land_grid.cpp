// World::add_land: retail land cell ids and the retail triangle split from the grid's
// global cell coordinates (a landblock at 0xA9B4 starts at global cell (0xA9 * 8, 0xB4 * 8)),
// and holes where a landblock is not loaded.
#include <catch2/catch.hpp>

#include <vector>

#include "physics/transition/cell_array.h"
#include "physics/world/mover.h"
#include "physics/world/world.h"

using namespace sweeplab::physics;

namespace {

// Two landblocks side by side (16 x 8 squares) from block 0xA9B4, the second one a hole.
World two_blocks(bool second_present) {
    World w;
    const int width = 16, height = 8;
    std::vector<float> z(static_cast<std::size_t>((width + 1) * (height + 1)));
    for (int j = 0; j <= height; ++j)
        for (int i = 0; i <= width; ++i)
            z[static_cast<std::size_t>(j * (width + 1) + i)] = static_cast<float>(i + 2 * j);
    std::vector<std::uint8_t> present(static_cast<std::size_t>(width * height), 1);
    for (int j = 0; j < height; ++j)
        for (int i = 8; i < width; ++i)
            present[static_cast<std::size_t>(j * width + i)] = second_present ? 1 : 0;
    w.add_land({0.0f, 0.0f}, {0xA9 * 8, 0xB4 * 8}, width, height, z, present);
    w.finalize();
    return w;
}

} // namespace

TEST_CASE("add_land: land cell ids are retail's full ids", "[world][land]") {
    const World w = two_blocks(true);
    REQUIRE(w.land_cells().size() == 128);
    // The south-west square of block 0xA9B4 is cell 1, its north-east one 0x40; the next
    // block east is 0xAAB4.
    const LandCell* sw = w.land_cell_at(1.0f, 1.0f);
    REQUIRE(sw != nullptr);
    CHECK(sw->id == 0xA9B40001u);
    CHECK(sw->gx == 0xA9 * 8);
    CHECK(sw->gy == 0xB4 * 8);
    const LandCell* ne = w.land_cell_at(191.0f, 191.0f);
    REQUIRE(ne != nullptr);
    CHECK(ne->id == 0xA9B40040u);
    // x = 2 squares east, y = 5 north: (2 * 8 + 5 + 1).
    CHECK(w.land_cell_at(50.0f, 130.0f)->id == 0xA9B40016u);
    const LandCell* east = w.land_cell_at(193.0f, 1.0f);
    REQUIRE(east != nullptr);
    CHECK(east->id == 0xAAB40001u);
    for (const LandCell& c : w.land_cells())
        CHECK(w.land_cell(c.id) == &c);
    CHECK(w.land_cell(0xA9B50001u) == nullptr); // the block north is not in the grid
    CHECK(w.land_cell(0xA8B40001u) == nullptr);
}

TEST_CASE("add_land: the triangle split uses the global coordinates", "[world][land]") {
    const World w = two_blocks(true);
    int differs = 0;
    for (const LandCell& c : w.land_cells()) {
        const bool sw_ne =
            terrain_cut_sw_ne(static_cast<std::uint32_t>(c.gx), static_cast<std::uint32_t>(c.gy));
        // SW->NE: both triangles hold the SW and NE corners.
        const glm::vec3 v00(c.min, 0.0f);
        const bool has_sw = glm::vec2(c.tri[1][0]) == glm::vec2(v00);
        CHECK(has_sw == sw_ne);
        // The split from grid coordinates starting at 0 is a different pattern.
        const auto lx = static_cast<std::uint32_t>(c.gx - 0xA9 * 8);
        const auto ly = static_cast<std::uint32_t>(c.gy - 0xB4 * 8);
        differs += terrain_cut_sw_ne(lx, ly) != sw_ne ? 1 : 0;
    }
    CHECK(differs > 0);
    // Heights: the vertex (i, j) has z = i + 2 j, on the terrain plane there.
    Plane p;
    REQUIRE(w.terrain_plane(30.0f, 50.0f, p));
    CHECK(p.dot_product({24.0f, 48.0f, 1.0f + 4.0f}) == Approx(0.0f).margin(1e-3));
}

TEST_CASE("add_land: a missing landblock is a hole", "[world][land]") {
    const World w = two_blocks(false);
    CHECK(w.land_cell_at(100.0f, 100.0f) != nullptr);
    CHECK(w.land_cell_at(200.0f, 100.0f) == nullptr);
    CHECK(w.land_cell(0xAAB40001u) == nullptr);
    Plane p;
    CHECK_FALSE(w.terrain_plane(200.0f, 100.0f, p));
    CHECK(w.find_cell({200.0f, 100.0f, 5.0f}) == 0u);
    // A sphere straddling the block edge reaches only the present squares.
    CellArray array;
    const Sphere s{{191.0f, 100.0f, 5.0f}, 3.0f};
    w.add_all_outside_cells(1, &s, array);
    REQUIRE(array.num_cells >= 1);
    for (std::uint32_t i = 0; i < array.num_cells; ++i)
        CHECK((array.cells[i].cell_id >> 16u) == 0xA9B4u);
}

TEST_CASE("add_land: bad sizes leave no land", "[world][land]") {
    World w;
    std::vector<float> z(4, 0.0f);
    w.add_land({0.0f, 0.0f}, {0, 0}, 2, 2, z, {}); // needs 9 heights
    CHECK(w.land_cells().empty());
    w.add_land({0.0f, 0.0f}, {2039, 0}, 2, 1, std::vector<float>(6, 0.0f), {});
    CHECK(w.land_cells().empty()); // past retail's map
    w.add_land({0.0f, 0.0f}, {0, 0}, 1, 1, z, {});
    CHECK(w.land_cells().size() == 1);
    CHECK(w.land_cells()[0].id == 0x00000001u);
}

TEST_CASE("land grid: neighbouring squares share their edges, leaving no seam between them",
          "[world][land]") {
    // 800 m in 34 squares of 23.529411 m: x0 + spacing and the next square's origin + 17 x
    // spacing round apart (by ~1e-5 m). A point just west of x = 0 then lay in neither
    // square's polygon, and a mover walking along that line lost its cell.
    World w;
    w.add_ground(0.0f, 400.0f);
    w.finalize();
    for (const float x : {-1e-3f, -1e-5f, -1e-6f, -1e-7f, -1e-9f, -0.0f, 0.0f, 1e-7f, 1e-5f}) {
        INFO("x " << x);
        const glm::vec3 p{x, -51.6f, 0.48f};
        const bool in_west = w.point_in_cell(0x02010007u, p);
        const bool in_east = w.point_in_cell(0x0201000Fu, p);
        CHECK((in_west || in_east));
    }
    const LandCell* west = w.land_cell(0x02010007u);
    const LandCell* east = w.land_cell(0x0201000Fu);
    REQUIRE(west != nullptr);
    REQUIRE(east != nullptr);
    CHECK(west->max.x == east->min.x);
    // A mover running south along that line keeps a cell every step.
    Mover m(w, MoverConfig::remote());
    REQUIRE(m.place({-1e-7f, -40.0f, 0.0f}, glm::radians(180.0f)));
    for (int i = 0; i < 30; ++i) {
        Position to = m.position();
        to.frame.origin.y -= 1.2f;
        REQUIRE(m.move_to(to));
        CHECK(m.position().objcell_id != 0u);
        CHECK(m.last_transition()->sphere_path.curr_cell != 0u);
    }
    CHECK(m.position().frame.origin.y < -70.0f);
}
