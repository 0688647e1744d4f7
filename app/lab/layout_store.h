#pragma once
// The lab layout between runs: the file of this run (app/layout/layout_file.h says where),
// read over the panels' defaults at start, written whenever the layout changes.
#include <optional>
#include <string>

#include "app/lab/lab_state.h"
#include "app/layout/layout_file.h"

namespace sweeplab::app {

// The layout the lab starts with when no file says otherwise: every panel's default.
[[nodiscard]] layout::SavedLayout default_layout();

// The layout file's view of the lab's state, and back (panels the file does not name get
// their defaults; the environment's forced panel states win over the file).
[[nodiscard]] layout::SavedLayout saved_layout(const LabState& state);
void apply_layout(const layout::SavedLayout& saved, LabState& state);

class LayoutStore {
  public:
    // Finds this run's file (SWEEPLAB_LAYOUT, XDG_CONFIG_HOME, HOME), reads it over the
    // defaults into `state` and prints its warnings on stderr.
    void open(bool screenshot_run, LabState& state);
    // Writes the file when the lab's layout differs from what it last read or wrote. Without
    // a file for this run, nothing.
    void save_if_changed(const LabState& state);
    [[nodiscard]] const std::optional<std::string>& path() const { return path_; }

  private:
    std::optional<std::string> path_;
    layout::SavedLayout last_;
    bool failed_ = false; // one message per run when the file cannot be written
};

} // namespace sweeplab::app
