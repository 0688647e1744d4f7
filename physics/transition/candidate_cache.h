#pragma once
// Not retail: the transition's broadphase candidate cache (ObjectCandidateCache in
// transition_arena.h). find_obj_collisions asks it instead of the registry.
#include <cstddef>
#include <cstdint>
#include <span>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "physics/transition/transition_arena.h"
#include "physics/world/shadow_registry.h"

namespace sweeplab::physics {

// Exactly ShadowRegistry::query(lo, hi, out) (the same objects, in the same order), through
// the cache: a box outside the cached one, or any box once the registry has changed
// (ShadowRegistry::generation), is fetched kCandidateCacheMargin larger on every side, and
// later boxes inside it, of this transition and of the next ones made in the same record,
// are answered by filtering those candidates with the registry's overlap test. A non-finite
// box goes straight to the registry. The margin: 0.05 m kept a walking mover's next step
// outside; 0.15 m lets a mover in a dense crowd reuse one fetch for several steps (0.3 m
// gains nothing more and filters more candidates per pass). Where objects move between
// transitions (a registry whose generation changed since the last fetch) the cache cannot
// outlive the transition, and the smaller margin kCandidateCacheMarginLive keeps the fetch
// cheap (0.15 m there cost the 10,000-creature field 5 % more instructions).
inline constexpr float kCandidateCacheMargin = 0.15f;
inline constexpr float kCandidateCacheMarginLive = 0.05f;
std::size_t object_candidates_near(ObjectCandidateCache& cache, const ShadowRegistry& reg,
                                   const glm::vec3& lo, const glm::vec3& hi,
                                   std::span<std::uint32_t> out);
// object_candidates_near(cache, reg, lo, hi, out) without the buildings and the objects whose
// bounds miss the land square land_min..land_max in x and y (the objects on that square's
// shadow list), in the same order: find_obj_collisions' land pass. out_flags[k] gets the
// ObjectCandidateCache flags of out[k] (0 for an answer not from the cache).
std::size_t land_pass_candidates(ObjectCandidateCache& cache, const ShadowRegistry& reg,
                                 const glm::vec3& lo, const glm::vec3& hi,
                                 const glm::vec2& land_min, const glm::vec2& land_max,
                                 std::span<std::uint32_t> out, std::span<std::uint8_t> out_flags);

} // namespace sweeplab::physics
