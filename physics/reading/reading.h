#pragma once
// NOT RETAIL. A reading of the retail physics: the port (retail, every switch off) or one of
// the public readings, ACE's C# and GDLE's C++, reproduced as named switches where they
// disagree with the decompile (docs/readings.md). Each switch is one `if` at the place the
// reading departs; with every switch off the engine runs exactly the retail code.
//
// The reading in force is per thread: the Mover sets it (ReadingScope) around each update,
// move_to and place from its MoverConfig::reading, so every function below it (collision
// info, polygons, BSP trees, the sphere families) asks reading_in_force() instead of taking
// one more argument. A function called outside a mover sees the scope its caller opened, or
// retail.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace sweeplab::physics {

// One switch per disagreement that changes behaviour. The order is the listing order of
// --list-readings; the values are bit numbers in Reading::bits. A switch is named after the
// reading it reproduces: `ace.*` for ACE's, `gdle.*` for GDLE's, `ace_gdle.*` for a
// departure both share (in both profiles).
enum class ReadingSwitch : std::uint8_t {
    AceMaxQuantum,             // ace.max_quantum
    AceStepCap,                // ace.step_cap
    AceRawCollisionNormal,     // ace.raw_collision_normal
    AceRawSlidingNormal,       // ace.raw_sliding_normal
    AceAdjustToPlane,          // ace.adjust_to_plane
    AceAdjustSphereSign,       // ace.adjust_sphere_sign
    AceCylHeadFootDisp,        // ace.cyl_head_foot_disp
    AcePlacementSkipsEthereal, // ace.placement_skips_ethereal
    AceViewerWalkable,         // ace.viewer_walkable
    AcePortallessCell,         // ace.portalless_cell
    AceAdjustDungeonCells,     // ace.adjust_dungeon_cells
    AceSpawnLandblockDrop,     // ace.spawn_landblock_drop
    GdleSlideDivision,         // gdle.slide_division
    GdleCylRetestAsSphere,     // gdle.cyl_retest_as_sphere
    GdleCreatureGate,          // gdle.creature_gate
    AceGdleRetestNoEarlyExit,  // ace_gdle.retest_no_early_exit
    AceGdleSignedWalkable,     // ace_gdle.signed_walkable
    GdleCylRadsum,             // gdle.cyl_radsum
    GdleFloatTimeOfCollision,  // gdle.float_time_of_collision
    AceNegatedTimeOfCollision, // ace.negated_time_of_collision
    AceWalkableEdgeExit,       // ace.walkable_edge_exit
    AceCylDiagonalPoint,       // ace.cyl_diagonal_point
    AceMoveToUseTime,          // ace.moveto_use_time
    AceMoveToHeadingSnap,      // ace.moveto_heading_snap
    AceMovementDefaults,       // ace.movement_defaults
    RadialPushout,             // lab.radial_pushout
    Count
};

inline constexpr std::size_t kReadingSwitchCount = static_cast<std::size_t>(ReadingSwitch::Count);

// A set of switches. Plain data: copying and testing it never allocates.
struct Reading {
    std::uint32_t bits = 0;

    [[nodiscard]] constexpr bool has(ReadingSwitch s) const {
        return (bits >> static_cast<unsigned>(s) & 1u) != 0;
    }
    [[nodiscard]] constexpr bool is_retail() const { return bits == 0; }
    [[nodiscard]] constexpr Reading with(ReadingSwitch s) const {
        return Reading{bits | (1u << static_cast<unsigned>(s))};
    }
    [[nodiscard]] constexpr Reading without(ReadingSwitch s) const {
        return Reading{bits & ~(1u << static_cast<unsigned>(s))};
    }
    constexpr void set(ReadingSwitch s, bool on) { *this = on ? with(s) : without(s); }
    friend constexpr bool operator==(Reading a, Reading b) { return a.bits == b.bits; }
};
static_assert(kReadingSwitchCount <= 32);

struct ReadingSwitchInfo {
    ReadingSwitch id;
    const char* name;        // "ace.max_quantum"
    const char* description; // one line: what the reading does differently
    const char* source;      // the file and function it reproduces
};

struct ReadingProfileInfo {
    const char* name;        // "retail", "ace", "gdle"
    const char* description; // one line
    Reading reading;
};

// Every switch, in ReadingSwitch order.
[[nodiscard]] std::span<const ReadingSwitchInfo> reading_switches();
[[nodiscard]] const ReadingSwitchInfo& reading_switch_info(ReadingSwitch s);
// The profiles: retail (nothing on), ace, gdle.
[[nodiscard]] std::span<const ReadingProfileInfo> reading_profiles();

// Parses "PROFILE", "PROFILE+switch", "PROFILE-switch" (any number of +/- terms, applied
// left to right). On failure returns nullopt and says why in `error` ("unknown switch
// 'ace.x'"), when given.
[[nodiscard]] std::optional<Reading> parse_reading(std::string_view text,
                                                   std::string* error = nullptr);
// The shortest spelling: a profile's name when the switches are exactly a profile's, else
// the nearest profile with +/- terms ("retail+ace.max_quantum").
[[nodiscard]] std::string reading_name(Reading reading);

// The reading in force on this thread (retail unless a ReadingScope says otherwise).
inline constinit thread_local Reading t_reading_in_force{};
[[nodiscard]] inline Reading reading_in_force() {
    return t_reading_in_force;
}
// True when switch `s` is on in the reading in force. Every call site marks the departing
// branch [[unlikely]]: retail is the default.
[[nodiscard]] inline bool reading_has(ReadingSwitch s) {
    return t_reading_in_force.has(s);
}

// Puts a reading in force for the lifetime of the scope, then restores the one before.
class ReadingScope {
  public:
    explicit ReadingScope(Reading reading) : saved_(t_reading_in_force) {
        t_reading_in_force = reading;
    }
    ~ReadingScope() { t_reading_in_force = saved_; }
    ReadingScope(const ReadingScope&) = delete;
    ReadingScope& operator=(const ReadingScope&) = delete;

  private:
    Reading saved_;
};

} // namespace sweeplab::physics
