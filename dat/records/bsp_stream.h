#pragma once
// Retail BSP trees as stored (BSPTREE::UnPack @ 0x00539830, BSPNODE::UnPackChild @ 0x0053C770,
// BSPNODE::UnPack @ 0x0053C540, BSPLEAF::UnPackLeaf @ 0x0053D4A0, BSPPORTAL::UnPackPortal
// @ 0x0053DB70), read into flat tables in the stored preorder: a node, then its positive
// subtree, then its negative subtree; children are node indices (-1 = none).
//
// Every node starts with a u32 tag. Internal nodes: the plane, the children the tag names
// (BPnn/BPIn positive only, BpIN/BpnN negative only, BPIN/BPnN both, BPOL/BPFL none), then
// by tree kind nothing (cell), a sphere (physics) or a sphere and u32 n + u16 polygon ids
// (drawing). LEAF: i32 leaf index; in a physics tree then i32 solid, a sphere, u32 n and u16
// polygon ids. PORT (drawing trees only): plane, positive and negative child, sphere, u32
// polygon count, u32 portal count, u16 polygon ids, (u16 polygon, u16 portal index) pairs.
//
// Refused with DatError: an unknown tag (retail would read it as a childless node; every
// tag of the retail files is listed here), PORT in a physics or cell tree, nesting deeper
// than kMaxBspDepth, polygon ids past the tree's polygon table, non-finite planes or
// spheres the queries use, and truncation.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dat/reader.h"

namespace sweeplab::dat {

// Retail BSPNODE::pack_tree_type.
enum class BspTreeKind : std::uint8_t { Drawing = 0, Physics = 1, Cell = 2 };

// The tags read big-endian as ASCII ("BPnn" is 0x42506E6E).
inline constexpr std::uint32_t kTagBPnn = 0x42506E6Eu;
inline constexpr std::uint32_t kTagBPIn = 0x4250496Eu;
inline constexpr std::uint32_t kTagBpIN = 0x4270494Eu;
inline constexpr std::uint32_t kTagBpnN = 0x42706E4Eu;
inline constexpr std::uint32_t kTagBPIN = 0x4250494Eu;
inline constexpr std::uint32_t kTagBPnN = 0x42506E4Eu;
inline constexpr std::uint32_t kTagBPOL = 0x42504F4Cu;
inline constexpr std::uint32_t kTagBPFL = 0x4250464Cu;
inline constexpr std::uint32_t kTagLeaf = 0x4C454146u;
inline constexpr std::uint32_t kTagPort = 0x504F5254u;

// Deeper nesting is refused (retail recurses without a limit). Cell trees are chains of one
// node per bounding plane, so this is far above any real cell or object.
inline constexpr std::size_t kMaxBspDepth = 1024;

// A drawing PORT's portal entry, in retail's order (BSPPORTAL::UnPackPortal reads the
// polygon first, then the portal index; DRW and ACE name them the other way round).
struct DatPortalRef {
    std::uint16_t polygon_id = 0;
    std::uint16_t portal_index = 0;
};

struct DatBspNode {
    std::uint32_t tag = 0;
    DatPlane plane{}; // internal nodes and PORT; zero for LEAF
    std::int32_t pos = -1;
    std::int32_t neg = -1;
    DatSphere sphere{};              // physics nodes and leaves, drawing nodes; zero otherwise
    std::int32_t leaf_index = -1;    // LEAF
    std::int32_t solid = 0;          // physics LEAF, as stored (retail tests it for nonzero)
    std::uint32_t polygon_start = 0; // into DatBspTree::polygon_ids
    std::uint32_t polygon_count = 0;
    std::uint32_t portal_start = 0; // into DatBspTree::portals (drawing PORT)
    std::uint32_t portal_count = 0;
    [[nodiscard]] bool is_leaf() const { return tag == kTagLeaf; }
};

struct DatBspTree {
    BspTreeKind kind = BspTreeKind::Physics;
    std::vector<DatBspNode> nodes; // stored preorder; the root is node 0
    std::vector<std::uint16_t> polygon_ids;
    std::vector<DatPortalRef> portals;

    [[nodiscard]] bool empty() const { return nodes.empty(); }
    [[nodiscard]] std::span<const std::uint16_t> polygon_ids_of(const DatBspNode& n) const {
        return std::span<const std::uint16_t>(polygon_ids)
            .subspan(n.polygon_start, n.polygon_count);
    }
    [[nodiscard]] std::span<const DatPortalRef> portals_of(const DatBspNode& n) const {
        return std::span<const DatPortalRef>(portals).subspan(n.portal_start, n.portal_count);
    }
};

// One tree. `polygon_count` is the size of the polygon table its ids index (physics
// polygons for a physics tree, the drawing polygons for a drawing tree; unused by cell
// trees); `what` names it in messages ("physics BSP", "cell struct 2 cell BSP").
[[nodiscard]] DatBspTree read_bsp_tree(Reader& r, BspTreeKind kind, std::size_t polygon_count,
                                       std::string_view what);

// "BPnN", or "0x12345678" for a word that is not four printable characters.
[[nodiscard]] std::string bsp_tag_name(std::uint32_t tag);

} // namespace sweeplab::dat
