#pragma once
// Retail CSequence and AnimSequenceNode (docs/creatures.md, "Speed"): the animations a
// creature plays, in order (the links, then the cycle that repeats from first_cyclic), the
// velocity and omega its motion gives it, and each slice's offset: for every whole animation
// frame crossed, that frame's root motion and velocity x 1/framerate. Frame numbers are
// doubles as retail keeps them. Nodes live in a fixed array: a slice allocates nothing.
#include <array>
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/math/frame.h"
#include "physics/motion/motion_data.h"

namespace sweeplab::physics::motion {

// AnimSequenceNode.
struct AnimNode {
    const Animation* anim = nullptr;
    float framerate = 30.0f;
    std::int32_t low_frame = -1;
    std::int32_t high_frame = -1;

    // AnimSequenceNode::set_animation_id @ 0x00525D60's frame clamps.
    void set(const AnimRef& data, float speed);
    // AnimSequenceNode::get_starting_frame @ 0x00525C80, get_ending_frame @ 0x00525CB0.
    [[nodiscard]] double starting_frame() const;
    [[nodiscard]] double ending_frame() const;
    // AnimSequenceNode::get_pos_frame @ 0x00525C10: null outside the animation.
    [[nodiscard]] const Frame* pos_frame(std::int64_t frame) const;
    // AnimSequenceNode::multiply_framerate @ 0x00525BE0: a negative multiplier swaps the ends.
    void multiply_framerate(float multiplier);
};

// Retail Frame::combine @ 0x00525180, Frame::subtract1 @ 0x00535520, Frame::rotate @
// 0x004525B0 (through grotate @ 0x005357A0).
void frame_combine(Frame& f, const Frame& by);
void frame_subtract1(Frame& f, const Frame& by);
void frame_rotate(Frame& f, const glm::vec3& local_w);

class Sequence {
  public:
    static constexpr int kMaxNodes = 32;

    // CSequence::set_velocity @ 0x00524880, set_omega @ 0x005248A0, combine_physics,
    // subtract_physics, clear_physics @ 0x00524970.
    void set_velocity(const glm::vec3& v) { velocity_ = v; }
    void set_omega(const glm::vec3& w) { omega_ = w; }
    void combine_physics(const glm::vec3& v, const glm::vec3& w);
    void subtract_physics(const glm::vec3& v, const glm::vec3& w);
    void clear_physics();
    // CSequence::append_animation @ 0x00524F20 (the AnimData scaled by `speed`: only its
    // framerate, operator* @ 0x00525D00). A node without an animation is dropped.
    void append_animation(const AnimRef& data, float speed);
    // CSequence::remove_cyclic_anims @ 0x00524DC0.
    void remove_cyclic_anims();
    // CSequence::multiply_cyclic_animation_fr @ 0x00524940.
    void multiply_cyclic_animation_framerate(float multiplier);
    // CSequence::has_anims @ 0x00524BD0.
    [[nodiscard]] bool has_anims() const { return count_ > 0; }
    // CSequence::clear: no animations, no physics.
    void clear();

    // CSequence::update @ 0x005259D0: `offset` (null: only the animation advances) gets the
    // slice's root motion and velocity.
    void update(double quantum, Frame* offset);

    [[nodiscard]] const glm::vec3& velocity() const { return velocity_; }
    [[nodiscard]] const glm::vec3& omega() const { return omega_; }
    [[nodiscard]] int node_count() const { return count_; }
    [[nodiscard]] int current() const { return curr_; }
    [[nodiscard]] int first_cyclic() const { return first_cyclic_; }
    [[nodiscard]] double frame_number() const { return frame_number_; }
    [[nodiscard]] const AnimNode& node(int i) const { return nodes_[static_cast<std::size_t>(i)]; }
    // Not retail: link animations still to play before the cycle (what the movement code
    // asks as motions_pending).
    [[nodiscard]] bool links_pending() const { return curr_ >= 0 && curr_ < first_cyclic_; }

  private:
    // CSequence::update_internal @ 0x005255D0, advance_to_next_animation @ 0x005252B0,
    // apply_physics @ 0x00524AB0, apricot @ 0x00524B40.
    void update_internal(double quantum, Frame* offset);
    void advance_to_next_animation(double quantum, Frame* offset);
    void apply_physics(Frame& f, double quantum, double sign) const;
    void apricot();
    void erase(int i);

    std::array<AnimNode, kMaxNodes> nodes_{};
    int count_ = 0;
    int curr_ = -1;
    int first_cyclic_ = -1;
    double frame_number_ = 0.0;
    glm::vec3 velocity_{0.0f};
    glm::vec3 omega_{0.0f};
};

} // namespace sweeplab::physics::motion
