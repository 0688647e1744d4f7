#pragma once
// Where the lab's panels open (ImGui windows are placed once and then the user moves them).
// The screenshot tests read the same numbers to leave the panels' pixels out of their checks.
namespace sweeplab::app::layout {

struct Rect {
    float x, y, w, h;
};

inline constexpr Rect kScenePanel{8.0f, 8.0f, 300.0f, 250.0f};
inline constexpr Rect kSimPanel{8.0f, 266.0f, 300.0f, 200.0f};
inline constexpr Rect kViewPanel{8.0f, 474.0f, 300.0f, 238.0f};
// The right-hand column is anchored to the window's right edge: x is the distance from it.
inline constexpr Rect kPlayerPanel{308.0f, 8.0f, 300.0f, 330.0f};

inline constexpr Rect kLeftColumn[] = {kScenePanel, kSimPanel, kViewPanel};

} // namespace sweeplab::app::layout
