// Indoor cells (retail CEnvCell) and the world-level cell bookkeeping.
#include <algorithm>
#include <cmath>

#include "physics/bsp/cell_bsp.h"
#include "physics/geometry/polygon.h"
#include "physics/math/constants.h"
#include "physics/reading/reading.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

// Indoor internal ids: a block byte that no land id uses (land ids < 0xFF000000 for a
// 2040-cell map) and a low word from 0x100 up, so is_indoor_cell holds.
constexpr std::uint32_t kIndoorBase = 0xFF000100u;

// The compiler marks everything behind a single-sided wall plane solid, including the gap of
// a doorway in that wall (its portal polygon is left out of the physics tree). Retail cell
// trees leave the space beyond a portal open: otherwise the placement re-check at the end of
// every step_down (BSPTREE path 1, centre check on) would reject a sphere whose centre is
// still in the previous cell. Until the compiler bounds solid leaves by portals, a cell's
// leaves are all made non-solid: overlap is still found polygon by polygon, and "outside
// the room" is the containment tree's business. docs/divergences.md, "Transition engine".
PhysicsBsp open_cell_tree(const PhysicsBsp& tree) {
    std::vector<PhysicsBspNode> nodes(tree.nodes().begin(), tree.nodes().end());
    for (PhysicsBspNode& n : nodes)
        n.solid = false;
    return PhysicsBsp(
        std::move(nodes), std::vector<BspPolygon>(tree.polygons().begin(), tree.polygons().end()),
        std::vector<std::uint32_t>(tree.leaf_polygons().begin(), tree.leaf_polygons().end()),
        std::vector<glm::vec3>(tree.vertices().begin(), tree.vertices().end()));
}

} // namespace

std::optional<std::string> World::add_env_cell(std::uint32_t external_id, const MeshInput& mesh,
                                               const Frame& frame,
                                               std::span<const PortalDesc> portals) {
    if (env_cells_.size() >= 0xFE00u) return std::string("too many cells");
    MeshInput input = mesh;
    for (const PortalDesc& p : portals) {
        if (p.polygon >= input.polygons.size()) return std::string("portal polygon out of range");
        input.polygons[p.polygon].solid = false;
    }
    BspCompileOptions options;
    options.cell_tree = true;
    BspCompileResult compiled = compile_bsp(input, options);
    if (!compiled.ok()) return compiled.error->message;

    EnvCell cell;
    cell.id = kIndoorBase + static_cast<std::uint32_t>(env_cells_.size());
    cell.external_id = external_id;
    cell.pos.objcell_id = cell.id;
    cell.pos.frame = frame;
    cell.physics_bsp = open_cell_tree(compiled.trees.physics);
    cell.cell_bsp = std::move(compiled.trees.cell);
    for (const PortalDesc& p : portals) {
        CellPortal portal;
        portal.polygon = p.polygon;
        portal.to_outside = p.to_outside;
        portal.other_cell_id = p.to_external; // resolved to an internal id in finalize()
        std::vector<glm::vec3> verts;
        for (std::uint32_t i : input.polygons[p.polygon].indices)
            verts.push_back(mesh.vertices[i]);
        portal.plane = make_plane(verts);
        cell.portals.push_back(portal);
    }
    cell.bounds_min = glm::vec3(1e30f);
    cell.bounds_max = glm::vec3(-1e30f);
    for (const glm::vec3& v : mesh.vertices) {
        const glm::vec3 w = frame.local_to_global(v);
        cell.bounds_min = glm::min(cell.bounds_min, w);
        cell.bounds_max = glm::max(cell.bounds_max, w);
    }
    env_cells_.push_back(std::move(cell));
    return std::nullopt;
}

const EnvCell* World::env_cell(std::uint32_t id) const {
    if (!is_indoor_cell(id) || id < kIndoorBase) return nullptr;
    const std::uint32_t k = id - kIndoorBase;
    return k < env_cells_.size() ? &env_cells_[k] : nullptr;
}

std::uint32_t World::external_cell_id(std::uint32_t internal_id) const {
    const EnvCell* c = env_cell(internal_id);
    return c != nullptr ? c->external_id : 0u;
}

std::uint32_t World::internal_cell_id(std::uint32_t external_id) const {
    for (const EnvCell& c : env_cells_)
        if (c.external_id == external_id) return c.id;
    return 0;
}

std::uint32_t World::add_object(const ObjectDesc& desc) {
    return registry_.add(desc);
}

bool World::set_env_cell_stabs(std::uint32_t external_id, std::vector<std::uint32_t> visible,
                               bool seen_outside) {
    for (EnvCell& c : env_cells_) {
        if (c.external_id != external_id) continue;
        c.stab_list = std::move(visible);
        c.seen_outside = seen_outside;
        return true;
    }
    return false;
}

void World::finalize() {
    // Portals and stab lists name cells by external id until now.
    for (EnvCell& c : env_cells_)
        for (CellPortal& p : c.portals)
            p.other_cell_id = p.to_outside ? 0u : internal_cell_id(p.other_cell_id);
    if (!finalized_) {
        for (EnvCell& c : env_cells_) {
            std::vector<std::uint32_t> resolved;
            for (std::uint32_t ext : c.stab_list)
                if (const std::uint32_t id = internal_cell_id(ext); id != 0) resolved.push_back(id);
            c.stab_list = std::move(resolved);
        }
    }
    // Each building under the one land cell beneath its origin (physics/world/building.cpp).
    file_buildings();
    registry_.finalize();
    // Shadow objects into indoor cells: the cells the object's bounds reach. A building's
    // shell is on no cell's list (retail tests it through its land cell only).
    for (EnvCell& c : env_cells_)
        c.objects.clear();
    const auto objs = registry_.objects();
    for (std::uint32_t i = 0; i < objs.size(); ++i) {
        if (objs[i].dynamic_slot >= 0) continue; // filed by where it is now, below
        if (objs[i].building) continue;
        const Sphere& b = objs[i].bounds;
        for (EnvCell& c : env_cells_) {
            const Sphere local{c.pos.frame.global_to_local(b.center), b.radius};
            if (sphere_intersects_cell_bsp(c.cell_bsp, c.cell_bsp.root(), local) !=
                CellContainment::Outside)
                c.objects.push_back(i);
        }
    }
    for (EnvCell& c : env_cells_)
        c.static_objects = static_cast<std::uint32_t>(c.objects.size());
    finalized_ = true;
    // Dynamic objects registered before a (re-)finalize: filed where they stand.
    for (DynamicCells& d : dynamic_cells_)
        d.count = 0;
    dynamic_room_ = 0;
    reserve_dynamic_room();
    for (std::size_t s = 0; s < registry_.dynamic_count(); ++s)
        file_dynamic(registry_.dynamic_index(s));
}

bool World::point_in_cell(std::uint32_t cell_id, const glm::vec3& point) const {
    if (const EnvCell* c = env_cell(cell_id)) {
        // CEnvCell::point_in_cell @ 0x0052C300: a cell without portals holds nothing. ACE's
        // EnvCell.point_in_cell asks the containment BSP without that test (docs/readings.md).
        if (reading_has(ReadingSwitch::AcePortallessCell)) [[unlikely]]
            return point_inside_cell_bsp(c->cell_bsp, c->cell_bsp.root(),
                                         c->pos.frame.global_to_local(point));
        if (c->portals.empty()) return false;
        return point_inside_cell_bsp(c->cell_bsp, c->cell_bsp.root(),
                                     c->pos.frame.global_to_local(point));
    }
    const LandCell* l = land_cell(cell_id);
    if (l == nullptr) return false;
    // CLandCell::point_in_cell = find_terrain_poly != 0.
    for (int i = 0; i < 2; ++i)
        if (point_in_poly2D(l->polygon(i), point, Sidedness::Positive)) return true;
    return false;
}

std::uint32_t World::find_cell(const glm::vec3& point) const {
    for (const EnvCell& c : env_cells_)
        if (point_in_cell(c.id, point)) return c.id;
    const LandCell* l = land_cell_at(point.x, point.y);
    return l != nullptr ? l->id : 0u;
}

} // namespace sweeplab::physics
