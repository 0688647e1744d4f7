#include "vectors/compare.h"

#include <cmath>
#include <limits>

#include "vectors/number_text.h"

namespace sweeplab::vectors {

namespace {

std::string text_of(const nlohmann::json* v) {
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

double read_double(const nlohmann::json& v, const std::string& field) {
    if (v.is_number()) return v.get<double>();
    if (v.is_string()) {
        const std::string& s = v.get_ref<const std::string&>();
        if (s == "NaN") return std::numeric_limits<double>::quiet_NaN();
        if (s == "Infinity") return std::numeric_limits<double>::infinity();
        if (s == "-Infinity") return -std::numeric_limits<double>::infinity();
    }
    throw FormatError{field + ": not a number (" + v.dump() + ")"};
}

float read_float(const nlohmann::json& v, const std::string& field) {
    return static_cast<float>(read_double(v, field));
}

long long read_integer(const nlohmann::json& v, const std::string& field) {
    if (v.is_number_integer()) return v.get<long long>();
    if (v.is_number_float()) {
        const double d = v.get<double>();
        if (d == std::floor(d) && std::fabs(d) < 9.0e15) return static_cast<long long>(d);
    }
    throw FormatError{field + ": not an integer (" + v.dump() + ")"};
}

void read_floats(const nlohmann::json& v, float* out, int n, const std::string& field) {
    if (!v.is_array() || static_cast<int>(v.size()) != n)
        throw FormatError{field + ": not an array of " + std::to_string(n) + " numbers"};
    for (int i = 0; i < n; ++i)
        out[i] = read_float(v[static_cast<std::size_t>(i)], field + "[" + std::to_string(i) + "]");
}

const nlohmann::json& member(const nlohmann::json& obj, const char* key, const std::string& where) {
    if (!obj.is_object()) throw FormatError{where + ": not an object"};
    const auto it = obj.find(key);
    if (it == obj.end()) throw FormatError{where + "." + key + ": missing"};
    return *it;
}

void Comparer::note(const std::string& field, std::string file, std::string ours) {
    if (!first_) first_ = Difference{field, std::move(file), std::move(ours)};
}

bool Comparer::floats(const nlohmann::json* file, const float* ours, int n,
                      const std::string& field) {
    if (file == nullptr || !file->is_array() || static_cast<int>(file->size()) != n) {
        note(field, text_of(file), floats_text(ours, n));
        return false;
    }
    for (int i = 0; i < n; ++i) {
        const nlohmann::json& e = (*file)[static_cast<std::size_t>(i)];
        const std::string f = field + "[" + std::to_string(i) + "]";
        if (!same_float(read_float(e, f), ours[i], tolerance_)) {
            note(f, e.dump(), float_text(ours[i]));
            return false;
        }
    }
    return true;
}

bool Comparer::float1(const nlohmann::json* file, float ours, const std::string& field) {
    if (file == nullptr || !same_float(read_float(*file, field), ours, tolerance_)) {
        note(field, text_of(file), float_text(ours));
        return false;
    }
    return true;
}

bool Comparer::double1(const nlohmann::json* file, double ours, const std::string& field) {
    if (file == nullptr || !same_double(read_double(*file, field), ours, tolerance_)) {
        std::string s;
        put_double(s, ours);
        note(field, text_of(file), s);
        return false;
    }
    return true;
}

bool Comparer::integer(const nlohmann::json* file, long long ours, const std::string& field) {
    if (file == nullptr || read_integer(*file, field) != ours) {
        note(field, text_of(file), std::to_string(ours));
        return false;
    }
    return true;
}

bool Comparer::null_or_floats(const nlohmann::json* file, bool ours_written, const float* ours,
                              int n, const std::string& field) {
    if (!ours_written) {
        if (file != nullptr && file->is_null()) return true;
        note(field, text_of(file), "null");
        return false;
    }
    return floats(file, ours, n, field);
}

void Comparer::extra(const nlohmann::json& file, const std::string& field) {
    note(field, file.dump(), "absent");
}

void Comparer::mismatch(const nlohmann::json* file, const std::string& expected,
                        const std::string& field) {
    note(field, text_of(file), expected);
}

} // namespace sweeplab::vectors
