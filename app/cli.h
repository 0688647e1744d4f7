#pragma once
// The command line of docs/command-line.md: these forms are a contract.
#include <optional>

#include "physics/reading/reading.h"
#include "scene/location.h"
#include <string>
#include <vector>

namespace sweeplab::app {

enum class Mode { Window, Headless, Screenshot, ListScenes, ListReadings, Help, Version, Info };

struct Options {
    Mode mode = Mode::Window;
    std::string scene;                  // as given (a path or a bare name); empty = default scene
    std::string screenshot_png;         // --screenshot PNG
    std::optional<int> frames;          // --frames N
    std::optional<bool> camera_collide; // --camera-collide on|off
    std::string out;                    // --out FILE (headless)
    int width = 1280, height = 720;     // --size WxH
    std::string view = "chase";         // --view chase|split|overhead (window and screenshot)
    bool view_given = false;            // --view was given: it wins over the layout file
    // DAT worlds (docs/command-line.md): --dat DIR (else $SWEEPLAB_DAT_DIR), LOCATION words
    // instead of a scene (`0xXXYYCCCC [x y z] w x y z`, one word or several), --info ID.
    std::optional<std::string> dat;
    // --world PATH (repeatable): the server's world data for a DAT place (docs/world-objects.md).
    std::vector<std::string> world;
    std::vector<std::string> location;
    std::optional<scene::Location> parsed_location; // `location`, parsed once by parse_cli
    std::string info;
    // Readings (docs/command-line.md): --reading R for the avatar, --compare R for a ghost
    // avatar beside it; `*_text` as given. --fps N overrides the scene's frame rate.
    physics::Reading reading{};
    std::string reading_text;
    std::optional<physics::Reading> compare;
    std::string compare_text;
    std::optional<int> fps;
    // --survey FILE: a `sweeplab survey` output whose findings the window's Survey panel
    // lists and marks (window and --screenshot).
    std::string survey_file;
    // --spawns FILE: a `sweeplab spawns` output whose lines the window's Spawns panel lists,
    // marks and visits (window and --screenshot; a DAT place: without a LOCATION the window
    // opens at the first finding's landblock).
    std::string spawns_file;
    // --trace FILE: a retail find_cell_list trace (docs/trace.md) for the window's Trace panel
    // (window and --screenshot).
    std::string trace_file;
    // --record FILE: the window opens recording (docs/recordings.md) and writes FILE when it
    // closes (window and --screenshot; a --screenshot run writes it after its frames).
    std::string record_file;
};

// --list-readings: every profile and switch, a line each.
std::string list_readings_text();

// Parses argv. Throws CliError (exit code 2) naming the option and the problem.
Options parse_cli(int argc, const char* const* argv);

struct CliError {
    std::string message;
};

const char* usage_text();

} // namespace sweeplab::app
