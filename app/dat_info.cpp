#include "app/dat_info.h"
#include "app/bad_input.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <iostream>

#include <glm/vec3.hpp>

#include "app/dat_run.h"
#include "dat/records/env_cell.h"
#include "dat/records/environment.h"
#include "dat/records/gfx_obj.h"
#include "dat/records/land_block.h"
#include "dat/records/land_block_info.h"
#include "dat/records/lookup.h"
#include "dat/records/region.h"
#include "dat/records/setup.h"
#include "physics/world/world.h"
#include "scene/location.h"

namespace sweeplab::app {

namespace {

// A float as its shortest decimal (84.1f prints as 84.1, not 84.0999984741211).
double num(float v) {
    char buf[48];
    const auto r = std::to_chars(buf, buf + sizeof buf - 1, v);
    *r.ptr = '\0';
    return std::strtod(buf, nullptr);
}

InfoJson hex(std::uint32_t id) {
    return dat::hex32(id);
}

InfoJson vec(const glm::vec3& v) {
    return InfoJson::array({num(v.x), num(v.y), num(v.z)});
}

InfoJson frame(const dat::DatFrame& f) {
    const glm::quat& q = f.orientation;
    return {{"origin", vec(f.origin)},
            {"orientation", InfoJson::array({num(q.w), num(q.x), num(q.y), num(q.z)})}};
}

InfoJson sphere(const dat::DatSphere& s) {
    return {{"center", vec(s.center)}, {"radius", num(s.radius)}};
}

const char* portal_type_name(std::uint32_t id) {
    switch (id >> 24u) {
    case 0x01u:
        return "GfxObj";
    case 0x02u:
        return "Setup";
    case 0x0Du:
        return "Environment";
    default:
        return "record";
    }
}

InfoJson stabs(const std::vector<dat::DatStab>& list) {
    InfoJson out = InfoJson::array();
    for (const dat::DatStab& s : list)
        out.push_back(
            {{"id", hex(s.id)}, {"type", portal_type_name(s.id)}, {"frame", frame(s.frame)}});
    return out;
}

// The bounding box of a vertex array (empty arrays give zeros).
InfoJson bounds(const dat::VertexArray& v) {
    glm::vec3 lo(0.0f), hi(0.0f);
    for (std::size_t i = 0; i < v.vertices.size(); ++i) {
        lo = i == 0 ? v.vertices[i].origin : glm::min(lo, v.vertices[i].origin);
        hi = i == 0 ? v.vertices[i].origin : glm::max(hi, v.vertices[i].origin);
    }
    return {{"min", vec(lo)}, {"max", vec(hi)}};
}

InfoJson tree(const dat::DatBspTree& t) {
    if (t.empty()) return nullptr;
    return {{"nodes", t.nodes.size()},
            {"root", dat::bsp_tag_name(t.nodes.front().tag)},
            {"root_sphere", t.kind == dat::BspTreeKind::Cell ? InfoJson(nullptr)
                                                             : sphere(t.nodes.front().sphere)}};
}

InfoJson cell_struct(const dat::CellStruct& cs, std::size_t index) {
    InfoJson portals = InfoJson::array();
    for (std::uint16_t p : cs.portals)
        portals.push_back(p);
    return {{"index", index},
            {"key", cs.key},
            {"vertices", cs.vertices.vertices.size()},
            {"bounds", bounds(cs.vertices)},
            {"polygons", cs.polygons.size()},
            {"physics_polygons", cs.physics_polygons.size()},
            {"portal_polygons", portals},
            {"cell_bsp", tree(cs.cell_bsp)},
            {"physics_bsp", tree(cs.physics_bsp)}};
}

class Info {
  public:
    explicit Info(const dat::DatFolder& folder) : f_(folder) {}

    std::vector<std::byte> cell_bytes(std::uint32_t id, const char* type) const {
        return f_.cell.read(id, type);
    }
    dat::RecordName cell_name(std::uint32_t id, const char* type) const {
        return {f_.cell.file_name(), id, type};
    }
    dat::RecordName portal_name(std::uint32_t id, const char* type) const {
        return {f_.portal.file_name(), id, type};
    }

    const std::array<float, 256>& height_table() {
        if (!region_) {
            region_ = f_.get<dat::RegionRecord>(dat::kRegionId);
        }
        return region_->land_defs.land_height_table;
    }

    dat::LandBlockRecord land(std::uint32_t landblock) const {
        const std::uint32_t id = landblock << 16u | 0xFFFFu;
        const auto name = cell_name(id, "LandBlock");
        return dat::parse_land_block(cell_bytes(id, name.type.c_str()), name);
    }

    InfoJson landblock(std::uint32_t lb) {
        const dat::LandBlockRecord land_rec = land(lb);
        const auto& table = height_table();
        InfoJson metres = InfoJson::array(), raw = InfoJson::array(), words = InfoJson::array(),
                 types = InfoJson::array(), roads = InfoJson::array();
        for (std::size_t v = 0; v < dat::LandBlockRecord::kVertices; ++v) {
            metres.push_back(num(table[land_rec.height[v]]));
            raw.push_back(land_rec.height[v]);
            words.push_back(land_rec.terrain[v]);
            types.push_back(land_rec.type(v));
            roads.push_back(land_rec.road(v));
        }
        InfoJson out = {{"type", "LandBlock"},
                        {"id", hex(land_rec.id)},
                        {"has_objects", land_rec.has_objects},
                        {"vertex_order", "index x * 9 + y: x west to east, y south to north, 24 m"},
                        {"heights", metres},
                        {"height_bytes", raw},
                        {"terrain", words},
                        {"terrain_types", types},
                        {"roads", roads}};
        InfoJson cells = InfoJson::array(), objects = InfoJson::array(),
                 buildings = InfoJson::array();
        if (land_rec.has_objects) {
            const std::uint32_t info_id = lb << 16u | 0xFFFEu;
            const auto name = cell_name(info_id, "LandBlockInfo");
            const dat::LandBlockInfoRecord info =
                dat::parse_land_block_info(cell_bytes(info_id, name.type.c_str()), name);
            out["info_id"] = hex(info_id);
            for (std::uint32_t i = 0; i < info.num_cells; ++i)
                cells.push_back(hex(info.cell_id(i)));
            objects = stabs(info.objects);
            for (const dat::BuildingInfo& b : info.buildings) {
                InfoJson portals = InfoJson::array();
                for (const dat::BuildingPortal& p : b.portals) {
                    InfoJson stab_list = InfoJson::array();
                    for (std::uint32_t s : p.stab_list)
                        stab_list.push_back(hex(s));
                    portals.push_back({{"other_cell", hex(p.other_cell_id)},
                                       {"other_portal", p.other_portal_id},
                                       {"flags", p.flags},
                                       {"exact_match", p.exact_match},
                                       {"portal_side", p.portal_side},
                                       {"stabs", stab_list}});
                }
                buildings.push_back({{"model", hex(b.model_id)},
                                     {"type", portal_type_name(b.model_id)},
                                     {"frame", frame(b.frame)},
                                     {"num_leaves", b.num_leaves},
                                     {"portals", portals}});
            }
            InfoJson restrictions = InfoJson::array();
            for (const dat::RestrictionEntry& r : info.restriction_table)
                restrictions.push_back({{"key", hex(r.key)}, {"value", hex(r.value)}});
            out["restrictions"] = restrictions;
        }
        out["cells"] = cells;
        out["objects"] = objects;
        out["buildings"] = buildings;
        return out;
    }

    InfoJson land_cell(std::uint32_t id) {
        const dat::LandBlockRecord land_rec = land(id >> 16u);
        const auto& table = height_table();
        const std::uint32_t index = (id & 0xFFFFu) - 1u;
        const int ix = static_cast<int>(index / 8u), iy = static_cast<int>(index % 8u);
        const std::uint32_t gx = (id >> 24u) * 8u + static_cast<std::uint32_t>(ix);
        const std::uint32_t gy = ((id >> 16u) & 0xFFu) * 8u + static_cast<std::uint32_t>(iy);
        InfoJson heights, raw, terrain;
        const std::pair<const char*, std::pair<int, int>> corners[4] = {
            {"sw", {0, 0}}, {"se", {1, 0}}, {"nw", {0, 1}}, {"ne", {1, 1}}};
        for (const auto& [name, d] : corners) {
            const std::size_t v = dat::LandBlockRecord::vertex_index(ix + d.first, iy + d.second);
            heights[name] = num(table[land_rec.height[v]]);
            raw[name] = land_rec.height[v];
            terrain[name] = land_rec.terrain[v];
        }
        const float x0 = static_cast<float>(ix) * scene::kLandSquareLength;
        const float y0 = static_cast<float>(iy) * scene::kLandSquareLength;
        return {{"type", "LandCell"},
                {"id", hex(id)},
                {"landblock", hex(land_rec.id)},
                {"square", {{"x", ix}, {"y", iy}}},
                {"min", InfoJson::array({num(x0), num(y0)})},
                {"max", InfoJson::array({num(x0 + scene::kLandSquareLength),
                                         num(y0 + scene::kLandSquareLength)})},
                {"split", physics::terrain_cut_sw_ne(gx, gy) ? "SW-NE" : "SE-NW"},
                {"heights", heights},
                {"height_bytes", raw},
                {"terrain", terrain}};
    }

    InfoJson env_cell(std::uint32_t id) {
        const auto name = cell_name(id, "EnvCell");
        const dat::EnvCellRecord c = dat::parse_env_cell(cell_bytes(id, name.type.c_str()), name);
        InfoJson portals = InfoJson::array();
        for (const dat::EnvCellPortal& p : c.portals)
            portals.push_back({{"polygon", p.polygon_id},
                               {"to", p.to_outside ? InfoJson("outside") : hex(p.other_cell_id)},
                               {"other_portal", p.other_portal_id},
                               {"flags", p.flags},
                               {"exact_match", p.exact_match},
                               {"portal_side", p.portal_side}});
        InfoJson visible = InfoJson::array(), surfaces = InfoJson::array();
        for (std::uint32_t v : c.visible_cells)
            visible.push_back(hex(v));
        for (std::uint32_t s : c.surfaces)
            surfaces.push_back(hex(s));
        const dat::Environment env = environment_record(c.environment_id);
        const dat::CellStruct* cs = env.cell_struct(c.cell_structure);
        if (cs == nullptr)
            throw dat::DatError(f_.cell.file_name(), name.where(),
                                "cell structure " + std::to_string(c.cell_structure) +
                                    " is not in Environment " + dat::hex32(c.environment_id) +
                                    " (it has " + std::to_string(env.cells.size()) + ")");
        InfoJson out = {{"type", "EnvCell"},
                        {"id", hex(c.id)},
                        {"landblock", hex((c.id & 0xFFFF0000u) | 0xFFFFu)},
                        {"flags", c.flags},
                        {"seen_outside", c.seen_outside()},
                        {"environment", hex(c.environment_id)},
                        {"cell_structure", c.cell_structure},
                        {"structure", cell_struct(*cs, c.cell_structure)},
                        {"frame", frame(c.frame)},
                        {"surfaces", surfaces},
                        {"portals", portals},
                        {"visible_cells", visible},
                        {"statics", stabs(c.static_objects)}};
        if (c.has_restriction_obj()) out["restriction_obj"] = hex(c.restriction_obj);
        return out;
    }

    dat::Environment environment_record(std::uint32_t id) const {
        return f_.get<dat::Environment>(id);
    }

    InfoJson environment(std::uint32_t id) const {
        const dat::Environment env = environment_record(id);
        InfoJson cells = InfoJson::array();
        for (std::size_t i = 0; i < env.cells.size(); ++i)
            cells.push_back(cell_struct(env.cells[i], i));
        return {{"type", "Environment"}, {"id", hex(env.id)}, {"cell_structures", cells}};
    }

    InfoJson gfx_obj(std::uint32_t id) const {
        const auto g = f_.get<dat::GfxObj>(id);
        InfoJson surfaces = InfoJson::array();
        for (std::uint32_t s : g.surfaces)
            surfaces.push_back(hex(s));
        InfoJson out = {{"type", "GfxObj"},
                        {"id", hex(g.id)},
                        {"flags", g.flags},
                        {"has_physics", g.has_physics()},
                        {"surfaces", surfaces},
                        {"vertices", g.vertices.vertices.size()},
                        {"bounds", bounds(g.vertices)},
                        {"physics_polygons", g.physics_polygons.size()},
                        {"physics_bsp", tree(g.physics_bsp)},
                        {"sort_center", vec(g.sort_center)},
                        {"drawing_polygons", g.drawing_polygons.size()}};
        if (g.flags & dat::kGfxObjHasDIDDegrade) out["degrade"] = hex(g.did_degrade);
        return out;
    }

    InfoJson setup(std::uint32_t id) const {
        const auto s = f_.get<dat::SetupRecord>(id);
        const dat::PlacementFrame* placement = s.default_placement();
        InfoJson parts = InfoJson::array();
        for (std::size_t i = 0; i < s.parts.size(); ++i) {
            InfoJson p = {{"gfx_obj", hex(s.parts[i])}, {"scale", vec(s.part_scale(i))}};
            p["frame"] = placement && i < placement->frames.size() ? frame(placement->frames[i])
                                                                   : InfoJson(nullptr);
            if (s.has_parent()) p["parent"] = s.parent_index[i];
            parts.push_back(std::move(p));
        }
        InfoJson cyl = InfoJson::array(), spheres = InfoJson::array(),
                 placements = InfoJson::array();
        for (const dat::DatCylSphere& c : s.cylspheres)
            cyl.push_back({{"low_point", vec(c.low_point)},
                           {"radius", num(c.radius)},
                           {"height", num(c.height)}});
        for (const dat::DatSphere& sp : s.spheres)
            spheres.push_back(sphere(sp));
        for (const dat::PlacementFrame& p : s.placement_frames)
            placements.push_back({{"key", p.key}, {"hooks", p.hooks.size()}});
        return {{"type", "Setup"},
                {"id", hex(s.id)},
                {"flags", s.flags},
                {"parts", parts},
                {"placement_frames", placements},
                {"cylspheres", cyl},
                {"spheres", spheres},
                {"height", num(s.height)},
                {"radius", num(s.radius)},
                {"step_up_height", num(s.step_up_height)},
                {"step_down_height", num(s.step_down_height)},
                {"sorting_sphere", sphere(s.sorting_sphere)},
                {"selection_sphere", sphere(s.selection_sphere)},
                {"lights", s.lights.size()},
                {"default_animation", hex(s.default_animation)},
                {"default_script", hex(s.default_script)},
                {"default_motion_table", hex(s.default_motion_table)},
                {"default_sound_table", hex(s.default_sound_table)},
                {"default_script_table", hex(s.default_script_table)}};
    }

    InfoJson cell(std::uint32_t id) {
        if (auto problem = scene::cell_id_problem(id))
            throw CliError{"--info: " + dat::hex32(id) + ": " + *problem};
        return (id & 0xFFFFu) >= scene::kFirstEnvCell ? env_cell(id) : land_cell(id);
    }

    InfoJson portal_object(std::uint32_t id) const {
        switch (id >> 24u) {
        case 0x01u:
            return gfx_obj(id);
        case 0x02u:
            return setup(id);
        default:
            return environment(id);
        }
    }

  private:
    const dat::DatFolder& f_;
    std::optional<dat::RegionRecord> region_;
};

} // namespace

InfoJson dat_info(const dat::DatFolder& folder, const std::string& id_text) {
    const bool prefixed =
        id_text.size() > 2 && id_text[0] == '0' && (id_text[1] == 'x' || id_text[1] == 'X');
    if (!prefixed || !scene::looks_like_cell_id(id_text))
        throw CliError{"--info: expected a hex id, got \"" + id_text + "\""};
    const std::string_view digits = std::string_view(id_text).substr(2);
    std::uint32_t id = 0;
    std::from_chars(digits.data(), digits.data() + digits.size(), id, 16);
    Info info(folder);
    const std::uint32_t low = id & 0xFFFFu;
    if (digits.size() <= 4) {
        if ((id >> 8u) > scene::kMaxLandblockCoord || (id & 0xFFu) > scene::kMaxLandblockCoord)
            throw CliError{"--info: landblock " + dat::hex16(id) +
                           " lies off the map (coordinates 0x00-0xFE)"};
        return info.landblock(id);
    }
    if (low == 0xFFFFu || low == 0xFFFEu) return info.landblock(id >> 16u);
    const std::uint32_t top = id >> 24u;
    if (top == 0x01u || top == 0x02u || top == 0x0Du) {
        // Portal objects share their top byte with the cells of landblocks 0x01YY, 0x02YY and
        // 0x0DYY: the portal file is asked first, the cell file when only it has the id.
        if (folder.portal.contains(id) || scene::cell_id_problem(id) ||
            !(low >= scene::kFirstEnvCell ? folder.cell.contains(id)
                                          : folder.cell.contains((id & 0xFFFF0000u) | 0xFFFFu)))
            return info.portal_object(id);
    }
    return info.cell(id);
}

int run_info(const Options& options) {
    int code = 0;
    if (const int bad = report_bad_input([&] {
            const std::string dir = require_dat_dir(options, "--info");
            const dat::DatFolder folder = dat::DatFolder::open(dir);
            std::cout << dat_info(folder, options.info).dump() << '\n';
            std::cout.flush();
            if (!std::cout) {
                std::fprintf(stderr, "sweeplab: cannot write the output\n");
                code = 1;
            }
        }))
        return bad;
    return code;
}

} // namespace sweeplab::app
