#pragma once
// The command line of docs/command-line.md: these forms are a contract.
#include <optional>
#include <string>

namespace sweeplab::app {

enum class Mode { Window, Headless, Screenshot, ListScenes, Help, Version };

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
};

// Parses argv. Throws CliError (exit code 2) naming the option and the problem.
Options parse_cli(int argc, const char* const* argv);

struct CliError {
    std::string message;
};

const char* usage_text();

} // namespace sweeplab::app
