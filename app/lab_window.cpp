#include "app/lab_window.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <cstdio>

#include "app/lab/panels.h"
#include "app/screenshot.h"
#include "render/gl.h"
#include "render/scene_renderer.h"
#include "scene/loader.h"

namespace sweeplab::app {

namespace {

struct Window {
    SDL_Window* window = nullptr;
    SDL_GLContext gl = nullptr;
    bool imgui = false;

    ~Window() {
        if (imgui) {
            ImGui_ImplOpenGL3_Shutdown();
            ImGui_ImplSDL2_Shutdown();
            ImGui::DestroyContext();
        }
        if (gl) SDL_GL_DeleteContext(gl);
        if (window) SDL_DestroyWindow(window);
        SDL_Quit();
    }
};

bool open_window(Window& w, int width, int height, std::string& error) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        error = std::string("cannot start SDL video (is there a display?): ") + SDL_GetError();
        return false;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
    w.window = SDL_CreateWindow("sweeplab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width,
                                height, SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE);
    if (!w.window) {
        error = std::string("cannot create the window: ") + SDL_GetError();
        return false;
    }
    w.gl = SDL_GL_CreateContext(w.window);
    if (!w.gl) {
        error = std::string("cannot create an OpenGL 3.3 core context: ") + SDL_GetError();
        return false;
    }
    SDL_GL_MakeCurrent(w.window, w.gl);
    SDL_GL_SetSwapInterval(1);
    if (!gladLoadGL(reinterpret_cast<GLADloadfunc>(SDL_GL_GetProcAddress))) {
        error = "cannot load the OpenGL functions";
        return false;
    }
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr; // the same layout every run, for screenshots
    ImGui::StyleColorsDark();
    ImGui::GetStyle().WindowRounding = 4.0f;
    ImGui_ImplSDL2_InitForOpenGL(w.window, w.gl);
    ImGui_ImplOpenGL3_Init("#version 330");
    w.imgui = true;
    return true;
}

bool open_scene(LabState& state, render::SceneRenderer& renderer, const std::string& path) {
    try {
        state.scene = scene::load_scene_file(path);
    } catch (const scene::SceneError& e) {
        state.load_error = e.what();
        return false;
    }
    state.scene_path = path;
    state.load_error.clear();
    renderer.load(state.scene);
    reset_to_scene(state);
    return true;
}

void handle_mouse(const SDL_Event& e, LabState& state) {
    if (ImGui::GetIO().WantCaptureMouse) return;
    if (e.type == SDL_MOUSEMOTION && (e.motion.state & (SDL_BUTTON_LMASK | SDL_BUTTON_RMASK))) {
        state.boom.yaw_deg -= static_cast<float>(e.motion.xrel) * 0.3f;
        state.boom.pitch_deg += static_cast<float>(e.motion.yrel) * 0.3f;
        state.boom.pitch_deg = glm::clamp(state.boom.pitch_deg, -80.0f, 85.0f);
    } else if (e.type == SDL_MOUSEWHEEL) {
        state.boom.distance *= e.wheel.y > 0 ? 0.9f : 1.1f;
        state.boom.distance = glm::clamp(state.boom.distance, 0.5f, 40.0f);
    }
}

void add_axes(render::FrameDraw& frame) {
    const glm::vec3 o(0.0f, 0.0f, 0.01f);
    frame.lines.push_back({o, {1, 0.2f, 0.2f, 1}});
    frame.lines.push_back({o + glm::vec3(1, 0, 0), {1, 0.2f, 0.2f, 1}});
    frame.lines.push_back({o, {0.2f, 1, 0.2f, 1}});
    frame.lines.push_back({o + glm::vec3(0, 1, 0), {0.2f, 1, 0.2f, 1}});
    frame.lines.push_back({o, {0.3f, 0.4f, 1, 1}});
    frame.lines.push_back({o + glm::vec3(0, 0, 1), {0.3f, 0.4f, 1, 1}});
}

void render_frame(Window& w, LabState& state, render::SceneRenderer& renderer) {
    int width = 0, height = 0;
    SDL_GL_GetDrawableSize(w.window, &width, &height);
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    draw_scene_panel(state);
    draw_view_panel(state);
    ImGui::Render();

    const BoomPose pose = boom_pose(state.avatar.feet, state.avatar.yaw_deg, state.boom);
    render::RenderView view;
    view.eye = pose.eye;
    view.view = view_matrix(pose.eye, pose.pivot);
    view.proj = projection_matrix(static_cast<float>(width) / static_cast<float>(height));
    view.width = width;
    view.height = height;
    render::FrameDraw frame;
    if (state.view.show_objects) add_scene_shapes(state.scene, frame);
    if (state.view.show_avatar) add_avatar(state.scene, state.avatar, frame);
    if (state.view.show_axes) add_axes(frame);
    frame.show_portals = state.view.show_portals;

    glViewport(0, 0, width, height);
    glClearColor(0.62f, 0.70f, 0.80f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    renderer.draw(view, frame);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

} // namespace

int run_window(const Options& options) {
    LabState state;
    const std::string path = resolve_scene(options.scene);
    // Bad input is reported before any window opens, with exit code 2.
    try {
        state.scene = scene::load_scene_file(path);
    } catch (const scene::SceneError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 2;
    }
    Window w;
    std::string error;
    if (!open_window(w, options.width, options.height, error)) {
        std::fprintf(stderr, "sweeplab: %s\n", error.c_str());
        return 1;
    }
    render::SceneRenderer renderer;
    if (!renderer.init(error)) {
        std::fprintf(stderr, "sweeplab: %s\n", error.c_str());
        return 1;
    }
    state.catalog = list_scenes();
    open_scene(state, renderer, path);

    const bool screenshot = options.mode == Mode::Screenshot;
    const long frames = screenshot ? options.frames.value_or(1) : -1;
    bool running = true;
    Uint64 last = SDL_GetPerformanceCounter();
    while (running) {
        SDL_Event e;
        while (SDL_PollEvent(&e)) {
            ImGui_ImplSDL2_ProcessEvent(&e);
            if (e.type == SDL_QUIT) running = false;
            if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) running = false;
            handle_mouse(e, state);
        }
        if (!state.pending_scene.empty()) {
            open_scene(state, renderer, state.pending_scene);
            state.pending_scene.clear();
        }
        render_frame(w, state, renderer);
        ++state.frame;
        const Uint64 now = SDL_GetPerformanceCounter();
        const double dt =
            static_cast<double>(now - last) / static_cast<double>(SDL_GetPerformanceFrequency());
        last = now;
        state.fps = 0.9f * state.fps + 0.1f * static_cast<float>(dt > 0 ? 1.0 / dt : 0.0);
        if (screenshot && state.frame >= std::max(frames, 1L)) {
            int width = 0, height = 0;
            SDL_GL_GetDrawableSize(w.window, &width, &height);
            if (!write_framebuffer_png(options.screenshot_png, width, height, error)) {
                std::fprintf(stderr, "sweeplab: %s\n", error.c_str());
                return 1;
            }
            return 0;
        }
        SDL_GL_SwapWindow(w.window);
    }
    return 0;
}

} // namespace sweeplab::app
