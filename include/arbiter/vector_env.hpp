#pragma once
// vector_env<S, Codec>: N games in one object, stepped by one call with one
// action id per game (arbiter.vector.VectorEnv in Python).
// Inside: chance nodes are sampled, the C++ bots seated by `seats` play
// their turns, and a finished game restarts on the next step (Gymnasium's
// NEXT_STEP autoreset: the action given to a game that ended on the
// previous step is ignored, and that step shows the new episode's first
// observation with zero reward). Each game draws from its own stream,
// a small_engine seeded with mix_seed(seed, game index, episode), so results
// do not depend on the number of threads: step() gives each thread a range
// of games, and a thread done with its own helps with the others'. Buffers
// are allocated once; step() allocates nothing (tests/bots/vector_env_test.cpp
// counts).
//
// Asynchronous mode (EnvPool's convention, a batch smaller than n): send()
// queues (game, action) pairs for the env's own worker threads and returns
// at once; recv() waits until `batch` games have finished and gives their
// indices in the order they finished. The caller works between the two
// while the workers step. A game's results depend only on its own actions;
// thread timing decides only which games come back first. No allocation
// per send or recv either: the queues are rings of n slots.

#include <algorithm>
#include <array>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "bots/bot.hpp"
#include "bots/mcts.hpp"
#include "core/actions.hpp"
#include "core/chance.hpp"
#include "core/game.hpp"
#include "core/game_masks.hpp"
#include "core/random.hpp"
#include "core/result.hpp"
#include "core/spinning_barrier.hpp"
#include "core/tensor.hpp"
#include "core/text.hpp"

namespace arbiter {

// splitmix64 (Steele, Lea, Flood 2014): independent streams per game and
// episode from one seed.
[[nodiscard]] constexpr std::uint64_t mix_seed(std::uint64_t seed, std::uint64_t a, std::uint64_t b = 0) noexcept {
    std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (a + 1) + 0xbf58476d1ce4e5b9ULL * (b + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// The element type of the observations: the game's float tensor, or the
// same as uint8 (core/tensor.hpp: a quarter of the bytes).
enum class observation_dtype : std::uint8_t { float32, uint8 };

// Who plays a seat inside step(): the learner (Python), or a C++ bot.
struct seat_spec {
    enum class kind : std::uint8_t { learner, random, mcts } who = kind::learner;
    std::uint32_t iterations = 0;  // mcts
};

// "random", "mcts" (200 iterations) or "mcts:ITERATIONS".
[[nodiscard]] inline result<seat_spec> parse_seat(std::string_view spec) {
    if (spec == "random") return seat_spec{seat_spec::kind::random, 0};
    if (spec == "mcts") return seat_spec{seat_spec::kind::mcts, 200};
    if (spec.starts_with("mcts:")) {
        const auto n = text::to_integer<std::uint32_t>(text::token{spec.substr(5), 5}, 1, 1'000'000, "iterations");
        if (!n) return n.error();
        return seat_spec{seat_spec::kind::mcts, *n};
    }
    return make_error("'" + std::string(spec) + "' is not random, mcts or mcts:ITERATIONS");
}

template <class S, class Codec>
class vector_env {
public:
    static constexpr std::size_t players = S::num_players;
    static constexpr std::size_t actions = Codec::size;
    static constexpr std::size_t observation_size = [] {
        if constexpr (has_observation_tensor<S>) return observation_shape_of<S>.size();
        else return std::size_t{0};
    }();

    // `observe` false: no tensors are written (an env for bots and
    // arenas, or a learner with its own features); the masks always are.
    // `batch` (0: n) is how many games recv() returns; below n the env
    // starts `threads` workers for send(). `dtype` uint8: the tensors are
    // written as uint8 (observation_uint8_data(), core/tensor.hpp).
    vector_env(std::size_t n, std::uint64_t seed, const S& initial, std::array<seat_spec, players> seats,
               std::size_t max_plies, std::size_t threads, bool observe = true, std::size_t batch = 0,
               observation_dtype dtype = observation_dtype::float32)
        : n_(n), seed_(seed), initial_(initial), seats_(seats), max_plies_(max_plies), observe_(observe),
          dtype_(dtype), games_(n), progress_(n), rngs_(n), episodes_(n, 0), plies_(n, 0), finished_(n, 0),
          observation_(dtype == observation_dtype::float32 ? n * observation_size : 0),
          observation_uint8_(dtype == observation_dtype::uint8 ? n * observation_size : 0),
          masks_(n), player_(n), rewards_(n * players), terminated_(n), truncated_(n),
          threads_(std::clamp<std::size_t>(threads, 1, std::max<std::size_t>(n, 1))),
          cursors_(std::make_unique<cursor[]>(threads_)), start_(static_cast<std::uint32_t>(threads_)),
          done_(static_cast<std::uint32_t>(threads_)), batch_(batch == 0 ? n : std::min(batch, n)), actions_(n),
          flight_(n, idle), queue_(n), finished_order_(n) {
        if constexpr (!has_observation_scales<S>)
            if (observe && dtype == observation_dtype::uint8) throw std::invalid_argument("this game has no uint8 tensor");
        for (std::size_t t = 0; t < threads_; ++t) mcts_.push_back(make_mcts());
        for (std::size_t t = 1; t < threads_; ++t) workers_.emplace_back([this, t] { work(t); });
        if (batch_ < n_)
            for (std::size_t t = 0; t < threads_; ++t) async_workers_.emplace_back([this, t] { async_work(t); });
        reset(seed);
    }
    vector_env(const vector_env&) = delete;
    vector_env& operator=(const vector_env&) = delete;
    ~vector_env() { stop(); }

    // Joins every thread: games being stepped finish, queued ones are
    // dropped, and a recv() waiting returns. Nothing may be called after
    // it but the accessors (Python's close()).
    void stop() {
        {
            const std::lock_guard lock(mutex_);
            if (stopped_) return;
            stopped_ = true;
        }
        work_ready_.notify_all();
        finished_ready_.notify_all();
        for (auto& w : async_workers_) w.join();
        stopping_ = true;
        if (threads_ > 1) start_.arrive_and_wait();
        for (auto& w : workers_) w.join();
    }

    // Every game restarts; the caller must have none in flight (cancel()).
    void reset(std::optional<std::uint64_t> seed) {
        if (seed) seed_ = *seed;
        for (std::size_t i = 0; i < n_; ++i) {
            episodes_[i] = 0;
            begin_episode(i);
        }
    }

    // The first game whose action is not legal (its mask bit is 0), or
    // n: step() must only be given actions that pass this check.
    [[nodiscard]] std::size_t first_illegal(const std::int32_t* ids) const noexcept {
        for (std::size_t i = 0; i < n_; ++i)
            if (!legal(i, ids[i])) return i;
        return n_;
    }

    // One action id per game (see first_illegal); allocates nothing.
    void step(const std::int32_t* ids) {
        ids_ = ids;
        run(job::step);
    }

    // A uniform legal action per game (its own stream): a random agent
    // with no Python per game, for benchmarks and smoke runs. Drawn on
    // the env's threads, as step() steps the games.
    void random_actions(std::int32_t* out) {
        random_out_ = out;
        run(job::draw);
    }

    // The same for games env_ids[0, count) only (none of them in flight).
    void random_actions(std::int32_t* out, const std::int32_t* env_ids, std::size_t count) {
        for (std::size_t k = 0; k < count; ++k) out[k] = random_action(static_cast<std::size_t>(env_ids[k]));
    }

    // Steps games env_ids[0, count) (distinct, each in [0, n), none in
    // flight) with actions ids[k] (see first_illegal), on the calling thread.
    void step(const std::int32_t* ids, const std::int32_t* env_ids, std::size_t count) {
        std::uint64_t decided = 0;
        for (std::size_t k = 0; k < count; ++k) decided += step_game(static_cast<std::size_t>(env_ids[k]), ids[k], 0);
        decisions_.fetch_add(decided, std::memory_order_relaxed);
    }

    // --- Asynchronous mode: send, recv (vector_env_async in the tests) ---

    [[nodiscard]] std::size_t batch_size() const noexcept { return batch_; }

    // Why send() would refuse games env_ids[0, count) (each in [0, n))
    // with actions ids: `index` is the first game named twice, sent and
    // not yet received, or with an illegal action; count if none.
    enum class refused : std::uint8_t { nothing, repeated, in_flight, illegal };
    struct refusal {
        std::size_t index;
        refused why;
    };
    [[nodiscard]] refusal check_send(const std::int32_t* ids, const std::int32_t* env_ids, std::size_t count) {
        const std::lock_guard lock(mutex_);
        refusal out{count, refused::nothing};
        std::size_t k = 0;
        for (; k < count; ++k) {
            const auto i = static_cast<std::size_t>(env_ids[k]);
            if (flight_[i] != idle) {
                out = {k, flight_[i] == checked ? refused::repeated : refused::in_flight};
                break;
            }
            if (!legal(i, ids[k])) {
                out = {k, refused::illegal};
                break;
            }
            flight_[i] = checked;  // a repeat finds it so; undone below
        }
        while (k-- > 0) flight_[static_cast<std::size_t>(env_ids[k])] = idle;
        return out;
    }

    // Hands the games to the workers (check_send first) and returns.
    void send(const std::int32_t* ids, const std::int32_t* env_ids, std::size_t count) {
        {
            const std::lock_guard lock(mutex_);
            for (std::size_t k = 0; k < count; ++k) {
                const auto i = static_cast<std::size_t>(env_ids[k]);
                actions_[i] = ids[k];
                flight_[i] = stepping;
                queue_.push(i);
            }
            outstanding_ += count;
        }
        work_ready_.notify_all();
    }

    // Games sent (or reset by async_reset) and not yet received: recv()
    // needs batch_size() of them.
    [[nodiscard]] std::size_t outstanding() const {
        const std::lock_guard lock(mutex_);
        return outstanding_;
    }

    // Waits until batch_size() games have finished and writes their indices
    // to `out` in the order they finished (outstanding() >= batch_size());
    // false if stop() ended the wait. With no workers (batch n) the calling
    // thread steps the games itself.
    bool recv(std::int32_t* out) {
        std::unique_lock lock(mutex_);
        step_queued(lock);
        finished_ready_.wait(lock, [this] { return stopped_ || finished_order_.size >= batch_; });
        if (finished_order_.size < batch_) return false;
        for (std::size_t k = 0; k < batch_; ++k) {
            const std::size_t i = finished_order_.pop();
            flight_[i] = idle;
            out[k] = static_cast<std::int32_t>(i);
        }
        outstanding_ -= batch_;
        return true;
    }

    // True while game i is queued or being stepped: its buffers are a worker's.
    [[nodiscard]] bool in_flight(std::size_t i) const {
        const std::lock_guard lock(mutex_);
        return flight_.at(i) == stepping;
    }

    // The first k with game env_ids[k] in flight (all games when env_ids
    // is null), or count.
    [[nodiscard]] std::size_t first_in_flight(const std::int32_t* env_ids, std::size_t count) const {
        const std::lock_guard lock(mutex_);
        for (std::size_t k = 0; k < count; ++k)
            if (flight_[env_ids ? static_cast<std::size_t>(env_ids[k]) : k] == stepping) return k;
        return count;
    }

    // Waits until no game is queued or being stepped; their results stay
    // to be received.
    void wait() {
        std::unique_lock lock(mutex_);
        step_queued(lock);
        finished_ready_.wait(lock, [this] { return stopped_ || (queue_.size == 0 && busy_ == 0); });
    }

    // Forgets every game sent and not received (those being stepped
    // finish first); a reset must follow, as their games stopped midway.
    void cancel() {
        std::unique_lock lock(mutex_);
        while (queue_.size > 0) flight_[queue_.pop()] = idle;
        finished_ready_.wait(lock, [this] { return busy_ == 0; });
        while (finished_order_.size > 0) flight_[finished_order_.pop()] = idle;
        outstanding_ = 0;
    }

    // reset() after cancel(), every game's first observation then to be
    // received by recv(), in index order.
    void async_reset(std::optional<std::uint64_t> seed) {
        cancel();
        reset(seed);
        const std::lock_guard lock(mutex_);
        for (std::size_t i = 0; i < n_; ++i) {
            flight_[i] = finished;
            finished_order_.push(i);
        }
        outstanding_ = n_;
    }

    [[nodiscard]] std::size_t size() const noexcept { return n_; }
    [[nodiscard]] observation_dtype dtype() const noexcept { return dtype_; }
    float* observation_data() noexcept { return observation_.data(); }  // n tensors, or none for uint8
    std::uint8_t* observation_uint8_data() noexcept { return observation_uint8_.data(); }
    std::uint8_t* mask_data() noexcept { return masks_.data(); }
    std::int32_t* current_player_data() noexcept { return player_.data(); }
    float* rewards_data() noexcept { return rewards_.data(); }
    std::uint8_t* terminated_data() noexcept { return terminated_.data(); }
    std::uint8_t* truncated_data() noexcept { return truncated_.data(); }
    [[nodiscard]] const S& game(std::size_t i) const { return games_.at(i); }
    // Game i's decision in progress (a multi-id codec's steps so far).
    [[nodiscard]] const typename Codec::progress& progress(std::size_t i) const { return progress_.at(i); }
    [[nodiscard]] std::uint64_t episode(std::size_t i) const { return episodes_.at(i); }
    [[nodiscard]] std::uint64_t decisions() const noexcept { return decisions_.load(std::memory_order_relaxed); }

private:
    using bot_type = bots::mcts<S>;
    [[nodiscard]] std::unique_ptr<bot_type> make_mcts() const {
        std::uint32_t iterations = 0;
        for (const seat_spec& s : seats_)
            if (s.who == seat_spec::kind::mcts) iterations = std::max(iterations, s.iterations);
        if (iterations == 0) return nullptr;
        bots::mcts_config config;
        config.iterations = iterations;
        config.max_nodes = std::size_t{iterations} * 4 + 64;
        return std::make_unique<bot_type>(config);
    }

    // A FIFO of game indices with room for all n (a game is in it at most once).
    struct ring {
        explicit ring(std::size_t n) : slots(n) {}
        void push(std::size_t i) { slots[(head + size++) % slots.size()] = i; }
        std::size_t pop() {
            const std::size_t i = slots[head];
            head = (head + 1) % slots.size();
            --size;
            return i;
        }
        std::vector<std::size_t> slots;
        std::size_t head = 0;
        std::size_t size = 0;
    };

    [[nodiscard]] bool legal(std::size_t i, std::int32_t id) const noexcept {
        return finished_[i] || (id >= 0 && masks_.allows(i, static_cast<std::size_t>(id)));
    }

    std::int32_t random_action(std::size_t i) { return masks_.random_id(i, rngs_[i]); }

    // Async worker t: steps the games sent as they come.
    void async_work(std::size_t t) {
        std::unique_lock lock(mutex_);
        for (;;) {
            work_ready_.wait(lock, [this] { return stopped_ || queue_.size > 0; });
            if (stopped_) return;
            step_next(lock, t);
            // Only when a waiter's condition can have become true: a batch
            // is complete, or nothing is left to step (wait, cancel).
            if (finished_order_.size == batch_ || (busy_ == 0 && queue_.size == 0)) finished_ready_.notify_all();
        }
    }

    // Without workers (batch n) the caller steps what was sent, in order.
    void step_queued(std::unique_lock<std::mutex>& lock) {
        if (!async_workers_.empty()) return;
        while (queue_.size > 0) step_next(lock, 0);
    }

    // Takes the next game sent, steps it on `thread`'s bot with the lock
    // released, and files it as finished.
    void step_next(std::unique_lock<std::mutex>& lock, std::size_t thread) {
        const std::size_t i = queue_.pop();
        ++busy_;
        lock.unlock();
        decisions_.fetch_add(step_game(i, actions_[i], thread), std::memory_order_relaxed);
        lock.lock();
        --busy_;
        flight_[i] = finished;
        finished_order_.push(i);
    }

    [[nodiscard]] std::size_t chunk_end(std::size_t t) const noexcept { return (t + 1) * n_ / threads_; }

    // What the threads of step() and random_actions() do with their games.
    enum class job : std::uint8_t { step, draw };

    void run(job j) {
        job_ = j;
        if (threads_ == 1) return do_range(0, n_, 0);
        for (std::size_t t = 0; t < threads_; ++t) cursors_[t].next.store(t * n_ / threads_, std::memory_order_relaxed);
        start_.arrive_and_wait();
        take_games(0);
        done_.arrive_and_wait();
    }

    // Thread t takes its own range of games a few at a time, then helps the
    // others finish theirs: a game stays on its thread's core but for the
    // last few, and no thread waits while another still has games (the
    // games differ in cost, so equal ranges end at different times). Each
    // game draws from its own stream, so who steps it changes nothing.
    void take_games(std::size_t t) {
        constexpr std::size_t games_per_take = 16;
        for (std::size_t k = 0; k < threads_; ++k) {
            const std::size_t r = (t + k) % threads_, end = chunk_end(r);
            for (;;) {
                const std::size_t begin = cursors_[r].next.fetch_add(games_per_take, std::memory_order_relaxed);
                if (begin >= end) break;
                do_range(begin, std::min(begin + games_per_take, end), t);
            }
        }
    }

    void do_range(std::size_t begin, std::size_t end, std::size_t thread) {
        if (job_ == job::step) return step_range(begin, end, thread);
        for (std::size_t i = begin; i < end; ++i) random_out_[i] = random_action(i);
    }

    void work(std::size_t t) {
        for (;;) {
            start_.arrive_and_wait();
            if (stopping_) return;
            take_games(t);
            done_.arrive_and_wait();
        }
    }

    void step_range(std::size_t begin, std::size_t end, std::size_t thread) {
        std::uint64_t decided = 0;
        for (std::size_t i = begin; i < end; ++i) decided += step_game(i, ids_[i], thread);
        decisions_.fetch_add(decided, std::memory_order_relaxed);
    }

    // Game i's step with action `id`, its bots on `thread`'s MCTS; 1 if
    // the learner decided (0: the game restarted).
    std::uint64_t step_game(std::size_t i, std::int32_t id, std::size_t thread) {
        if (finished_[i]) {
            ++episodes_[i];
            begin_episode(i, thread);
            return 0;
        }
        S& s = games_[i];
        const player_id mover = current_player(s);
        if (const auto m = masks_.take(i, s, progress_[i], static_cast<std::size_t>(id))) {
            s = play(s, *m);
            progress_[i] = {};
            ++plies_[i];
        }
        settle(i, thread);
        publish(i, mover);
        return 1;
    }

    // `thread`: whose MCTS plays a bot's opening turn (each thread has its own).
    void begin_episode(std::size_t i, std::size_t thread = 0) {
        rngs_[i].seed(mix_seed(seed_, i, episodes_[i]));
        games_[i] = initial_;
        progress_[i] = {};
        plies_[i] = 0;
        finished_[i] = 0;
        settle(i, thread);
        publish(i, 0);
    }

    // Plays chance and the seated bots until the learner must decide or the
    // game is over.
    void settle(std::size_t i, std::size_t thread) {
        S& s = games_[i];
        for (;;) {
            const player_id who = current_player(s);
            if (who == terminal_player) return;
            if (who == chance_player) {
                s = play(s, sample_outcome(chance_outcomes(s), rngs_[i]));
                continue;
            }
            const seat_spec seat = seats_[static_cast<std::size_t>(who)];
            if (seat.who == seat_spec::kind::learner) return;
            if (max_plies_ != 0 && plies_[i] >= max_plies_) return;
            if (seat.who == seat_spec::kind::random) {
                const auto moves = legal_moves(s);
                s = play(s, moves[uniform_bot_index(moves, rngs_[i])]);
            } else {
                s = play(s, bots::ask(*mcts_[thread], s, rngs_[i]));
            }
            ++plies_[i];
        }
    }

    void publish(std::size_t i, player_id last_mover) {
        const S& s = games_[i];
        const bool over = is_terminal(s);
        const bool cut = !over && max_plies_ != 0 && plies_[i] >= max_plies_;
        const bool capped = over && ended_at_cap(s);  // the game's length cap: a truncation too
        finished_[i] = over || cut;
        terminated_[i] = over && !capped;
        truncated_[i] = cut || capped;
        const player_id who = current_player(s);
        player_[i] = who;
        float* reward = &rewards_[i * players];
        if (over) {
            const auto r = returns(s);
            for (std::size_t p = 0; p < players; ++p) reward[p] = static_cast<float>(r[p]);
        } else {
            std::fill(reward, reward + players, 0.0f);
        }
        masks_.publish(i, s, progress_[i], !finished_[i] && who >= 0);
        if constexpr (observation_size > 0) {
            if (!observe_) return;
            const player_id viewer = who >= 0 ? who : (last_mover >= 0 ? last_mover : player_id{0});
            // The tensor shows the decision in progress, as State's does.
            if constexpr (has_observation_scales<S>) {
                if (dtype_ == observation_dtype::uint8) {
                    write_view(s, progress_[i], viewer, std::span(&observation_uint8_[i * observation_size], observation_size));
                    return;
                }
            }
            write_view(s, progress_[i], viewer, std::span(&observation_[i * observation_size], observation_size));
        }
    }

    std::size_t n_;
    std::uint64_t seed_;
    S initial_;
    std::array<seat_spec, players> seats_;
    std::size_t max_plies_;
    bool observe_;
    observation_dtype dtype_;
    std::vector<S> games_;
    std::vector<typename Codec::progress> progress_;
    std::vector<small_engine> rngs_;  // 32 bytes a game (core/random.hpp)
    std::vector<std::uint64_t> episodes_;
    std::vector<std::size_t> plies_;
    std::vector<std::uint8_t> finished_;
    std::vector<float> observation_;
    std::vector<std::uint8_t> observation_uint8_;
    game_masks<S, Codec> masks_;  // and what each keeps of its legal moves (core/game_masks.hpp)
    std::vector<std::int32_t> player_;
    std::vector<float> rewards_;
    std::vector<std::uint8_t> terminated_;
    std::vector<std::uint8_t> truncated_;
    std::atomic<std::uint64_t> decisions_ = 0;
    const std::int32_t* ids_ = nullptr;   // step()'s ids
    std::int32_t* random_out_ = nullptr;  // random_actions()' output
    job job_ = job::step;
    std::size_t threads_;
    struct alignas(64) cursor {  // a line each: the threads take from them at once
        std::atomic<std::size_t> next{0};
    };
    std::unique_ptr<cursor[]> cursors_;  // range t's next game not yet taken
    std::vector<std::unique_ptr<bot_type>> mcts_;
    std::vector<std::thread> workers_;
    spinning_barrier start_;
    spinning_barrier done_;
    bool stopping_ = false;

    // The asynchronous mode. flight_[i]: idle (the caller's), queued or
    // being stepped (a worker's), or finished and not yet received.
    // `checked`: check_send's mark while it looks for repeats.
    static constexpr std::uint8_t idle = 0, stepping = 1, finished = 2, checked = 3;
    std::size_t batch_;
    std::vector<std::int32_t> actions_;      // each sent game's action
    std::vector<std::uint8_t> flight_;       // guarded by mutex_
    ring queue_;                             // sent, not yet taken by a worker
    ring finished_order_;                    // stepped, in the order they finished
    std::size_t busy_ = 0;                   // games a worker is stepping now
    std::size_t outstanding_ = 0;            // sent or async-reset, not received
    std::vector<std::thread> async_workers_;
    mutable std::mutex mutex_;
    std::condition_variable work_ready_;     // queue_ not empty, or stopped_
    std::condition_variable finished_ready_; // a game finished, or stopped_
    bool stopped_ = false;
};

}  // namespace arbiter
