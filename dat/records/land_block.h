#pragma once
// LandBlock 0xXXYYFFFF (client_cell_1.dat): the 9 x 9 vertex grid of one 192 m landblock,
// a terrain word and a height index per vertex. Vertex (x, y) is index x * 9 + y, x running
// west to east and y south to north, 24 m apart. Layout: ACE FileTypes/CellLandblock.cs,
// DRW dats.xml LandBlock, retail CLandBlock::UnPack / CLandBlockStruct::UnPack.
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "dat/reader.h"

namespace sweeplab::dat {

struct LandBlockRecord {
    static constexpr int kSide = 9; // vertices per side
    static constexpr std::size_t kVertices = 81;

    std::uint32_t id = 0;     // 0xXXYYFFFF
    bool has_objects = false; // a LandBlockInfo 0xXXYYFFFE exists (stored as a u32)
    std::array<std::uint16_t, kVertices> terrain{};
    std::array<std::uint8_t, kVertices> height{}; // index into Region LandDefs::land_height_table

    [[nodiscard]] static constexpr std::size_t vertex_index(int x, int y) {
        return static_cast<std::size_t>(x * kSide + y);
    }
    // Terrain word: road bits 0-1, type bits 2-6, scenery bits 11-15 (ACE CellLandblock.cs).
    [[nodiscard]] static constexpr std::uint32_t road_of(std::uint16_t t) { return t & 0x3u; }
    [[nodiscard]] static constexpr std::uint32_t type_of(std::uint16_t t) {
        return (t & 0x7Cu) >> 2u;
    }
    [[nodiscard]] static constexpr std::uint32_t scenery_of(std::uint16_t t) {
        return (t & 0xF800u) >> 11u;
    }
    [[nodiscard]] std::uint32_t road(std::size_t vertex) const { return road_of(terrain[vertex]); }
    [[nodiscard]] std::uint32_t type(std::size_t vertex) const { return type_of(terrain[vertex]); }
    [[nodiscard]] std::uint32_t scenery(std::size_t vertex) const {
        return scenery_of(terrain[vertex]);
    }
    // The landblock 0xXXYY.
    [[nodiscard]] std::uint32_t landblock() const { return id >> 16u; }
};

// Reads the whole record (252 bytes); DatError on a wrong id, truncation or trailing bytes.
[[nodiscard]] LandBlockRecord parse_land_block(std::span<const std::byte> data,
                                               const RecordName& name);

} // namespace sweeplab::dat
