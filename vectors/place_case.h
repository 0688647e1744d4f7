#pragma once
// What the place families' cases share (docs/vectors.md, "Places"): the head of a case line
// with its place, cell ids through the place's naming, spheres, integer lists, and the check
// of an `out` whose every key is always written (these families have no "absent means
// unchanged" rule).
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <span>
#include <string>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "physics/math/sphere.h"
#include "vectors/compare.h"
#include "vectors/family.h"
#include "vectors/json_line.h"
#include "vectors/place.h"
#include "vectors/place_targets.h"
#include "vectors/rng.h"

namespace sweeplab::vectors {

// `{"id":"FAMILY-N","branch":"B","scenario":"PLACE","in":{"place":{…}` (the caller goes on
// with `,"key":…`).
void put_case_head(std::string& out, const char* family, int n, const char* branch,
                   const OpenPlace& place);
void put_u32(std::string& out, std::uint32_t v);
void put_vec(std::string& out, const glm::vec3& v);
// [w,x,y,z]
void put_quat(std::string& out, const glm::quat& q);
// [[x,y,z,r],…]
void put_spheres(std::string& out, std::span<const physics::Sphere> spheres);
void put_u32s(std::string& out, std::span<const std::uint32_t> v);
// `,"step_up_height":U,"step_down_height":D,"state":S`: a mover's or an object's (the
// transition and placement families write them alike).
void put_steps_and_state(std::string& out, float step_up, float step_down, std::uint32_t state);

// A cell id written in a case (`field`), as the place's internal id; FormatError when the
// place has no such cell.
[[nodiscard]] std::uint32_t read_cell(const JsonNode& v, const OpenPlace& place,
                                      const FieldPath& field);
[[nodiscard]] std::uint32_t read_u32(const JsonNode& v, const FieldPath& field);
[[nodiscard]] glm::vec3 read_vec(const JsonNode& v, const FieldPath& field);
[[nodiscard]] glm::quat read_quat(const JsonNode& v, const FieldPath& field);
// 1 to `max` spheres; returns how many.
int read_spheres(const JsonNode& v, physics::Sphere* out, int max, const FieldPath& field);

// Compares a list of integers (exact, in order).
bool compare_u32s(Comparer& cmp, const JsonNode* file, std::span<const std::uint32_t> ours,
                  const FieldPath& field);
// Every key of the file's `out` that is not one of `keys` is a difference.
bool no_other_keys(Comparer& cmp, const JsonNode& out, std::initializer_list<const char*> keys);

// The place families' export: the places in turn and the kinds in turn (one kind a round of
// places), up to 40 attempts a case. `make` generates, runs and writes case number `n` of
// `kind` at `place`, or returns false when the kind has nothing there. Throws FormatError
// with no place.
void export_at_places(Places& places, const char* family, int count, int num_kinds,
                      const std::function<bool(OpenPlace& place, const PlaceTargets& targets,
                                               int kind, int n)>& make);
// A case's `id` and `branch` into the result (what every place family's check does first).
void label_case(const JsonNode& line, CaseResult& result);

// A point of a random yaw, for rotations.
[[nodiscard]] glm::quat random_heading(Rng& rng);

} // namespace sweeplab::vectors
