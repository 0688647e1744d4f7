#pragma once
// The survey's through_wall detector (docs/survey.md): every solid polygon of a world's cells,
// objects and building shells in world space, in a 2D grid, asked whether a segment (the foot
// sphere's centre from one frame to the next) crosses one from its front to its back (either
// way for a double-sided polygon) inside its outline. Portal polygons are not in a cell's
// physics tree, so every polygon here is solid. Not retail: a diagnostic, built once per world
// and shared read-only by every worker; a query never allocates.
#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "physics/math/plane.h"
#include "physics/world/trace.h"

namespace sweeplab::physics {
class World;
}

namespace sweeplab::app::survey {

enum class WallOwner : std::uint8_t { Cell, Object, Shell };

struct WallPolygon {
    physics::Plane plane{};             // world space
    std::uint32_t first = 0, count = 0; // into WallIndex's vertices
    bool double_sided = false;
    WallOwner kind = WallOwner::Cell;
    std::uint32_t owner = 0; // the cell's internal id, or the object's physics id
    std::int32_t index = 0;  // in the owner's physics BSP polygon table
    glm::vec3 lo{0.0f}, hi{0.0f};
};

struct WallCrossing {
    const WallPolygon* polygon = nullptr;
    glm::vec3 point{0.0f}; // where the segment meets the plane
};

class WallIndex {
  public:
    WallIndex() = default;
    explicit WallIndex(const physics::World& world);

    // The first polygon (in the index's order) that a -> b crosses front to back inside its
    // outline; null when none. Shells are skipped when `indoors` (retail tests a building only
    // from outdoors, so walking through a shell face inside a room is no defect).
    [[nodiscard]] WallCrossing crossing(const glm::vec3& a, const glm::vec3& b, bool indoors) const;
    // The polygon as the trace names one (for the finding's hit record).
    [[nodiscard]] physics::TracedPolygon traced(const WallPolygon& p) const;
    [[nodiscard]] std::size_t size() const { return polygons_.size(); }

  private:
    void add(const physics::Plane& plane, std::span<const glm::vec3> world_vertices,
             bool double_sided, WallOwner kind, std::uint32_t owner, std::int32_t index);
    void build_grid();
    [[nodiscard]] bool inside(const WallPolygon& p, const glm::vec3& point) const;

    static constexpr float kBucket = 4.0f;
    std::vector<WallPolygon> polygons_;
    std::vector<glm::vec3> vertices_;
    glm::vec2 min_{0.0f};
    int w_ = 0, h_ = 0;
    std::vector<std::uint32_t> start_; // CSR: bucket -> entries
    std::vector<std::uint32_t> items_;
};

} // namespace sweeplab::app::survey
