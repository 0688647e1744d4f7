#pragma once
#include <string>

namespace sweeplab::app {

// Reads the current GL framebuffer (width x height) and writes it as a PNG. Returns false
// and fills `error` when the file cannot be written.
bool write_framebuffer_png(const std::string& path, int width, int height, std::string& error);

} // namespace sweeplab::app
