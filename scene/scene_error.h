#pragma once
#include <stdexcept>
#include <string>

namespace sweeplab::scene {

// A scene that breaks the format: `FILE: JSON.PATH: problem` (exit code 2 in the app).
class SceneError : public std::runtime_error {
  public:
    SceneError(std::string file, std::string path, std::string problem)
        : std::runtime_error(file + ": " + (path.empty() ? std::string("(top level)") : path) +
                             ": " + problem),
          file_(std::move(file)), path_(std::move(path)), problem_(std::move(problem)) {}

    [[nodiscard]] const std::string& file() const { return file_; }
    [[nodiscard]] const std::string& path() const { return path_; }
    [[nodiscard]] const std::string& problem() const { return problem_; }

  private:
    std::string file_;
    std::string path_;
    std::string problem_;
};

} // namespace sweeplab::scene
