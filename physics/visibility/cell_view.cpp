#include "physics/visibility/cell_view.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/vec4.hpp>

#include "physics/world/world.h"

namespace sweeplab::physics {

// ---------------------------------------------------------------- ViewRect

ViewRect ViewRect::intersect(const ViewRect& o) const {
    return {glm::max(min, o.min), glm::min(max, o.max)};
}

ViewRect ViewRect::unite(const ViewRect& o) const {
    if (empty()) return o;
    if (o.empty()) return *this;
    return {glm::min(min, o.min), glm::max(max, o.max)};
}

bool ViewRect::contains(const ViewRect& o) const {
    if (o.empty()) return true;
    return !empty() && min.x <= o.min.x && min.y <= o.min.y && max.x >= o.max.x && max.y >= o.max.y;
}

bool CellVisibility::contains(std::uint32_t cell_id) const {
    const auto v = visible_cells();
    return std::find(v.begin(), v.end(), cell_id) != v.end();
}

// ---------------------------------------------------------------- PortalGraph

PortalGraph::PortalGraph(const World& world, std::span<const PortalShape> shapes) {
    for (const EnvCell& c : world.env_cells()) {
        Cell cell;
        cell.id = c.id;
        cell.external_id = c.external_id;
        cell.first_portal = static_cast<std::uint32_t>(portals_.size());
        cell.num_portals = static_cast<std::uint32_t>(c.portals.size());
        cell.bounds_min = c.bounds_min;
        cell.bounds_max = c.bounds_max;
        const Frame& f = c.pos.frame;
        for (std::uint32_t k = 0; k < c.portals.size(); ++k) {
            const CellPortal& cp = c.portals[k];
            Portal p;
            p.cell = static_cast<std::uint32_t>(cells_.size());
            p.index = k;
            p.to_outside = cp.to_outside;
            // The plane in world space: rotate the normal, carry a point of the plane.
            const glm::vec3 n = f.local_to_global_vec(cp.plane.normal);
            const glm::vec3 on = f.local_to_global(-cp.plane.normal * cp.plane.d);
            p.plane = Plane::from_point_normal(on, n);
            for (const PortalShape& s : shapes) {
                if (s.cell != c.id || s.portal != k) continue;
                p.num_points = 0;
                for (const glm::vec3& v : s.points)
                    if (p.num_points < kMaxPortalPoints)
                        p.points[p.num_points++] = f.local_to_global(v);
            }
            portals_.push_back(p);
        }
        cells_.push_back(cell);
    }
    // env_cells() is in id order already (ids are handed out in order); keep it checked.
    for (std::size_t i = 1; i < cells_.size(); ++i)
        if (cells_[i - 1].id >= cells_[i].id) {
            cells_.clear();
            portals_.clear();
            return;
        }
    // Resolve the cells behind portals and each portal's way back.
    for (std::size_t c = 0; c < world.env_cells().size() && c < cells_.size(); ++c) {
        const EnvCell& ec = world.env_cells()[c];
        for (std::uint32_t k = 0; k < ec.portals.size(); ++k) {
            Portal& p = portals_[cells_[c].first_portal + k];
            if (p.to_outside) continue;
            p.other = cell_index(ec.portals[k].other_cell_id);
            if (p.other == kNone) continue;
            const Cell& o = cells_[p.other];
            float best = 2.0f;
            for (std::uint32_t j = 0; j < o.num_portals; ++j) {
                const Portal& q = portals_[o.first_portal + j];
                if (q.to_outside) continue;
                const CellPortal& qc = world.env_cells()[p.other].portals[j];
                if (qc.other_cell_id != ec.id) continue;
                // The way back faces the other way: the most opposed normal, nearest plane.
                const float score =
                    glm::dot(q.plane.normal, p.plane.normal) + std::fabs(q.plane.d + p.plane.d);
                if (score < best) {
                    best = score;
                    p.back = j;
                }
            }
        }
    }
}

std::uint32_t PortalGraph::cell_index(std::uint32_t id) const {
    const auto it = std::lower_bound(cells_.begin(), cells_.end(), id,
                                     [](const Cell& c, std::uint32_t v) { return c.id < v; });
    if (it == cells_.end() || it->id != id) return kNone;
    return static_cast<std::uint32_t>(it - cells_.begin());
}

std::uint32_t camera_cell_by_containment(const World& world, std::uint32_t reported_cell,
                                         const glm::vec3& eye) {
    if (is_indoor_cell(reported_cell) && world.point_in_cell(reported_cell, eye))
        return reported_cell;
    return world.find_cell(eye);
}

// ---------------------------------------------------------------- portal_view

namespace {

// The eye, projected onto the portal's plane, lies within the polygon (convex, wound
// counter-clockwise about the plane's normal as the inward-facing cell meshes are).
bool over_opening(const PortalGraph::Portal& p, const glm::vec3& eye) {
    if (p.num_points < 3) return false;
    const glm::vec3 q = eye - p.plane.normal * p.plane.dot_product(eye);
    for (std::uint32_t i = 0; i < p.num_points; ++i) {
        const glm::vec3& a = p.points[i];
        const glm::vec3& b = p.points[(i + 1) % p.num_points];
        if (glm::dot(glm::cross(b - a, q - a), p.plane.normal) < -1e-5f) return false;
    }
    return true;
}

bool finite(const ViewRect& r) {
    return std::isfinite(r.min.x) && std::isfinite(r.min.y) && std::isfinite(r.max.x) &&
           std::isfinite(r.max.y);
}

} // namespace

ViewRect portal_view(const PortalGraph::Portal& portal, const glm::vec3& eye,
                     const glm::mat4& view_proj, const ViewRect& through) {
    if (portal.num_points < 3 || through.empty()) return {};
    if (std::fabs(portal.plane.dot_product(eye)) < kPortalOpeningDistance &&
        over_opening(portal, eye))
        return through;
    // Clip space, then Sutherland-Hodgman against the near plane (z + w >= 0).
    std::array<glm::vec4, kMaxPortalPoints> in{};
    std::array<glm::vec4, kMaxPortalPoints * 2> out{};
    for (std::uint32_t i = 0; i < portal.num_points; ++i) {
        in[i] = view_proj * glm::vec4(portal.points[i], 1.0f);
        if (!std::isfinite(in[i].x + in[i].y + in[i].z + in[i].w))
            return through; // a degenerate view narrows nothing
    }
    std::uint32_t n = 0;
    for (std::uint32_t i = 0; i < portal.num_points; ++i) {
        const glm::vec4& a = in[i];
        const glm::vec4& b = in[(i + 1) % portal.num_points];
        const float da = a.z + a.w, db = b.z + b.w;
        if (da >= 0.0f) out[n++] = a;
        if ((da >= 0.0f) != (db >= 0.0f)) out[n++] = a + (b - a) * (da / (da - db));
    }
    ViewRect r;
    for (std::uint32_t i = 0; i < n; ++i) {
        const float w = std::max(out[i].w, 1e-6f);
        const glm::vec2 ndc(out[i].x / w, out[i].y / w);
        r.min = i == 0 ? ndc : glm::min(r.min, ndc);
        r.max = i == 0 ? ndc : glm::max(r.max, ndc);
    }
    if (n == 0) return {};
    if (!finite(r)) return through; // a degenerate view narrows nothing
    return r.intersect(through);
}

// ---------------------------------------------------------------- the walk

namespace {

struct Walk {
    const PortalGraph& graph;
    CellVisibility& out;
    std::array<std::uint32_t, kMaxVisibleCells> index{};   // graph cell index per slot
    std::array<std::uint64_t, kMaxVisibleCells> in_mask{}; // portals entered by, per slot
    std::array<bool, kMaxVisibleCells> queued{};
    std::array<std::uint32_t, kMaxVisibleCells> queue{};
    std::uint32_t head = 0, count = 0;

    void enqueue(std::uint32_t slot) {
        if (queued[slot]) return;
        queued[slot] = true;
        queue[(head + count++) % kMaxVisibleCells] = slot;
    }

    // PView::AddViewToPortals / AddToCell: the cell joins the walk with this view, or
    // widens the view it already has (and is walked again).
    void reach(std::uint32_t cell, const ViewRect& rect, std::uint32_t in_portal) {
        const std::uint64_t bit =
            in_portal < kMaxCellPortals ? (std::uint64_t{1} << in_portal) : std::uint64_t{0};
        for (std::uint32_t s = 0; s < out.num_cells; ++s) {
            if (index[s] != cell) continue;
            in_mask[s] |= bit;
            if (!out.cell_rects[s].contains(rect)) {
                out.cell_rects[s] = out.cell_rects[s].unite(rect);
                enqueue(s);
            }
            return;
        }
        if (out.num_cells == kMaxVisibleCells) {
            out.overflow = true;
            return;
        }
        const std::uint32_t s = out.num_cells++;
        out.cells[s] = graph.cells()[cell].id;
        out.cell_rects[s] = rect;
        index[s] = cell;
        in_mask[s] = bit;
        queued[s] = false;
        enqueue(s);
    }

    void visit(std::uint32_t from, std::uint32_t to, std::uint32_t portal, const ViewRect& r) {
        if (out.num_portals == kMaxViewPortals) {
            out.overflow = true;
            return;
        }
        out.portals[out.num_portals++] = {from, to, portal, r};
    }
};

} // namespace

void compute_cell_visibility(const PortalGraph& graph, const glm::vec3& eye,
                             const glm::mat4& view_proj, std::uint32_t camera_cell,
                             CellVisibility& out) {
    out.camera_cell = camera_cell;
    out.num_cells = 0;
    out.num_portals = 0;
    out.overflow = false;
    out.outdoor_rect = ViewRect{};
    Walk walk{graph, out};
    const auto portals = graph.portals();
    const auto cells = graph.cells();

    // SmartBox::RenderNormalMode: an indoor viewer cell draws inside, from that cell.
    const std::uint32_t start =
        is_indoor_cell(camera_cell) ? graph.cell_index(camera_cell) : PortalGraph::kNone;
    out.inside_building = start != PortalGraph::kNone;
    out.draw_outdoor = !out.inside_building;
    if (out.inside_building) {
        walk.reach(start, ViewRect::full(), kMaxCellPortals); // DrawInside: portal_in 0xFFFF
    } else {
        // LScape::draw → PView::DrawPortal for every building portal: the eye must be on the
        // portal's outer side (ConstructView(CBldPortal) rejects "on the plane" too).
        for (std::uint32_t i = 0; i < portals.size(); ++i) {
            const PortalGraph::Portal& p = portals[i];
            if (!p.to_outside || p.num_points < 3) continue;
            if (p.plane.dot_product(eye) > -kPortalSideEpsilon) continue;
            const ViewRect r = portal_view(p, eye, view_proj, ViewRect::full());
            if (r.empty()) continue;
            walk.visit(0, cells[p.cell].id, i, r);
            walk.reach(p.cell, r, p.index);
        }
    }

    // PView::ConstructView: breadth first; each popped cell looks through its portals.
    std::uint32_t pops = 0;
    while (walk.count > 0 && pops++ < kMaxVisibleCells * 8) {
        const std::uint32_t s = walk.queue[walk.head];
        walk.head = (walk.head + 1) % kMaxVisibleCells;
        --walk.count;
        walk.queued[s] = false;
        const PortalGraph::Cell& c = cells[walk.index[s]];
        for (std::uint32_t k = 0; k < c.num_portals; ++k) {
            // InitCell: the portal we came in by is never looked back through.
            if (k < kMaxCellPortals && (walk.in_mask[s] >> k & 1u) != 0) continue;
            const std::uint32_t pi = c.first_portal + k;
            const PortalGraph::Portal& p = portals[pi];
            if (p.num_points < 3) continue;
            // InitCell's side test: the eye must be on the cell's side of the portal (on the
            // plane counts as that side).
            if (p.plane.dot_product(eye) < -kPortalSideEpsilon) continue;
            // ClipPortals: the portal polygon narrows the view this cell is seen through.
            const ViewRect r = portal_view(p, eye, view_proj, out.cell_rects[s]);
            if (r.empty()) continue;
            if (p.to_outside) {
                // An outside portal feeds outside_view: DrawCells then draws the land.
                out.draw_outdoor = true;
                out.outdoor_rect = out.outdoor_rect.unite(r);
                walk.visit(c.id, 0, pi, r);
                continue;
            }
            if (p.other == PortalGraph::kNone) continue;
            walk.visit(c.id, cells[p.other].id, pi, r);
            walk.reach(p.other, r, p.back);
        }
    }
    if (walk.count > 0) out.overflow = true;
}

} // namespace sweeplab::physics
