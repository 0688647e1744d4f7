#include "app/vectors_cli.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>

#include "app/scene_catalog.h"
#include "physics/reading/reading.h"
#include "vectors/check_run.h"
#include "vectors/family.h"

namespace sweeplab::app::vectors_cli {

namespace {

struct Usage {
    std::string message;
};

std::uint64_t parse_u64(const std::string& option, const std::string& v) {
    std::uint64_t n = 0;
    const auto r = std::from_chars(v.data(), v.data() + v.size(), n);
    if (r.ec != std::errc() || r.ptr != v.data() + v.size())
        throw Usage{option + ": expected a whole number, got \"" + v + "\""};
    return n;
}

int parse_count(const std::string& v) {
    const std::uint64_t n = parse_u64("--count", v);
    if (n < 1 || n > 10000000) throw Usage{"--count: expected 1 to 10000000, got " + v};
    return static_cast<int>(n);
}

// --place: a landblock (0xXXYY) or a cell (0xXXYYnnnn) in hex.
std::uint32_t parse_place(const std::string& v) {
    std::string digits = v;
    if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'))
        digits = digits.substr(2);
    std::uint32_t n = 0;
    const auto r = std::from_chars(digits.data(), digits.data() + digits.size(), n, 16);
    if (digits.empty() || r.ec != std::errc() || r.ptr != digits.data() + digits.size() ||
        (digits.size() != 4 && digits.size() != 8))
        throw Usage{"--place: expected a landblock 0xXXYY or a cell 0xXXYYnnnn, got \"" + v + "\""};
    const std::uint32_t lb = digits.size() == 4 ? n : n >> 16u;
    if ((lb >> 8u) > 0xFEu || (lb & 0xFFu) > 0xFEu)
        throw Usage{"--place: landblock coordinates run 0x00-0xFE, got \"" + v + "\""};
    return n;
}

// The scenes the place families generate at when no --scene or --place is given: stairs and a
// ramp, a house's rooms, doorways and cellar stairs, a crowd of creatures, hills' creases.
std::vector<std::string> default_place_scenes() {
    std::vector<std::string> out;
    for (const char* name : {"stairs-ramp", "cottage", "crowd", "hillside"})
        out.push_back(app::resolve_scene(name));
    return out;
}

double parse_tolerance(const std::string& v) {
    double t = 0.0;
    const auto r = std::from_chars(v.data(), v.data() + v.size(), t);
    if (r.ec != std::errc() || r.ptr != v.data() + v.size() || !(t >= 0.0) || t > 1e9)
        throw Usage{"--tolerance: expected a number of 0 or more, got \"" + v + "\""};
    return t;
}

int run(const std::vector<std::string>& args) {
    if (args.empty()) throw Usage{"expected export or check"};
    const std::string verb = args[0];
    if (verb != "export" && verb != "check")
        throw Usage{"expected export or check, got \"" + verb + "\""};
    std::optional<physics::Reading> reading;
    std::string reading_text;
    std::string family, out, out_dir;
    bool all = false;
    int count = 0;
    std::uint64_t seed = 1;
    double tolerance = 0.0;
    std::vector<std::string> files;
    vectors::PlaceOptions places;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        const auto value = [&]() -> std::string {
            if (i + 1 >= args.size()) throw Usage{a + ": needs a value"};
            return args[++i];
        };
        if (a == "--reading") {
            reading_text = value();
            std::string why;
            reading = physics::parse_reading(reading_text, &why);
            if (!reading) throw Usage{"--reading: " + why};
        } else if (a == "--family" && verb == "export") {
            family = value();
        } else if (a == "--all" && verb == "export") {
            all = true;
        } else if (a == "--count" && verb == "export") {
            count = parse_count(value());
        } else if (a == "--seed" && verb == "export") {
            seed = parse_u64("--seed", value());
        } else if (a == "--out-dir" && verb == "export") {
            out_dir = value();
        } else if (a == "--dat") {
            places.dat_dir = value();
        } else if (a == "--scene" && verb == "export") {
            places.scenes.push_back(app::resolve_scene(value()));
        } else if (a == "--place" && verb == "export") {
            places.dat_places.push_back(parse_place(value()));
        } else if (a == "--out") {
            out = value();
        } else if (a == "--tolerance" && verb == "check") {
            tolerance = parse_tolerance(value());
        } else if (!a.empty() && a[0] == '-') {
            throw Usage{a + ": not an option of vectors " + verb};
        } else if (verb == "check") {
            files.push_back(a);
        } else {
            throw Usage{"\"" + a + "\": export takes no file (use --out FILE or --out-dir DIR)"};
        }
    }
    if (!reading) throw Usage{"--reading R is required (retail, ace, gdle or PROFILE+switch)"};
    if (!places.dat_places.empty() && places.dat_dir.empty()) {
        if (const char* env = std::getenv("SWEEPLAB_DAT_DIR")) places.dat_dir = env;
        if (places.dat_dir.empty()) throw Usage{"--place needs --dat DIR (or SWEEPLAB_DAT_DIR)"};
    }
    if (verb == "export") {
        if (places.scenes.empty() && places.dat_places.empty())
            places.scenes = default_place_scenes();
        if (all) {
            if (!family.empty()) throw Usage{"--all and --family do not go together"};
            if (out_dir.empty()) throw Usage{"--all needs --out-dir DIR"};
            vectors::export_all(*reading, reading_text, seed, count, out_dir, places);
            return 0;
        }
        if (family.empty())
            throw Usage{"export needs --family F (polygon, sphere, cylsphere, toi, transition, "
                        "placement, cell) or --all"};
        if (out.empty()) throw Usage{"export --family needs --out FILE.jsonl"};
        vectors::export_family(family, *reading, seed, count, out, places);
        return 0;
    }
    if (files.empty()) throw Usage{"check needs at least one FILE.jsonl"};
    vectors::CheckOptions o;
    o.files = files;
    o.reading = *reading;
    o.reading_text = reading_text;
    o.tolerance = tolerance;
    o.out = out;
    o.dat_dir = places.dat_dir;
    const vectors::CheckReport report = vectors::check_files(o);
    vectors::print_report(report, stdout);
    if (!out.empty()) {
        std::ofstream f(out, std::ios::binary);
        f << vectors::report_jsonl(report, o);
        if (!f.flush()) throw vectors::VectorsError(out + ": cannot write the file");
    }
    return report.all.agree == report.all.cases ? 0 : 3;
}

} // namespace

int vectors_main(const std::vector<std::string>& args) {
    try {
        return run(args);
    } catch (const Usage& u) {
        std::fprintf(stderr, "sweeplab vectors: %s\n%s", u.message.c_str(), vectors_usage_text());
        return 2;
    } catch (const vectors::VectorsError& e) {
        std::fprintf(stderr, "sweeplab vectors: %s\n", e.what());
        return 2;
    }
}

const char* vectors_usage_text() {
    return "  sweeplab vectors export --family F --reading R [--count N] [--seed S] --out FILE\n"
           "  sweeplab vectors export --all --reading R [--count N] [--seed S] --out-dir DIR\n"
           "                                  conformance cases of a family (polygon, sphere,\n"
           "                                  cylsphere, toi, transition, placement, cell) with\n"
           "                                  the reading's outputs; the same seed and count\n"
           "                                  give the same bytes\n"
           "      [--scene FILE]... [--dat DIR --place 0xXXYY]...\n"
           "                                  the places transition, placement and cell are\n"
           "                                  generated at (default: four built-in scenes)\n"
           "  sweeplab vectors check FILE.jsonl... --reading R [--tolerance T] [--out REPORT]\n"
           "      [--dat DIR]                 run the reading on each case's in and compare its\n"
           "                                  out: exit 0 all agree, 3 a case differs, 2 bad "
           "input\n";
}

} // namespace sweeplab::app::vectors_cli
