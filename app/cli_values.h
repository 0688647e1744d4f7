#pragma once
// Option values the sub-commands share (`survey`, `spawns`): a whole number in a range, and a
// shard `I/N`. A bad value is an app::CliError "OPT: expected ..., got "V"" (OPT as given,
// e.g. "--jobs" or "spawns: --jobs").
#include <cstdint>
#include <string>

namespace sweeplab::app {

[[nodiscard]] long parse_whole_value(const std::string& opt, const std::string& v, long lo,
                                     long hi);
// `I/N` with 0 <= I < N <= 100000.
void parse_shard_value(const std::string& opt, const std::string& v, std::uint32_t& shard,
                       std::uint32_t& shards);

} // namespace sweeplab::app
