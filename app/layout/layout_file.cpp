#include "app/layout/layout_file.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

namespace sweeplab::app::layout {

namespace {

constexpr std::string_view kPanelPrefix = "panel.";
constexpr std::uintmax_t kMaxFileBytes = 64 * 1024; // a layout is a few hundred bytes

std::string_view trim(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    const auto last = s.find_last_not_of(" \t\r");
    return s.substr(first, last - first + 1);
}

std::optional<bool> parse_bool(std::string_view v) {
    if (v == "true" || v == "1" || v == "yes") return true;
    if (v == "false" || v == "0" || v == "no") return false;
    return std::nullopt;
}

std::optional<float> parse_float(std::string_view v) {
    float f = 0.0f;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), f);
    if (ec != std::errc() || end != v.data() + v.size() || !std::isfinite(f)) return std::nullopt;
    return f;
}

std::optional<ViewMode> parse_view(std::string_view v) {
    for (ViewMode m : {ViewMode::Chase, ViewMode::Split, ViewMode::Overhead})
        if (v == view_mode_name(m)) return m;
    return std::nullopt;
}

std::string width_text(float w) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", static_cast<double>(w));
    return buf;
}

} // namespace

std::string format_layout(const SavedLayout& l) {
    std::ostringstream out;
    out << "# sweeplab lab layout, written by the window when it changes (delete it for the "
           "defaults)\n";
    out << "version = " << kLayoutVersion << "\n";
    out << "left_width = " << width_text(l.docks.left_width) << "\n";
    out << "right_width = " << width_text(l.docks.right_width) << "\n";
    out << "panels_hidden = " << (l.docks.hidden ? "true" : "false") << "\n";
    out << "view = " << view_mode_name(l.view) << "\n";
    out << "overhead_inset = " << (l.overhead_inset ? "true" : "false") << "\n";
    for (const auto& [key, collapsed] : l.collapsed)
        out << kPanelPrefix << key << " = " << (collapsed ? "collapsed" : "open") << "\n";
    return out.str();
}

void parse_layout(std::string_view text, const std::string& file, SavedLayout& l,
                  std::vector<std::string>& warnings) {
    std::size_t line_no = 0;
    auto warn = [&](std::string_view key, const std::string& problem) {
        std::string w = file + ":" + std::to_string(line_no) + ": ";
        if (!key.empty()) w += std::string(key) + ": ";
        warnings.push_back(w + problem + " (ignored)");
    };
    while (!text.empty()) {
        ++line_no;
        const auto nl = text.find('\n');
        const std::string_view raw = text.substr(0, nl);
        text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
        const std::string_view line = trim(raw);
        if (line.empty() || line.front() == '#') continue;
        const auto eq = line.find('=');
        if (eq == std::string_view::npos) {
            warn({}, "expected key = value, got \"" + std::string(line) + "\"");
            continue;
        }
        const std::string_view key = trim(line.substr(0, eq));
        const std::string_view value = trim(line.substr(eq + 1));
        const std::string got = "got \"" + std::string(value) + "\"";
        if (key == "version") {
            if (value != std::to_string(kLayoutVersion)) {
                warn(key, "this build reads version " + std::to_string(kLayoutVersion) + ", " +
                              got + "; the rest of the file is skipped");
                return;
            }
        } else if (key == "left_width" || key == "right_width") {
            const std::optional<float> w = parse_float(value);
            if (!w || *w < kMinDockWidth || *w > kMaxDockWidth) {
                warn(key, "expected a width from " + width_text(kMinDockWidth) + " to " +
                              width_text(kMaxDockWidth) + ", " + got);
                continue;
            }
            (key == "left_width" ? l.docks.left_width : l.docks.right_width) = *w;
        } else if (key == "panels_hidden" || key == "overhead_inset") {
            const std::optional<bool> b = parse_bool(value);
            if (!b) {
                warn(key, "expected true or false, " + got);
                continue;
            }
            (key == "panels_hidden" ? l.docks.hidden : l.overhead_inset) = *b;
        } else if (key == "view") {
            const std::optional<ViewMode> m = parse_view(value);
            if (!m) {
                warn(key, "expected chase, split or overhead, " + got);
                continue;
            }
            l.view = *m;
        } else if (key.starts_with(kPanelPrefix) && key.size() > kPanelPrefix.size()) {
            if (value != "open" && value != "collapsed") {
                warn(key, "expected open or collapsed, " + got);
                continue;
            }
            l.collapsed[std::string(key.substr(kPanelPrefix.size()))] = value == "collapsed";
        } else {
            warn(key, "unknown setting");
        }
    }
}

std::optional<std::string> layout_file_path(bool screenshot_run, const char* env_layout,
                                            const char* xdg_config_home, const char* home) {
    if (env_layout != nullptr && *env_layout != '\0') {
        if (std::string_view(env_layout) == "off") return std::nullopt;
        return std::string(env_layout);
    }
    if (screenshot_run) return std::nullopt;
    // The XDG base-directory rule: a relative XDG_CONFIG_HOME is invalid and ignored.
    if (xdg_config_home != nullptr && xdg_config_home[0] == '/')
        return std::string(xdg_config_home) + "/sweeplab/layout.ini";
    if (home != nullptr && *home != '\0') return std::string(home) + "/.config/sweeplab/layout.ini";
    return std::nullopt;
}

bool load_layout_file(const std::string& path, SavedLayout& layout,
                      std::vector<std::string>& warnings) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return false;
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec) {
        warnings.push_back(path + ": cannot read the layout (" + ec.message() +
                           "); using the defaults");
        return false;
    }
    if (size > kMaxFileBytes) {
        warnings.push_back(path + ": " + std::to_string(size) +
                           " bytes is too large for a layout file; using the defaults");
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        warnings.push_back(path + ": cannot open the layout; using the defaults");
        return false;
    }
    std::ostringstream text;
    text << in.rdbuf();
    parse_layout(text.str(), path, layout, warnings);
    return true;
}

bool save_layout_file(const std::string& path, const SavedLayout& layout, std::string& error) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path p(path);
    if (p.has_parent_path()) {
        fs::create_directories(p.parent_path(), ec);
        if (ec) {
            error = path + ": cannot make its directory (" + ec.message() + ")";
            return false;
        }
    }
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << format_layout(layout);
        if (!out.flush()) {
            error = tmp + ": cannot write the layout";
            return false;
        }
    }
    fs::rename(tmp, p, ec);
    if (ec) {
        error = path + ": cannot replace the layout (" + ec.message() + ")";
        fs::remove(tmp, ec);
        return false;
    }
    return true;
}

} // namespace sweeplab::app::layout
