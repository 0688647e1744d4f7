#pragma once
// Encoders for the cell-file records and the Region, through ByteWriter: the mirror of
// dat/records/{land_block,region,land_block_info,env_cell}. Each writes a record's STORED
// fields: flags as given (the derived exact_match / portal_side / to_outside are ignored),
// other_cell_raw (not the full other_cell_id), and the low 16 bits of every full id the
// decoder widens (surfaces, environment id, visible cells, building stab lists).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "dat/records/env_cell.h"
#include "dat/records/land_block.h"
#include "dat/records/land_block_info.h"
#include "dat/records/region.h"
#include "tests/dat/writer/byte_writer.h"

namespace sweeplab::dat::testing {

void write_frame(ByteWriter& w, const DatFrame& f);
void write_stabs(ByteWriter& w, const std::vector<DatStab>& stabs);

[[nodiscard]] std::vector<std::byte> encode_land_block(const LandBlockRecord& lb);
// The Region up to the end of LandDefs, then `tail` bytes of zeros standing in for the
// parts the decoder does not read (GameTime onwards).
[[nodiscard]] std::vector<std::byte> encode_region(const RegionRecord& rg, std::size_t tail = 0);
[[nodiscard]] std::vector<std::byte> encode_land_block_info(const LandBlockInfoRecord& lbi);
[[nodiscard]] std::vector<std::byte> encode_env_cell(const EnvCellRecord& c);

// Test conveniences: the stored fields of a portal, as a writer of synthetic DATs has them.
[[nodiscard]] BuildingPortal building_portal(std::uint16_t flags, std::uint16_t other_cell,
                                             std::int32_t other_portal,
                                             const std::vector<std::uint16_t>& stabs);
[[nodiscard]] EnvCellPortal cell_portal(std::uint16_t flags, std::uint16_t polygon,
                                        std::uint16_t other_cell, std::int32_t other_portal);

} // namespace sweeplab::dat::testing
