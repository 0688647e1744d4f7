#pragma once
// The conformance families (docs/vectors.md): each exports cases (inputs that cover its
// branches, outputs from the reading in force) and checks a case read from any file against
// the reading in force. Function-level families: `toi` (CSphere::find_time_of_collision),
// `polygon` (the CPolygon functions), `sphere` and `cylsphere` (the two intersects_sphere
// dispatchers). Families at a place (vectors/place.h): `transition` (a whole CTransition),
// `placement` (CPhysicsObj::enter_world), `cell` (CObjCell::find_cell_list). The reading is
// the caller's (physics::ReadingScope).
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "vectors/compare.h"
#include "vectors/json_line.h"
#include "vectors/place.h"

namespace sweeplab::vectors {

// One case checked: its id, its group label (the branch, mode or category), whether each
// function it runs agreed, and its first difference.
struct CaseResult {
    std::string id;
    std::string branch;
    std::vector<std::pair<const char*, bool>> functions;
    std::optional<Difference> first;
};

struct Family {
    const char* name;      // "toi"
    const char* file_name; // "toi.jsonl"
    int default_count;
    // Appends `count` cases from `seed`, one JSON line each, outputs under the reading in force
    // (a place family generates over places.export_places()).
    void (*export_cases)(Places& places, std::uint64_t seed, int count, std::string& out);
    // Runs the case's `in` under the reading in force and compares with its `out`; throws
    // FormatError for a malformed case (a place family opens the case's place through
    // `places`).
    void (*check_case)(const JsonNode& line, Places& places, Comparer& compare, CaseResult& result);
    // Whether a case's `in` is this family's (a file of any name checks).
    bool (*owns)(const JsonNode& in);
    // A place family: its cases name a place (`in.place`) and export needs places.
    bool at_place = false;
};

[[nodiscard]] std::span<const Family> families();
[[nodiscard]] const Family* family_named(std::string_view name);

// The families' own entry points (family_*.cpp).
void toi_export(Places& places, std::uint64_t seed, int count, std::string& out);
void toi_check(const JsonNode& line, Places& places, Comparer& compare, CaseResult& result);
bool toi_owns(const JsonNode& in);
void polygon_export(Places& places, std::uint64_t seed, int count, std::string& out);
void polygon_check(const JsonNode& line, Places& places, Comparer& compare, CaseResult& result);
bool polygon_owns(const JsonNode& in);
void sphere_export(Places& places, std::uint64_t seed, int count, std::string& out);
void sphere_check(const JsonNode& line, Places& places, Comparer& compare, CaseResult& result);
bool sphere_owns(const JsonNode& in);
void cylsphere_export(Places& places, std::uint64_t seed, int count, std::string& out);
void cylsphere_check(const JsonNode& line, Places& places, Comparer& compare, CaseResult& result);
bool cylsphere_owns(const JsonNode& in);
void transition_export(Places& places, std::uint64_t seed, int count, std::string& out);
void transition_check(const JsonNode& line, Places& places, Comparer& compare, CaseResult& result);
bool transition_owns(const JsonNode& in);
void placement_export(Places& places, std::uint64_t seed, int count, std::string& out);
void placement_check(const JsonNode& line, Places& places, Comparer& compare, CaseResult& result);
bool placement_owns(const JsonNode& in);
void cell_export(Places& places, std::uint64_t seed, int count, std::string& out);
void cell_check(const JsonNode& line, Places& places, Comparer& compare, CaseResult& result);
bool cell_owns(const JsonNode& in);

// The case's `id` as text (a string or a number), for the reports.
[[nodiscard]] std::string case_id(const JsonNode& line);

} // namespace sweeplab::vectors
