#pragma once
// The lab window's screen layout, renderer-free: two dock columns (left and right) hold the
// panels, and the views (chase, the A/B split, overhead, the overhead inset) get the free
// centre between them, so no panel ever covers a view. Tab hides every panel and the centre
// then takes the whole window. Window coordinates: top-left origin, ImGui's units.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace sweeplab::app {

// What the main viewport shows: the chase view, the collided and uncollided eyes side by
// side (the camera A/B), or a view from above that shows where the chase eye is.
enum class ViewMode { Chase, Split, Overhead };

[[nodiscard]] const char* view_mode_name(ViewMode mode); // "chase", "split", "overhead"

} // namespace sweeplab::app

namespace sweeplab::app::layout {

struct Rect {
    float x = 0.0f, y = 0.0f, w = 0.0f, h = 0.0f;
    [[nodiscard]] float right() const { return x + w; }
    [[nodiscard]] float bottom() const { return y + h; }
};

// True when the two rectangles share some area (touching edges do not count).
[[nodiscard]] bool overlaps(const Rect& a, const Rect& b);
// True when inner lies inside outer (edges included).
[[nodiscard]] bool contains(const Rect& outer, const Rect& inner);

enum class Dock : std::uint8_t { Left, Right };

// The columns as the user left them (the layout file keeps them between runs).
struct Docks {
    float left_width = 300.0f;
    float right_width = 320.0f;
    bool hidden = false; // Tab: every panel hidden

    bool operator==(const Docks&) const = default;
};

inline constexpr float kMinDockWidth = 160.0f;
inline constexpr float kMaxDockWidth = 1200.0f;
// The docks never take more than this share of the window's width together: the views keep
// the rest (at least 40%), however narrow the window.
inline constexpr float kMaxDocksFraction = 0.6f;
inline constexpr float kGap = 4.0f;      // around and between the panels in a column
inline constexpr float kSplitter = 6.0f; // the grab strip on a column's inner edge

struct Columns {
    Rect left, right, centre; // hidden docks: zero-width columns, the centre is the window
};

// The two columns and the free centre in a window of this size, in whole pixels.
[[nodiscard]] Columns columns(const Docks& docks, float window_w, float window_h);

// The grab strip on the column's inner edge (where dragging changes its width), inside the
// column so it never covers a view.
[[nodiscard]] Rect splitter(const Rect& column, Dock dock);

// A column's width after dragging its splitter by dx (left dock: right is wider).
[[nodiscard]] float dragged_width(float width, Dock dock, float dx);

struct StackItem {
    float preferred_height = 200.0f; // the panel's height when the column has room
    bool collapsed = false;          // a title bar only
};

// The panels of one column, top to bottom: collapsed ones a title bar high, open ones their
// preferred heights scaled to fill the column; when those do not fit, the short panels keep
// theirs and the tall ones share what is left (each scrolls). One rect per item.
[[nodiscard]] std::vector<Rect> stack(const Rect& column, Dock dock,
                                      std::span<const StackItem> items, float title_height);

// One viewport the window draws.
struct ViewRect {
    const char* name; // "chase", "inset", "A", "B", "overhead"
    Rect rect;
};

// The viewports of this view mode inside the centre: chase (and its overhead inset along
// the top), A | B side by side, or overhead. The first one is the chase eye's view (its
// aspect decides the visibility frustum) except in overhead mode.
[[nodiscard]] std::vector<ViewRect> place_views(ViewMode mode, bool overhead_inset,
                                                const Rect& centre);

// The aspect (width / height) of the chase eye's viewport (A in the split); overhead mode
// has none, so the centre's.
[[nodiscard]] float chase_aspect(ViewMode mode, const Rect& centre);

// A rect in GL's terms: framebuffer pixels, bottom-left origin.
struct GlViewport {
    int x = 0, y = 0, w = 0, h = 0;
};
[[nodiscard]] GlViewport to_gl(const Rect& r, float scale_x, float scale_y, int framebuffer_h);

} // namespace sweeplab::app::layout
