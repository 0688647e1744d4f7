#include "survey/survey_run.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <thread>

#include <unistd.h>

#include "dat/errors.h"
#include "scene/loader.h"
#include "scene/scene_error.h"
#include "survey/survey_defects.h"
#include "survey/survey_map.h"
#include "survey/survey_place.h"
#include "survey/survey_walker.h"
#include "worlddata/world_data.h"

namespace sweeplab::app::survey {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

// The progress line on a terminal: starts done of the place's total, frames per second and
// the time left, rewritten in place.
class Progress {
  public:
    Progress(bool on, std::size_t places) : on_(on), places_(places) {}
    void show(std::size_t place, const std::string& name, std::size_t done, std::size_t total,
              std::uint64_t frames, double elapsed) {
        if (!on_) return;
        const double fraction =
            (static_cast<double>(place) +
             (total > 0 ? static_cast<double>(done) / static_cast<double>(total) : 1.0)) /
            static_cast<double>(std::max<std::size_t>(places_, 1));
        const double left = fraction > 0.0 ? elapsed / fraction - elapsed : 0.0;
        std::fprintf(stderr, "\rsurvey: %s", name.c_str());
        if (places_ > 1) std::fprintf(stderr, " (%zu/%zu)", place + 1, places_);
        std::fprintf(stderr, ": %zu/%zu starts, %.0f frames/s, %.0f s left   ", done, total,
                     elapsed > 0.0 ? static_cast<double>(frames) / elapsed : 0.0, left);
        std::fflush(stderr);
    }
    void end() {
        if (on_) std::fputs("\n", stderr);
    }

  private:
    bool on_;
    std::size_t places_;
};

struct Run {
    const SurveyOptions& options;
    std::ostream& out;
    Summary summary;
    std::uint64_t next_index = 0; // the survey's numbering of the next place's first start
    std::uint64_t frames_before = 0;
    Clock::time_point t0 = Clock::now();
    Progress progress;
    DefectTable defects;
    bool dat = false;

    // After the last place: the defects (unless --walks wrote the walks) and the summary;
    // then, with --map, the pictures (after the output, which a map that fails leaves whole).
    void finish(const MapSource& map) {
        progress.end();
        const std::vector<Defect> sorted = defects.sorted();
        summary.defects = defect_counts(sorted);
        summary.walk_lines = options.walk_lines;
        if (!options.walk_lines)
            for (const Defect& d : sorted)
                out << defect_json(d, dat) << '\n';
        summary.wall_s = seconds_since(t0);
        out << summary_json(summary) << '\n';
        if (!options.map_dir.empty()) {
            out.flush();
            (void)write_survey_maps(options.map_dir, sorted, summary, map);
        }
    }

    // Walks the place's starts of this shard and writes their findings in start order.
    void walk(const SurveyPlace& place, std::size_t place_number, const std::string& name) {
        std::vector<std::size_t> mine;
        for (std::size_t i = 0; i < place.starts.size(); ++i)
            if ((next_index + i) % options.shards == options.shard) mine.push_back(i);
        std::vector<StartResult> results(mine.size());
        std::atomic<std::size_t> next{0}, done{0};
        std::atomic<std::uint64_t> frames{0};
        const int jobs = summary.jobs;
        auto work = [&] {
            Walker walker(place, options.walk, options.reading, options.compare);
            for (;;) {
                const std::size_t k = next.fetch_add(1);
                if (k >= mine.size()) break;
                walker.walk_start(mine[k], next_index + mine[k], results[k]);
                frames.fetch_add(results[k].frames);
                done.fetch_add(1);
            }
        };
        std::vector<std::thread> threads;
        const std::size_t n = std::min<std::size_t>(static_cast<std::size_t>(jobs), mine.size());
        std::mutex finished_mutex;
        std::condition_variable finished;
        std::size_t running = n;
        for (std::size_t t = 0; t < n; ++t)
            threads.emplace_back([&] {
                work();
                // Once per worker, after its last walk: the walk loop itself takes no lock.
                const std::lock_guard<std::mutex> lock(finished_mutex);
                if (--running == 0) finished.notify_one();
            });
        {
            std::unique_lock<std::mutex> lock(finished_mutex);
            while (running > 0) {
                finished.wait_for(lock, std::chrono::milliseconds(250));
                progress.show(place_number, name, done.load(), mine.size(),
                              frames_before + frames.load(), seconds_since(t0));
            }
        }
        for (std::thread& t : threads)
            t.join();
        for (const StartResult& r : results) {
            summary.starts += 1;
            if (!r.placed) summary.unplaced += 1;
            summary.walks += r.walks;
            summary.frames += r.frames;
            for (const Finding& f : r.findings) {
                if (f.kind == FindingKind::LandCrease) {
                    summary.land_crease_walks += 1;
                    summary.land_crease_deepest = std::max(summary.land_crease_deepest, f.figure);
                } else {
                    summary.findings[static_cast<std::size_t>(f.kind)] += 1;
                    defects.add(f);
                }
                if (options.walk_lines) out << finding_json(f, place.is_dat()) << '\n';
            }
        }
        frames_before = summary.frames;
        next_index += place.starts.size();
        out.flush();
    }
};

std::string hex4(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%04X", v);
    return buf;
}

} // namespace

Summary run_survey(const SurveyOptions& options, std::ostream& out) {
    const bool terminal = !options.quiet && isatty(STDERR_FILENO) != 0;
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    if (options.is_dat()) {
        if (!options.dat || options.dat->empty())
            throw std::invalid_argument("survey --dat: no DAT folder given");
        const dat::DatFolder folder = dat::DatFolder::open(*options.dat);
        const std::vector<std::uint32_t> area = parse_area(options.area, folder.cell);
        // The world data read once for the whole AREA and its neighbours, not once a place.
        std::shared_ptr<const worlddata::WorldData> world_data;
        if (!options.world.empty()) {
            worlddata::WorldLoadOptions load;
            for (const std::uint32_t lb : scene::dat_area(area, 1))
                load.landblocks.insert(lb);
            load.jobs = options.jobs > 0 ? options.jobs : static_cast<int>(cores);
            world_data = std::make_shared<const worlddata::WorldData>(
                worlddata::load_world_data(options.world, load));
        }
        Run run{options, out, {}, 0, 0, Clock::now(), Progress(terminal, area.size()), {}, true};
        run.summary.target = "dat " + options.area;
        run.summary.options = options.walk;
        run.summary.shard = options.shard;
        run.summary.shards = options.shards;
        run.summary.jobs = options.jobs > 0 ? options.jobs : static_cast<int>(cores);
        for (std::size_t i = 0; i < area.size(); ++i) {
            const std::unique_ptr<SurveyPlace> place =
                dat_place(folder, area[i], options.walk.spacing, options.world, world_data);
            run.walk(*place, i, hex4(area[i]));
        }
        run.finish(MapSource{&folder, {}, {}});
        return run.summary;
    }
    scene::LoadOptions load;
    load.dat_dir = options.dat;
    load.world = options.world;
    const std::string& file = options.scene_file.empty() ? options.scene : options.scene_file;
    const scene::Scene scene = scene::load_scene_file(file, load);
    for (const std::string& w : scene.warnings)
        std::fprintf(stderr, "%s: warning: %s\n", scene.source_path.c_str(), w.c_str());
    Run run{options, out, {}, 0, 0, Clock::now(), Progress(terminal, 1), {}, false};
    run.summary.target = options.scene;
    run.summary.options = options.walk;
    run.summary.shard = options.shard;
    run.summary.shards = options.shards;
    run.summary.jobs = options.jobs > 0 ? options.jobs : static_cast<int>(cores);
    const std::unique_ptr<SurveyPlace> place = scene_place(scene, options.walk.spacing);
    run.dat = place->is_dat();
    run.walk(*place, 0, scene.name.empty() ? options.scene : scene.name);
    run.finish(MapSource{nullptr, file, options.dat});
    return run.summary;
}

} // namespace sweeplab::app::survey
