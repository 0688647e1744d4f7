#pragma once
// Retail locations (docs/command-line.md, "Locations, as read and written"): the
// `0xXXYYCCCC [x y z] w x y z` form retail's /loc prints and ACE's /teleloc takes, parsed,
// validated and formatted, and the conversions between sweeplab's one continuous world frame
// (the first loaded landblock's own frame; every other landblock at a multiple of 192 m from
// it) and a (landblock, landblock-local position) pair. Renderer- and DAT-free: plain
// arithmetic.
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

namespace sweeplab::scene {

inline constexpr float kLandblockLength = 192.0f; // metres per landblock side
inline constexpr float kLandSquareLength = 24.0f; // metres per land cell side
inline constexpr std::uint32_t kFirstEnvCell = 0x0100u;
inline constexpr std::uint32_t kLastLandCell = 0x0040u;
inline constexpr std::uint32_t kMaxLandblockCoord = 0xFEu; // Dereth is 255 x 255 landblocks

// A bad location: what() is the whole one-line message (the text, then the problem).
class LocationError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct Location {
    std::uint32_t cell = 0;                        // the full retail cell id 0xXXYYCCCC
    std::optional<glm::vec3> position;             // metres, in the landblock's own frame
    glm::quat orientation{1.0f, 0.0f, 0.0f, 0.0f}; // (w, x, y, z); identity faces north

    [[nodiscard]] std::uint32_t landblock() const { return cell >> 16u; } // 0xXXYY
    [[nodiscard]] std::uint32_t cell_index() const { return cell & 0xFFFFu; }
    [[nodiscard]] bool indoor() const { return cell_index() >= kFirstEnvCell; }
};

// Parses one location. Accepted: a leading prefix before the cell id ("Your location is:",
// "/teleloc", "@teleloc"); the cell as `0x` + 1-8 hex digits, or exactly 8 hex digits without
// the prefix (as ACE takes it); then nothing, three numbers (the position, brackets optional)
// or seven (position and quaternion w x y z); commas and brackets count as spaces. The
// quaternion is normalised. Throws LocationError naming the text and the problem.
[[nodiscard]] Location parse_location(std::string_view text);
// The same for command-line words (one word or several), joined with spaces.
[[nodiscard]] Location parse_location_words(std::span<const std::string> words);
// Whether a command-line word can start a location (0x + hex digits, or 8 hex digits).
[[nodiscard]] bool looks_like_cell_id(std::string_view word);

// Checks a cell id: the cell word 0x0001-0x0040 (outdoor) or 0x0100 and up (indoor; not the
// landblock records 0xFFFE/0xFFFF), the landblock coordinates at most 0xFE. Empty when good,
// else the problem.
[[nodiscard]] std::optional<std::string> cell_id_problem(std::uint32_t cell);

// `0xA9B40105 [84.100000 12.300000 94.000000] 1.000000 0.000000 0.000000 0.000000`: six
// decimals as retail's /loc prints them (%f), of each float's shortest decimal form (84.1f is
// 84.100000, not 84.099998), so the text pastes back into /teleloc and parses to within
// 5e-7 of the same floats; -0 is written as 0.
[[nodiscard]] std::string format_location(std::uint32_t cell, const glm::vec3& position,
                                          const glm::quat& orientation);

// Heading (radians, counter-clockwise about +Z, 0 facing +Y) of an orientation, from where
// it turns the forward axis; and the pure-heading quaternion of a yaw.
[[nodiscard]] float yaw_of(const glm::quat& orientation);
[[nodiscard]] glm::quat quat_from_yaw(float yaw_radians);

// A landblock-local point: the landblock 0xXXYY and the position in its frame.
struct LandblockPoint {
    std::uint32_t landblock = 0;
    glm::vec3 local{0.0f};
};

// The world frame: the frame of landblock `origin` (0xXXYY); the landblock (X, Y) lies at
// ((X - X0) * 192, (Y - Y0) * 192, 0) in it.
struct WorldFrame {
    std::uint32_t origin = 0;

    // The world position of the landblock's own corner (0, 0, 0).
    [[nodiscard]] glm::vec3 landblock_offset(std::uint32_t landblock) const;
    [[nodiscard]] glm::vec3 to_world(std::uint32_t landblock, const glm::vec3& local) const;
    [[nodiscard]] glm::vec3 to_world(const LandblockPoint& p) const {
        return to_world(p.landblock, p.local);
    }
    // The landblock whose square holds (x, y) and the point in its frame (x, y in [0, 192));
    // nullopt when that landblock would lie off the map (a coordinate below 0 or above 0xFE).
    [[nodiscard]] std::optional<LandblockPoint> to_landblock(const glm::vec3& world) const;
    // The retail id of the outdoor land cell under (x, y): 0xXXYY0001-0040.
    [[nodiscard]] std::optional<std::uint32_t> outdoor_cell_at(const glm::vec3& world) const;
    // The location text of a world position: `cell` is the retail id of the cell that holds
    // it (an indoor cell: the position is given in its landblock's frame) or 0 / an outdoor
    // id (the land cell under the position is used). Nullopt off the map.
    [[nodiscard]] std::optional<std::string>
    location_text(std::uint32_t cell, const glm::vec3& world, const glm::quat& orientation) const;
};

// The centre of a land cell's square in its landblock's frame (z 0): cell word 0x0001-0x0040
// numbers the squares column by column, (x index) * 8 + (y index) + 1.
[[nodiscard]] glm::vec3 land_cell_centre(std::uint32_t cell);

} // namespace sweeplab::scene
