#include "tests/worlddata/writer/chase_world.h"

#include "tests/dat/writer/synthetic_place.h"
#include "tests/worlddata/writer/world_writer.h"

namespace sweeplab::test::place {

void write_chase_world_sql(const std::filesystem::path& dir) {
    worldw::WeenieDef prowler = worldw::weenie_def(kChaseWcid, 10, "Prowler", kPersonSetup, 1.0f);
    prowler.motion_table = kPersonMotionTable;
    prowler.visual_awareness = 18.0f;
    prowler.home_radius = 192.0f;
    // A Drudge Skulker's: Quickness 30, Run specialized at 40: Run 70, run rate 1.713.
    prowler.attributes = {{1, 40, 0}, {3, 30, 0}, {4, 30, 0}};
    prowler.run_skill = std::array<std::uint32_t, 3>{40, 0, 3};
    worldw::write_text(dir / "weenies" / "7200 Prowler.sql", worldw::ace_weenie_sql(prowler));
    // The mesa: a generic object (type 1), the well's box x 8: 12.8 m square, 7.2 m high.
    const worldw::WeenieDef mesa =
        worldw::weenie_def(kChaseMesaWcid, 1, "Mesa", kMesaSetup, kChaseMesaScale);
    worldw::write_text(dir / "weenies" / "7201 Mesa.sql", worldw::ace_weenie_sql(mesa));
    worldw::WeenieDef ledge = prowler;
    ledge.wcid = kChaseNoEdgeWcid;
    ledge.name = ledge.class_name = "Ledge Prowler";
    ledge.physics_state = 0x408u;
    worldw::write_text(dir / "weenies" / "7202 Ledge Prowler.sql", worldw::ace_weenie_sql(ledge));
    const float top = kMesaHeight * kChaseMesaScale;
    const std::vector<worldw::Spawn> rows = {
        worldw::spawn_row(kChaseSoundGuid, kChaseWcid, 0xA9B40000u, {110.0f, 52.0f, 0.005f},
                          "Prowler in the open"),
        worldw::spawn_row(kChaseHouseGuid, kChaseWcid, kHouseARoom, {60.0f, 60.5f, 0.005f},
                          "Prowler in house A's room"),
        worldw::spawn_row(kChaseMesaGuid, kChaseMesaWcid, 0xA9B40000u, {80.0f, 105.0f, 0.0f},
                          "Mesa on the pad's north"),
        worldw::spawn_row(kChaseLedgeGuid, kChaseNoEdgeWcid, 0xA9B40000u,
                          {80.0f, 105.0f, top + 0.005f}, "Ledge Prowler on the mesa"),
    };
    worldw::write_text(dir / "landblocks" / "A9B4.sql", worldw::ace_landblock_sql(0xA9B4u, rows));
}

} // namespace sweeplab::test::place
