#include "scene/scene.h"

#include "scene/location.h"

namespace sweeplab::scene {

const Mesh* Scene::find_mesh(const std::string& mesh_name) const {
    for (const Mesh& m : meshes)
        if (m.name == mesh_name) return &m;
    return nullptr;
}

const Cell* Scene::find_cell(std::uint32_t id) const {
    for (const Cell& c : cells)
        if (c.id == id) return &c;
    return nullptr;
}

const char* crowd_moves_name(CrowdMoves m) {
    switch (m) {
    case CrowdMoves::Stand:
        return "stand";
    case CrowdMoves::Wander:
        return "wander";
    case CrowdMoves::Chase:
        return "chase";
    }
    return "stand";
}

bool is_moving_crowd_member(const Scene& scene, const Object& o) {
    return o.crowd >= 0 && static_cast<std::size_t>(o.crowd) < scene.crowds.size() &&
           scene.crowds[static_cast<std::size_t>(o.crowd)].moves != CrowdMoves::Stand;
}

bool Scene::names_cell(std::uint32_t id) const {
    if (find_cell(id)) return true;
    return dat && !cell_id_problem(id);
}

int Scene::script_frames() const {
    int n = 0;
    for (const ScriptStep& s : script)
        n += s.frames;
    return n;
}

std::vector<std::uint32_t> Scene::check_readings() const {
    std::vector<std::uint32_t> out;
    for (const Check& c : checks) {
        if (c.kind != CheckKind::ReadingParts && c.kind != CheckKind::ReadingAgrees) continue;
        bool seen = false;
        for (std::uint32_t bits : out)
            seen = seen || bits == c.reading_bits;
        if (!seen) out.push_back(c.reading_bits);
    }
    return out;
}

std::vector<BodySphere> default_human_spheres() {
    // The retail human Setup: a foot sphere and a head sphere, both 0.48 m.
    return {{{0.0f, 0.0f, 0.475f}, 0.48f}, {{0.0f, 0.0f, 1.35f}, 0.48f}};
}

} // namespace sweeplab::scene
