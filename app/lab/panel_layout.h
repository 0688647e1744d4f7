#pragma once
// Where the lab's panels open (ImGui windows are placed once and then the user moves them).
// The screenshot tests read the same numbers to leave the panels' pixels out of their checks.
namespace sweeplab::app::layout {

struct Rect {
    float x, y, w, h;
    bool from_right = false;  // x is the distance of the left edge from the right edge
    bool from_bottom = false; // y is the distance of the top edge from the bottom edge
};

inline constexpr Rect kScenePanel{8.0f, 8.0f, 300.0f, 222.0f};
inline constexpr Rect kSimPanel{8.0f, 238.0f, 300.0f, 236.0f};
inline constexpr Rect kViewPanel{8.0f, 482.0f, 300.0f, 230.0f};
inline constexpr Rect kPlayerPanel{308.0f, 8.0f, 300.0f, 330.0f, true, false};
inline constexpr Rect kChecksPanel{308.0f, 346.0f, 300.0f, 150.0f, true, false};
inline constexpr Rect kPlotsPanel{308.0f, 208.0f, 300.0f, 200.0f, true, true};

// Opened collapsed (title bars only), side by side at the top of the view.
inline constexpr Rect kInspectorPanel{316.0f, 8.0f, 330.0f, 20.0f};
inline constexpr Rect kCrowdPanel{654.0f, 8.0f, 300.0f, 20.0f};

inline constexpr Rect kAllPanels[] = {kScenePanel,  kSimPanel,   kViewPanel,      kPlayerPanel,
                                      kChecksPanel, kPlotsPanel, kInspectorPanel, kCrowdPanel};

// The panel's rectangle in a window of this size, top-left origin.
constexpr Rect place(const Rect& r, float width, float height) {
    return {r.from_right ? width - r.x : r.x, r.from_bottom ? height - r.y : r.y, r.w, r.h};
}

} // namespace sweeplab::app::layout
