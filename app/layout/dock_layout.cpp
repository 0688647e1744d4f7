#include "app/layout/dock_layout.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace sweeplab::app {

const char* view_mode_name(ViewMode mode) {
    switch (mode) {
    case ViewMode::Chase:
        return "chase";
    case ViewMode::Split:
        return "split";
    case ViewMode::Overhead:
        return "overhead";
    }
    return "chase";
}

} // namespace sweeplab::app

namespace sweeplab::app::layout {

bool overlaps(const Rect& a, const Rect& b) {
    return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

bool contains(const Rect& outer, const Rect& inner) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.right() <= outer.right() &&
           inner.bottom() <= outer.bottom();
}

Columns columns(const Docks& docks, float window_w, float window_h) {
    const float w = std::max(std::floor(window_w), 0.0f);
    const float h = std::max(std::floor(window_h), 0.0f);
    if (docks.hidden) return {{0, 0, 0, h}, {w, 0, 0, h}, {0, 0, w, h}};
    float left = std::clamp(docks.left_width, kMinDockWidth, kMaxDockWidth);
    float right = std::clamp(docks.right_width, kMinDockWidth, kMaxDockWidth);
    // A narrow window shrinks both columns in proportion, so the views keep their share.
    const float most = w * kMaxDocksFraction;
    if (left + right > most) {
        const float scale = most / (left + right);
        left *= scale;
        right *= scale;
    }
    left = std::floor(left);
    right = std::floor(right);
    return {{0, 0, left, h}, {w - right, 0, right, h}, {left, 0, w - left - right, h}};
}

Rect splitter(const Rect& column, Dock dock) {
    const float x = dock == Dock::Left ? column.right() - kSplitter : column.x;
    return {x, column.y, kSplitter, column.h};
}

float dragged_width(float width, Dock dock, float dx) {
    const float w = dock == Dock::Left ? width + dx : width - dx;
    return std::clamp(w, kMinDockWidth, kMaxDockWidth);
}

namespace {

// Heights for the open panels that fill `room`: scaled up when they fit, else water-filled
// (the shortest keep their preferred heights, the rest share evenly what is left).
std::vector<float> share(const std::vector<float>& preferred, float room) {
    std::vector<float> out(preferred.size(), 0.0f);
    if (preferred.empty()) return out;
    const float total = std::accumulate(preferred.begin(), preferred.end(), 0.0f);
    if (total <= room) {
        const float scale = total > 0.0f ? room / total : 1.0f;
        for (std::size_t i = 0; i < preferred.size(); ++i)
            out[i] = preferred[i] * scale;
        return out;
    }
    std::vector<std::size_t> order(preferred.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return preferred[a] < preferred[b]; });
    float left = std::max(room, 0.0f);
    for (std::size_t k = 0; k < order.size(); ++k) {
        const float fair = left / static_cast<float>(order.size() - k);
        out[order[k]] = std::min(preferred[order[k]], fair);
        left -= out[order[k]];
    }
    return out;
}

} // namespace

std::vector<Rect> stack(const Rect& column, Dock dock, std::span<const StackItem> items,
                        float title_height) {
    std::vector<Rect> out;
    if (items.empty()) return out;
    // The inner edge keeps the splitter's strip clear of panels.
    const float gap_left = dock == Dock::Left ? kGap : kSplitter;
    const float gap_right = dock == Dock::Left ? kSplitter : kGap;
    const float x = column.x + gap_left;
    const float w = std::max(std::floor(column.w - gap_left - gap_right), 0.0f);
    const float inner_h = column.h - 2.0f * kGap - kGap * static_cast<float>(items.size() - 1);
    std::vector<float> preferred;
    float fixed = 0.0f;
    for (const StackItem& it : items) {
        if (it.collapsed)
            fixed += title_height;
        else
            preferred.push_back(it.preferred_height);
    }
    const std::vector<float> open = share(preferred, inner_h - fixed);
    float y = column.y + kGap;
    std::size_t k = 0;
    for (const StackItem& it : items) {
        const float h = it.collapsed ? title_height : std::max(std::floor(open[k++]), title_height);
        out.push_back({x, y, w, h});
        y += h + kGap;
    }
    return out;
}

std::vector<ViewRect> place_views(ViewMode mode, bool overhead_inset, const Rect& c) {
    switch (mode) {
    case ViewMode::Chase: {
        std::vector<ViewRect> v{{"chase", c}};
        if (overhead_inset) {
            // A third of the centre each way, along its top edge, centred.
            const float iw = std::floor(c.w / 3.0f), ih = std::floor(c.h / 3.0f);
            v.push_back({"inset", {c.x + std::floor((c.w - iw) / 2.0f), c.y + 8.0f, iw, ih}});
        }
        return v;
    }
    case ViewMode::Split: {
        const float half = std::floor(c.w / 2.0f);
        return {{"A", {c.x, c.y, half, c.h}}, {"B", {c.x + half, c.y, c.w - half, c.h}}};
    }
    case ViewMode::Overhead:
        return {{"overhead", c}};
    }
    return {{"chase", c}};
}

float chase_aspect(ViewMode mode, const Rect& centre) {
    const std::vector<ViewRect> views = place_views(mode, false, centre);
    const Rect& r = views.front().rect;
    return r.w > 0.0f && r.h > 0.0f ? r.w / r.h : 16.0f / 9.0f;
}

GlViewport to_gl(const Rect& r, float scale_x, float scale_y, int framebuffer_h) {
    const int x0 = static_cast<int>(std::lround(r.x * scale_x));
    const int x1 = static_cast<int>(std::lround(r.right() * scale_x));
    const int y0 = static_cast<int>(std::lround(r.y * scale_y));
    const int y1 = static_cast<int>(std::lround(r.bottom() * scale_y));
    return {x0, framebuffer_h - y1, std::max(x1 - x0, 1), std::max(y1 - y0, 1)};
}

} // namespace sweeplab::app::layout
