#include "physics/motion/motion_table.h"

namespace sweeplab::physics::motion {

namespace {

// add_motion @ 0x005224B0: the data's velocity and omega x speed replace the sequence's, its
// animations go on the end with their framerates x speed.
void add_motion(Sequence& sequence, const MotionData* data, float speed) {
    if (data == nullptr) return;
    sequence.set_velocity(data->velocity * speed);
    sequence.set_omega(data->omega * speed);
    for (const AnimRef& a : data->anims)
        sequence.append_animation(a, speed);
}

// combine_motion @ 0x00522580, subtract_motion @ 0x00522600.
void combine_motion(Sequence& sequence, const MotionData* data, float speed) {
    if (data != nullptr) sequence.combine_physics(data->velocity * speed, data->omega * speed);
}
void subtract_motion(Sequence& sequence, const MotionData* data, float speed) {
    if (data != nullptr) sequence.subtract_physics(data->velocity * speed, data->omega * speed);
}

// change_cycle_speed @ 0x00522290.
void change_cycle_speed(Sequence& sequence, float old_speed, float new_speed) {
    if (std::fabs(old_speed) <= 0.00019999999f) {
        if (std::fabs(new_speed) < 0.00019999999f)
            sequence.multiply_cyclic_animation_framerate(0.0f);
    } else {
        sequence.multiply_cyclic_animation_framerate(new_speed / old_speed);
    }
}

// same_sign @ 0x00522260: both negative or both not.
bool same_sign(float a, float b) {
    return (a < 0.0f) == (b < 0.0f);
}

// CMotionTable::is_allowed @ 0x005226C0.
bool is_allowed(const MotionTable& table, std::uint32_t motion, const MotionData* data,
                const MotionState& state) {
    if (data == nullptr) return false;
    if ((data->bitfield & 2u) != 0 && motion != state.substate) {
        std::uint32_t def = 0;
        if (!table.style_default(state.style, def)) return false;
        return def == state.substate;
    }
    return true;
}

const MotionData* find_in(const std::vector<std::pair<std::uint32_t, MotionData>>& list,
                          std::uint32_t key) {
    for (const auto& [k, m] : list)
        if (k == key) return &m;
    return nullptr;
}

// CMotionTable::re_modify @ 0x005222E0: each modifier taken off and done again.
void re_modify(const MotionTable& table, Sequence& sequence, MotionState& state) {
    int n = state.num_modifiers;
    while (n-- > 0 && state.num_modifiers > 0) {
        const MotionState::Modifier m = state.modifiers[0];
        state.remove_modifier(0);
        (void)get_object_sequence(table, m.motion, state, sequence, m.speed, false);
    }
}

} // namespace

const MotionData* MotionTable::cycle(std::uint32_t k) const {
    return find_in(cycles, k);
}

const MotionData* MotionTable::modifier(std::uint32_t k) const {
    return find_in(modifiers, k);
}

bool MotionTable::style_default(std::uint32_t style, std::uint32_t& substate) const {
    for (const auto& [s, d] : style_defaults)
        if (s == style) {
            substate = d;
            return true;
        }
    return false;
}

const std::vector<std::pair<std::uint32_t, MotionData>>*
MotionTable::links_from(std::uint32_t k) const {
    for (const MotionLinks& l : links)
        if (l.key == k) return &l.to;
    return nullptr;
}

bool MotionState::add_modifier(std::uint32_t motion, float speed) {
    for (int i = 0; i < num_modifiers; ++i)
        if (modifiers[static_cast<std::size_t>(i)].motion == motion) return false;
    add_modifier_no_check(motion, speed);
    return true;
}

void MotionState::add_modifier_no_check(std::uint32_t motion, float speed) {
    // Not retail (a list without bound): the oldest falls off a full list.
    const int n = num_modifiers < kMaxModifiers ? num_modifiers : kMaxModifiers - 1;
    for (int i = n; i > 0; --i)
        modifiers[static_cast<std::size_t>(i)] = modifiers[static_cast<std::size_t>(i - 1)];
    modifiers[0] = Modifier{motion, speed};
    num_modifiers = n + 1;
}

void MotionState::remove_modifier(int i) {
    for (int k = i; k + 1 < num_modifiers; ++k)
        modifiers[static_cast<std::size_t>(k)] = modifiers[static_cast<std::size_t>(k + 1)];
    --num_modifiers;
}

// CMotionTable::SetDefaultState (CMTable.c SetDefaultState)
void set_default_state(const MotionTable& table, MotionState& state, Sequence& sequence) {
    std::uint32_t def = 0;
    if (!table.style_default(table.default_style, def)) return;
    state.clear_modifiers();
    const MotionData* c = table.cycle(MotionTable::key(table.default_style, def));
    if (c == nullptr) return;
    state.style = table.default_style;
    state.substate = def;
    state.substate_mod = 1.0f;
    sequence.clear();
    add_motion(sequence, c, state.substate_mod);
}

const MotionData* get_link(const MotionTable& table, std::uint32_t style, std::uint32_t substate,
                           float substate_speed, std::uint32_t motion, float speed) {
    const std::uint32_t s16 = style << 16u;
    const bool backward = speed < 0.0f || substate_speed < 0.0f;
    const MotionData* found = nullptr;
    if (backward) {
        if (const auto* l = table.links_from(s16 | (motion & 0xFFFFFFu)))
            found = find_in(*l, substate);
    } else {
        if (const auto* l = table.links_from(s16 | (substate & 0xFFFFFFu)))
            found = find_in(*l, motion);
    }
    if (found != nullptr) return found;
    if (backward) {
        std::uint32_t def = 0;
        if (table.style_default(style, def))
            if (const auto* l = table.links_from(s16 | (substate & 0xFFFFFFu)))
                return find_in(*l, def);
    } else if (const auto* l = table.links_from(s16)) {
        return find_in(*l, motion);
    }
    return nullptr;
}

bool get_object_sequence(const MotionTable& table, std::uint32_t motion, MotionState& state,
                         Sequence& sequence, float speed, bool stop_modifiers) {
    if (state.style == 0 || state.substate == 0) return false;
    const std::uint32_t substate = state.substate;
    std::uint32_t new_substate = 0;
    (void)table.style_default(state.style, new_substate);
    if (motion == new_substate && !stop_modifiers && (substate & kModifierBit) != 0) return true;
    // Style changes (kStyleBit) are not ported: such a motion falls through to the branches
    // below, none of which takes it (docs/divergences.md).
    if ((motion & kSubstateBit) != 0) {
        const MotionData* cycle = table.cycle(MotionTable::key(state.style, motion));
        if (cycle == nullptr) cycle = table.cycle(MotionTable::key(table.default_style, motion));
        if (cycle != nullptr && is_allowed(table, motion, cycle, state)) {
            if (motion == substate && same_sign(speed, state.substate_mod) &&
                sequence.has_anims()) {
                change_cycle_speed(sequence, state.substate_mod, speed);
                subtract_motion(sequence, cycle, state.substate_mod);
                combine_motion(sequence, cycle, speed);
                state.substate_mod = speed;
                return true;
            }
            if ((cycle->bitfield & 1u) != 0) state.clear_modifiers();
            const MotionData* link =
                get_link(table, state.style, state.substate, state.substate_mod, motion, speed);
            const MotionData* link2 = nullptr;
            if (link == nullptr || !same_sign(speed, state.substate_mod)) {
                std::uint32_t def = 0;
                (void)table.style_default(state.style, def);
                link = get_link(table, state.style, state.substate, state.substate_mod, def, 1.0f);
                link2 = get_link(table, state.style, def, 1.0f, motion, speed);
            }
            sequence.clear_physics();
            sequence.remove_cyclic_anims();
            if (link2 != nullptr) {
                add_motion(sequence, link, state.substate_mod);
                add_motion(sequence, link2, speed);
            } else {
                add_motion(sequence, link,
                           state.substate_mod >= 0.0f || speed <= 0.0f ? speed : -speed);
            }
            add_motion(sequence, cycle, speed);
            if (state.substate != motion && (state.substate & kModifierBit) != 0) {
                std::uint32_t def = 0;
                (void)table.style_default(state.style, def);
                if (def != motion) state.add_modifier_no_check(state.substate, state.substate_mod);
            }
            state.substate_mod = speed;
            state.substate = motion;
            re_modify(table, sequence, state);
            return true;
        }
    }
    // Actions (kActionBit) are not ported.
    if ((motion & kModifierBit) != 0) {
        const std::uint32_t s16 = state.style << 16u;
        const MotionData* current = table.cycle(s16 | (substate & 0xFFFFFFu));
        if (current != nullptr && (current->bitfield & 1u) == 0) {
            const MotionData* mod = table.modifier(s16 | (motion & 0xFFFFFFu));
            if (mod == nullptr) mod = table.modifier(motion & 0xFFFFFFu);
            if (mod != nullptr) {
                if (state.add_modifier(motion, speed) ||
                    (stop_sequence_motion(table, motion, state, sequence),
                     state.add_modifier(motion, speed))) {
                    combine_motion(sequence, mod, speed);
                    return true;
                }
            }
        }
    }
    return false;
}

bool stop_sequence_motion(const MotionTable& table, std::uint32_t motion, MotionState& state,
                          Sequence& sequence) {
    if ((motion & kSubstateBit) != 0 && motion == state.substate) {
        std::uint32_t def = 0;
        (void)table.style_default(state.style, def);
        (void)get_object_sequence(table, def, state, sequence, 1.0f, true);
        return true;
    }
    if ((motion & kModifierBit) == 0) return false;
    for (int i = 0; i < state.num_modifiers; ++i) {
        const MotionState::Modifier m = state.modifiers[static_cast<std::size_t>(i)];
        if (m.motion != motion) continue;
        const MotionData* mod = table.modifier((state.style << 16u) | (motion & 0xFFFFFFu));
        if (mod == nullptr) mod = table.modifier(motion & 0xFFFFFFu);
        if (mod == nullptr) return false;
        subtract_motion(sequence, mod, m.speed);
        state.remove_modifier(i);
        return true;
    }
    return false;
}

} // namespace sweeplab::physics::motion
