#pragma once
// Field-by-field comparison of a file's `out` with sweeplab's (docs/vectors.md, "check"):
// float32 fields on their bits (or within --tolerance), doubles likewise, integers and flags
// always exactly, and a field one side has and the other has not is a difference. The first
// difference is kept with its path and both values as text.
#include <cstdint>
#include <optional>
#include <string>

#include "vectors/json_line.h"

namespace sweeplab::vectors {

// A field's name, made into text only when it is reported: `prefix` + `base`, then up to two
// indices ("out." + "gs" + [1][2]). Checking a case builds no string.
struct FieldPath {
    std::string_view prefix, base;
    int index[2] = {-1, -1};
    FieldPath(const char* b) : base(b) {}        // NOLINT: implicit
    FieldPath(const std::string& b) : base(b) {} // NOLINT: implicit
    FieldPath(std::string_view p, std::string_view b) : prefix(p), base(b) {}
    [[nodiscard]] FieldPath at(int i) const {
        FieldPath f = *this;
        f.index[f.index[0] < 0 ? 0 : 1] = i;
        return f;
    }
    [[nodiscard]] std::string str() const;
};

struct Difference {
    std::string field; // "out.pos_hits_sphere[1][2]"
    std::string file;  // the file's value as text ("absent" when it has none)
    std::string ours;  // sweeplab's
};

// A bad value in a file's `in` or `out` (the checker reports FILE:LINE: what).
struct FormatError {
    std::string what;
};

class Comparer {
  public:
    explicit Comparer(double tolerance) : tolerance_(tolerance) {}

    // Each returns true when equal; on the first difference of a case it records it.
    bool floats(const JsonNode* file, const float* ours, int n, const FieldPath& field);
    bool float1(const JsonNode* file, float ours, const FieldPath& field);
    bool double1(const JsonNode* file, double ours, const FieldPath& field);
    bool integer(const JsonNode* file, long long ours, const FieldPath& field);
    // `null` written by the file where sweeplab wrote nothing (a contact point not set).
    bool null_or_floats(const JsonNode* file, bool ours_written, const float* ours, int n,
                        const FieldPath& field);
    // A key sweeplab does not write that the file has.
    void extra(const JsonNode& file, const FieldPath& field);
    // A value of the wrong shape: `expected` says what sweeplab writes there.
    void mismatch(const JsonNode* file, const std::string& expected, const FieldPath& field);

    [[nodiscard]] bool agreed() const { return !first_.has_value(); }
    [[nodiscard]] const std::optional<Difference>& first() const { return first_; }
    void reset() { first_.reset(); }

  private:
    void note(const FieldPath& field, std::string file, std::string ours);
    double tolerance_;
    std::optional<Difference> first_;
};

// Reading numbers from a file: a number (read as a double, then rounded to float32), or the
// strings "NaN", "Infinity", "-Infinity". Throw FormatError naming `field`.
[[nodiscard]] float read_float(const JsonNode& v, const FieldPath& field);
[[nodiscard]] double read_double(const JsonNode& v, const FieldPath& field);
[[nodiscard]] long long read_integer(const JsonNode& v, const FieldPath& field);
// `n` floats from an array of exactly n numbers.
void read_floats(const JsonNode& v, float* out, int n, const FieldPath& field);
// The member `key` of `obj` (an object), or FormatError "FIELD: missing".
[[nodiscard]] const JsonNode& member(const JsonNode& obj, const char* key, const FieldPath& where);

} // namespace sweeplab::vectors
