#include "scene/location.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace sweeplab::scene {

namespace {

bool is_hex_digit(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

bool all_hex(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (!is_hex_digit(c)) return false;
    return true;
}

bool has_hex_prefix(std::string_view w) {
    return w.size() > 2 && w[0] == '0' && (w[1] == 'x' || w[1] == 'X');
}

std::string hex8(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08X", v);
    return buf;
}

std::string hex4(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%04X", v);
    return buf;
}

// Words of a location: brackets are words of their own, commas and white space separate.
std::vector<std::string> split_words(std::string_view text) {
    std::vector<std::string> words;
    std::string cur;
    auto flush = [&] {
        if (!cur.empty()) words.push_back(cur);
        cur.clear();
    };
    for (char c : text) {
        if (c == '[' || c == ']') {
            flush();
            words.emplace_back(1, c);
        } else if (c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            flush();
        } else {
            cur += c;
        }
    }
    flush();
    return words;
}

bool parse_float(const std::string& w, float& out) {
    const char* first = w.data();
    const char* last = w.data() + w.size();
    if (first != last && *first == '+') ++first; // from_chars refuses a leading plus
    const auto r = std::from_chars(first, last, out);
    return r.ec == std::errc() && r.ptr == last;
}

// Six decimals of the float's shortest decimal form: 84.1f prints as 84.100000 where %f of
// the float itself would print 84.099998; either parses back to within 5e-7 of the float.
std::string fixed6(float v) {
    char shortest[48];
    const auto r = std::to_chars(shortest, shortest + sizeof shortest - 1, v);
    *r.ptr = '\0';
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6f", std::strtod(shortest, nullptr));
    std::string s = buf;
    if (s == "-0.000000") s = "0.000000";
    return s;
}

} // namespace

bool looks_like_cell_id(std::string_view word) {
    if (has_hex_prefix(word)) return word.size() <= 10 && all_hex(word.substr(2));
    return word.size() == 8 && all_hex(word);
}

std::optional<std::string> cell_id_problem(std::uint32_t cell) {
    const std::uint32_t low = cell & 0xFFFFu;
    if (low == 0xFFFFu || low == 0xFFFEu)
        return "cell " + hex4(low) + " names the landblock's " +
               (low == 0xFFFFu ? "LandBlock" : "LandBlockInfo") +
               " record, not a cell (0x0001-0x0040 outdoor, 0x0100 and up indoor)";
    if (low == 0 || (low > kLastLandCell && low < kFirstEnvCell))
        return "cell " + hex4(low) +
               " is neither an outdoor land cell (0x0001-0x0040) nor an indoor cell (0x0100 "
               "and up)";
    if ((cell >> 24u) > kMaxLandblockCoord || ((cell >> 16u) & 0xFFu) > kMaxLandblockCoord)
        return "landblock " + hex4(cell >> 16u) + " lies off the map (coordinates 0x00-0xFE)";
    return std::nullopt;
}

Location parse_location(std::string_view text) {
    const std::string quoted = "location \"" + std::string(text) + "\": ";
    auto fail = [&](const std::string& problem) -> LocationError {
        return LocationError(quoted + problem);
    };
    const std::vector<std::string> words = split_words(text);
    // The cell id: the first 0x word, else the first word of eight hex digits; the words
    // before it are a prefix ("Your location is:", "/teleloc") as long as none is a number.
    std::size_t at = words.size();
    for (std::size_t i = 0; i < words.size() && at == words.size(); ++i)
        if (has_hex_prefix(words[i])) at = i;
    for (std::size_t i = 0; i < words.size() && at == words.size(); ++i)
        if (looks_like_cell_id(words[i])) at = i;
    if (at == words.size()) throw fail("no cell id (expected 0xXXYYCCCC [x y z] w x y z)");
    for (std::size_t i = 0; i < at; ++i) {
        float ignored = 0.0f;
        if (parse_float(words[i], ignored) || words[i] == "[" || words[i] == "]")
            throw fail("\"" + words[i] + "\" before the cell id");
    }
    const std::string& cell_word = words[at];
    if (!looks_like_cell_id(cell_word))
        throw fail("\"" + cell_word + "\" is not a cell id (0x and at most 8 hex digits)");
    Location loc;
    const std::string_view digits =
        has_hex_prefix(cell_word) ? std::string_view(cell_word).substr(2) : cell_word;
    std::from_chars(digits.data(), digits.data() + digits.size(), loc.cell, 16);
    if (auto problem = cell_id_problem(loc.cell)) throw fail(*problem);

    // The numbers, with at most one bracket pair, and it around the three position numbers.
    std::vector<float> numbers;
    int open_at = -1, close_at = -1;
    static const char* const kNames[7] = {
        "x", "y", "z", "quaternion w", "quaternion x", "quaternion y", "quaternion z"};
    for (std::size_t i = at + 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w == "[" || w == "]") {
            int& slot = w == "[" ? open_at : close_at;
            if (slot >= 0) throw fail("more than one \"" + w + "\"");
            slot = static_cast<int>(numbers.size());
            continue;
        }
        float v = 0.0f;
        if (!parse_float(w, v)) throw fail("\"" + w + "\" is not a number");
        if (numbers.size() < 7 && !std::isfinite(v))
            throw fail(std::string(kNames[numbers.size()]) + " is not a finite number");
        numbers.push_back(v);
    }
    if (numbers.size() != 0 && numbers.size() != 3 && numbers.size() != 7)
        throw fail("expected after the cell id nothing, a position x y z, or a position and a "
                   "quaternion w x y z; got " +
                   std::to_string(numbers.size()) + " numbers");
    if ((open_at >= 0) != (close_at >= 0)) throw fail("unmatched bracket");
    if (open_at >= 0 && (open_at != 0 || close_at != 3))
        throw fail("the brackets must hold the three position numbers [x y z]");
    if (numbers.size() >= 3) {
        const glm::vec3 p{numbers[0], numbers[1], numbers[2]};
        if (!loc.indoor()) {
            for (int k = 0; k < 2; ++k)
                if (!(p[k] >= 0.0f && p[k] < kLandblockLength))
                    throw fail(std::string(k == 0 ? "x" : "y") + " " + fixed6(p[k]) +
                               " lies outside the landblock: an outdoor position's x and y are "
                               "in [0, 192)");
        }
        loc.position = p;
    }
    if (numbers.size() == 7) {
        glm::quat q{numbers[3], numbers[4], numbers[5], numbers[6]};
        const float len = glm::length(q);
        if (!(len > 1e-6f)) throw fail("the quaternion w x y z has zero length");
        loc.orientation = q / len;
    }
    return loc;
}

Location parse_location_words(std::span<const std::string> words) {
    std::string joined;
    for (const std::string& w : words) {
        if (!joined.empty()) joined += ' ';
        joined += w;
    }
    return parse_location(joined);
}

std::string format_location(std::uint32_t cell, const glm::vec3& position,
                            const glm::quat& orientation) {
    return hex8(cell) + " [" + fixed6(position.x) + " " + fixed6(position.y) + " " +
           fixed6(position.z) + "] " + fixed6(orientation.w) + " " + fixed6(orientation.x) + " " +
           fixed6(orientation.y) + " " + fixed6(orientation.z);
}

float yaw_of(const glm::quat& orientation) {
    const glm::vec3 f = orientation * glm::vec3(0.0f, 1.0f, 0.0f);
    if (std::abs(f.x) < 1e-6f && std::abs(f.y) < 1e-6f) return 0.0f; // facing straight up/down
    return std::atan2(-f.x, f.y);
}

glm::quat quat_from_yaw(float yaw_radians) {
    return glm::angleAxis(yaw_radians, glm::vec3(0.0f, 0.0f, 1.0f));
}

glm::vec3 WorldFrame::landblock_offset(std::uint32_t landblock) const {
    const int dx = static_cast<int>((landblock >> 8u) & 0xFFu) - static_cast<int>(origin >> 8u);
    const int dy = static_cast<int>(landblock & 0xFFu) - static_cast<int>(origin & 0xFFu);
    return {static_cast<float>(dx) * kLandblockLength, static_cast<float>(dy) * kLandblockLength,
            0.0f};
}

glm::vec3 WorldFrame::to_world(std::uint32_t landblock, const glm::vec3& local) const {
    return landblock_offset(landblock) + local;
}

std::optional<LandblockPoint> WorldFrame::to_landblock(const glm::vec3& world) const {
    if (!std::isfinite(world.x) || !std::isfinite(world.y)) return std::nullopt;
    // In double, so that the split into block and remainder is exact for every float input.
    auto split = [](double v, int origin_coord, int& block, float& local) {
        const double blocks = std::floor(v / static_cast<double>(kLandblockLength));
        double rem = v - blocks * static_cast<double>(kLandblockLength);
        int b = origin_coord + static_cast<int>(blocks);
        if (rem >= static_cast<double>(kLandblockLength)) {
            rem -= static_cast<double>(kLandblockLength);
            ++b;
        } else if (rem < 0.0) {
            rem += static_cast<double>(kLandblockLength);
            --b;
        }
        local = static_cast<float>(rem);
        // A remainder a hair below 192 rounds up to 192.0f: keep it inside [0, 192).
        if (local >= kLandblockLength) local = std::nextafter(kLandblockLength, 0.0f);
        block = b;
    };
    if (std::abs(world.x) > 1e7f || std::abs(world.y) > 1e7f) return std::nullopt;
    int bx = 0, by = 0;
    LandblockPoint p;
    p.local.z = world.z;
    split(static_cast<double>(world.x), static_cast<int>(origin >> 8u), bx, p.local.x);
    split(static_cast<double>(world.y), static_cast<int>(origin & 0xFFu), by, p.local.y);
    const int max = static_cast<int>(kMaxLandblockCoord);
    if (bx < 0 || by < 0 || bx > max || by > max) return std::nullopt;
    p.landblock = (static_cast<std::uint32_t>(bx) << 8u) | static_cast<std::uint32_t>(by);
    return p;
}

std::optional<std::uint32_t> WorldFrame::outdoor_cell_at(const glm::vec3& world) const {
    const auto p = to_landblock(world);
    if (!p) return std::nullopt;
    const auto ix = std::min(7u, static_cast<std::uint32_t>(p->local.x / kLandSquareLength));
    const auto iy = std::min(7u, static_cast<std::uint32_t>(p->local.y / kLandSquareLength));
    return (p->landblock << 16u) | (ix * 8u + iy + 1u);
}

std::optional<std::string> WorldFrame::location_text(std::uint32_t cell, const glm::vec3& world,
                                                     const glm::quat& orientation) const {
    if ((cell & 0xFFFFu) >= kFirstEnvCell) {
        const std::uint32_t lb = cell >> 16u;
        return format_location(cell, world - landblock_offset(lb), orientation);
    }
    const auto p = to_landblock(world);
    const auto outdoor = outdoor_cell_at(world);
    if (!p || !outdoor) return std::nullopt;
    return format_location(*outdoor, p->local, orientation);
}

glm::vec3 land_cell_centre(std::uint32_t cell) {
    const std::uint32_t index = ((cell & 0xFFFFu) - 1u) & 63u;
    return {static_cast<float>(index / 8u) * kLandSquareLength + 0.5f * kLandSquareLength,
            static_cast<float>(index % 8u) * kLandSquareLength + 0.5f * kLandSquareLength, 0.0f};
}

} // namespace sweeplab::scene
