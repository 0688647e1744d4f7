#pragma once
// Field-by-field comparison of a file's `out` with sweeplab's (docs/vectors.md, "check"):
// float32 fields on their bits (or within --tolerance), doubles likewise, integers and flags
// always exactly, and a field one side has and the other has not is a difference. The first
// difference is kept with its path and both values as text.
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace sweeplab::vectors {

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
    bool floats(const nlohmann::json* file, const float* ours, int n, const std::string& field);
    bool float1(const nlohmann::json* file, float ours, const std::string& field);
    bool double1(const nlohmann::json* file, double ours, const std::string& field);
    bool integer(const nlohmann::json* file, long long ours, const std::string& field);
    // `null` written by the file where sweeplab wrote nothing (a contact point not set).
    bool null_or_floats(const nlohmann::json* file, bool ours_written, const float* ours, int n,
                        const std::string& field);
    // A key sweeplab does not write that the file has.
    void extra(const nlohmann::json& file, const std::string& field);
    // A value of the wrong shape: `expected` says what sweeplab writes there.
    void mismatch(const nlohmann::json* file, const std::string& expected,
                  const std::string& field);

    [[nodiscard]] bool agreed() const { return !first_.has_value(); }
    [[nodiscard]] const std::optional<Difference>& first() const { return first_; }
    void reset() { first_.reset(); }

  private:
    void note(const std::string& field, std::string file, std::string ours);
    double tolerance_;
    std::optional<Difference> first_;
};

// Reading numbers from a file: a number (read as a double, then rounded to float32), or the
// strings "NaN", "Infinity", "-Infinity". Throw FormatError naming `field`.
[[nodiscard]] float read_float(const nlohmann::json& v, const std::string& field);
[[nodiscard]] double read_double(const nlohmann::json& v, const std::string& field);
[[nodiscard]] long long read_integer(const nlohmann::json& v, const std::string& field);
// `n` floats from an array of exactly n numbers.
void read_floats(const nlohmann::json& v, float* out, int n, const std::string& field);
// The member `key` of `obj` (an object), or FormatError "FIELD: missing".
[[nodiscard]] const nlohmann::json& member(const nlohmann::json& obj, const char* key,
                                           const std::string& where);

} // namespace sweeplab::vectors
