#pragma once
// A large SQL file given on its own (the compiled release file: one mysqldump of every table)
// indexed by statement (docs/world-objects.md, "Which files are read"): its statements cut
// into chunks of consecutive bytes, each with the landblocks and class ids its statements
// name, so that a place reads only the chunks it needs. The CREATE TABLE statements of
// tables sweeplab reads are always read (a later INSERT without a column list takes their
// column order). Reading the chunks that name some landblocks and class ids gives what
// reading the whole file gives for those: every statement naming one of them is read, in
// order, and statements naming none of them change nothing of theirs.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "worlddata/world_data.h"

namespace sweeplab::worlddata {

struct SqlChunk {
    std::uint64_t begin = 0, end = 0; // bytes of the file, from a statement's first byte
    bool create = false;              // holds a CREATE TABLE sweeplab reads: always read
    FileTouches holds;
};

// Told each statement read: its bytes [begin, end) and whether it was a CREATE TABLE of a
// table sweeplab reads.
using SqlStatementFn = std::function<void(std::size_t begin, std::size_t end, bool create)>;

// read_sql, telling `after` of each statement.
void read_sql_statements(std::string_view text, const std::string& file, WorldDataBuilder& out,
                         const SqlStatementFn& after);
// read_sql over the statements that start in each range (in increasing order), as one file:
// the CREATE TABLEs read in an earlier range count for a later one.
void read_sql_ranges(std::string_view text, const std::string& file, WorldDataBuilder& out,
                     const std::vector<std::pair<std::size_t, std::size_t>>& ranges);

// The file's chunks, read whole: a chunk ends at the first statement end at least
// `chunk_bytes` past its start. Statements naming nothing and creating nothing are left out
// between chunks. Throws WorldDataError for bad data, as reading it does.
[[nodiscard]] std::vector<SqlChunk> sql_chunks(const std::string& file, std::uint64_t chunk_bytes);

// The chunks kept for `file` in `index_file` into `chunks`, when its size and modification
// time are those kept; else false.
[[nodiscard]] bool load_sql_chunks(const std::string& index_file, const std::string& file,
                                   std::uint64_t size, std::int64_t mtime,
                                   std::vector<SqlChunk>& chunks);
// Keeps them (quietly not, where it cannot).
void save_sql_chunks(const std::string& index_file, const std::string& file, std::uint64_t size,
                     std::int64_t mtime, const std::vector<SqlChunk>& chunks);

// Reads the chunks `take` picks of `file` (a file sql_chunks cut) into the builder's file.
void read_sql_chunks(const std::string& file, const std::vector<SqlChunk>& chunks,
                     const std::function<bool(const SqlChunk&)>& take, WorldDataBuilder& out);

} // namespace sweeplab::worlddata
