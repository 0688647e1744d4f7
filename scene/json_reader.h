#pragma once
// A typed view over one JSON value that knows its JSON path, so every error names the
// file, the path and the problem. Private to the loader.
#include <cstdint>
#include <initializer_list>
#include <string>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>
#include <nlohmann/json.hpp>

namespace sweeplab::scene::detail {

using Json = nlohmann::ordered_json;

// The longest length (a radius, a height, a half extent, a step height, the camera's boom) a
// scene may give: one retail landblock, 192 m. Retail keeps every position relative to its
// landblock, so no shape or step in retail data is longer; past it float steps through a
// step-down probe lose centimetres (a 1e6 m step-down lands 2 cm under flat ground).
inline constexpr float kMaxSceneLength = 192.0f;

class JsonNode {
  public:
    JsonNode(const Json& value, std::string path, const std::string& file)
        : value_(value), path_(std::move(path)), file_(file) {}

    [[nodiscard]] const std::string& path() const { return path_; }
    [[nodiscard]] const Json& raw() const { return value_; }
    [[noreturn]] void fail(const std::string& problem) const;

    // Objects.
    void expect_object() const;
    void allow_keys(std::initializer_list<const char*> keys) const;
    [[nodiscard]] bool has(const char* key) const;
    [[nodiscard]] JsonNode at(const char* key) const; // required
    [[nodiscard]] JsonNode member(const std::string& key) const;

    // Arrays.
    [[nodiscard]] std::size_t array_size() const;
    [[nodiscard]] JsonNode index(std::size_t i) const;

    // Scalars.
    [[nodiscard]] float number() const;
    [[nodiscard]] float positive() const;
    [[nodiscard]] float non_negative() const;
    // A length: > 0 (or >= 0 with allow_zero) and at most kMaxSceneLength.
    [[nodiscard]] float length(bool allow_zero = false) const;
    [[nodiscard]] float in_range(float lo, float hi) const;
    [[nodiscard]] std::int64_t integer(std::int64_t lo, std::int64_t hi) const;
    [[nodiscard]] std::uint32_t id() const;
    [[nodiscard]] bool boolean() const;
    [[nodiscard]] std::string string() const;
    [[nodiscard]] glm::vec3 vec3() const;
    [[nodiscard]] glm::vec2 vec2() const;

    // Optional members with defaults.
    [[nodiscard]] float number_or(const char* key, float fallback) const;
    [[nodiscard]] bool bool_or(const char* key, bool fallback) const;

  private:
    const Json& value_;
    std::string path_;
    const std::string& file_;
};

} // namespace sweeplab::scene::detail
