#pragma once
// Where sweeplab's read-only data (scenes, shaders) is found when it was installed:
// `cmake --install` puts the executable in PREFIX/bin and the data in
// PREFIX/share/sweeplab, so the data is found relative to the executable itself, whatever
// the working directory and wherever the prefix was moved. Standard library only (the
// GL-free core and the renderer both use it).
#include <optional>
#include <string>

namespace sweeplab::app {

// The folder holding the running executable (/proc/self/exe); empty when it cannot be read.
std::string executable_dir();

// The installed data folder `sub` (for example "scenes"): EXE_DIR/../share/sweeplab/SUB as
// the install rules lay it out, when that is a directory; otherwise nothing (a build tree).
std::optional<std::string> installed_data_dir(const std::string& sub);

// The GLSL folder the renderer loads: $SWEEPLAB_SHADERS, else the installed one, else the
// source tree's shaders/ (render/ is handed it: it never looks up app's folders itself).
std::string shader_dir();

} // namespace sweeplab::app
