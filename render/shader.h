#pragma once
#include <string>

#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include "render/gl.h"

namespace sweeplab::render {

// A linked GLSL program loaded from shaders/NAME.vert and shaders/NAME.frag.
class Shader {
  public:
    Shader() = default;
    Shader(const Shader&) = delete;
    Shader& operator=(const Shader&) = delete;
    ~Shader();

    // Returns false and fills `error` (file and compiler log) when loading fails.
    bool load(const std::string& dir, const std::string& name, std::string& error) {
        return load(dir, name, name, error);
    }
    // Two programs can share a fragment shader: shaders/VERT.vert with shaders/FRAG.frag.
    bool load(const std::string& dir, const std::string& vert, const std::string& frag,
              std::string& error);
    void use() const { glUseProgram(program_); }
    void set(const char* uniform, const glm::mat4& m) const;
    void set(const char* uniform, const glm::vec3& v) const;
    void set(const char* uniform, float f) const;
    void set(const char* uniform, bool b) const;

  private:
    GLuint program_ = 0;
};

} // namespace sweeplab::render
