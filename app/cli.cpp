#include "app/cli.h"

#include <cstdlib>
#include <string_view>

namespace sweeplab::app {

namespace {

int parse_int(const std::string& opt, const std::string& v, int lo, int hi) {
    char* end = nullptr;
    const long n = std::strtol(v.c_str(), &end, 10);
    if (v.empty() || *end != '\0' || n < lo || n > hi)
        throw CliError{opt + ": expected a whole number from " + std::to_string(lo) + " to " +
                       std::to_string(hi) + ", got \"" + v + "\""};
    return static_cast<int>(n);
}

} // namespace

Options parse_cli(int argc, const char* const* argv) {
    Options o;
    bool mode_set = false;
    auto set_mode = [&](Mode m, const std::string& opt) {
        if (mode_set)
            throw CliError{opt + ": only one of --headless, --screenshot, "
                                 "--list-scenes, --help, --version may be given"};
        o.mode = m;
        mode_set = true;
    };
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw CliError{a + ": needs a value"};
            return argv[++i];
        };
        if (a == "--help" || a == "-h") {
            set_mode(Mode::Help, a);
        } else if (a == "--version") {
            set_mode(Mode::Version, a);
        } else if (a == "--list-scenes") {
            set_mode(Mode::ListScenes, a);
        } else if (a == "--headless") {
            set_mode(Mode::Headless, a);
        } else if (a == "--screenshot") {
            set_mode(Mode::Screenshot, a);
            o.screenshot_png = value();
        } else if (a == "--frames") {
            o.frames = parse_int(a, value(), 0, 10000000);
        } else if (a == "--camera-collide") {
            const std::string v = value();
            if (v != "on" && v != "off")
                throw CliError{a + ": expected on or off, got \"" + v + "\""};
            o.camera_collide = v == "on";
        } else if (a == "--out") {
            o.out = value();
        } else if (a == "--size") {
            const std::string v = value();
            const auto x = v.find('x');
            if (x == std::string::npos) throw CliError{a + ": expected WxH, got \"" + v + "\""};
            o.width = parse_int(a, v.substr(0, x), 16, 8192);
            o.height = parse_int(a, v.substr(x + 1), 16, 8192);
        } else if (a == "--view") {
            o.view = value();
            o.view_given = true;
            if (o.view != "chase" && o.view != "split" && o.view != "overhead")
                throw CliError{a + ": expected chase, split or overhead, got \"" + o.view + "\""};
        } else if (!a.empty() && a[0] == '-') {
            throw CliError{a + ": unknown option (see --help)"};
        } else {
            if (!o.scene.empty()) throw CliError{a + ": only one scene may be given"};
            o.scene = a;
        }
    }
    if (o.mode == Mode::Headless && o.scene.empty())
        throw CliError{"--headless: needs a SCENE.json"};
    if (o.mode == Mode::Screenshot && o.scene.empty())
        throw CliError{"--screenshot: needs a SCENE.json after the PNG"};
    if (!o.out.empty() && o.mode != Mode::Headless)
        throw CliError{"--out: only goes with --headless"};
    return o;
}

const char* usage_text() {
    return "sweeplab - a lab for the retail Asheron's Call collision engine\n"
           "\n"
           "usage:\n"
           "  sweeplab                        open the window on the default scene\n"
           "  sweeplab SCENE.json             open the window on that scene (or a bare name)\n"
           "  sweeplab --headless SCENE.json [--frames N] [--camera-collide on|off] [--out FILE]\n"
           "                                  run the scene's script without a window and\n"
           "                                  write one JSON line per frame\n"
           "  sweeplab --screenshot PNG SCENE.json [--frames N] [--size WxH]\n"
           "           [--camera-collide on|off]\n"
           "                                  run N frames in a window and save the last one\n"
           "  sweeplab --list-scenes          list the scenes in assets/scenes/\n"
           "  --view chase|split|overhead     the window's view: the chase camera, the camera\n"
           "                                  A/B (collided and uncollided eye side by side),\n"
           "                                  or from above (window and --screenshot)\n"
           "  sweeplab --help | --version\n"
           "\n"
           "exit codes: 0 success, 1 failure, 2 bad input, 3 a scene check failed\n"
           "environment: SWEEPLAB_CAMERA_COLLIDE=0 turns camera collision off\n";
}

} // namespace sweeplab::app
