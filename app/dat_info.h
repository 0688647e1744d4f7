#pragma once
// `sweeplab --dat DIR --info ID` (docs/command-line.md, "--info ID"): one JSON object describing
// one record, every id in it a hex string of eight digits ("0xA9B40100").
//
// ID picks the record:
// - 0xXXYY (at most four hex digits), or the landblock's own records 0xXXYYFFFF/0xXXYYFFFE:
//   the landblock: its heights (metres through the Region's land height table, and the raw
//   bytes), terrain words, EnvCells, static objects, buildings and their portals;
// - 0x01......, 0x02......, 0x0D......: the GfxObj, Setup or Environment in
//   client_portal.dat (when client_portal.dat has no such record and the id is also a cell id
//   of landblock 0x01YY/0x02YY/0x0DYY that client_cell_1.dat holds, that cell);
// - any other 0xXXYYCCCC: the cell, an EnvCell (0x0100 and up) or a land cell (0x0001-0x0040:
//   its square and corner heights).
// No such record: dat::DatError ("client_cell_1.dat: 0xA9B40199 EnvCell: not in the
// directory"), exit code 2.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "app/cli.h"
#include "dat/dat_folder.h"

namespace sweeplab::app {

using InfoJson = nlohmann::ordered_json;

// Throws dat::DatError for missing or bad records and CliError for an ID of no kind above.
[[nodiscard]] InfoJson dat_info(const dat::DatFolder& folder, const std::string& id_text);

// The run: opens the folder, prints the object on stdout as one line; 0, or 2 with one line
// on stderr.
int run_info(const Options& options);

} // namespace sweeplab::app
