// The whole map picture (map_picture.h draw_map): the overview, and to its right a column
// with the legend and a close-up of each cluster of defects. At the overview's 4 px/m a house
// is a few dozen pixels and a marker covers much of it; the close-ups show the walls and the
// defects' discs apart.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "survey/map_font.h"
#include "survey/map_picture.h"

namespace sweeplab::app::survey {

namespace {

using namespace palette;

constexpr int kPad = 8;
constexpr int kColumn = 340;               // the side column's width
constexpr int kPanel = kColumn - 2 * kPad; // a close-up's side
constexpr int kLine = 20;                  // a text row: 14 pixel glyphs and the gap
constexpr float kDetailBelow = 12.0f;      // an overview coarser than this gets close-ups
constexpr float kDetailMinPpm = 12.0f, kDetailMaxPpm = 48.0f;
constexpr float kDetailMargin = 5.0f; // metres of the place around a cluster's defects
constexpr std::size_t kMaxDetails = 4;

struct Cluster {
    MapRect box;
    std::vector<std::uint32_t> numbers;
};

// Defects near each other, in defect order: each joins the first cluster it fits in at the
// close-ups' coarsest scale, else starts one.
std::vector<Cluster> clusters_of(const std::vector<MapMarker>& markers) {
    const float most = static_cast<float>(kPanel) / kDetailMinPpm - 2.0f * kDetailMargin;
    std::vector<Cluster> out;
    for (const MapMarker& m : markers) {
        const glm::vec2 p(m.position);
        bool joined = false;
        for (Cluster& c : out) {
            const glm::vec2 lo = glm::min(c.box.first, p), hi = glm::max(c.box.second, p);
            if (hi.x - lo.x <= most && hi.y - lo.y <= most) {
                c.box = {lo, hi};
                c.numbers.push_back(m.number);
                joined = true;
                break;
            }
        }
        if (!joined) out.push_back({{p, p}, {m.number}});
    }
    return out;
}

MapFrame detail_frame(const Cluster& c) {
    const glm::vec2 centre = (c.box.first + c.box.second) * 0.5f;
    const glm::vec2 size = c.box.second - c.box.first;
    // At least a house and the land around it, whatever the cluster's size.
    const float extent = std::max(std::max(size.x, size.y) + 2.0f * kDetailMargin, 16.0f);
    const float ppm = std::clamp(static_cast<float>(kPanel) / extent, kDetailMinPpm, kDetailMaxPpm);
    const float half = static_cast<float>(kPanel) / ppm * 0.5f;
    MapFrame f;
    f.min = centre - glm::vec2(half);
    f.max = centre + glm::vec2(half);
    f.pixels_per_metre = ppm;
    f.width = f.height = kPanel;
    return f;
}

// A round length of 40 to 160 pixels at `ppm`, drawn as a bar and its length.
void draw_scale_bar(Raster& r, int x, int y, float ppm) {
    float metres = 1.0f;
    for (const float m : {1.0f, 2.0f, 5.0f, 10.0f, 24.0f, 48.0f, 96.0f, 192.0f})
        if (m * ppm >= 40.0f) {
            metres = m;
            break;
        }
    const int bar = static_cast<int>(std::lround(metres * ppm));
    char text[32];
    std::snprintf(text, sizeof text, "%g m", static_cast<double>(metres));
    // A dark backing: the bar is also drawn over a close-up's land.
    r.rect(x - 4, y - 3, x + bar + 10 + text_width(text, kFontScale), y + 17, {16, 16, 20}, 0.7f);
    r.rect(x, y + 5, x + bar, y + 9, kText);
    r.rect(x, y, x + 2, y + 14, kText);
    r.rect(x + bar - 2, y, x + bar, y + 14, kText);
    draw_text(r, x + bar + 6, y, text, kText, kFontScale);
}

// North up: an arrow and N on a dark backing, its top-right corner at (right, top).
void draw_north(Raster& r, int right, int top) {
    r.rect(right - 26, top, right, top + 48, {16, 16, 20}, 0.72f);
    const float x = static_cast<float>(right - 21), y = static_cast<float>(top + 4);
    r.fill_triangle({x + 8.0f, y}, {x + 1.0f, y + 14.0f}, {x + 15.0f, y + 14.0f}, kText);
    r.rect(right - 15, top + 17, right - 11, top + 26, kText);
    draw_text(r, right - 18, top + 29, "N", kText, kFontScale);
}

// `text` in lines no wider than `width` pixels, broken at spaces (a word wider than a line
// is cut).
std::vector<std::string> wrap(const std::string& text, int width) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t from = 0;
    while (from <= text.size()) {
        const std::size_t space = std::min(text.find(' ', from), text.size());
        std::string word = text.substr(from, space - from);
        const std::string joined = line.empty() ? word : line + " " + word;
        if (text_width(joined, kFontScale) <= width) {
            line = joined;
        } else {
            if (!line.empty()) lines.push_back(line);
            while (text_width(word, kFontScale) > width) {
                std::size_t n = word.size();
                while (n > 1 && text_width(word.substr(0, n), kFontScale) > width)
                    --n;
                lines.push_back(word.substr(0, n));
                word = word.substr(n);
            }
            line = word;
        }
        from = space + 1;
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

// A swatch 18 x 14 pixels at (x, y): a filled box with its outline.
void swatch(Raster& r, int x, int y, Rgb fill, Rgb edge) {
    r.rect(x + 2, y, x + 16, y + 14, fill);
    r.frame_rect(x + 2, y, x + 16, y + 14, edge);
}

// The legend from (x, y): the title, each kind with its count of defects here, what the
// other marks are, the overview's scale. Returns the y below it.
int draw_legend(Raster& r, int x, int y, const MapPicture& picture, float overview_ppm) {
    for (const std::string& line : wrap(picture.title, kPanel)) {
        draw_text(r, x, y, line, kText, kFontScale);
        y += kLine;
    }
    y += 4;
    auto entry = [&](const std::string& name, std::size_t n, Rgb colour) {
        const glm::vec2 mid(static_cast<float>(x) + 9.0f, static_cast<float>(y) + 7.0f);
        r.disc(mid, kMarkerRadius + 2.5f, {255, 255, 255});
        r.disc(mid, kMarkerRadius + 1.2f, kHalo);
        r.disc(mid, kMarkerRadius, colour);
        draw_text(r, x + 24, y, name + " " + std::to_string(n), kText, kFontScale);
        y += kLine;
    };
    // Markers naming their own groups: one entry per name, in the order they first appear.
    std::vector<std::string> named;
    for (const MapMarker& m : picture.markers)
        if (!m.legend.empty() && std::find(named.begin(), named.end(), m.legend) == named.end())
            named.push_back(m.legend);
    for (const std::string& name : named) {
        std::size_t n = 0;
        Rgb colour;
        for (const MapMarker& m : picture.markers)
            if (m.legend == name) {
                ++n;
                colour = m.colour;
            }
        entry(name, n, colour);
    }
    for (std::size_t k = 0; k < kFindingKinds; ++k) {
        std::size_t n = 0;
        Rgb colour;
        for (const MapMarker& m : picture.markers)
            if (m.legend.empty() && static_cast<std::size_t>(m.kind) == k) {
                ++n;
                colour = m.colour;
            }
        if (n > 0) entry(kind_name(static_cast<FindingKind>(k)), n, colour);
    }
    r.ring({static_cast<float>(x) + 9.0f, static_cast<float>(y) + 7.0f}, 1.5f, 4.0f, kHalo);
    r.ring({static_cast<float>(x) + 9.0f, static_cast<float>(y) + 7.0f}, 2.0f, 3.2f, kText);
    draw_text(r, x + 24, y, picture.start_label, kText, kFontScale);
    y += kLine;
    swatch(r, x, y, kCellFloor, kCellEdge);
    draw_text(r, x + 24, y, "cell floor", kText, kFontScale);
    y += kLine;
    swatch(r, x, y, kShellFill, kShellEdge);
    draw_text(r, x + 24, y, "building shell", kText, kFontScale);
    y += kLine;
    swatch(r, x, y, {150, 150, 150}, kObjectEdge);
    draw_text(r, x + 24, y, "object", kText, kFontScale);
    y += kLine;
    draw_scale_bar(r, x, y, overview_ppm);
    return y + kLine;
}

std::string panel_caption(char letter, const std::vector<std::uint32_t>& numbers) {
    std::string s(1, letter);
    s += ":";
    for (const std::uint32_t n : numbers) {
        const std::string next = s + " " + std::to_string(n);
        if (text_width(next + " ...", kFontScale) > kPanel) return s + " ...";
        s = next;
    }
    return s;
}

} // namespace

MapFrame map_frame(glm::vec2 min, glm::vec2 max, float pixels_per_metre) {
    MapFrame f;
    f.min = min;
    f.pixels_per_metre = pixels_per_metre;
    f.width = std::max(1, static_cast<int>(std::ceil((max.x - min.x) * pixels_per_metre)));
    f.height = std::max(1, static_cast<int>(std::ceil((max.y - min.y) * pixels_per_metre)));
    // The top edge where the whole pixel rows end, so a metre is the same pixels everywhere.
    f.max = {min.x + static_cast<float>(f.width) / pixels_per_metre,
             min.y + static_cast<float>(f.height) / pixels_per_metre};
    return f;
}

Raster draw_map(const physics::World& world, const MapFrame& overview, const MapPicture& picture) {
    Raster view = draw_view(world, overview, picture);
    std::vector<Cluster> clusters;
    if (overview.pixels_per_metre < kDetailBelow) clusters = clusters_of(picture.markers);
    if (clusters.size() > kMaxDetails) clusters.resize(kMaxDetails);
    std::vector<MapFrame> details;
    for (std::size_t i = 0; i < clusters.size(); ++i) {
        details.push_back(detail_frame(clusters[i]));
        // Where the close-up is, on the overview: its square and its letter.
        const MapFrame& d = details.back();
        const glm::vec2 a = overview.to_pixel(glm::vec3(d.min.x, d.max.y, 0.0f));
        const glm::vec2 b = overview.to_pixel(glm::vec3(d.max.x, d.min.y, 0.0f));
        const int x0 = static_cast<int>(std::floor(a.x)), y0 = static_cast<int>(std::floor(a.y));
        view.frame_rect(x0, y0, static_cast<int>(std::ceil(b.x)), static_cast<int>(std::ceil(b.y)),
                        kText, 0.9f);
        const std::string letter(1, static_cast<char>('A' + i));
        draw_text_halo(view, x0, std::max(0, y0 - text_height(kFontScale) - 3), letter, kText,
                       kHalo, kFontScale);
    }

    draw_north(view, view.width() - kPad, kPad);

    // The legend's height first: the column sets the picture's height when it is the taller.
    Raster scratch(kColumn, 1000, kBackground);
    const int legend_bottom = draw_legend(scratch, kPad, kPad, picture, overview.pixels_per_metre);
    const int column_height =
        legend_bottom + static_cast<int>(details.size()) * (kLine + kPanel + kPad) + kPad;
    Raster out(overview.width + kColumn, std::max(overview.height, column_height), kBackground);
    out.blit(view, 0, 0);
    const int x = overview.width + kPad;
    draw_legend(out, x, kPad, picture, overview.pixels_per_metre);
    int y = legend_bottom;
    for (std::size_t i = 0; i < details.size(); ++i) {
        draw_text(out, x, y, panel_caption(static_cast<char>('A' + i), clusters[i].numbers), kText,
                  kFontScale);
        y += kLine;
        MapPicture close = picture;
        close.title.clear();
        Raster panel = draw_view(world, details[i], close);
        draw_scale_bar(panel, kPad, kPanel - kPad - 14, details[i].pixels_per_metre);
        out.blit(panel, x, y);
        out.frame_rect(x - 1, y - 1, x + kPanel + 1, y + kPanel + 1, kText, 0.9f);
        y += kPanel + kPad;
    }
    return out;
}

} // namespace sweeplab::app::survey
