#pragma once
// Helpers for the world-data tests: read a text as one file, and the usual fixture rows.
#include <cstdint>
#include <filesystem>
#include <string>

#include "tests/worlddata/writer/world_writer.h"
#include "worlddata/errors.h"
#include "worlddata/world_data.h"

namespace sweeplab::test {

// A folder of its own under the system's temporary folder, removed with it.
struct WorldTempDir {
    std::filesystem::path path;
    explicit WorldTempDir(const std::string& prefix) {
        path = std::filesystem::temp_directory_path() /
               (prefix + std::to_string(reinterpret_cast<std::uintptr_t>(this)));
        std::filesystem::remove_all(path);
        std::filesystem::create_directories(path);
    }
    ~WorldTempDir() { std::filesystem::remove_all(path); }
    WorldTempDir(const WorldTempDir&) = delete;
    WorldTempDir& operator=(const WorldTempDir&) = delete;
};

// Reads `text` as the file `name` (SQL, or GDLE JSON when the name ends .json).
inline worlddata::WorldData read_text(const std::string& text, const std::string& name = "t.sql",
                                      const worlddata::WorldLoadOptions& options = {}) {
    worlddata::WorldData data;
    worlddata::WorldDataBuilder b(data, options);
    b.begin_file(name);
    if (name.size() > 5 && name.substr(name.size() - 5) == ".json")
        worlddata::read_gdle_json(text, name, b);
    else
        worlddata::read_sql(text, name, b);
    return data;
}

// The error text reading `text` gives ("" when it reads).
inline std::string read_error(const std::string& text, const std::string& name = "t.sql") {
    try {
        (void)read_text(text, name);
    } catch (const std::exception& e) {
        return e.what();
    }
    return "";
}

inline std::vector<worldw::Spawn> door_and_npc() {
    worldw::Spawn door;
    door.guid = 0x7A9B4000u;
    door.wcid = 412;
    door.cell = 0xA9B40100u;
    door.origin = {84.102898f, 131.542007f, 66.0f};
    door.angles = glm::quat(-0.707107f, 0.0f, 0.0f, -0.707107f);
    door.comment = "Door";
    worldw::Spawn npc;
    npc.guid = 0x7A9B4001u;
    npc.wcid = 7001;
    npc.cell = 0xA9B4001Bu;
    npc.origin = {82.0f, 52.5f, 0.0f};
    npc.comment = "Town Crier";
    worldw::Spawn child = npc;
    child.guid = 0x7A9B4002u;
    child.wcid = 7002;
    child.link_child = true;
    child.origin = {90.0f, 52.5f, 0.0f};
    child.comment = "Guard";
    return {door, npc, child};
}

} // namespace sweeplab::test
