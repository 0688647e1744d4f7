// Portal Destinations judged for the retail human (spawns/spawn_destination.h).
#include "spawns/spawn_destination.h"

#include <cmath>
#include <cstdio>

#include <glm/geometric.hpp>

#include "physics/world/mover.h"
#include "scene/location.h"
#include "scene/scene.h"
#include "spawns/spawn_judge.h"
#include "spawns/spawn_shape.h"

namespace sweeplab::spawns {

namespace {

// How many Destination places a judge keeps built (portals of a town share a few).
constexpr std::size_t kCachedPlaces = 6;

std::string hex8(std::uint32_t v) {
    char b[16];
    std::snprintf(b, sizeof b, "0x%08X", v);
    return b;
}

std::string metres(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%.3f m", v);
    return b;
}

std::string position_fix_sql(std::uint32_t wcid, const SpawnPos& saved, const SpawnPos& to) {
    const std::string set = changed_columns(saved, to);
    if (set.empty()) return "";
    return "UPDATE `weenie_properties_position` SET " + set +
           " WHERE `object_Id` = " + std::to_string(wcid) + " AND `position_Type` = 2;";
}

} // namespace

physics::PlacementObject retail_human() {
    physics::PlacementObject h;
    const physics::MoverConfig player = physics::MoverConfig::player();
    h.desc.id = player.id;
    h.desc.state = player.state;
    h.desc.step_up_height = player.step_up_height;
    h.desc.step_down_height = player.step_down_height;
    h.desc.has_weenie = true;
    h.desc.is_player = true;
    h.desc.is_creature = true;
    for (const scene::BodySphere& s : scene::default_human_spheres())
        h.spheres.push_back(physics::Sphere{s.center, s.radius});
    return h;
}

DestinationJudge::DestinationJudge(const dat::DatFolder& folder,
                                   std::shared_ptr<const worlddata::WorldData> data,
                                   physics::Reading reading)
    : folder_(folder), data_(std::move(data)), reading_(reading) {}

const scene::DatWorld& DestinationJudge::place(std::uint32_t lb) {
    if (auto it = places_.find(lb); it != places_.end()) return *it->second;
    if (order_.size() >= kCachedPlaces) {
        places_.erase(order_.front());
        order_.pop_front();
    }
    scene::DatWorldRequest req;
    req.landblocks = {lb};
    req.radius = 1;
    req.world_data = data_;
    req.spawn_reading = reading_;
    req.spawn_landblocks = {lb};
    auto built = std::make_unique<scene::DatWorld>(scene::build_dat_world(folder_, req));
    order_.push_back(lb);
    return *(places_[lb] = std::move(built));
}

std::optional<SpawnLine> DestinationJudge::judge(const worlddata::Weenie& w, const SpawnLine& row) {
    const worlddata::WorldPosition& d = *w.destination;
    SpawnLine l = row;
    l.kind = SpawnKind::Destination;
    l.saved = SpawnPos{d.cell, d.origin, d.angles};
    l.teleloc = teleloc_text(l.saved);
    const std::uint32_t lb = d.cell >> 16u;
    auto dropped = [&](const std::string& why) {
        l.detail = "dropped: the player is not placed at its Destination: " + why;
        return std::optional<SpawnLine>(l);
    };
    if ((lb >> 8u) > 0xFEu || (lb & 0xFFu) > 0xFEu)
        return dropped("its cell " + hex8(d.cell) + " is off the map");
    if (!folder_.cell.contains((lb << 16u) | 0xFFFFu))
        return dropped("landblock " + hex8(lb << 16u).substr(0, 6) + " is not in " +
                       folder_.cell.file_name());
    const scene::DatWorld& p = place(lb);
    const physics::World& world = *p.world;
    const scene::WorldFrame frame{p.desc.origin_landblock};

    physics::Position pos;
    glm::quat q = d.angles;
    if (!(glm::length(q) > 1e-6f) || !std::isfinite(glm::length(q))) q = glm::quat(1, 0, 0, 0);
    pos.frame = physics::Frame{d.origin, glm::normalize(q)};
    const std::uint32_t low = d.cell & 0xFFFFu;
    if (low < 0x100u) {
        const physics::LandCell* land = world.land_cell_at(d.origin.x, d.origin.y);
        pos.objcell_id = land != nullptr ? land->id : 0u;
    } else {
        pos.objcell_id = world.internal_cell_id(d.cell);
    }
    if (pos.objcell_id == 0) return dropped("its cell " + hex8(d.cell) + " is not in the DATs");
    physics::EnterWorld enter(world);
    const physics::EnterWorldResult r = enter.enter_world(retail_human(), pos, reading_);
    if (!r.entered()) {
        if (r.lost_cell) return dropped("no cell holds it");
        return dropped("no valid position within placement's 4 m rings");
    }
    const std::uint32_t placed_cell = physics::is_indoor_cell(r.pos.objcell_id)
                                          ? world.external_cell_id(r.pos.objcell_id)
                                          : r.pos.objcell_id;
    l.placed = spawn_pos_of(frame, r.pos.frame, placed_cell);
    const float moved = glm::length(r.pos.frame.origin - pos.frame.origin);
    const std::uint32_t adjusted = r.adjusted_cell == 0 ? 0u
                                   : physics::is_indoor_cell(r.adjusted_cell)
                                       ? world.external_cell_id(r.adjusted_cell)
                                       : r.adjusted_cell;
    float ground = 0.0f;
    if (moved > kMovedLimit) {
        l.cell = placed_cell;
        l.figure = moved;
        l.detail = "moved: placement moves the player " + metres(moved) + " from the Destination";
        l.fix = position_fix_sql(w.wcid, l.saved, *l.placed);
        return l;
    }
    if (low != 0 && adjusted != 0 && adjusted != d.cell) {
        l.cell = adjusted;
        l.detail = "wrong_cell: names cell " + hex8(d.cell) + "; retail's cell search gives " +
                   hex8(adjusted);
        SpawnPos to = l.saved;
        to.cell = adjusted;
        to.origin = spawn_pos_of(frame, pos.frame, adjusted).origin;
        l.fix = position_fix_sql(w.wcid, l.saved, to);
        return l;
    }
    if ((placed_cell & 0xFFFFu) < 0x100u &&
        world.rest_height(r.pos.frame.origin.x, r.pos.frame.origin.y, ground) &&
        r.pos.frame.origin.z < ground - kUnderGroundLimit) {
        l.figure = ground - r.pos.frame.origin.z;
        l.detail = "under_ground: the player's feet are " + metres(*l.figure) + " under " +
                   rest_surface_words(world, r.pos.frame.origin);
        SpawnPos to = *l.placed;
        to.origin.z = ground - frame.landblock_offset(placed_cell >> 16u).z;
        l.fix = position_fix_sql(w.wcid, l.saved, to);
        return l;
    }
    return std::nullopt;
}

} // namespace sweeplab::spawns
