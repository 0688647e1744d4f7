#include "worlddata/world_data.h"

#include <algorithm>
#include <filesystem>

#include "worlddata/errors.h"
#include "worlddata/mapped_file.h"

namespace sweeplab::worlddata {

namespace fs = std::filesystem;

const Weenie* WorldData::weenie(std::uint32_t wcid) const {
    const auto it = weenies.find(wcid);
    return it == weenies.end() ? nullptr : &it->second;
}

const LandblockSpawns* WorldData::landblock(std::uint32_t id) const {
    const auto it = landblocks.find(id);
    return it == landblocks.end() ? nullptr : &it->second;
}

std::size_t WorldData::row_count() const {
    std::size_t n = 0;
    for (const auto& [id, lb] : landblocks)
        n += lb.rows.size();
    return n;
}

std::uint32_t WorldDataBuilder::begin_file(const std::string& name) {
    data_.files.push_back(name);
    file_ = static_cast<std::uint32_t>(data_.files.size() - 1);
    return file_;
}

void WorldDataBuilder::touch_landblock(std::uint32_t landblock) {
    auto [it, fresh] = data_.landblocks.try_emplace(landblock);
    LandblockSpawns& lb = it->second;
    if (fresh) {
        lb.landblock = landblock;
        lb.file = file_;
    } else if (lb.file != file_) {
        // A later file names this landblock: its rows replace the earlier file's.
        lb.rows.clear();
        lb.links.clear();
        lb.file = file_;
    }
}

void WorldDataBuilder::add_spawn(std::uint32_t landblock, const SpawnRow& row) {
    touch_landblock(landblock);
    data_.landblocks[landblock].rows.push_back(row);
}

void WorldDataBuilder::add_link(std::uint32_t landblock, const SpawnLink& link) {
    touch_landblock(landblock);
    data_.landblocks[landblock].links.push_back(link);
}

void FileTouches::sort() {
    for (std::vector<std::uint32_t>* v : {&landblocks, &weenies}) {
        std::sort(v->begin(), v->end());
        v->erase(std::unique(v->begin(), v->end()), v->end());
    }
}

Weenie& WorldDataBuilder::new_weenie(std::uint32_t wcid) {
    note_weenie(wcid);
    if (notes_ != nullptr) (*notes_)[wcid].begun = true;
    auto [it, fresh] = data_.weenies.try_emplace(wcid);
    Weenie& w = it->second;
    if (fresh || w.file != file_) {
        w = Weenie{};
        w.wcid = wcid;
        w.file = file_;
    }
    return w;
}

Weenie& WorldDataBuilder::weenie_for_property(std::uint32_t wcid, WeenieField field) {
    note_weenie(wcid);
    if (notes_ != nullptr) {
        WeenieNotes& n = (*notes_)[wcid];
        if (!n.begun) n.property_first = true;
        n.fields = static_cast<std::uint16_t>(n.fields | static_cast<std::uint16_t>(field));
    }
    auto [it, fresh] = data_.weenies.try_emplace(wcid);
    if (fresh) {
        it->second.wcid = wcid;
        it->second.file = file_;
    }
    return it->second;
}

namespace {

bool is_world_file(const fs::path& p) {
    std::string ext = p.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return ext == ".sql" || ext == ".json";
}

bool is_json(const std::string& file) {
    std::string ext = fs::path(file).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return ext == ".json";
}

} // namespace

std::vector<std::string> world_data_files(const std::vector<std::string>& paths) {
    std::vector<std::string> out;
    for (const std::string& p : paths) {
        std::error_code ec;
        if (fs::is_directory(p, ec)) {
            std::vector<std::string> found;
            for (fs::recursive_directory_iterator it(p, ec), end; !ec && it != end;
                 it.increment(ec)) {
                if (it->is_regular_file(ec) && is_world_file(it->path()))
                    found.push_back(it->path().string());
            }
            if (ec) throw WorldDataError(p, 1, 1, "cannot list the folder: " + ec.message());
            std::sort(found.begin(), found.end());
            out.insert(out.end(), found.begin(), found.end());
        } else if (fs::exists(p, ec)) {
            out.push_back(p);
        } else {
            throw WorldDataError(p, 1, 1, "no such file or folder");
        }
    }
    return out;
}

void read_world_file(const std::string& file, WorldDataBuilder& builder) {
    const MappedFile mapped(file);
    if (is_json(file))
        read_gdle_json(mapped.text(), file, builder);
    else
        read_sql(mapped.text(), file, builder);
}

} // namespace sweeplab::worlddata
