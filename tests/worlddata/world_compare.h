#pragma once
// The world data a place needs compared field by field: what a load of some landblocks gave
// against a whole read, for those landblocks and the weenies their rows name. Rows and
// weenies name their file by its path (the two reads list different files).
#include <catch2/catch.hpp>

#include <set>

#include "worlddata/world_data.h"

namespace sweeplab::test {

inline std::string file_of(const worlddata::WorldData& d, std::uint32_t index) {
    return index < d.files.size() ? d.files[index] : "?";
}

inline void check_weenie(const worlddata::WorldData& got, const worlddata::Weenie& w,
                         const worlddata::WorldData& whole, const worlddata::Weenie& v) {
    CHECK(w.class_name == v.class_name);
    CHECK(w.type == v.type);
    CHECK(w.setup == v.setup);
    CHECK(w.default_scale == v.default_scale);
    CHECK(w.physics_state == v.physics_state);
    CHECK(w.ethereal == v.ethereal);
    CHECK(w.open == v.open);
    CHECK(w.name == v.name);
    CHECK(w.destination.has_value() == v.destination.has_value());
    if (w.destination && v.destination) {
        CHECK(w.destination->cell == v.destination->cell);
        CHECK(w.destination->origin == v.destination->origin);
        CHECK(w.destination->angles == v.destination->angles);
    }
    CHECK(w.generator == v.generator);
    CHECK(file_of(got, w.file) == file_of(whole, v.file));
}

// `got` (a load of `landblocks`, empty = every one) against `whole` (every file read whole).
inline void check_same_place(const worlddata::WorldData& got, const worlddata::WorldData& whole,
                             const std::set<std::uint32_t>& landblocks) {
    std::set<std::uint32_t> ids = landblocks;
    if (ids.empty())
        for (const auto& [id, lb] : whole.landblocks)
            ids.insert(id);
    std::set<std::uint32_t> needed;
    for (const std::uint32_t id : ids) {
        INFO("landblock " << std::hex << id);
        const worlddata::LandblockSpawns* a = got.landblock(id);
        const worlddata::LandblockSpawns* b = whole.landblock(id);
        REQUIRE((a == nullptr) == (b == nullptr));
        if (a == nullptr) continue;
        CHECK(file_of(got, a->file) == file_of(whole, b->file));
        REQUIRE(a->rows.size() == b->rows.size());
        for (std::size_t i = 0; i < a->rows.size(); ++i) {
            const worlddata::SpawnRow& r = a->rows[i];
            const worlddata::SpawnRow& s = b->rows[i];
            CHECK(r.guid == s.guid);
            CHECK(r.wcid == s.wcid);
            CHECK(r.pos.cell == s.pos.cell);
            CHECK(r.pos.origin == s.pos.origin);
            CHECK(r.pos.angles == s.pos.angles);
            CHECK(r.link_child == s.link_child);
            CHECK(file_of(got, r.source.file) == file_of(whole, s.source.file));
            CHECK(r.source.line == s.source.line);
            needed.insert(r.wcid);
        }
        REQUIRE(a->links.size() == b->links.size());
        for (std::size_t i = 0; i < a->links.size(); ++i) {
            CHECK(a->links[i].parent == b->links[i].parent);
            CHECK(a->links[i].child == b->links[i].child);
        }
    }
    for (const auto& [id, lb] : got.landblocks)
        CHECK(ids.count(id) == 1); // nothing asked for is kept
    for (const std::uint32_t wcid : needed) {
        INFO("weenie " << wcid);
        const worlddata::Weenie* w = got.weenie(wcid);
        const worlddata::Weenie* v = whole.weenie(wcid);
        REQUIRE((w == nullptr) == (v == nullptr));
        if (w != nullptr) check_weenie(got, *w, whole, *v);
    }
}

} // namespace sweeplab::test
