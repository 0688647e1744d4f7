#pragma once
// The number, vector and string forms every JSON line sweeplab writes uses (the headless
// output, the survey's findings): six decimals with trailing zeros dropped, -0 as 0.
#include <string>

#include <glm/vec3.hpp>

namespace sweeplab::app::json {

// `v` with six decimals, trailing zeros dropped (one kept after the point): 1.5, 0.0.
void number(std::string& out, double v);
// [x, y, z] in number()'s form.
void vec(std::string& out, const glm::vec3& v);
// A JSON string literal, quotes and control characters escaped.
void escape(std::string& out, const std::string& s);

} // namespace sweeplab::app::json
