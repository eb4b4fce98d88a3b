// arbiter::vector_env (include/arbiter/vector_env.hpp): N games stepped at
// once, the engine behind Python's arbiter.vector.VectorEnv.

#include <arbiter/backgammon.hpp>
#include <arbiter/crime_wars.hpp>
#include <arbiter/stratego.hpp>
#include <arbiter/vector_env.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>

#include "common/alloc_counter.hpp"

namespace {

namespace bg = arbiter::backgammon;
namespace cw = arbiter::crime_wars;
using venv_backgammon = bg::state<bg::money_rules>;
using venv_crime_wars = cw::state<cw::standard_rules>;

template <class Env>
std::vector<std::int32_t> venv_random_actions(Env& env) {
    std::vector<std::int32_t> ids(env.size());
    env.random_actions(ids.data());
    return ids;
}

// Everything a step shows, as bytes, to compare two envs.
template <class Env>
std::vector<unsigned char> venv_snapshot(Env& env) {
    std::vector<unsigned char> out;
    const auto add = [&out](const void* p, std::size_t bytes) {
        const auto* c = static_cast<const unsigned char*>(p);
        out.insert(out.end(), c, c + bytes);
    };
    const std::size_t n = env.size();
    add(env.observation_data(), n * Env::observation_size * sizeof(float));
    add(env.mask_data(), n * Env::actions);
    add(env.current_player_data(), n * sizeof(std::int32_t));
    add(env.rewards_data(), n * Env::players * sizeof(float));
    add(env.terminated_data(), n);
    add(env.truncated_data(), n);
    return out;
}

template <class Codec, class S>
std::vector<unsigned char> venv_run(std::size_t threads, std::uint64_t seed, std::size_t steps,
                                    std::array<arbiter::seat_spec, S::num_players> seats = {}) {
    arbiter::vector_env<S, Codec> env(64, seed, S{}, seats, 0, threads);
    for (std::size_t k = 0; k < steps; ++k) env.step(venv_random_actions(env).data());
    return venv_snapshot(env);
}

}  // namespace

TEST_CASE("vector_env: a seed gives the same games whatever the number of threads") {
    using codec = arbiter::index_codec<venv_backgammon>;
    const auto one = venv_run<codec, venv_backgammon>(1, 7, 300);
    CHECK(one == venv_run<codec, venv_backgammon>(1, 7, 300));
    CHECK(one == venv_run<codec, venv_backgammon>(2, 7, 300));
    CHECK(one != venv_run<codec, venv_backgammon>(1, 8, 300));
}

// A thread that has stepped its own games helps with another's, so a game
// may meet any thread's MCTS: its moves depend on its own stream alone.
TEST_CASE("vector_env: with an MCTS seat, a seed gives the same games on 1, 2 and 3 threads") {
    using codec = arbiter::index_codec<venv_crime_wars>;
    const std::array<arbiter::seat_spec, venv_crime_wars::num_players> seats{
        arbiter::seat_spec{}, arbiter::seat_spec{arbiter::seat_spec::kind::mcts, 8}};
    const auto one = venv_run<codec, venv_crime_wars>(1, 5, 40, seats);
    CHECK(one == venv_run<codec, venv_crime_wars>(2, 5, 40, seats));
    CHECK(one == venv_run<codec, venv_crime_wars>(3, 5, 40, seats));
    CHECK(one != venv_run<codec, venv_crime_wars>(1, 5, 40));  // the seat plays
}

TEST_CASE("vector_env: a step allocates nothing after construction") {
    using codec = arbiter::index_codec<venv_crime_wars>;
    arbiter::vector_env<venv_crime_wars, codec> env(32, 1, venv_crime_wars{}, {}, 0, 1);
    std::vector<std::int32_t> ids(env.size());
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        for (int k = 0; k < 2000; ++k) {
            env.random_actions(ids.data());
            env.step(ids.data());
        }
    });
    CHECK(env.decisions() > 0);
    CHECK(allocations == 0);
}

TEST_CASE("vector_env: uint8 observations are the float ones quantized, on two threads, without the heap") {
    // backgammon's micro codec: mid-play tensors; Crime Wars: money past $6,375 clamps
    using micro = bg::micro_codec<bg::money_rules>;
    using cw_index = arbiter::index_codec<venv_crime_wars>;
    const auto compare = []<class S, class Codec>(std::type_identity<S>, std::type_identity<Codec>) {
        using env_type = arbiter::vector_env<S, Codec>;
        env_type f(48, 3, S{}, {}, 0, 2, true, 0, arbiter::observation_dtype::float32);
        env_type u(48, 3, S{}, {}, 0, 2, true, 0, arbiter::observation_dtype::uint8);
        CHECK(u.dtype() == arbiter::observation_dtype::uint8);
        std::vector<std::int32_t> ids(f.size()), u_ids(f.size());
        std::vector<std::uint8_t> expected(f.size() * env_type::observation_size);
        constexpr auto& scales = arbiter::observation_scales_of<S>;
        std::size_t differing = 0, allocations = 0, nonzero = 0;
        for (int k = 0; k < 300; ++k) {
            f.random_actions(ids.data());
            u.random_actions(u_ids.data());  // the same draws from the same streams
            REQUIRE(u_ids == ids);
            allocations += arbiter::testing::allocations_during([&] { u.step(ids.data()); });
            f.step(ids.data());
            constexpr std::size_t size = env_type::observation_size;
            for (std::size_t g = 0; g < f.size(); ++g)
                arbiter::quantize_observation(std::span<const float>(f.observation_data() + g * size, size),
                                              scales.data(), &expected[g * size]);
            differing += std::memcmp(expected.data(), u.observation_uint8_data(), expected.size()) != 0;
            nonzero += static_cast<std::size_t>(std::count_if(expected.begin(), expected.end(), [](auto b) { return b > 1; }));
        }
        CHECK(differing == 0);
        CHECK(allocations == 0);
        CHECK(nonzero > 0);  // counts, not only 0/1 planes
    };
    compare(std::type_identity<venv_backgammon>{}, std::type_identity<micro>{});
    compare(std::type_identity<venv_crime_wars>{}, std::type_identity<cw_index>{});
}

TEST_CASE("vector_env: a finished game restarts on the next step (NEXT_STEP autoreset)") {
    using codec = arbiter::index_codec<venv_crime_wars>;
    arbiter::vector_env<venv_crime_wars, codec> env(4, 3, venv_crime_wars{}, {}, 0, 1);
    std::vector<std::int32_t> ids(env.size());
    bool checked = false;
    for (int k = 0; k < 20000 && !checked; ++k) {
        env.random_actions(ids.data());
        env.step(ids.data());
        for (std::size_t i = 0; i < env.size(); ++i) {
            if (!env.terminated_data()[i]) continue;
            // The end: the rewards are returns(s), the mask is empty.
            const auto r = returns(env.game(i));
            CHECK(env.rewards_data()[i * 2] == doctest::Approx(r[0]));
            CHECK(env.rewards_data()[i * 2 + 1] == doctest::Approx(r[1]));
            for (std::size_t a = 0; a < codec::size; ++a) CHECK(env.mask_data()[i * codec::size + a] == 0);
            const auto episode = env.episode(i);
            CHECK(env.first_illegal(ids.data()) == env.size());  // a finished game's action is ignored
            env.random_actions(ids.data());
            env.step(ids.data());
            CHECK(env.episode(i) == episode + 1);
            CHECK_FALSE(env.terminated_data()[i]);
            CHECK(env.rewards_data()[i * 2] == 0.0f);
            CHECK(env.current_player_data()[i] >= 0);
            checked = true;
            break;
        }
    }
    CHECK(checked);
}

TEST_CASE("vector_env: an action outside the mask is found before anything changes") {
    using codec = arbiter::index_codec<venv_backgammon>;
    arbiter::vector_env<venv_backgammon, codec> env(3, 5, venv_backgammon{}, {}, 0, 1);
    auto ids = venv_random_actions(env);
    CHECK(env.first_illegal(ids.data()) == env.size());
    ids[1] = static_cast<std::int32_t>(codec::size);
    CHECK(env.first_illegal(ids.data()) == 1);
    ids[1] = -1;
    CHECK(env.first_illegal(ids.data()) == 1);
}

TEST_CASE("vector_env: a seated bot plays its seat inside step, the learner sees only its own turns") {
    using codec = arbiter::index_codec<venv_backgammon>;
    std::array<arbiter::seat_spec, 2> seats{};
    seats[1] = *arbiter::parse_seat("random");
    arbiter::vector_env<venv_backgammon, codec> env(16, 2, venv_backgammon{}, seats, 0, 1);
    std::vector<std::int32_t> ids(env.size());
    std::size_t finished = 0;
    for (int k = 0; k < 3000; ++k) {
        env.random_actions(ids.data());
        env.step(ids.data());
        for (std::size_t i = 0; i < env.size(); ++i) {
            const std::int32_t who = env.current_player_data()[i];
            CHECK((who == 0 || who == arbiter::terminal_player));
            finished += env.terminated_data()[i];
        }
    }
    CHECK(finished > 0);
    CHECK_FALSE(arbiter::parse_seat("mcts:0"));
    CHECK_FALSE(arbiter::parse_seat("greedy"));
    CHECK(arbiter::parse_seat("mcts:50")->iterations == 50);
}

TEST_CASE("vector_env: max_plies truncates, and truncation is not termination") {
    // No cube (BG-11.1 off): no game ends within five plies.
    using no_cube = bg::state<bg::source_rules>;
    using codec = arbiter::index_codec<no_cube>;
    arbiter::vector_env<no_cube, codec> env(8, 9, no_cube{}, {}, 5, 1);
    std::vector<std::int32_t> ids(env.size());
    for (int k = 0; k < 5; ++k) {
        env.random_actions(ids.data());
        env.step(ids.data());
    }
    for (std::size_t i = 0; i < env.size(); ++i) {
        CHECK(env.truncated_data()[i]);
        CHECK_FALSE(env.terminated_data()[i]);
    }
}

TEST_CASE("CW-12.8 vector_env: a game drawn by the engine's turn cap is truncated, not terminated") {
    using codec = arbiter::index_codec<venv_crime_wars>;
    cw::setup capped;
    capped.turn_limit = 2;  // an engine setting, not a rule
    arbiter::vector_env<venv_crime_wars, codec> env(4, 7, venv_crime_wars(capped), {}, 0, 1);
    std::vector<std::int32_t> ids(env.size());
    std::size_t truncated = 0;
    for (int k = 0; k < 400; ++k) {
        env.random_actions(ids.data());
        env.step(ids.data());
        for (std::size_t i = 0; i < env.size(); ++i) {
            if (!env.truncated_data()[i] && !env.terminated_data()[i]) continue;
            const bool at_cap = arbiter::ended_at_cap(env.game(i));
            CHECK(env.truncated_data()[i] == at_cap);
            CHECK(env.terminated_data()[i] == !at_cap);  // a kill inside two turns ends it by the rules
            truncated += at_cap ? 1 : 0;
        }
    }
    CHECK(truncated > 0);
}

TEST_CASE("vector_env: the index codec's mask after each step is the game's legal moves, with no id left set") {
    using codec = arbiter::index_codec<venv_backgammon>;
    using env_type = arbiter::vector_env<venv_backgammon, codec>;
    env_type env(16, 3, venv_backgammon{}, {}, 0, 1);
    std::size_t wrong = 0, checked = 0;
    for (int k = 0; k < 400; ++k) {
        env.step(venv_random_actions(env).data());
        for (std::size_t i = 0; i < env.size(); ++i) {
            const auto& s = env.game(i);
            const std::size_t legal = current_player(s) >= 0 && !env.terminated_data()[i] && !env.truncated_data()[i]
                                          ? legal_moves(s).size()
                                          : 0;
            const std::uint8_t* m = env.mask_data() + i * env_type::actions;
            for (std::size_t a = 0; a < env_type::actions; ++a) wrong += m[a] != (a < legal ? 1 : 0);
            ++checked;
        }
    }
    CHECK(checked == 16 * 400);
    CHECK(wrong == 0);
}

namespace {

// Codec C without C::id: vector_env masks with C::mask and takes ids with
// C::advance (or C::decode), as it does for codecs that keep no ids.
template <class C>
struct without_kept_ids {
    using move_type = typename C::move_type;
    using progress = typename C::progress;
    static constexpr std::string_view name = C::name;
    static constexpr std::size_t size = C::size;
    static constexpr std::size_t max_ids = C::max_ids;
    template <class S>
    static std::size_t mask(const S& s, const progress& p, std::span<std::uint8_t> out) noexcept { return C::mask(s, p, out); }
    template <class S>
    static std::optional<move_type> advance(const S& s, progress& p, std::size_t id) noexcept { return C::advance(s, p, id); }
    template <class S>
    static std::size_t encode(const S& s, const move_type& m, std::span<std::int32_t> ids) noexcept { return C::encode(s, m, ids); }
};

// The env of codec C (with its kept ids) and of C without them, stepped
// with the random ids the first draws: every step shows the same bytes. And
// the first draws the move the index codec's env draws from the same
// streams (game_masks::random_id), so the two play the same games.
template <class S, class C>
void venv_check_kept_ids(std::uint64_t seed, int steps) {
    arbiter::vector_env<S, C> kept(16, seed, S{}, {}, 0, 1);
    arbiter::vector_env<S, without_kept_ids<C>> plain(16, seed, S{}, {}, 0, 1);
    arbiter::vector_env<S, arbiter::index_codec<S>> index(16, seed, S{}, {}, 0, 1);
    int differing = 0, other_games = 0;
    for (int k = 0; k < steps; ++k) {
        const auto ids = venv_random_actions(kept);
        (void)venv_random_actions(plain);  // the same draw from its stream, which chance reads too
        kept.step(ids.data());
        plain.step(ids.data());
        index.step(venv_random_actions(index).data());
        differing += venv_snapshot(kept) != venv_snapshot(plain);
        for (std::size_t i = 0; i < kept.size(); ++i) other_games += !(kept.game(i) == index.game(i));
    }
    CHECK(kept.decisions() == plain.decisions());
    CHECK(kept.decisions() == index.decisions());
    CHECK(kept.decisions() > 16 * static_cast<std::uint64_t>(steps) / 2);
    CHECK(differing == 0);
    CHECK(other_games == 0);
}

}  // namespace

TEST_CASE("vector_env: a codec's kept ids give the masks and moves its mask and advance give, and its random ids "
          "the index codec's moves") {
    // a keyed codec: the moves kept too (it has no decode)
    venv_check_kept_ids<venv_crime_wars, cw::actions_codec<cw::standard_rules>>(5, 400);
    // Stratego's steps: the ids kept, its decode takes the id
    using st_rules = arbiter::stratego::descriptor::capped<arbiter::stratego::classic_rules>;
    venv_check_kept_ids<arbiter::stratego::state<st_rules>, arbiter::stratego::steps_codec<st_rules>>(6, 300);
}

namespace {

// Everything a step shows of game i, as bytes.
template <class Env>
std::vector<unsigned char> venv_row(Env& env, std::size_t i) {
    std::vector<unsigned char> out;
    const auto add = [&out](const void* p, std::size_t bytes) {
        const auto* c = static_cast<const unsigned char*>(p);
        out.insert(out.end(), c, c + bytes);
    };
    add(env.observation_data() + i * Env::observation_size, Env::observation_size * sizeof(float));
    add(env.mask_data() + i * Env::actions, Env::actions);
    add(env.current_player_data() + i, sizeof(std::int32_t));
    add(env.rewards_data() + i * Env::players, Env::players * sizeof(float));
    add(env.terminated_data() + i, 1);
    add(env.truncated_data() + i, 1);
    return out;
}

using venv_rows = std::vector<std::vector<std::vector<unsigned char>>>;  // [game][its step]

// Each game's rows from `steps` synchronous steps of all games.
template <class Env>
venv_rows venv_sync_rows(Env& env, std::size_t steps) {
    venv_rows rows(env.size());
    std::vector<std::int32_t> ids(env.size());
    for (std::size_t k = 0; k <= steps; ++k) {
        if (k > 0) {
            env.random_actions(ids.data());
            env.step(ids.data());
        }
        for (std::size_t i = 0; i < env.size(); ++i) rows[i].push_back(venv_row(env, i));
    }
    return rows;
}

// The same through async_reset, then `rounds` of recv and send.
template <class Env>
venv_rows venv_async_rows(Env& env, std::size_t rounds) {
    venv_rows rows(env.size());
    std::vector<std::int32_t> got(env.batch_size()), ids(env.batch_size());
    env.async_reset(std::nullopt);
    for (std::size_t k = 0; k < rounds; ++k) {
        REQUIRE(env.recv(got.data()));
        for (const std::int32_t i : got) {
            const auto game = static_cast<std::size_t>(i);
            rows[game].push_back(venv_row(env, game));
        }
        env.random_actions(ids.data(), got.data(), got.size());
        REQUIRE(env.check_send(ids.data(), got.data(), got.size()).why == Env::refused::nothing);
        env.send(ids.data(), got.data(), got.size());
    }
    env.cancel();
    return rows;
}

}  // namespace

TEST_CASE("vector_env: stepping a subset of games moves only those, as a step of all would") {
    using codec = arbiter::index_codec<venv_backgammon>;
    arbiter::vector_env<venv_backgammon, codec> all(6, 4, venv_backgammon{}, {}, 0, 1);
    arbiter::vector_env<venv_backgammon, codec> parts(6, 4, venv_backgammon{}, {}, 0, 1);
    const std::vector<std::int32_t> evens{0, 2, 4}, odds{5, 3, 1};
    for (int k = 0; k < 200; ++k) {
        const auto ids = venv_random_actions(all);
        CHECK(venv_random_actions(parts) == ids);  // the same streams
        all.step(ids.data());
        const auto odd_before = venv_row(parts, 1);
        const std::vector<std::int32_t> even_ids{ids[0], ids[2], ids[4]}, odd_ids{ids[5], ids[3], ids[1]};
        parts.step(even_ids.data(), evens.data(), evens.size());
        CHECK(venv_row(parts, 1) == odd_before);
        parts.step(odd_ids.data(), odds.data(), odds.size());
        REQUIRE(venv_snapshot(parts) == venv_snapshot(all));
    }
    CHECK(parts.decisions() == all.decisions());
}

TEST_CASE("vector_env_async: send/recv gives each game the trajectory a synchronous step gives it") {
    using codec = arbiter::index_codec<venv_crime_wars>;
    using env_type = arbiter::vector_env<venv_crime_wars, codec>;
    env_type sync(8, 11, venv_crime_wars{}, {}, 0, 1);
    const venv_rows expected = venv_sync_rows(sync, 400);
    for (const std::size_t threads : {std::size_t{1}, std::size_t{2}}) {
        env_type async(8, 11, venv_crime_wars{}, {}, 0, threads, true, 3);
        CHECK(async.batch_size() == 3);
        const venv_rows rows = venv_async_rows(async, 600);
        std::size_t compared = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const std::size_t common = std::min(rows[i].size(), expected[i].size());
            for (std::size_t k = 0; k < common; ++k) REQUIRE(rows[i][k] == expected[i][k]);
            compared += common;
        }
        CHECK(compared == 600 * 3);  // 225 per game on average, all within the 401 expected
    }
}

TEST_CASE("vector_env_async: recv gives a batch of distinct games, refuses nothing twice, allocates nothing") {
    using codec = arbiter::index_codec<venv_backgammon>;
    arbiter::vector_env<venv_backgammon, codec> env(16, 2, venv_backgammon{}, {}, 0, 2, true, 4);
    std::vector<std::int32_t> got(4), ids(4);
    env.async_reset(std::nullopt);
    CHECK(env.outstanding() == 16);
    REQUIRE(env.recv(got.data()));
    CHECK(got == std::vector<std::int32_t>{0, 1, 2, 3});  // a reset's games come back in index order
    CHECK(env.outstanding() == 12);
    env.random_actions(ids.data(), got.data(), got.size());
    using refused = decltype(env)::refused;
    const auto busy = env.check_send(ids.data(), std::vector<std::int32_t>{0, 5}.data(), 2);
    CHECK(busy.index == 1);  // game 5's reset is not received yet
    CHECK(busy.why == refused::in_flight);
    const std::vector<std::int32_t> repeat{1, 2, 1};
    std::vector<std::int32_t> repeat_ids(repeat.size());  // legal ids for games 1, 2 and 1
    env.random_actions(repeat_ids.data(), repeat.data(), repeat.size());
    const auto twice = env.check_send(repeat_ids.data(), repeat.data(), repeat.size());
    CHECK(twice.index == 2);
    CHECK(twice.why == refused::repeated);
    ids[2] = -1;
    const auto illegal = env.check_send(ids.data(), got.data(), got.size());
    CHECK(illegal.index == 2);
    CHECK(illegal.why == refused::illegal);
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        for (int k = 0; k < 3000; ++k) {
            env.random_actions(ids.data(), got.data(), got.size());
            env.send(ids.data(), got.data(), got.size());
            if (!env.recv(got.data())) break;
            for (std::size_t a = 0; a < got.size(); ++a)
                for (std::size_t b = 0; b < a; ++b) REQUIRE(got[a] != got[b]);
        }
    });
    CHECK(allocations == 0);
    CHECK(env.decisions() > 0);
    CHECK(env.outstanding() == 12);
    env.wait();
    CHECK(env.first_in_flight(nullptr, env.size()) == env.size());  // all stepped: finished, not received
    CHECK(env.outstanding() == 12);
    env.random_actions(ids.data(), got.data(), got.size());  // legal ids for the games received last
    env.send(ids.data(), got.data(), got.size());
    env.cancel();
    CHECK(env.outstanding() == 0);
    CHECK(env.first_in_flight(nullptr, env.size()) == env.size());
}

TEST_CASE("vector_env_async: stop joins with games in flight, and a batch of n steps on the caller") {
    using codec = arbiter::index_codec<venv_crime_wars>;
    {
        arbiter::vector_env<venv_crime_wars, codec> env(64, 3, venv_crime_wars{}, {}, 0, 2, true, 8);
        std::vector<std::int32_t> got(8), ids(8);
        env.async_reset(std::nullopt);
        REQUIRE(env.recv(got.data()));
        env.random_actions(ids.data(), got.data(), got.size());
        env.send(ids.data(), got.data(), got.size());
        env.stop();  // returns (its workers joined) with up to 8 games queued or being stepped
        CHECK(env.decisions() <= 8);
    }  // and the destructor after stop() joins nothing twice
    arbiter::vector_env<venv_crime_wars, codec> whole(4, 3, venv_crime_wars{}, {}, 0, 1);
    std::vector<std::int32_t> got(4), ids(4);
    whole.async_reset(std::nullopt);
    REQUIRE(whole.recv(got.data()));
    whole.random_actions(ids.data(), got.data(), got.size());
    const std::vector<std::int32_t> order{2, 0, 3, 1}, reordered{ids[2], ids[0], ids[3], ids[1]};
    whole.send(reordered.data(), order.data(), order.size());
    REQUIRE(whole.recv(got.data()));
    CHECK(got == order);  // stepped in the order sent
}
