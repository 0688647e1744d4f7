// The spawn check's run and merge (spawns/spawn_run.h).
#include "spawns/spawn_run.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <exception>
#include <fstream>
#include <map>
#include <mutex>
#include <numeric>
#include <set>
#include <stdexcept>
#include <thread>

#include <unistd.h>

#include "dat/dat_folder.h"
#include "scene/dat_world_builder.h"
#include "spawns/spawn_judge.h"
#include "survey/survey_place.h"
#include "worlddata/world_data.h"

namespace sweeplab::spawns {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

std::shared_ptr<const worlddata::WorldData>
load(const std::vector<std::string>& world, const std::set<std::uint32_t>& landblocks, int jobs) {
    worlddata::WorldLoadOptions o;
    o.landblocks = landblocks;
    o.jobs = jobs; // the files parsed on the run's workers too
    return std::make_shared<const worlddata::WorldData>(worlddata::load_world_data(world, o));
}

// Each portal weenie's Destination line goes with its first row of the AREA (landblock, then
// guid), so one run and any sharding write it once, in the same place.
std::map<std::uint32_t, std::vector<OwnedPortal>>
portal_owners(const worlddata::WorldData& data, const std::vector<std::uint32_t>& area) {
    std::map<std::uint32_t, std::vector<OwnedPortal>> owners;
    std::set<std::uint32_t> seen;
    for (const std::uint32_t lb : area) {
        const worlddata::LandblockSpawns* s = data.landblock(lb);
        if (s == nullptr) continue;
        std::vector<const worlddata::SpawnRow*> rows;
        for (const worlddata::SpawnRow& r : s->rows)
            rows.push_back(&r);
        std::sort(rows.begin(), rows.end(),
                  [](const auto* a, const auto* b) { return a->guid < b->guid; });
        for (const worlddata::SpawnRow* r : rows) {
            const worlddata::Weenie* w = data.weenie(r->wcid);
            if (w == nullptr || !w->destination || !seen.insert(r->wcid).second) continue;
            owners[lb].push_back(OwnedPortal{r->wcid, r->guid});
        }
    }
    return owners;
}

class Progress {
  public:
    Progress(bool on, std::size_t total) : on_(on), total_(total) {}
    void show(std::size_t done, std::uint64_t rows, double elapsed) const {
        if (!on_) return;
        const double left =
            done > 0 ? elapsed * static_cast<double>(total_ - done) / static_cast<double>(done)
                     : 0.0;
        std::fprintf(stderr, "\rspawns: %zu/%zu landblocks, %llu rows, %.0f s left   ", done,
                     total_, static_cast<unsigned long long>(rows), left);
        std::fflush(stderr);
    }
    void end() const {
        if (on_) std::fputs("\n", stderr);
    }

  private:
    bool on_;
    std::size_t total_;
};

void add_counts(SpawnSummary& to, const SpawnSummary& c) {
    to.rows += c.rows;
    to.judged += c.judged;
    for (std::size_t r = 0; r < kSkipReasons; ++r)
        to.skipped[r] += c.skipped[r];
    to.no_weenie += c.no_weenie;
    to.no_setup += c.no_setup;
    for (std::size_t k = 0; k < kSpawnFindingKinds; ++k)
        to.findings[k] += c.findings[k];
}

} // namespace

SpawnSummary run_spawns(const SpawnsOptions& options, std::ostream& out,
                        std::vector<SpawnLine>* lines) {
    const Clock::time_point t0 = Clock::now();
    if (!options.dat || options.dat->empty())
        throw std::invalid_argument("spawns: no DAT folder given (--dat DIR)");
    if (options.world.empty()) throw std::invalid_argument("spawns: no world data (--world PATH)");
    const dat::DatFolder folder = dat::DatFolder::open(*options.dat);
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const int jobs = options.jobs > 0 ? options.jobs : static_cast<int>(cores);

    // The world data, read once: every landblock when no AREA is given; else the AREA with
    // its neighbours, and again with the Destinations' landblocks when they lie outside.
    std::shared_ptr<const worlddata::WorldData> data;
    std::vector<std::uint32_t> area;
    if (options.area.empty()) {
        data = load(options.world, {}, jobs);
        for (const auto& [lb, spawns] : data->landblocks)
            if (!spawns.rows.empty()) area.push_back(lb);
    } else {
        const std::vector<std::uint32_t> asked = app::survey::parse_area(options.area, folder.cell);
        const std::set<std::uint32_t> wanted(asked.begin(), asked.end());
        data = load(options.world, wanted, jobs);
        for (const std::uint32_t lb : asked)
            if (const worlddata::LandblockSpawns* s = data->landblock(lb); s && !s->rows.empty())
                area.push_back(lb);
        std::set<std::uint32_t> more = wanted;
        for (const auto& [lb, owned] : portal_owners(*data, area))
            for (const OwnedPortal& p : owned)
                more.insert(data->weenie(p.wcid)->destination->cell >> 16u);
        if (more.size() != wanted.size()) data = load(options.world, more, jobs);
    }
    const std::map<std::uint32_t, std::vector<OwnedPortal>> owners = portal_owners(*data, area);

    std::vector<std::uint32_t> mine;
    for (std::size_t i = 0; i < area.size(); ++i)
        if (i % options.shards == options.shard) mine.push_back(area[i]);

    SpawnSummary summary;
    summary.target = "dat " + (options.area.empty() ? std::string("world") : options.area);
    summary.reading = options.reading_name;
    summary.all = options.all;
    summary.chase = options.chase;
    summary.shard = options.shard;
    summary.shards = options.shards;
    summary.jobs = jobs;

    // The landblocks handed out most rows first, so that the big towns and dungeons start
    // early and the last ones judged are small: the workers then finish close together. The
    // lines still come out in the AREA's order (results are kept by position).
    std::vector<std::size_t> order(mine.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    const auto rows_of = [&](std::size_t i) { return data->landblock(mine[i])->rows.size(); };
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return rows_of(a) > rows_of(b); });

    const JudgeInput input{*options.dat, data, options.reading, options.all, options.chase};
    std::vector<LandblockResult> results(mine.size());
    std::atomic<std::size_t> next{0}, done{0};
    std::size_t running = 0; // under finished_mutex
    std::mutex finished_mutex;
    std::condition_variable finished;
    std::atomic<std::uint64_t> rows{0};
    std::atomic<bool> failed{false};
    std::exception_ptr error;
    std::mutex error_mutex;
    const std::vector<OwnedPortal> none;
    auto work = [&] {
        try {
            SpawnJudge judge(input);
            while (!failed.load()) {
                const std::size_t handed = next.fetch_add(1);
                if (handed >= order.size()) break;
                const std::size_t k = order[handed];
                const auto it = owners.find(mine[k]);
                results[k] = judge.judge(mine[k], it != owners.end() ? it->second : none);
                rows.fetch_add(results[k].counts.rows);
                done.fetch_add(1);
            }
        } catch (...) {
            const std::lock_guard<std::mutex> lock(error_mutex);
            if (!error) error = std::current_exception();
            failed.store(true);
        }
        // Once per worker, after its last landblock: the judging itself takes no lock.
        const std::lock_guard<std::mutex> lock(finished_mutex);
        if (--running == 0) finished.notify_one();
    };
    const std::size_t n = std::max<std::size_t>(
        1, std::min<std::size_t>(static_cast<std::size_t>(summary.jobs), mine.size()));
    const Progress progress(!options.quiet && isatty(STDERR_FILENO) != 0, mine.size());
    std::vector<std::thread> threads;
    running = n;
    for (std::size_t t = 0; t < n; ++t)
        threads.emplace_back(work);
    {
        // Woken by the last worker at once; the progress line every 250 ms until then.
        std::unique_lock<std::mutex> lock(finished_mutex);
        while (
            !finished.wait_for(lock, std::chrono::milliseconds(250), [&] { return running == 0; }))
            progress.show(done.load(), rows.load(), seconds_since(t0));
    }
    for (std::thread& t : threads)
        t.join();
    progress.end();
    if (error) std::rethrow_exception(error);

    for (const LandblockResult& r : results) {
        add_counts(summary, r.counts);
        for (const SpawnLine& l : r.lines) {
            out << spawn_line_json(l) << '\n';
            if (lines != nullptr) lines->push_back(l);
        }
    }
    summary.landblocks = mine.size();
    summary.wall_s = seconds_since(t0);
    out << spawn_summary_json(summary) << '\n';
    out.flush();
    return summary;
}

SpawnSummary merge_spawns(const std::vector<std::string>& files, std::ostream& out,
                          std::vector<SpawnLine>* lines) {
    std::vector<SpawnFile> parts;
    for (const std::string& f : files)
        parts.push_back(read_spawn_file(f));
    const SpawnSummary& first = parts.front().summary;
    SpawnSummary merged;
    merged.target = first.target;
    merged.reading = first.reading;
    merged.all = first.all;
    merged.chase = first.chase;
    std::vector<bool> have(first.shards, false);
    std::vector<std::pair<SpawnLine, std::string>> all;
    for (const SpawnFile& p : parts) {
        const SpawnSummary& s = p.summary;
        if (s.target != first.target || s.reading != first.reading || s.all != first.all ||
            s.chase != first.chase || s.shards != first.shards)
            throw std::runtime_error(
                p.path + ": not a shard of the same check as " + parts.front().path +
                " (target, reading, --all, --chase and shard count must agree)");
        if (have[s.shard])
            throw std::runtime_error(p.path + ": shard " + std::to_string(s.shard) + "/" +
                                     std::to_string(s.shards) + " is given twice");
        have[s.shard] = true;
        add_counts(merged, s);
        merged.landblocks += s.landblocks;
        merged.jobs = std::max(merged.jobs, s.jobs);
        merged.wall_s += s.wall_s;
        for (std::size_t i = 0; i < p.lines.size(); ++i)
            all.emplace_back(p.lines[i], p.texts[i]);
    }
    for (std::size_t i = 0; i < have.size(); ++i)
        if (!have[i])
            throw std::runtime_error("--merge: shard " + std::to_string(i) + "/" +
                                     std::to_string(first.shards) + " of " + first.target +
                                     " is missing");
    std::stable_sort(all.begin(), all.end(),
                     [](const auto& a, const auto& b) { return line_before(a.first, b.first); });
    for (const auto& [line, text] : all) {
        out << text << '\n';
        if (lines != nullptr) lines->push_back(line);
    }
    out << spawn_summary_json(merged) << '\n';
    out.flush();
    return merged;
}

void write_fix_sql(const std::string& path, const std::vector<SpawnLine>& lines,
                   const SpawnSummary& summary) {
    std::ofstream f(path, std::ios::binary);
    if (!f) throw std::runtime_error("--fix-sql: cannot write " + path);
    std::size_t n = 0;
    for (const SpawnLine& l : lines)
        n += l.fix.empty() ? 0u : 1u;
    f << "-- sweeplab spawns " << summary.target << " --reading " << summary.reading << ": " << n
      << " fixes, each writing the server's own outcome back (docs/spawns.md, \"Fixes\")\n";
    for (const SpawnLine& l : lines)
        if (!l.fix.empty())
            f << "-- " << spawn_kind_name(l.kind) << ' ' << l.name << " (" << l.wcid << ")\n"
              << l.fix << '\n';
    if (!f) throw std::runtime_error("--fix-sql: cannot write " + path);
}

} // namespace sweeplab::spawns
