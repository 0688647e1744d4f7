#include "app/cli_values.h"

#include <cstdlib>

#include "app/cli.h"

namespace sweeplab::app {

long parse_whole_value(const std::string& opt, const std::string& v, long lo, long hi) {
    char* end = nullptr;
    const long n = std::strtol(v.c_str(), &end, 10);
    if (v.empty() || *end != '\0' || n < lo || n > hi)
        throw CliError{opt + ": expected a whole number from " + std::to_string(lo) + " to " +
                       std::to_string(hi) + ", got \"" + v + "\""};
    return n;
}

void parse_shard_value(const std::string& opt, const std::string& v, std::uint32_t& shard,
                       std::uint32_t& shards) {
    const auto slash = v.find('/');
    if (slash == std::string::npos)
        throw CliError{opt + ": expected I/N (0 <= I < N <= 100000), got \"" + v + "\""};
    shards = static_cast<std::uint32_t>(parse_whole_value(opt, v.substr(slash + 1), 1, 100000));
    shard = static_cast<std::uint32_t>(parse_whole_value(opt, v.substr(0, slash), 0, 99999));
    if (shard >= shards)
        throw CliError{opt + ": I must be below N (0 <= I < N), got \"" + v + "\""};
}

} // namespace sweeplab::app
