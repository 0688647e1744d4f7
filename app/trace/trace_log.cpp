#include "app/trace/trace_log.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>

#include "scene/location.h"

namespace sweeplab::app::trace {

namespace {

// The words of `text`, split on blanks.
std::vector<std::string_view> words_of(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r'))
            ++i;
        const std::size_t from = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\r')
            ++i;
        if (i > from) out.push_back(text.substr(from, i - from));
    }
    return out;
}

std::optional<std::uint32_t> parse_hex_id(std::string_view v) {
    if (v == "0") return 0u; // a logger printing a null cell pointer's id as a bare 0
    if (v.size() < 3 || v.size() > 10 || v[0] != '0' || (v[1] != 'x' && v[1] != 'X'))
        return std::nullopt;
    std::uint32_t id = 0;
    for (const char c : v.substr(2)) {
        std::uint32_t d = 0;
        if (c >= '0' && c <= '9')
            d = static_cast<std::uint32_t>(c - '0');
        else if (c >= 'a' && c <= 'f')
            d = static_cast<std::uint32_t>(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            d = static_cast<std::uint32_t>(c - 'A' + 10);
        else
            return std::nullopt;
        id = id << 4u | d;
    }
    return id;
}

std::optional<float> parse_number(std::string_view v) {
    const std::string s(v);
    if (s.empty()) return std::nullopt;
    char* end = nullptr;
    errno = 0;
    const float f = std::strtof(s.c_str(), &end);
    if (end != s.c_str() + s.size() || errno == ERANGE || !std::isfinite(f)) return std::nullopt;
    return f;
}

class LineParser {
  public:
    LineParser(const std::string& path, long line) : path_(path), line_(line) {}

    [[noreturn]] void fail(const std::string& problem) const {
        throw TraceError(path_ + ": line " + std::to_string(line_) + ": [fcl]: " + problem);
    }

    TraceLine parse(std::string_view rest) const {
        TraceLine out;
        out.line = line_;
        bool have[5] = {false, false, false, false, false};
        static constexpr std::string_view kKeys[5] = {"seed", "px", "py", "pz", "picked"};
        for (const std::string_view word : words_of(rest)) {
            const std::size_t eq = word.find('=');
            if (eq == std::string_view::npos) continue; // not a key=value word: noise
            const std::string_view key = word.substr(0, eq), value = word.substr(eq + 1);
            int k = 0;
            while (k < 5 && kKeys[k] != key)
                ++k;
            if (k == 5) continue; // another key: ignored
            if (have[k]) fail(std::string(key) + ": given twice");
            have[k] = true;
            if (k == 0 || k == 4) {
                const std::optional<std::uint32_t> id = parse_hex_id(value);
                if (!id)
                    fail(std::string(key) + ": not a cell id 0xXXYYCCCC: \"" + std::string(value) +
                         "\"");
                if (k == 4 && *id == 0) continue; // picked none
                if (const auto problem = scene::cell_id_problem(*id))
                    fail(std::string(key) + ": " + std::string(value) + ": " + *problem);
                (k == 0 ? out.seed : out.picked) = *id;
            } else {
                const std::optional<float> f = parse_number(value);
                if (!f) fail(std::string(key) + ": not a number: \"" + std::string(value) + "\"");
                out.position[k - 1] = *f;
            }
        }
        for (int k = 0; k < 5; ++k)
            if (!have[k]) fail("no " + std::string(kKeys[k]) + "=");
        return out;
    }

  private:
    const std::string& path_;
    long line_;
};

} // namespace

std::string cell_hex(std::uint32_t id) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08X", id);
    return buf;
}

TraceLog parse_trace_text(std::string_view text, const std::string& path) {
    TraceLog log;
    log.path = path;
    long number = 0;
    std::size_t from = 0;
    while (from < text.size()) {
        std::size_t end = text.find('\n', from);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(from, end - from);
        ++number;
        from = end + 1;
        const std::size_t marker = line.find(kTraceMarker);
        if (marker == std::string_view::npos) continue;
        log.lines.push_back(
            LineParser(path, number).parse(line.substr(marker + kTraceMarker.size())));
    }
    if (log.lines.empty())
        throw TraceError(path + ": no " + std::string(kTraceMarker) + " line in it");
    return log;
}

TraceLog read_trace_log(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw TraceError(path + ": cannot read");
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) throw TraceError(path + ": cannot read");
    return parse_trace_text(text.str(), path);
}

} // namespace sweeplab::app::trace
