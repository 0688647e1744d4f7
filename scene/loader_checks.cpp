// The `checks` section: acceptance criteria evaluated over a scripted run.
#include "scene/loader_parts.h"

#include "physics/reading/reading.h"

namespace sweeplab::scene::detail {

namespace {

std::pair<int, int> read_frame_range(const JsonNode& n) {
    if (n.array_size() != 2) n.fail("must be [first, last]");
    const int first = static_cast<int>(n.index(0).integer(1, 100000000));
    const int last = static_cast<int>(n.index(1).integer(1, 100000000));
    if (last < first) n.fail("last must not come before first");
    return {first, last};
}

void read_box(const JsonNode& c, Check& check) {
    check.min = c.at("min").vec3();
    check.max = c.at("max").vec3();
    if (!(check.min.x <= check.max.x && check.min.y <= check.max.y && check.min.z <= check.max.z))
        c.at("max").fail("must be >= min in every component");
}

} // namespace

void read_checks(const JsonNode& node, Scene& scene) {
    for (std::size_t i = 0; i < node.array_size(); ++i) {
        const JsonNode c = node.index(i);
        c.expect_object();
        Check check;
        check.name = c.at("name").string();
        if (check.name.empty()) c.at("name").fail("must not be empty");
        const JsonNode kind = c.at("kind");
        const std::string k = kind.string();
        if (k == "max_penetration" || k == "camera_max_penetration") {
            c.allow_keys({"name", "kind", "at_most"});
            check.kind = k == "max_penetration" ? CheckKind::MaxPenetration
                                                : CheckKind::CameraMaxPenetration;
            check.at_most = c.at("at_most").non_negative();
        } else if (k == "reach") {
            c.allow_keys({"name", "kind", "min", "max", "by_frame"});
            check.kind = CheckKind::Reach;
            read_box(c, check);
            if (c.has("by_frame"))
                check.by_frame = static_cast<int>(c.at("by_frame").integer(1, 100000000));
        } else if (k == "avoid") {
            c.allow_keys({"name", "kind", "min", "max"});
            check.kind = CheckKind::Avoid;
            read_box(c, check);
        } else if (k == "stay_in_cell") {
            c.allow_keys({"name", "kind", "cell", "frames"});
            check.kind = CheckKind::StayInCell;
            check.cell = c.at("cell").id();
            if (c.has("frames")) check.frames = read_frame_range(c.at("frames"));
        } else if (k == "camera_in_cell") {
            c.allow_keys({"name", "kind", "cell", "while_player_in"});
            check.kind = CheckKind::CameraInCell;
            check.cell = c.at("cell").id();
            if (c.has("while_player_in")) check.while_player_in = c.at("while_player_in").id();
        } else if (k == "grounded") {
            c.allow_keys({"name", "kind", "frames"});
            check.kind = CheckKind::Grounded;
            if (c.has("frames")) check.frames = read_frame_range(c.at("frames"));
        } else if (k == "collides_with") {
            c.allow_keys({"name", "kind", "id", "at_most_times"});
            check.kind = CheckKind::CollidesWith;
            check.id = c.at("id").id();
            if (c.has("at_most_times"))
                check.at_most_times = static_cast<int>(c.at("at_most_times").integer(1, 100000000));
        } else if (k == "reading_parts" || k == "reading_agrees") {
            const bool parts = k == "reading_parts";
            if (parts)
                c.allow_keys({"name", "kind", "reading", "at_least", "by_frame", "of"});
            else
                c.allow_keys({"name", "kind", "reading", "at_most", "of"});
            if (c.has("of")) {
                const std::string of = c.at("of").string();
                if (of != "feet" && of != "eye") c.at("of").fail("must be \"feet\" or \"eye\"");
                check.of_eye = of == "eye";
            }
            check.kind = parts ? CheckKind::ReadingParts : CheckKind::ReadingAgrees;
            const JsonNode reading = c.at("reading");
            check.reading = reading.string();
            std::string why;
            const std::optional<physics::Reading> r = physics::parse_reading(check.reading, &why);
            if (!r) reading.fail(why);
            check.reading_bits = r->bits;
            check.at_least = parts ? c.number_or("at_least", 0.001f) : 0.0f;
            check.at_most = parts ? 0.0f : c.number_or("at_most", 0.001f);
            if (parts && c.has("at_least") && !(check.at_least > 0.0f))
                c.at("at_least").fail("must be above 0");
            if (!parts && c.has("at_most") && !(check.at_most >= 0.0f))
                c.at("at_most").fail("must not be negative");
            if (parts && c.has("by_frame"))
                check.by_frame = static_cast<int>(c.at("by_frame").integer(1, 100000000));
        } else {
            kind.fail("unknown check kind \"" + k +
                      "\" (one of max_penetration, camera_max_penetration, reach, avoid, "
                      "stay_in_cell, camera_in_cell, grounded, collides_with, reading_parts, "
                      "reading_agrees)");
        }
        // Cells named by checks must exist (0 = outside is allowed); with `dat`, any retail
        // cell id may be named (the DAT world decides whether it exists).
        if ((check.kind == CheckKind::StayInCell || check.kind == CheckKind::CameraInCell) &&
            check.cell != 0 && !scene.names_cell(check.cell))
            c.at("cell").fail("names no cell in cells: " + std::to_string(check.cell));
        if (check.while_player_in && *check.while_player_in != 0 &&
            !scene.names_cell(*check.while_player_in))
            c.at("while_player_in").fail("names no cell in cells");
        scene.checks.push_back(std::move(check));
    }
}

} // namespace sweeplab::scene::detail
