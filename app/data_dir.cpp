#include "app/data_dir.h"

#include <cstdlib>

#include <filesystem>
#include <system_error>

namespace fs = std::filesystem;

namespace sweeplab::app {

std::string executable_dir() {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (ec || exe.empty()) return {};
    return exe.parent_path().string();
}

std::optional<std::string> installed_data_dir(const std::string& sub) {
    const std::string bin = executable_dir();
    if (bin.empty()) return std::nullopt;
    // SWEEPLAB_DATA_FROM_BIN is the install's share/sweeplab relative to its bin/ (CMake's
    // GNUInstallDirs: "../share/sweeplab" by default).
    const fs::path dir = (fs::path(bin) / SWEEPLAB_DATA_FROM_BIN / sub).lexically_normal();
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return std::nullopt;
    return dir.string();
}

std::string shader_dir() {
    if (const char* env = std::getenv("SWEEPLAB_SHADERS")) return env;
    if (const auto installed = installed_data_dir("shaders")) return *installed;
    return SWEEPLAB_SHADER_DIR;
}

} // namespace sweeplab::app
