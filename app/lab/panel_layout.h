#pragma once
// Where the lab's panels open (ImGui windows are placed once and then the user moves them).
// The screenshot tests read the same numbers to leave the panels' pixels out of their checks.
namespace sweeplab::app::layout {

struct Rect {
    float x, y, w, h;
};

inline constexpr Rect kScenePanel{10.0f, 10.0f, 330.0f, 330.0f};
inline constexpr Rect kViewPanel{10.0f, 350.0f, 330.0f, 250.0f};

} // namespace sweeplab::app::layout
