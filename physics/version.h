#pragma once

namespace sweeplab::physics {

// The library's version, shown by `sweeplab --version`.
const char* version();

} // namespace sweeplab::physics
