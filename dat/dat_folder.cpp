#include "dat/dat_folder.h"

#include <atomic>
#include <cstdlib>
#include <system_error>

namespace sweeplab::dat {

namespace {

DatFile open_member(const std::filesystem::path& dir, const char* name, std::uint32_t data_set,
                    const char* kind) {
    const std::filesystem::path path = dir / name;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        throw DatError(name, "",
                       "not found in " + dir.string() + " (a DAT folder holds " + kCellFileName +
                           " and " + kPortalFileName + ")");
    DatFile f = DatFile::open(path);
    // A portal file under the cell file's name would otherwise fail later, record by record.
    if (f.header().data_set != data_set)
        throw DatError(name, "header",
                       "data set " + std::to_string(f.header().data_set) + ", expected " +
                           std::to_string(data_set) + " (the " + kind + " file)");
    return f;
}

std::atomic<std::uint64_t> g_opened{0};

} // namespace

std::uint64_t DatFolder::opened_count() {
    return g_opened.load();
}

DatFolder DatFolder::open(const std::filesystem::path& dir) {
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
        throw DatError(dir.string(), "",
                       std::string("not a folder (the DAT folder holds ") + kCellFileName +
                           " and " + kPortalFileName + ")");
    DatFile cell = open_member(dir, kCellFileName, kDataSetCell, "cell");
    DatFile portal = open_member(dir, kPortalFileName, kDataSetPortal, "portal");
    g_opened.fetch_add(1);
    return DatFolder{dir, std::move(cell), std::move(portal)};
}

std::optional<std::filesystem::path> resolve_dat_dir(const std::optional<std::string>& dat_flag) {
    if (dat_flag && !dat_flag->empty()) return std::filesystem::path(*dat_flag);
    if (const char* env = std::getenv(kDatDirEnv); env != nullptr && *env != '\0')
        return std::filesystem::path(env);
    return std::nullopt;
}

} // namespace sweeplab::dat
