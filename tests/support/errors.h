#pragma once
// The message of an exception a call throws, for the tests that check error text.
#include <catch2/catch.hpp>

#include <optional>
#include <string>

namespace sweeplab::testing {

// The what() of the E that `f` throws, or nullopt when `f` returns; any other exception escapes.
template <class E, class F>
std::optional<std::string> what_thrown(F&& f) {
    try {
        f();
    } catch (const E& e) {
        return std::string(e.what());
    }
    return std::nullopt;
}

// The what() of the E that `f` throws; the test FAILs when `f` throws nothing.
template <class E, class F>
std::string error_of(F&& f) {
    std::optional<std::string> m = what_thrown<E>(f);
    if (!m) FAIL("nothing thrown");
    return *m;
}

} // namespace sweeplab::testing
