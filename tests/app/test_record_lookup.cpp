// Records by id, typed (dat/records/lookup.h), on the synthetic place written by the
// test-side writer: each type comes from its own file, parsed, and a missing one is a
// DatError naming the file, the id and the type.
#include <catch2/catch.hpp>

#include <filesystem>

#include "dat/errors.h"
#include "dat/records/lookup.h"
#include "tests/dat/writer/synthetic_place.h"

using namespace sweeplab;
using Catch::Matchers::Contains;

TEST_CASE("record lookup: folder.get<R>(id) reads each record type from its file",
          "[dat][lookup]") {
    const auto dir = std::filesystem::temp_directory_path() / "sweeplab-record-lookup";
    test::place::write_synthetic_place(dir);
    const dat::DatFolder folder = dat::DatFolder::open(dir);
    const auto cell = folder.get<dat::EnvCellRecord>(test::place::kHouseARoom);
    CHECK(cell.id == test::place::kHouseARoom);
    const auto land = folder.get<dat::LandBlockRecord>(test::place::kCentre << 16u | 0xFFFFu);
    CHECK(land.has_objects);
    const auto region = folder.get<dat::RegionRecord>(dat::kRegionId);
    CHECK(region.id == dat::kRegionId);
    const auto well = folder.get<dat::GfxObj>(test::place::kWellGfx);
    CHECK(well.id == test::place::kWellGfx);
    const auto lamp = folder.get<dat::SetupRecord>(test::place::kLampSetup);
    CHECK(lamp.parts.size() == 2);
    CHECK(dat::read_record<dat::EnvCellRecord>(folder.cell, test::place::kHouseBHall).id ==
          test::place::kHouseBHall);
    try {
        (void)folder.get<dat::EnvCellRecord>(0xA9B401FFu);
        FAIL("a missing EnvCell was read");
    } catch (const dat::DatError& e) {
        CHECK_THAT(std::string(e.what()),
                   Contains("client_cell_1.dat") && Contains("0xA9B401FF") && Contains("EnvCell"));
    }
}
