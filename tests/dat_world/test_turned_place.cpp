// Physics does not depend on where a frame points: the turned place (tests/dat/writer/
// turned_place.h) written at seven turnings and once straddling a landblock edge, every start
// and the door walk compared in the building's frame. With the rooms' trees compiled (their
// planes on the walls) every start ends on its room's floor; with the trees split through the
// middle, retail's BSPNODE::sphere_intersects_solid_poly drops a polygon struck on the
// centre's side of a straddled plane, and the starts whose foot sphere straddles a plane are
// not lifted (docs/placement.md): they still end where they end in every copy.
#include <catch2/catch.hpp>

#include <cmath>
#include <sstream>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/trigonometric.hpp>

#include "physics/bsp/physics_bsp.h"
#include "physics/world/mover.h"
#include "physics/world/world.h"
#include "scene/dat_world_builder.h"
#include "scene/world_builder.h"
#include "tests/dat/writer/turned_place.h"

using namespace sweeplab;
using namespace sweeplab::test::place;

namespace {

struct Copy {
    TurnedPlace place;
    scene::DatWorld world;
};

Copy build(const TurnedPlace& p) {
    Copy c{p, {}};
    const test::datw::SceneDat dat = turned_place(p);
    scene::DatWorldRequest req;
    req.landblocks = {kTurnedLandblock};
    c.world = scene::build_dat_world(dat.area.cell_file(), dat.area.portal_file(), req);
    return c;
}

// The player as a scene file without a `player` key gives it: retail's human body, steps of
// 0.4 m.
physics::MoverConfig player() {
    scene::Scene s;
    s.player.spheres = scene::default_human_spheres();
    s.player.step_up_height = scene::kDefaultStepUpHeight;
    s.player.step_down_height = scene::kDefaultStepDownHeight;
    return scene::player_config(s);
}

std::vector<TurnedPlace> copies(bool split) {
    std::vector<TurnedPlace> out;
    for (float yaw : kTurnedYaws)
        out.push_back(TurnedPlace{yaw, TurnedPlace{}.origin, split});
    TurnedPlace straddling = kStraddlingPlace;
    straddling.split_cells = split;
    out.push_back(straddling);
    return out;
}

// Where a start ended: its cell (retail id) and its feet in the building's frame.
struct End {
    bool placed = false;
    std::uint32_t cell = 0;
    glm::vec3 feet{0.0f};
};

End place_at(const Copy& c, std::uint32_t cell, const glm::vec3& building_feet) {
    const physics::World& w = *c.world.world;
    physics::Mover m(w, player());
    End e;
    e.placed = m.place(turned_to_landblock(c.place, building_feet),
                       glm::radians(turned_yaw(c.place, 0.0f)), w.internal_cell_id(cell));
    e.cell = w.external_cell_id(m.output().cell);
    e.feet = turned_to_building(c.place, m.output().position);
    return e;
}

// The starts in a room, building frame: the middle (where the split trees' planes cross), and
// points a quarter of the way along, 0.7 m from each wall (clear of the split planes).
std::vector<glm::vec3> starts(const TurnedRoom& r) {
    const glm::vec3 lo = r.lo, hi = r.hi, size = hi - lo;
    const float q = 0.25f;
    return {
        {lo.x + 0.5f * size.x, lo.y + 0.5f * size.y, 0.0f}, // the middle
        {lo.x + q * size.x, lo.y + q * size.y, 0.0f},
        {hi.x - q * size.x, hi.y - q * size.y, 0.0f},
        {lo.x + 0.7f, lo.y + q * size.y, 0.0f},
        {hi.x - 0.7f, hi.y - q * size.y, 0.0f},
        {lo.x + q * size.x, lo.y + 0.7f, 0.0f},
        {hi.x - q * size.x, hi.y - 0.7f, 0.0f},
    };
}

// At, 1 cm and 30 cm under, and 10 cm above the floor.
constexpr float kHeights[] = {0.0f, -0.01f, -0.3f, 0.1f};
constexpr float kRestZ = 0.005f; // placement rests the foot sphere 5 mm over what it struck

std::string where(const TurnedPlace& p, std::uint32_t cell, const glm::vec3& s) {
    std::ostringstream o;
    o << "yaw " << p.yaw_deg << " origin (" << p.origin.x << ", " << p.origin.y << "), cell 0x"
      << std::hex << cell << std::dec << ", start (" << s.x << ", " << s.y << ", " << s.z << ")";
    return o.str();
}

// A mover standing still for a second: where it settles (feet in the building's frame).
End settle(const Copy& c, std::uint32_t cell, const glm::vec3& building_feet, bool& walkable) {
    const physics::World& w = *c.world.world;
    physics::Mover m(w, player());
    End e;
    e.placed = m.place(turned_to_landblock(c.place, building_feet),
                       glm::radians(turned_yaw(c.place, 0.0f)), w.internal_cell_id(cell));
    for (int i = 0; i < 30; ++i)
        m.update(1.0f / 30.0f, physics::MoverInput{});
    walkable = m.output().on_walkable;
    e.cell = w.external_cell_id(m.output().cell);
    e.feet = turned_to_building(c.place, m.output().position);
    return e;
}

// Every start of `rooms` that placement lifts ends on its room's floor where it was asked for
// (an above-floor start steps down onto it, and stands there).
void check_on_floor(const Copy& c, bool skip_middles) {
    for (const TurnedRoom& r : kTurnedRooms) {
        const std::vector<glm::vec3> ss = starts(r);
        for (std::size_t i = skip_middles ? 1 : 0; i < ss.size(); ++i)
            for (float dz : kHeights) {
                glm::vec3 s = ss[i];
                s.z = dz;
                const End e = place_at(c, r.cell, s);
                INFO(where(c.place, r.cell, s)
                     << " -> cell 0x" << std::hex << e.cell << std::dec << " (" << e.feet.x << ", "
                     << e.feet.y << ", " << e.feet.z << ")");
                REQUIRE(e.placed);
                CHECK(e.cell == r.cell);
                CHECK(std::abs(e.feet.z - kRestZ) < 1e-3f);
                CHECK(glm::length(glm::vec2(e.feet - s)) < 1e-3f);
                if (dz > 0.0f) {
                    bool walkable = false;
                    const End f = settle(c, r.cell, s, walkable);
                    CHECK(walkable);
                    CHECK(f.cell == r.cell);
                    CHECK(std::abs(f.feet.z) < 0.01f);
                    CHECK(glm::length(glm::vec2(f.feet - s)) < 1e-3f);
                }
            }
    }
}

} // namespace

TEST_CASE("turned place: with compiled trees every start ends on its room's floor, in every "
          "turning",
          "[dat_world][turned]") {
    for (const TurnedPlace& p : copies(false))
        check_on_floor(build(p), false);
}

TEST_CASE("turned place: with trees split through the middle the starts clear of the planes "
          "end on their room's floor, in every turning",
          "[dat_world][turned]") {
    for (const TurnedPlace& p : copies(true))
        check_on_floor(build(p), true);
}

TEST_CASE("turned place: with trees split through the middle every start ends the same in "
          "every turning",
          "[dat_world][turned]") {
    const std::vector<TurnedPlace> ps = copies(true);
    const Copy reference = build(ps.front());
    for (std::size_t k = 1; k < ps.size(); ++k) {
        const Copy c = build(ps[k]);
        for (const TurnedRoom& r : kTurnedRooms) {
            const std::vector<glm::vec3> ss = starts(r);
            for (std::size_t i = 0; i < ss.size(); ++i)
                for (float dz : kHeights) {
                    glm::vec3 s = ss[i];
                    s.z = dz;
                    const End a = place_at(reference, r.cell, s), b = place_at(c, r.cell, s);
                    INFO(where(ps[k], r.cell, s)
                         << " -> 0x" << std::hex << b.cell << std::dec << " (" << b.feet.x << ", "
                         << b.feet.y << ", " << b.feet.z << "), unturned 0x" << std::hex << a.cell
                         << std::dec << " (" << a.feet.x << ", " << a.feet.y << ", " << a.feet.z
                         << ")");
                    CHECK(a.placed == b.placed);
                    if (i == 0 && r.cell == kTurnedHall && dz <= 0.0f) {
                        // The hall's middle, not lifted (the straddle rule), goes to
                        // find_placement_pos's ring, which is laid out in compass headings
                        // (Frame::set_heading): it turns with the world, not with the building.
                        // It leaves by the front door in every turning.
                        CHECK((b.cell & 0xFFFFu) < 0x100u);
                        CHECK(glm::length(glm::vec2(b.feet - s)) < 4.0f + 1e-3f);
                        continue;
                    }
                    CHECK(a.cell == b.cell);
                    CHECK(glm::length(a.feet - b.feet) < 1e-3f);
                }
        }
    }
}

TEST_CASE("turned place: the door walk enters the same rooms in the same frames in every "
          "turning",
          "[dat_world][turned]") {
    struct Walk {
        int hall = -1, north = -1; // the first frame in each room
        glm::vec3 feet{0.0f};      // where it stands after the walk, building frame
    };
    auto walk = [](const Copy& c) {
        const physics::World& w = *c.world.world;
        physics::Mover m(w, player());
        REQUIRE(m.place(turned_to_landblock(c.place, kTurnedFrontStep),
                        glm::radians(turned_yaw(c.place, 0.0f))));
        physics::MoverInput in;
        in.forward = 1.0f;
        Walk out;
        for (int f = 0; f < 150; ++f) {
            m.update(1.0f / 30.0f, in);
            const std::uint32_t cell = w.external_cell_id(m.output().cell);
            if (cell == kTurnedHall && out.hall < 0) out.hall = f;
            if (cell == kTurnedNorth && out.north < 0) out.north = f;
        }
        out.feet = turned_to_building(c.place, m.output().position);
        return out;
    };
    for (bool split : {false, true}) {
        const std::vector<TurnedPlace> ps = copies(split);
        const Walk reference = walk(build(ps.front()));
        REQUIRE(reference.hall >= 0);
        REQUIRE(reference.north > reference.hall);
        CHECK(reference.feet.y > 9.0f); // at the north room's far wall
        for (std::size_t k = 1; k < ps.size(); ++k) {
            const Walk w = walk(build(ps[k]));
            INFO("split " << split << ", yaw " << ps[k].yaw_deg << ", origin (" << ps[k].origin.x
                          << ", " << ps[k].origin.y << "): hall at " << w.hall << ", north at "
                          << w.north << ", ends (" << w.feet.x << ", " << w.feet.y << ", "
                          << w.feet.z << "); unturned " << reference.hall << ", " << reference.north
                          << ", (" << reference.feet.x << ", " << reference.feet.y << ", "
                          << reference.feet.z << ")");
            CHECK(w.hall == reference.hall);
            CHECK(w.north == reference.north);
            CHECK(glm::length(w.feet - reference.feet) < 1e-3f);
        }
    }
}

TEST_CASE("turned place: the stored trees' straddle rule, as retail's", "[dat_world][turned]") {
    // BSPNODE::sphere_intersects_solid_poly: at a straddled node a polygon struck on the
    // centre's side answers with center_solid (false in an open leaf), so placement_insert
    // takes the foot sphere for clear; sphere_intersects_solid (the placement check after it)
    // sees the floor. Off the planes the struck floor answers true and is pushed out of.
    const Copy c = build(TurnedPlace{30.0f, TurnedPlace{}.origin, true});
    const physics::World& w = *c.world.world;
    for (const TurnedRoom& r : kTurnedRooms) {
        const physics::PhysicsBsp& t = w.env_cell(w.internal_cell_id(r.cell))->physics_bsp;
        // The cell's frame is at the middle of its floor: the foot sphere 30 cm under it.
        const physics::Sphere middle{{0.0f, 0.0f, 0.175f}, 0.48f};
        const physics::Sphere off{{1.0f, 1.0f, 0.175f}, 0.48f};
        bool centre_solid = false;
        std::int32_t hit = physics::kNoPolygon;
        CHECK(physics::sphere_intersects_solid(t, t.root(), middle, true));
        CHECK_FALSE(physics::sphere_intersects_solid_poly(t, t.root(), middle, 0.48f, centre_solid,
                                                          hit, true));
        CHECK(hit != physics::kNoPolygon);
        CHECK_FALSE(centre_solid);
        hit = physics::kNoPolygon;
        CHECK(physics::sphere_intersects_solid_poly(t, t.root(), off, 0.48f, centre_solid, hit,
                                                    true));
        REQUIRE(hit != physics::kNoPolygon);
        CHECK(t.polygon(hit).plane.normal.z > 0.99f); // the floor
    }
}
