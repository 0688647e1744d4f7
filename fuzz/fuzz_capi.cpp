// libFuzzer target: random sequences of C API calls with random arguments (docs/robustness.md,
// docs/c-api.md "Errors"). Each input opens two worlds (a shipped scene, so no DAT files are
// needed) and reads one operation per byte with its arguments from the bytes after it: movers
// created with random descs and starts (NaN, infinity and huge values included), steps with
// random controls and dt, readings, queries, objects added, moved and removed, locations
// parsed and formatted, handles of the other world and NULLs. Every call must return a status
// in the enum, every success must give finite numbers, and nothing may crash or leak under
// ASan and UBSan.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "sweeplab/sweeplab.h"

namespace {

struct Bytes {
    const std::uint8_t* p;
    std::size_t n;
    std::uint8_t u8() {
        if (n == 0) return 0;
        --n;
        return *p++;
    }
    std::uint32_t u32() {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v = v << 8u | u8();
        return v;
    }
    // Mostly sensible numbers, sometimes anything a float can be.
    float number(float scale) {
        const std::uint8_t k = u8();
        if (k < 160) return (static_cast<float>(u8()) / 255.0f - 0.5f) * 2.0f * scale;
        if (k < 200) return static_cast<float>(u8() % 8) * scale / 4.0f;
        std::uint32_t bits = u32();
        float f = 0.0f;
        std::memcpy(&f, &bits, sizeof f);
        return f;
    }
};

void require(bool ok, const char* what) {
    if (ok) return;
    std::fprintf(stderr, "fuzz_capi: %s\n", what);
    std::abort();
}

void status_ok(sl_status s) {
    require(s >= SL_OK && s <= SL_ERROR_INTERNAL, "a status outside the enum");
    require(s != SL_ERROR_INTERNAL, "SL_ERROR_INTERNAL (an exception or a bug)");
    if (s != SL_OK) require(sl_last_error()[0] != '\0', "a failure without a message");
}

void finite_position(const sl_position& p) {
    for (float v : p.origin)
        require(std::isfinite(v), "a non-finite origin");
    for (float v : p.rotation)
        require(std::isfinite(v), "a non-finite rotation");
}

sl_position position(Bytes& b, const sl_position& near) {
    sl_position p = near;
    const std::uint8_t k = b.u8();
    if (k & 1u) p.cell = (k & 2u) ? b.u32() : (near.cell & 0xFFFF0000u) | (b.u8() % 0x50u);
    for (float& v : p.origin)
        v += b.number(12.0f);
    if (k & 4u)
        for (float& v : p.rotation)
            v = b.number(1.0f);
    return p;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Bytes b{data, size};
    sl_world* worlds[2] = {nullptr, nullptr};
    const char* scenes[2] = {SWEEPLAB_SOURCE_DIR "/assets/scenes/cottage.json",
                             SWEEPLAB_SOURCE_DIR "/assets/scenes/stairs-ramp.json"};
    for (int i = 0; i < 2; ++i)
        require(sl_world_open_scene(scenes[i], nullptr, &worlds[i]) == SL_OK,
                "a shipped scene does not open");
    sl_position start{};
    require(sl_world_start(worlds[0], &start) == SL_OK, "sl_world_start");
    std::vector<sl_mover*> movers;
    std::vector<sl_object_handle> objects;
    for (int op = 0; op < 64 && b.n > 0; ++op) {
        sl_world* w = worlds[b.u8() % 8u == 0u ? 1 : 0];
        sl_status s = SL_OK;
        switch (b.u8() % 12u) {
        case 0: { // a mover: the human or a desc
            sl_mover_desc d{};
            d.struct_size = b.u8() % 16u == 0u ? b.u32() : sizeof d;
            d.num_spheres = b.u8() % 4u;
            for (auto& sp : d.spheres)
                for (float& v : sp)
                    v = b.number(1.0f);
            d.step_up_height = b.number(1.0f);
            d.step_down_height = b.number(1.0f);
            d.scale = b.number(2.0f);
            const sl_position p = position(b, start);
            sl_mover* m = nullptr;
            sl_position placed{};
            s = sl_mover_create(w, b.u8() & 1u ? &d : nullptr, &p, &m, &placed);
            if (s == SL_OK) {
                finite_position(placed);
                movers.push_back(m);
            }
            break;
        }
        case 1:
        case 2:
        case 3: { // steps, sometimes in the wrong world
            if (movers.empty()) break;
            sl_mover* m = movers[b.u8() % movers.size()];
            sl_controls c{};
            c.struct_size = sizeof c;
            c.forward = b.number(1.2f);
            c.strafe = b.number(1.2f);
            c.turn = b.number(400.0f);
            c.run = b.u8() % 3u;
            c.jump = b.u8() % 3u;
            const float dt = b.number(0.1f);
            sl_step_result r{};
            for (int k = 0, n = 1 + b.u8() % 8; k < n; ++k) {
                s = sl_mover_step(w, m, &c, dt, &r);
                status_ok(s);
                if (s != SL_OK) break;
                finite_position(r.position);
                for (float v : r.velocity)
                    require(std::isfinite(v), "a non-finite velocity");
            }
            break;
        }
        case 4:
            s = sl_world_set_reading(w, static_cast<sl_reading>(b.u8() % 4u));
            if (!movers.empty())
                status_ok(sl_mover_set_reading(movers[b.u8() % movers.size()],
                                               static_cast<sl_reading>(b.u8() % 4u)));
            break;
        case 5: {
            const sl_position p = position(b, start);
            std::uint32_t cell = 0;
            s = sl_world_find_cell(w, &p, &cell);
            sl_surface surface{};
            status_ok(sl_world_surface_below(w, &p, b.number(50.0f), &surface));
            break;
        }
        case 6: {
            const sl_position a = position(b, start);
            const sl_position z = position(b, a);
            sl_sweep_result r{};
            s = sl_sweep_sphere(w, &a, &z, b.number(1.0f), &r);
            if (s == SL_OK) {
                finite_position(r.position);
                require(r.fraction >= 0.0f && r.fraction <= 1.0f, "a fraction outside 0..1");
            }
            break;
        }
        case 7: {
            sl_transition_desc d{};
            d.struct_size = sizeof d;
            d.num_spheres = 1 + b.u8() % 2u;
            for (auto& sp : d.spheres)
                for (float& v : sp)
                    v = b.number(1.0f);
            d.step_up_height = b.number(1.0f);
            d.flags = b.u8() & 0x7Fu;
            d.start = position(b, start);
            d.end = position(b, d.start);
            sl_transition_result r{};
            s = sl_transition(w, &d, &r);
            if (s == SL_OK) finite_position(r.position);
            break;
        }
        case 8: {
            sl_object_desc d{};
            d.struct_size = sizeof d;
            d.num_spheres = b.u8() % 3u;
            for (auto& sp : d.spheres)
                for (float& v : sp)
                    v = b.number(1.0f);
            d.cylinder_radius = b.number(1.0f);
            d.cylinder_height = b.number(2.0f);
            d.ethereal = b.u8() % 2u;
            const sl_position p = position(b, start);
            sl_object_handle h{};
            sl_placement_result pr{};
            s = sl_world_add_object(worlds[0], &d, &p, &h, &pr);
            if (s == SL_OK) objects.push_back(h);
            break;
        }
        case 9: {
            if (objects.empty()) break;
            const sl_object_handle h = objects[b.u8() % objects.size()];
            const sl_position p = position(b, start);
            sl_placement_result pr{};
            s = b.u8() & 1u ? sl_world_move_object(w, h, &p, &pr) : sl_world_remove_object(w, h);
            break;
        }
        case 10: { // locations: random text, then the formatted form back
            std::string text;
            for (int k = 0, n = b.u8() % 48; k < n; ++k)
                text += static_cast<char>(b.u8());
            sl_position p{};
            s = sl_parse_location(text.c_str(), &p);
            char buffer[96];
            if (s == SL_OK) status_ok(sl_format_location(&p, buffer, b.u8() % 96u));
            break;
        }
        default: { // NULLs where pointers go
            sl_step_result r{};
            status_ok(sl_mover_step(w, nullptr, nullptr, 0.1f, &r));
            status_ok(sl_mover_get(nullptr, &r));
            status_ok(sl_world_find_cell(nullptr, nullptr, nullptr));
            if (!movers.empty() && b.u8() % 4u == 0u) { // a mover freed and forgotten
                sl_mover_free(movers.back());
                movers.pop_back();
            }
            break;
        }
        }
        status_ok(s);
    }
    for (sl_mover* m : movers)
        sl_mover_free(m);
    for (sl_world* w : worlds)
        sl_world_free(w);
    return 0;
}
