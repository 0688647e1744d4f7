// The physics-tree half of the BSP compiler: a solid-leaf BSP whose splitting planes are
// polygon planes. Each polygon fragment ends in exactly one leaf: the leaf behind it for a
// single-sided polygon (so solid leaves hold the faces that bound them, which is what retail's
// BSPLEAF::sphere_intersects_solid centre check and point_intersects_solid expect), the leaf in
// front of it for a double-sided one.
#include "physics/bsp/bsp_compiler_detail.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sweeplab::physics::bsp_detail {

Side classify(const std::vector<glm::vec3>& vertices, const Plane& plane) {
    bool front = false;
    bool back = false;
    for (const glm::vec3& v : vertices) {
        const float d = plane.dot_product(v);
        if (d > kSplitTolerance) front = true;
        if (d < -kSplitTolerance) back = true;
    }
    if (front && back) return Side::Straddle;
    if (front) return Side::Front;
    if (back) return Side::Back;
    return Side::OnPlane;
}

namespace {

void push_distinct(std::vector<glm::vec3>& out, const glm::vec3& v) {
    if (out.empty() || glm::length(v - out.back()) > 1.0e-6f) out.push_back(v);
}

void finish(std::vector<glm::vec3>& verts) {
    while (verts.size() > 1 && glm::length(verts.front() - verts.back()) <= 1.0e-6f) {
        verts.pop_back();
    }
    if (verts.size() < 3) verts.clear();
}

} // namespace

void split(const Fragment& frag, const Plane& plane, Fragment& front, Fragment& back) {
    front.source = back.source = frag.source;
    front.vertices.clear();
    back.vertices.clear();
    const std::size_t n = frag.vertices.size();
    for (std::size_t i = 0; i < n; ++i) {
        const glm::vec3& a = frag.vertices[i];
        const glm::vec3& b = frag.vertices[(i + 1) % n];
        const float da = plane.dot_product(a);
        const float db = plane.dot_product(b);
        if (da >= -kSplitTolerance) push_distinct(front.vertices, a);
        if (da <= kSplitTolerance) push_distinct(back.vertices, a);
        const bool crosses = (da > kSplitTolerance && db < -kSplitTolerance) ||
                             (da < -kSplitTolerance && db > kSplitTolerance);
        if (crosses) {
            const float t = da / (da - db);
            const glm::vec3 p = a + t * (b - a);
            push_distinct(front.vertices, p);
            push_distinct(back.vertices, p);
        }
    }
    finish(front.vertices);
    finish(back.vertices);
}

namespace {

constexpr std::size_t kMaxCandidates = 48;

class PhysicsBuilder {
  public:
    explicit PhysicsBuilder(const std::vector<CleanPolygon>& polys) : polys_(polys) {}

    PhysicsBsp build() {
        std::vector<Fragment> active;
        for (std::size_t i = 0; i < polys_.size(); ++i) {
            if (!polys_[i].solid) continue;
            active.push_back(Fragment{polys_[i].vertices, static_cast<std::uint32_t>(i)});
        }
        if (!active.empty()) (void)node(std::move(active), {}, false);
        return PhysicsBsp(std::move(nodes_), std::move(out_polys_), std::move(leaf_ids_),
                          std::move(vertices_));
    }

  private:
    const Plane& plane_of(const Fragment& f) const { return polys_[f.source].plane; }
    bool single(const Fragment& f) const { return polys_[f.source].sides == Sides::Single; }

    // Fewest splits first, then the most even partition, then the earliest fragment.
    std::size_t choose_splitter(const std::vector<Fragment>& active) const {
        const std::size_t stride = std::max<std::size_t>(1, active.size() / kMaxCandidates);
        std::size_t best = 0;
        long best_score = std::numeric_limits<long>::max();
        for (std::size_t c = 0; c < active.size(); c += stride) {
            const Plane& plane = plane_of(active[c]);
            long front = 0, back = 0, splits = 0;
            for (const Fragment& f : active) {
                switch (classify(f.vertices, plane)) {
                case Side::Front:
                    ++front;
                    break;
                case Side::Back:
                    ++back;
                    break;
                case Side::Straddle:
                    ++splits;
                    break;
                case Side::OnPlane:
                    break;
                }
            }
            const long score = splits * 8 + std::labs(front - back);
            if (score < best_score) {
                best_score = score;
                best = c;
            }
        }
        return best;
    }

    // Where a fragment lying in the splitting plane goes: behind a single-sided face, in
    // front of a double-sided one.
    bool coplanar_goes_back(const Fragment& f, const Plane& plane) const {
        const bool same_facing = glm::dot(plane_of(f).normal, plane.normal) > 0.0f;
        return single(f) ? same_facing : !same_facing;
    }

    void partition(std::vector<Fragment>& list, const Plane& plane, std::vector<Fragment>& front,
                   std::vector<Fragment>& back, std::vector<Fragment>* on_front,
                   std::vector<Fragment>* on_back) const {
        for (Fragment& f : list) {
            // A fragment of the splitter's own plane is on it by definition: up to 1 mm of
            // non-planarity must not make a polygon straddle itself.
            const Plane& own = plane_of(f);
            const bool same = own.normal == plane.normal && own.d == plane.d;
            switch (same ? Side::OnPlane : classify(f.vertices, plane)) {
            case Side::Front:
                front.push_back(std::move(f));
                break;
            case Side::Back:
                back.push_back(std::move(f));
                break;
            case Side::Straddle: {
                Fragment fp, bp;
                split(f, plane, fp, bp);
                if (!fp.vertices.empty()) front.push_back(std::move(fp));
                if (!bp.vertices.empty()) back.push_back(std::move(bp));
                break;
            }
            case Side::OnPlane:
                if (coplanar_goes_back(f, plane)) {
                    (on_back ? *on_back : back).push_back(std::move(f));
                } else {
                    (on_front ? *on_front : front).push_back(std::move(f));
                }
                break;
            }
        }
    }

    Sphere bound(std::int32_t first_node) const {
        // All fragments stored below first_node were appended after it: leaves in preorder.
        glm::vec3 lo{std::numeric_limits<float>::max()};
        glm::vec3 hi{-std::numeric_limits<float>::max()};
        bool any = false;
        for (std::size_t i = static_cast<std::size_t>(first_node); i < nodes_.size(); ++i) {
            const PhysicsBspNode& n = nodes_[i];
            for (std::uint32_t k = 0; k < n.polygon_count; ++k) {
                const BspPolygon& p = out_polys_[leaf_ids_[n.polygon_start + k]];
                for (std::uint32_t v = 0; v < p.vertex_count; ++v) {
                    lo = glm::min(lo, vertices_[p.vertex_start + v]);
                    hi = glm::max(hi, vertices_[p.vertex_start + v]);
                    any = true;
                }
            }
        }
        if (!any) return Sphere{glm::vec3{0.0f}, 0.0f};
        const glm::vec3 center = 0.5f * (lo + hi);
        float r2 = 0.0f;
        for (std::size_t i = static_cast<std::size_t>(first_node); i < nodes_.size(); ++i) {
            const PhysicsBspNode& n = nodes_[i];
            for (std::uint32_t k = 0; k < n.polygon_count; ++k) {
                const BspPolygon& p = out_polys_[leaf_ids_[n.polygon_start + k]];
                for (std::uint32_t v = 0; v < p.vertex_count; ++v) {
                    const glm::vec3 d = vertices_[p.vertex_start + v] - center;
                    r2 = std::max(r2, glm::dot(d, d));
                }
            }
        }
        // A hair of slack so rounding never lets a touching polygon escape the early out.
        return Sphere{center, std::sqrt(r2) * 1.0001f + 1.0e-4f};
    }

    std::int32_t leaf(std::vector<Fragment> stored, bool solid) {
        const auto self = static_cast<std::int32_t>(nodes_.size());
        PhysicsBspNode n;
        n.kind = BspNodeKind::Leaf;
        n.solid = solid;
        n.polygon_start = static_cast<std::uint32_t>(leaf_ids_.size());
        for (Fragment& f : stored) {
            const CleanPolygon& src = polys_[f.source];
            BspPolygon p;
            p.plane = src.plane;
            p.sides = src.sides;
            p.source_polygon = f.source;
            p.vertex_start = static_cast<std::uint32_t>(vertices_.size());
            p.vertex_count = static_cast<std::uint32_t>(f.vertices.size());
            vertices_.insert(vertices_.end(), f.vertices.begin(), f.vertices.end());
            leaf_ids_.push_back(static_cast<std::uint32_t>(out_polys_.size()));
            out_polys_.push_back(p);
        }
        n.polygon_count = static_cast<std::uint32_t>(stored.size());
        nodes_.push_back(n);
        nodes_[static_cast<std::size_t>(self)].bounding_sphere = bound(self);
        return self;
    }

    // `active` still needs splitting; `stored` are fragments already used as splitters that
    // travel down to the leaf they bound. `solid_if_empty` says whether this region lies
    // behind the last single-sided splitter.
    std::int32_t node(std::vector<Fragment> active, std::vector<Fragment> stored,
                      bool solid_if_empty) {
        if (active.empty()) return leaf(std::move(stored), solid_if_empty);
        const std::size_t pick = choose_splitter(active);
        const Plane plane = plane_of(active[pick]);

        // Behind this plane is solid when a single-sided face in it looks the same way.
        bool back_solid = false;
        for (const Fragment& f : active) {
            const Plane& own = plane_of(f);
            const bool same = own.normal == plane.normal && own.d == plane.d;
            if (single(f) && (same || (classify(f.vertices, plane) == Side::OnPlane &&
                                       glm::dot(own.normal, plane.normal) > 0.0f))) {
                back_solid = true;
            }
        }
        std::vector<Fragment> act_front, act_back, sto_front, sto_back;
        // Coplanar active fragments are consumed here and become stored fragments.
        partition(active, plane, act_front, act_back, &sto_front, &sto_back);
        partition(stored, plane, sto_front, sto_back, nullptr, nullptr);

        const auto self = static_cast<std::int32_t>(nodes_.size());
        PhysicsBspNode n;
        n.kind = BspNodeKind::Internal;
        n.splitting_plane = plane;
        nodes_.push_back(n);
        const std::int32_t pos = node(std::move(act_front), std::move(sto_front), false);
        const std::int32_t neg = node(std::move(act_back), std::move(sto_back), back_solid);
        PhysicsBspNode& done = nodes_[static_cast<std::size_t>(self)];
        done.pos = pos;
        done.neg = neg;
        nodes_[static_cast<std::size_t>(self)].bounding_sphere = bound(self);
        return self;
    }

    const std::vector<CleanPolygon>& polys_;
    std::vector<PhysicsBspNode> nodes_;
    std::vector<BspPolygon> out_polys_;
    std::vector<std::uint32_t> leaf_ids_;
    std::vector<glm::vec3> vertices_;
};

} // namespace

PhysicsBsp build_physics_tree(const std::vector<CleanPolygon>& polys) {
    return PhysicsBuilder(polys).build();
}

} // namespace sweeplab::physics::bsp_detail
