// Dynamic objects in the indoor cells' shadow lists: retail's re-shadowing of a moving object
// (CPhysicsObj::calc_cross_cells -> remove_shadows_from_cells, add_shadows_to_cells;
// SetPositionInternal re-shadows a moved object the same way). Land cells need none of this: their
// lists are the registry's broadphase, which a move already updates.
#include <algorithm>

#include "physics/transition/cell_array.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

constexpr std::size_t kMaxFilingSpheres = 8;

// The object's spheres in world space (CPhysicsObj's global spheres); the bounding sphere
// for an object with none or with more than the array holds (it covers them all).
std::uint32_t global_spheres(const ShadowRegistry& reg, const ShadowObject& o,
                             std::array<Sphere, kMaxFilingSpheres>& out) {
    const auto spheres = reg.spheres(o);
    if (spheres.empty() || spheres.size() > out.size()) {
        out[0] = o.bounds;
        return 1;
    }
    const float s = o.desc.scale;
    std::uint32_t n = 0;
    for (const Sphere& sp : spheres)
        out[n++] = Sphere{o.pos.frame.local_to_global(sp.center * s), sp.radius * s};
    return n;
}

} // namespace

// Sizes the per-object filing records and reserves, in every indoor cell, room for every
// dynamic object (an object is in a cell's list at most once), so filing never allocates.
// Grows geometrically: adding objects one by one reserves O(log n) times.
void World::reserve_dynamic_room() {
    const std::size_t n = registry_.dynamic_count();
    if (dynamic_cells_.size() < n) dynamic_cells_.resize(n);
    if (n <= dynamic_room_ || env_cells_.empty()) return;
    dynamic_room_ = std::max({n, 2 * dynamic_room_, std::size_t{16}});
    for (EnvCell& c : env_cells_)
        c.objects.reserve(c.static_objects + dynamic_room_);
}

std::uint32_t World::add_dynamic_object(const ObjectDesc& desc) {
    const std::uint32_t index = registry_.add_dynamic(desc);
    reserve_dynamic_room();
    file_dynamic(index);
    return index;
}

bool World::move_dynamic_object(std::uint32_t index, const Position& pos) {
    if (!registry_.move(index, pos)) return false;
    unfile_dynamic(index);
    file_dynamic(index);
    return true;
}

bool World::set_dynamic_object_removed(std::uint32_t index, bool removed) {
    if (!registry_.set_removed(index, removed)) return false;
    unfile_dynamic(index);
    if (!removed) file_dynamic(index);
    return true;
}

// Every object is re-filed from scratch: the lists are sorted by index, so the result is the
// same whatever order the objects moved in since the state was taken (rewind is bit-exact).
void World::restore_dynamic_objects(const ShadowDynamicState& in) {
    registry_.restore_dynamic(in);
    reserve_dynamic_room();
    for (std::size_t s = 0; s < registry_.dynamic_count(); ++s)
        unfile_dynamic(registry_.dynamic_index(s));
    for (std::size_t s = 0; s < registry_.dynamic_count(); ++s)
        file_dynamic(registry_.dynamic_index(s));
}

std::span<const std::uint32_t> World::dynamic_object_cells(std::uint32_t index) const {
    const auto objs = registry_.objects();
    if (index >= objs.size() || objs[index].dynamic_slot < 0) return {};
    const auto slot = static_cast<std::size_t>(objs[index].dynamic_slot);
    if (slot >= dynamic_cells_.size()) return {};
    const DynamicCells& d = dynamic_cells_[slot];
    return std::span<const std::uint32_t>(d.cells.data(), d.count);
}

// add_shadows_to_cells for the indoor cells of CObjCell::find_cell_list (no sphere path: the
// shadowing call). Retail appends to each cell's list; here the object goes where its index
// sorts, so a list's order is registration order whatever the history of moves
// (docs/divergences.md, "Lab facilities").
void World::file_dynamic(std::uint32_t index) {
    if (!finalized_ || env_cells_.empty()) return;
    const auto objs = registry_.objects();
    if (index >= objs.size() || objs[index].dynamic_slot < 0) return;
    const ShadowObject& o = objs[index];
    const auto slot = static_cast<std::size_t>(o.dynamic_slot);
    if (slot >= dynamic_cells_.size()) reserve_dynamic_room(); // added behind our back
    DynamicCells& filed = dynamic_cells_[slot];
    filed.count = 0;
    if (o.removed) return;
    std::array<Sphere, kMaxFilingSpheres> spheres{};
    const std::uint32_t n = global_spheres(registry_, o, spheres);
    Position start = o.pos;
    // A position without a known cell (placed by hand): the cell that holds its first sphere.
    if (env_cell(start.objcell_id) == nullptr && land_cell(start.objcell_id) == nullptr)
        start.objcell_id = find_cell(spheres[0].center);
    CellArray cells;
    find_cell_list(start, n, spheres.data(), cells, nullptr, nullptr);
    for (std::uint32_t k = 0; k < cells.num_cells && filed.count < filed.cells.size(); ++k) {
        EnvCell* c = mutable_env_cell(cells.cells[k].cell_id);
        if (c == nullptr) continue;
        const auto first = c->objects.begin() + c->static_objects;
        const auto at = std::lower_bound(first, c->objects.end(), index);
        if (at != c->objects.end() && *at == index) continue; // listed twice by the array
        c->objects.insert(at, index);                         // within the reserved capacity
        filed.cells[filed.count++] = c->id;
    }
}

// remove_shadows_from_cells: out of every indoor list it was filed in, the others' order kept.
void World::unfile_dynamic(std::uint32_t index) {
    const auto objs = registry_.objects();
    if (index >= objs.size() || objs[index].dynamic_slot < 0) return;
    const auto slot = static_cast<std::size_t>(objs[index].dynamic_slot);
    if (slot >= dynamic_cells_.size()) return;
    DynamicCells& filed = dynamic_cells_[slot];
    for (std::uint32_t k = 0; k < filed.count; ++k) {
        EnvCell* c = mutable_env_cell(filed.cells[k]);
        if (c == nullptr) continue;
        const auto first = c->objects.begin() + c->static_objects;
        const auto at = std::lower_bound(first, c->objects.end(), index);
        if (at != c->objects.end() && *at == index) c->objects.erase(at);
    }
    filed.count = 0;
}

} // namespace sweeplab::physics
