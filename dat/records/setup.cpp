#include "dat/records/setup.h"

#include <string>

#include "dat/records/field_reads.h"

namespace sweeplab::dat {

namespace {

// LongHash<LocationType>: u32 count, then count x (u32 key, i32 part, Frame). These frames
// place held items, never collision, so they are read as stored.
std::vector<SetupLocation> read_locations(Reader& r, const char* field) {
    const std::uint32_t n = r.count(detail::u32(r, field), 36, field);
    std::vector<SetupLocation> out(n);
    for (auto& l : out) {
        l.key = detail::u32(r, field);
        l.part_id = detail::i32(r, field);
        l.frame = detail::raw_frame(r, field);
    }
    return out;
}

// AnimFrame::UnPack (0x0051F8E0): one frame per part (they place the parts: geometry), u32 hook
// count, the hooks.
PlacementFrame read_placement(Reader& r, std::size_t num_parts) {
    PlacementFrame p;
    p.key = detail::u32(r, "placement key");
    const std::string where = "placement " + hex32(p.key);
    p.frames.resize(num_parts);
    for (auto& f : p.frames)
        f = detail::frame(r, "placement frame");
    // A hook is at least its 8-byte header.
    const std::uint32_t n = r.count(detail::u32(r, "hook count"), 8, "hooks");
    p.hooks.reserve(n);
    for (std::uint32_t i = 0; i < n; ++i)
        p.hooks.push_back(read_animation_hook(r, where + " hook " + std::to_string(i)));
    return p;
}

} // namespace

const PlacementFrame* SetupRecord::placement(std::uint32_t key) const {
    for (const auto& p : placement_frames)
        if (p.key == key) return &p;
    return nullptr;
}

glm::vec3 SetupRecord::part_scale(std::size_t part) const {
    return part < default_scale.size() ? default_scale[part] : glm::vec3(1.0f);
}

// CSetup::UnPack (0x00520C50): id, flags, parts, parent indices (flag 1),
// default scales (flag 2), holding locations, connection points, placement frames,
// cylspheres, spheres, height, radius, step up, step down, sorting sphere, selection
// sphere, lights, the five default ids, padding to 4.
SetupRecord parse_setup(std::span<const std::byte> data, const RecordName& name) {
    Reader r(data, name);
    SetupRecord s;
    s.id = detail::record_id(r);
    s.flags = detail::u32(r, "Flags");
    const std::uint32_t num_parts = r.count(detail::u32(r, "part count"), 4, "Parts");
    s.parts.resize(num_parts);
    for (auto& p : s.parts)
        p = r.u32();
    if (s.has_parent()) {
        detail::need(r, 4u * std::size_t{num_parts}, "ParentIndex");
        s.parent_index.resize(num_parts);
        for (auto& p : s.parent_index)
            p = r.u32();
    }
    if (s.has_default_scale()) {
        detail::need(r, 12u * std::size_t{num_parts}, "DefaultScale");
        s.default_scale.resize(num_parts);
        for (auto& v : s.default_scale)
            v = r.vec3("DefaultScale");
    }
    s.holding_locations = read_locations(r, "HoldingLocations");
    s.connection_points = read_locations(r, "ConnectionPoints");
    // A placement frame is at least its key, its part frames and its hook count.
    const std::uint32_t np = r.count(detail::u32(r, "placement count"),
                                     8u + 28u * std::size_t{num_parts}, "PlacementFrames");
    s.placement_frames.reserve(np);
    for (std::uint32_t i = 0; i < np; ++i)
        s.placement_frames.push_back(read_placement(r, num_parts));
    s.cylspheres.resize(r.count(detail::u32(r, "cylsphere count"), 20, "CylSpheres"));
    for (auto& c : s.cylspheres) {
        c.low_point = r.vec3("CylSphere");
        c.radius = r.finite_f32("CylSphere radius");
        c.height = r.finite_f32("CylSphere height");
    }
    s.spheres.resize(r.count(detail::u32(r, "sphere count"), 16, "Spheres"));
    for (auto& sp : s.spheres)
        sp = r.sphere("Sphere");
    s.height = detail::finite_f32(r, "Height");
    s.radius = detail::finite_f32(r, "Radius");
    s.step_up_height = detail::finite_f32(r, "StepUpHeight");
    s.step_down_height = detail::finite_f32(r, "StepDownHeight");
    // Drawing and picking only: read as stored.
    detail::need(r, 32, "SortingSphere and SelectionSphere");
    for (DatSphere* sp : {&s.sorting_sphere, &s.selection_sphere}) {
        sp->center.x = r.f32();
        sp->center.y = r.f32();
        sp->center.z = r.f32();
        sp->radius = r.f32();
    }
    s.lights.resize(r.count(detail::u32(r, "light count"), 48, "Lights"));
    for (auto& l : s.lights) {
        l.key = r.u32();
        l.frame = detail::raw_frame(r, "light frame");
        l.color = r.u32();
        l.intensity = r.f32();
        l.falloff = r.f32();
        l.cone_angle = r.f32();
    }
    s.default_animation = detail::u32(r, "DefaultAnimation");
    s.default_script = detail::u32(r, "DefaultScript");
    s.default_motion_table = detail::u32(r, "DefaultMotionTable");
    s.default_sound_table = detail::u32(r, "DefaultSoundTable");
    s.default_script_table = detail::u32(r, "DefaultScriptTable");
    detail::align4(r, "padding at the end");
    detail::expect_end(r);
    return s;
}

} // namespace sweeplab::dat
