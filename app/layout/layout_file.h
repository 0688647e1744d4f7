#pragma once
// The lab layout kept between runs: the dock widths, which panels are collapsed, whether the
// panels are hidden (Tab), the view mode and the overhead inset, in a small text file of
// `key = value` lines (ImGui's own .ini stays off: the layout is all here).
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/layout/dock_layout.h"

namespace sweeplab::app::layout {

struct SavedLayout {
    Docks docks;
    ViewMode view = ViewMode::Chase;
    bool overhead_inset = false;
    // Panel key ("scene", "inspector", ...) -> collapsed. A panel not listed opens as its
    // default; keys of panels this build does not have are kept and written back.
    std::map<std::string, bool> collapsed;

    bool operator==(const SavedLayout&) const = default;
};

inline constexpr int kLayoutVersion = 1;

// The file's text (a comment line, then one `key = value` line per setting).
[[nodiscard]] std::string format_layout(const SavedLayout& layout);

// Reads the text over `layout` (which holds the defaults). A bad line is skipped with a
// warning "FILE:LINE: KEY: problem (ignored)" added to `warnings`; the rest still applies,
// since a preference file must never stop the window from opening.
void parse_layout(std::string_view text, const std::string& file, SavedLayout& layout,
                  std::vector<std::string>& warnings);

// Where the layout lives for this run, or none:
// - SWEEPLAB_LAYOUT (env_layout) set: that file, in any run ("off" for none);
// - else a --screenshot run has none, so a user's file never changes a test's picture and a
//   test never writes over it;
// - else $XDG_CONFIG_HOME/sweeplab/layout.ini, or $HOME/.config/sweeplab/layout.ini.
[[nodiscard]] std::optional<std::string> layout_file_path(bool screenshot_run,
                                                          const char* env_layout,
                                                          const char* xdg_config_home,
                                                          const char* home);

// Loads the file over `layout`. A missing file is no error (the defaults stay); an unreadable
// or oversized one adds a warning. Returns true when the file existed and was read.
bool load_layout_file(const std::string& path, SavedLayout& layout,
                      std::vector<std::string>& warnings);

// Writes the file (its directory made if missing) through a temporary and a rename, so a
// crash never leaves half a file. On failure `error` names the path and the problem.
bool save_layout_file(const std::string& path, const SavedLayout& layout, std::string& error);

} // namespace sweeplab::app::layout
