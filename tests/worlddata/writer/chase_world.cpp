#include "tests/worlddata/writer/chase_world.h"

#include "tests/dat/writer/synthetic_place.h"
#include "tests/worlddata/writer/world_writer.h"

namespace sweeplab::test::place {

void write_chase_world_sql(const std::filesystem::path& dir) {
    worldw::WeenieDef prowler = worldw::weenie_def(kChaseWcid, 10, "Prowler", kPersonSetup, 1.0f);
    prowler.motion_table = kPersonMotionTable;
    prowler.visual_awareness = 18.0f;
    prowler.home_radius = 192.0f;
    worldw::write_text(dir / "weenies" / "7200 Prowler.sql", worldw::ace_weenie_sql(prowler));
    const std::vector<worldw::Spawn> rows = {
        worldw::spawn_row(kChaseSoundGuid, kChaseWcid, 0xA9B40000u, {110.0f, 52.0f, 0.005f},
                          "Prowler in the open"),
        worldw::spawn_row(kChaseHouseGuid, kChaseWcid, 0xA9B40000u, {60.0f, 55.3f, 0.005f},
                          "Prowler south of house A"),
    };
    worldw::write_text(dir / "landblocks" / "A9B4.sql", worldw::ace_landblock_sql(0xA9B4u, rows));
}

} // namespace sweeplab::test::place
