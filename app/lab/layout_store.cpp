#include "app/lab/layout_store.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

#include "app/lab/panels.h"

namespace sweeplab::app {

layout::SavedLayout default_layout() {
    layout::SavedLayout l;
    for (const PanelDef& p : lab_panels())
        l.collapsed[p.key] = p.starts_collapsed;
    return l;
}

layout::SavedLayout saved_layout(const LabState& state) {
    layout::SavedLayout l;
    l.docks = state.docks;
    l.view = state.view_mode;
    l.overhead_inset = state.overhead_inset;
    l.collapsed = state.panel_collapsed;
    return l;
}

void apply_layout(const layout::SavedLayout& saved, LabState& state) {
    state.docks = saved.docks;
    state.view_mode = saved.view;
    state.overhead_inset = saved.overhead_inset;
    state.panel_collapsed = saved.collapsed;
    for (const PanelDef& p : lab_panels()) {
        if (!state.panel_collapsed.contains(p.key))
            state.panel_collapsed[p.key] = p.starts_collapsed;
        if (const std::optional<bool> forced = forced_collapsed(p))
            state.panel_collapsed[p.key] = *forced;
    }
}

void LayoutStore::open(bool screenshot_run, LabState& state) {
    path_ = layout::layout_file_path(screenshot_run, std::getenv("SWEEPLAB_LAYOUT"),
                                     std::getenv("XDG_CONFIG_HOME"), std::getenv("HOME"));
    layout::SavedLayout l = default_layout();
    if (path_) {
        std::vector<std::string> warnings;
        layout::load_layout_file(*path_, l, warnings);
        for (const std::string& w : warnings)
            std::fprintf(stderr, "sweeplab: %s\n", w.c_str());
    }
    apply_layout(l, state);
    last_ = saved_layout(state);
}

void LayoutStore::save_if_changed(const LabState& state) {
    if (!path_ || failed_) return;
    const layout::SavedLayout now = saved_layout(state);
    if (now == last_) return;
    std::string error;
    if (!layout::save_layout_file(*path_, now, error)) {
        std::fprintf(stderr, "sweeplab: %s (the layout is not kept)\n", error.c_str());
        failed_ = true;
        return;
    }
    last_ = now;
}

} // namespace sweeplab::app
