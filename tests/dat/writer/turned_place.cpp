#include "tests/dat/writer/turned_place.h"

#include <glm/gtc/quaternion.hpp>
#include <glm/trigonometric.hpp>

#include "tests/dat/writer/building_meshes.h"
#include "tests/dat/writer/setup_writer.h"

namespace sweeplab::test::place {

namespace {

glm::quat yaw_of(const TurnedPlace& p) {
    return glm::angleAxis(glm::radians(p.yaw_deg), glm::vec3(0.0f, 0.0f, 1.0f));
}

// Scene cell ids 1-3 (-> 0xA9B40100-0102, in order).
constexpr std::uint32_t kHall = 1, kEast = 2, kNorth = 3;

scene::Scene building(const TurnedPlace& p) {
    scene::Scene s;
    s.name = "turned-place";
    const std::vector<Opening> front{{1.9f, 3.1f, 0}};
    const auto& r = kTurnedRooms;
    // Hall: the front door south, doorways east (to the east room) and north.
    s.cells.push_back(room_turned(s, kHall, r[0].lo, r[0].hi,
                                  {front, {{1.9f, 3.1f, kEast}}, {{1.9f, 3.1f, kNorth}}, {}},
                                  p.origin, p.yaw_deg, 0.0f));
    // East room: doorways west (the hall) and north (u from x = 5).
    s.cells.push_back(room_turned(s, kEast, r[1].lo, r[1].hi,
                                  {{}, {}, {{1.9f, 3.1f, kNorth}}, {{1.9f, 3.1f, kHall}}}, p.origin,
                                  p.yaw_deg, kTurnedRoomTurnDeg));
    // North room: two doorways in its south wall (u from x = 0).
    s.cells.push_back(room_turned(s, kNorth, r[2].lo, r[2].hi,
                                  {{{1.9f, 3.1f, kHall}, {6.9f, 8.1f, kEast}}, {}, {}, {}},
                                  p.origin, p.yaw_deg, kTurnedRoomTurnDeg));
    add_building(s, shell({10.0f, 10.0f, 3.0f}, front, true), p.origin, p.yaw_deg);
    return s;
}

} // namespace

TurnedPlace turned_in_one_square(float yaw_deg, bool split_cells) {
    TurnedPlace p;
    p.yaw_deg = yaw_deg;
    p.split_cells = split_cells;
    p.origin = glm::vec3(84.0f, 84.0f, 0.0f) - yaw_of(p) * glm::vec3(5.0f, 5.0f, 0.0f);
    return p;
}

glm::vec3 turned_to_landblock(const TurnedPlace& p, const glm::vec3& b) {
    return p.origin + yaw_of(p) * b;
}

glm::vec3 turned_to_building(const TurnedPlace& p, const glm::vec3& l) {
    return glm::inverse(yaw_of(p)) * (l - p.origin);
}

float turned_yaw(const TurnedPlace& p, float building_yaw_deg) {
    return p.yaw_deg + building_yaw_deg;
}

datw::SceneDat turned_place(const TurnedPlace& p) {
    datw::SceneDatOptions options;
    options.split_cells_through_middle = p.split_cells;
    return datw::scene_to_dat(
        building(p),
        [](datw::SyntheticArea& a) {
            a.portal.add(kTurnedPersonSetup, dat::testing::encode_setup(
                                                 dat::testing::person_setup(kTurnedPersonSetup)));
        },
        options);
}

void write_turned_place(const std::filesystem::path& dir, const TurnedPlace& p) {
    std::filesystem::create_directories(dir);
    const datw::SceneDat place = turned_place(p);
    place.area.cell.write_into(dir);
    place.area.portal.write_into(dir);
}

} // namespace sweeplab::test::place
