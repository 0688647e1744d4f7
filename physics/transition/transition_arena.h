#pragma once
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>

#include <glm/vec2.hpp>

#include "physics/collision/collision_info.h"
#include "physics/collision/object_info.h"
#include "physics/collision/sphere_path.h"
#include "physics/transition/cell_array.h"

namespace sweeplab::physics {

// The data of retail CTransition (object_info, sphere_path, collision_info, cell_array,
// new_cell_ptr), without its methods.
//
// Extension point for the transition engineer: write `class Transition : public
// TransitionScratch` (transition/transition.h) with the CTransition methods, and lease it
// from a TransitionArena<Transition>. If Transition adds fields that CTransition::init
// resets, give it its own `void init()` that calls TransitionScratch::init() first; the
// arena calls T::init() on every make().
// Not retail: the shadow-registry candidates a transition record has fetched (a box and the
// objects whose bounds touch it, in registration order), so find_obj_collisions filters
// them instead of querying the broadphase again for every sub-step, step-up and step-down
// probe, and the next transitions made in this record (the mover's next steps) reuse them
// while their boxes stay inside. The answer is tagged with the registry's generation, which
// every change to the registry renews; init() keeps the answer.
struct ObjectCandidateCache {
    static constexpr std::size_t kCapacity = 128;
    glm::vec3 lo{0.0f}, hi{0.0f};
    std::uint32_t count = 0;
    std::uint64_t generation = 0; // ShadowRegistry::generation() of the answer
    // ShadowRegistry::objects().data() of the answer: a registry moved from keeps its
    // generation but not its objects.
    const void* objects = nullptr;
    bool valid = false;    // lo, hi and index hold a query's answer
    bool disabled = false; // too many candidates for the cache: query directly
    std::array<std::uint32_t, kCapacity> index{};
    // Per entry, what find_obj_collisions' land pass asks of it that depends only on the
    // answer (land_pass_candidates): kCoversBox, kBuilding, and kOnLand for the land square
    // land_min..land_max (land_valid).
    static constexpr std::uint8_t kCoversBox = 1; // bounds hold the whole box lo..hi
    static constexpr std::uint8_t kBuilding = 2;  // ShadowObject::building
    static constexpr std::uint8_t kOnLand = 4;    // bounds reach the land square
    // The object can be a far BSP object (obj_collisions.cpp, far_bsp_object): no parent,
    // no weenie, HasPhysicsBsp without Ethereal or Missile, a BSP, unrotated at scale 1.
    static constexpr std::uint8_t kFarCandidate = 8;
    static constexpr std::uint8_t kStatic = 16; // PhysicsState::Static
    std::array<std::uint8_t, kCapacity> flags{};
    glm::vec2 land_min{0.0f}, land_max{0.0f};
    bool land_valid = false;
};

struct TransitionScratch {
    ObjectInfo object_info{};
    SpherePath sphere_path{};
    CollisionInfo collision_info{};
    CellArray cell_array{};
    std::uint32_t new_cell_id = kNullCellId; // retail new_cell_ptr
    ObjectCandidateCache object_candidates{};

    // CTransition::init @ 0x00509DD0. Exactly retail's resets (ctransition-digest.md §1); see
    // ObjectInfo::reset, SpherePath::init, CollisionInfo::init, CellArray::reset.
    void init();
};

template <class T>
concept TransitionRecord = std::default_initializable<T> && requires(T t) {
    t.init();
};

// Retail's static `CTransition transit[10]` and `transition_level`: a ten-deep, LIFO scratch
// arena. make() hands out the record at the current depth after init(); cleanup() only
// lowers the depth. Records are built once, with the arena, and never reallocated.
template <TransitionRecord T = TransitionScratch>
class TransitionArena {
  public:
    static constexpr int kDepth = 10;

    // CTransition::makeTransition @ 0x0050B150: null at depth ten.
    T* make() {
        if (level_ >= kDepth) return nullptr;
        T* record = &records_[static_cast<std::size_t>(level_)];
        record->init();
        ++level_;
        return record;
    }

    // CTransition::cleanupTransition @ 0x00509DC0. The record is left as it is: retail
    // CPhysicsObj::transition releases its record and then returns it, and the caller reads
    // the result from it. A released record stays readable until the next make() at that
    // depth. Retail would let the level go negative on an unmatched cleanup; we stop at 0.
    void cleanup() {
        if (level_ > 0) --level_;
    }

    [[nodiscard]] int level() const { return level_; }
    [[nodiscard]] const T& record(int depth) const {
        return records_[static_cast<std::size_t>(depth)];
    }

  private:
    std::array<T, kDepth> records_{};
    int level_ = 0;
};

// Releases a leased record at scope exit (cleanup on every return path).
template <TransitionRecord T>
class TransitionLease {
  public:
    explicit TransitionLease(TransitionArena<T>& arena) : arena_(arena), record_(arena.make()) {}
    ~TransitionLease() {
        if (record_ != nullptr) arena_.cleanup();
    }
    TransitionLease(const TransitionLease&) = delete;
    TransitionLease& operator=(const TransitionLease&) = delete;

    [[nodiscard]] T* get() const { return record_; }
    T* operator->() const { return record_; }
    explicit operator bool() const { return record_ != nullptr; }

  private:
    TransitionArena<T>& arena_;
    T* record_;
};

} // namespace sweeplab::physics
