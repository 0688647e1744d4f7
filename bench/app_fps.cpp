// app_fps: the window's frame rate on a scene, measured the way the app draws a frame (the
// avatar's mover stepped, the scene's spheres and cylinders instanced, the static geometry,
// the avatar) in a 1280x720 OpenGL 3.3 core window, vsync off, glFinish every frame. No
// ImGui panels: the app's panels add their own cost on top.
//
//   xvfb-run -a -s "-screen 0 1280x720x24" build/bench/app_fps SCENE.json [FRAMES]
//   xvfb-run -a -s "-screen 0 1280x720x24" build/bench/app_fps --dat DIR LOCATION... [--frames N]
//
// The second form opens a DAT place as `sweeplab --dat DIR LOCATION` does (the location's
// landblock and its neighbours, drawn whole: no indoor visibility decision culls any of it).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <memory>
#include <string>

#include <SDL.h>
#include <glm/gtc/matrix_transform.hpp>

#include "app/dat_run.h"
#include "app/data_dir.h"
#include "app/frame_builder.h"
#include "dat/dat_folder.h"
#include "physics/world/mover.h"
#include "render/gl.h"
#include "render/scene_renderer.h"
#include "scene/dat_world_builder.h"
#include "scene/loader.h"
#include "scene/world_builder.h"

int main(int argc, char** argv) {
    using namespace sweeplab;
    if (argc < 2 || (std::string(argv[1]) == "--dat" && argc < 4)) {
        std::fprintf(stderr, "usage: app_fps SCENE.json [FRAMES]\n"
                             "       app_fps --dat DIR LOCATION... [--frames N]\n");
        return 2;
    }
    int frames = 300;
    std::string what = argv[1];
    app::Options options;
    if (what == "--dat") {
        options.dat = argv[2];
        for (int i = 3; i < argc; ++i) {
            if (std::string(argv[i]) == "--frames" && i + 1 < argc) {
                frames = std::max(1, std::atoi(argv[++i]));
                continue;
            }
            options.location.emplace_back(argv[i]);
        }
        what = options.location.empty() ? "" : options.location.front();
    } else {
        options.scene = argv[1];
        if (argc > 2) frames = std::max(1, std::atoi(argv[2]));
    }
    const int width = 1280, height = 720;
    scene::Scene sc;
    try {
        sc = app::load_run_scene(options).scene;
    } catch (const app::CliError& e) {
        std::fprintf(stderr, "app_fps: %s\n", e.message.c_str());
        return 2;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 2;
    }
    // A scene with `dat` is built on its DAT place, as app::Simulation builds it.
    std::unique_ptr<physics::World> world;
    std::unique_ptr<scene::DatWorldDesc> dat;
    try {
        if (sc.dat) {
            scene::DatWorldRequest request;
            request.landblocks = sc.dat->landblocks;
            request.radius = sc.dat->radius;
            request.extras = &sc;
            scene::DatWorld built =
                scene::build_dat_world(dat::DatFolder::open(sc.dat->folder), request);
            world = std::move(built.world);
            dat = std::make_unique<scene::DatWorldDesc>(std::move(built.desc));
        } else {
            scene::BuiltWorld built = scene::build_world(sc);
            if (!built.ok()) {
                std::fprintf(stderr, "app_fps: %s\n", built.error.c_str());
                return 1;
            }
            world = std::move(built.world);
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "app_fps: %s\n", e.what());
        return 1;
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
    SDL_Window* window = SDL_CreateWindow("app_fps", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          width, height, SDL_WINDOW_OPENGL);
    if (window == nullptr) return 1;
    SDL_GLContext gl = SDL_GL_CreateContext(window);
    if (gl == nullptr) return 1;
    SDL_GL_MakeCurrent(window, gl);
    SDL_GL_SetSwapInterval(0);
    if (!gladLoadGL(reinterpret_cast<GLADloadfunc>(SDL_GL_GetProcAddress))) return 1;
    std::string error;
    render::SceneRenderer renderer;
    if (!renderer.init(app::shader_dir(), error)) {
        std::fprintf(stderr, "app_fps: %s\n", error.c_str());
        return 1;
    }
    renderer.load(sc);
    if (dat) renderer.set_dat_world(*dat);
    physics::Mover mover(*world, scene::player_config(sc));
    mover.place(sc.player.position, glm::radians(sc.player.yaw_deg),
                scene::player_start_cell(sc, *world));
    physics::MoverInput in;
    in.forward = 1.0f;
    in.run = true;
    in.turn = 20.0f;
    render::FrameDraw frame;
    std::size_t shapes = 0, drawn = 0, dat_parts = 0;
    using clock = std::chrono::steady_clock;
    clock::time_point t0{};
    const int warmup = 10;
    for (int f = 0; f < warmup + frames; ++f) {
        if (f == warmup) t0 = clock::now();
        SDL_Event e;
        while (SDL_PollEvent(&e)) {
        }
        mover.update(1.0f / 30.0f, in);
        const glm::vec3 feet = mover.output().position;
        const float yaw = mover.yaw();
        frame.spheres.clear(); // the app's frame is rebuilt each time too; no reallocation
        frame.cylinders.clear();
        frame.avatar.clear();
        app::add_scene_shapes(sc, frame);
        app::add_avatar(sc, app::AvatarPose{feet, glm::degrees(yaw), 1.0f}, frame);
        shapes = frame.spheres.size() + frame.cylinders.size();
        const glm::vec3 pivot = feet + glm::vec3(0.0f, 0.0f, 1.6f);
        const glm::vec3 back(std::sin(yaw) * 5.0f, -std::cos(yaw) * 5.0f, 3.0f);
        render::RenderView view;
        view.eye = pivot + back;
        view.view = glm::lookAt(view.eye, pivot, glm::vec3(0.0f, 0.0f, 1.0f));
        view.proj = glm::perspective(glm::radians(60.0f), static_cast<float>(width) / height, 0.05f,
                                     500.0f);
        view.width = width;
        view.height = height;
        glViewport(0, 0, width, height);
        glClearColor(0.62f, 0.70f, 0.80f, 1.0f);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        renderer.draw(view, frame);
        drawn = renderer.instances_drawn();
        dat_parts = renderer.dat_parts_drawn();
        SDL_GL_SwapWindow(window);
        glFinish();
    }
    const double s = std::chrono::duration<double>(clock::now() - t0).count();
    std::printf("%s: %d frames at %dx%d, %zu instanced shapes (%zu drawn after culling, "
                "the avatar's included)",
                what.c_str(), frames, width, height, shapes, drawn);
    if (dat)
        std::printf(", DAT world: %zu landblocks, %zu cells, %zu objects (%zu parts drawn)",
                    dat->landblocks.size(), dat->cells.size(), dat->objects.size(), dat_parts);
    std::printf(": %.1f fps (%.2f ms/frame) [%s]\n", frames / s, 1000.0 * s / frames,
                reinterpret_cast<const char*>(glGetString(GL_RENDERER)));
    SDL_GL_DeleteContext(gl);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
