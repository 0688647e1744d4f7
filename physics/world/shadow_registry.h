#pragma once
// The shadow objects of the world (retail CPhysicsObj in CObjCell::shadow_object_list) and
// the broadphase that finds the few near one mover. Built once, then immutable: a query
// allocates nothing.
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "physics/bsp/bsp_tables.h"
#include "physics/collision/object_info.h"
#include "physics/collision/physics_state.h"
#include "physics/math/frame.h"
#include "physics/math/sphere.h"

namespace sweeplab::physics {

// Retail CCylSphere's data in the object's local space: the centre of the base, radius and
// height (an upright cylinder capped by flat discs).
struct CylSphereShape {
    glm::vec3 low_pt{0.0f};
    float radius = 0.0f;
    float height = 0.0f;
};

// What the builder gives for one object.
struct ObjectDesc {
    std::uint32_t id = 0;
    Position pos{};
    float scale = 1.0f;
    PhysicsState state = PhysicsState::Static;
    bool creature = false;                  // the weenie's IsCreature (never stood or landed on)
    bool has_parent = false;                // retail CPhysicsObj::parent: held by another object
    std::vector<Sphere> spheres;            // local
    std::vector<CylSphereShape> cylspheres; // local
    std::shared_ptr<const PhysicsBsp> bsp;  // local; null for none
};

// One registered object. Shapes are ranges into the registry's tables.
struct ShadowObject {
    PhysicsObjDesc desc{}; // id, state, scale, weenie bits
    Position pos{};
    // A building's shell (World::add_building): on no cell's shadow list, tested through its
    // land cell with SPHEREPATH::bldg_check set (physics/world/building.h).
    bool building = false;
    // Held by another object (a wielded item, retail CPhysicsObj::parent): never collided with.
    bool has_parent = false;
    std::uint32_t sphere_start = 0, sphere_count = 0;
    std::uint32_t cyl_start = 0, cyl_count = 0;
    std::int32_t bsp = -1; // into ShadowRegistry::bsps
    Sphere bounds{};       // world-space bounding sphere of every shape
    // Not retail (the lab's crowd panel): a dynamic object's slot (-1: static) and whether it
    // is removed (a removed object is never a candidate and find() skips it).
    std::int32_t dynamic_slot = -1;
    bool removed = false;
};

// Not retail (lab rewind): where every dynamic object is and whether it is present. Reuse
// one across calls: after warm-up snapshot_dynamic() does not allocate.
struct ShadowDynamicState {
    struct Entry {
        Position pos{};
        bool removed = false;
    };
    std::vector<Entry> entries; // by dynamic slot
};

class ShadowRegistry {
  public:
    // The broadphase bucket edge (metres). Objects go into every bucket their bounds touch.
    static constexpr float kBucketSize = 2.0f;
    // The most candidates one query returns (a crowd packed 0.5 m apart gives ~60).
    static constexpr std::size_t kMaxCandidates = 512;

    // `building`: the shell of a World::add_building building (ShadowObject::building).
    std::uint32_t add(const ObjectDesc& desc, bool building = false);
    // Builds the buckets. Call once after the last add().
    void finalize();

    [[nodiscard]] std::span<const ShadowObject> objects() const { return objects_; }
    [[nodiscard]] const ShadowObject* find(std::uint32_t id) const;
    [[nodiscard]] std::span<const Sphere> spheres(const ShadowObject& o) const {
        return std::span<const Sphere>(spheres_).subspan(o.sphere_start, o.sphere_count);
    }
    [[nodiscard]] std::span<const CylSphereShape> cylspheres(const ShadowObject& o) const {
        return std::span<const CylSphereShape>(cyls_).subspan(o.cyl_start, o.cyl_count);
    }
    [[nodiscard]] const PhysicsBsp* bsp(const ShadowObject& o) const {
        return o.bsp < 0 ? nullptr : bsps_[static_cast<std::size_t>(o.bsp)].get();
    }

    // ---- dynamic objects (not retail: the lab's crowd panel; docs/divergences.md)
    // Objects that move, appear and disappear while the scene runs. They live in a spatial
    // hash of kBucketSize cells beside the static grid, and are shadowed into land cells
    // only (indoor cells' shadow lists are built once, by World::finalize). Adding one may
    // allocate; moving, removing and re-adding one never does.
    static constexpr std::size_t kDynamicHashBuckets = 16384;
    static constexpr std::uint32_t kMaxDynamicBuckets = 9; // more: always a candidate
    // Adds a dynamic object (after finalize()); returns its registry index.
    std::uint32_t add_dynamic(const ObjectDesc& desc);
    // Moves a dynamic object (its index); false for a static or unknown index.
    bool move(std::uint32_t index, const Position& pos);
    // Removes (or brings back, at its last position) a dynamic object.
    bool set_removed(std::uint32_t index, bool removed);
    [[nodiscard]] std::size_t dynamic_count() const { return dyn_index_.size(); }
    [[nodiscard]] std::uint32_t dynamic_index(std::size_t slot) const { return dyn_index_[slot]; }
    // The registry index of an object id (-1 when unknown or removed).
    [[nodiscard]] std::int64_t index_of(std::uint32_t id) const;
    void snapshot_dynamic(ShadowDynamicState& out) const;
    // Slots the state does not know (added after it was taken) are removed.
    void restore_dynamic(const ShadowDynamicState& in);

    // Not retail: changes (to a value no registry has had before) whenever an object is
    // added, moved, removed or restored, or the grid is rebuilt, so a cached query answer
    // tagged with it is known to be current.
    [[nodiscard]] std::uint64_t generation() const { return generation_; }

    // Indices of the objects whose bounds overlap the box [lo, hi] (xy only, then z), in
    // registration order (retail's shadow-list order), deduplicated. Returns the count
    // written to `out` (at most out.size(); `overflow` is set when more existed).
    std::size_t query(const glm::vec3& lo, const glm::vec3& hi, std::span<std::uint32_t> out,
                      bool& overflow) const;

  private:
    std::uint64_t generation_ = next_generation();
    std::vector<ShadowObject> objects_;
    std::vector<Sphere> spheres_;
    std::vector<CylSphereShape> cyls_;
    std::vector<std::shared_ptr<const PhysicsBsp>> bsps_;
    // Uniform grid over the objects' bounds: CSR layout (bucket -> entries). An entry
    // carries a copy of the object's bounds, so a query tests a bucket without touching
    // objects_, and the first bucket the object covers, so an object spanning several
    // buckets of one query is tested once (in the first of them the query visits).
    struct GridEntry {
        glm::vec3 center{0.0f};
        float radius = 0.0f;
        std::uint32_t index = 0;
        std::int32_t x0 = 0, y0 = 0;
    };
    glm::vec2 grid_min_{0.0f};
    int grid_w_ = 0, grid_h_ = 0;
    std::vector<std::uint32_t> bucket_start_;
    std::vector<GridEntry> bucket_items_;
    // Objects too big for the grid (more than 64 buckets): always candidates.
    std::vector<std::uint32_t> large_;
    // Dynamic objects: slot -> registry index, and the hash's intrusive lists. Node k of
    // slot s is s * kMaxDynamicBuckets + k; head kDynamicHashBuckets is the oversize list.
    std::vector<std::uint32_t> dyn_index_;
    std::vector<std::int32_t> dyn_head_;
    std::vector<std::int32_t> dyn_next_;
    std::vector<std::uint32_t> dyn_bucket_;
    std::vector<std::uint32_t> dyn_nodes_; // nodes in use per slot
    // Per slot: a copy of the object's bounds (what a query tests) and the hash cells they
    // cover (x0..x1, y0..y1; meaningless when oversize, on the oversize list).
    struct DynamicSlot {
        Sphere bounds{};
        std::int32_t x0 = 0, x1 = -1, y0 = 0, y1 = -1;
        bool oversize = true;
    };
    std::vector<DynamicSlot> dyn_slot_;

    static std::uint64_t next_generation();
    static bool dynamic_cells(const Sphere& b, int& x0, int& x1, int& y0, int& y1);
    // Links the slot's nodes (its cells from its bounds, or, cells_known, those in dyn_slot_).
    void link_dynamic(std::uint32_t slot, bool cells_known = false);
    void unlink_dynamic(std::uint32_t slot);
    void update_bounds(ShadowObject& o) const;
};

} // namespace sweeplab::physics
