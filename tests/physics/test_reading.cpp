// The Reading core (physics/reading/reading.h): parsing and naming readings, the profiles,
// the per-thread reading in force, ace.max_quantum in the mover, and zero allocation per
// resolve under every profile.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include <glm/trigonometric.hpp>

#include "alloc_counter.h"
#include "physics/reading/reading.h"
#include "physics/world/mover.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using sweeplab::test::AllocationCounter;

namespace {

Reading parsed(const char* text) {
    std::string why;
    const std::optional<Reading> r = parse_reading(text, &why);
    INFO(text << ": " << why);
    REQUIRE(r.has_value());
    return *r;
}

std::string refusal(const char* text) {
    std::string why;
    CHECK_FALSE(parse_reading(text, &why).has_value());
    return why;
}

} // namespace

TEST_CASE("reading: profiles hold their reading's switches and retail holds none", "[reading]") {
    REQUIRE(reading_profiles().size() == 3);
    CHECK(parsed("retail").is_retail());
    const Reading ace = parsed("ace");
    const Reading gdle = parsed("gdle");
    for (const ReadingSwitchInfo& s : reading_switches()) {
        const std::string name = s.name;
        // An ace_gdle.* switch is a departure both share (docs/readings.md).
        const bool shared = name.rfind("ace_gdle.", 0) == 0;
        CHECK(ace.has(s.id) == (name.rfind("ace.", 0) == 0 || shared));
        CHECK(gdle.has(s.id) == (name.rfind("gdle.", 0) == 0 || shared));
        CHECK(&reading_switch_info(s.id) == &s);
        CHECK(std::string(s.description).size() > 10);
        CHECK(std::string(s.source).size() > 5);
    }
    // lab.radial_pushout is in no profile: it is sweeplab's own old code, not a reading.
    CHECK_FALSE(ace.has(ReadingSwitch::RadialPushout));
    CHECK_FALSE(gdle.has(ReadingSwitch::RadialPushout));
    CHECK(reading_switches().size() == kReadingSwitchCount);
}

TEST_CASE("reading: BASE+switch and BASE-switch apply left to right", "[reading]") {
    const Reading one = parsed("retail+ace.max_quantum");
    CHECK(one.has(ReadingSwitch::AceMaxQuantum));
    CHECK(one == Reading{}.with(ReadingSwitch::AceMaxQuantum));
    const Reading ace_no_cap = parsed("ace-ace.step_cap");
    CHECK_FALSE(ace_no_cap.has(ReadingSwitch::AceStepCap));
    CHECK(ace_no_cap.has(ReadingSwitch::AceMaxQuantum));
    CHECK(parsed("retail+ace.step_cap-ace.step_cap").is_retail());
    CHECK(parsed("gdle+lab.radial_pushout").has(ReadingSwitch::RadialPushout));
    // Removing a switch that is off is not an error: the result is the same set.
    CHECK(parsed("retail-gdle.cyl_radsum").is_retail());
}

TEST_CASE("reading: a shared switch's former gdle.* name still parses", "[reading]") {
    CHECK(parsed("retail+gdle.retest_no_early_exit") ==
          Reading{}.with(ReadingSwitch::AceGdleRetestNoEarlyExit));
    CHECK(parsed("ace-gdle.signed_walkable") == parsed("ace-ace_gdle.signed_walkable"));
    // The name given back is the new one.
    CHECK(reading_name(parsed("retail+gdle.retest_no_early_exit")) ==
          "retail+ace_gdle.retest_no_early_exit");
}

TEST_CASE("reading: bad readings are refused with the reason", "[reading]") {
    CHECK(refusal("acme").find("unknown reading profile 'acme'") != std::string::npos);
    CHECK(refusal("").find("starts with a profile") != std::string::npos);
    CHECK(refusal("+ace.step_cap").find("starts with a profile") != std::string::npos);
    CHECK(refusal("ace+ace.nope").find("unknown reading switch 'ace.nope'") != std::string::npos);
    CHECK(refusal("ace+").find("unknown reading switch ''") != std::string::npos);
    CHECK(refusal("ACE").find("unknown reading profile") != std::string::npos);
    CHECK_FALSE(parse_reading("retail++ace.step_cap").has_value());
}

TEST_CASE("reading: reading_name gives back a spelling that parses to the same reading",
          "[reading]") {
    CHECK(reading_name(Reading{}) == "retail");
    CHECK(reading_name(parsed("ace")) == "ace");
    CHECK(reading_name(parsed("gdle")) == "gdle");
    CHECK(reading_name(parsed("retail+ace.max_quantum")) == "retail+ace.max_quantum");
    CHECK(reading_name(parsed("ace-ace.step_cap")) == "ace-ace.step_cap");
    // Every single switch and every profile minus one round-trips.
    for (const ReadingSwitchInfo& s : reading_switches())
        for (const ReadingProfileInfo& p : reading_profiles()) {
            const Reading r = p.reading.has(s.id) ? p.reading.without(s.id) : p.reading.with(s.id);
            const std::string name = reading_name(r);
            INFO(name);
            CHECK(parsed(name.c_str()) == r);
        }
}

TEST_CASE("reading: a scope puts a reading in force and restores the one before", "[reading]") {
    CHECK(reading_in_force().is_retail());
    {
        const ReadingScope outer(parsed("ace"));
        CHECK(reading_has(ReadingSwitch::AceStepCap));
        {
            const ReadingScope inner(parsed("gdle"));
            CHECK_FALSE(reading_has(ReadingSwitch::AceStepCap));
            CHECK(reading_has(ReadingSwitch::GdleCylRadsum));
        }
        CHECK(reading_has(ReadingSwitch::AceStepCap));
    }
    CHECK(reading_in_force().is_retail());
}

namespace {

World flat_world() {
    World w;
    w.add_ground(0.0f, 60.0f);
    w.finalize();
    return w;
}

} // namespace

TEST_CASE("reading: the mover runs under its own reading and leaves the thread's alone",
          "[reading][mover]") {
    const World w = flat_world();
    MoverConfig config = MoverConfig::player();
    config.reading = parsed("ace");
    Mover m(w, config);
    REQUIRE(m.place({0, 0, 0}, 0.0f));
    m.update(1.0f / 30.0f, MoverInput{});
    CHECK(reading_in_force().is_retail());
    REQUIRE(m.last_transition() != nullptr);
    CHECK(m.last_transition()->reading == config.reading);
    MoverState s;
    m.save_state(s);
    CHECK(s.reading == config.reading);
}

TEST_CASE("reading ace.max_quantum: a 0.2 s frame is two quanta of 0.1 s, one in retail",
          "[reading][mover]") {
    const World w = flat_world();
    auto quanta = [&](Reading r, float dt, glm::vec3& feet) {
        MoverConfig config = MoverConfig::player();
        config.reading = r;
        Mover m(w, config);
        REQUIRE(m.place({0, 0, 0}, 0.0f));
        MoverInput run;
        run.forward = 1.0f;
        run.run = true;
        std::uint32_t most = 0;
        for (int i = 0; i < 10; ++i) {
            m.update(dt, run);
            most = std::max(most, m.output().quanta);
        }
        feet = m.output().position;
        return most;
    };
    glm::vec3 retail_feet{}, ace_feet{};
    CHECK(quanta(Reading{}, 0.2f, retail_feet) == 1u);
    CHECK(quanta(Reading{}.with(ReadingSwitch::AceMaxQuantum), 0.2f, ace_feet) == 2u);
    // 5 fps: ACE's quanta are half as long; at 30 fps both run one quantum per frame.
    CHECK(quanta(Reading{}, 1.0f / 30.0f, retail_feet) == 1u);
    CHECK(quanta(Reading{}.with(ReadingSwitch::AceMaxQuantum), 1.0f / 30.0f, ace_feet) == 1u);
    CHECK(retail_feet == ace_feet);
}

TEST_CASE("reading: every profile resolves with zero allocation after warm-up",
          "[reading][alloc]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    sweeplab::test::add_box(w, 10, {0.0f, 5.5f, 1.5f}, {10.0f, 0.5f, 1.5f});
    sweeplab::test::add_stairs(w, 20, -6.0f, 3, 0.2f, 0.4f);
    sweeplab::test::add_creature(w, 99, {3.0f, 3.0f, 0.0f});
    ObjectDesc pillar;
    pillar.id = 98;
    pillar.pos.frame.origin = {-3.0f, 3.0f, 0.0f};
    pillar.cylspheres.push_back(CylSphereShape{{0, 0, 0}, 0.4f, 2.0f});
    w.add_object(pillar);
    w.finalize();
    static FrameTrace trace;
    const std::string profiles[] = {"retail", "ace", "gdle", "retail+lab.radial_pushout"};
    for (const std::string& name : profiles) {
        INFO(name);
        MoverConfig config = MoverConfig::player();
        config.reading = parsed(name.c_str());
        Mover player(w, config);
        MoverConfig vc = MoverConfig::viewer();
        vc.reading = config.reading;
        Mover viewer(w, vc);
        REQUIRE(player.place({0, 2, 0}, glm::radians(-45.0f)));
        viewer.place({0, 0, 1.6f}, 0.0f);
        MoverInput walk;
        walk.forward = 1.0f;
        walk.turn = 30.0f;
        auto frame = [&](int i) {
            MoverInput in = walk;
            in.jump = (i % 40) == 5;
            player.update(i % 7 == 0 ? 0.25f : 1.0f / 30.0f, in, &trace);
            const float a = 0.1f * float(i);
            Position eye = viewer.position();
            eye.frame.origin = {4.0f * std::cos(a), 4.0f * std::sin(a), 1.6f};
            viewer.move_to(eye, &trace);
        };
        for (int i = 0; i < 60; ++i)
            frame(i);
        AllocationCounter::start();
        for (int i = 60; i < 300; ++i)
            frame(i);
        CHECK(AllocationCounter::stop() == 0u);
    }
}
