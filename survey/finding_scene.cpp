#include "survey/finding_scene.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

#include <glm/trigonometric.hpp>

#include "physics/reading/reading.h"
#include "scene/location.h"
#include "survey/walk_script.h"

namespace sweeplab::app::survey {

namespace {

std::string hex_cell(std::uint32_t id) {
    char buf[16];
    std::snprintf(buf, sizeof buf, id > 0xFFFFu ? "0x%08X" : "0x%04X", id);
    return buf;
}

} // namespace

scene::Check absence_check(const Finding& f, const WalkOptions& options) {
    scene::Check c;
    const glm::vec3 p = f.position;
    switch (f.kind) {
    case FindingKind::UnderGround:
        // Nowhere under the ground at that spot: the feet never sink 5 cm or more below it.
        c.name = "never under the ground here";
        c.kind = scene::CheckKind::Avoid;
        c.min = glm::vec3(p.x - 0.5f, p.y - 0.5f, p.z - 50.0f);
        c.max = glm::vec3(p.x + 0.5f, p.y + 0.5f, p.z + 0.01f);
        break;
    case FindingKind::LeftCell:
        if (f.cell != f.start.cell) {
            c.name = "stays in cell " + hex_cell(f.start.cell);
            c.kind = scene::CheckKind::StayInCell;
            c.cell = f.start.cell;
            c.frames = std::make_pair(1, static_cast<int>(f.frame));
            break;
        }
        // The run still reports the start cell (the transition found no cell for the feet and
        // the port keeps the last one), so a cell check would pass: instead, the feet never
        // go where the foot centre had left the cell's volume.
        c.name = "never where the feet left cell " + hex_cell(f.start.cell);
        c.kind = scene::CheckKind::Avoid;
        c.min = p - glm::vec3(0.1f);
        c.max = p + glm::vec3(0.1f);
        break;
    case FindingKind::ThroughWall:
        // Where the feet were once the foot centre had crossed: behind the wall.
        c.name = "never behind the wall";
        c.kind = scene::CheckKind::Avoid;
        c.min = p - glm::vec3(0.1f, 0.1f, 0.1f);
        c.max = p + glm::vec3(0.1f, 0.1f, 0.5f);
        break;
    case FindingKind::Embedded:
        c.name = "never in solid geometry";
        c.kind = scene::CheckKind::MaxPenetration;
        c.at_most = 0.02f;
        break;
    case FindingKind::LandCrease:
        // Retail's own overlap (no defect): kept as a scene, it holds no deeper than it was.
        c.name = "no deeper into the land";
        c.kind = scene::CheckKind::MaxPenetration;
        c.at_most = f.figure + 0.005f;
        break;
    case FindingKind::Parts:
        c.name = "the " + options.compare + " reading agrees";
        c.kind = scene::CheckKind::ReadingAgrees;
        c.reading = options.compare;
        c.reading_bits =
            physics::parse_reading(options.compare, nullptr).value_or(physics::Reading{}).bits;
        c.at_most = 0.01f;
        break;
    case FindingKind::Stuck: {
        // 0.5 m ahead of the start along the heading, by the walk's end.
        const float yaw = glm::radians(f.heading);
        const glm::vec3 ahead =
            f.start.feet + 0.5f * glm::vec3(-std::sin(yaw), std::cos(yaw), 0.0f);
        c.name = "gets 0.5 m ahead";
        c.kind = scene::CheckKind::Reach;
        c.min = ahead - glm::vec3(0.25f, 0.25f, 1.0f);
        c.max = ahead + glm::vec3(0.25f, 0.25f, 1.0f);
        c.by_frame = static_cast<int>(options.frames());
        break;
    }
    }
    return c;
}

scene::Scene finding_scene(const scene::Scene& surveyed, const Finding& f,
                           const WalkOptions& options) {
    scene::Scene s;
    Finding local = f;
    if (!f.start.location.empty()) {
        // A DAT finding: its landblock with its neighbours, positions in that landblock's frame
        // (the frame the survey walked it in).
        const scene::Location loc = scene::parse_location(f.start.location);
        s.dat = scene::DatPlace{{loc.landblock()},
                                1,
                                surveyed.dat ? surveyed.dat->folder : "",
                                surveyed.dat ? surveyed.dat->world : std::vector<std::string>{},
                                nullptr};
        s.player.spheres = scene::default_human_spheres();
        s.player.step_up_height = scene::kDefaultStepUpHeight;
        s.player.step_down_height = scene::kDefaultStepDownHeight;
        s.camera = surveyed.camera;
        local.start.cell = loc.cell;
        if (loc.indoor()) s.player.cell = loc.cell;
    } else {
        s = surveyed;
        s.player.cell.reset();
        if (f.start.cell != 0) s.player.cell = f.start.cell;
    }
    s.name = std::string(kind_name(f.kind)) + " at start " + std::to_string(f.start.index) +
             " heading " + std::to_string(static_cast<int>(std::lround(f.heading)));
    s.summary = "A survey finding kept as a scene: " + f.detail +
                ". Its check fails while the defect is there.";
    s.player.position = local.start.feet;
    s.player.yaw_deg = f.heading;
    s.fps = static_cast<float>(options.fps);
    s.script = walk_script(options);
    s.checks.clear();
    s.checks.push_back(absence_check(local, options));
    return s;
}

} // namespace sweeplab::app::survey
