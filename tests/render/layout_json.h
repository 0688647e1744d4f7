#pragma once
// Reads the layout report a --screenshot run writes with SWEEPLAB_LAYOUT_REPORT
// (app/layout/layout_report.h): the viewports and panel rectangles the frame used, in the
// PNG's pixels, top-left origin.
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/layout/dock_layout.h"

namespace sweeplab::test {

struct NamedRect {
    std::string name;
    app::layout::Rect rect;
    bool collapsed = false;
};

struct Layout {
    float width = 0, height = 0;
    std::string view;
    bool panels_hidden = false;
    app::layout::Rect left, right, centre;
    std::vector<NamedRect> views, panels;

    [[nodiscard]] const NamedRect* view_named(const std::string& name) const {
        for (const NamedRect& v : views)
            if (v.name == name) return &v;
        return nullptr;
    }
};

inline app::layout::Rect rect_of(const nlohmann::json& a) {
    return {a.at(0).get<float>(), a.at(1).get<float>(), a.at(2).get<float>(), a.at(3).get<float>()};
}

// Throws std::runtime_error naming the file when it is missing or not a report.
inline Layout read_layout(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error(path + ": cannot read the layout report");
    try {
        const nlohmann::json j = nlohmann::json::parse(in);
        Layout l;
        l.width = j.at("window").at(0).get<float>();
        l.height = j.at("window").at(1).get<float>();
        l.view = j.at("view").get<std::string>();
        l.panels_hidden = j.at("panels_hidden").get<bool>();
        l.left = rect_of(j.at("columns").at("left"));
        l.right = rect_of(j.at("columns").at("right"));
        l.centre = rect_of(j.at("columns").at("centre"));
        for (const auto& v : j.at("views"))
            l.views.push_back({v.at("name").get<std::string>(), rect_of(v.at("rect")), false});
        for (const auto& p : j.at("panels"))
            l.panels.push_back({p.at("name").get<std::string>(), rect_of(p.at("rect")),
                                p.at("collapsed").get<bool>()});
        return l;
    } catch (const nlohmann::json::exception& e) {
        throw std::runtime_error(path + ": not a layout report: " + e.what());
    }
}

} // namespace sweeplab::test
