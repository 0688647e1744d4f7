#pragma once
// The user's DAT folder: client_cell_1.dat (landblocks, landblock info, indoor cells) and
// client_portal.dat (environments, GfxObjs, Setups, the Region), both opened and checked
// (header, and that each file holds the data set its name promises). The folder is named by
// `--dat DIR` or, when that is absent, by the environment variable SWEEPLAB_DAT_DIR.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "dat/dat_file.h"

namespace sweeplab::dat {

inline constexpr const char* kCellFileName = "client_cell_1.dat";
inline constexpr const char* kPortalFileName = "client_portal.dat";
inline constexpr const char* kDatDirEnv = "SWEEPLAB_DAT_DIR";

struct DatFolder {
    std::filesystem::path dir;
    DatFile cell;
    DatFile portal;

    // Throws DatError: "DIR: not a folder ...", "client_cell_1.dat: not found in DIR ...",
    // or the file's own header error.
    static DatFolder open(const std::filesystem::path& dir);
    // A record by id, parsed: `folder.get<EnvCellRecord>(0xA9B40100)` (dat/records/lookup.h
    // defines it for every record type; a missing or bad record throws DatError naming it).
    template <class Record>
    [[nodiscard]] Record get(std::uint32_t id) const;
    // How many folders open() has opened in this process (a test counts a run's trips).
    [[nodiscard]] static std::uint64_t opened_count();
};

// The folder to use: `dat_flag` (the --dat value) when given and non-empty, else
// $SWEEPLAB_DAT_DIR when set and non-empty, else nullopt (the caller says what is missing).
[[nodiscard]] std::optional<std::filesystem::path>
resolve_dat_dir(const std::optional<std::string>& dat_flag);

} // namespace sweeplab::dat
