// The Simulation panel's recording controls (docs/recordings.md): Record [K] (the window
// starts the recording from the start between frames: LabController::start_recording), the
// red REC and the frame count while it runs, and Save recording... (a path field) and
// Discard once there is one. A save that fails is one line in red and keeps the recording.
// Also what the window does for --record FILE and SWEEPLAB_RECORD_TRACE.
#include <imgui.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "app/lab/panels.h"

namespace sweeplab::app {

namespace {

const ImVec4 kRecColour(1.0f, 0.12f, 0.12f, 1.0f);
const ImVec4 kErrorColour(1.0f, 0.35f, 0.3f, 1.0f);

// A red dot and REC, with the frame count beside it.
void rec_badge(long frames) {
    const float h = ImGui::GetTextLineHeight();
    // On the line of the button before it: the text sits a frame padding down.
    const float pad = ImGui::GetStyle().FramePadding.y;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::GetWindowDrawList()->AddCircleFilled(ImVec2(at.x + h * 0.5f, at.y + pad + h * 0.5f),
                                                h * 0.42f, ImGui::GetColorU32(kRecColour));
    ImGui::Dummy(ImVec2(h, h + 2.0f * pad));
    ImGui::SameLine();
    ImGui::TextColored(kRecColour, "REC");
    ImGui::SameLine();
    ImGui::Text("%ld frames", frames);
}

} // namespace

void start_recording(LabState& state) {
    RecordView& rec = state.record;
    state.lab->start_recording(rec.from);
    if (!rec.path_given) {
        const std::string name = default_recording_name();
        std::snprintf(rec.path.data(), rec.path.size(), "%s", name.c_str());
    }
    rec.trace.clear();
    rec.status = "recording from the start";
    rec.error.clear();
}

void trace_recording(LabState& state) {
    RecordView& rec = state.record;
    const LabController& lab = *state.lab;
    if (!lab.recording() || lab.recorder() == nullptr) return;
    // The recorder holds frames 1..n of the lab's run (cut where the lab went back).
    const auto n = static_cast<std::size_t>(lab.recorder()->frames());
    if (rec.trace.size() > n) rec.trace.resize(n);
    for (std::size_t f = rec.trace.size() + 1; f <= n; ++f) {
        const RewindEntry* e = lab.history().find(static_cast<long>(f));
        rec.trace.push_back(e != nullptr ? e->out.position : lab.output().position);
    }
}

bool write_record_trace(const LabState& state) {
    const char* path = std::getenv("SWEEPLAB_RECORD_TRACE");
    if (path == nullptr || *path == '\0') return true;
    std::FILE* out = std::fopen(path, "w");
    if (out == nullptr) {
        std::fprintf(stderr, "sweeplab: SWEEPLAB_RECORD_TRACE: %s: cannot write: %s\n", path,
                     std::strerror(errno));
        return false;
    }
    for (std::size_t i = 0; i < state.record.trace.size(); ++i) {
        const glm::vec3& p = state.record.trace[i];
        std::fprintf(out, "%zu %.9g %.9g %.9g\n", i + 1, double{p.x}, double{p.y}, double{p.z});
    }
    return std::fclose(out) == 0;
}

std::string save_recording(LabState& state) {
    RecordView& rec = state.record;
    LabController& lab = *state.lab;
    lab.stop_recording();
    const std::string path = rec.path.data();
    const std::string error =
        path.empty() ? std::string("Save recording: give a file name") : lab.save_recording(path);
    if (!error.empty()) {
        rec.error = error;
        rec.status.clear();
        return error;
    }
    std::error_code ec;
    const std::filesystem::path where = std::filesystem::absolute(path, ec);
    const std::string shown = ec ? path : where.string();
    rec.error.clear();
    rec.status = "wrote " + shown + " (" + std::to_string(lab.recorder()->frames()) + " frames)";
    std::printf("sweeplab: wrote the recording %s (%ld frames)\n", shown.c_str(),
                lab.recorder()->frames());
    std::fflush(stdout);
    return "";
}

// --record FILE: can FILE be written? Opens it for writing (appending, so an existing file
// is left as it is) and removes it again if it did not exist. "" or "FILE: cannot write: why".
std::string check_writable(const std::string& path) {
    std::error_code ec;
    const bool existed = std::filesystem::exists(path, ec);
    {
        std::ofstream probe(path, std::ios::app);
        if (!probe) return path + ": cannot write: " + std::strerror(errno);
    }
    if (!existed) std::filesystem::remove(path, ec);
    return "";
}

// Record pressed (the button or K): stop a running recording, else start one from the start.
void toggle_recording(LabState& state) {
    state.record.request_toggle = false;
    if (state.lab->recording()) {
        state.lab->stop_recording();
        state.record.status = "recording stopped: Save recording... writes it";
    } else {
        start_recording(state);
        state.history = FrameHistory{};
    }
}

// --record FILE at the window's close (or a --screenshot run's end): the recording written
// there; false with one line on stderr when it cannot be (exit code 2).
bool write_recording_at_exit(LabState& state, const Options& options) {
    if (options.record_file.empty()) return true;
    trace_recording(state);
    state.lab->stop_recording();
    const bool traced = write_record_trace(state);
    if (state.lab->recorder() == nullptr) {
        std::fprintf(stderr, "sweeplab: --record: %s: not written: the recording was discarded\n",
                     options.record_file.c_str());
        return false;
    }
    const std::string error = state.lab->save_recording(options.record_file);
    if (!error.empty()) {
        std::fprintf(stderr, "sweeplab: --record: %s\n", error.c_str());
        return false;
    }
    std::printf("sweeplab: wrote the recording %s (%ld frames)\n", options.record_file.c_str(),
                state.lab->recorder()->frames());
    return traced;
}

void draw_record_controls(LabState& state) {
    RecordView& rec = state.record;
    LabController& lab = *state.lab;
    const Recorder* recorder = lab.recorder();
    if (ImGui::Button(lab.recording() ? "Stop [K]" : "Record [K]")) rec.request_toggle = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(lab.recording()
                              ? "Stop recording (the recording is kept until saved or discarded)"
                              : "Record from the start: the scene restarts (a DAT world at the "
                                "last teleport) and every frame's input is kept");
    ImGui::SameLine();
    if (lab.recording())
        rec_badge(recorder != nullptr ? recorder->frames() : 0);
    else if (recorder != nullptr)
        ImGui::Text("recording: %ld frames", recorder->frames());
    else
        ImGui::TextDisabled("not recording");
    if (recorder != nullptr) {
        ImGui::SetNextItemWidth(-FLT_MIN);
        if (ImGui::InputText("##recording-path", rec.path.data(), rec.path.size()))
            rec.path_given = true;
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("The scene file Save recording... writes (replay it with "
                              "sweeplab --headless FILE)");
        if (ImGui::Button("Save recording...")) (void)save_recording(state);
        ImGui::SameLine();
        if (ImGui::Button("Discard")) {
            lab.discard_recording();
            rec.trace.clear();
            rec.status = "recording discarded";
            rec.error.clear();
        }
    }
    if (!rec.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, kErrorColour);
        ImGui::TextWrapped("%s", rec.error.c_str());
        ImGui::PopStyleColor();
    } else if (!rec.status.empty()) {
        ImGui::TextWrapped("%s", rec.status.c_str());
    }
}

} // namespace sweeplab::app
