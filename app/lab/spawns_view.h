#pragma once
// The lab's Spawns panel (docs/spawns.md, "In the lab"; app/lab/spawns_panel.cpp): the file
// `--spawns` loaded, the kinds shown (the list and the markers), the selected line, a clicked one
// waiting to be visited between frames (app/lab_window.cpp: it may open another place), what the
// visit draws, and what the last visit or copy did. The logic is spawns/spawn_lab.h.
#include <memory>
#include <string>

#include "spawns/spawn_lab.h"
#include "spawns/spawn_report.h"

namespace sweeplab::render {
struct FrameDraw;
}

namespace sweeplab::app {

struct LabState;

struct SpawnsView {
    std::unique_ptr<spawns::SpawnFile> file; // null: no --spawns
    spawns::KindFlags shown = spawns::kFindingsShown;
    long selected = -1; // index into file->lines
    long pending = -1;  // clicked, visited between frames
    bool scroll_to_selected = false;
    spawns::SpawnScene scene; // the selected line's shapes in the loaded place
    std::string status;
    std::string error;
};

// --spawns FILE: the file read (spawns::read_spawn_file); 0, or 2 after one line on stderr
// naming the file and line. SWEEPLAB_SPAWNS_LINE=N (from 0) makes line N the pending click.
[[nodiscard]] int load_spawns_view(SpawnsView& view, const std::string& path);

// A marker over the views at every shown line where its object stands (its saved origin when
// dropped), in its kind's colour; the selected one larger with a white rim and a post, and its
// shapes: red at the saved origin, green where placement put it, the overlap in yellow.
void add_spawns_marks(const LabState& state, render::FrameDraw& frame);

} // namespace sweeplab::app
