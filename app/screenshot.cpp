#include "app/screenshot.h"

#include <vector>

#include <stb/stb_image_write.h>

#include "render/gl.h"

namespace sweeplab::app {

bool write_framebuffer_png(const std::string& path, int width, int height, std::string& error) {
    std::vector<unsigned char> pixels(static_cast<std::size_t>(width) *
                                      static_cast<std::size_t>(height) * 3);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadBuffer(GL_BACK);
    glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
    stbi_flip_vertically_on_write(1); // GL rows run bottom-up
    if (!stbi_write_png(path.c_str(), width, height, 3, pixels.data(), width * 3)) {
        error = path + ": cannot write the PNG";
        return false;
    }
    return true;
}

} // namespace sweeplab::app
