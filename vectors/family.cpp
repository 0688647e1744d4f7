#include "vectors/family.h"

#include <array>

namespace sweeplab::vectors {

namespace {

constexpr std::array kFamilies{
    Family{"polygon", "polygon.jsonl", 2000, polygon_export, polygon_check, polygon_owns},
    Family{"sphere", "sphere.jsonl", 2800, sphere_export, sphere_check, sphere_owns},
    Family{"cylsphere", "cylsphere.jsonl", 2800, cylsphere_export, cylsphere_check, cylsphere_owns},
    Family{"toi", "toi.jsonl", 2000, toi_export, toi_check, toi_owns},
    Family{"transition", "transition.jsonl", 1400, transition_export, transition_check,
           transition_owns, true},
    Family{"placement", "placement.jsonl", 700, placement_export, placement_check, placement_owns,
           true},
    Family{"cell", "cell.jsonl", 700, cell_export, cell_check, cell_owns, true},
};

} // namespace

std::span<const Family> families() {
    return kFamilies;
}

const Family* family_named(std::string_view name) {
    for (const Family& f : kFamilies)
        if (name == f.name) return &f;
    return nullptr;
}

std::string case_id(const JsonNode& line) {
    const JsonNode* it = line.find("id");
    if (it == nullptr) return "?";
    if (it->is_string()) return std::string(it->text);
    return it->dump();
}

} // namespace sweeplab::vectors
