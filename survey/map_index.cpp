#include "survey/map_index.h"

#include <cmath>
#include <cstdio>

#include "scene/scene_writer.h"
#include "survey/survey_options.h"
#include "survey/survey_replay.h"

namespace sweeplab::app::survey {

namespace {

std::string hex_colour(Rgb c) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
    return buf;
}

std::string metres(float v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f m", static_cast<double>(v));
    return buf;
}

std::string cell_hex(std::uint32_t cell) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%04X", cell);
    return buf;
}

// Where the defect's worst walk began, as the survey's output gives it: a /loc line, or a
// scene's position, yaw and cell.
std::string start_text(const Finding& f, bool dat) {
    if (dat) return f.start.location;
    return "position [" + scene::shortest_float(f.start.feet.x) + ", " +
           scene::shortest_float(f.start.feet.y) + ", " + scene::shortest_float(f.start.feet.z) +
           "], yaw " + scene::shortest_float(f.heading) + ", cell " + cell_hex(f.start.cell);
}

std::string anchor(const MapEntry& m) {
    return "map-" + m.title;
}

// Readable on its kind's colour: black on the light ones, white on stuck's near black.
Rgb text_on(Rgb c) {
    const int luma = 299 * c.r + 587 * c.g + 114 * c.b;
    return luma > 128000 ? Rgb{0, 0, 0} : Rgb{255, 255, 255};
}

std::string kind_cell(FindingKind kind) {
    const Rgb c = kind_rgb(kind);
    return "<span class=\"kind\" style=\"background:" + hex_colour(c) +
           ";color:" + hex_colour(text_on(c)) + "\">" + html_escape(kind_name(kind)) + "</span>";
}

constexpr const char* kStyle =
    "body{font-family:sans-serif;margin:1.5em;color:#222;background:#fafafa}"
    "table{border-collapse:collapse;margin:1em 0}"
    "th,td{border:1px solid #ccc;padding:3px 6px;text-align:left;vertical-align:top}"
    "th{background:#eee}td.n{text-align:right}code{font-size:90%;white-space:nowrap}"
    ".kind{padding:1px 5px;border-radius:3px;font-family:monospace}"
    "img{border:1px solid #888;max-width:100%;image-rendering:pixelated}";

} // namespace

Rgb kind_rgb(FindingKind kind) {
    const glm::vec4 c = finding_colour(kind);
    auto ch = [](float v) {
        return static_cast<std::uint8_t>(std::lround(std::fmin(std::fmax(v, 0.0f), 1.0f) * 255.0f));
    };
    return {ch(c.x), ch(c.y), ch(c.z)};
}

std::string html_escape(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string map_index_html(const std::vector<Defect>& defects, const Summary& summary,
                           const std::vector<MapEntry>& maps, bool dat) {
    std::vector<const MapEntry*> map_of(defects.size(), nullptr);
    for (const MapEntry& m : maps)
        for (const std::size_t i : m.defects)
            if (i < defects.size()) map_of[i] = &m;
    const WalkOptions& o = summary.options;
    std::string s = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
    s += "<title>sweeplab survey: " + html_escape(summary.target) + "</title>\n";
    s += "<style>" + std::string(kStyle) + "</style>\n</head>\n<body>\n";
    s += "<h1>Survey of " + html_escape(summary.target) + "</h1>\n<p>";
    s += std::to_string(defects.size()) + (defects.size() == 1 ? " defect" : " defects");
    s += " from " + std::to_string(summary.total_findings()) + " walk findings; " +
         std::to_string(summary.starts) + " starts, " + std::to_string(summary.walks) +
         " walks. Every " + json_free_number(o.spacing) + " m, " + std::to_string(o.headings) +
         " headings, " + json_free_number(o.seconds) + " s at " + std::to_string(o.fps) + " fps" +
         (o.jump ? ", a jump" : "") + ", reading " + html_escape(o.reading);
    if (!o.compare.empty()) s += " against " + html_escape(o.compare);
    s += ".</p>\n";
    s += "<p>Each map is seen from above, north up: the land shaded by height, the land squares' "
         "grid, indoor cells' floors (cream) and outlines (brown), building shells (dark, white "
         "edges) and objects (black). A defect is a disc in its kind's colour at its worst walk's "
         "position, with a line back to that walk's start (the small ring). Beside a coarse "
         "overview, close-ups A, B, ... show where its defects cluster.</p>\n";
    if (!defects.empty()) {
        s += "<table>\n<tr><th>#</th><th>kind</th><th>thing</th><th>walks</th><th>worst</th>"
             "<th>";
        s += dat ? "worst walk's /loc" : "worst walk's start";
        s += "</th><th>detail</th><th>map</th></tr>\n";
    }
    for (std::size_t i = 0; i < defects.size(); ++i) {
        const Defect& d = defects[i];
        s += "<tr id=\"d" + std::to_string(d.number) + "\"><td class=\"n\">" +
             std::to_string(d.number) + "</td><td>" + kind_cell(d.kind) + "</td><td>" +
             html_escape(d.thing) + "</td><td class=\"n\">" + std::to_string(d.walks.size()) +
             "</td><td class=\"n\">" + metres(d.worst.figure) + "</td><td><code>" +
             html_escape(start_text(d.worst, dat)) + "</code></td><td>" +
             html_escape(d.worst.detail) + "</td><td>";
        if (map_of[i] != nullptr)
            s += "<a href=\"#" + html_escape(anchor(*map_of[i])) + "\">" +
                 html_escape(map_of[i]->title) + "</a>";
        s += "</td></tr>\n";
    }
    if (!defects.empty()) s += "</table>\n";
    for (const MapEntry& m : maps) {
        s += "<h2 id=\"" + html_escape(anchor(m)) + "\">" + html_escape(m.title) + "</h2>\n";
        s += "<p><img src=\"" + html_escape(m.file) + "\" width=\"" + std::to_string(m.width) +
             "\" height=\"" + std::to_string(m.height) + "\" alt=\"" +
             html_escape("survey map of " + m.title) + "\"></p>\n<ul>\n";
        for (const std::size_t i : m.defects) {
            if (i >= defects.size()) continue;
            const Defect& d = defects[i];
            s += "<li><a href=\"#d" + std::to_string(d.number) + "\">" + std::to_string(d.number) +
                 "</a> " + kind_cell(d.kind) + " " + html_escape(d.thing) + " (" +
                 std::to_string(d.walks.size()) + (d.walks.size() == 1 ? " walk" : " walks") +
                 ", worst " + metres(d.worst.figure) + ")</li>\n";
        }
        s += "</ul>\n";
    }
    s += "</body>\n</html>\n";
    return s;
}

} // namespace sweeplab::app::survey
