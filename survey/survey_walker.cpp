#include "survey/survey_walker.h"

#include <array>
#include <cmath>
#include <cstdio>

#include <glm/geometric.hpp>
#include <glm/trigonometric.hpp>

#include "physics/math/constants.h"
#include "physics/world/penetration.h"
#include "sim/compare.h"
#include "sim/hit_record.h"
#include "survey/walk_script.h"

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

// A record without its polygon or triangle number: the object, shell, cell or land cell that
// owns it (a defect is one per owner: a shell walked through at two faces is one defect).
std::string owner_of(const std::string& record) {
    std::string s = record;
    for (const char* word : {" polygon ", " triangle "}) {
        const std::size_t at = s.find(word);
        if (at == std::string::npos) continue;
        std::size_t end = s.find(' ', at + std::char_traits<char>::length(word));
        s.erase(at, end == std::string::npos ? std::string::npos : end - at);
    }
    return s;
}

} // namespace

LandSink land_sink(const physics::World& world, const physics::Sphere& foot, bool on_walkable) {
    LandSink out;
    const glm::vec3 low = foot.center - glm::vec3(0.0f, 0.0f, foot.radius);
    physics::Plane plane;
    if (!world.terrain_plane(low.x, low.y, plane)) return out;
    // validate_walkable holds the lowest point the water's depth below the land.
    out.sink = -plane.dot_product(low) - world.water_depth_at(low.x, low.y);
    out.allowed =
        !(out.sink > kEmbeddedDepth) || (plane.normal.z < physics::kFloorZ && on_walkable);
    return out;
}

std::optional<float> under_ground_depth(const physics::World& world, std::uint32_t cell,
                                        const glm::vec3& feet) {
    float ground = 0.0f;
    // Against where retail rests the feet: the land less its water depth.
    if (cell == 0 || physics::is_indoor_cell(cell) || !world.rest_height(feet.x, feet.y, ground))
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
    std::uint32_t reported = 0; // a bit per kind already in end.events
    int crease = -1;            // land_crease's entry in end.events
    auto report = [&](FindingKind kind) -> WalkEvent* {
        const std::uint32_t bit = 1u << static_cast<unsigned>(kind);
        if ((reported & bit) != 0) return nullptr;
        reported |= bit;
        WalkEvent& e = end.events[end.count++];
        e = WalkEvent{};
        e.kind = kind;
        e.frame = end.frame;
        e.position = end.position;
        e.cell = end.cell;
        return &e;
    };
    auto seen = [&](FindingKind kind) {
        return (reported & (1u << static_cast<unsigned>(kind))) != 0;
    };
    const long frames =
        trace_until > 0 ? std::min(trace_until, options_.frames()) : options_.frames();
    std::array<physics::Sphere, 2> spheres{};
    for (long f = 1; f <= frames; ++f) {
        const physics::MoverInput mi = mover_input(walk_input(options_, f));
        const bool traced = trace_until > 0;
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
        const glm::vec3 low =
            n > 0 ? centre - glm::vec3(0.0f, 0.0f, spheres[0].radius) : m.position;
        const bool indoor = physics::is_indoor_cell(m.cell);
        // under_ground: outdoors, the feet more than 5 cm below the terrain.
        if (!seen(FindingKind::UnderGround))
            if (const std::optional<float> depth = under_ground_depth(world, m.cell, m.position))
                if (WalkEvent* e = report(FindingKind::UnderGround)) {
                    e->value = *depth;
                    e->low = low;
                }
        // left_cell: the transition found no cell for the foot centre (retail puts the object
        // in no cell, the fall out of the world; the port holds it where it was and clears
        // ACTIVE, docs/divergences.md "Lost cell").
        if (indoor && !seen(FindingKind::LeftCell) &&
            !physics::has(mover_->transient_state(), physics::TransientState::Active))
            if (WalkEvent* e = report(FindingKind::LeftCell)) e->value = -1.0f;
        // left_cell: an indoor cell whose containment has not held the foot centre for 15
        // frames in a row.
        outside = indoor && !world.point_in_cell(m.cell, centre) ? outside + 1 : 0;
        if (outside >= kLeftCellFrames && !seen(FindingKind::LeftCell))
            if (WalkEvent* e = report(FindingKind::LeftCell)) {
                const physics::EnvCell* c = world.env_cell(m.cell);
                e->value = c != nullptr ? std::max(0.0f, c->bounds_min.z - centre.z) : 0.0f;
            }
        // through_wall: the foot centre across a solid polygon, front to back.
        if (!seen(FindingKind::ThroughWall)) {
            const WallCrossing crossed = place_.walls.crossing(prev, centre, indoor);
            if (crossed.polygon != nullptr)
                if (WalkEvent* e = report(FindingKind::ThroughWall)) {
                    e->wall = crossed.polygon;
                    e->value = std::fabs(crossed.polygon->plane.dot_product(centre));
                }
        }
        // embedded: a sphere more than 2 cm into solid geometry; into the land only where
        // retail's land test would not have let the foot be (else land_crease).
        physics::PenetrationParts parts;
        const float depth =
            physics::max_penetration(world, std::span<const physics::Sphere>(spheres.data(), n),
                                     mover_->config().id, &parts);
        if (depth > kEmbeddedDepth) {
            if (parts.solid.depth > kEmbeddedDepth && !seen(FindingKind::Embedded)) {
                if (WalkEvent* e = report(FindingKind::Embedded)) {
                    e->value = parts.solid.depth;
                    e->thing = parts.solid;
                }
            }
            if (parts.land.depth > kEmbeddedDepth && n > 0) {
                const bool walkable =
                    physics::has(mover_->transient_state(), physics::TransientState::OnWalkable);
                const LandSink sink = land_sink(world, spheres[0], walkable);
                if (!sink.allowed) {
                    if (!seen(FindingKind::Embedded))
                        if (WalkEvent* e = report(FindingKind::Embedded)) {
                            e->value = sink.sink;
                            e->thing = parts.land;
                            e->thing.kind = physics::PenetrationThing::Kind::Land;
                            e->low = low;
                        }
                } else if (crease < 0) {
                    crease = static_cast<int>(end.count);
                    if (WalkEvent* e = report(FindingKind::LandCrease)) {
                        e->value = parts.land.depth;
                        e->thing = parts.land;
                        e->low = low;
                    }
                } else if (parts.land.depth > end.events[static_cast<std::size_t>(crease)].value) {
                    WalkEvent& e = end.events[static_cast<std::size_t>(crease)];
                    e.frame = f;
                    e.position = m.position;
                    e.cell = m.cell;
                    e.value = parts.land.depth;
                    e.thing = parts.land;
                    e.low = low;
                }
            }
        }
        // parts: the ghost more than 1 cm away.
        if (ghost_ && !seen(FindingKind::Parts)) {
            const float d = glm::length(ghost_->output().position - m.position);
            if (d > kPartsDistance)
                if (WalkEvent* e = report(FindingKind::Parts)) e->value = d;
        }
    }
    return end;
}

std::string Walker::detail(const WalkEvent& e, float moved) const {
    switch (e.kind) {
    case FindingKind::UnderGround:
        return "the feet are " + metres(e.value) + " below the terrain";
    case FindingKind::LeftCell: {
        if (e.value < 0.0f)
            return "the foot centre left the cell's volume without passing a portal: the "
                   "transition found no cell for it (retail puts the avatar in no cell)";
        std::string s = "the foot centre has been outside the cell's volume for " +
                        std::to_string(kLeftCellFrames) + " frames";
        if (e.value > 0.0f) s += " (" + metres(e.value) + " below the cell's lowest point)";
        return s;
    }
    case FindingKind::ThroughWall: {
        std::string s = "the foot centre crossed ";
        if (e.wall != nullptr) {
            const physics::TracedPolygon p = place_.walls.traced(*e.wall);
            s += polygon_record(place_.desc.get(), *place_.world, p) + " from its " +
                 (e.wall->double_sided ? "one side to the other" : "front to its back") + ", " +
                 metres(e.value) + " past it";
        } else {
            s += "a solid polygon";
        }
        return s;
    }
    case FindingKind::Embedded:
        if (e.thing.kind == physics::PenetrationThing::Kind::Land)
            return "the foot sphere's lowest point is " + metres(e.value) +
                   " below the plane of the land triangle under it, where retail's land test "
                   "holds it";
        return "a sphere is " + metres(e.value) + " into solid geometry";
    case FindingKind::Parts:
        return "the ghost (" + options_.compare + ") is " + metres(e.value) + " from the avatar";
    case FindingKind::Stuck:
        return "the feet moved at most " + metres(moved) + " in every one of the " +
               std::to_string(options_.headings) + " headings";
    case FindingKind::LandCrease:
        return "a sphere overlaps the land by " + metres(e.value) +
               " while retail's land test holds the foot's lowest point on the triangle under "
               "it (a slope or a crease: retail's own)";
    }
    return "";
}

std::string Walker::thing(const WalkEvent& e, const PlaceStart& s, const std::string& hit) const {
    const physics::World& world = *place_.world;
    const scene::DatWorldDesc* desc = place_.desc.get();
    switch (e.kind) {
    case FindingKind::UnderGround:
        return owner_of(land_record(world, e.position));
    case FindingKind::LeftCell:
        return cell_record(desc, world, e.cell);
    case FindingKind::ThroughWall:
        return owner_of(
            e.wall != nullptr ? polygon_record(desc, world, place_.walls.traced(*e.wall)) : hit);
    case FindingKind::Embedded:
    case FindingKind::LandCrease: {
        using Kind = physics::PenetrationThing::Kind;
        const physics::PenetrationThing& t = e.thing;
        switch (t.kind) {
        case Kind::Land:
            return owner_of(land_record(world, e.low));
        case Kind::CellPolygon:
        case Kind::ObjectPolygon: {
            physics::TracedPolygon p;
            p.owner = t.owner;
            p.index = t.index;
            p.vertex_count = 3; // named by owner and index; the outline is not needed
            return owner_of(polygon_record(desc, world, p));
        }
        case Kind::Cylinder:
        case Kind::Sphere:
            return object_record(desc, world, t.owner);
        case Kind::None:
            break;
        }
        return hit;
    }
    case FindingKind::Parts:
        return hit.empty() ? std::string("nothing") : owner_of(hit);
    case FindingKind::Stuck: {
        // What the farthest heading last touched (a cage's bars are one defect), else the
        // start's cell.
        if (!hit.empty()) return owner_of(hit);
        if (s.internal_cell != 0 && physics::is_indoor_cell(s.internal_cell))
            return cell_record(desc, world, s.internal_cell);
        const physics::LandCell* land = world.land_cell_at(s.feet.x, s.feet.y);
        return land != nullptr ? owner_of(land_record(world, s.feet)) : "the start";
    }
    }
    return hit;
}

Finding Walker::make_finding(const PlaceStart& s, std::uint64_t index, float heading,
                             const WalkEvent& e, float moved) {
    Finding f;
    f.kind = e.kind;
    f.start.index = index;
    f.start.feet = s.feet;
    f.start.cell = s.cell;
    f.start.location = place_.location(s, heading);
    f.heading = heading;
    f.frame = e.frame;
    f.position = e.position;
    f.figure = e.kind == FindingKind::Stuck ? moved : std::max(e.value, 0.0f);
    const bool dat = place_.is_dat();
    f.cell = dat && e.cell != 0 && !physics::is_indoor_cell(e.cell)
                 ? e.cell
                 : place_.world->external_cell_id(e.cell);
    f.detail = detail(e, moved);
    if (e.kind == FindingKind::LandCrease) {
        // Retail's own: named by its land triangle, without walking it again.
        f.hit = land_record(*place_.world, e.low);
        f.thing = thing(e, s, f.hit);
        return f;
    }
    // Walk it again, traced up to the finding's frame, to name what it last touched (and,
    // for a parting, where the two first differ).
    place(s, glm::radians(heading));
    (void)walk(e.frame);
    f.hit = has_touched_ ? substep_hit_record(place_.desc.get(), *place_.world, *touched_) : "";
    if (f.hit == "nothing" && has_touched_ && touched_->walkable_polygon.valid())
        f.hit = polygon_record(place_.desc.get(), *place_.world, touched_->walkable_polygon);
    if (f.hit == "nothing") f.hit.clear();
    // Walking on the land touches no polygon the trace names: name the terrain triangle under
    // the foot sphere's low point, the one retail's land test uses (CLandCell::
    // find_env_collisions).
    if (f.hit.empty() && e.cell != 0 && !physics::is_indoor_cell(e.cell)) {
        std::array<physics::Sphere, 2> spheres{};
        const std::uint32_t n = mover_->global_spheres(spheres);
        const glm::vec3 low =
            n > 0 ? spheres[0].center - glm::vec3(0.0f, 0.0f, spheres[0].radius) : e.position;
        f.hit = land_record(*place_.world, low);
    }
    f.thing = thing(e, s, f.hit);
    if (e.kind == FindingKind::Parts && ghost_trace_) {
        const SubstepParting p = first_parting_substep(*trace_, *ghost_trace_);
        f.first_substep = p.index + 1;
        f.branch = p.branch;
        f.ghost_branch = p.ghost_branch;
        f.distance = e.value;
        f.thing += "; " + f.branch + " / " + f.ghost_branch;
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
        WalkEnd& e = ends[static_cast<std::size_t>(k)];
        e = walk(0);
        out.walks += 1;
        out.frames += e.frames;
        all_stuck = all_stuck && e.moved < kStuckDistance;
        // This walk's kinds by frame, then the order a frame is checked in.
        std::array<std::uint32_t, kFindingKinds + 1> order{};
        for (std::uint32_t i = 0; i < e.count; ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.begin() + e.count,
                         [&](std::uint32_t a, std::uint32_t b) {
                             const WalkEvent &x = e.events[a], &y = e.events[b];
                             return x.frame != y.frame ? x.frame < y.frame : x.kind < y.kind;
                         });
        for (std::uint32_t i = 0; i < e.count; ++i)
            out.findings.push_back(make_finding(s, index, heading, e.events[order[i]], e.moved));
    }
    if (all_stuck && headings > 0) {
        // Reported at the heading that got farthest (the first of equals), after that
        // heading's own findings, at its last frame.
        int best = 0;
        for (int k = 1; k < headings; ++k)
            if (ends[static_cast<std::size_t>(k)].moved >
                ends[static_cast<std::size_t>(best)].moved)
                best = k;
        const WalkEnd& e = ends[static_cast<std::size_t>(best)];
        WalkEvent stuck;
        stuck.kind = FindingKind::Stuck;
        stuck.frame = e.frame;
        stuck.position = e.position;
        stuck.cell = e.cell;
        Finding f = make_finding(s, index, options_.heading(best), stuck, e.moved);
        std::size_t at = 0;
        while (at < out.findings.size() && out.findings[at].heading <= f.heading)
            ++at;
        out.findings.insert(out.findings.begin() + static_cast<std::ptrdiff_t>(at), std::move(f));
    }
}

} // namespace sweeplab::app::survey
