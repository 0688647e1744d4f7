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
// same place with its spawns. Built with the tests, never installed.
#include <cstdio>
#include <exception>
#include <string>

#include "tests/dat/writer/synthetic_place.h"
#include "tests/worlddata/writer/spawn_check_world.h"
#include "tests/worlddata/writer/synthetic_world.h"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: make_synthetic_dat DIR\n");
        return 2;
    }
    try {
        sweeplab::test::place::write_synthetic_place(argv[1]);
        sweeplab::test::place::write_synthetic_world(std::string(argv[1]) + "/world");
        sweeplab::test::place::write_spawn_check_world_sql(std::string(argv[1]) + "/world-spawns");
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
