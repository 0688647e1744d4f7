#include "render/shader.h"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <vector>

#include <glm/gtc/type_ptr.hpp>

namespace sweeplab::render {

namespace {

bool read_file(const std::string& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    out = ss.str();
    return true;
}

GLuint compile(GLenum type, const std::string& path, std::string& error) {
    std::string src;
    if (!read_file(path, src)) {
        error = path + ": cannot open the shader";
        return 0;
    }
    const GLuint s = glCreateShader(type);
    const char* text = src.c_str();
    glShaderSource(s, 1, &text, nullptr);
    glCompileShader(s);
    GLint ok = 0;
    glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        GLint len = 0;
        glGetShaderiv(s, GL_INFO_LOG_LENGTH, &len);
        std::vector<char> log(static_cast<std::size_t>(len > 1 ? len : 1));
        glGetShaderInfoLog(s, len, nullptr, log.data());
        error = path + ": " + log.data();
        glDeleteShader(s);
        return 0;
    }
    return s;
}

} // namespace

Shader::~Shader() {
    if (program_) glDeleteProgram(program_);
}

bool Shader::load(const std::string& dir, const std::string& vert, const std::string& frag,
                  std::string& error) {
    const GLuint vs = compile(GL_VERTEX_SHADER, dir + "/" + vert + ".vert", error);
    if (!vs) return false;
    const GLuint fs = compile(GL_FRAGMENT_SHADER, dir + "/" + frag + ".frag", error);
    if (!fs) {
        glDeleteShader(vs);
        return false;
    }
    program_ = glCreateProgram();
    glAttachShader(program_, vs);
    glAttachShader(program_, fs);
    glLinkProgram(program_);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(program_, GL_LINK_STATUS, &ok);
    if (!ok) {
        char log[2048] = {};
        glGetProgramInfoLog(program_, sizeof log, nullptr, log);
        error = dir + "/" + vert + ": link failed: " + log;
        return false;
    }
    return true;
}

void Shader::set(const char* uniform, const glm::mat4& m) const {
    glUniformMatrix4fv(glGetUniformLocation(program_, uniform), 1, GL_FALSE, glm::value_ptr(m));
}
void Shader::set(const char* uniform, const glm::vec3& v) const {
    glUniform3fv(glGetUniformLocation(program_, uniform), 1, glm::value_ptr(v));
}
void Shader::set(const char* uniform, float f) const {
    glUniform1f(glGetUniformLocation(program_, uniform), f);
}
void Shader::set(const char* uniform, bool b) const {
    glUniform1i(glGetUniformLocation(program_, uniform), b ? 1 : 0);
}

} // namespace sweeplab::render
