#pragma once
// Shared by the container tests: record bytes that differ per id, the DatError text of a
// call, and a temporary folder that cleans itself up.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

#include "dat/dat_file.h"
#include "tests/support/errors.h"

namespace sweeplab::dat::testing {

// `n` bytes that depend on the id and the position (a misplaced block shows).
inline std::vector<std::byte> payload(std::uint32_t id, std::size_t n) {
    std::vector<std::byte> out(n);
    std::uint32_t x = id * 2654435761u + 1u;
    for (std::size_t i = 0; i < n; ++i) {
        x = x * 1664525u + 1013904223u;
        out[i] = static_cast<std::byte>(x >> 24u);
    }
    return out;
}

// The message of the DatError `f` throws, or "(no error)"; any other exception escapes.
template <class F>
std::string error_of(F&& f) {
    return sweeplab::testing::what_thrown<DatError>(f).value_or("(no error)");
}

struct TempDir {
    std::filesystem::path path;
    explicit TempDir(const std::string& tag)
        : path(std::filesystem::temp_directory_path() /
               ("sweeplab-" + tag + "-" + std::to_string(::getpid()))) {
        std::filesystem::remove_all(path);
        std::filesystem::create_directories(path);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
};

} // namespace sweeplab::dat::testing
