#include "dat/records/bsp_stream.h"

#include <cmath>

namespace sweeplab::dat {

namespace {

struct Children {
    bool pos = false;
    bool neg = false;
};

// BSPNODE::UnPack @ 0x0053C540 picks the children by tag; BPOL and BPFL (and, in retail,
// any other word) take the default branch: no children.
bool internal_children(std::uint32_t tag, Children& c) {
    switch (tag) {
    case kTagBPnn:
    case kTagBPIn:
        c = {true, false};
        return true;
    case kTagBpIN:
    case kTagBpnN:
        c = {false, true};
        return true;
    case kTagBPIN:
    case kTagBPnN:
        c = {true, true};
        return true;
    case kTagBPOL:
    case kTagBPFL:
        c = {false, false};
        return true;
    default:
        return false;
    }
}

const char* kind_name(BspTreeKind k) {
    switch (k) {
    case BspTreeKind::Drawing:
        return "drawing";
    case BspTreeKind::Physics:
        return "physics";
    case BspTreeKind::Cell:
        return "cell";
    }
    return "?";
}

class TreeReader {
  public:
    TreeReader(Reader& r, BspTreeKind kind, std::size_t polygon_count, std::string_view what)
        : r_(r), polygon_count_(polygon_count), what_(what) {
        tree_.kind = kind;
    }

    DatBspTree run() {
        std::int32_t root = head();
        if (needs_frame(root)) stack_.push_back(Frame{root, 0});
        while (!stack_.empty()) {
            Frame& f = stack_.back();
            const std::int32_t self = f.node;
            if (f.stage == 0) {
                f.stage = 1;
                if (children(self).pos) {
                    const std::int32_t c = child();
                    tree_.nodes[static_cast<std::size_t>(self)].pos = c;
                }
                continue;
            }
            if (f.stage == 1) {
                f.stage = 2;
                if (children(self).neg) {
                    const std::int32_t c = child();
                    tree_.nodes[static_cast<std::size_t>(self)].neg = c;
                }
                continue;
            }
            stack_.pop_back();
            trailer(self);
        }
        return std::move(tree_);
    }

  private:
    struct Frame {
        std::int32_t node;
        int stage; // 0: positive child next, 1: negative child next, 2: trailer
    };

    Reader& r_;
    std::size_t polygon_count_;
    std::string_view what_;
    DatBspTree tree_;
    std::vector<Frame> stack_;
    std::vector<std::size_t> offsets_; // each node's tag offset, by node index

    [[nodiscard]] std::string node_name(std::int32_t i, std::size_t at) const {
        return std::string(what_) + " node " + std::to_string(i) + " (" +
               bsp_tag_name(tree_.nodes[static_cast<std::size_t>(i)].tag) + " at offset " +
               std::to_string(at) + ")";
    }

    [[nodiscard]] Children children(std::int32_t i) const {
        const std::uint32_t tag = tree_.nodes[static_cast<std::size_t>(i)].tag;
        if (tag == kTagPort) return {true, true};
        Children c;
        (void)internal_children(tag, c);
        return c;
    }

    [[nodiscard]] bool needs_frame(std::int32_t i) const {
        return !tree_.nodes[static_cast<std::size_t>(i)].is_leaf();
    }

    // A child of the node on top of the stack: its head, and a frame when it has one.
    std::int32_t child() {
        const std::int32_t c = head();
        if (needs_frame(c)) {
            if (stack_.size() >= kMaxBspDepth)
                r_.fail(std::string(what_) + " nests deeper than " + std::to_string(kMaxBspDepth) +
                        " nodes");
            stack_.push_back(Frame{c, 0});
        }
        return c;
    }

    DatPlane plane(bool strict) {
        if (strict) return r_.plane("BSP plane");
        DatPlane p;
        p.normal.x = r_.f32();
        p.normal.y = r_.f32();
        p.normal.z = r_.f32();
        p.d = r_.f32();
        return p;
    }

    DatSphere raw_sphere() {
        DatSphere s;
        s.center.x = r_.f32();
        s.center.y = r_.f32();
        s.center.z = r_.f32();
        s.radius = r_.f32();
        return s;
    }

    void polygon_list(std::int32_t self, std::size_t at, std::uint32_t declared) {
        const std::uint32_t n = r_.count(declared, 2, "BSP node polygon");
        DatBspNode& node = tree_.nodes[static_cast<std::size_t>(self)];
        node.polygon_start = static_cast<std::uint32_t>(tree_.polygon_ids.size());
        node.polygon_count = n;
        for (std::uint32_t k = 0; k < n; ++k) {
            const std::uint16_t id = r_.u16();
            if (id >= polygon_count_)
                r_.fail_plain(node_name(self, at) + ": polygon id " + std::to_string(id) +
                              " is out of range (the tree's polygon table has " +
                              std::to_string(polygon_count_) + ")");
            tree_.polygon_ids.push_back(id);
        }
    }

    // The tag and everything before the children; a leaf is read whole.
    std::int32_t head() {
        const std::size_t at = r_.offset();
        DatBspNode n;
        n.tag = r_.u32();
        const auto self = static_cast<std::int32_t>(tree_.nodes.size());
        const BspTreeKind kind = tree_.kind;
        Children c;
        if (n.tag == kTagLeaf) {
            // BSPLEAF::UnPackLeaf @ 0x0053D4A0
            n.leaf_index = r_.i32();
            tree_.nodes.push_back(n);
            offsets_.push_back(at);
            if (kind == BspTreeKind::Physics) {
                DatBspNode& leaf = tree_.nodes.back();
                leaf.solid = r_.i32();
                // An empty leaf's sphere is never read by a query (ACE: "basically null"), so
                // only a leaf with polygons needs a finite one.
                leaf.sphere = raw_sphere();
                const std::uint32_t count = r_.u32();
                polygon_list(self, at, count);
                const DatSphere& s = tree_.nodes.back().sphere;
                if (tree_.nodes.back().polygon_count != 0 &&
                    !(std::isfinite(s.center.x) && std::isfinite(s.center.y) &&
                      std::isfinite(s.center.z) && std::isfinite(s.radius)))
                    r_.fail_plain(node_name(self, at) + ": its bounding sphere is not finite");
            }
            return self;
        }
        if (n.tag == kTagPort) {
            // BSPPORTAL::UnPackPortal @ 0x0053DB70. DRW refuses PORT outside drawing trees;
            // retail would read it but no physics or cell query knows it.
            if (kind != BspTreeKind::Drawing)
                r_.fail(std::string(what_) + ": PORT node in a " + kind_name(kind) +
                        " tree (portal nodes belong to drawing trees)");
            n.plane = plane(false);
        } else if (internal_children(n.tag, c)) {
            n.plane = plane(kind != BspTreeKind::Drawing);
        } else {
            const std::string name = bsp_tag_name(n.tag);
            const bool printable = name.size() == 4;
            r_.fail_plain(std::string(what_) + ": unknown BSP node tag " +
                          (printable ? "'" + name + "' (" + hex32(n.tag) + ")" : name) +
                          " at offset " + std::to_string(at));
        }
        tree_.nodes.push_back(n);
        offsets_.push_back(at);
        return self;
    }

    // What follows the children (BSPNODE::UnPack after UnPackChild; BSPPORTAL likewise).
    void trailer(std::int32_t self) {
        const std::size_t at = offsets_[static_cast<std::size_t>(self)];
        const BspTreeKind kind = tree_.kind;
        const bool port = tree_.nodes[static_cast<std::size_t>(self)].tag == kTagPort;
        if (kind == BspTreeKind::Cell) return;
        if (kind == BspTreeKind::Physics) {
            tree_.nodes[static_cast<std::size_t>(self)].sphere = r_.sphere("BSP bounding sphere");
            return;
        }
        tree_.nodes[static_cast<std::size_t>(self)].sphere = raw_sphere();
        if (!port) {
            const std::uint32_t count = r_.u32();
            polygon_list(self, at, count);
            return;
        }
        const std::uint32_t polys = r_.u32();
        const std::uint32_t portals = r_.u32();
        polygon_list(self, at, polys);
        const std::uint32_t n = r_.count(portals, 4, "BSP portal");
        DatBspNode& node = tree_.nodes[static_cast<std::size_t>(self)];
        node.portal_start = static_cast<std::uint32_t>(tree_.portals.size());
        node.portal_count = n;
        for (std::uint32_t k = 0; k < n; ++k) {
            DatPortalRef p;
            p.polygon_id = r_.u16();
            p.portal_index = r_.u16();
            if (p.polygon_id >= polygon_count_)
                r_.fail_plain(node_name(self, at) + ": portal polygon id " +
                              std::to_string(p.polygon_id) +
                              " is out of range (the tree's polygon table has " +
                              std::to_string(polygon_count_) + ")");
            tree_.portals.push_back(p);
        }
    }
};

} // namespace

std::string bsp_tag_name(std::uint32_t tag) {
    std::string s(4, ' ');
    for (int i = 0; i < 4; ++i) {
        const auto c = static_cast<char>((tag >> (8u * static_cast<unsigned>(3 - i))) & 0xFFu);
        if (c < 0x20 || c > 0x7E) return hex32(tag);
        s[static_cast<std::size_t>(i)] = c;
    }
    return s;
}

// BSPTREE::UnPack @ 0x00539830: the root through BSPNODE::UnPackChild.
DatBspTree read_bsp_tree(Reader& r, BspTreeKind kind, std::size_t polygon_count,
                         std::string_view what) {
    return TreeReader(r, kind, polygon_count, what).run();
}

} // namespace sweeplab::dat
