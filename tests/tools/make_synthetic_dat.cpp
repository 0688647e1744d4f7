// make_synthetic_dat DIR: writes the synthetic retail place (tests/dat/writer/synthetic_place.h)
// as DIR/client_cell_1.dat and DIR/client_portal.dat, and its server world data
// (tests/worlddata/writer/synthetic_world.h) as DIR/world, and a world with one planted spawn
// of each kind the spawn check finds (tests/worlddata/writer/spawn_check_world.h) as
// DIR/world-spawns, so that
//
//   sweeplab --dat DIR 0xA9B4001B [82 50 0]
//   sweeplab --dat DIR --world DIR/world 0xA9B4001B [82 50 0]
//   sweeplab spawns --dat DIR --world DIR/world-spawns
//
// open a place with land, roads, water, buildings and objects without retail data, and the
// same place with its spawns. `make_synthetic_dat --turned YAW X Y DIR` writes the turned
// place instead (tests/dat/writer/turned_place.h): its building turned YAW degrees with its
// south-west corner at (X, Y) of landblock 0xA9B4 (`--compiled-trees` after DIR: the rooms'
// physics trees compiled, their planes on the walls, instead of split through the middle). Built
// with the tests, never installed.
#include <cstdio>
#include <exception>
#include <string>

#include "tests/dat/writer/turned_place.h"

#include "tests/dat/writer/synthetic_place.h"
#include "tests/worlddata/writer/chase_world.h"
#include "tests/worlddata/writer/spawn_check_world.h"
#include "tests/worlddata/writer/synthetic_world.h"

int main(int argc, char** argv) {
    if ((argc == 6 || (argc == 7 && std::string(argv[6]) == "--compiled-trees")) &&
        std::string(argv[1]) == "--turned") {
        try {
            sweeplab::test::place::TurnedPlace p;
            p.yaw_deg = std::stof(argv[2]);
            p.origin = {std::stof(argv[3]), std::stof(argv[4]), 0.0f};
            p.split_cells = argc == 6;
            sweeplab::test::place::write_turned_place(argv[5], p);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "make_synthetic_dat: %s\n", e.what());
            return 2;
        }
        return 0;
    }
    if (argc != 2) {
        std::fprintf(stderr,
                     "usage: make_synthetic_dat DIR | make_synthetic_dat --turned YAW X Y DIR "
                     "[--compiled-trees]\n");
        return 2;
    }
    try {
        sweeplab::test::place::write_synthetic_place(argv[1]);
        sweeplab::test::place::write_synthetic_world(std::string(argv[1]) + "/world");
        sweeplab::test::place::write_spawn_check_world_sql(std::string(argv[1]) + "/world-spawns");
        sweeplab::test::place::write_chase_world_sql(std::string(argv[1]) + "/world-chase");
    } catch (const std::exception& e) {
        std::fprintf(stderr, "make_synthetic_dat: %s\n", e.what());
        return 1;
    }
    std::printf("%s: client_cell_1.dat, client_portal.dat, world/, world-spawns/ (open with: "
                "sweeplab --dat %s "
                "--world %s/world \"%s\")\n",
                argv[1], argv[1], argv[1], sweeplab::test::place::kOutdoorLocation);
    return 0;
}
