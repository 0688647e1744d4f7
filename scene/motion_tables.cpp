#include "scene/motion_tables.h"

#include "dat/records/lookup.h"

namespace sweeplab::scene {

namespace {

using Table = physics::motion::MotionTable;
using Data = physics::motion::MotionData;

physics::Frame to_frame(const dat::DatFrame& f) {
    return physics::Frame{f.origin, f.orientation};
}

} // namespace

std::unique_ptr<physics::motion::MotionTable> to_physics_motion_table(
    const dat::MotionTableRecord& record,
    const std::function<std::optional<dat::AnimationRecord>(std::uint32_t)>& animation) {
    auto t = std::make_unique<Table>();
    t->id = record.id;
    t->default_style = record.default_style;
    t->style_defaults = record.style_defaults;
    std::map<std::uint32_t, const physics::motion::Animation*> loaded;
    const auto anim_of = [&](std::uint32_t id) -> const physics::motion::Animation* {
        if (auto it = loaded.find(id); it != loaded.end()) return it->second;
        const physics::motion::Animation* p = nullptr;
        if (const std::optional<dat::AnimationRecord> a = animation(id)) {
            auto out = std::make_unique<physics::motion::Animation>();
            out->id = a->id;
            out->num_frames = static_cast<std::uint32_t>(a->frames.size());
            for (const dat::DatFrame& f : a->pos_frames)
                out->pos_frames.push_back(to_frame(f));
            p = out.get();
            t->animations.push_back(std::move(out));
        }
        loaded.emplace(id, p);
        return p;
    };
    const auto convert = [&](const dat::MotionData& m) {
        Data d;
        d.bitfield = m.bitfield;
        d.velocity = m.velocity;
        d.omega = m.omega;
        for (const dat::AnimData& a : m.anims)
            d.anims.push_back(physics::motion::AnimRef{anim_of(a.anim_id), a.low_frame,
                                                       a.high_frame, a.framerate});
        return d;
    };
    for (const auto& [k, m] : record.cycles)
        t->cycles.emplace_back(k, convert(m));
    for (const auto& [k, m] : record.modifiers)
        t->modifiers.emplace_back(k, convert(m));
    for (const dat::MotionLinks& l : record.links) {
        physics::motion::MotionLinks out;
        out.key = l.key;
        for (const auto& [k, m] : l.to)
            out.to.emplace_back(k, convert(m));
        t->links.push_back(std::move(out));
    }
    return t;
}

std::shared_ptr<const physics::motion::MotionTable> MotionTableCache::get(std::uint32_t id) {
    if (auto it = tables_.find(id); it != tables_.end()) return it->second;
    const dat::DatFile& portal = *portal_;
    const auto record = dat::read_record<dat::MotionTableRecord>(portal, id);
    std::shared_ptr<const Table> t = to_physics_motion_table(
        record, [&portal](std::uint32_t anim) -> std::optional<dat::AnimationRecord> {
            if (!portal.contains(anim)) return std::nullopt;
            return dat::read_record<dat::AnimationRecord>(portal, anim);
        });
    tables_.emplace(id, t);
    return t;
}

} // namespace sweeplab::scene
