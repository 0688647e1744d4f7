// GDLE's spawn maps (docs/world-objects.md, "GDLE JSON"): one map {"key": K, "value":
// {"weenies": [...], "links": [...]}} (a spawnMaps file), worldspawns.json ({"_version": ...,
// "landblocks": [maps]}), or a bare list of maps. K is the landblock shifted left 16 bits
// (GDLE's form), or 0xXXYY; a number or a string of one. "weenies" and "links" may be
// missing or null.
#include <array>
#include <optional>

#include "worlddata/errors.h"
#include "worlddata/json_cursor.h"
#include "worlddata/world_data.h"

namespace sweeplab::worlddata {

namespace {

// An object of named numbers ({"x": 1, "y": 2, ...}): each name found is written to its slot,
// other members skipped. `what` names the object in messages ("origin x").
template <std::size_t N>
void read_components(JsonCursor& in, const char* what, const std::array<const char*, N>& names,
                     const std::array<float*, N>& slots) {
    in.begin_object();
    std::string key;
    while (in.next_key(key)) {
        std::size_t i = 0;
        while (i < N && key != names[i])
            ++i;
        if (i == N)
            in.skip_value();
        else
            *slots[i] = static_cast<float>(in.read_number(std::string(what) + " " + key));
    }
}

void read_vec(JsonCursor& in, glm::vec3& v) {
    read_components<3>(in, "origin", {"x", "y", "z"}, {&v.x, &v.y, &v.z});
}

void read_quat(JsonCursor& in, glm::quat& q) {
    read_components<4>(in, "angles", {"w", "x", "y", "z"}, {&q.w, &q.x, &q.y, &q.z});
}

void read_pos(JsonCursor& in, WorldPosition& p) {
    in.begin_object();
    std::string key;
    while (in.next_key(key)) {
        if (key == "objcell_id") {
            const std::size_t at = in.offset();
            p.cell = in.read_u32("objcell_id");
            const std::uint32_t low = p.cell & 0xFFFFu;
            if (!(low <= 0x40u || (low >= 0x100u && low <= 0xFFFDu)))
                in.fail(at, "objcell_id: " + std::to_string(p.cell) + " is no cell");
        } else if (key == "frame") {
            in.begin_object();
            std::string fk;
            while (in.next_key(fk)) {
                if (fk == "origin")
                    read_vec(in, p.origin);
                else if (fk == "angles")
                    read_quat(in, p.angles);
                else
                    in.skip_value();
            }
        } else {
            in.skip_value();
        }
    }
}

class GdleReader {
  public:
    GdleReader(std::string_view text, const std::string& file, WorldDataBuilder& out)
        : in_(text, file), lines_(text), out_(out) {}

    void run() {
        if (in_.peek() == JsonKind::Array) {
            maps();
        } else {
            // One map, or {"landblocks": [maps]}.
            const std::size_t at = in_.offset();
            if (!map(true))
                in_.fail(at, "neither a spawn map (\"key\", \"value\") nor a list of them");
        }
        in_.expect_end();
    }

  private:
    void maps() {
        in_.begin_array();
        while (in_.next_item()) {
            const std::size_t at = in_.offset();
            if (!map(false)) in_.fail(at, "a spawn map without \"key\" and \"value\"");
        }
    }

    // One spawn map's members ("key" before "value"); at the top of a file also a
    // "landblocks" list. False when it held neither a value nor a list.
    bool map(bool top) {
        in_.begin_object();
        std::string key;
        std::optional<std::uint32_t> lb;
        bool any = false;
        while (in_.next_key(key)) {
            if (top && key == "landblocks") {
                maps();
                any = true;
            } else if (key == "key") {
                lb = landblock_key();
            } else if (key == "value") {
                if (!lb)
                    in_.fail(in_.offset(), "\"value\" before \"key\": the landblock is not known");
                value(*lb);
                any = true;
            } else {
                in_.skip_value();
            }
        }
        return any;
    }

    std::uint32_t landblock_key() {
        const std::size_t at = in_.offset();
        const std::uint32_t k = in_.read_u32("key");
        const std::uint32_t lb = k > 0xFFFFu ? k >> 16u : k;
        if (lb == 0xFFFFu) in_.fail(at, "key: not a landblock");
        return lb;
    }

    void value(std::uint32_t lb) {
        const bool keep = out_.wants(lb);
        if (keep) out_.touch_landblock(lb);
        in_.begin_object();
        std::string key;
        while (in_.next_key(key)) {
            if ((key == "weenies" || key == "links") && in_.peek() == JsonKind::Null) {
                in_.skip_value();
            } else if (key == "weenies") {
                in_.begin_array();
                while (in_.next_item())
                    weenie(lb, keep);
            } else if (key == "links" && in_.peek() == JsonKind::Null) {
                in_.skip_value();
            } else if (key == "links") {
                in_.begin_array();
                while (in_.next_item())
                    link(lb, keep);
            } else {
                in_.skip_value();
            }
        }
    }

    void weenie(std::uint32_t lb, bool keep) {
        SpawnRow row;
        const std::size_t at = in_.offset();
        row.source = RowSource{out_.current_file(), lines_.line_at(at)};
        in_.begin_object();
        std::string key;
        bool has_pos = false;
        while (in_.next_key(key)) {
            if (key == "id")
                row.guid = guid_of(in_.read_u32("id"), lb);
            else if (key == "wcid")
                row.wcid = in_.read_u32("wcid");
            else if (key == "pos") {
                read_pos(in_, row.pos);
                has_pos = true;
            } else
                in_.skip_value();
        }
        if (!has_pos) in_.fail(at, "a weenie without \"pos\"");
        if ((row.pos.cell >> 16u) != lb && (row.pos.cell >> 16u) != 0)
            in_.fail(at, "the weenie's objcell_id is not in landblock " + hex4(lb));
        if ((row.pos.cell >> 16u) == 0) row.pos.cell |= lb << 16u;
        out_.count_row();
        if (keep) out_.add_spawn(lb, row);
    }

    // A link's "target" is the parent (often a generator) and its "source" the child.
    void link(std::uint32_t lb, bool keep) {
        SpawnLink l;
        in_.begin_object();
        std::string key;
        while (in_.next_key(key)) {
            if (key == "target")
                l.parent = guid_of(in_.read_u32(key), lb);
            else if (key == "source")
                l.child = guid_of(in_.read_u32(key), lb);
            else
                in_.skip_value();
        }
        if (keep) out_.add_link(lb, l);
    }

    // GDLE writes an instance id either as the full guid 0x7XXYYnnn or as its 12-bit index.
    static std::uint32_t guid_of(std::uint32_t id, std::uint32_t lb) {
        return id < 0x1000u ? 0x70000000u | (lb << 12u) | id : id;
    }

    static std::string hex4(std::uint32_t v) {
        static const char* digits = "0123456789ABCDEF";
        std::string s = "0x0000";
        for (int i = 0; i < 4; ++i)
            s[static_cast<std::size_t>(5 - i)] = digits[(v >> (4 * i)) & 0xFu];
        return s;
    }

    JsonCursor in_;
    LineCounter lines_;
    WorldDataBuilder& out_;
};

} // namespace

void read_gdle_json(std::string_view text, const std::string& file, WorldDataBuilder& out) {
    GdleReader(text, file, out).run();
}

} // namespace sweeplab::worlddata
