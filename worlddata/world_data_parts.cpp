// The world data read on several threads (worlddata/world_data.h, load_world_data_in_parts):
// each file parsed alone into a part, the parts merged in file order. Merging gives what
// reading the files in turn gives, because the replace rule only looks across files:
// - a landblock a file names replaces an earlier file's rows for it (its part holds all of
//   this file's rows for it);
// - a class id a file begins (a weenie row) replaces an earlier file's weenie, unless one of
//   its property rows came first: read in turn, that row added to the earlier weenie and
//   the weenie row then reset it, which the part alone cannot tell. Such a file is read
//   again in turn onto the merged data (ACE's files put the weenie row first);
// - property rows alone add their fields to an earlier file's weenie.
// The first file in order that fails is the error thrown, as reading in turn would.
#include <algorithm>
#include <atomic>
#include <exception>
#include <thread>

#include "worlddata/world_data.h"

namespace sweeplab::worlddata {

namespace {

struct FilePart {
    WorldData data;
    std::unordered_map<std::uint32_t, WeenieNotes> notes;
    std::exception_ptr error;
};

bool has(std::uint16_t fields, WeenieField f) {
    return (fields & static_cast<std::uint16_t>(f)) != 0u;
}

// The fields a file's property rows set, onto an earlier file's weenie.
void add_fields(Weenie& to, const Weenie& from, std::uint16_t fields) {
    if (has(fields, WeenieField::Generator)) to.generator = from.generator;
    if (has(fields, WeenieField::PhysicsState)) to.physics_state = from.physics_state;
    if (has(fields, WeenieField::Ethereal)) to.ethereal = from.ethereal;
    if (has(fields, WeenieField::Open)) to.open = from.open;
    if (has(fields, WeenieField::DefaultScale)) to.default_scale = from.default_scale;
    if (has(fields, WeenieField::Name)) to.name = from.name;
    if (has(fields, WeenieField::Setup)) to.setup = from.setup;
    if (has(fields, WeenieField::Destination)) to.destination = from.destination;
    if (has(fields, WeenieField::MotionTable)) to.motion_table = from.motion_table;
    if (has(fields, WeenieField::VisualAwareness)) to.visual_awareness = from.visual_awareness;
    if (has(fields, WeenieField::HomeRadius)) to.home_radius = from.home_radius;
    if (has(fields, WeenieField::Attributes)) to.attributes = from.attributes;
    if (has(fields, WeenieField::RunSkill)) to.run_skill = from.run_skill;
}

// False (nothing merged) when the part cannot say what reading in turn gives.
bool merge(WorldData& into, FilePart& part) {
    for (const auto& [wcid, n] : part.notes)
        if (n.begun && n.property_first && into.weenies.count(wcid) != 0) return false;
    for (auto& [lb, spawns] : part.data.landblocks)
        into.landblocks[lb] = std::move(spawns);
    for (auto& [wcid, w] : part.data.weenies) {
        const auto it = into.weenies.find(wcid);
        if (it == into.weenies.end()) {
            into.weenies.emplace(wcid, std::move(w));
            continue;
        }
        const WeenieNotes& n = part.notes[wcid];
        if (n.begun)
            it->second = std::move(w);
        else
            add_fields(it->second, w, n.fields);
    }
    into.rows_read += part.data.rows_read;
    return true;
}

} // namespace

WorldData load_world_data_in_parts(const std::vector<std::string>& files,
                                   const WorldLoadOptions& options,
                                   std::vector<FileTouches>* touches, const FileReadFn* read,
                                   WorldData* onto) {
    WorldData data;
    if (onto != nullptr) data = std::move(*onto);
    const auto offset = static_cast<std::uint32_t>(data.files.size());
    data.files.insert(data.files.end(), files.begin(), files.end());
    auto read_file = [&](std::size_t k, WorldDataBuilder& b) {
        if (read != nullptr)
            (*read)(k, b);
        else
            read_world_file(files[k], b);
    };
    std::vector<FilePart> parts(files.size());
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t k = next.fetch_add(1); k < files.size(); k = next.fetch_add(1)) {
            FilePart& part = parts[k];
            try {
                WorldDataBuilder b(part.data, options);
                b.use_file(offset + static_cast<std::uint32_t>(k), &part.notes);
                b.note_touches(touches != nullptr ? &(*touches)[k] : nullptr);
                read_file(k, b);
            } catch (...) {
                part.error = std::current_exception();
            }
        }
    };
    const std::size_t n =
        std::min<std::size_t>(static_cast<std::size_t>(options.jobs), files.size());
    std::vector<std::thread> threads;
    for (std::size_t t = 1; t < n; ++t)
        threads.emplace_back(work);
    work();
    for (std::thread& t : threads)
        t.join();

    WorldDataBuilder again(data, options);
    for (std::size_t k = 0; k < parts.size(); ++k) {
        if (parts[k].error) std::rethrow_exception(parts[k].error);
        if (!merge(data, parts[k])) {
            again.use_file(offset + static_cast<std::uint32_t>(k));
            read_file(k, again);
        }
        parts[k] = FilePart{};
    }
    return data;
}

} // namespace sweeplab::worlddata
