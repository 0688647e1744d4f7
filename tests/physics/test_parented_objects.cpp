// Retail skips an object that has a parent (a wielded item) in CObjCell::find_obj_collisions
// (0x0052B750: `!obj->parent && obj != object`), so nothing collides with it
// (docs/divergences.md, "Objects with a parent are skipped").
#include <catch2/catch.hpp>

#include "physics/world/mover.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;

TEST_CASE("objects with a parent are never collided with", "[mover][parent]") {
    for (const bool parented : {false, true}) {
        World w;
        w.add_ground(0.0f, 20.0f);
        ObjectDesc d;
        d.id = 40;
        d.pos.frame.origin = {0.0f, 3.0f, 1.0f};
        d.state = PhysicsState::Static;
        d.has_parent = parented;
        d.spheres = {Sphere{glm::vec3(0.0f), 1.0f}};
        w.add_object(d);
        w.finalize();
        Mover m(w, MoverConfig::player());
        REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
        MoverInput in;
        in.forward = 1.0f;
        for (int i = 0; i < 60; ++i)
            m.update(1.0f / 30.0f, in);
        INFO("parented " << parented << " y " << m.output().position.y);
        if (parented)
            CHECK(m.output().position.y > 5.0f); // walked straight through
        else
            CHECK(m.output().position.y < 3.0f - 1.0f); // stopped in front of the sphere
    }
}
