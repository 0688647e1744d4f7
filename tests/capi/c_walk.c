/* A C99 program on the C API alone (the `bindings.c` test and the install test build it
 * against the installed library): it opens a world, walks a case's controls from the world's
 * start and prints "frame x y z cell" per frame, each float in %.9g (exactly). Usage:
 *   c_walk SCENE.json DAT_DIR|- CONTROLS.txt     (lines "forward strafe turn run jump")
 *   c_walk --bad                                 (prints a refused call's message) */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <sweeplab/sweeplab.h>

static int bad_argument(void) {
    sl_world* world = NULL;
    sl_status s = sl_world_open_dat(NULL, 0xA9B4001Bu, NULL, &world);
    printf("%d %s\n", (int)s, sl_last_error());
    return s == SL_ERROR_ARGUMENT && world == NULL ? 0 : 1;
}

int main(int argc, char** argv) {
    sl_world_options options;
    sl_world* world = NULL;
    sl_mover* mover = NULL;
    sl_position start;
    sl_step_result r;
    sl_controls c;
    float dt = 0.0f;
    long frame = 0;
    FILE* in;
    if (argc == 2 && strcmp(argv[1], "--bad") == 0) return bad_argument();
    if (argc != 4) {
        fprintf(stderr, "usage: c_walk SCENE.json DAT_DIR|- CONTROLS.txt | c_walk --bad\n");
        return 2;
    }
    if (sl_api_version() != SL_API_VERSION) {
        fprintf(stderr, "c_walk: library API %u, header %d\n", sl_api_version(), SL_API_VERSION);
        return 1;
    }
    memset(&options, 0, sizeof options);
    options.struct_size = sizeof options;
    options.reading = SL_READING_RETAIL;
    options.dat_dir = strcmp(argv[2], "-") == 0 ? NULL : argv[2];
    if (sl_world_open_scene(argv[1], &options, &world) != SL_OK ||
        sl_world_start(world, &start) != SL_OK || sl_world_frame_time(world, &dt) != SL_OK ||
        sl_mover_create(world, NULL, &start, &mover, NULL) != SL_OK) {
        fprintf(stderr, "c_walk: %s\n", sl_last_error());
        sl_world_free(world);
        return 1;
    }
    in = fopen(argv[3], "r");
    if (in == NULL) {
        fprintf(stderr, "c_walk: %s: cannot read\n", argv[3]);
        return 1;
    }
    memset(&c, 0, sizeof c);
    c.struct_size = sizeof c;
    while (fscanf(in, "%f %f %f %u %u", &c.forward, &c.strafe, &c.turn, &c.run, &c.jump) == 5) {
        if (sl_mover_step(world, mover, &c, dt, &r) != SL_OK) {
            fprintf(stderr, "c_walk: frame %ld: %s\n", frame + 1, sl_last_error());
            return 1;
        }
        ++frame;
        printf("%ld %.9g %.9g %.9g 0x%08X\n", frame, (double)r.position.origin[0],
               (double)r.position.origin[1], (double)r.position.origin[2],
               (unsigned)r.position.cell);
    }
    fclose(in);
    sl_mover_free(mover);
    sl_world_free(world);
    return 0;
}
