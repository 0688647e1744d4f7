#include "dat/errors.h"

#include <cstdio>

namespace sweeplab::dat {

namespace {
std::string compose(const std::string& file, const std::string& where, const std::string& problem) {
    return where.empty() ? file + ": " + problem : file + ": " + where + ": " + problem;
}
} // namespace

DatError::DatError(std::string file, std::string where, std::string problem)
    : std::runtime_error(compose(file, where, problem)), file_(std::move(file)),
      where_(std::move(where)), problem_(std::move(problem)) {}

std::string hex32(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08X", v);
    return buf;
}

std::string hex16(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%04X", v & 0xFFFFu);
    return buf;
}

} // namespace sweeplab::dat
