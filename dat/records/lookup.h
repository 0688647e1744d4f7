#pragma once
// Records by id, typed: which file each record type lives in, its name in errors and its
// parser, so a reader asks `folder.get<EnvCellRecord>(id)` (or read_record<R>(file, id) over
// one file) instead of spelling out the read and the parse each time.
#include <cstdint>
#include <span>

#include "dat/dat_file.h"
#include "dat/dat_folder.h"
#include "dat/reader.h"
#include "dat/records/animation.h"
#include "dat/records/env_cell.h"
#include "dat/records/environment.h"
#include "dat/records/gfx_obj.h"
#include "dat/records/land_block.h"
#include "dat/records/land_block_info.h"
#include "dat/records/motion_table.h"
#include "dat/records/region.h"
#include "dat/records/setup.h"
#include "dat/records/skill_table.h"

namespace sweeplab::dat {

// For each record type: in the cell file or the portal file, its type name, its parser.
template <class Record>
struct RecordKind;

#define SWEEPLAB_RECORD_KIND(Record, in_cell, type_name, parser)                                   \
    template <>                                                                                    \
    struct RecordKind<Record> {                                                                    \
        static constexpr bool kCellFile = in_cell;                                                 \
        static constexpr const char* kType = type_name;                                            \
        static Record parse(std::span<const std::byte> data, const RecordName& name) {             \
            return parser(data, name);                                                             \
        }                                                                                          \
    };
SWEEPLAB_RECORD_KIND(LandBlockRecord, true, "LandBlock", parse_land_block)
SWEEPLAB_RECORD_KIND(LandBlockInfoRecord, true, "LandBlockInfo", parse_land_block_info)
SWEEPLAB_RECORD_KIND(EnvCellRecord, true, "EnvCell", parse_env_cell)
SWEEPLAB_RECORD_KIND(RegionRecord, false, "Region", parse_region)
SWEEPLAB_RECORD_KIND(Environment, false, "Environment", parse_environment)
SWEEPLAB_RECORD_KIND(GfxObj, false, "GfxObj", parse_gfx_obj)
SWEEPLAB_RECORD_KIND(SetupRecord, false, "Setup", parse_setup)
SWEEPLAB_RECORD_KIND(MotionTableRecord, false, "MotionTable", parse_motion_table)
SWEEPLAB_RECORD_KIND(AnimationRecord, false, "Animation", parse_animation)
SWEEPLAB_RECORD_KIND(SkillTableRecord, false, "SkillTable", parse_skill_table)
#undef SWEEPLAB_RECORD_KIND

// The record's name in errors: "client_cell_1.dat: 0xA9B40100 EnvCell: ...".
template <class Record>
[[nodiscard]] RecordName record_name(const DatFile& file, std::uint32_t id) {
    return RecordName{file.file_name(), id, RecordKind<Record>::kType};
}

// The record `id` of `file`, read and parsed. Throws DatError naming it.
template <class Record>
[[nodiscard]] Record read_record(const DatFile& file, std::uint32_t id) {
    const RecordName name = record_name<Record>(file, id);
    return RecordKind<Record>::parse(file.read(id, name.type), name);
}

template <class Record>
Record DatFolder::get(std::uint32_t id) const {
    return read_record<Record>(RecordKind<Record>::kCellFile ? cell : portal, id);
}

} // namespace sweeplab::dat
