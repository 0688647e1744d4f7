#include "physics/motion/sequence.h"

#include <cmath>

#include <glm/geometric.hpp>

namespace sweeplab::physics::motion {

namespace {

// The retail literal 0.00019999999, compared in double.
constexpr double kEps = 0.00019999999;

// Frame::set_rotate @ 0x00535080: the quaternion normalised, the old one kept when the new
// one is not a rotation.
void set_rotate(Frame& f, const glm::quat& q) {
    const float len = glm::length(q);
    if (!(len > 0.0f) || !std::isfinite(len)) return;
    f.orientation = q / len;
}

} // namespace

void frame_combine(Frame& f, const Frame& by) {
    const glm::vec3 origin = f.origin + f.orientation * by.origin;
    const glm::quat q = f.orientation * by.orientation;
    f.origin = origin;
    set_rotate(f, q);
}

void frame_subtract1(Frame& f, const Frame& by) {
    set_rotate(f, f.orientation * glm::conjugate(by.orientation));
    f.origin -= f.orientation * by.origin;
}

void frame_rotate(Frame& f, const glm::vec3& local_w) {
    const glm::vec3 w = f.orientation * local_w;
    const float len2 = glm::dot(w, w);
    if (len2 < 0.0002f * 0.0002f) return;
    const float len = std::sqrt(len2);
    set_rotate(f, glm::angleAxis(len, w / len) * f.orientation);
}

// AnimSequenceNode::AnimSequenceNode(AnimData) then set_animation_id @ 0x00525D60.
void AnimNode::set(const AnimRef& data, float speed) {
    anim = data.anim;
    framerate = data.framerate * speed; // operator*(AnimData, float) @ 0x00525D00
    low_frame = data.low_frame;
    high_frame = data.high_frame;
    if (anim == nullptr) return;
    const std::uint32_t n = anim->num_frames;
    if (high_frame < 0) high_frame = static_cast<std::int32_t>(n) - 1;
    // Unsigned comparisons, as retail's: a negative low frame clamps to the last frame.
    if (static_cast<std::uint32_t>(low_frame) >= n) low_frame = static_cast<std::int32_t>(n) - 1;
    if (static_cast<std::uint32_t>(high_frame) >= n) high_frame = static_cast<std::int32_t>(n) - 1;
    if (low_frame > high_frame) high_frame = low_frame;
}

double AnimNode::starting_frame() const {
    if (framerate < 0.0f) return static_cast<double>(high_frame + 1) - kEps;
    return static_cast<double>(low_frame);
}

double AnimNode::ending_frame() const {
    if (framerate < 0.0f) return static_cast<double>(low_frame);
    return static_cast<double>(high_frame + 1) - kEps;
}

const Frame* AnimNode::pos_frame(std::int64_t frame) const {
    if (anim == nullptr || frame < 0 || frame >= static_cast<std::int64_t>(anim->num_frames) ||
        anim->pos_frames.empty())
        return nullptr;
    return &anim->pos_frames[static_cast<std::size_t>(frame)];
}

void AnimNode::multiply_framerate(float multiplier) {
    if (multiplier < 0.0f) std::swap(low_frame, high_frame);
    framerate *= multiplier;
}

// CSequence::combine_physics
void Sequence::combine_physics(const glm::vec3& v, const glm::vec3& w) {
    velocity_ += v;
    omega_ += w;
}

// CSequence::subtract_physics
void Sequence::subtract_physics(const glm::vec3& v, const glm::vec3& w) {
    velocity_ -= v;
    omega_ -= w;
}

void Sequence::clear_physics() {
    velocity_ = glm::vec3(0.0f);
    omega_ = glm::vec3(0.0f);
}

void Sequence::clear() {
    count_ = 0;
    curr_ = -1;
    first_cyclic_ = -1;
    frame_number_ = 0.0;
    clear_physics();
}

void Sequence::append_animation(const AnimRef& data, float speed) {
    AnimNode n;
    n.set(data, speed);
    if (n.anim == nullptr) return; // AnimSequenceNode::has_anim
    // Not retail (its list grows without bound): a full list drops the oldest link first.
    if (count_ == kMaxNodes) {
        if (curr_ == 0) return;
        erase(0);
    }
    nodes_[static_cast<std::size_t>(count_)] = n;
    first_cyclic_ = count_; // the tail
    ++count_;
    if (curr_ < 0) {
        curr_ = 0;
        frame_number_ = nodes_[0].starting_frame();
    }
}

void Sequence::erase(int i) {
    for (int k = i; k + 1 < count_; ++k)
        nodes_[static_cast<std::size_t>(k)] = nodes_[static_cast<std::size_t>(k + 1)];
    --count_;
    if (curr_ > i) --curr_;
    if (first_cyclic_ > i) --first_cyclic_;
}

void Sequence::remove_cyclic_anims() {
    if (first_cyclic_ >= 0) {
        while (count_ > first_cyclic_) {
            if (curr_ >= first_cyclic_) {
                // The current node goes: back to the one before the cycle, at its end.
                curr_ = first_cyclic_ - 1;
                frame_number_ =
                    curr_ >= 0 ? nodes_[static_cast<std::size_t>(curr_)].ending_frame() : 0.0;
            }
            --count_;
        }
    }
    first_cyclic_ = count_ > 0 ? count_ - 1 : -1;
}

void Sequence::multiply_cyclic_animation_framerate(float multiplier) {
    if (first_cyclic_ < 0) return;
    for (int i = first_cyclic_; i < count_; ++i)
        nodes_[static_cast<std::size_t>(i)].multiply_framerate(multiplier);
}

void Sequence::apply_physics(Frame& f, double quantum, double sign) const {
    double t = std::fabs(quantum);
    if (sign < 0.0) t = -t;
    const auto tf = static_cast<float>(t);
    f.origin += velocity_ * tf;
    frame_rotate(f, omega_ * tf);
}

void Sequence::apricot() {
    // The nodes before the current one and before the cycle are done with.
    while (count_ > 0 && curr_ != 0 && first_cyclic_ != 0)
        erase(0);
}

void Sequence::update(double quantum, Frame* offset) {
    if (count_ > 0) {
        update_internal(quantum, offset);
        apricot();
    } else if (offset != nullptr) {
        apply_physics(*offset, quantum, quantum);
    }
}

void Sequence::update_internal(double quantum, Frame* offset) {
    // Not retail: retail loops until the time is spent; a node list of zero-length nodes at
    // an absurd framerate is stopped after this many advances.
    for (int guard = 0; guard < 4 * kMaxNodes + 64; ++guard) {
        if (curr_ < 0) return;
        const AnimNode& node = nodes_[static_cast<std::size_t>(curr_)];
        const double framerate = node.framerate;
        const double frame_quantum = framerate * quantum;
        bool advance = false;
        auto last = static_cast<std::int64_t>(std::floor(frame_number_));
        double time_left = 0.0;
        frame_number_ += frame_quantum;
        if (frame_quantum > 0.0) {
            if (static_cast<double>(node.high_frame) < std::floor(frame_number_)) {
                double over = frame_number_ - static_cast<double>(node.high_frame) - 1.0;
                if (over < 0.0) over = 0.0;
                time_left = std::fabs(framerate) <= kEps ? 0.0 : over / framerate;
                advance = true;
                frame_number_ = static_cast<double>(node.high_frame);
            }
            for (; std::floor(frame_number_) > static_cast<double>(last); ++last) {
                if (offset != nullptr) {
                    if (const Frame* pf = node.pos_frame(last)) frame_combine(*offset, *pf);
                    if (std::fabs(framerate) > kEps)
                        apply_physics(*offset, 1.0 / framerate, quantum);
                }
            }
        } else if (frame_quantum < 0.0) {
            if (static_cast<double>(node.low_frame) > std::floor(frame_number_)) {
                double over = frame_number_ - static_cast<double>(node.low_frame);
                if (over > 0.0) over = 0.0;
                time_left = std::fabs(framerate) <= kEps ? 0.0 : over / framerate;
                advance = true;
                frame_number_ = static_cast<double>(node.low_frame);
            }
            for (; std::floor(frame_number_) < static_cast<double>(last); --last) {
                if (offset != nullptr) {
                    if (const Frame* pf = node.pos_frame(last)) frame_subtract1(*offset, *pf);
                    if (std::fabs(framerate) > kEps)
                        apply_physics(*offset, 1.0 / framerate, quantum);
                }
            }
        } else {
            if (offset != nullptr && std::fabs(quantum) > kEps)
                apply_physics(*offset, quantum, quantum);
            return;
        }
        if (!advance) return;
        advance_to_next_animation(quantum, offset);
        quantum = time_left;
    }
}

void Sequence::advance_to_next_animation(double quantum, Frame* offset) {
    const auto leave = [&](const AnimNode& n, bool subtract) {
        if (offset == nullptr) return;
        if (const Frame* pf = n.pos_frame(static_cast<std::int64_t>(std::floor(frame_number_)))) {
            if (subtract)
                frame_subtract1(*offset, *pf);
            else
                frame_combine(*offset, *pf);
        }
        if (std::fabs(n.framerate) > kEps) apply_physics(*offset, 1.0 / n.framerate, quantum);
    };
    if (quantum < 0.0) {
        if (nodes_[static_cast<std::size_t>(curr_)].framerate >= 0.0f)
            leave(nodes_[static_cast<std::size_t>(curr_)], true);
        curr_ = curr_ > 0 ? curr_ - 1 : count_ - 1; // wraps to the tail
        const AnimNode& n = nodes_[static_cast<std::size_t>(curr_)];
        frame_number_ = n.ending_frame();
        if (n.framerate < 0.0f) leave(n, false);
    } else {
        if (nodes_[static_cast<std::size_t>(curr_)].framerate < 0.0f)
            leave(nodes_[static_cast<std::size_t>(curr_)], true);
        curr_ = curr_ + 1 < count_ ? curr_ + 1 : first_cyclic_; // wraps to the cycle
        if (curr_ < 0) return;
        const AnimNode& n = nodes_[static_cast<std::size_t>(curr_)];
        frame_number_ = n.starting_frame();
        if (n.framerate > 0.0f) leave(n, false);
    }
}

} // namespace sweeplab::physics::motion
