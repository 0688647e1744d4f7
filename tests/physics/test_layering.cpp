// The rooms and their arrows (docs/architecture.md), from every #include of every source
// file: physics/ at the ground (GLM and the standard library), dat/ reading files only
// (the standard library, zlib, GLM's types, POSIX file calls), scene/ without GL, SDL or
// ImGui, sim/ on scene/ and below, survey/ on sim/ and below, render/ below app/. A file that
// breaks a room's rule is named with its line.
#include <catch2/catch.hpp>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

std::filesystem::path source_root() {
    return std::filesystem::path(__FILE__).parent_path().parent_path().parent_path();
}

// The text between the include's <> or "" (empty for a line that is no #include).
std::string included(const std::string& line) {
    const auto hash = line.find_first_not_of(" \t");
    if (hash == std::string::npos || line.compare(hash, 8, "#include") != 0) return "";
    const auto open = line.find_first_of("<\"", hash + 8);
    if (open == std::string::npos) return "";
    const auto close = line.find_first_of(">\"", open + 1);
    return line.substr(open + 1, close == std::string::npos ? std::string::npos : close - open - 1);
}

bool starts(const std::string& s, const char* prefix) {
    return s.rfind(prefix, 0) == 0;
}

// Every include of the room's sources that `allowed` refuses, as "FILE:LINE: #include X".
template <class Allowed>
std::vector<std::string> breaches(const char* room, Allowed allowed, int& files) {
    std::vector<std::string> out;
    for (const auto& e : std::filesystem::recursive_directory_iterator(source_root() / room)) {
        const std::string ext = e.path().extension().string();
        if (!e.is_regular_file() || (ext != ".h" && ext != ".cpp")) continue;
        ++files;
        std::ifstream in(e.path());
        std::string line;
        for (int n = 1; std::getline(in, line); ++n) {
            const std::string inc = included(line);
            if (!inc.empty() && !allowed(inc))
                out.push_back(e.path().string() + ":" + std::to_string(n) + ": " + line);
        }
    }
    return out;
}

// A standard library header: no slash and no extension (<vector>), or a C header (<cmath>).
bool standard(const std::string& inc) {
    return inc.find('/') == std::string::npos && inc.find('.') == std::string::npos;
}

bool gui(const std::string& inc) {
    std::string lower = inc;
    for (char& c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower.find("sdl") != std::string::npos || lower.find("imgui") != std::string::npos ||
           lower.find("glad") != std::string::npos || starts(lower, "gl/") ||
           lower.find("opengl") != std::string::npos;
}

} // namespace

TEST_CASE("layering: physics/ includes GLM, the standard library and itself only", "[layering]") {
    int files = 0;
    const auto bad = breaches(
        "physics",
        [](const std::string& inc) {
            return standard(inc) || starts(inc, "glm/") || starts(inc, "physics/");
        },
        files);
    CHECK(files > 50);
    for (const std::string& b : bad)
        FAIL_CHECK(b);
}

TEST_CASE("layering: dat/ reads files only: std, zlib, GLM types, POSIX, itself", "[layering]") {
    int files = 0;
    const auto bad = breaches(
        "dat",
        [](const std::string& inc) {
            return standard(inc) || inc == "zlib.h" || starts(inc, "glm/") || starts(inc, "dat/") ||
                   inc == "fcntl.h" || inc == "unistd.h" || inc == "dirent.h" ||
                   starts(inc, "sys/");
        },
        files);
    CHECK(files > 10);
    for (const std::string& b : bad)
        FAIL_CHECK(b);
}

TEST_CASE("layering: worlddata/ reads files only: std, GLM types, POSIX, itself", "[layering]") {
    int files = 0;
    const auto bad = breaches(
        "worlddata",
        [](const std::string& inc) {
            return standard(inc) || starts(inc, "glm/") || starts(inc, "worlddata/") ||
                   inc == "fcntl.h" || inc == "unistd.h" || inc == "dirent.h" ||
                   starts(inc, "sys/");
        },
        files);
    CHECK(files > 5);
    for (const std::string& b : bad)
        FAIL_CHECK(b);
}

TEST_CASE("layering: scene/ has no GL, SDL, ImGui, render/, sim/, survey/ or app/", "[layering]") {
    int files = 0;
    const auto bad = breaches(
        "scene",
        [](const std::string& inc) {
            return !gui(inc) && !starts(inc, "render/") && !starts(inc, "app/") &&
                   !starts(inc, "sim/") && !starts(inc, "survey/");
        },
        files);
    CHECK(files > 10);
    for (const std::string& b : bad)
        FAIL_CHECK(b);
}

TEST_CASE("layering: sim/ runs on scene/, creatures/, physics/, dat/, GLM and std only",
          "[layering]") {
    int files = 0;
    const auto bad = breaches(
        "sim",
        [](const std::string& inc) {
            return standard(inc) || starts(inc, "glm/") || starts(inc, "physics/") ||
                   starts(inc, "dat/") || starts(inc, "scene/") || starts(inc, "sim/") ||
                   starts(inc, "worlddata/") || starts(inc, "creatures/");
        },
        files);
    CHECK(files > 20);
    for (const std::string& b : bad)
        FAIL_CHECK(b);
}

TEST_CASE("layering: survey/ sits on sim/ and below: no app/, render/ or GL", "[layering]") {
    int files = 0;
    const auto bad = breaches(
        "survey",
        [](const std::string& inc) {
            return standard(inc) || starts(inc, "glm/") || starts(inc, "physics/") ||
                   starts(inc, "dat/") || starts(inc, "scene/") || starts(inc, "sim/") ||
                   starts(inc, "survey/") || starts(inc, "nlohmann/") ||
                   starts(inc, "worlddata/") || inc == "stb/stb_image_write.h" || inc == "unistd.h";
        },
        files);
    CHECK(files > 20);
    for (const std::string& b : bad)
        FAIL_CHECK(b);
}

TEST_CASE("layering: the app's GL-free folders (trace/, layout/) have no GL, SDL, ImGui or render/",
          "[layering]") {
    for (const char* room : {"app/trace", "app/layout"}) {
        int files = 0;
        const auto bad = breaches(
            room, [](const std::string& inc) { return !gui(inc) && !starts(inc, "render/"); },
            files);
        CHECK(files > 1);
        for (const std::string& b : bad)
            FAIL_CHECK(b);
    }
}

TEST_CASE("layering: render/ sits below app/", "[layering]") {
    int files = 0;
    const auto bad = breaches(
        "render", [](const std::string& inc) { return !starts(inc, "app/"); }, files);
    CHECK(files > 5);
    for (const std::string& b : bad)
        FAIL_CHECK(b);
}

TEST_CASE("layering: capi/ is a thin layer: the port, the world builders, its own header",
          "[layering]") {
    int files = 0;
    // The C API (docs/c-api.md) opens worlds as the runs do (scene/, sim/run_world.h) and
    // steps the port: never the window, the survey, the spawn check or the app.
    const auto bad = breaches(
        "capi",
        [](const std::string& inc) {
            return standard(inc) || starts(inc, "glm/") || starts(inc, "physics/") ||
                   starts(inc, "dat/") || starts(inc, "scene/") || starts(inc, "worlddata/") ||
                   inc == "sim/run_world.h" || starts(inc, "capi/") || inc == "sweeplab/sweeplab.h";
        },
        files);
    CHECK(files > 8);
    for (const std::string& b : bad)
        FAIL_CHECK(b);
}

TEST_CASE("layering: include/sweeplab/sweeplab.h is C: no C++ header, no other include",
          "[layering]") {
    int files = 0;
    const auto bad = breaches(
        "include", [](const std::string& inc) { return inc == "stddef.h" || inc == "stdint.h"; },
        files);
    CHECK(files == 1);
    for (const std::string& b : bad)
        FAIL_CHECK(b);
}

TEST_CASE("layering: vectors/ runs the port: physics/, the world builders, JSON, std, itself",
          "[layering]") {
    int files = 0;
    // The place families open places as the runs do (scene/, dat/, sim/run_world.h); never
    // the window, the survey, the spawn check, the C API or the app.
    const auto bad = breaches(
        "vectors",
        [](const std::string& inc) {
            return standard(inc) || starts(inc, "glm/") || starts(inc, "physics/") ||
                   starts(inc, "vectors/") || starts(inc, "nlohmann/") || starts(inc, "scene/") ||
                   starts(inc, "dat/") || inc == "sim/run_world.h";
        },
        files);
    CHECK(files > 8);
    for (const std::string& b : bad)
        FAIL_CHECK(b);
}

TEST_CASE("layering: creatures/ is the server's logic over the port: physics/, GLM, std, itself",
          "[layering]") {
    int files = 0;
    // ACE's monster (docs/creatures.md) drives physics/motion's creatures; it reads no files
    // and draws nothing.
    const auto bad = breaches(
        "creatures",
        [](const std::string& inc) {
            return standard(inc) || starts(inc, "glm/") || starts(inc, "physics/") ||
                   starts(inc, "creatures/");
        },
        files);
    CHECK(files >= 4);
    for (const std::string& b : bad)
        FAIL_CHECK(b);
}
