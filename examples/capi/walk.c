/* Walks the retail human 30 frames forward from a scene's start through the C API and prints
 * where it is each frame, as /loc would (docs/c-api.md). Usage: sweeplab_walk SCENE.json */
#include <stdio.h>

#include <sweeplab/sweeplab.h>

int main(int argc, char** argv) {
    sl_world* world = NULL;
    sl_mover* mover = NULL;
    sl_position start;
    sl_step_result step;
    sl_controls walk = {sizeof(sl_controls), 1.0f, 0.0f, 0.0f, 0, 0};
    char where[128];
    if (argc != 2 || sl_world_open_scene(argv[1], NULL, &world) != SL_OK ||
        sl_world_start(world, &start) != SL_OK ||
        sl_mover_create(world, NULL, &start, &mover, NULL) != SL_OK) {
        fprintf(stderr, "sweeplab_walk: %s\n", argc == 2 ? sl_last_error() : "usage: SCENE.json");
        return 1;
    }
    for (int frame = 1; frame <= 30; ++frame) {
        if (sl_mover_step(world, mover, &walk, 1.0f / 30.0f, &step) != SL_OK) return 1;
        sl_format_location(&step.position, where, sizeof where);
        printf("frame %d %s%s\n", frame, where, step.on_walkable ? " on the ground" : "");
    }
    sl_mover_free(mover);
    sl_world_free(world);
    return 0;
}
