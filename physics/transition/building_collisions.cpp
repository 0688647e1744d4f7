// The per-cell collision entry (CObjCell::find_collisions, by cell kind) and a building's
// shell test. A building is tested only from the land cell it is filed under
// (physics/world/building.h), never from an indoor cell.
#include <glm/geometric.hpp>

#include "physics/transition/bsp_bridge.h"
#include "physics/transition/transition.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

// CGfxObj::find_obj_collisions @ 0x00534700, its first test: some localspace sphere meets the
// part's physics sphere (here the BSP root's bounding sphere, which the compiler makes to
// enclose every polygon as retail's physics_sphere does). The decompiler lost the compare's
// direction; a strict overlap is the reading kept (docs/divergences.md, "Buildings").
bool touches_physics_sphere(const PhysicsBsp& bsp, const SpherePath& sp) {
    if (bsp.empty()) return false;
    const Sphere& ps = bsp.node(bsp.root()).bounding_sphere;
    for (std::uint32_t i = 0; i < sp.num_sphere; ++i) {
        const glm::vec3 d = ps.center - sp.localspace_sphere[i].center;
        const float radsum = sp.localspace_sphere[i].radius + ps.radius;
        if (glm::dot(d, d) < radsum * radsum) return true;
    }
    return false;
}

} // namespace

// CBuildingObj::find_building_collisions @ 0x006B5300
TransitionState Transition::find_building_collisions(const Building& building) {
    if (world == nullptr) return TransitionState::OK;
    const ShadowRegistry& reg = world->objects();
    const ShadowObject& shell = reg.objects()[building.object];
    SpherePath& sp = sphere_path;
    TransitionState ts = TransitionState::OK;
    sp.bldg_check = true;
    // CPhysicsPart::find_obj_collisions @ 0x0050D8D0: only a part with a physics BSP.
    if (const PhysicsBsp* bsp = reg.bsp(shell)) {
        sp.cache_localspace_sphere(shell.pos, shell.desc.scale);
        if (touches_physics_sphere(*bsp, sp)) {
            if (sp.insert_type == InsertType::InitialPlacement)
                ts = bsp_bridge::placement_insert(*bsp, *this);
            else if (!tracing() && bsp_bridge::out_of_reach(*bsp, sp))
                ts = TransitionState::OK; // what find_collisions answers, touching nothing
            else
                ts = bsp_bridge::find_collisions(*bsp, shell.desc.id, *this, shell.desc.scale);
        }
    }
    sp.bldg_check = false;
    // Unlike CPhysicsObj::FindObjCollisions, no step-down exemption: a step-down probe that
    // meets a building marks the environment too.
    if (ts != TransitionState::OK && !has_state(ObjectInfoState::Contact))
        collision_info.collided_with_environment = true;
    return ts;
}

TransitionState Transition::find_collisions(std::uint32_t cell_id) {
    if (world != nullptr && !is_indoor_cell(cell_id)) {
        if (const LandCell* land = world->land_cell(cell_id)) {
            // CLandCell::find_collisions @ 0x00532D60 (the square looked up once)
            TransitionState ts = find_land_env_collisions(*land);
            if (ts != TransitionState::OK) return ts;
            // CSortCell::find_collisions @ 0x005340A0 (LandCell::building < 0: none, as
            // World::building_of answers, asked without the call)
            if (land->building >= 0) {
                if (const Building* building = world->building_of(*land)) {
                    ts = find_building_collisions(*building);
                    if (ts != TransitionState::OK) return ts;
                }
            }
            return find_land_obj_collisions(*land);
        }
    }
    // CEnvCell::find_collisions @ 0x0052C100 (and a null or unknown cell: both answer OK).
    const TransitionState ts = find_env_collisions(cell_id);
    if (ts != TransitionState::OK) return ts;
    return find_obj_collisions(cell_id);
}

} // namespace sweeplab::physics
