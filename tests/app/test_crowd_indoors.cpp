// Crowd-panel creatures indoors: a creature added at run time inside the
// cottage is filed into the room's shadow list (retail re-shadows a moving object into the
// cells its spheres reach), so the avatar walking into it collides with it instead of
// walking through; wandering creatures follow their cells, and rewind restores the filing.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "sim/lab_controller.h"

using sweeplab::app::FrameInput;
using sweeplab::app::LabController;

namespace {

std::string cottage() {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/cottage.json";
}

bool listed(const sweeplab::physics::World& w, std::uint32_t external_cell, std::uint32_t index) {
    const auto* c = w.env_cell(w.internal_cell_id(external_cell));
    return c != nullptr &&
           std::find(c->objects.begin(), c->objects.end(), index) != c->objects.end();
}

std::uint32_t registry_index(const sweeplab::physics::World& w, std::uint32_t id) {
    return static_cast<std::uint32_t>(w.objects().index_of(id));
}

} // namespace

TEST_CASE("the avatar collides with a creature the crowd panel put inside the cottage",
          "[crowd][indoor]") {
    LabController lab(cottage());
    const FrameInput keys;
    lab.step_frame(keys);
    REQUIRE(lab.output().cell == 0x0100u); // room A
    // On the script's first walk: the avatar heads +X from (11, 1.4) across room A.
    const glm::vec3 feet(12.8f, 1.4f, 0.0f);
    const std::uint32_t id = lab.add_creature(feet, 0.5f, 1);
    const sweeplab::physics::World& w = lab.sim().world();
    const std::uint32_t index = registry_index(w, id);
    CHECK(listed(w, 0x0100, index));
    CHECK_FALSE(listed(w, 0x0101, index));
    const glm::vec3 at = lab.crowd().mover(id)->position().frame.origin;
    CHECK(glm::length(glm::vec2(at) - glm::vec2(feet)) < 0.05f);

    bool hit = false;
    float deepest = 0.0f;
    float closest = 1e9f;
    for (int f = 0; f < 60; ++f) {
        lab.step_frame(keys);
        const auto& c = lab.output().collisions;
        hit |= std::find(c.begin(), c.end(), id) != c.end();
        deepest = std::max(deepest, lab.output().penetration);
        closest = std::min(closest, glm::length(glm::vec2(lab.output().position) - glm::vec2(at)));
    }
    CHECK(hit);
    CHECK(deepest <= 0.01f);
    // The avatar's body spheres (0.48 m here) stay outside the creature's 0.5 m sphere.
    const float body = lab.sim().player().config().spheres[0].radius;
    CHECK(closest >= 0.5f + body - 0.02f);
    // It did not get past: it is still in room A, short of the creature.
    CHECK(lab.output().position.x < at.x);
}

TEST_CASE("a creature in a doorway is in both rooms - removing it takes it out of both",
          "[crowd][indoor]") {
    LabController lab(cottage());
    const FrameInput keys;
    lab.step_frame(keys);
    // Walk room A to B through the doorway and note where the seam is: the first frame in B.
    glm::vec3 seam{0.0f};
    for (int f = 0; f < 200 && seam == glm::vec3(0.0f); ++f) {
        const glm::vec3 before = lab.output().position;
        lab.step_frame(keys);
        if (lab.output().cell == 0x0101u) seam = 0.5f * (before + lab.output().position);
    }
    REQUIRE(seam != glm::vec3(0.0f));
    lab.restart();
    lab.step_frame(keys);
    const sweeplab::physics::World& w2 = lab.sim().world();
    const std::uint32_t id = lab.add_creature(seam, 0.45f, 1);
    const std::uint32_t index = registry_index(w2, id);
    CHECK(listed(w2, 0x0100, index));
    CHECK(listed(w2, 0x0101, index));
    CHECK(lab.remove_creature(id));
    CHECK_FALSE(listed(w2, 0x0100, index));
    CHECK_FALSE(listed(w2, 0x0101, index));
}

TEST_CASE("wandering creatures indoors: filed where they are, rewind restores the filing",
          "[crowd][indoor][rewind]") {
    LabController lab(cottage());
    const FrameInput keys;
    lab.step_frame(keys);
    REQUIRE(lab.add_creatures(6, glm::vec3(12.0f, 2.5f, 0.0f), 1.5f, 0.3f, 5) == 6);
    lab.set_wander(true);
    const sweeplab::physics::World& w = lab.sim().world();
    // Each present creature is listed in exactly the indoor cells World says it is filed in,
    // and in its own cell when that is indoors.
    auto consistent = [&] {
        for (const auto& c : lab.crowd().creatures()) {
            if (!c.present) continue;
            const std::uint32_t index = registry_index(w, c.id);
            const auto cells = w.dynamic_object_cells(index);
            for (const auto& cell : w.env_cells()) {
                const bool in_list = std::find(cell.objects.begin(), cell.objects.end(), index) !=
                                     cell.objects.end();
                const bool filed = std::find(cells.begin(), cells.end(), cell.id) != cells.end();
                if (in_list != filed) return false;
            }
            const std::uint32_t own = lab.crowd().mover(c.id)->position().objcell_id;
            if (w.env_cell(own) != nullptr &&
                std::find(cells.begin(), cells.end(), own) == cells.end())
                return false;
        }
        return true;
    };
    std::vector<std::vector<std::uint32_t>> lists; // every cell's list after each frame
    auto snapshot_lists = [&] {
        std::vector<std::uint32_t> all;
        for (const auto& cell : w.env_cells()) {
            all.insert(all.end(), cell.objects.begin(), cell.objects.end());
            all.push_back(0xFFFFFFFFu);
        }
        return all;
    };
    for (int f = 0; f < 240; ++f) {
        lab.step_frame(keys);
        REQUIRE(consistent());
        lists.push_back(snapshot_lists());
    }
    REQUIRE(lab.rewind_to(60));
    CHECK(snapshot_lists() == lists[58]);
    for (int f = 61; f <= 241; ++f) {
        lab.step_forward(keys);
        INFO("frame " << f);
        REQUIRE(snapshot_lists() == lists[static_cast<std::size_t>(f - 2)]);
    }
    CHECK_FALSE(lab.diverged());
}
