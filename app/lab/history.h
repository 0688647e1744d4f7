#pragma once
// The last seconds of the run, for the lab's plots: one sample per simulated frame.
#include <array>
#include <cstddef>

namespace sweeplab::app {

class FrameHistory {
  public:
    static constexpr std::size_t kFrames = 300; // 10 s at 30 Hz

    void clear() {
        count_ = 0;
        next_ = 0;
        last_frame_ = -1;
    }
    // Records a frame once (the window may draw the same frame many times while paused).
    void record(long frame, float speed, float height, float substeps) {
        if (frame == last_frame_) return;
        if (frame < last_frame_) clear(); // restarted or rewound
        last_frame_ = frame;
        speed_[next_] = speed;
        height_[next_] = height;
        substeps_[next_] = substeps;
        next_ = (next_ + 1) % kFrames;
        if (count_ < kFrames) ++count_;
    }
    [[nodiscard]] std::size_t count() const { return count_; }
    // Sample i in time order (0 = oldest kept).
    [[nodiscard]] float speed(std::size_t i) const { return speed_[slot(i)]; }
    [[nodiscard]] float height(std::size_t i) const { return height_[slot(i)]; }
    [[nodiscard]] float substeps(std::size_t i) const { return substeps_[slot(i)]; }

  private:
    [[nodiscard]] std::size_t slot(std::size_t i) const {
        return (next_ + kFrames - count_ + i) % kFrames;
    }
    std::array<float, kFrames> speed_{}, height_{}, substeps_{};
    std::size_t count_ = 0, next_ = 0;
    long last_frame_ = -1;
};

} // namespace sweeplab::app
