#pragma once
// Setup 0x02...... (client_portal.dat): a multi-part object. Its parts (GfxObj ids) and how
// each sits (placement frame key 0, Default: one Frame per part), the collision shapes
// (cylspheres, spheres, height, radius, step heights) and the rest of the record read to
// its end: holding locations, connection points, every placement frame with its animation
// hooks, sorting and selection spheres, lights, the default ids. Layout: retail
// CSetup::UnPack and AnimFrame::UnPack, ACE FileTypes/SetupModel.cs, DRW dats.xml Setup,
// GDLE Setup.cpp.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "dat/reader.h"
#include "dat/records/animation_hooks.h"

namespace sweeplab::dat {

struct SetupLocation { // LocationType: a holding location or connection point
    std::uint32_t key = 0;
    std::int32_t part_id = 0;
    DatFrame frame;
};

struct PlacementFrame {           // AnimFrame under a Placement key
    std::uint32_t key = 0;        // 0 Default, 1 RightHandCombat, ...
    std::vector<DatFrame> frames; // one per part
    std::vector<AnimationHook> hooks;
};

struct DatCylSphere { // CCylSphere: low point, radius, height
    glm::vec3 low_point{0.0f};
    float radius = 0.0f;
    float height = 0.0f;
};

struct SetupLight { // LIGHTINFO under its key
    std::uint32_t key = 0;
    DatFrame frame;
    std::uint32_t color = 0; // ARGB as stored
    float intensity = 0.0f;
    float falloff = 0.0f;
    float cone_angle = 0.0f;
};

struct SetupRecord {
    static constexpr std::uint32_t kHasParent = 0x1u;
    static constexpr std::uint32_t kHasDefaultScale = 0x2u;
    static constexpr std::uint32_t kAllowFreeHeading = 0x4u;
    static constexpr std::uint32_t kHasPhysicsBSP = 0x8u;
    static constexpr std::uint32_t kNoParent = 0xFFFFFFFFu;

    std::uint32_t id = 0;
    std::uint32_t flags = 0;
    std::vector<std::uint32_t> parts;        // GfxObj ids
    std::vector<std::uint32_t> parent_index; // per part with kHasParent, else empty
    std::vector<glm::vec3> default_scale;    // per part with kHasDefaultScale, else empty
    std::vector<SetupLocation> holding_locations;
    std::vector<SetupLocation> connection_points;
    std::vector<PlacementFrame> placement_frames; // in stored order
    std::vector<DatCylSphere> cylspheres;
    std::vector<DatSphere> spheres;
    float height = 0.0f;
    float radius = 0.0f;
    float step_up_height = 0.0f;
    float step_down_height = 0.0f;
    DatSphere sorting_sphere;
    DatSphere selection_sphere;
    std::vector<SetupLight> lights;
    std::uint32_t default_animation = 0;
    std::uint32_t default_script = 0;
    std::uint32_t default_motion_table = 0;
    std::uint32_t default_sound_table = 0;
    std::uint32_t default_script_table = 0;

    [[nodiscard]] bool has_parent() const { return (flags & kHasParent) != 0; }
    [[nodiscard]] bool has_default_scale() const { return (flags & kHasDefaultScale) != 0; }
    [[nodiscard]] bool allow_free_heading() const { return (flags & kAllowFreeHeading) != 0; }
    [[nodiscard]] bool has_physics_bsp() const { return (flags & kHasPhysicsBSP) != 0; }
    // The placement frame under `key`, or null.
    [[nodiscard]] const PlacementFrame* placement(std::uint32_t key) const;
    // Key 0: where each part sits when the object stands still (null when absent).
    [[nodiscard]] const PlacementFrame* default_placement() const { return placement(0); }
    // Part i's scale: its default scale, or (1, 1, 1) without kHasDefaultScale.
    [[nodiscard]] glm::vec3 part_scale(std::size_t part) const;
};

// Reads the whole record; DatError on a wrong id, truncation, counts the record cannot hold,
// an unknown animation hook type, non-finite collision geometry or trailing bytes.
[[nodiscard]] SetupRecord parse_setup(std::span<const std::byte> data, const RecordName& name);

} // namespace sweeplab::dat
