// The documents stay in step with the code: every key the scene loader accepts appears in
// docs/scene-format.md, every option the command-line parser knows and every environment
// variable the program reads in docs/command-line.md, and every link in the README and
// docs/ stays inside the repository. The lists come from the sources themselves, so a key
// added to the loader without its line in the document fails here.
#include <catch2/catch.hpp>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

const fs::path kRoot = SWEEPLAB_SOURCE_DIR;

std::string read_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    REQUIRE(in);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// The source without its comments (a comment may mention an option that is not one).
std::string code_of(const std::string& src) {
    static const std::regex kLineComment("//[^\n]*");
    static const std::regex kBlockComment("/\\*[\\s\\S]*?\\*/");
    return std::regex_replace(std::regex_replace(src, kBlockComment, " "), kLineComment, "");
}

std::vector<fs::path> sources_under(const fs::path& dir, const std::string& prefix) {
    std::vector<fs::path> out;
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
        const std::string name = e.path().filename().string();
        const std::string ext = e.path().extension().string();
        if ((ext == ".cpp" || ext == ".h") && name.rfind(prefix, 0) == 0) out.push_back(e.path());
    }
    return out;
}

struct Extracted {
    std::set<std::string> keys;
    int calls = 0;
    std::vector<std::string> problems; // calls whose argument is not a list of literals
};

// The keys of every `allow_keys({"a", "b"})` call in `src`. The argument must be a brace list
// of string literals: anything else (a named table, a variable) is reported, never skipped.
void extract_allow_keys(const std::string& src, const std::string& where, Extracted& out) {
    static const std::string kCall = "allow_keys(";
    for (std::size_t at = src.find(kCall); at != std::string::npos; at = src.find(kCall, at + 1)) {
        std::size_t i = at + kCall.size();
        while (i < src.size() && std::isspace(static_cast<unsigned char>(src[i])))
            ++i;
        // The member's own declaration and definition (json_reader.*) are not calls.
        if (src.compare(i, 21, "std::initializer_list") == 0) continue;
        const std::size_t close = src.find('}', i);
        if (i >= src.size() || src[i] != '{' || close == std::string::npos) {
            out.problems.push_back(where + ": an allow_keys call without a brace list");
            continue;
        }
        ++out.calls;
        const std::string list = src.substr(i + 1, close - i - 1);
        static const std::regex kLiteral("\"([^\"]*)\"");
        const std::string rest = std::regex_replace(list, kLiteral, "");
        if (rest.find_first_not_of(", \t\r\n") != std::string::npos)
            out.problems.push_back(where +
                                   ": allow_keys lists something other than literals: " + list);
        for (std::sregex_iterator m(list.begin(), list.end(), kLiteral), end; m != end; ++m)
            out.keys.insert((*m)[1].str());
    }
}

std::set<std::string> matches(const std::string& src, const std::regex& re) {
    std::set<std::string> out;
    for (std::sregex_iterator m(src.begin(), src.end(), re), end; m != end; ++m)
        out.insert((*m)[1].str());
    return out;
}

// `word` in code font: `word`, `"word"`, or (loose) `word followed by a non-word character.
bool in_code_font(const std::string& doc, const std::string& word, bool loose) {
    if (doc.find("`" + word + "`") != std::string::npos) return true;
    if (doc.find("`\"" + word + "\"`") != std::string::npos) return true;
    if (!loose) return false;
    const std::string head = "`" + word;
    for (std::size_t at = doc.find(head); at != std::string::npos; at = doc.find(head, at + 1)) {
        const std::size_t next = at + head.size();
        if (next >= doc.size()) return true;
        const char c = doc[next];
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')) return true;
    }
    return false;
}

std::vector<std::string> missing_from(const std::string& doc, const std::set<std::string>& words,
                                      bool loose) {
    std::vector<std::string> out;
    for (const std::string& w : words)
        if (!in_code_font(doc, w, loose)) out.push_back(w);
    return out;
}

// The scene loader's accepted keys (allow_keys) and accepted values (`== "..."` in loader*).
struct SceneVocabulary {
    Extracted keys;
    std::set<std::string> values;
};

SceneVocabulary scene_vocabulary() {
    SceneVocabulary v;
    static const std::regex kCompared("[!=]=\\s*\"([^\"]+)\"");
    for (const fs::path& p : sources_under(kRoot / "scene", "")) {
        const std::string src = code_of(read_text(p));
        extract_allow_keys(src, p.filename().string(), v.keys);
        if (p.filename().string().rfind("loader", 0) == 0)
            for (const std::string& s : matches(src, kCompared))
                v.values.insert(s);
    }
    return v;
}

} // namespace

TEST_CASE("docs in step: the extraction sees a key added to a loader", "[docs]") {
    Extracted e;
    extract_allow_keys(R"(n.allow_keys({"position", "yaw",
                          "brand_new_key"});)",
                       "synthetic.cpp", e);
    CHECK(e.calls == 1);
    CHECK(e.problems.empty());
    CHECK(e.keys == std::set<std::string>{"position", "yaw", "brand_new_key"});
    const std::string doc = "| `position` | ... | `yaw` (default 0) |";
    CHECK(missing_from(doc, e.keys, false) == std::vector<std::string>{"brand_new_key"});

    Extracted table;
    extract_allow_keys("n.allow_keys(kPlayerKeys);", "synthetic.cpp", table);
    CHECK(table.problems.size() == 1);
    Extracted named;
    extract_allow_keys("n.allow_keys({\"a\", kMore});", "synthetic.cpp", named);
    CHECK(named.problems.size() == 1);

    CHECK(in_code_font("`--frames N`", "--frames", true));
    CHECK_FALSE(in_code_font("`--frames-max`", "--frames", true));
    CHECK_FALSE(in_code_font("--frames", "--frames", true));
}

TEST_CASE("docs in step: every scene key and value is in docs/scene-format.md", "[docs]") {
    const SceneVocabulary v = scene_vocabulary();
    for (const std::string& p : v.keys.problems)
        FAIL_CHECK(p);
    // The scan found the loader: every section's keys, the kinds and the format string.
    CHECK(v.keys.calls >= 20);
    for (const char* k : {"format", "player", "step_down_height", "half_extents", "portals",
                          "while_player_in", "at_most_times", "sides", "clear"})
        CHECK(v.keys.keys.count(k) == 1);
    for (const char* k : {"sweeplab-scene/1", "cylsphere", "collides_with", "double", "outside"})
        CHECK(v.values.count(k) == 1);

    const std::string doc = read_text(kRoot / "docs/scene-format.md");
    const std::vector<std::string> keys = missing_from(doc, v.keys.keys, false);
    INFO("scene keys the loader accepts that docs/scene-format.md does not name");
    CHECK(keys == std::vector<std::string>{});
    const std::vector<std::string> values = missing_from(doc, v.values, false);
    INFO("kinds and values the loader accepts that docs/scene-format.md does not name");
    CHECK(values == std::vector<std::string>{});
}

TEST_CASE("docs in step: every option and variable is in docs/command-line.md", "[docs]") {
    // Every --option anywhere in the parser's source (its tests, its errors, its usage text),
    // and its short forms.
    const std::string cli = code_of(read_text(kRoot / "app/cli.cpp"));
    std::set<std::string> options = matches(cli, std::regex("(--[a-z][a-z0-9-]*)"));
    for (const std::string& s : matches(cli, std::regex("==\\s*\"(-[a-zA-Z])\"")))
        options.insert(s);
    CHECK(options.size() >= 10);
    for (const char* o : {"--headless", "--screenshot", "--list-scenes", "--frames", "-h"})
        CHECK(options.count(o) == 1);

    // Every SWEEPLAB_* environment variable the program reads: any string literal naming one
    // in the program's code, whether getenv takes it directly or through a constant (HOME and
    // the like are not ours to document).
    std::set<std::string> vars;
    const std::regex getenv_re("\"(SWEEPLAB_[A-Z0-9_]+)\"");
    for (const char* dir : {"app", "sim", "survey", "render", "scene", "physics", "dat"})
        if (fs::is_directory(kRoot / dir))
            for (const fs::path& p : sources_under(kRoot / dir, ""))
                for (const std::string& s : matches(code_of(read_text(p)), getenv_re))
                    vars.insert(s);
    CHECK(vars.size() >= 5);
    CHECK(vars.count("SWEEPLAB_CAMERA_COLLIDE") == 1);
    CHECK(vars.count("SWEEPLAB_DAT_DIR") == 1); // through dat::kDatDirEnv

    const std::string doc = read_text(kRoot / "docs/command-line.md");
    const std::vector<std::string> opts = missing_from(doc, options, true);
    INFO("options the parser knows that docs/command-line.md does not name");
    CHECK(opts == std::vector<std::string>{});
    const std::vector<std::string> env = missing_from(doc, vars, false);
    INFO("environment variables the program reads that docs/command-line.md does not name");
    CHECK(env == std::vector<std::string>{});
}

TEST_CASE("docs in step: README and docs/ link only inside the repository", "[docs]") {
    std::vector<fs::path> docs{kRoot / "README.md"};
    for (const auto& e : fs::recursive_directory_iterator(kRoot / "docs"))
        if (e.path().extension() == ".md") docs.push_back(e.path());
    CHECK(docs.size() >= 6);
    const std::regex link("\\]\\(([^)\\s]+)\\)");
    int links = 0;
    for (const fs::path& d : docs) {
        const std::string text = read_text(d);
        INFO(d.string());
        CHECK(text.find("../shared") == std::string::npos);
        CHECK(text.find("/work/") == std::string::npos);
        for (std::string target : matches(text, link)) {
            if (target.rfind("http://", 0) == 0 || target.rfind("https://", 0) == 0 ||
                target[0] == '#')
                continue;
            target = target.substr(0, target.find('#'));
            INFO("link " << target);
            const fs::path resolved = (d.parent_path() / target).lexically_normal();
            CHECK(fs::exists(resolved));
            // Inside the repository: the resolved path starts with the root.
            const std::string rel = resolved.lexically_relative(kRoot).string();
            CHECK(rel.rfind("..", 0) != 0);
            ++links;
        }
    }
    CHECK(links >= 8);
}
