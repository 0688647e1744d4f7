// dat/btree.h on malformed directories: too many or unsorted entries, bad live branches,
// cycles, shared nodes, ids out of order across nodes, a directory too deep, a node's own
// chain broken. Only the nodes on a lookup's path are read, so a bad node elsewhere does
// not stop a lookup that never reaches it.
#include <catch2/catch.hpp>

#include <algorithm>

#include "tests/dat/dat_file_fixture.h"
#include "tests/dat/writer/dat_writer.h"

using namespace sweeplab::dat;
using namespace sweeplab::dat::testing;

namespace {

constexpr std::uint32_t kFirstId = 0x01000100u;
constexpr std::uint32_t kRecords = 40;

// 40 records, two entries a node: four levels.
DatImage four_levels(DatKind kind = DatKind::portal) {
    DatWriter w(kind);
    w.max_entries_per_node = 2;
    for (std::uint32_t i = 0; i < kRecords; ++i)
        w.add(kFirstId + i, payload(kFirstId + i, 50));
    return w.build();
}

std::size_t index_of(const DatImage& img, std::uint32_t offset) {
    return static_cast<std::size_t>(std::find(img.nodes.begin(), img.nodes.end(), offset) -
                                    img.nodes.begin());
}

// The nodes from the root down branch 0 to the leftmost leaf.
std::vector<std::size_t> leftmost_path(const DatImage& img) {
    std::vector<std::size_t> path{0};
    while (!img.node_leaf[path.back()])
        path.push_back(index_of(img, img.node_branch(path.back(), 0)));
    return path;
}

std::string node(const DatImage& img, std::size_t n, const char* file = "client_portal.dat") {
    return std::string(file) + ": directory node at " + hex32(img.nodes.at(n)) + ": ";
}

std::string blocks(const DatImage& img) {
    return "0x00000190 to " + hex32(static_cast<std::uint32_t>(img.bytes.size() - 4));
}

DatFile open(const DatImage& img) {
    return DatFile::from_bytes(img.bytes, "client_portal.dat");
}

} // namespace

TEST_CASE("dat directory bad: a node with more than 61 entries", "[dat][directory][errors]") {
    DatImage img = four_levels();
    REQUIRE(leftmost_path(img).size() == 4);
    SECTION("the root: refused at open") {
        img.set_node_entry_count(0, 62);
        CHECK(error_of([&] { (void)open(img); }) ==
              node(img, 0) + "62 entries, a node holds at most 61");
        img.set_node_entry_count(0, 0xFFFFFFFFu);
        CHECK(error_of([&] { (void)open(img); }) ==
              node(img, 0) + "4294967295 entries, a node holds at most 61");
    }
    SECTION("a leaf: only the lookups that reach it fail") {
        const std::size_t leaf = leftmost_path(img).back();
        img.set_node_entry_count(leaf, 200);
        const DatFile f = open(img);
        CHECK(error_of([&] { (void)f.find(kFirstId); }) ==
              node(img, leaf) + "200 entries, a node holds at most 61");
        CHECK(f.read(kFirstId + kRecords - 1, "GfxObj") == payload(kFirstId + kRecords - 1, 50));
        CHECK(error_of([&] { (void)f.entry_count(); }) ==
              node(img, leaf) + "200 entries, a node holds at most 61");
    }
}

TEST_CASE("dat directory bad: entries out of order", "[dat][directory][errors]") {
    DatImage img = four_levels();
    SECTION("inside a node") {
        std::size_t n = 0;
        while (!(img.node_leaf[n] && img.node_entry_count(n) == 2))
            ++n;
        const std::uint32_t a = img.node_entry_id(n, 0), b = img.node_entry_id(n, 1);
        img.swap_node_entries(n, 0, 1);
        CHECK(error_of([&] { (void)open(img).find(a); }) ==
              node(img, n) + "entry 1 id " + hex32(a) + " does not follow entry 0 id " + hex32(b) +
                  " (the ids must rise)");
    }
    SECTION("across nodes: sorted in its leaf, out of place in the walk") {
        const std::vector<std::size_t> path = leftmost_path(img);
        const std::size_t leaf = path.back(), parent = path[path.size() - 2];
        const std::uint32_t last = img.node_entry_count(leaf) - 1;
        img.set_entry_id(img.node_entry_id(leaf, last), 0xFFFFFFF0u);
        CHECK(error_of([&] { (void)open(img).entry_count(); }) ==
              node(img, parent) + "entry 0 id " + hex32(img.node_entry_id(parent, 0)) +
                  " is out of order: the walk reached 0xFFFFFFF0 before it");
    }
}

TEST_CASE("dat directory bad: live branches out of range - junk only in unused slots",
          "[dat][directory][errors]") {
    DatImage img = four_levels();
    const std::uint32_t live = img.node_entry_count(0) + 1;
    for (const std::uint32_t junk : {0xCDCDCDCDu, 0u, 0x100u, 0x80000400u}) {
        img.set_node_branch(0, live - 1, junk);
        CHECK(error_of([&] { (void)open(img); }) ==
              node(img, 0) + "branch " + std::to_string(live - 1) + " offset " + hex32(junk) +
                  " is outside the file's blocks (" + blocks(img) + ")");
    }
}

TEST_CASE("dat directory bad: cycles and shared nodes", "[dat][directory][errors]") {
    DatImage img = four_levels();
    const std::vector<std::size_t> path = leftmost_path(img);
    SECTION("a branch back to the root, deeper down") {
        img.set_node_branch(path[2], 0, img.nodes[0]);
        const std::string e = node(img, path[2]) + "branch 0 leads back to node " +
                              hex32(img.nodes[0]) + " (a cycle)";
        CHECK(error_of([&] { (void)open(img).find(kFirstId); }) == e);
        CHECK(error_of([&] { (void)open(img).entry_count(); }) == e);
        // The other subtrees still answer.
        CHECK(open(img).contains(kFirstId + kRecords - 1));
    }
    SECTION("a node's branch to itself") {
        img.set_node_branch(0, 0, img.nodes[0]);
        CHECK(error_of([&] { (void)open(img).find(kFirstId); }) ==
              node(img, 0) + "branch 0 leads back to node " + hex32(img.nodes[0]) + " (a cycle)");
    }
    SECTION("two branches to one node: lookups work, the walk refuses") {
        img.set_node_branch(0, 1, img.node_branch(0, 0));
        CHECK(open(img).contains(kFirstId));
        CHECK(error_of([&] { (void)open(img).entry_count(); }) ==
              node(img, 0) + "branch 1 leads to node " + hex32(img.node_branch(0, 0)) +
                  ", which another branch already reached");
    }
}

TEST_CASE("dat directory bad: deeper than 16 levels", "[dat][directory][errors]") {
    const DatImage ok = deep_directory(DatKind::portal, 16);
    CHECK(open(ok).entry_count() == 16);
    CHECK(open(ok).read(16, "GfxObj").size() == 1);
    const DatImage deep = deep_directory(DatKind::portal, 17);
    // Breadth-first: level i's node is nodes[2i], its empty leaf nodes[2i + 1].
    const std::string e = node(deep, 32) + "the directory is deeper than 16 levels";
    CHECK(error_of([&] { (void)open(deep).find(17); }) == e);
    // The walk goes down branch 0 first: level 16's empty leaf is the 17th node it meets.
    CHECK(error_of([&] { (void)open(deep).entry_count(); }) ==
          node(deep, 31) + "the directory is deeper than 16 levels");
    CHECK(open(deep).contains(16));
}

TEST_CASE("dat directory bad: a node's own block chain loops or leaves the file",
          "[dat][directory][errors]") {
    DatImage img = four_levels(DatKind::cell);
    const std::vector<std::uint32_t>& root = img.chains.at(img.nodes[0]);
    REQUIRE(root.size() == 7); // 1716 bytes in 252-byte payloads
    const auto opened = [&] {
        return error_of([&] { (void)DatFile::from_bytes(img.bytes, "client_cell_1.dat"); });
    };
    img.set_u32(root[4], root[1]);
    CHECK(opened() == "client_cell_1.dat: block chain at offset " + hex32(root[0]) + " loops");
    img.set_u32(root[4], 0);
    CHECK(opened() == "client_cell_1.dat: block chain at offset " + hex32(root[0]) +
                          " ends after 1260 of 1716 bytes");
}
