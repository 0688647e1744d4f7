/* sweeplab's C API: retail Asheron's Call physics for any language (docs/c-api.md).
 *
 * Valid C99 and C++. Every name is prefixed sl_ / SL_. Units and frames are retail's:
 * metres, Z up; a position is a cell id and an origin in that cell's landblock frame
 * (x, y in 0..192) with a quaternion w x y z, the same numbers as a /loc line.
 *
 * Every function that can fail returns sl_status; on failure it writes nothing to its
 * out-parameters and sets this thread's message (sl_last_error) naming what is wrong.
 * Structs passed in start with struct_size (the caller sets sizeof), so later versions can
 * add fields at the end. The core below is the contract other tools compile against; the
 * functions after "Beyond the core" are this library's additions, in the same style. */
#ifndef SWEEPLAB_SWEEPLAB_H
#define SWEEPLAB_SWEEPLAB_H

#include <stddef.h>
#include <stdint.h>

#if defined(SWEEPLAB_BUILDING_CAPI)
#define SL_API __attribute__((visibility("default")))
#else
#define SL_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define SL_API_VERSION 1

typedef enum sl_status {
    SL_OK = 0,
    SL_ERROR_ARGUMENT = 1,  /* a NULL, out-of-range, NaN or malformed argument */
    SL_ERROR_IO = 2,        /* a file or folder cannot be read */
    SL_ERROR_DATA = 3,      /* a DAT record, scene or world-data file is malformed */
    SL_ERROR_NOT_FOUND = 4, /* a cell, landblock, record or object that is not there */
    SL_ERROR_INTERNAL = 5
} sl_status;

typedef enum sl_reading {
    SL_READING_RETAIL = 0,
    SL_READING_ACE = 1,
    SL_READING_GDLE = 2
} sl_reading;

typedef struct sl_position {
    uint32_t cell;     /* objcell id, 0xXXYYnnnn */
    float origin[3];   /* in the cell's landblock frame */
    float rotation[4]; /* w, x, y, z */
} sl_position;

SL_API uint32_t sl_api_version(void);   /* SL_API_VERSION of the library */
SL_API const char* sl_last_error(void); /* this thread's last message; "" if none */

/* "0xA9B4001B [84.1 12.3 94.0] 1 0 0 0", with or without the brackets, as /loc prints it */
SL_API sl_status sl_parse_location(const char* text, sl_position* out);
/* the same form back, NUL-terminated; SL_ERROR_ARGUMENT when size is too small */
SL_API sl_status sl_format_location(const sl_position* pos, char* buffer, size_t size);

typedef struct sl_world sl_world;

typedef struct sl_world_options {
    uint32_t struct_size;
    sl_reading reading;
    const char* const* world_paths; /* as --world: ACE SQL, GDLE JSON, files or folders */
    uint32_t num_world_paths;
    /* Added: the DAT folder for a scene's "dat" key (as --dat DIR); NULL: SWEEPLAB_DAT_DIR. */
    const char* dat_dir;
} sl_world_options;

/* The DAT place around a cell (0xXXYYnnnn) or a landblock (0xXXYY0000 or 0xXXYYFFFF): what
   `sweeplab --dat DIR LOCATION` loads, with the server's world objects placed when world_paths
   are given. options may be NULL. A folder that cannot be read is SL_ERROR_IO whatever the id. */
SL_API sl_status sl_world_open_dat(const char* dat_dir, uint32_t cell_or_landblock,
                                   const sl_world_options* options, sl_world** out);
/* A sweeplab-scene/1 file (its "dat" key included). */
SL_API sl_status sl_world_open_scene(const char* scene_path, const sl_world_options* options,
                                     sl_world** out);
SL_API void sl_world_free(sl_world* world); /* NULL is a no-op */

typedef struct sl_mover sl_mover;

typedef struct sl_mover_desc {
    uint32_t struct_size;
    uint32_t setup_id;    /* a Setup's spheres, heights and scale; 0: the fields below */
    uint32_t num_spheres; /* 1 or 2 */
    float spheres[2][4];  /* local centre x y z, radius */
    float step_up_height;
    float step_down_height;
    float scale; /* 0 means 1 */
} sl_mover_desc;

/* NULL desc: the retail human the lab's avatar is. The start is placed as the lab places its
   avatar (retail's placement); `placed` (may be NULL) receives where it ended. */
SL_API sl_status sl_mover_create(sl_world* world, const sl_mover_desc* desc,
                                 const sl_position* start, sl_mover** out, sl_position* placed);
SL_API void sl_mover_free(sl_mover* mover); /* NULL is a no-op */

/* One frame's input, exactly a scene script step's keys (scene format, `script`). */
typedef struct sl_controls {
    uint32_t struct_size;
    float forward; /* -1..1 */
    float strafe;  /* -1..1 */
    float turn;    /* degrees per second, positive turns left */
    uint32_t run;  /* 0/1 */
    uint32_t jump; /* 0/1: a jump starts on this frame when on the ground */
} sl_controls;

typedef struct sl_step_result {
    sl_position position;
    float velocity[3];
    uint32_t contact;     /* 0/1 */
    uint32_t on_walkable; /* 0/1 */
    uint32_t hit_object;  /* the id or guid of an object collided with this frame, 0 if none */
} sl_step_result;

/* One frame of dt seconds under the world's reading: the very step a headless run makes for
   its avatar, so the same controls from the same start give bit-identical positions. */
SL_API sl_status sl_mover_step(sl_world* world, sl_mover* mover, const sl_controls* controls,
                               float dt, sl_step_result* out);

/* ---- Beyond the core (docs/c-api.md) ---------------------------------------------------- */

/* The library's own version, "0.1.0". */
SL_API const char* sl_version(void);

/* Where the scene's (or the location's) player starts, as `sweeplab --headless` starts its
   avatar: passed to sl_mover_create with a NULL desc, the walk is the headless walk. */
SL_API sl_status sl_world_start(const sl_world* world, sl_position* out);
/* The scene's frame time, 1/fps seconds (1/30 for a DAT place). */
SL_API sl_status sl_world_frame_time(const sl_world* world, float* out);
/* The reading of the world's queries and of the movers created after this call. */
SL_API sl_status sl_world_set_reading(sl_world* world, sl_reading reading);
/* The reading of one mover's next steps (the world's stays as it is). */
SL_API sl_status sl_mover_set_reading(sl_mover* mover, sl_reading reading);
/* The mover where it is now: the last step's result (or the placement's). */
SL_API sl_status sl_mover_get(const sl_mover* mover, sl_step_result* out);

/* The cell holding a point (cell: any cell of the point's landblock, or 0xXXYY0000 to name
   only the frame): an indoor cell when the point is in one, else the land cell under it.
   SL_ERROR_NOT_FOUND outside the loaded place. */
SL_API sl_status sl_world_find_cell(const sl_world* world, const sl_position* point,
                                    uint32_t* cell);

/* What stopped a transition or a sweep. */
typedef enum sl_transition_state {
    SL_TRANSITION_INVALID = 0, /* no valid position: the sphere stayed where it was */
    SL_TRANSITION_OK = 1,
    SL_TRANSITION_COLLIDED = 2,
    SL_TRANSITION_ADJUSTED = 3,
    SL_TRANSITION_SLID = 4
} sl_transition_state;

/* Flags of sl_transition_desc. */
#define SL_MOVE_CONTACT 0x1u     /* start in contact with the ground (TransientState Contact) */
#define SL_MOVE_ON_WALKABLE 0x2u /* start on a walkable surface (OnWalkable) */
#define SL_MOVE_EDGE_SLIDE 0x4u  /* slide along ledges instead of walking off (EdgeSlide) */
#define SL_MOVE_MISSILE 0x8u     /* a missile: passes creatures' bodies as retail's do not */
#define SL_MOVE_ETHEREAL 0x10u   /* ethereal: collides with nothing it can pass */
#define SL_MOVE_PLACEMENT 0x20u  /* a placement transition at `start` (end is ignored) */

/* A raw transition: one object of 1 or 2 spheres from `start` toward `end`, as
   CTransition::find_valid_position moves it. */
typedef struct sl_transition_desc {
    uint32_t struct_size;
    uint32_t object_id;   /* the moving object's id (never collides with itself); 0: none */
    uint32_t num_spheres; /* 1 or 2 */
    float spheres[2][4];  /* local centre x y z, radius */
    float step_up_height;
    float step_down_height;
    uint32_t flags; /* SL_MOVE_* */
    sl_position start;
    sl_position end;
} sl_transition_desc;

typedef struct sl_transition_result {
    sl_transition_state state; /* the last sub-step's */
    uint32_t moved;            /* 1: a valid position was found and the object is there */
    sl_position position;      /* where it ended (start when it did not move) */
    uint32_t contact_plane_valid;
    float contact_plane[4]; /* normal x y z, d (n . p + d = 0) in the end's landblock frame */
    uint32_t contact_plane_cell;
    uint32_t contact_plane_is_water;
    uint32_t collision_normal_valid;
    float collision_normal[3];
    uint32_t sliding_normal_valid;
    float sliding_normal[3];
    uint32_t collided_with_environment;
    uint32_t hit_object; /* the last object collided with, 0 if none */
    uint32_t num_hit_objects;
    uint32_t substeps;
    float distance; /* from start to where it ended, metres */
} sl_transition_result;

SL_API sl_status sl_transition(const sl_world* world, const sl_transition_desc* desc,
                               sl_transition_result* out);

/* A swept sphere for lines of sight and projectiles: a missile sphere of `radius` from `from`
   to `to`. hit 0: the whole way is clear. */
typedef struct sl_sweep_result {
    uint32_t hit;
    float fraction; /* of the way travelled before it stopped, 0..1 */
    sl_position position;
    float normal[3]; /* the collision normal when hit */
    uint32_t hit_object;
    uint32_t hit_environment;
} sl_sweep_result;

SL_API sl_status sl_sweep_sphere(const sl_world* world, const sl_position* from,
                                 const sl_position* to, float radius, sl_sweep_result* out);

/* The surface below a point: where a 5 cm missile sphere dropped straight down from it lands,
   at most max_drop metres below. SL_ERROR_NOT_FOUND when nothing is there. */
typedef struct sl_surface {
    sl_position position; /* the lowest point of the dropped sphere, on the surface */
    float normal[3];
    uint32_t walkable;   /* normal z >= retail's FloorZ (0.66417414) */
    uint32_t hit_object; /* 0: the environment (land or a cell) */
    float water_depth;   /* the land's water depth there (0: dry or indoors) */
} sl_surface;

SL_API sl_status sl_world_surface_below(const sl_world* world, const sl_position* point,
                                        float max_drop, sl_surface* out);

/* Objects added, moved and removed: each placed as the server places a spawn
   (CPhysicsObj::enter_world: the saved cell adjusted, the placement transition's ring
   search). Not while another thread steps a mover in the same world. */
typedef struct sl_object_desc {
    uint32_t struct_size;
    uint32_t id;          /* the guid reported when something hits it; 0: one is given */
    uint32_t num_spheres; /* 0..2 (0 with a cylinder) */
    float spheres[2][4];
    float cylinder_radius; /* > 0: a cylinder (CCylSphere) of this radius and height */
    float cylinder_height;
    float scale;       /* 0 means 1 */
    uint32_t ethereal; /* 0/1 */
    uint32_t creature; /* 0/1: never stood or landed on */
} sl_object_desc;

typedef enum sl_placement {
    SL_PLACED = 0, /* where it was asked to be (within 1 mm) */
    SL_MOVED = 1,  /* placed, but moved by the ring search or the step down */
    SL_DROPPED = 2 /* not placed: no valid position or no cell (the object is not in the world) */
} sl_placement;

typedef struct sl_placement_result {
    sl_placement outcome;
    sl_position position; /* where it is (the asked position when dropped) */
    float moved_by;       /* metres from the asked position */
    const char* why;      /* when dropped: the reason, static text */
} sl_placement_result;

typedef struct sl_object_handle {
    uint32_t index; /* the world's object slot */
    uint32_t id;
} sl_object_handle;

SL_API sl_status sl_world_add_object(sl_world* world, const sl_object_desc* desc,
                                     const sl_position* at, sl_object_handle* out,
                                     sl_placement_result* placement);
SL_API sl_status sl_world_move_object(sl_world* world, sl_object_handle object,
                                      const sl_position* to, sl_placement_result* placement);
SL_API sl_status sl_world_remove_object(sl_world* world, sl_object_handle object);

#ifdef __cplusplus
}
#endif

#endif /* SWEEPLAB_SWEEPLAB_H */
