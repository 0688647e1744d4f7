// libFuzzer target: any bytes as a line of a conformance file (docs/vectors.md): the line
// reader (vectors/json_line.h) either parses it or throws JsonError with a column; a parsed
// object is offered to every family's check, which compares it or throws FormatError naming
// the field. Nothing else may happen: no crash, no read past the line, no other exception,
// nesting bounded.
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
    for (const Family& f : families()) {
        // A place family would read the files the line names: the place loaders have fuzzers
        // of their own (fuzz_loader, fuzz_dat_reader).
        if (!f.owns(*in) || f.at_place) continue;
        Comparer cmp(0.0);
        CaseResult result;
        try {
            Places places;
            f.check_case(*root, places, cmp, result);
        } catch (const FormatError&) {
        }
    }
    return 0;
}
