// arena_bench: the arena benchmark's table (docs/arena-benchmark.md) for
// N = 0, 10, 100, 1000 without overlap (239 placed) and 1000 with overlap, as a Markdown
// table. Microseconds are the median of --runs runs (default 3); the other figures are
// deterministic and identical across runs.
//
//   arena_bench [--runs R] [--steps S] [--only N|N+overlap]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench/alloc_hook.h"
#include "bench/arena.h"

namespace {

using sweeplab::bench::ArenaFigures;

struct Row {
    int n;
    bool overlap;
    const char* label;
};

constexpr Row kRows[] = {{0, false, "0"},
                         {10, false, "10"},
                         {100, false, "100"},
                         {1000, false, "239 (1000, no overlap)"},
                         {1000, true, "1000, overlap"}};

int usage() {
    std::fprintf(stderr, "usage: arena_bench [--runs R] [--steps S] [--only N|N+overlap]\n");
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    int runs = 3;
    int steps = sweeplab::bench::kTimedSteps;
    std::string only;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--runs" && i + 1 < argc)
            runs = std::max(1, std::atoi(argv[++i]));
        else if (a == "--steps" && i + 1 < argc)
            steps = std::max(1, std::atoi(argv[++i]));
        else if (a == "--only" && i + 1 < argc)
            only = argv[++i];
        else
            return usage();
    }
    // The hook must see both kinds of allocation, or the allocation column means nothing.
    {
        sweeplab::bench::AllocCounter::start();
        void* volatile m = std::malloc(24);
        int* volatile p = new int(7);
        const std::size_t seen = sweeplab::bench::AllocCounter::stop();
        delete p;
        std::free(m);
        const std::size_t want = sweeplab::bench::AllocCounter::counts_malloc() ? 2 : 1;
        if (seen != want) {
            std::fprintf(stderr, "arena_bench: the allocation hook saw %zu of %zu\n", seen, want);
            return 1;
        }
    }
    std::printf("| N | sweeplab µs/step | allocations/step | path length (m) | "
                "steps > 1 cm inside a sphere | stuck |\n");
    std::printf("|---|---|---|---|---|---|\n");
    for (const Row& row : kRows) {
        const std::string key = std::to_string(row.n) + (row.overlap ? "+overlap" : "");
        if (!only.empty() && only != key) continue;
        const sweeplab::bench::ArenaScene scene = sweeplab::bench::build_arena(row.n, row.overlap);
        std::vector<ArenaFigures> results;
        for (int r = 0; r < runs; ++r)
            results.push_back(
                sweeplab::bench::run_arena(scene, sweeplab::bench::kWarmupSteps, steps));
        std::vector<double> us;
        for (const ArenaFigures& f : results)
            us.push_back(f.us_per_step);
        std::sort(us.begin(), us.end());
        const ArenaFigures& f = results.front();
        std::printf("| %s | %.2f | %.2f | %.0f | %.2f | %.2f |\n", row.label, us[us.size() / 2],
                    f.allocs_per_step, f.path_length, f.overlap_fraction, f.stuck_fraction);
        std::fflush(stdout);
        if (f.placed != static_cast<std::size_t>(row.n) && !(row.n == 1000 && !row.overlap))
            std::fprintf(stderr, "note: N=%d placed %zu\n", row.n, f.placed);
        std::fprintf(
            stderr,
            "  N=%s placed %zu, runs(us) %s, deepest %.4f m, path %.6f m, trajectory %016llx\n",
            key.c_str(), f.placed,
            [&] {
                std::string s;
                for (const ArenaFigures& g : results) {
                    char buf[32];
                    std::snprintf(buf, sizeof buf, "%s%.3f", s.empty() ? "" : " ", g.us_per_step);
                    s += buf;
                }
                return s;
            }()
                .c_str(),
            f.max_penetration, f.path_length, static_cast<unsigned long long>(f.trajectory_hash));
    }
    return 0;
}
