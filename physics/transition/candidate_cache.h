#pragma once
// Not retail: the transition's broadphase candidate cache (ObjectCandidateCache in
// transition_arena.h). find_obj_collisions asks it instead of the registry.
#include <cstddef>
#include <cstdint>
#include <span>

#include <glm/vec3.hpp>

#include "physics/transition/transition_arena.h"
#include "physics/world/shadow_registry.h"

namespace sweeplab::physics {

// Exactly ShadowRegistry::query(lo, hi, out) (the same objects, in the same order), through
// the cache: the first box of a transition is fetched kCandidateCacheMargin larger on every
// side, and later boxes inside it are answered by filtering those candidates with the
// registry's overlap test. Boxes outside it fetch again; a non-finite box goes straight to
// the registry.
inline constexpr float kCandidateCacheMargin = 0.05f;
std::size_t object_candidates_near(ObjectCandidateCache& cache, const ShadowRegistry& reg,
                                   const glm::vec3& lo, const glm::vec3& hi,
                                   std::span<std::uint32_t> out);

} // namespace sweeplab::physics
