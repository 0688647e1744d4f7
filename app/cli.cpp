#include "app/cli.h"

#include <algorithm>
#include <cstdlib>
#include <string_view>

#include "scene/location.h"

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

// A word that starts a LOCATION: a cell id (0x + hex digits, or the 8 hex digits ACE takes),
// or one quoted word holding a whole /loc line with one.
bool starts_location(const std::string& word) {
    if (scene::looks_like_cell_id(word)) return true;
    if (word.find(' ') == std::string::npos) return false;
    std::size_t start = 0;
    while (start < word.size()) {
        const std::size_t end = std::min(word.find(' ', start), word.size());
        std::string token = word.substr(start, end - start);
        if (!token.empty() && token.back() == ',') token.pop_back();
        if (token.size() > 2 && token[0] == '0' && (token[1] == 'x' || token[1] == 'X') &&
            scene::looks_like_cell_id(token))
            return true;
        start = end + 1;
    }
    return false;
}

// Once a location has started, the words after it that continue it: numbers (negative ones
// too), brackets and commas; an option (--x, -h) ends it.
bool continues_location(const std::string& word) {
    if (word.empty()) return false;
    if (word[0] != '-') return true;
    return word.size() > 1 && ((word[1] >= '0' && word[1] <= '9') || word[1] == '.');
}

} // namespace

Options parse_cli(int argc, const char* const* argv) {
    Options o;
    bool mode_set = false;
    auto set_mode = [&](Mode m, const std::string& opt) {
        if (mode_set)
            throw CliError{opt + ": only one of --headless, --screenshot, --list-scenes, "
                                 "--list-readings, --info, --help, --version may be given"};
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
        } else if (a == "--list-readings") {
            set_mode(Mode::ListReadings, a);
        } else if (a == "--reading" || a == "--compare") {
            const std::string v = value();
            std::string why;
            const std::optional<physics::Reading> r = physics::parse_reading(v, &why);
            if (!r) throw CliError{a + ": " + why};
            if (a == "--reading") {
                o.reading = *r;
                o.reading_text = v;
            } else {
                o.compare = *r;
                o.compare_text = v;
            }
        } else if (a == "--fps") {
            o.fps = parse_int(a, value(), 1, 240);
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
        } else if (a == "--survey") {
            o.survey_file = value();
            if (o.survey_file.empty()) throw CliError{a + ": needs a file"};
        } else if (a == "--spawns") {
            o.spawns_file = value();
            if (o.spawns_file.empty()) throw CliError{a + ": needs a file"};
        } else if (a == "--trace") {
            o.trace_file = value();
            if (o.trace_file.empty()) throw CliError{a + ": needs a file"};
        } else if (a == "--record") {
            o.record_file = value();
            if (o.record_file.empty()) throw CliError{a + ": needs a file"};
        } else if (a == "--dat") {
            o.dat = value();
            if (o.dat->empty()) throw CliError{a + ": needs a folder"};
        } else if (a == "--world") {
            o.world.push_back(value());
            if (o.world.back().empty()) throw CliError{a + ": needs a file or folder"};
        } else if (a == "--info") {
            set_mode(Mode::Info, a);
            o.info = value();
            if (o.info.size() < 3 || o.info[0] != '0' || (o.info[1] != 'x' && o.info[1] != 'X') ||
                !scene::looks_like_cell_id(o.info))
                throw CliError{a +
                               ": expected a hex id (0xXXYY, 0xXXYYCCCC, 0x01......, "
                               "0x02......, 0x0D......), got \"" +
                               o.info + "\""};
        } else if (!o.location.empty() && o.scene.empty() && continues_location(a)) {
            o.location.push_back(a);
        } else if (!a.empty() && a[0] == '-') {
            throw CliError{a + ": unknown option (see --help)"};
        } else if (starts_location(a)) {
            if (!o.scene.empty() || !o.location.empty())
                throw CliError{a + ": give one SCENE or one LOCATION"};
            o.location.push_back(a);
        } else {
            if (!o.location.empty()) throw CliError{a + ": give one SCENE or one LOCATION"};
            if (!o.scene.empty()) throw CliError{a + ": only one scene may be given"};
            o.scene = a;
        }
    }
    if (!o.location.empty()) {
        try {
            o.parsed_location = scene::parse_location_words(o.location);
        } catch (const scene::LocationError& e) {
            throw CliError{e.what()};
        }
    }
    if (o.mode == Mode::Info && (!o.scene.empty() || !o.location.empty()))
        throw CliError{"--info: takes no SCENE or LOCATION"};
    if (o.mode == Mode::Headless && o.scene.empty() && o.location.empty())
        throw CliError{"--headless: needs a SCENE.json (or, with --dat, a LOCATION)"};
    // --spawns without a LOCATION opens at its first finding (the window reads the file).
    if (o.mode == Mode::Screenshot && o.scene.empty() && o.location.empty() &&
        o.spawns_file.empty())
        throw CliError{"--screenshot: needs a SCENE.json (or a LOCATION) after the PNG"};
    if (!o.survey_file.empty() && o.mode != Mode::Window && o.mode != Mode::Screenshot)
        throw CliError{"--survey: only goes with the window or --screenshot"};
    if (!o.spawns_file.empty() && o.mode != Mode::Window && o.mode != Mode::Screenshot)
        throw CliError{"--spawns: only goes with the window or --screenshot"};
    if (!o.spawns_file.empty() && !o.scene.empty())
        throw CliError{"--spawns: goes with --dat DIR [LOCATION], not a SCENE"};
    if (!o.trace_file.empty() && o.mode != Mode::Window && o.mode != Mode::Screenshot)
        throw CliError{"--trace: only goes with the window or --screenshot"};
    if (!o.record_file.empty() && o.mode != Mode::Window && o.mode != Mode::Screenshot)
        throw CliError{"--record: only goes with the window or --screenshot"};
    if (!o.out.empty() && o.mode != Mode::Headless)
        throw CliError{"--out: only goes with --headless"};
    return o;
}

std::string list_readings_text() {
    std::string out = "profiles (--reading R, --compare R; add or remove switches with "
                      "PROFILE+switch, PROFILE-switch):\n";
    for (const physics::ReadingProfileInfo& p : physics::reading_profiles()) {
        out += "  " + std::string(p.name);
        out.append(8 - std::min<std::size_t>(std::string_view(p.name).size(), 7), ' ');
        out += std::string(p.description) + "\n";
    }
    out += "switches:\n";
    for (const physics::ReadingSwitchInfo& s : physics::reading_switches()) {
        std::string in;
        for (const physics::ReadingProfileInfo& p : physics::reading_profiles())
            if (p.reading.has(s.id)) in += (in.empty() ? "" : ", ") + std::string(p.name);
        out += "  " + std::string(s.name) + ": " + s.description + " [" +
               (in.empty() ? std::string("no profile") : "in " + in) + "; " + s.source + "]\n";
    }
    return out;
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
           "  sweeplab --dat DIR LOCATION     open the window at a retail location\n"
           "                                  (0xXXYYCCCC [x y z] w x y z, as /loc prints it)\n"
           "  sweeplab --headless --dat DIR LOCATION [--frames N] [--out FILE]\n"
           "                                  stand there N frames (default 1), output as above\n"
           "  sweeplab --headless SCENE.json --dat DIR\n"
           "                                  a scene with a \"dat\" key on the DAT world\n"
           "  --world PATH                    (with a DAT place; repeatable) the server's world\n"
           "                                  data: ACE SQL or GDLE JSON files or folders, each\n"
           "                                  spawn placed as the server places it\n"
           "  sweeplab --dat DIR --info ID    one JSON object describing a record: a landblock\n"
           "                                  0xXXYY, a cell 0xXXYYCCCC, a GfxObj 0x01......,\n"
           "                                  a Setup 0x02......, an Environment 0x0D......\n"
           "  sweeplab --survey FILE.jsonl SCENE.json | --dat DIR LOCATION\n"
           "                                  open the window with a survey's findings in the\n"
           "                                  Survey panel and marked over the views (also\n"
           "                                  with --screenshot)\n"
           "  sweeplab --spawns FILE.jsonl --dat DIR --world PATH... [LOCATION]\n"
           "                                  open the window with a spawn check's lines in\n"
           "                                  the Spawns panel and marked over the views; a\n"
           "                                  click shows the object saved (red) and placed\n"
           "                                  (green); without LOCATION at the first finding\n"
           "                                  (also with --screenshot)\n"
           "  sweeplab --trace TRACE.log SCENE.json | --dat DIR LOCATION\n"
           "                                  open the window with a retail trace judged in\n"
           "                                  the Trace panel (also with --screenshot)\n"
           "  sweeplab --record OUT.json SCENE.json | --dat DIR LOCATION\n"
           "                                  open the window recording from the start and\n"
           "                                  write the walk to OUT.json (a scene that replays\n"
           "                                  it) when the window closes (also with --screenshot)\n"
           "  --view chase|split|overhead     the window's view: the chase camera, the camera\n"
           "                                  A/B (collided and uncollided eye side by side),\n"
           "                                  or from above (window and --screenshot)\n"
           "  --reading R                     run the physics under a reading: retail (the\n"
           "                                  default), ace, gdle, or BASE+switch / BASE-switch\n"
           "  --compare R                     a ghost avatar under reading R beside the avatar,\n"
           "                                  from the same input (window and --headless)\n"
           "  --fps N                         frames per second, 1 to 240 (default: the\n"
           "                                  scene's fps, else 30)\n"
           "  sweeplab --list-readings        list the reading profiles and switches\n"
           "  sweeplab --help | --version\n"
           "\n"
           "exit codes: 0 success, 1 failure, 2 bad input, 3 a scene check failed\n"
           "environment: SWEEPLAB_CAMERA_COLLIDE=0 turns camera collision off;\n"
           "  SWEEPLAB_DAT_DIR names the DAT folder (client_cell_1.dat, client_portal.dat)\n"
           "  when --dat is not given\n";
}

} // namespace sweeplab::app
