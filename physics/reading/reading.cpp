#include "physics/reading/reading.h"

#include <array>

namespace sweeplab::physics {

namespace {

using S = ReadingSwitch;

// The switch table. `source` is the place in the reading's code each switch reproduces
// (ACE: ACEmulator/ACE Source/ACE.Server/Physics; GDLE: bDekaru/ClassicDereth
// Source/PhatSDK), read there; docs/readings.md gives the detail.
constexpr std::array<ReadingSwitchInfo, kReadingSwitchCount> kSwitches{{
    {S::AceMaxQuantum, "ace.max_quantum", "MaxQuantum is 0.1 s instead of retail's 0.2 s",
     "ACE PhysicsGlobals.cs MaxQuantum; PhysicsObj.cs update_object"},
    {S::AceStepCap, "ace.step_cap",
     "a transition of more than 1000 sub-steps fails at once instead of running them all",
     "ACE Transition.cs FindTransitionalPosition"},
    {S::AceRawCollisionNormal, "ace.raw_collision_normal",
     "the collision normal is stored as given, not normalised (zero only when too short)",
     "ACE Collision/CollisionInfo.cs SetCollisionNormal"},
    {S::AceRawSlidingNormal, "ace.raw_sliding_normal",
     "the sliding normal keeps (x, y, 0) un-normalised; init_sliding_normal keeps z",
     "ACE Collision/CollisionInfo.cs SetSlidingNormal; Transition.cs InitSlidingNormal"},
    {S::AceAdjustToPlane, "ace.adjust_to_plane",
     "adjust_to_plane tests only a touch time of 1, bisects reversed, fails on convergence",
     "ACE BSP/BSPTree.cs adjust_to_plane"},
    {S::AceAdjustSphereSign, "ace.adjust_sphere_sign",
     "adjust_sphere_to_poly flips the radius when |movement| <= r, not by the start side",
     "ACE Polygon.cs adjust_sphere_to_poly"},
    {S::AceCylHeadFootDisp, "ace.cyl_head_foot_disp",
     "the grounded CCylSphere head-sphere slide is handed the foot's disp",
     "ACE CylSphere.cs IntersectsSphere"},
    {S::AcePlacementSkipsEthereal, "ace.placement_skips_ethereal",
     "a placement passes an ethereal (static) object that stopped it",
     "ACE Common/ObjCell.cs FindObjCollisions"},
    {S::AceViewerWalkable, "ace.viewer_walkable",
     "validate_walkable lets a viewer above the plane through only when its path began indoors",
     "ACE ObjectInfo.cs ValidateWalkable"},
    {S::AcePortallessCell, "ace.portalless_cell",
     "point_in_cell answers an indoor cell without portals by its BSP (retail: never inside)",
     "ACE Common/EnvCell.cs point_in_cell"},
    {S::AceAdjustDungeonCells, "ace.adjust_dungeon_cells",
     "a spawn in a landblock with cells and no buildings takes the first EnvCell (id order) "
     "whose containment holds its origin",
     "ACE WorldObjects/WorldObject.cs AdjustDungeonCells, Physics/Util/AdjustCell.cs"},
    {S::AceSpawnLandblockDrop, "ace.spawn_landblock_drop",
     "a spawn that placement moves into another landblock is dropped",
     "ACE Physics/PhysicsObj.cs SetPositionInternal (entering_world)"},
    {S::GdleSlideDivision, "gdle.slide_division",
     "slide_sphere divides by |dir|^2 twice and tests x^2 only for a degenerate offset",
     "GDLE BSPData.cpp CSphere::slide_sphere"},
    {S::GdleCylRetestAsSphere, "gdle.cyl_retest_as_sphere",
     "the cylinder's collide re-test treats it as a sphere centred at its base point",
     "GDLE BSPData.cpp CCylSphere::intersects_sphere"},
    {S::GdleCreatureGate, "gdle.creature_gate",
     "the sphere collide re-test's creature gate is inverted (lands on creatures only)",
     "GDLE BSPData.cpp CSphere::intersects_sphere"},
    {S::AceGdleRetestNoEarlyExit, "ace_gdle.retest_no_early_exit",
     "the sphere collide re-test solves when a one-sphere mover misses; sqrt(<0) answers OK",
     "GDLE BSPData.cpp CSphere::intersects_sphere; ACE Sphere.cs IntersectsSphere"},
    {S::AceGdleSignedWalkable, "ace_gdle.signed_walkable",
     "check_walkable rejects on the signed up.n < eps instead of |up.n| < eps",
     "GDLE Polygon.cpp CPolygon::check_walkable, check_small_walkable; ACE Polygon.cs "
     "check_walkable"},
    {S::GdleCylRadsum, "gdle.cyl_radsum", "the cylinder radsum is (R + r) - eps, not (R - eps) + r",
     "GDLE BSPData.cpp CCylSphere::intersects_sphere"},
    {S::GdleFloatTimeOfCollision, "gdle.float_time_of_collision",
     "find_time_of_collision forms its dot products in float",
     "GDLE BSPData.cpp CSphere::find_time_of_collision"},
    {S::AceNegatedTimeOfCollision, "ace.negated_time_of_collision",
     "find_time_of_collision returns the negated root; collide_with_point's PerfectClip path "
     "as ACE writes it",
     "ACE Sphere.cs FindTimeOfCollision, CollideWithPoint"},
    {S::AceWalkableEdgeExit, "ace.walkable_edge_exit",
     "check_walkable refuses at the first edge the centre is outside of and past the ends of",
     "ACE Polygon.cs check_walkable"},
    {S::AceCylDiagonalPoint, "ace.cyl_diagonal_point",
     "the cylinder's diagonal collide_with_point times the cap by movement.z and places the "
     "sphere at curr - t m",
     "ACE CylSphere.cs CollideWithPoint"},
    {S::AceMoveToUseTime, "ace.moveto_use_time",
     "MoveToManager::UseTime serves its node when a target is set, a MoveTo is under way or it "
     "is initialised (retail: no target, no MoveTo, or initialised)",
     "ACE Managers/MoveToManager.cs UseTime"},
    {S::AceMoveToHeadingSnap, "ace.moveto_heading_snap",
     "a steering turn that ends inside the 20-degree band snaps the heading onto the target",
     "ACE Managers/MoveToManager.cs HandleMoveToPosition"},
    {S::AceMovementDefaults, "ace.movement_defaults",
     "MovementParameters default to a 1 m walk/run threshold and can_charge (retail: 15 m, "
     "off)",
     "ACE Animation/MovementParameters.cs MovementParameters()"},
    {S::RadialPushout, "lab.radial_pushout",
     "the hand-rolled radial push-out the retail crowd slide replaced (in no profile)",
     "sweeplab before the retail CSphere port (physics/collision/radial_pushout.cpp)"},
}};

constexpr Reading all_with_prefix(std::string_view prefix) {
    Reading r;
    for (const ReadingSwitchInfo& s : kSwitches)
        if (std::string_view(s.name).substr(0, prefix.size()) == prefix) r = r.with(s.id);
    return r;
}

constexpr Reading either(Reading a, Reading b) {
    return Reading{a.bits | b.bits};
}

constexpr std::array<ReadingProfileInfo, 3> kProfiles{{
    {"retail", "the port of the retail client (every switch off; the default)", Reading{}},
    {"ace", "ACEmulator/ACE's C# reading (every ace.* and ace_gdle.* switch)",
     either(all_with_prefix("ace."), all_with_prefix("ace_gdle."))},
    {"gdle", "GDLE's C++ reading, ClassicDereth PhatSDK (every gdle.* and ace_gdle.* switch)",
     either(all_with_prefix("gdle."), all_with_prefix("ace_gdle."))},
}};

// Names a switch had before it was found to be another reading's too: still parsed, so a
// recording or a command line written with the old name keeps its meaning.
struct FormerName {
    const char* name;
    ReadingSwitch id;
};
constexpr std::array<FormerName, 2> kFormerNames{{
    {"gdle.retest_no_early_exit", S::AceGdleRetestNoEarlyExit},
    {"gdle.signed_walkable", S::AceGdleSignedWalkable},
}};

constexpr bool table_in_order() {
    for (std::size_t i = 0; i < kSwitches.size(); ++i)
        if (static_cast<std::size_t>(kSwitches[i].id) != i) return false;
    return true;
}
static_assert(table_in_order(), "kSwitches must list the switches in ReadingSwitch order");

int popcount(std::uint32_t v) {
    int n = 0;
    for (; v != 0; v &= v - 1)
        ++n;
    return n;
}

} // namespace

std::span<const ReadingSwitchInfo> reading_switches() {
    return kSwitches;
}

const ReadingSwitchInfo& reading_switch_info(ReadingSwitch s) {
    return kSwitches[static_cast<std::size_t>(s)];
}

std::span<const ReadingProfileInfo> reading_profiles() {
    return kProfiles;
}

std::optional<Reading> parse_reading(std::string_view text, std::string* error) {
    auto fail = [&](std::string why) -> std::optional<Reading> {
        if (error != nullptr) *error = std::move(why);
        return std::nullopt;
    };
    const std::size_t first = text.find_first_of("+-");
    const std::string_view base = text.substr(0, first);
    std::optional<Reading> reading;
    for (const ReadingProfileInfo& p : kProfiles)
        if (base == p.name) reading = p.reading;
    if (!reading) {
        if (base.empty()) return fail("a reading starts with a profile (retail, ace or gdle)");
        return fail("unknown reading profile '" + std::string(base) +
                    "' (retail, ace or gdle; --list-readings lists them)");
    }
    std::size_t at = first;
    while (at != std::string_view::npos) {
        const bool add = text[at] == '+';
        const std::size_t next = text.find_first_of("+-", at + 1);
        const std::string_view name = text.substr(
            at + 1, next == std::string_view::npos ? std::string_view::npos : next - at - 1);
        const ReadingSwitchInfo* found = nullptr;
        for (const ReadingSwitchInfo& s : kSwitches)
            if (name == s.name) found = &s;
        for (const FormerName& f : kFormerNames)
            if (name == f.name) found = &kSwitches[static_cast<std::size_t>(f.id)];
        if (found == nullptr)
            return fail("unknown reading switch '" + std::string(name) +
                        "' (--list-readings lists them)");
        reading->set(found->id, add);
        at = next;
    }
    return reading;
}

std::string reading_name(Reading reading) {
    const ReadingProfileInfo* best = &kProfiles[0];
    for (const ReadingProfileInfo& p : kProfiles)
        if (popcount(p.reading.bits ^ reading.bits) < popcount(best->reading.bits ^ reading.bits))
            best = &p;
    std::string name = best->name;
    for (const ReadingSwitchInfo& s : kSwitches) {
        if (reading.has(s.id) == best->reading.has(s.id)) continue;
        name += reading.has(s.id) ? '+' : '-';
        name += s.name;
    }
    return name;
}

} // namespace sweeplab::physics
