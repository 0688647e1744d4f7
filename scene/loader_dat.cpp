// The `dat` section (docs/scene-format.md, "`dat`: scenes on retail DAT places"): the
// landblocks whose
// land, cells and objects the world is built from, and how many neighbours around each.
#include "dat/dat_folder.h"
#include "scene/loader_parts.h"
#include "scene/location.h"

namespace sweeplab::scene::detail {

namespace {

// Around each listed landblock, `radius` landblocks each way: 0 to 8 (a 17 x 17 area is
// already far more than a bug report names).
constexpr std::int64_t kMaxRadius = 8;

} // namespace

void read_dat(const JsonNode& node, Scene& scene,
              const std::optional<std::filesystem::path>& dat_dir) {
    node.allow_keys({"landblocks", "radius", "world", "creatures"});
    DatPlace place;
    const JsonNode list = node.at("landblocks");
    if (list.array_size() == 0) list.fail("must name at least one landblock (\"0xXXYY\")");
    for (std::size_t i = 0; i < list.array_size(); ++i) {
        const JsonNode lb = list.index(i);
        const std::uint32_t id = lb.id();
        if (id > 0xFFFFu)
            lb.fail("must be a landblock 0xXXYY (four hex digits), not a cell or record id");
        if ((id >> 8u) > kMaxLandblockCoord || (id & 0xFFu) > kMaxLandblockCoord)
            lb.fail("lies off the map (landblock coordinates are 0x00 to 0xFE)");
        for (std::uint32_t seen : place.landblocks)
            if (seen == id) lb.fail("is listed twice");
        place.landblocks.push_back(id);
    }
    if (node.has("radius"))
        place.radius = static_cast<int>(node.at("radius").integer(0, kMaxRadius));
    if (!dat_dir)
        node.fail(std::string("needs a DAT folder, and none was given: pass --dat DIR or set ") +
                  dat::kDatDirEnv + " to the folder holding " + dat::kCellFileName + " and " +
                  dat::kPortalFileName);
    place.folder = dat_dir->string();
    if (node.has("world")) {
        // Paths relative to the scene file's folder (docs/world-objects.md).
        const JsonNode paths = node.at("world");
        const std::filesystem::path base = std::filesystem::path(scene.source_path).parent_path();
        for (std::size_t i = 0; i < paths.array_size(); ++i) {
            const std::filesystem::path p(paths.index(i).string());
            place.world.push_back(p.is_absolute() ? p.string() : (base / p).string());
        }
    }
    if (node.has("creatures")) {
        const JsonNode c = node.at("creatures");
        place.creatures = c.string();
        if (place.creatures != "stand" && place.creatures != "wander" && place.creatures != "chase")
            c.fail("must be \"stand\", \"wander\" or \"chase\"");
    }
    scene.dat = std::move(place);
}

} // namespace sweeplab::scene::detail
