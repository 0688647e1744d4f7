#include "sim/json_text.h"

#include "scene/scene_writer.h"

#include <cmath>
#include <cstdio>

namespace sweeplab::app::json {

// Six decimals: micrometres are far below anything the engine resolves.
void number(std::string& out, double v) {
    char buf[40];
    if (!std::isfinite(v)) v = 0.0; // never reached: the physics never returns NaN
    std::snprintf(buf, sizeof buf, "%.6f", v);
    std::string s = buf;
    while (s.size() > 1 && s.back() == '0' && s[s.size() - 2] != '.')
        s.pop_back();
    if (s == "-0.0") s = "0.0";
    out += s;
}

void vec(std::string& out, const glm::vec3& v) {
    out += '[';
    number(out, v.x);
    out += ", ";
    number(out, v.y);
    out += ", ";
    number(out, v.z);
    out += ']';
}

void escape(std::string& out, const std::string& s) {
    out += scene::json_string(s);
}

} // namespace sweeplab::app::json
