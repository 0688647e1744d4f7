#include "app/lab_window.h"
#include "app/bad_input.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <vector>

#include "app/data_dir.h"
#include "app/lab/dock.h"
#include "app/lab/layout_store.h"
#include "app/lab/panels.h"
#include "app/lab/view_draw.h"
#include "app/layout/layout_report.h"
#include "app/screenshot.h"
#include "render/gl.h"
#include "render/scene_renderer.h"
#include "scene/loader.h"

// What the panels open: another scene, a place, a survey finding, a spawn line.
#include "app/dat_run.h"
#include "app/lab/place_actions.h"

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
    // ImGui's own .ini stays off: the lab's layout file (app/layout/layout_file.h) holds the
    // dock widths and the panels' states, and the panels never move.
    ImGui::GetIO().IniFilename = nullptr;
    ImGui::StyleColorsDark();
    ImGui::GetStyle().WindowRounding = 4.0f;
    ImGui::GetStyle().Alpha = 0.94f;
    ImGui_ImplSDL2_InitForOpenGL(w.window, w.gl);
    ImGui_ImplOpenGL3_Init("#version 330");
    w.imgui = true;
    return true;
}

// Keys that act once per press (simulation control, jump, record, fire, screenshot), taken
// from key-down events so a press and release between two frames still acts once. Movement
// keys are read as state (read_keyboard).
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
    case SDLK_b:
        state.request_step_back = true;
        break;
    case SDLK_f:
        state.request_step_forward = true;
        break;
    case SDLK_g:
        state.request_fire = true;
        break;
    case SDLK_SPACE: // consumed by the next frame that runs (the main loop)
        state.request_jump = true;
        break;
    case SDLK_k: // record from the start / stop (docs/recordings.md)
        state.record.request_toggle = true;
        break;
    case SDLK_j: // the Readings panel's "Go to first parting"
        state.request_first_parting = true;
        break;
    case SDLK_TAB: // every panel hidden or shown; the views take the window
        state.docks.hidden = !state.docks.hidden;
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
    // A press, not the key's state: the mover starts a jump on its rising edge, and a tap
    // shorter than a frame never shows in the state (handle_key queues it).
    in.jump = state.request_jump;
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

// The layout of this frame: the docks' columns and the views in the free centre.
struct FrameLayout {
    layout::Columns columns;
    std::vector<layout::ViewRect> views;
    std::vector<layout::PanelRect> panels;
};

void render_frame(Window& w, LabState& state, render::SceneRenderer& renderer, FrameLayout& used) {
    int width = 0, height = 0;
    SDL_GL_GetDrawableSize(w.window, &width, &height);
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    if (state.screenshot_mouse) // SWEEPLAB_SCREENSHOT_HOVER: the mouse of a --screenshot run
        ImGui::GetIO().MousePos = ImVec2(state.screenshot_mouse->x, state.screenshot_mouse->y);
    ImGui::NewFrame();
    const ImGuiIO& io = ImGui::GetIO();
    used.columns = layout::columns(state.docks, io.DisplaySize.x, io.DisplaySize.y);
    draw_docks(state, used.columns, used.panels);
    // After the panels, which may have changed the view mode this frame.
    used.views = layout::place_views(state.view_mode, state.overhead_inset, used.columns.centre);

    glViewport(0, 0, width, height);
    glClearColor(0.62f, 0.70f, 0.80f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    draw_views(state, renderer, used.views, io.DisplayFramebufferScale.x,
               io.DisplayFramebufferScale.y, height);
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

// The aspect of the chase eye's viewport in this window: the visibility frustum's.
float chase_view_aspect(Window& w, const LabState& state) {
    int ww = 0, wh = 0;
    SDL_GetWindowSize(w.window, &ww, &wh);
    const layout::Columns c =
        layout::columns(state.docks, static_cast<float>(ww), static_cast<float>(wh));
    return layout::chase_aspect(state.view_mode, c.centre);
}

// SWEEPLAB_SCREENSHOT_KEYS (comma-separated SDL key names, e.g. "Tab"): pressed through the
// window's key handler before a --screenshot run draws, so a test sees what the keys do.
bool press_screenshot_keys(LabState& state) {
    const char* env = std::getenv("SWEEPLAB_SCREENSHOT_KEYS");
    if (env == nullptr) return true;
    std::stringstream list(env);
    std::string name;
    bool running = true;
    while (std::getline(list, name, ',')) {
        if (name.empty()) continue;
        const SDL_Keycode key = SDL_GetKeyFromName(name.c_str());
        if (key == SDLK_UNKNOWN) {
            std::fprintf(stderr, "sweeplab: SWEEPLAB_SCREENSHOT_KEYS: unknown key \"%s\"\n",
                         name.c_str());
            return false;
        }
        SDL_KeyboardEvent e{};
        e.type = SDL_KEYDOWN;
        e.keysym.sym = key;
        handle_key(e, state, running);
    }
    return true;
}

// SWEEPLAB_LAYOUT_REPORT=FILE: the rects the frame used, in the PNG's pixels (the tests).
bool write_layout_report(const LabState& state, const FrameLayout& used) {
    const char* path = std::getenv("SWEEPLAB_LAYOUT_REPORT");
    if (path == nullptr || *path == '\0') return true;
    const ImGuiIO& io = ImGui::GetIO();
    layout::LayoutReport r;
    r.width = io.DisplaySize.x;
    r.height = io.DisplaySize.y;
    r.view = state.view_mode;
    r.panels_hidden = state.docks.hidden;
    r.columns = used.columns;
    r.views = used.views;
    r.panels = used.panels;
    std::ofstream out(path, std::ios::trunc);
    out << layout::format_report(
        layout::scaled(r, io.DisplayFramebufferScale.x, io.DisplayFramebufferScale.y));
    if (!out.flush()) {
        std::fprintf(stderr, "sweeplab: %s: cannot write the layout report\n", path);
        return false;
    }
    return true;
}

} // namespace

std::string window_shader_dir() {
    return shader_dir();
}

int run_window(const Options& given) {
    LabState state;
    Options options = given; // --spawns may give the LOCATION
    if (!options.spawns_file.empty())
        if (const int bad = open_spawns(state, options)) return bad;
    // Bad input is reported before any window opens, with exit code 2.
    if (const int bad = report_bad_input([&] {
            RunScene run = load_run_scene(options);
            state.lab = std::make_unique<LabController>(
                std::move(run.scene), options.location.empty() ? resolve_scene(options.scene) : "",
                simulation_options(options, run.folder));
        }))
        return bad;
    if (!options.survey_file.empty()) {
        try {
            state.survey.file =
                std::make_unique<survey::SurveyFile>(survey::read_survey_file(options.survey_file));
        } catch (const std::runtime_error& e) { // "FILE: line N: problem"
            std::fprintf(stderr, "sweeplab: %s\n", e.what());
            return 2;
        }
    }
    if (!options.trace_file.empty())
        if (const int bad = load_trace_view(state, options)) return bad; // app/lab/trace_view.h
    if (!options.record_file.empty()) {
        const std::string error = check_writable(options.record_file);
        if (!error.empty()) {
            std::fprintf(stderr, "sweeplab: --record: %s\n", error.c_str());
            return 2;
        }
    }
    for (const std::string& w : state.lab->scene().warnings)
        std::fprintf(stderr, "%s: warning: %s\n", state.lab->scene().source_path.c_str(),
                     w.c_str());
    state.lab->sim().camera_collide = camera_collide_setting(
        state.lab->scene(), options.camera_collide ? (*options.camera_collide ? 1 : 0) : -1);
    state.boom = scene_boom(state.lab->scene());
    // --record: recording from frame 1; a DAT location's recording says the location.
    for (const std::string& word : options.location)
        state.record.from += (state.record.from.empty() ? "" : " ") + word;
    if (!options.record_file.empty()) {
        std::snprintf(state.record.path.data(), state.record.path.size(), "%s",
                      options.record_file.c_str());
        state.record.path_given = true;
        start_recording(state);
    }
    const bool screenshot = options.mode == Mode::Screenshot;
    LayoutStore layout_store;
    layout_store.open(screenshot, state);
    // A run asked to compare opens the Readings panel (the distance, the first parting).
    if (options.compare) state.panel_collapsed["readings"] = false;
    // A run with a survey opens the Survey panel, and folds the Scene and View panels to give
    // its list room (a title bar: one click opens each again).
    if (state.survey.file) {
        state.panel_collapsed["survey"] = false;
        state.panel_collapsed["scene"] = true;
        state.panel_collapsed["view"] = true;
    }
    // A run with a spawn check opens the Spawns panel the same way, in a left column wide
    // enough for its table; the Simulation panel folds too, to leave the selected line's
    // details and the table room (the lab stands paused beside the object looked at).
    if (state.spawns.file) {
        state.docks.left_width = std::max(state.docks.left_width, 400.0f);
        state.panel_collapsed["spawns"] = false;
        state.panel_collapsed["scene"] = true;
        state.panel_collapsed["view"] = true;
        state.panel_collapsed["simulation"] = true;
    }
    // A run with a trace opens the Trace panel the same way (app/lab/trace_view.h), in a left
    // column wide enough for its table's four columns of cell ids and tests.
    if (state.trace.loaded()) {
        state.docks.left_width = std::max(state.docks.left_width, 380.0f);
        state.panel_collapsed["trace"] = false;
        state.panel_collapsed["scene"] = true;
        state.panel_collapsed["view"] = true;
    }
    if (options.view_given) // the command line wins over the layout file
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
    if (!renderer.init(shader_dir(), error)) {
        std::fprintf(stderr, "sweeplab: %s\n", error.c_str());
        return 1;
    }
    renderer.load(state.lab->scene());
    if (const scene::DatWorldDesc* dat = state.lab->sim().dat_world()) renderer.set_dat_world(*dat);
    state.catalog = list_scenes();

    FrameLayout used;
    if (screenshot) {
        if (!press_screenshot_keys(state)) return 2;
        // The script's first N frames (default 1), stepped exactly as headless steps them.
        const long frames = std::max(options.frames.value_or(1), 1);
        const FrameInput idle;
        state.lab->sim().view_aspect = chase_view_aspect(w, state);
        for (long f = 0; f < frames; ++f) {
            state.lab->step_frame(idle);
            record_history(state);
        }
        trace_recording(state);
        // SWEEPLAB_SCREENSHOT_KEYS=j: the picture of the first parting, once the frames ran.
        if (state.request_first_parting) state.lab->goto_first_parting();
        // SWEEPLAB_SURVEY_FINDING=N: finding N of the --survey file (from 0) clicked, after
        // the frames: the picture of its replay, one frame before it, selected.
        if (const char* finding = std::getenv("SWEEPLAB_SURVEY_FINDING")) {
            state.survey.selected = state.survey.pending = std::strtol(finding, nullptr, 10);
            state.survey.scroll_to_selected = true;
            replay_survey_finding(state, renderer);
            record_history(state);
        }
        // SWEEPLAB_SPAWNS_LINE=N: line N of the --spawns file (from 0) clicked, after the
        // frames: the picture of its visit.
        if (state.spawns.pending >= 0) {
            visit_spawn_line(state, renderer);
            record_history(state);
        }
        state.lab->paused = true;
        // ImGui lays out new windows over its first frames (sizes, then contents).
        for (int i = 0; i < 3; ++i)
            render_frame(w, state, renderer, used);
        // SWEEPLAB_SCREENSHOT_HOVER=GUID: the mouse over that world object in the overhead
        // view, so the picture shows its tooltip.
        if (const char* hover = std::getenv("SWEEPLAB_SCREENSHOT_HOVER")) {
            state.screenshot_mouse = hover_point(state, used.views, hover);
            if (!state.screenshot_mouse) return 2;
            for (int i = 0; i < 2; ++i)
                render_frame(w, state, renderer, used);
        }
        const bool saved = save_png(w, options.screenshot_png);
        layout_store.save_if_changed(state); // only with SWEEPLAB_LAYOUT
        if (!write_recording_at_exit(state, options)) return 2;
        return saved && write_layout_report(state, used) ? 0 : 1;
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
        if (!state.pending_location.empty()) {
            open_location(state, renderer, state.pending_location);
            state.pending_location.clear();
        }
        if (state.survey.pending >= 0) {
            replay_survey_finding(state, renderer);
            record_history(state);
        }
        if (state.spawns.pending >= 0) {
            visit_spawn_line(state, renderer);
            record_history(state);
        }
        state.keyboard = read_keyboard(state);
        if (any_movement(state.keyboard)) state.lab->source = InputSource::Keyboard;
        const Uint64 now = SDL_GetPerformanceCounter();
        const double dt =
            static_cast<double>(now - last) / static_cast<double>(SDL_GetPerformanceFrequency());
        last = now;
        state.lab->sim().view_aspect = chase_view_aspect(w, state);
        if (state.request_restart) state.lab->restart();
        if (state.record.request_toggle) {
            toggle_recording(state);
            record_history(state);
        }
        if (state.request_fire) {
            state.lab->fire_projectile();
            state.request_fire = false;
        }
        if (state.request_step_back) {
            state.lab->paused = true;
            state.lab->step_back();
        }
        // Whether a simulation frame ran with this frame's keys: that frame took the jump.
        bool ran = false;
        if (state.request_step_forward) {
            state.lab->paused = true;
            state.lab->step_forward(state.keyboard);
            ran = true;
        }
        if (state.request_goto_frame > 0) {
            state.lab->paused = true;
            state.lab->rewind_to(state.request_goto_frame);
        }
        if (state.request_first_parting) state.lab->goto_first_parting(); // pauses
        if (state.request_step_frame) {
            state.lab->paused = true;
            state.lab->step_frame(state.keyboard);
            ran = true;
        }
        if (state.request_step_substep) {
            const long before = state.lab->frame();
            state.lab->step_substep(state.keyboard); // a frame only past the last sub-step
            ran = ran || state.lab->frame() != before;
        }
        if (state.request_restart || state.request_step_frame || state.request_step_substep ||
            state.request_step_back || state.request_step_forward || state.request_goto_frame > 0 ||
            state.request_first_parting)
            record_history(state);
        state.request_restart = state.request_step_frame = state.request_step_substep = false;
        state.request_step_back = state.request_step_forward = false;
        state.request_goto_frame = 0;
        state.request_first_parting = false;
        if (state.lab->tick(dt, state.keyboard) > 0) ran = true;
        // Until a frame runs (paused, or a window frame between two 30 Hz frames), the press
        // waits: Space then N steps a jumping frame.
        if (ran) state.request_jump = false;
        record_history(state);
        trace_recording(state);
        state.fps = 0.9f * state.fps + 0.1f * static_cast<float>(dt > 0 ? 1.0 / dt : 0.0);
        render_frame(w, state, renderer, used);
        // Not while a button is held: a splitter drag writes the file once, at its end.
        if (!ImGui::IsAnyMouseDown()) layout_store.save_if_changed(state);
        if (state.request_screenshot) {
            state.request_screenshot = false;
            const std::string path = "sweeplab-" + std::to_string(++shots) + ".png";
            if (save_png(w, path)) state.last_screenshot = path;
        }
        SDL_GL_SwapWindow(w.window);
    }
    layout_store.save_if_changed(state);
    return write_recording_at_exit(state, options) ? 0 : 2;
}

} // namespace sweeplab::app
