// The lab window's layout math (app/layout/dock_layout.h), without GL: the views get the free
// centre between the dock columns, never a pixel under a panel.
#include <catch2/catch.hpp>

#include <numeric>

#include "app/layout/dock_layout.h"

using namespace sweeplab::app;
using namespace sweeplab::app::layout;

namespace {

// Every panel rect of both columns for these items.
std::vector<Rect> all_panels(const Columns& c, std::span<const StackItem> left,
                             std::span<const StackItem> right) {
    std::vector<Rect> out = stack(c.left, Dock::Left, left, 19.0f);
    const std::vector<Rect> r = stack(c.right, Dock::Right, right, 19.0f);
    out.insert(out.end(), r.begin(), r.end());
    return out;
}

constexpr StackItem kLeft[] = {{222, false}, {250, false}, {320, false}, {250, true}};
constexpr StackItem kRight[] = {{300, false}, {150, false}, {200, false}, {560, true}};

} // namespace

TEST_CASE("layout: rectangles overlap only when they share area", "[layout]") {
    const Rect a{0, 0, 10, 10};
    CHECK(overlaps(a, {5, 5, 10, 10}));
    CHECK_FALSE(overlaps(a, {10, 0, 5, 5})); // touching edges
    CHECK_FALSE(overlaps(a, {0, 10, 5, 5}));
    CHECK_FALSE(overlaps(a, {20, 20, 5, 5}));
    CHECK(overlaps(a, {2, 2, 1, 1}));
    CHECK(contains(a, {2, 2, 8, 8}));
    CHECK_FALSE(contains(a, {2, 2, 9, 8}));
}

TEST_CASE("layout: the centre is what the columns leave", "[layout]") {
    const Columns c = columns(Docks{}, 1280, 720);
    CHECK(c.left.x == 0);
    CHECK(c.left.w == 300);
    CHECK(c.right.w == 320);
    CHECK(c.right.right() == 1280);
    CHECK(c.centre.x == c.left.right());
    CHECK(c.centre.right() == c.right.x);
    CHECK(c.centre.w == 1280 - 300 - 320);
    CHECK(c.centre.h == 720);
    CHECK_FALSE(overlaps(c.centre, c.left));
    CHECK_FALSE(overlaps(c.centre, c.right));
}

TEST_CASE("layout: hidden panels give the views the whole window", "[layout]") {
    Docks d;
    d.hidden = true;
    const Columns c = columns(d, 1280, 720);
    CHECK(c.centre.x == 0);
    CHECK(c.centre.y == 0);
    CHECK(c.centre.w == 1280);
    CHECK(c.centre.h == 720);
    CHECK(c.left.w == 0);
    CHECK(c.right.w == 0);
}

TEST_CASE("layout: widths are clamped and a narrow window keeps 40% for the views", "[layout]") {
    Docks d;
    d.left_width = 10.0f;    // below the minimum
    d.right_width = 5000.0f; // above the maximum
    Columns c = columns(d, 4000, 1000);
    CHECK(c.left.w == kMinDockWidth);
    CHECK(c.right.w == kMaxDockWidth);

    c = columns(Docks{}, 960, 540); // 300 + 320 would leave only 340 of 960
    CHECK(c.left.w + c.right.w <= 960 * kMaxDocksFraction);
    CHECK(c.centre.w >= 960 * (1.0f - kMaxDocksFraction));
    CHECK(c.left.w / c.right.w == Approx(300.0f / 320.0f).epsilon(0.01));
    // Whole pixels, so GL viewports and panels meet without a gap or an overlap.
    CHECK(c.centre.x == std::floor(c.centre.x));
    CHECK(c.centre.w == std::floor(c.centre.w));
    CHECK(c.centre.right() == c.right.x);
}

TEST_CASE("layout: the splitter drags the inner edge, inside the column", "[layout]") {
    const Columns c = columns(Docks{}, 1280, 720);
    const Rect ls = splitter(c.left, Dock::Left), rs = splitter(c.right, Dock::Right);
    CHECK(contains(c.left, ls));
    CHECK(contains(c.right, rs));
    CHECK(ls.right() == c.left.right());
    CHECK(rs.x == c.right.x);
    CHECK(dragged_width(300, Dock::Left, 25) == 325);
    CHECK(dragged_width(300, Dock::Right, 25) == 275); // the right dock's inner edge is its left
    CHECK(dragged_width(300, Dock::Left, -1000) == kMinDockWidth);
    CHECK(dragged_width(300, Dock::Right, -5000) == kMaxDockWidth);
}

TEST_CASE("layout: a column stacks its panels top to bottom inside itself", "[layout]") {
    const Columns c = columns(Docks{}, 1280, 720);
    for (Dock dock : {Dock::Left, Dock::Right}) {
        const Rect& col = dock == Dock::Left ? c.left : c.right;
        const auto& items = dock == Dock::Left ? kLeft : kRight;
        const std::vector<Rect> rects = stack(col, dock, items, 19.0f);
        REQUIRE(rects.size() == 4);
        for (std::size_t i = 0; i < rects.size(); ++i) {
            CHECK(contains(col, rects[i]));
            // Clear of the splitter's strip, so dragging it never grabs a panel.
            CHECK_FALSE(overlaps(rects[i], splitter(col, dock)));
            if (i > 0) CHECK(rects[i].y >= rects[i - 1].bottom() + kGap);
        }
        CHECK(rects[3].h == 19.0f); // collapsed: a title bar
        // The open panels fill the column to its bottom margin (within rounding).
        CHECK(rects[3].bottom() == Approx(col.bottom() - kGap).margin(3.0));
    }
}

TEST_CASE("layout: open panels that do not fit: the short keep their height", "[layout]") {
    const Rect col{0, 0, 300, 500};
    const StackItem items[] = {{100, false}, {400, false}, {400, false}};
    const std::vector<Rect> r = stack(col, Dock::Left, items, 19.0f);
    const float room = 500 - 2 * kGap - 2 * kGap;
    CHECK(r[0].h == 100);
    CHECK(r[1].h == std::floor((room - 100) / 2));
    CHECK(r[2].h == r[1].h);
    CHECK(r[2].bottom() <= col.bottom());

    // Every panel collapsed: title bars at the top, the rest of the column empty.
    const StackItem collapsed[] = {{100, true}, {400, true}};
    const std::vector<Rect> t = stack(col, Dock::Left, collapsed, 19.0f);
    CHECK(t[0].h == 19.0f);
    CHECK(t[1].y == 19.0f + 2 * kGap);
}

TEST_CASE("layout: every view of every mode lies in the centre, under no panel", "[layout]") {
    for (const Docks& d : {Docks{}, Docks{160, 160, false}, Docks{600, 500, false}})
        for (const auto& [w, h] : {std::pair{1280.0f, 720.0f}, {960.0f, 540.0f}, {3840, 2160}})
            for (ViewMode mode : {ViewMode::Chase, ViewMode::Split, ViewMode::Overhead})
                for (bool inset : {false, true}) {
                    const Columns c = columns(d, w, h);
                    const std::vector<Rect> panels = all_panels(c, kLeft, kRight);
                    const std::vector<ViewRect> views = place_views(mode, inset, c.centre);
                    REQUIRE_FALSE(views.empty());
                    for (const ViewRect& v : views) {
                        INFO(view_mode_name(mode) << " " << v.name << " in " << w << "x" << h);
                        CHECK(contains(c.centre, v.rect));
                        CHECK(v.rect.w > 0);
                        for (const Rect& p : panels)
                            CHECK_FALSE(overlaps(v.rect, p));
                    }
                }
}

TEST_CASE("layout: the views of each mode", "[layout]") {
    const Rect centre{300, 0, 660, 720};
    std::vector<ViewRect> v = place_views(ViewMode::Chase, false, centre);
    REQUIRE(v.size() == 1);
    CHECK(std::string(v[0].name) == "chase");
    CHECK(v[0].rect.x == 300);
    CHECK(v[0].rect.w == 660);

    v = place_views(ViewMode::Chase, true, centre);
    REQUIRE(v.size() == 2);
    CHECK(std::string(v[1].name) == "inset");
    CHECK(v[1].rect.w == 220);
    CHECK(v[1].rect.x + v[1].rect.w / 2 == 300 + 330); // centred along the top

    // A | B share the centre exactly, side by side.
    v = place_views(ViewMode::Split, false, {300, 0, 661, 720});
    REQUIRE(v.size() == 2);
    CHECK(std::string(v[0].name) == "A");
    CHECK(std::string(v[1].name) == "B");
    CHECK(v[0].rect.x == 300);
    CHECK(v[1].rect.x == v[0].rect.right());
    CHECK(v[1].rect.right() == 961);
    CHECK_FALSE(overlaps(v[0].rect, v[1].rect));

    v = place_views(ViewMode::Overhead, true, centre); // the inset belongs to the chase view
    REQUIRE(v.size() == 1);
    CHECK(std::string(v[0].name) == "overhead");

    CHECK(chase_aspect(ViewMode::Chase, centre) == Approx(660.0f / 720.0f));
    CHECK(chase_aspect(ViewMode::Split, centre) == Approx(330.0f / 720.0f)); // A's
}

TEST_CASE("layout: GL viewports are bottom-up framebuffer pixels", "[layout]") {
    const GlViewport a = to_gl({300, 0, 660, 720}, 1.0f, 1.0f, 720);
    CHECK(a.x == 300);
    CHECK(a.y == 0);
    CHECK(a.w == 660);
    CHECK(a.h == 720);
    const GlViewport inset = to_gl({520, 8, 220, 240}, 1.0f, 1.0f, 720);
    CHECK(inset.y == 720 - 248);
    const GlViewport hidpi = to_gl({300, 10, 660, 700}, 2.0f, 2.0f, 1440);
    CHECK(hidpi.x == 600);
    CHECK(hidpi.w == 1320);
    CHECK(hidpi.y == 1440 - 1420);
    CHECK(hidpi.h == 1400);
}
