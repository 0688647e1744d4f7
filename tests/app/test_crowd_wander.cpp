// The crowd panel's creatures: 50 wandering creatures, each moved by its
// own mover through the same transitions, never overlap each other or the avatar by more
// than 1 cm and never go NaN; adding and removing works.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "sim/lab_controller.h"

using sweeplab::app::FrameInput;
using sweeplab::app::LabController;

namespace {

std::string scene_path(const char* name) {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/" + name + ".json";
}

bool finite(const glm::vec3& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

} // namespace

TEST_CASE("50 wandering creatures never overlap each other or the avatar", "[crowd]") {
    LabController lab(scene_path("portal-platform"));
    const FrameInput keys;
    const glm::vec3 start = lab.output().position;
    // A 7 m disc beside the avatar's start (clear of the platform), the avatar inside it.
    const glm::vec3 centre = start + glm::vec3(-8.0f, -8.0f, 0.0f);
    REQUIRE(lab.add_creatures(50, centre, 7.0f, 0.45f, 2024) == 50);
    CHECK(lab.crowd().size() == 50);
    lab.set_wander(true);
    FrameInput walk;
    walk.forward = 1.0f;
    walk.turn = 20.0f;
    float worst = 0.0f;
    float moved = 0.0f;
    std::vector<glm::vec3> before;
    for (const auto& c : lab.crowd().creatures())
        before.push_back(c.position);
    for (int f = 0; f < 300; ++f) {
        lab.source = sweeplab::app::InputSource::Keyboard;
        lab.step_frame(f < 150 ? keys : walk);
        const auto creatures = lab.crowd().creatures();
        std::array<sweeplab::physics::Sphere, 2> body{};
        const std::uint32_t nb = lab.sim().player().global_spheres(body);
        for (std::size_t i = 0; i < creatures.size(); ++i) {
            const auto& a = creatures[i];
            REQUIRE(finite(a.position));
            const glm::vec3 ca = a.position + glm::vec3(0.0f, 0.0f, a.radius);
            for (std::size_t j = i + 1; j < creatures.size(); ++j) {
                const auto& b = creatures[j];
                const glm::vec3 cb = b.position + glm::vec3(0.0f, 0.0f, b.radius);
                worst = std::max(worst, a.radius + b.radius - glm::length(ca - cb));
            }
            for (std::uint32_t k = 0; k < nb; ++k)
                worst =
                    std::max(worst, a.radius + body[k].radius - glm::length(ca - body[k].center));
        }
        REQUIRE(finite(lab.output().position));
    }
    for (std::size_t i = 0; i < before.size(); ++i)
        moved = std::max(moved, glm::length(lab.crowd().creatures()[i].position - before[i]));
    INFO("worst overlap " << worst << " m, farthest creature walk " << moved << " m");
    CHECK(worst <= 0.01f);
    CHECK(moved > 1.0f); // they do wander
    CHECK(lab.output().penetration <= 0.01f);
}

TEST_CASE("creatures are added, removed and collided with", "[crowd]") {
    LabController lab(scene_path("portal-platform"));
    const glm::vec3 start = lab.output().position;
    const float yaw = lab.sim().player().yaw();
    // Straight ahead of the avatar, 2 m off.
    const glm::vec3 ahead = start + 2.0f * glm::vec3(-std::sin(yaw), std::cos(yaw), 0.0f);
    const std::uint32_t id = lab.add_creature(ahead, 0.5f);
    CHECK(lab.crowd().size() == 1);
    CHECK(lab.sim().world().objects().find(id) != nullptr);
    CHECK(lab.sim().world().objects().find(lab.sim().player().config().id) != nullptr);
    lab.source = sweeplab::app::InputSource::Keyboard;
    FrameInput walk;
    walk.forward = 1.0f;
    bool hit = false;
    for (int f = 0; f < 45; ++f) {
        lab.step_frame(walk);
        for (std::uint32_t c : lab.output().collisions)
            hit |= c == id;
    }
    CHECK(hit);
    REQUIRE(lab.remove_creature(id));
    CHECK_FALSE(lab.remove_creature(id));
    CHECK(lab.crowd().size() == 0);
    CHECK(lab.sim().world().objects().find(id) == nullptr);
    CHECK_FALSE(lab.crowd().creatures()[0].present);
}
