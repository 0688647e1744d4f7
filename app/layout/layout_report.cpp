#include "app/layout/layout_report.h"

#include <cstdio>

namespace sweeplab::app::layout {

namespace {

std::string rect_json(const Rect& r) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "[%g, %g, %g, %g]", static_cast<double>(r.x),
                  static_cast<double>(r.y), static_cast<double>(r.w), static_cast<double>(r.h));
    return buf;
}

Rect scale(const Rect& r, float sx, float sy) {
    return {r.x * sx, r.y * sy, r.w * sx, r.h * sy};
}

} // namespace

std::string format_report(const LayoutReport& r) {
    std::string out = "{\"window\": [" + std::to_string(static_cast<int>(r.width)) + ", " +
                      std::to_string(static_cast<int>(r.height)) + "], ";
    out += std::string("\"view\": \"") + view_mode_name(r.view) + "\", ";
    out += std::string("\"panels_hidden\": ") + (r.panels_hidden ? "true" : "false") + ",\n";
    out += " \"columns\": {\"left\": " + rect_json(r.columns.left) +
           ", \"right\": " + rect_json(r.columns.right) +
           ", \"centre\": " + rect_json(r.columns.centre) + "},\n";
    out += " \"views\": [";
    for (std::size_t i = 0; i < r.views.size(); ++i)
        out += std::string(i ? ", " : "") + "{\"name\": \"" + r.views[i].name +
               "\", \"rect\": " + rect_json(r.views[i].rect) + "}";
    out += "],\n \"panels\": [";
    for (std::size_t i = 0; i < r.panels.size(); ++i)
        out += std::string(i ? ",\n  " : "") + "{\"name\": \"" + r.panels[i].name +
               "\", \"rect\": " + rect_json(r.panels[i].rect) +
               ", \"collapsed\": " + (r.panels[i].collapsed ? "true" : "false") + "}";
    out += "]}\n";
    return out;
}

LayoutReport scaled(LayoutReport r, float sx, float sy) {
    r.width *= sx;
    r.height *= sy;
    r.columns = {scale(r.columns.left, sx, sy), scale(r.columns.right, sx, sy),
                 scale(r.columns.centre, sx, sy)};
    for (ViewRect& v : r.views)
        v.rect = scale(v.rect, sx, sy);
    for (PanelRect& p : r.panels)
        p.rect = scale(p.rect, sx, sy);
    return r;
}

} // namespace sweeplab::app::layout
