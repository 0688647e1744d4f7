#pragma once
// The renderer-free scene model: what a `sweeplab-scene/1` file says, validated, with the
// crowd generators already expanded. The app, the headless runner, the tests and the
// benchmarks all start from this (Box2D-style scene builders, one loader).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <glm/ext/vector_int2.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

namespace sweeplab::worlddata {
struct WorldData;
}

namespace sweeplab::scene {

enum class Sides { Single, Double };

struct MeshPolygon {
    std::vector<std::uint32_t> indices;
    Sides sides = Sides::Single;
};

struct Mesh {
    std::string name;
    std::vector<glm::vec3> vertices;
    std::vector<MeshPolygon> polygons;
};

struct Portal {
    std::uint32_t polygon = 0;
    bool to_outside = false;
    std::uint32_t to = 0; // a cell id; 0 when to_outside
};

struct Cell {
    std::uint32_t id = 0;
    std::size_t mesh = 0; // index into Scene::meshes
    glm::vec3 position{0.0f};
    float yaw_deg = 0.0f;
    std::vector<Portal> portals;
};

enum class ObjectKind { Sphere, CylSphere, Box, Mesh, Creature };

struct BodySphere {
    glm::vec3 center{0.0f};
    float radius = 0.0f;
};

struct Object {
    std::uint32_t id = 0;
    ObjectKind kind = ObjectKind::Sphere;
    glm::vec3 position{0.0f};
    float yaw_deg = 0.0f;
    bool ethereal = false;
    bool creature = false;
    float radius = 0.0f;             // sphere, cylsphere
    float height = 0.0f;             // cylsphere
    glm::vec3 half_extents{0.0f};    // box
    std::size_t mesh = 0;            // mesh: index into Scene::meshes
    bool building = false;           // mesh: a building shell (retail CBuildingObj)
    std::vector<BodySphere> spheres; // creature, relative to position
    int crowd = -1;                  // index into Scene::crowds when generated, else -1
};

// What a crowd's members do (docs/scene-format.md, `crowd`): stand as still objects of the
// world (the default), or, in the lab and a headless run, wander or chase the avatar as ACE's
// monster moves a creature (sim/crowd.h).
enum class CrowdMoves : std::uint8_t { Stand, Wander, Chase };
[[nodiscard]] const char* crowd_moves_name(CrowdMoves m);

struct CrowdSpec {
    std::uint32_t count = 0;
    float radius = 0.5f;
    glm::vec2 min{0.0f};
    glm::vec2 max{0.0f};
    float z = 0.0f;
    std::uint32_t seed = 1;
    std::vector<glm::vec3> clear; // (x, y, r)
    CrowdMoves moves = CrowdMoves::Stand;
    // A chasing member's monster (ACE's weenie properties; unset: ACE's defaults).
    std::optional<float> awareness;   // VisualAwarenessRange (m)
    std::optional<float> home_radius; // HomeRadius (m)
    std::optional<int> run_skill;     // its Run skill (the run rate, ace_run_rate)
    // With the scene's DAT place: the MotionTable (0x09......) it runs instead of the lab's
    // runner table (DatWorldDesc::motion_tables holds it once the place is built).
    std::optional<std::uint32_t> motion_table;
};

// A land square [col, row] (from the south-west one) whose four corners are water: the
// square is all water, the squares sharing a corner with it partly (docs/water.md).
using WaterSquares = std::vector<glm::ivec2>;

struct Ground {
    float z = 0.0f;
    float extent = 50.0f;
    WaterSquares water;
};

struct Terrain {
    glm::vec2 origin{0.0f};
    float spacing = 24.0f;
    std::vector<std::vector<float>> heights; // heights[row][col]
    WaterSquares water;
};

// The `dat` key: a retail place from the user's DAT folder instead of the scene's own ground
// (docs/scene-format.md, `dat`). Every position in the scene is in the first landblock's frame.
struct DatPlace {
    std::vector<std::uint32_t> landblocks; // 0xXXYY, in file order; the first sets the frame
    int radius = 1;                        // neighbours loaded around each (0: only it)
    std::string folder;                    // the DAT folder resolved when the scene loaded
    // The server's world data (docs/world-objects.md): the scene's "world" paths (resolved
    // against the scene file's folder) and then --world's, read in this order.
    std::vector<std::string> world;
    // Not from the file: `world` already read (for the landblocks this place loads), shared by
    // the places of one run (the survey reads the database once for its whole AREA).
    std::shared_ptr<const worlddata::WorldData> world_data;
    // What the place's world creatures do from the first frame (docs/scene-format.md, `dat`):
    // "stand" where placement put them, "wander", or "chase" the avatar as the server moves
    // them (docs/creatures.md, "In the lab").
    std::string creatures = "stand";
};

struct Player {
    glm::vec3 position{0.0f};
    float yaw_deg = 0.0f;
    std::optional<std::uint32_t> cell;
    std::vector<BodySphere> spheres; // foot first
    float step_up_height = 0.0f;
    float step_down_height = 0.0f;
};

struct CameraSpec {
    float distance = 4.0f;
    float pitch_deg = 20.0f;
    float yaw_deg = 0.0f;
    float pivot_height = 1.6f;
    bool collide = true;
};

// One script step, with omitted keys already filled from the previous step.
struct ScriptStep {
    int frames = 1;
    float forward = 0.0f;
    float strafe = 0.0f;
    float turn = 0.0f; // degrees per second, positive turns left
    bool run = false;
    bool jump = false;
    float camera_yaw = 0.0f;
    float camera_pitch = 20.0f;
    float camera_distance = 4.0f;
};

enum class CheckKind {
    MaxPenetration,
    CameraMaxPenetration,
    Reach,
    Avoid,
    StayInCell,
    CameraInCell,
    Grounded,
    CollidesWith,
    ReadingParts,  // a ghost under `reading` parts from the avatar by more than at_least
    ReadingAgrees, // that ghost never parts by more than at_most
};

struct Check {
    std::string name;
    CheckKind kind = CheckKind::MaxPenetration;
    float at_most = 0.0f;                         // max_penetration, camera_max_penetration
    glm::vec3 min{0.0f}, max{0.0f};               // reach, avoid
    std::optional<int> by_frame;                  // reach
    std::uint32_t cell = 0;                       // stay_in_cell, camera_in_cell
    std::optional<std::uint32_t> while_player_in; // camera_in_cell
    std::optional<std::pair<int, int>> frames;    // stay_in_cell, grounded (inclusive, from 1)
    std::uint32_t id = 0;                         // collides_with
    std::optional<int> at_most_times;             // collides_with
    std::string reading;                          // reading_parts, reading_agrees: as written
    std::uint32_t reading_bits = 0;               // ...parsed (physics::Reading::bits)
    float at_least = 0.001f;                      // reading_parts (reading_agrees: at_most)
    bool of_eye = false; // reading_*: "of": "eye" compares the cameras' eyes, not the feet
};

struct Scene {
    std::string source_path;
    std::string name;
    std::string summary;
    std::optional<Ground> ground;
    std::optional<Terrain> terrain;
    std::optional<DatPlace> dat;
    // The retail landblock the scene stands for (0xXXYY, the `landblock` key): its land
    // cells are named as retail names that landblock's (docs/scene-format.md).
    std::optional<std::uint32_t> landblock;
    std::vector<Mesh> meshes; // in file order
    std::vector<Cell> cells;
    std::vector<Object> objects; // placed objects, then generated crowd members
    std::vector<CrowdSpec> crowds;
    Player player;
    CameraSpec camera;
    std::vector<ScriptStep> script;
    std::vector<Check> checks;
    // Frames per second of scripted and headless runs (1 to 240): one frame is 1/fps.
    float fps = 30.0f;
    // What loads but is likely a mistake (a cell without portals): shown on stderr and in
    // the lab's Scene panel.
    std::vector<std::string> warnings;

    [[nodiscard]] const Mesh* find_mesh(const std::string& mesh_name) const;
    [[nodiscard]] const Cell* find_cell(std::uint32_t id) const;
    // A cell id the scene may name in player.cell and checks: one of its cells, or with
    // `dat` any well-formed retail cell id (the DAT world decides whether it exists).
    [[nodiscard]] bool names_cell(std::uint32_t id) const;
    [[nodiscard]] int script_frames() const;
    // The readings the checks name (reading_parts, reading_agrees), each once, in the order
    // they first appear: a run keeps one ghost avatar for each (physics::Reading::bits).
    [[nodiscard]] std::vector<std::uint32_t> check_readings() const;
};

// The retail human body used when a scene's player gives no spheres.
std::vector<BodySphere> default_human_spheres();
inline constexpr float kDefaultStepUpHeight = 0.4f;
inline constexpr float kDefaultStepDownHeight = 0.4f;
// A generated crowd member that moves (its crowd's `moves` is not stand): not a still object
// of the world; the lab and the headless runner add it as a creature (sim/crowd.h).
[[nodiscard]] bool is_moving_crowd_member(const Scene& scene, const Object& o);

inline constexpr std::uint32_t kFirstCrowdId = 100000;

} // namespace sweeplab::scene
