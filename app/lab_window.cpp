#include "app/lab_window.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/lab/debug_overlay.h"
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
    ImGui::GetStyle().Alpha = 0.94f;
    ImGui_ImplSDL2_InitForOpenGL(w.window, w.gl);
    ImGui_ImplOpenGL3_Init("#version 330");
    w.imgui = true;
    return true;
}

void open_scene(LabState& state, render::SceneRenderer& renderer, const std::string& path) {
    try {
        state.lab->open(path);
    } catch (const scene::SceneError& e) {
        state.load_error = e.what();
        return;
    }
    state.load_error.clear();
    renderer.load(state.lab->scene());
    state.boom = scene_boom(state.lab->scene());
}

// Keys that act once per press: simulation control. Movement keys are read as state.
void handle_key(const SDL_KeyboardEvent& key, LabState& state, bool& running) {
    if (ImGui::GetIO().WantCaptureKeyboard) return;
    switch (key.keysym.sym) {
    case SDLK_ESCAPE:
        running = false;
        break;
    case SDLK_p:
        state.lab->paused = !state.lab->paused;
        break;
    case SDLK_n:
        state.request_step_frame = true;
        break;
    case SDLK_m:
        state.request_step_substep = true;
        break;
    case SDLK_r:
        state.request_restart = true;
        break;
    case SDLK_c:
        state.lab->sim().camera_collide = !state.lab->sim().camera_collide;
        break;
    case SDLK_F12:
        state.request_screenshot = true;
        break;
    default:
        break;
    }
}

FrameInput read_keyboard(const LabState& state) {
    FrameInput in;
    in.camera_yaw = state.boom.yaw_deg;
    in.camera_pitch = state.boom.pitch_deg;
    in.camera_distance = state.boom.distance;
    if (ImGui::GetIO().WantCaptureKeyboard) return in;
    const Uint8* k = SDL_GetKeyboardState(nullptr);
    in.forward = static_cast<float>((k[SDL_SCANCODE_W] || k[SDL_SCANCODE_UP]) -
                                    (k[SDL_SCANCODE_S] || k[SDL_SCANCODE_DOWN]));
    in.turn = 90.0f * static_cast<float>((k[SDL_SCANCODE_A] || k[SDL_SCANCODE_LEFT]) -
                                         (k[SDL_SCANCODE_D] || k[SDL_SCANCODE_RIGHT]));
    in.strafe = static_cast<float>(k[SDL_SCANCODE_E] - k[SDL_SCANCODE_Q]);
    in.run = !(k[SDL_SCANCODE_LSHIFT] || k[SDL_SCANCODE_RSHIFT]);
    in.jump = k[SDL_SCANCODE_SPACE] != 0;
    return in;
}

bool any_movement(const FrameInput& in) {
    return in.forward != 0.0f || in.turn != 0.0f || in.strafe != 0.0f || in.jump;
}

void record_history(LabState& state) {
    const FrameOutput& o = state.lab->output();
    const float speed = std::sqrt(o.velocity.x * o.velocity.x + o.velocity.y * o.velocity.y);
    state.history.record(o.frame, speed, o.position.z, static_cast<float>(o.substeps));
}

void handle_mouse(const SDL_Event& e, LabState& state) {
    if (ImGui::GetIO().WantCaptureMouse) return;
    if (e.type == SDL_MOUSEMOTION && (e.motion.state & (SDL_BUTTON_LMASK | SDL_BUTTON_RMASK))) {
        state.boom.yaw_deg -= static_cast<float>(e.motion.xrel) * 0.3f;
        state.boom.pitch_deg += static_cast<float>(e.motion.yrel) * 0.3f;
        state.boom.pitch_deg = std::clamp(state.boom.pitch_deg, -80.0f, 85.0f);
        state.lab->source = InputSource::Keyboard; // the user has taken the camera
    } else if (e.type == SDL_MOUSEWHEEL) {
        state.boom.distance *= e.wheel.y > 0 ? 0.9f : 1.1f;
        state.boom.distance = std::clamp(state.boom.distance, 0.5f, 40.0f);
        state.lab->source = InputSource::Keyboard;
    }
}

render::RenderView make_view(const glm::vec3& eye, const glm::vec3& target, int x, int y, int width,
                             int height) {
    render::RenderView view;
    view.eye = eye;
    view.view = view_matrix(eye, target);
    view.proj = projection_matrix(static_cast<float>(width) / static_cast<float>(height));
    view.x = x;
    view.y = y;
    view.width = width;
    view.height = height;
    return view;
}

// Looking straight down on the pivot from high above, so the boom, the sought eye and the
// swept viewer sphere can all be seen.
render::RenderView overhead_view(const FrameOutput& o, int x, int y, int width, int height) {
    const glm::vec3 eye = o.pivot + glm::vec3(0.0f, -0.5f, 14.0f);
    return make_view(eye, o.pivot, x, y, width, height);
}

// The creatures added in the crowd panel, where their movers put them.
void add_lab_creatures(const LabState& state, render::FrameDraw& frame) {
    if (!state.view.show_objects) return;
    for (const auto& c : state.lab->crowd().creatures())
        if (c.present)
            frame.spheres.push_back({c.position + glm::vec3(0.0f, 0.0f, c.radius), c.radius,
                                     render::palette::kCreature});
    // Projectiles in flight are white, at rest yellow; drawn 10 cm wide to be seen.
    for (const ProjectileView& p : state.lab->projectiles().views())
        if (p.active)
            frame.spheres.push_back({p.center, 0.1f,
                                     p.stopped ? glm::vec4(0.9f, 0.9f, 0.2f, 1.0f)
                                               : glm::vec4(1.0f, 1.0f, 1.0f, 1.0f)});
}

void draw_view(render::SceneRenderer& renderer, const render::RenderView& view,
               const render::FrameDraw& frame, bool clear_color) {
    glEnable(GL_SCISSOR_TEST);
    glScissor(view.x, view.y, view.width, view.height);
    glClearColor(0.62f, 0.70f, 0.80f, 1.0f);
    glClear(GL_DEPTH_BUFFER_BIT | (clear_color ? GL_COLOR_BUFFER_BIT : 0));
    glDisable(GL_SCISSOR_TEST);
    renderer.draw(view, frame);
}

void label(int x, int y, const char* text) {
    ImGui::GetForegroundDrawList()->AddText(ImVec2(static_cast<float>(x), static_cast<float>(y)),
                                            IM_COL32(255, 255, 255, 230), text);
}

void render_frame(Window& w, LabState& state, render::SceneRenderer& renderer) {
    int width = 0, height = 0;
    SDL_GL_GetDrawableSize(w.window, &width, &height);
    const FrameOutput& o = state.lab->output();
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    draw_scene_panel(state);
    draw_sim_panel(state);
    draw_view_panel(state);
    draw_player_panel(state);
    draw_checks_panel(state);
    draw_plots_panel(state);
    draw_inspector_panel(state);
    draw_crowd_panel(state);

    render::FrameDraw frame;
    build_frame_draw(state, frame);
    add_lab_creatures(state, frame);
    // From above, every room is drawn: the indoor visibility decision belongs to the chase eye.
    render::FrameDraw marked = frame;
    marked.visible_cells.reset();
    marked.draw_outdoor = true;
    // The camera items seen from outside (the View panel's Camera checkboxes): the swept
    // tube and the final eye are drawn only here, since the chase view looks from the eye.
    add_camera_overlay(state, marked.lines, false);

    glViewport(0, 0, width, height);
    glClearColor(0.62f, 0.70f, 0.80f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    switch (state.view_mode) {
    case ViewMode::Chase:
        draw_view(renderer, make_view(o.eye, o.pivot, 0, 0, width, height), frame, false);
        if (state.overhead_inset) {
            const int iw = width / 4, ih = height / 4;
            draw_view(renderer, overhead_view(o, (width - iw) / 2, height - ih - 8, iw, ih), marked,
                      true);
            label((width - iw) / 2 + 6, 12, "overhead");
        }
        break;
    case ViewMode::Split: {
        const int half = width / 2;
        draw_view(renderer, make_view(o.eye, o.pivot, 0, 0, half, height), frame, false);
        // B is drawn with everything visible: retail's visibility decision belongs to A's eye.
        render::FrameDraw all = frame;
        all.visible_cells.reset();
        all.draw_outdoor = true;
        draw_view(renderer, make_view(o.free_eye, o.pivot, half, 0, width - half, height), all,
                  false);
        label(half / 2 - 90, height - 24, "A: collided eye (CollideCamera)");
        label(half + half / 2 - 90, height - 24, "B: the same boom without the sweep");
        if (!state.lab->sim().camera_collide)
            label(half - 150, height / 2, "CollideCamera is off: A does not sweep either");
        break;
    }
    case ViewMode::Overhead:
        draw_view(renderer, overhead_view(o, 0, 0, width, height), marked, false);
        label(width / 2 - 160, height - 24,
              "overhead: white pivot, orange sought eye, cyan swept eye");
        break;
    }
    ImGui::Render();
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

bool save_png(Window& w, const std::string& path) {
    int width = 0, height = 0;
    SDL_GL_GetDrawableSize(w.window, &width, &height);
    std::string error;
    if (!write_framebuffer_png(path, width, height, error)) {
        std::fprintf(stderr, "sweeplab: %s\n", error.c_str());
        return false;
    }
    return true;
}

} // namespace

int run_window(const Options& options) {
    LabState state;
    // Bad input is reported before any window opens, with exit code 2.
    try {
        state.lab = std::make_unique<LabController>(resolve_scene(options.scene));
    } catch (const scene::SceneError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 2;
    }
    state.lab->sim().camera_collide = camera_collide_setting(
        state.lab->scene(), options.camera_collide ? (*options.camera_collide ? 1 : 0) : -1);
    state.boom = scene_boom(state.lab->scene());
    state.view_mode = options.view == "split"      ? ViewMode::Split
                      : options.view == "overhead" ? ViewMode::Overhead
                                                   : ViewMode::Chase;
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
    renderer.load(state.lab->scene());
    state.catalog = list_scenes();

    if (options.mode == Mode::Screenshot) {
        // The script's first N frames (default 1), stepped exactly as headless steps them.
        const long frames = std::max(options.frames.value_or(1), 1);
        const FrameInput idle;
        state.lab->sim().view_aspect =
            static_cast<float>(options.width) / static_cast<float>(options.height);
        for (long f = 0; f < frames; ++f) {
            state.lab->step_frame(idle);
            record_history(state);
        }
        state.lab->paused = true;
        // ImGui lays out new windows over its first frames (sizes, then contents).
        for (int i = 0; i < 3; ++i)
            render_frame(w, state, renderer);
        return save_png(w, options.screenshot_png) ? 0 : 1;
    }

    bool running = true;
    Uint64 last = SDL_GetPerformanceCounter();
    long shots = 0;
    while (running) {
        SDL_Event e;
        while (SDL_PollEvent(&e)) {
            ImGui_ImplSDL2_ProcessEvent(&e);
            if (e.type == SDL_QUIT) running = false;
            if (e.type == SDL_KEYDOWN && !e.key.repeat) handle_key(e.key, state, running);
            handle_mouse(e, state);
        }
        if (!state.pending_scene.empty()) {
            open_scene(state, renderer, state.pending_scene);
            state.pending_scene.clear();
        }
        state.keyboard = read_keyboard(state);
        if (any_movement(state.keyboard)) state.lab->source = InputSource::Keyboard;
        const Uint64 now = SDL_GetPerformanceCounter();
        const double dt =
            static_cast<double>(now - last) / static_cast<double>(SDL_GetPerformanceFrequency());
        last = now;
        {
            int dw = 0, dh = 0;
            SDL_GL_GetDrawableSize(w.window, &dw, &dh);
            if (dh > 0)
                state.lab->sim().view_aspect = static_cast<float>(dw) / static_cast<float>(dh);
        }
        if (state.request_restart) state.lab->restart();
        if (state.request_fire) {
            state.lab->fire_projectile();
            state.request_fire = false;
        }
        if (state.request_step_back) {
            state.lab->paused = true;
            state.lab->step_back();
        }
        if (state.request_step_forward) {
            state.lab->paused = true;
            state.lab->step_forward(state.keyboard);
        }
        if (state.request_goto_frame > 0) {
            state.lab->paused = true;
            state.lab->rewind_to(state.request_goto_frame);
        }
        if (state.request_step_frame) {
            state.lab->paused = true;
            state.lab->step_frame(state.keyboard);
        }
        if (state.request_step_substep) state.lab->step_substep(state.keyboard);
        if (state.request_restart || state.request_step_frame || state.request_step_substep ||
            state.request_step_back || state.request_step_forward || state.request_goto_frame > 0)
            record_history(state);
        state.request_restart = state.request_step_frame = state.request_step_substep = false;
        state.request_step_back = state.request_step_forward = false;
        state.request_goto_frame = 0;
        state.lab->tick(dt, state.keyboard);
        record_history(state);
        state.fps = 0.9f * state.fps + 0.1f * static_cast<float>(dt > 0 ? 1.0 / dt : 0.0);
        render_frame(w, state, renderer);
        if (state.request_screenshot) {
            state.request_screenshot = false;
            const std::string path = "sweeplab-" + std::to_string(++shots) + ".png";
            if (save_png(w, path)) state.last_screenshot = path;
        }
        SDL_GL_SwapWindow(w.window);
    }
    return 0;
}

} // namespace sweeplab::app
