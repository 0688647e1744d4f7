#include "sim/recording.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>

#include "physics/version.h"
#include "scene/scene_writer.h"
#include "sim/compare.h"

namespace sweeplab::app {

namespace {

bool same_input(const FrameInput& a, const FrameInput& b) {
    return a.forward == b.forward && a.strafe == b.strafe && a.turn == b.turn && a.run == b.run &&
           a.jump == b.jump && a.camera_yaw == b.camera_yaw && a.camera_pitch == b.camera_pitch &&
           a.camera_distance == b.camera_distance;
}

std::string hex_cell(std::uint32_t id) {
    char buf[16];
    std::snprintf(buf, sizeof buf, id > 0xFFFFu ? "0x%08X" : "0x%04X", id);
    return buf;
}

// Up to the next whole millimetre, at least 1 cm.
float round_up_mm(float v) {
    const float mm = std::ceil(v * 1000.0f - 1e-3f) / 1000.0f;
    float out = std::max(0.01f, mm);
    // The float nearest to a millimetre may lie below v: step up until it does not.
    while (out < v)
        out = std::nextafter(out, 1e9f);
    return out;
}

} // namespace

std::vector<scene::ScriptStep> script_steps(const std::vector<FrameInput>& inputs) {
    std::vector<scene::ScriptStep> steps;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const FrameInput& in = inputs[i];
        // A jump starts on the first frame of its step only, so a jump held for two frames
        // is two steps.
        if (!steps.empty() && !in.jump && same_input(in, inputs[i - 1])) {
            ++steps.back().frames;
            continue;
        }
        scene::ScriptStep s;
        s.frames = 1;
        s.forward = in.forward;
        s.strafe = in.strafe;
        s.turn = in.turn;
        s.run = in.run;
        s.jump = in.jump;
        s.camera_yaw = in.camera_yaw;
        s.camera_pitch = in.camera_pitch;
        s.camera_distance = in.camera_distance;
        steps.push_back(s);
    }
    return steps;
}

Recorder::Recorder(const scene::Scene& start, double frame_rate, std::string from,
                   std::string reading, std::string compare)
    : start_(start), frame_rate_(frame_rate), from_(std::move(from)), reading_(std::move(reading)),
      compare_(std::move(compare)) {
    start_.script.clear();
    start_.checks.clear();
}

void Recorder::add_frame(long frame, const FrameInput& input, const FrameOutput& out) {
    if (frame < 1) return;
    if (static_cast<std::size_t>(frame) <= frames_.size())
        frames_.resize(static_cast<std::size_t>(frame) - 1);
    if (static_cast<std::size_t>(frame) != frames_.size() + 1) return; // a gap: not ours
    Frame f;
    f.input = input;
    f.feet = out.position;
    f.cell = out.cell;
    f.penetration = out.penetration;
    if (!compare_.empty() && !out.ghosts.empty()) f.ghost_distance = out.ghosts.front().distance;
    frames_.push_back(f);
}

scene::Scene Recorder::scene() const {
    scene::Scene s = start_;
    s.fps = static_cast<float>(frame_rate_);
    std::vector<FrameInput> inputs;
    inputs.reserve(frames_.size());
    float penetration = 0.0f, ghost = 0.0f;
    for (const Frame& f : frames_) {
        inputs.push_back(f.input);
        penetration = std::max(penetration, f.penetration);
        ghost = std::max(ghost, f.ghost_distance);
    }
    s.script = script_steps(inputs);
    if (frames_.empty()) return s;
    const Frame& last = frames_.back();
    const int n = static_cast<int>(frames_.size());
    scene::Check here;
    here.name = "ends here";
    here.kind = scene::CheckKind::Reach;
    here.min = last.feet - glm::vec3(0.001f);
    here.max = last.feet + glm::vec3(0.001f);
    here.by_frame = n;
    s.checks.push_back(here);
    scene::Check cell;
    cell.name = "ends in cell " + hex_cell(last.cell);
    cell.kind = scene::CheckKind::StayInCell;
    cell.cell = last.cell;
    cell.frames = std::make_pair(n, n);
    s.checks.push_back(cell);
    scene::Check pen;
    pen.name = "no penetration";
    pen.kind = scene::CheckKind::MaxPenetration;
    pen.at_most = round_up_mm(penetration);
    s.checks.push_back(pen);
    if (!compare_.empty()) {
        scene::Check g;
        g.reading = compare_;
        g.reading_bits =
            physics::parse_reading(compare_, nullptr).value_or(physics::Reading{}).bits;
        if (ghost > kPartingDistance) {
            g.name = "the " + compare_ + " reading parts";
            g.kind = scene::CheckKind::ReadingParts;
            g.at_least = kPartingDistance;
        } else {
            g.name = "the " + compare_ + " reading agrees";
            g.kind = scene::CheckKind::ReadingAgrees;
            g.at_most = kPartingDistance;
        }
        s.checks.push_back(g);
    }
    return s;
}

std::string Recorder::json() const {
    scene::RecordedInfo info;
    info.by = std::string("sweeplab ") + physics::version();
    info.frames = frames();
    info.from = from_;
    info.reading = reading_;
    return scene::write_scene_json(scene(), &info);
}

std::string Recorder::save(const std::string& path) const {
    const std::string text = json();
    std::ofstream out(path, std::ios::binary);
    if (!out) return path + ": cannot write: " + std::strerror(errno);
    out << text;
    out.flush();
    if (!out) return path + ": cannot write: " + std::strerror(errno);
    return "";
}

std::string default_recording_name() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char buf[64];
    std::strftime(buf, sizeof buf, "recording-%Y%m%d-%H%M%S.json", &local);
    return buf;
}

} // namespace sweeplab::app
