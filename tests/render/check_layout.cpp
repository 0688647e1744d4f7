// check_layout PNG LAYOUT.json [--view V] [--hidden] [--sky VIEW]: a lab screenshot and the
// layout report of the frame it shows (SWEEPLAB_LAYOUT_REPORT). Checks, from the report, that
// every viewport lies in the free centre and under no panel; and, from the pixels, that the
// viewports show the scene (next to no panel-dark pixels, above all in the right part of the
// B view, which the right dock used to cover) while every open panel shows its dark
// background (at least a tenth of it: text, buttons and plots cover the rest). --hidden: Tab hid
// the panels, so the report lists none, the view takes the whole window and the left and right
// edges show the scene. --sky VIEW: the sky's clear colour shows in the right part of that view.
#include <cmath>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include "tests/render/layout_json.h"
#include "tests/render/png_image.h"

using sweeplab::app::layout::Rect;
using sweeplab::test::Layout;
using sweeplab::test::NamedRect;

using sweeplab::test::chroma;
using sweeplab::test::Image;

namespace {

// ImGui's dark window background (and the dock behind it): near black and grey. The lit
// scene, its fog and the sky are never this dark.
bool panel_dark(const glm::vec3& c) {
    const float hi = std::max(c.x, std::max(c.y, c.z));
    const float lo = std::min(c.x, std::min(c.y, c.z));
    return hi < 0.16f && hi - lo < 0.05f;
}

// The clear colour (render: glClearColor 0.62 0.70 0.80), also what the fog tends to.
bool sky(const glm::vec3& c) {
    return glm::length(c - glm::vec3(0.62f, 0.70f, 0.80f)) < 0.03f;
}

struct Sample {
    int total = 0, dark = 0, sky = 0;
};

// Every 4th pixel of the rect, 6 pixels in from its edges (labels and borders aside).
Sample sample(const Image& img, const Rect& r) {
    Sample s;
    const int x0 = static_cast<int>(r.x) + 6, x1 = static_cast<int>(r.right()) - 6;
    const int y0 = static_cast<int>(r.y) + 6, y1 = static_cast<int>(r.bottom()) - 6;
    for (int y = std::max(y0, 0); y < std::min(y1, img.h); y += 4)
        for (int x = std::max(x0, 0); x < std::min(x1, img.w); x += 4) {
            const glm::vec3 c = img.at(x, y);
            ++s.total;
            s.dark += panel_dark(c) ? 1 : 0;
            s.sky += sky(c) ? 1 : 0;
        }
    return s;
}

std::string text(const Rect& r) {
    char buf[80];
    std::snprintf(buf, sizeof buf, "(%.0f, %.0f) %.0fx%.0f", static_cast<double>(r.x),
                  static_cast<double>(r.y), static_cast<double>(r.w), static_cast<double>(r.h));
    return buf;
}

// The right part of a view: its right 40%.
Rect right_part(const Rect& r) {
    return {r.x + r.w * 0.6f, r.y, r.w * 0.4f, r.h};
}

int failures = 0;

void fail(const std::string& what) {
    std::printf("FAIL %s\n", what.c_str());
    ++failures;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: check_layout PNG LAYOUT.json [--view V] [--hidden] "
                             "[--sky VIEW]\n");
        return 2;
    }
    std::string want_view, sky_view;
    bool want_hidden = false;
    for (int i = 3; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--view" && i + 1 < argc)
            want_view = argv[++i];
        else if (a == "--sky" && i + 1 < argc)
            sky_view = argv[++i];
        else if (a == "--hidden")
            want_hidden = true;
        else {
            std::fprintf(stderr, "check_layout: unknown argument %s\n", a.c_str());
            return 2;
        }
    }
    Image img;
    if (!sweeplab::test::load_png(argv[1], img)) {
        std::fprintf(stderr, "%s: cannot read the PNG\n", argv[1]);
        return 1;
    }
    Layout l;
    try {
        l = sweeplab::test::read_layout(argv[2]);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    const Rect window{0, 0, static_cast<float>(img.w), static_cast<float>(img.h)};
    if (l.width != window.w || l.height != window.h)
        fail("the report's window " + std::to_string(l.width) + "x" + std::to_string(l.height) +
             " is not the PNG's");
    if (!want_view.empty() && l.view != want_view)
        fail("the view is " + l.view + ", not " + want_view);
    if (l.views.empty()) fail("the report has no viewport");

    // From the report: each viewport in the centre, in the window, under no panel.
    for (const NamedRect& v : l.views) {
        if (!sweeplab::app::layout::contains(window, v.rect))
            fail("view " + v.name + " " + text(v.rect) + " leaves the window");
        if (!sweeplab::app::layout::contains(l.centre, v.rect))
            fail("view " + v.name + " " + text(v.rect) + " leaves the centre " + text(l.centre));
        for (const NamedRect& p : l.panels)
            if (sweeplab::app::layout::overlaps(v.rect, p.rect))
                fail("view " + v.name + " " + text(v.rect) + " is under the " + p.name + " panel " +
                     text(p.rect));
    }
    // From the pixels: the views show the scene, the panels their dark background.
    for (const NamedRect& v : l.views) {
        if (v.name == "inset") continue; // drawn over the chase view; its own check is above
        const Sample all = sample(img, v.rect);
        const Sample right = sample(img, right_part(v.rect));
        std::printf("view %-8s %s: %d samples, %d panel-dark, %d sky; right part %d of %d dark\n",
                    v.name.c_str(), text(v.rect).c_str(), all.total, all.dark, all.sky, right.dark,
                    right.total);
        if (all.total == 0 || all.dark * 50 > all.total)
            fail("view " + v.name + ": " + std::to_string(all.dark) + " of " +
                 std::to_string(all.total) + " samples look like a panel");
        if (right.total == 0 || right.dark * 50 > right.total)
            fail("view " + v.name + ": its right part looks covered (" +
                 std::to_string(right.dark) + " of " + std::to_string(right.total) + " dark)");
        if (v.name == sky_view && right.sky * 20 < right.total)
            fail("view " + v.name + ": the sky's colour is not in its right part (" +
                 std::to_string(right.sky) + " of " + std::to_string(right.total) + ")");
    }
    if (!sky_view.empty() && l.view_named(sky_view) == nullptr) fail("no view named " + sky_view);
    for (const NamedRect& p : l.panels) {
        if (p.collapsed) continue;
        const Rect body{p.rect.x, p.rect.y + 24, p.rect.w, p.rect.h - 24};
        const Sample s = sample(img, body);
        // Text, buttons and plots cover part of it; the scene has next to no such pixels.
        if (s.total == 0 || s.dark * 10 < s.total)
            fail("panel " + p.name + " " + text(p.rect) + " is not drawn: " +
                 std::to_string(s.dark) + " of " + std::to_string(s.total) + " samples dark");
    }
    if (want_hidden) {
        if (!l.panels_hidden) fail("the report says the panels are shown");
        if (!l.panels.empty()) fail("panels are listed while hidden");
        if (l.centre.x != 0 || l.centre.w != window.w || l.centre.h != window.h)
            fail("the centre " + text(l.centre) + " is not the whole window");
        // Where the docks were, the scene shows.
        for (const Rect& edge :
             {Rect{0, 0, 200, window.h}, Rect{window.w - 200, 0, 200, window.h}}) {
            const Sample s = sample(img, edge);
            if (s.total == 0 || s.dark * 50 > s.total)
                fail("the window's edge " + text(edge) + " still looks like a dock (" +
                     std::to_string(s.dark) + " of " + std::to_string(s.total) + " dark)");
        }
    } else {
        if (l.panels_hidden) fail("the report says the panels are hidden");
        if (l.panels.empty()) fail("the report lists no panel");
    }
    std::printf(failures ? "FAIL\n" : "OK\n");
    return failures ? 1 : 0;
}
