// libFuzzer target: the scene loader answers every input with a Scene or a SceneError
// (`FILE: JSON.PATH: problem`), never a crash, a hang or another exception.
#include <cstddef>
#include <cstdint>
#include <string>

#include "scene/loader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const sweeplab::scene::Scene s = sweeplab::scene::load_scene_text(text, "fuzz.json");
        (void)s;
    } catch (const sweeplab::scene::SceneError& e) {
        const std::string what = e.what();
        if (what.rfind("fuzz.json: ", 0) != 0) __builtin_trap(); // the file must be named
    }
    return 0;
}
