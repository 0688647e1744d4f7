#include "sim/headless_json.h"

#include "sim/json_text.h"

namespace sweeplab::app {

using json::escape;
using json::number;
using json::vec;

std::string frame_json(const FrameOutput& f, const std::string* location,
                       const GhostOutput* ghost) {
    std::string o = "{\"frame\": " + std::to_string(f.frame) + ", \"time\": ";
    number(o, f.time);
    o += ", \"player\": {\"position\": ";
    vec(o, f.position);
    o += ", \"velocity\": ";
    vec(o, f.velocity);
    o += ", \"cell\": " + std::to_string(f.cell);
    o += std::string(", \"contact\": ") + (f.contact ? "true" : "false");
    o += std::string(", \"on_walkable\": ") + (f.on_walkable ? "true" : "false");
    o += ", \"yaw\": ";
    number(o, f.yaw_deg);
    if (location != nullptr) {
        o += ", \"location\": ";
        escape(o, *location);
    }
    o += "}, \"camera\": {\"pivot\": ";
    vec(o, f.pivot);
    o += ", \"sought\": ";
    vec(o, f.sought);
    o += ", \"eye\": ";
    vec(o, f.eye);
    o += ", \"cell\": " + std::to_string(f.camera_cell) + ", \"translucency\": ";
    number(o, f.translucency);
    o += "}, \"substeps\": " + std::to_string(f.substeps) + ", \"collisions\": [";
    for (std::size_t i = 0; i < f.collisions.size(); ++i)
        o += (i ? ", " : "") + std::to_string(f.collisions[i]);
    o += "], \"visible_cells\": [";
    for (std::size_t i = 0; i < f.visible_cells.size(); ++i)
        o += (i ? ", " : "") + std::to_string(f.visible_cells[i]);
    o += ']';
    if (ghost != nullptr) {
        o += ", \"ghost\": {\"position\": ";
        vec(o, ghost->position);
        o += ", \"cell\": " + std::to_string(ghost->cell) + ", \"distance\": ";
        number(o, ghost->distance);
        o += ", \"eye\": ";
        vec(o, ghost->eye);
        o += ", \"eye_distance\": ";
        number(o, ghost->eye_distance);
        o += '}';
    }
    o += '}';
    return o;
}

std::string summary_json(const RunSummary& s) {
    std::string o = "{\"summary\": {\"frames\": " + std::to_string(s.frames) + ", \"distance\": ";
    number(o, s.distance);
    o += ", \"max_penetration\": ";
    number(o, s.max_penetration);
    o += ", \"camera_max_penetration\": ";
    number(o, s.camera_max_penetration);
    o += ", \"substeps\": " + std::to_string(s.substeps);
    if (s.has_checks) {
        o += ", \"checks\": [";
        for (std::size_t i = 0; i < s.checks.size(); ++i) {
            const scene::CheckResult& c = s.checks[i];
            o += i ? ", {\"name\": " : "{\"name\": ";
            escape(o, c.name);
            o += std::string(", \"passed\": ") +
                 (c.state == scene::CheckState::Passed ? "true" : "false") + ", \"detail\": ";
            escape(o, c.detail);
            o += '}';
        }
        o += ']';
    }
    if (s.compare) {
        const CompareResult& c = *s.compare;
        o += ", \"compare\": {\"reading\": ";
        escape(o, c.reading);
        if (c.first_frame == 0) {
            o += ", \"first_frame\": null, \"first_substep\": null, \"branch\": null, "
                 "\"ghost_branch\": null";
        } else {
            o += ", \"first_frame\": " + std::to_string(c.first_frame) +
                 ", \"first_substep\": " + std::to_string(c.first_substep) + ", \"branch\": ";
            escape(o, c.branch);
            o += ", \"ghost_branch\": ";
            escape(o, c.ghost_branch);
        }
        o += ", \"max_distance\": ";
        number(o, c.max_distance);
        o += ", \"max_eye_distance\": ";
        number(o, c.max_eye_distance);
        o += '}';
    }
    o += "}}";
    return o;
}

scene::FrameRecord frame_record(const FrameOutput& f) {
    scene::FrameRecord r;
    r.frame = static_cast<int>(f.frame);
    r.feet = f.position;
    r.player_cell = f.cell;
    r.contact = f.contact;
    r.on_walkable = f.on_walkable;
    r.eye = f.eye;
    r.camera_cell = f.camera_cell;
    r.camera_collide = f.camera_collide;
    r.penetration = f.penetration;
    r.camera_penetration = f.camera_penetration;
    r.collisions = f.collisions;
    for (const GhostOutput& g : f.ghosts)
        r.ghosts.push_back({g.reading.bits, g.distance, g.eye_distance});
    return r;
}

} // namespace sweeplab::app
