#include "scene/json_reader.h"

#include <cmath>
#include <limits>

#include "scene/scene_error.h"

namespace sweeplab::scene::detail {

namespace {

const char* type_name(const Json& v) {
    switch (v.type()) {
    case Json::value_t::null:
        return "null";
    case Json::value_t::object:
        return "an object";
    case Json::value_t::array:
        return "an array";
    case Json::value_t::string:
        return "a string";
    case Json::value_t::boolean:
        return "a boolean";
    case Json::value_t::binary:
        return "binary";
    case Json::value_t::discarded:
        return "discarded";
    default:
        return "a number";
    }
}

std::string child_path(const std::string& parent, const std::string& key) {
    return parent.empty() ? key : parent + "." + key;
}

} // namespace

void JsonNode::fail(const std::string& problem) const {
    throw SceneError(file_, path_, problem);
}

void JsonNode::expect_object() const {
    if (!value_.is_object()) fail(std::string("must be an object, not ") + type_name(value_));
}

void JsonNode::allow_keys(std::initializer_list<const char*> keys) const {
    expect_object();
    for (auto it = value_.begin(); it != value_.end(); ++it) {
        bool known = false;
        for (const char* k : keys)
            known = known || it.key() == k;
        if (!known) JsonNode(it.value(), child_path(path_, it.key()), file_).fail("unknown key");
    }
}

bool JsonNode::has(const char* key) const {
    expect_object();
    return value_.contains(key);
}

JsonNode JsonNode::at(const char* key) const {
    expect_object();
    auto it = value_.find(key);
    if (it == value_.end()) JsonNode(value_, child_path(path_, key), file_).fail("is required");
    return JsonNode(*it, child_path(path_, key), file_);
}

JsonNode JsonNode::member(const std::string& key) const {
    return JsonNode(value_.at(key), child_path(path_, key), file_);
}

std::size_t JsonNode::array_size() const {
    if (!value_.is_array()) fail(std::string("must be an array, not ") + type_name(value_));
    return value_.size();
}

JsonNode JsonNode::index(std::size_t i) const {
    return JsonNode(value_.at(i), path_ + "[" + std::to_string(i) + "]", file_);
}

float JsonNode::number() const {
    if (!value_.is_number()) fail(std::string("must be a number, not ") + type_name(value_));
    const double d = value_.get<double>();
    if (!std::isfinite(d) || std::fabs(d) > static_cast<double>(std::numeric_limits<float>::max()))
        fail("must be finite");
    return static_cast<float>(d);
}

float JsonNode::positive() const {
    const float v = number();
    if (!(v > 0.0f)) fail("must be > 0");
    return v;
}

float JsonNode::non_negative() const {
    const float v = number();
    if (v < 0.0f) fail("must be >= 0");
    return v;
}

float JsonNode::length(bool allow_zero) const {
    const float v = allow_zero ? non_negative() : positive();
    if (v > kMaxSceneLength)
        fail("must be at most 192 m (a retail landblock; no shape or step in retail data is "
             "longer)");
    return v;
}

float JsonNode::in_range(float lo, float hi) const {
    const float v = number();
    if (v < lo || v > hi)
        fail("must be in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
    return v;
}

std::int64_t JsonNode::integer(std::int64_t lo, std::int64_t hi) const {
    if (!value_.is_number_integer()) {
        // 3.0 is a whole number written as a float: accept it.
        if (value_.is_number_float()) {
            const double d = value_.get<double>();
            if (std::isfinite(d) && std::floor(d) == d && std::fabs(d) < 9.0e15)
                return JsonNode(Json(static_cast<std::int64_t>(d)), path_, file_).integer(lo, hi);
        }
        fail(std::string("must be a whole number, not ") + type_name(value_));
    }
    if (value_.is_number_unsigned() && value_.get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
        fail("must be at most " + std::to_string(hi));
    const std::int64_t v = value_.get<std::int64_t>();
    if (v < lo) fail("must be at least " + std::to_string(lo));
    if (v > hi) fail("must be at most " + std::to_string(hi));
    return v;
}

std::uint32_t JsonNode::id() const {
    if (value_.is_string()) {
        const std::string s = value_.get<std::string>();
        const bool hex = s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
        if (!hex || s.size() > 10) fail("must be an unsigned 32-bit id: a number or \"0x...\"");
        std::uint32_t v = 0;
        for (std::size_t i = 2; i < s.size(); ++i) {
            const char c = s[i];
            std::uint32_t digit = 0;
            if (c >= '0' && c <= '9')
                digit = static_cast<std::uint32_t>(c - '0');
            else if (c >= 'a' && c <= 'f')
                digit = static_cast<std::uint32_t>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                digit = static_cast<std::uint32_t>(c - 'A' + 10);
            else
                fail("must be an unsigned 32-bit id: \"" + s + "\" is not hexadecimal");
            v = v * 16u + digit;
        }
        return v;
    }
    if (!value_.is_number()) fail("must be an unsigned 32-bit id: a number or \"0x...\"");
    return static_cast<std::uint32_t>(integer(0, 0xFFFFFFFFLL));
}

bool JsonNode::boolean() const {
    if (!value_.is_boolean()) fail(std::string("must be true or false, not ") + type_name(value_));
    return value_.get<bool>();
}

std::string JsonNode::string() const {
    if (!value_.is_string()) fail(std::string("must be a string, not ") + type_name(value_));
    return value_.get<std::string>();
}

glm::vec3 JsonNode::vec3() const {
    if (!value_.is_array() || value_.size() != 3) fail("must be an array of three numbers");
    return {index(0).number(), index(1).number(), index(2).number()};
}

glm::vec2 JsonNode::vec2() const {
    if (!value_.is_array() || value_.size() != 2) fail("must be an array of two numbers");
    return {index(0).number(), index(1).number()};
}

float JsonNode::number_or(const char* key, float fallback) const {
    return has(key) ? at(key).number() : fallback;
}

bool JsonNode::bool_or(const char* key, bool fallback) const {
    return has(key) ? at(key).boolean() : fallback;
}

} // namespace sweeplab::scene::detail
