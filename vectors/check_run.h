#pragma once
// `sweeplab vectors check` and `export` without the command line (docs/vectors.md): files of
// cases read line by line, each family's case run under the reading and compared; the
// agreement table by file, function and branch, every disagreeing case's first difference,
// the JSON-lines report; and the packs written by `export`.
#include <cstdint>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "physics/reading/reading.h"
#include "vectors/place.h"

namespace sweeplab::vectors {

// Bad input: the whole message, "FILE:LINE: problem" or "FILE: problem".
class VectorsError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct CheckOptions {
    std::vector<std::string> files;
    physics::Reading reading{};
    std::string reading_text = "retail";
    double tolerance = 0.0; // 0: exact bits
    std::string out;        // --out REPORT.jsonl ("" none)
    std::string dat_dir;    // --dat DIR: the DAT files of the cases' DAT places
};

struct Tally {
    long agree = 0;
    long cases = 0;
};

struct Disagreement {
    std::string file;
    long line = 0;
    std::string id, family, branch, field, file_value, ours;
};

struct CheckReport {
    Tally all;
    std::map<std::string, Tally> families;
    // (file, function, branch) -> the function's agreement over the cases of that branch
    std::map<std::tuple<std::string, std::string, std::string>, Tally> groups;
    std::vector<Disagreement> disagreements;
};

// Reads and checks every file. Throws VectorsError for a file that cannot be read or a
// malformed line.
[[nodiscard]] CheckReport check_files(const CheckOptions& options);
// The table and the disagreements as text (what `check` prints).
void print_report(const CheckReport& report, std::FILE* out);
// The JSON-lines report: one line per disagreeing case, the summary last.
[[nodiscard]] std::string report_jsonl(const CheckReport& report, const CheckOptions& options);

// The export of one family or of all into a folder (with its README). The place families
// generate at `places`' scenes (copied beside the cases, under scenes/) and DAT places;
// export_all leaves them out when there is none.
void export_family(const std::string& family, physics::Reading reading, std::uint64_t seed,
                   int count, const std::string& out_file, const PlaceOptions& places = {});
void export_all(physics::Reading reading, const std::string& reading_text, std::uint64_t seed,
                int count, const std::string& out_dir, const PlaceOptions& places = {});

} // namespace sweeplab::vectors
