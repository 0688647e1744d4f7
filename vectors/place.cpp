#include "vectors/place.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "dat/errors.h"
#include "scene/loader.h"
#include "scene/location_scene.h"
#include "scene/scene_error.h"
#include "scene/world_builder.h"
#include "sim/run_world.h"
#include "vectors/compare.h"

namespace sweeplab::vectors {

namespace {

std::string hex16(std::uint64_t v) {
    char b[24];
    std::snprintf(b, sizeof b, "%016llx", static_cast<unsigned long long>(v));
    return b;
}

std::string landblock_text(std::uint32_t lb) {
    char b[16];
    std::snprintf(b, sizeof b, "0x%04X", lb & 0xFFFFu);
    return b;
}

// A scene is a regular file of at most this size (a device or a fifo named by a case would
// never end).
constexpr std::uintmax_t kMaxSceneBytes = 256u << 20u;

bool read_bytes(const std::string& path, std::string& out) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec) ||
        std::filesystem::file_size(path, ec) > kMaxSceneBytes || ec)
        return false;
    std::ifstream f(path, std::ios::binary);
    if (!f) return false;
    std::ostringstream s;
    s << f.rdbuf();
    out = s.str();
    return static_cast<bool>(f) || f.eof();
}

// The place's world and everything a case runs with, built as `sweeplab --headless` does.
void build(OpenPlace& p) {
    p.world = app::build_run_world(p.scene, p.desc, p.folder.get());
    p.player = scene::player_config(p.scene);
    p.placer = std::make_unique<physics::EnterWorld>(*p.world);
}

} // namespace

std::uint32_t OpenPlace::cell_out(std::uint32_t internal) const {
    if (internal == 0) return 0;
    if (physics::is_indoor_cell(internal)) return world->external_cell_id(internal);
    return internal;
}

bool OpenPlace::cell_in(std::uint32_t written, std::uint32_t& internal) const {
    internal = 0;
    if (written == 0) return true;
    if (physics::is_indoor_cell(written)) {
        internal = world->internal_cell_id(written);
        return internal != 0;
    }
    if (world->land_cell(written) == nullptr) return false;
    internal = written;
    return true;
}

std::uint64_t fnv1a64(const std::string& bytes) {
    std::uint64_t h = 0xCBF29CE484222325ull;
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001B3ull;
    }
    return h;
}

std::int32_t dat_place_iteration(const dat::DatFolder& folder, std::uint32_t landblock) {
    const std::uint32_t base = (landblock & 0xFFFFu) << 16u;
    if (const auto info = folder.cell.find(base | 0xFFFEu)) return info->iteration;
    if (const auto block = folder.cell.find(base | 0xFFFFu)) return block->iteration;
    throw FormatError{"the DAT files have no landblock " + landblock_text(landblock)};
}

Places::Places(PlaceOptions options) : options_(std::move(options)) {}
Places::~Places() = default;

physics::FrameTrace& Places::trace() {
    if (!trace_) trace_ = std::make_unique<physics::FrameTrace>();
    return *trace_;
}

const dat::DatFolder& Places::folder() {
    if (!folder_) {
        std::string dir = options_.dat_dir;
        if (dir.empty())
            if (const char* env = std::getenv("SWEEPLAB_DAT_DIR")) dir = env;
        if (dir.empty())
            throw FormatError{"in.place: a DAT place needs the DAT files (--dat DIR or "
                              "SWEEPLAB_DAT_DIR)"};
        try {
            folder_ = std::make_shared<const dat::DatFolder>(dat::DatFolder::open(dir));
        } catch (const dat::DatError& e) {
            throw FormatError{std::string("--dat: ") + e.what()};
        }
    }
    return *folder_;
}

OpenPlace& Places::open_scene(const std::string& path, const std::string& written_as,
                              const std::string& bytes) {
    auto p = std::make_unique<OpenPlace>();
    p->name = std::filesystem::path(path).stem().string();
    p->json = "{\"scene\":\"" + written_as + "\",\"fnv1a64\":\"" + hex16(fnv1a64(bytes)) + "\"}";
    if (auto it = open_.find(p->json); it != open_.end()) return *it->second;
    try {
        p->scene = scene::load_scene_text(bytes, path);
        if (p->scene.dat)
            throw FormatError{path + ": a scene on a DAT place (its `dat` key) is not a place "
                                     "of its own: name the DAT place (--dat DIR --place ID)"};
        build(*p);
    } catch (const scene::SceneError& e) {
        throw FormatError{std::string("in.place: ") + e.what()};
    }
    OpenPlace& ref = *p;
    open_[p->json] = std::move(p);
    return ref;
}

OpenPlace& Places::open_dat(std::uint32_t landblock) {
    const dat::DatFolder& f = folder();
    auto p = std::make_unique<OpenPlace>();
    p->name = landblock_text(landblock);
    const std::int32_t iteration = dat_place_iteration(f, landblock);
    p->json = "{\"dat\":\"" + p->name + "\",\"iteration\":" + std::to_string(iteration) + "}";
    if (auto it = open_.find(p->json); it != open_.end()) return *it->second;
    p->folder = folder_;
    try {
        scene::Location location;
        // The place around the landblock's middle land square, as sl_world_open_dat opens it.
        location.cell = ((landblock & 0xFFFFu) << 16u) | 0x0025u;
        p->scene = scene::location_scene(f, location);
        build(*p);
    } catch (const dat::DatError& e) {
        throw FormatError{"in.place: " + p->name + ": " + e.what()};
    } catch (const scene::SceneError& e) {
        throw FormatError{"in.place: " + p->name + ": " + e.what()};
    }
    OpenPlace& ref = *p;
    open_[p->json] = std::move(p);
    return ref;
}

std::vector<OpenPlace*> Places::export_places() {
    std::vector<OpenPlace*> out;
    std::vector<std::string> names;
    for (const std::string& s : options_.scenes) {
        const std::string base = std::filesystem::path(s).filename().string();
        for (const std::string& n : names)
            if (n == base) throw FormatError{s + ": a second scene named " + base};
        names.push_back(base);
        const std::string written_as = "scenes/" + base;
        std::string bytes;
        if (!read_bytes(s, bytes)) throw FormatError{s + ": cannot read the scene file"};
        OpenPlace& p = open_scene(s, written_as, bytes);
        // The copy beside the cases, the same bytes (the hash names them).
        const std::filesystem::path dest = std::filesystem::path(options_.out_dir) / written_as;
        std::error_code ec;
        std::filesystem::create_directories(dest.parent_path(), ec);
        std::ofstream copy(dest, std::ios::binary);
        copy << bytes;
        if (!copy.flush()) throw FormatError{dest.string() + ": cannot write the file"};
        out.push_back(&p);
    }
    for (const std::uint32_t id : options_.dat_places) {
        const std::uint32_t lb = id > 0xFFFFu ? id >> 16u : id;
        out.push_back(&open_dat(lb));
    }
    return out;
}

OpenPlace& Places::place_of(const JsonNode& in) {
    const JsonNode& place = member(in, "place", "in");
    if (!place.is_object()) throw FormatError{"in.place: not an object"};
    // The place's own text is its key: the same place named twice is opened once.
    const std::string key(place.raw);
    if (auto it = by_text_.find(key); it != by_text_.end()) return *it->second;
    if (const JsonNode* s = place.find("scene")) {
        if (!s->is_string()) throw FormatError{"in.place.scene: not a string"};
        const JsonNode& h = member(place, "fnv1a64", "in.place");
        if (!h.is_string()) throw FormatError{"in.place.fnv1a64: not a string"};
        const std::string written(s->text);
        // Relative to the file of cases, and inside its folder.
        const std::filesystem::path rel(written);
        bool inside = !written.empty() && rel.is_relative() && !rel.has_root_name();
        for (const auto& part : rel)
            inside = inside && part != "..";
        if (!inside)
            throw FormatError{"in.place.scene: not a path inside the folder of the cases: " +
                              written};
        const std::filesystem::path path =
            std::filesystem::path(case_dir_.empty() ? "." : case_dir_) / rel;
        std::string bytes;
        if (!read_bytes(path.string(), bytes))
            throw FormatError{"in.place.scene: cannot read " + path.string() +
                              " (a scene file of at most 256 MB)"};
        const std::string hash = hex16(fnv1a64(bytes));
        if (hash != h.text)
            throw FormatError{"in.place: " + path.string() + " is not the scene the cases were " +
                              "made at (its FNV-1a is " + hash + ", the case says " +
                              std::string(h.text) + ")"};
        OpenPlace& p = open_scene(path.string(), written, bytes);
        by_text_[key] = &p;
        return p;
    }
    if (const JsonNode* d = place.find("dat")) {
        if (!d->is_string()) throw FormatError{"in.place.dat: not a landblock (\"0xXXYY\")"};
        const std::string text(d->text);
        char* end = nullptr;
        const unsigned long lb = std::strtoul(text.c_str(), &end, 16);
        if (text.size() < 3 || end == nullptr || *end != '\0' || lb > 0xFFFFul)
            throw FormatError{"in.place.dat: not a landblock (\"0xXXYY\"): " + text};
        const JsonNode& it = member(place, "iteration", "in.place");
        const long long want = read_integer(it, "in.place.iteration");
        OpenPlace& p = open_dat(static_cast<std::uint32_t>(lb));
        const std::int32_t have = dat_place_iteration(folder(), static_cast<std::uint32_t>(lb));
        if (have != want)
            throw FormatError{"in.place: the DAT files' landblock " + p.name + " is iteration " +
                              std::to_string(have) + ", the cases were made at " +
                              std::to_string(want)};
        by_text_[key] = &p;
        return p;
    }
    throw FormatError{"in.place: neither a scene (\"scene\", \"fnv1a64\") nor a DAT place "
                      "(\"dat\", \"iteration\")"};
}

} // namespace sweeplab::vectors
