#pragma once
// The test suites' precompiled header (tests/CMakeLists.txt, sweeplab_catch_tests): what
// nearly every test file includes, parsed once per suite instead of once per file. Catch2's
// single header alone takes about a second a file to parse; with the standard and GLM headers
// below, a test file compiles in half the time (docs/robustness.md, "CI cost"). It changes
// no test: each file still includes what it uses.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <catch2/catch.hpp>
#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>
