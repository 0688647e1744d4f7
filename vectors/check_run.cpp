#include "vectors/check_run.h"

#include <filesystem>
#include <fstream>
#include <tuple>

#include <nlohmann/json.hpp>

#include "physics/version.h"
#include "vectors/compare.h"
#include "vectors/family.h"
#include "vectors/json_line.h"
#include "vectors/number_text.h"

namespace sweeplab::vectors {

namespace {

std::string json_text(const std::string& s) {
    return nlohmann::json(s).dump();
}

// The README's word on the places the place families were generated at.
std::string places_listing(const PlaceOptions& o) {
    if (o.scenes.empty() && o.dat_places.empty()) return "";
    std::string s = "\nThe place families (transition, placement, cell) were generated at:\n";
    for (const std::string& scene : o.scenes)
        s += "- the scene `scenes/" + std::filesystem::path(scene).filename().string() +
             "` (copied here; cases name it with the FNV-1a hash of its bytes)\n";
    for (const std::uint32_t id : o.dat_places) {
        char b[96];
        std::snprintf(b, sizeof b, "- the DAT place of landblock 0x%04X (check with --dat DIR)\n",
                      id > 0xFFFFu ? id >> 16u : id);
        s += b;
    }
    return s;
}

} // namespace

CheckReport check_files(const CheckOptions& options) {
    const physics::ReadingScope scope(options.reading);
    PlaceOptions place_options;
    place_options.dat_dir = options.dat_dir;
    Places places(place_options);
    CheckReport report;
    Comparer cmp(options.tolerance);
    JsonDoc doc; // reused from line to line
    for (const std::string& file : options.files) {
        std::ifstream in(file, std::ios::binary);
        if (!in) throw VectorsError(file + ": cannot read the file");
        const std::string name = std::filesystem::path(file).filename().string();
        // A place's scene is named relative to the file of cases.
        places.set_case_dir(std::filesystem::path(file).parent_path().string());
        std::string text;
        long line_no = 0;
        CaseResult result;
        while (std::getline(in, text)) {
            ++line_no;
            if (text.empty() || text.find_first_not_of(" \t\r") == std::string::npos) continue;
            const std::string where = file + ":" + std::to_string(line_no) + ": ";
            const JsonNode* parsed = nullptr;
            try {
                parsed = &doc.parse(text);
            } catch (const JsonError& e) {
                throw VectorsError(where + "not JSON (column " + std::to_string(e.column) + ": " +
                                   e.what + ")");
            }
            const JsonNode& line = *parsed;
            if (!line.is_object()) throw VectorsError(where + "not a JSON object");
            const JsonNode* in_it = line.find("in");
            if (in_it == nullptr) throw VectorsError(where + "in: missing");
            const Family* family = nullptr;
            for (const Family& f : families())
                if (f.owns(*in_it)) family = &f;
            if (family == nullptr)
                throw VectorsError(where +
                                   "in: no family has these keys (polygon: verts, plane, sphere; "
                                   "toi: movement, disp, radsum; sphere: center, local_sphere; "
                                   "cylsphere: low_pt, local_sphere; transition: place, end; "
                                   "placement: place, object, at; cell: place, cell, spheres)");
            cmp.reset();
            result.functions.clear();
            try {
                family->check_case(line, places, cmp, result);
            } catch (const FormatError& e) {
                throw VectorsError(where + e.what);
            }
            const bool agree = cmp.agreed();
            ++report.all.cases;
            Tally& fam = report.families[family->name];
            ++fam.cases;
            if (agree) {
                ++report.all.agree;
                ++fam.agree;
            }
            for (const auto& [function, ok] : result.functions) {
                Tally& g = report.groups[{name, function, result.branch}];
                ++g.cases;
                if (ok) ++g.agree;
            }
            if (!agree) {
                const Difference& d = *cmp.first();
                report.disagreements.push_back(Disagreement{file, line_no, result.id, family->name,
                                                            result.branch, d.field, d.file,
                                                            d.ours});
            }
        }
    }
    return report;
}

void print_report(const CheckReport& report, std::FILE* out) {
    std::fprintf(out, "%-16s %-36s %-32s %s\n", "file", "function", "branch", "agree / cases");
    for (const auto& [key, t] : report.groups) {
        const auto& [file, function, branch] = key;
        std::fprintf(out, "%-16s %-36s %-32s %ld / %ld%s\n", file.c_str(), function.c_str(),
                     branch.empty() ? "-" : branch.c_str(), t.agree, t.cases,
                     t.agree == t.cases ? "" : "  DIFFERS");
    }
    for (const Disagreement& d : report.disagreements)
        std::fprintf(out, "%s:%ld: %s (%s): %s: file %s, sweeplab %s\n", d.file.c_str(), d.line,
                     d.id.c_str(), d.branch.empty() ? d.family.c_str() : d.branch.c_str(),
                     d.field.c_str(), d.file_value.c_str(), d.ours.c_str());
    for (const auto& [family, t] : report.families)
        std::fprintf(out, "%s: %ld of %ld cases agree\n", family.c_str(), t.agree, t.cases);
    std::fprintf(out, "all: %ld of %ld cases agree\n", report.all.agree, report.all.cases);
}

std::string report_jsonl(const CheckReport& report, const CheckOptions& options) {
    // Appended piece by piece (GCC 12's -Wrestrict misreads chains of string +).
    std::string s;
    const auto field = [&s](const char* key, const std::string& value, bool first = false) {
        s += first ? "\"" : ",\"";
        s += key;
        s += "\":";
        s += json_text(value);
    };
    for (const Disagreement& d : report.disagreements) {
        s += '{';
        field("file", d.file, true);
        s += ",\"line\":";
        s += std::to_string(d.line);
        field("id", d.id);
        field("family", d.family);
        field("branch", d.branch);
        field("field", d.field);
        field("file_value", d.file_value);
        field("sweeplab", d.ours);
        s += "}\n";
    }
    s += "{\"summary\":{\"agree\":";
    s += std::to_string(report.all.agree);
    s += ",\"cases\":";
    s += std::to_string(report.all.cases);
    s += ",\"families\":{";
    bool first = true;
    for (const auto& [family, t] : report.families) {
        if (!first) s += ',';
        first = false;
        s += json_text(family);
        s += ":{\"agree\":";
        s += std::to_string(t.agree);
        s += ",\"cases\":";
        s += std::to_string(t.cases);
        s += '}';
    }
    s += '}';
    field("reading", options.reading_text);
    s += ",\"tolerance\":";
    put_double(s, options.tolerance);
    field("sweeplab", physics::version());
    s += "}}\n";
    return s;
}

void export_family(const std::string& family, physics::Reading reading, std::uint64_t seed,
                   int count, const std::string& out_file, const PlaceOptions& place_options) {
    const Family* f = family_named(family);
    if (f == nullptr)
        throw VectorsError("--family " + family +
                           ": not a family (polygon, sphere, cylsphere, toi, transition, "
                           "placement, cell)");
    const physics::ReadingScope scope(reading);
    std::string text;
    PlaceOptions o = place_options;
    o.out_dir = std::filesystem::path(out_file).parent_path().string();
    if (o.out_dir.empty()) o.out_dir = ".";
    std::error_code ec;
    std::filesystem::create_directories(o.out_dir, ec); // an existing folder is no error
    Places places(o);
    try {
        f->export_cases(places, seed, count > 0 ? count : f->default_count, text);
    } catch (const FormatError& e) {
        throw VectorsError(e.what);
    }
    std::ofstream out(out_file, std::ios::binary);
    if (!out) throw VectorsError(out_file + ": cannot write the file");
    out << text;
    if (!out.flush()) throw VectorsError(out_file + ": cannot write the file");
}

void export_all(physics::Reading reading, const std::string& reading_text, std::uint64_t seed,
                int count, const std::string& out_dir, const PlaceOptions& place_options) {
    std::error_code ec;
    std::filesystem::create_directories(out_dir, ec);
    if (ec) throw VectorsError(out_dir + ": cannot create the folder (" + ec.message() + ")");
    std::string listing;
    for (const Family& f : families()) {
        const int n = count > 0 ? count : f.default_count;
        if (f.at_place && place_options.scenes.empty() && place_options.dat_places.empty())
            continue;
        export_family(f.name, reading, seed, n, out_dir + "/" + f.file_name, place_options);
        listing += "- `" + std::string(f.file_name) + "`: " + std::to_string(n) + " cases\n";
    }
    std::ofstream readme(out_dir + "/README.md", std::ios::binary);
    readme << "# sweeplab conformance vectors\n\n"
           << "Written by `sweeplab vectors export --all` (sweeplab " << physics::version()
           << "), reading `" << reading_text << "`, seed " << seed << ".\n\n"
           << listing << places_listing(place_options) << "\n"
           << "Check a port's answers with `sweeplab vectors check FILE.jsonl... --reading "
           << reading_text << "`; the format, the families and how to answer them are in "
           << "sweeplab's docs/vectors.md.\n";
    if (!readme.flush()) throw VectorsError(out_dir + "/README.md: cannot write the file");
}

} // namespace sweeplab::vectors
