#include "vectors/compare.h"

#include <cmath>
#include <limits>

#include "vectors/number_text.h"

namespace sweeplab::vectors {

namespace {

std::string text_of(const JsonNode* v) {
    return v == nullptr ? std::string("absent") : v->dump();
}

std::string float_text(float v) {
    std::string s;
    put_float(s, v);
    return s;
}

std::string floats_text(const float* v, int n) {
    std::string s;
    put_floats(s, v, n);
    return s;
}

bool same_float(float a, float b, double tolerance) {
    if (tolerance <= 0.0) return float_bits(a) == float_bits(b);
    if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
    if (a == b) return true; // infinities of one sign
    return std::fabs(static_cast<double>(a) - static_cast<double>(b)) <= tolerance;
}

bool same_double(double a, double b, double tolerance) {
    if (tolerance <= 0.0) return double_bits(a) == double_bits(b);
    if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
    if (a == b) return true;
    return std::fabs(a - b) <= tolerance;
}

} // namespace

std::string FieldPath::str() const {
    std::string s(prefix);
    s += base;
    for (int i : index)
        if (i >= 0) {
            s += '[';
            s += std::to_string(i);
            s += ']';
        }
    return s;
}

double read_double(const JsonNode& v, const FieldPath& field) {
    if (v.is_number()) return v.value;
    if (v.is_string()) {
        const std::string_view s = v.text;
        if (s == "NaN") return std::numeric_limits<double>::quiet_NaN();
        if (s == "Infinity") return std::numeric_limits<double>::infinity();
        if (s == "-Infinity") return -std::numeric_limits<double>::infinity();
    }
    throw FormatError{field.str() + ": not a number (" + v.dump() + ")"};
}

float read_float(const JsonNode& v, const FieldPath& field) {
    return static_cast<float>(read_double(v, field));
}

long long read_integer(const JsonNode& v, const FieldPath& field) {
    if (v.is_number()) {
        const double d = v.value;
        if (d == std::floor(d) && std::fabs(d) < 9.0e15) return static_cast<long long>(d);
    }
    throw FormatError{field.str() + ": not an integer (" + v.dump() + ")"};
}

void read_floats(const JsonNode& v, float* out, int n, const FieldPath& field) {
    if (!v.is_array() || static_cast<int>(v.size()) != n)
        throw FormatError{field.str() + ": not an array of " + std::to_string(n) + " numbers"};
    for (int i = 0; i < n; ++i)
        out[i] = read_float(v[static_cast<std::size_t>(i)], field.at(i));
}

const JsonNode& member(const JsonNode& obj, const char* key, const FieldPath& where) {
    if (!obj.is_object()) throw FormatError{where.str() + ": not an object"};
    const JsonNode* it = obj.find(key);
    if (it == nullptr) throw FormatError{where.str() + "." + key + ": missing"};
    return *it;
}

void Comparer::note(const FieldPath& field, std::string file, std::string ours) {
    if (!first_) first_ = Difference{field.str(), std::move(file), std::move(ours)};
}

bool Comparer::floats(const JsonNode* file, const float* ours, int n, const FieldPath& field) {
    if (file == nullptr || !file->is_array() || static_cast<int>(file->size()) != n) {
        note(field, text_of(file), floats_text(ours, n));
        return false;
    }
    for (int i = 0; i < n; ++i) {
        const JsonNode& e = (*file)[static_cast<std::size_t>(i)];
        if (!same_float(read_float(e, field.at(i)), ours[i], tolerance_)) {
            note(field.at(i), e.dump(), float_text(ours[i]));
            return false;
        }
    }
    return true;
}

bool Comparer::float1(const JsonNode* file, float ours, const FieldPath& field) {
    if (file == nullptr || !same_float(read_float(*file, field), ours, tolerance_)) {
        note(field, text_of(file), float_text(ours));
        return false;
    }
    return true;
}

bool Comparer::double1(const JsonNode* file, double ours, const FieldPath& field) {
    if (file == nullptr || !same_double(read_double(*file, field), ours, tolerance_)) {
        std::string s;
        put_double(s, ours);
        note(field, text_of(file), s);
        return false;
    }
    return true;
}

bool Comparer::integer(const JsonNode* file, long long ours, const FieldPath& field) {
    if (file == nullptr || read_integer(*file, field) != ours) {
        note(field, text_of(file), std::to_string(ours));
        return false;
    }
    return true;
}

bool Comparer::null_or_floats(const JsonNode* file, bool ours_written, const float* ours, int n,
                              const FieldPath& field) {
    if (!ours_written) {
        if (file != nullptr && file->is_null()) return true;
        note(field, text_of(file), "null");
        return false;
    }
    return floats(file, ours, n, field);
}

void Comparer::extra(const JsonNode& file, const FieldPath& field) {
    note(field, file.dump(), "absent");
}

void Comparer::mismatch(const JsonNode* file, const std::string& expected, const FieldPath& field) {
    note(field, text_of(file), expected);
}

} // namespace sweeplab::vectors
