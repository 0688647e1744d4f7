// libFuzzer target: any bytes as a line of a conformance file (docs/vectors.md): the line
// reader (vectors/json_line.h) either parses it or throws JsonError with a column; a parsed
// object is offered to every family's check, which compares it or throws FormatError naming
// the field. The place families run at the shipped scenes (a line names one as
// "scenes/NAME.json" with its hash, relative to assets/; the seeds name crowd.json), so any
// numbers reach a whole transition, a placement and a cell pick. Nothing else may happen: no
// crash, no read past the line, no other exception, nesting bounded, no file outside that
// folder read.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "vectors/compare.h"
#include "vectors/family.h"
#include "vectors/json_line.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sweeplab::vectors;
    const std::string line(reinterpret_cast<const char*>(data), size);
    static JsonDoc doc;
    const JsonNode* root = nullptr;
    try {
        root = &doc.parse(line);
    } catch (const JsonError& e) {
        if (e.column < 1 || e.column > size + 1) {
            std::fprintf(stderr, "fuzz_vectors: column %zu of %zu bytes\n", e.column, size);
            std::abort();
        }
        return 0;
    }
    if (!root->is_object()) return 0;
    const JsonNode* in = root->find("in");
    if (in == nullptr) return 0;
    // One Places for the run: a scene is built once, then every line at it reuses it.
    static Places* const places = [] {
        auto* p = new Places; // lives for the run (reachable, so no leak is reported)
        p->set_case_dir(std::string(SWEEPLAB_SOURCE_DIR) + "/assets");
        return p;
    }();
    for (const Family& f : families()) {
        if (!f.owns(*in)) continue;
        Comparer cmp(0.0);
        CaseResult result;
        try {
            f.check_case(*root, *places, cmp, result);
        } catch (const FormatError&) {
        }
    }
    return 0;
}
