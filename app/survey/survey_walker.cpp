#include "app/survey/survey_walker.h"

#include <array>
#include <cmath>
#include <cstdio>

#include <glm/geometric.hpp>
#include <glm/trigonometric.hpp>

#include "app/sim/compare.h"
#include "app/sim/hit_record.h"
#include "app/survey/walk_script.h"
#include "physics/world/penetration.h"

namespace sweeplab::app::survey {

namespace {

std::string metres(float v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f m", static_cast<double>(v));
    return buf;
}

bool touched(const physics::SubstepTrace& s) {
    return s.hit != physics::SubstepHit::None || s.collide_polygon.valid() ||
           s.walkable_polygon.valid();
}

physics::MoverInput mover_input(const FrameInput& in) {
    physics::MoverInput mi;
    mi.forward = in.forward;
    mi.strafe = in.strafe;
    mi.turn = in.turn;
    mi.run = in.run;
    mi.jump = in.jump;
    return mi;
}

// The terrain height under (x, y); false off the land.
bool terrain_height(const physics::World& world, const glm::vec3& p, float& z) {
    physics::Plane plane;
    if (!world.terrain_plane(p.x, p.y, plane) || plane.normal.z == 0.0f) return false;
    z = -(plane.normal.x * p.x + plane.normal.y * p.y + plane.d) / plane.normal.z;
    return true;
}

} // namespace

std::optional<float> under_ground_depth(const physics::World& world, std::uint32_t cell,
                                        const glm::vec3& feet) {
    float ground = 0.0f;
    if (cell == 0 || physics::is_indoor_cell(cell) || !terrain_height(world, feet, ground))
        return std::nullopt;
    if (!(feet.z < ground - kUnderGroundDepth)) return std::nullopt;
    return ground - feet.z;
}

Walker::Walker(const SurveyPlace& place, const WalkOptions& options, physics::Reading reading,
               std::optional<physics::Reading> compare)
    : place_(place), options_(options) {
    // As Simulation runs a frame: 1/fps in double, then float.
    dt_ = static_cast<float>(1.0 / static_cast<double>(options.fps));
    physics::MoverConfig config = place.config;
    config.reading = reading;
    mover_ = std::make_unique<physics::Mover>(*place.world, config);
    mover_->snapshot(fresh_);
    if (compare) {
        config.reading = *compare;
        ghost_ = std::make_unique<physics::Mover>(*place.world, config);
        ghost_->snapshot(fresh_ghost_);
    }
    trace_ = std::make_unique<physics::FrameTrace>();
    if (ghost_) ghost_trace_ = std::make_unique<physics::FrameTrace>();
    touched_ = std::make_unique<physics::SubstepTrace>();
}

Walker::~Walker() = default;

bool Walker::place(const PlaceStart& s, float yaw_radians) {
    mover_->restore(fresh_);
    const bool placed = mover_->place(s.feet, yaw_radians, s.internal_cell);
    if (ghost_) {
        ghost_->restore(fresh_ghost_);
        ghost_->place(s.feet, yaw_radians, s.internal_cell);
    }
    return placed;
}

glm::vec3 Walker::foot_centre() const {
    std::array<physics::Sphere, 2> spheres{};
    const std::uint32_t n = mover_->global_spheres(spheres);
    return n > 0 ? spheres[0].center : mover_->output().position;
}

Walker::WalkEnd Walker::walk(long trace_until) {
    const physics::World& world = *place_.world;
    WalkEnd end;
    const glm::vec3 placed = mover_->output().position;
    glm::vec3 centre = foot_centre();
    int outside = 0;
    has_touched_ = false;
    crossing_.reset();
    const long frames = options_.frames();
    std::array<physics::Sphere, 2> spheres{};
    for (long f = 1; f <= frames; ++f) {
        const physics::MoverInput mi = mover_input(walk_input(options_, f));
        const bool traced = f <= trace_until;
        mover_->update(dt_, mi, traced ? trace_.get() : nullptr);
        if (ghost_) ghost_->update(dt_, mi, traced ? ghost_trace_.get() : nullptr);
        if (traced)
            for (std::uint32_t k = 0; k < trace_->count; ++k)
                if (touched(trace_->steps[k])) {
                    *touched_ = trace_->steps[k];
                    has_touched_ = true;
                }
        const physics::MoverOutput& m = mover_->output();
        end.frame = f;
        end.frames = static_cast<std::uint64_t>(f);
        end.position = m.position;
        end.cell = m.cell;
        end.moved = std::max(end.moved, glm::length(m.position - placed));
        const glm::vec3 prev = centre;
        const std::uint32_t n = mover_->global_spheres(spheres);
        centre = n > 0 ? spheres[0].center : m.position;
        const bool indoor = physics::is_indoor_cell(m.cell);
        // under_ground: outdoors, the feet more than 5 cm below the terrain.
        if (const std::optional<float> depth = under_ground_depth(world, m.cell, m.position)) {
            end.kind = FindingKind::UnderGround;
            end.value = *depth;
            return end;
        }
        // left_cell: the transition found no cell for the foot centre (retail puts the object
        // in no cell, the fall out of the world; the port holds it where it was and clears
        // ACTIVE, docs/divergences.md "Lost cell").
        if (indoor && !physics::has(mover_->transient_state(), physics::TransientState::Active)) {
            end.kind = FindingKind::LeftCell;
            end.value = -1.0f;
            return end;
        }
        // left_cell: an indoor cell whose containment has not held the foot centre for 15
        // frames in a row.
        outside = indoor && !world.point_in_cell(m.cell, centre) ? outside + 1 : 0;
        if (outside >= kLeftCellFrames) {
            end.kind = FindingKind::LeftCell;
            const physics::EnvCell* c = world.env_cell(m.cell);
            end.value = c != nullptr ? c->bounds_min.z - centre.z : 0.0f;
            return end;
        }
        // through_wall: the foot centre across a solid polygon, front to back.
        const WallCrossing crossed = place_.walls.crossing(prev, centre, indoor);
        if (crossed.polygon != nullptr) {
            end.kind = FindingKind::ThroughWall;
            crossing_ = crossed;
            return end;
        }
        // embedded: a sphere more than 2 cm into solid geometry.
        const float depth = physics::max_penetration(
            world, std::span<const physics::Sphere>(spheres.data(), n), mover_->config().id);
        if (depth > kEmbeddedDepth) {
            end.kind = FindingKind::Embedded;
            end.value = depth;
            return end;
        }
        // parts: the ghost more than 1 cm away.
        if (ghost_) {
            const float d = glm::length(ghost_->output().position - m.position);
            if (d > kPartsDistance) {
                end.kind = FindingKind::Parts;
                end.value = d;
                return end;
            }
        }
    }
    return end;
}

std::string Walker::detail(FindingKind kind, const WalkEnd& end) const {
    switch (kind) {
    case FindingKind::UnderGround:
        return "the feet are " + metres(end.value) + " below the terrain";
    case FindingKind::LeftCell: {
        if (end.value < 0.0f)
            return "the foot centre left the cell's volume without passing a portal: the "
                   "transition found no cell for it (retail puts the avatar in no cell)";
        std::string s = "the foot centre has been outside the cell's volume for " +
                        std::to_string(kLeftCellFrames) + " frames";
        if (end.value > 0.0f) s += " (" + metres(end.value) + " below the cell's lowest point)";
        return s;
    }
    case FindingKind::ThroughWall: {
        std::string s = "the foot centre crossed ";
        if (crossing_) {
            const physics::TracedPolygon p = place_.walls.traced(*crossing_->polygon);
            s += polygon_record(place_.desc.get(), *place_.world, p) + " from its " +
                 (crossing_->polygon->double_sided ? "one side to the other" : "front to its back");
        } else {
            s += "a solid polygon";
        }
        return s;
    }
    case FindingKind::Embedded:
        return "a sphere is " + metres(end.value) + " into solid geometry";
    case FindingKind::Parts:
        return "the ghost (" + options_.compare + ") is " + metres(end.value) + " from the avatar";
    case FindingKind::Stuck:
        return "the feet moved at most " + metres(end.moved) + " in every one of the " +
               std::to_string(options_.headings) + " headings";
    }
    return "";
}

Finding Walker::make_finding(const PlaceStart& s, std::uint64_t index, float heading,
                             const WalkEnd& end) {
    const FindingKind kind = end.kind.value_or(FindingKind::Stuck);
    Finding f;
    f.kind = kind;
    f.start.index = index;
    f.start.feet = s.feet;
    f.start.cell = s.cell;
    f.start.location = place_.location(s, heading);
    f.heading = heading;
    f.frame = end.frame;
    f.position = end.position;
    const bool dat = place_.is_dat();
    f.cell = dat && end.cell != 0 && !physics::is_indoor_cell(end.cell)
                 ? end.cell
                 : place_.world->external_cell_id(end.cell);
    // Walk it again, traced up to the finding's frame, to name what it last touched (and,
    // for a parting, where the two first differ).
    const std::optional<WallCrossing> crossing = crossing_;
    place(s, glm::radians(heading));
    (void)walk(end.frame);
    crossing_ = crossing;
    f.hit = has_touched_ ? substep_hit_record(place_.desc.get(), *place_.world, *touched_) : "";
    if (f.hit == "nothing" && has_touched_ && touched_->walkable_polygon.valid())
        f.hit = polygon_record(place_.desc.get(), *place_.world, touched_->walkable_polygon);
    if (f.hit == "nothing") f.hit.clear();
    // Walking on the land touches no polygon the trace names: name the terrain triangle under
    // the foot sphere's low point, the one retail's land test uses (CLandCell::
    // find_env_collisions).
    if (f.hit.empty() && end.cell != 0 && !physics::is_indoor_cell(end.cell)) {
        std::array<physics::Sphere, 2> spheres{};
        const std::uint32_t n = mover_->global_spheres(spheres);
        const glm::vec3 low =
            n > 0 ? spheres[0].center - glm::vec3(0.0f, 0.0f, spheres[0].radius) : end.position;
        f.hit = land_record(*place_.world, low);
    }
    f.detail = detail(kind, end);
    if (kind == FindingKind::Parts && ghost_trace_) {
        const SubstepParting p = first_parting_substep(*trace_, *ghost_trace_);
        f.first_substep = p.index + 1;
        f.branch = p.branch;
        f.ghost_branch = p.ghost_branch;
        f.distance = end.value;
    }
    return f;
}

void Walker::walk_start(std::size_t start, std::uint64_t index, StartResult& out) {
    const PlaceStart& s = place_.starts[start];
    out = StartResult{};
    std::array<WalkEnd, 64> ends{};
    const int headings = options_.headings;
    bool all_stuck = true;
    for (int k = 0; k < headings; ++k) {
        const float heading = options_.heading(k);
        const bool placed = place(s, glm::radians(heading));
        if (k == 0) {
            out.placed = placed;
            if (!placed) return; // counted as unplaced, not walked
        }
        ends[static_cast<std::size_t>(k)] = walk(0);
        const WalkEnd& e = ends[static_cast<std::size_t>(k)];
        out.walks += 1;
        out.frames += e.frames;
        all_stuck = all_stuck && e.moved < kStuckDistance;
        if (e.kind) out.findings.push_back(make_finding(s, index, heading, e));
    }
    if (all_stuck && headings > 0) {
        // Reported at the heading that got farthest (the first of equals), after that
        // heading's own finding.
        int best = 0;
        for (int k = 1; k < headings; ++k)
            if (ends[static_cast<std::size_t>(k)].moved >
                ends[static_cast<std::size_t>(best)].moved)
                best = k;
        WalkEnd e = ends[static_cast<std::size_t>(best)];
        const FindingKind own = e.kind.value_or(FindingKind::Stuck);
        e.kind.reset();
        Finding f = make_finding(s, index, options_.heading(best), e);
        f.detail = detail(FindingKind::Stuck, e);
        std::size_t at = 0;
        while (at < out.findings.size() &&
               (out.findings[at].heading < f.heading ||
                (out.findings[at].heading == f.heading && out.findings[at].kind <= own)))
            ++at;
        out.findings.insert(out.findings.begin() + static_cast<std::ptrdiff_t>(at), std::move(f));
    }
}

} // namespace sweeplab::app::survey
