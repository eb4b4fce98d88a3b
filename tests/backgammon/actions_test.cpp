// Action ids (backgammon/actions.hpp): the micro codec's table pinned, its
// masks on hand-built positions (BG-5, BG-6, BG-7.3), and on random games
// both codecs checked against legal_moves: the mask's ids decoded with
// advance give exactly the legal moves, and encode round-trips. That they do
// not allocate is tested in tensor_test.cpp: this file sorts before
// engine_test.cpp, which must be the first to include alloc_counter.hpp in a
// unity batch (it defines the counting operator new).

#include <doctest/doctest.h>

#include <arbiter/backgammon.hpp>

#include "helpers.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <optional>
#include <random>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

using namespace bg_test;

namespace {

using bg_micro = micro_codec<source_rules>;

// The ids set in the mask at progress p, in increasing order.
template <class Codec, class S>
std::vector<std::size_t> actions_set_ids(const S& s, const typename Codec::progress& p = {}) {
    std::array<std::uint8_t, Codec::size> out{};
    out.fill(7);  // every entry must be written
    const std::size_t n = Codec::mask(s, p, out);
    std::vector<std::size_t> ids;
    std::size_t unwritten = 0;
    for (std::size_t i = 0; i < Codec::size; ++i) {
        if (out[i] > 1) ++unwritten;
        if (out[i] == 1) ids.push_back(i);
    }
    CHECK(unwritten == 0);
    CHECK(n == ids.size());
    return ids;
}

std::size_t actions_step_id(int die, int from) {
    return micro_ids::of_step({static_cast<std::uint8_t>(die), static_cast<std::uint8_t>(from)});
}

// The positions (with the numbers used) a micro walk has met: a path that
// reaches a partial play met before is not walked again, so the walk costs
// the distinct partial plays, not every order of their steps.
struct actions_walk {
    std::unordered_set<std::string> seen;
    std::vector<move> reached;
    std::size_t ends = 0;
    std::size_t failures = 0;
};

template <class R>
std::string actions_walk_key(const position& pos, const typename micro_codec<R>::progress& p) {
    std::array<std::uint8_t, 4> dice_used{};
    for (std::size_t i = 0; i < p.count; ++i) dice_used[i] = p.steps[i].die;
    std::sort(dice_used.begin(), dice_used.begin() + p.count);
    std::string key(reinterpret_cast<const char*>(pos.checkers.data()), sizeof pos.checkers);
    key.append(reinterpret_cast<const char*>(dice_used.data()), p.count);
    return key;
}

// Every path of micro ids from progress p (the board `pos` after its steps):
// each completed move is appended to `reached`; a path that stops short of a
// move counts as a failure.
template <class R>
void actions_walk_paths(const state<R>& s, const typename micro_codec<R>::progress& p, const position& pos,
                        actions_walk& w) {
    std::array<std::uint8_t, micro_ids::size> out{};
    if (micro_codec<R>::mask(s, p, out) == 0) {
        ++w.failures;  // a dead end
        return;
    }
    for (std::size_t id = 0; id < micro_ids::size; ++id) {
        if (!out[id]) continue;
        auto next = p;
        position after = pos;
        if (id < micro_ids::steps) {
            if (!apply_step(after, micro_ids::step_of(id))) {
                ++w.failures;  // the mask offers an illegal step (BG-4 to BG-6)
                continue;
            }
            next.steps[next.count++] = micro_ids::step_of(id);
            if (!w.seen.insert(actions_walk_key<R>(after, next)).second) continue;
            next = p;
        }
        const std::optional<move> m = micro_codec<R>::advance(s, next, id);
        if (m) {
            ++w.ends;
            w.reached.push_back(*m);
            if (m->is_play() && after_play(s.board(), *m) != after) ++w.failures;
        } else if (id >= micro_ids::steps || next.count != p.count + 1) {
            ++w.failures;
        } else {
            actions_walk_paths(s, next, after, w);
        }
    }
}

// The micro codec at decision s: its paths reach exactly the legal moves
// (BG-7.3, BG-7.5), and encode gives a path of set ids that advance follows
// back to the move (checked for a few moves of each list).
template <class R>
void actions_check_micro(const state<R>& s, std::size_t& paths) {
    using codec = micro_codec<R>;
    const auto moves = legal_moves(s);
    actions_walk w;
    actions_walk_paths(s, typename codec::progress{}, s.board(), w);
    REQUIRE(w.failures == 0);
    paths += w.ends;
    const auto as_key = [](const move& m) { return std::bit_cast<std::array<std::uint8_t, sizeof(move)>>(m); };
    std::vector<std::array<std::uint8_t, sizeof(move)>> got, want;
    for (const move& m : w.reached) got.push_back(as_key(m));
    for (const move& m : moves) want.push_back(as_key(m));
    std::sort(got.begin(), got.end());
    got.erase(std::unique(got.begin(), got.end()), got.end());
    std::sort(want.begin(), want.end());
    REQUIRE_MESSAGE(got == want, "the micro paths do not reach exactly the legal moves");
    const std::size_t stride = moves.size() / 4 + 1;
    for (std::size_t j = 0; j < moves.size(); j += stride) {
        const move& m = moves[j];
        std::array<std::int32_t, codec::max_ids> ids{};
        const std::size_t k = codec::encode(s, m, ids);
        REQUIRE(k >= 1);
        REQUIRE(k <= codec::max_ids);
        typename codec::progress p;
        for (std::size_t i = 0; i < k; ++i) {
            std::array<std::uint8_t, codec::size> out{};
            (void)codec::mask(s, p, out);
            const auto id = static_cast<std::size_t>(ids[i]);
            REQUIRE(out[id] == 1);
            const std::optional<move> back = codec::advance(s, p, id);
            REQUIRE(back.has_value() == (i + 1 == k));
            if (back) CHECK(*back == m);
        }
    }
}

// At a play decision, for each legal play: the search for the play that
// leaves its position finds that very play, its canonical sequence (BG-7.7),
// as the micro codec's last step does.
std::size_t finder_failures(const position& pos, dice r) {
    const detail::landing land = detail::landing_of(pos);
    std::size_t failures = 0;
    for (const move& m : legal_plays(pos, r)) {
        if (m.is_pass()) continue;
        detail::packed_side after = detail::pack(pos);
        for (int i = 0; i < m.size(); ++i) detail::apply_step(after, land, m[i].from, m[i].die);
        const int single_die = m.size() == 1 && !r.is_double() ? m[0].die : 0;
        const std::optional<move> found = detail::play_finder(pos, after).find(r, m.size(), single_die);
        failures += !found || *found != m;
    }
    return failures;
}
template <class R>
void actions_check_finder(const state<R>& s) {
    if (s.phase() == phase::playing) CHECK(finder_failures(s.board(), s.roll()) == 0);
}

// The index codec at decision s: id i is legal_moves(s)[i].
template <class R>
void actions_check_index(const state<R>& s) {
    using codec = arbiter::index_codec<state<R>>;
    const auto moves = legal_moves(s);
    const auto ids = actions_set_ids<codec>(s);
    REQUIRE(ids.size() == moves.size());
    std::size_t failures = 0;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        typename codec::progress p;
        const auto m = codec::advance(s, p, i);
        std::array<std::int32_t, 1> back{};
        if (ids[i] != i || !m || *m != moves[i] || codec::encode(s, moves[i], back) != 1 ||
            back[0] != static_cast<std::int32_t>(i))
            ++failures;
    }
    CHECK(failures == 0);
}

// Random games of R: both codecs at every decision; empty masks elsewhere.
template <class R>
std::size_t actions_random_games(int games, std::uint64_t seed, int match_length = 0) {
    std::mt19937_64 rng(seed);
    std::size_t decisions = 0;
    std::size_t paths = 0;
    for (int game = 0; game < games; ++game) {
        state<R> s{match_length};
        while (!is_terminal(s)) {
            if (current_player(s) == arbiter::chance_player) {
                CHECK(actions_set_ids<micro_codec<R>>(s).empty());
                s = play(s, arbiter::sample_outcome(chance_outcomes(s), rng));
                continue;
            }
            ++decisions;
            actions_check_micro(s, paths);
            actions_check_finder(s);
            actions_check_index(s);
            s = play(s, walk_move(legal_moves(s), rng));
        }
        CHECK(actions_set_ids<micro_codec<R>>(s).empty());
    }
    CHECK(paths >= decisions);
    return decisions;
}

}  // namespace

TEST_CASE("actions: micro codec: the id table is pinned (BG-4.7, BG-23)") {
    CHECK(bg_micro::name == "micro");
    CHECK(bg_micro::size == 161);
    CHECK(bg_micro::max_ids == 4);
    CHECK(actions_step_id(1, 1) == 0);
    CHECK(actions_step_id(6, 1) == 5);
    CHECK(actions_step_id(1, 2) == 6);
    CHECK(actions_step_id(3, 13) == 74);
    CHECK(actions_step_id(6, 24) == 143);
    CHECK(actions_step_id(1, 25) == 144);  // the bar is 25 (BG-1.4)
    CHECK(actions_step_id(6, 25) == 149);
    for (std::size_t id = 0; id < micro_ids::steps; ++id) CHECK(micro_ids::of_step(micro_ids::step_of(id)) == id);
    CHECK(micro_ids::pass == 150);
    CHECK(micro_ids::roll == 151);
    CHECK(micro_ids::double_offer == 152);
    CHECK(micro_ids::take == 153);
    CHECK(micro_ids::drop == 154);
    CHECK(micro_ids::beaver == 155);
    CHECK(micro_ids::of_resign(1) == 156);
    CHECK(micro_ids::of_resign(2) == 157);
    CHECK(micro_ids::of_resign(3) == 158);
    CHECK(micro_ids::accept == 159);
    CHECK(micro_ids::reject == 160);
    static_assert(std::is_same_v<arbiter::codecs_for<state<money_rules>>::types,
                                 std::tuple<micro_codec<money_rules>, arbiter::index_codec<state<money_rules>>>>);
    CHECK(arbiter::index_codec<state<>>::size == 3063);  // BG-7.10 plays + BG-23.1 offers
}

TEST_CASE("actions: micro codec: the opening 6-6 steps from 24, 13 and 8, and each path ends in a play (BG-4.4)") {
    const auto s = at_play(start_position_of<source_rules>(), roll(6, 6));
    CHECK(actions_set_ids<bg_micro>(s) == std::vector<std::size_t>{47, 77, 143});
    bg_micro::progress p;
    CHECK_FALSE(bg_micro::advance(s, p, 143).has_value());  // 24/18
    CHECK(p.count == 1);
    // 18/12 lands on the opponent's 13-point (BG-4.2): not offered
    CHECK(actions_set_ids<bg_micro>(s, p) == std::vector<std::size_t>{47, 77, 143});
    CHECK_FALSE(bg_micro::advance(s, p, 77).has_value());   // 13/7
    CHECK_FALSE(bg_micro::advance(s, p, 143).has_value());  // 24/18
    const auto m = bg_micro::advance(s, p, 77);             // 13/7: the fourth step ends the play
    REQUIRE(m.has_value());
    CHECK(*m == steps({{6, 24}, {6, 24}, {6, 13}, {6, 13}}));  // canonical order (BG-7.7)
    std::array<std::int32_t, 4> ids{};
    REQUIRE(bg_micro::encode(s, *m, ids) == 4);
    CHECK(ids == std::array<std::int32_t, 4>{143, 143, 77, 77});
}

TEST_CASE("actions: micro codec: the memo a step leaves in the progress answers only for its own board and roll") {
    // advance keeps the frame after 24/18 in p; a progress with the same
    // steps and no memo must give every state the same mask and advances.
    const auto s = at_play(start_position_of<source_rules>(), roll(6, 6));
    bg_micro::progress p;
    std::array<std::uint8_t, bg_micro::size> ids{};
    bg_micro::mask(s, p, ids);  // the overload for a mutable progress keeps a memo too
    REQUIRE_FALSE(bg_micro::advance(s, p, 143).has_value());
    bg_micro::progress bare;
    bare.steps = p.steps;
    bare.count = p.count;
    REQUIRE(bare == p);
    const std::array states{s, at_play(board("24:2 6:13 / 24:2 13:13"), roll(6, 6)),
                            at_play(start_position_of<source_rules>(), roll(6, 5)),
                            at_play(board("13:2 6:13 / 24:2 13:13"), roll(6, 6))};
    for (const auto& t : states) {
        std::array<std::uint8_t, bg_micro::size> with_memo{}, without{};
        auto q = p;
        const std::size_t n = bg_micro::mask(t, q, with_memo);
        CHECK(n == bg_micro::mask(t, std::as_const(bare), without));
        CHECK(with_memo == without);
        for (std::size_t id = 0; id < bg_micro::size; ++id) {
            auto a = p;
            auto b = bare;
            CHECK(bg_micro::advance(t, a, id) == bg_micro::advance(t, b, id));
            CHECK(a == b);
        }
    }
    CHECK(bg_micro::mask(states[3], std::as_const(p), ids) == 0);  // no checker on 24: no beginning of a play
}

TEST_CASE("actions: micro codec: a progress of more than four steps begins no play, whatever memo it holds (BG-4.4)") {
    // A memo is made for 24/18; then the count is spoiled. The failed look-up
    // must not leave a memo that a second call takes for that count's.
    const auto s = at_play(start_position_of<source_rules>(), roll(6, 6));
    std::array<std::uint8_t, bg_micro::size> ids{};
    for (const std::uint8_t spoiled : {std::uint8_t{5}, std::uint8_t{255}}) {
        bg_micro::progress p;
        REQUIRE_FALSE(bg_micro::advance(s, p, 143).has_value());
        REQUIRE(p.count == 1);
        p.count = spoiled;
        for (int call = 0; call < 2; ++call) {
            CHECK(bg_micro::mask(s, p, ids) == 0);
            CHECK(bg_micro::mask(s, std::as_const(p), ids) == 0);
        }
        for (std::size_t id = 0; id < bg_micro::size; ++id) {
            const auto before = p;
            CHECK_FALSE(bg_micro::advance(s, p, id).has_value());
            CHECK(p == before);
        }
    }
}

TEST_CASE("actions: micro codec: only the larger number when either but not both can be played (BG-7.2, BG-7.3)") {
    // one checker on 24; 24/18/13 and 24/19/13 land on a made point
    const auto s = at_play(board("24:1 / 12:2 2:13"), roll(6, 5));
    CHECK(actions_set_ids<bg_micro>(s) == std::vector<std::size_t>{143});
    bg_micro::progress p;
    const auto m = bg_micro::advance(s, p, 143);
    REQUIRE(m.has_value());
    CHECK(*m == steps({{6, 24}}));
    // the 5 alone is no play, and a refused id leaves the progress as it was
    p = {};
    CHECK_FALSE(bg_micro::advance(s, p, actions_step_id(5, 24)).has_value());
    CHECK(p.count == 0);

    SUBCASE("the smaller when the larger cannot be played") {
        const auto t = at_play(board("24:1 / 12:2 7:2 2:11"), roll(6, 5));
        CHECK(actions_set_ids<bg_micro>(t) == std::vector<std::size_t>{142});
    }
}

TEST_CASE("actions: micro codec: from the bar, the number that lets both be played (BG-5.2, BG-7.3, BG-7.4)") {
    // bar/19 leaves no 5 (19/14 and 9/4 blocked); bar/20 9/3 plays both
    const auto s = at_play(board("bar:1 9:1 / 11:2 21:2 1:11"), roll(6, 5));
    CHECK(legal_moves(s).size() == 1);
    CHECK(actions_set_ids<bg_micro>(s) == std::vector<std::size_t>{148});  // 5 from the bar, not 6
    bg_micro::progress p;
    CHECK_FALSE(bg_micro::advance(s, p, 148).has_value());
    CHECK(actions_set_ids<bg_micro>(s, p) == std::vector<std::size_t>{53});  // 9/3 with the 6
    const auto m = bg_micro::advance(s, p, 53);
    REQUIRE(m.has_value());
    CHECK(*m == steps({{5, 25}, {6, 9}}));

    SUBCASE("doubles: two on the bar enter and nothing else moves (BG-5.4, BG-7.2)") {
        const auto t = at_play(board("bar:2 6:13 / 24:2 10:2 2:11"), roll(5, 5));
        bg_micro::progress q;
        CHECK(actions_set_ids<bg_micro>(t, q) == std::vector<std::size_t>{148});
        CHECK_FALSE(bg_micro::advance(t, q, 148).has_value());
        CHECK(actions_set_ids<bg_micro>(t, q) == std::vector<std::size_t>{148});
        const auto done = bg_micro::advance(t, q, 148);
        REQUIRE(done.has_value());
        CHECK(*done == steps({{5, 25}, {5, 25}}));
    }
}

TEST_CASE("actions: micro codec: bearing off with a larger number from a lower point (BG-6.2, BG-6.3)") {
    const auto s = at_play(board("4:1 2:1 / 1:15"), roll(6, 5));
    // either number from the 4 (the highest point); not the 6 from the 2 (BG-6.3)
    CHECK(actions_set_ids<bg_micro>(s) == std::vector<std::size_t>{22, 23});
    bg_micro::progress p;
    CHECK_FALSE(bg_micro::advance(s, p, 23).has_value());
    CHECK(actions_set_ids<bg_micro>(s, p) == std::vector<std::size_t>{10});  // the 5 from the 2
    const auto m = bg_micro::advance(s, p, 10);
    REQUIRE(m.has_value());
    CHECK(*m == steps({{6, 4}, {5, 2}}));
    std::array<std::int32_t, 4> ids{};
    REQUIRE(bg_micro::encode(s, *m, ids) == 2);
    CHECK(ids[0] == 23);
    CHECK(ids[1] == 10);
    // the other order reaches the same play (BG-7.4, BG-7.5)
    p = {};
    CHECK_FALSE(bg_micro::advance(s, p, 22).has_value());
    CHECK(actions_set_ids<bg_micro>(s, p) == std::vector<std::size_t>{11});  // the 6 from the 2
    const auto again = bg_micro::advance(s, p, 11);
    REQUIRE(again.has_value());
    CHECK(*again == *m);
}

TEST_CASE("actions: micro codec: a hit is part of the play the steps reach (BG-5.1, BG-7.5)") {
    const auto s = at_play(board("13:1 6:14 / 17:1 1:14"), roll(5, 3));
    bg_micro::progress p;
    CHECK_FALSE(bg_micro::advance(s, p, actions_step_id(5, 13)).has_value());  // 13/8*
    const auto hit = bg_micro::advance(s, p, actions_step_id(3, 8));            // 8/5
    REQUIRE(hit.has_value());
    CHECK(after_play(s.board(), *hit).at(1, bar_point) == 1);
    p = {};
    CHECK_FALSE(bg_micro::advance(s, p, actions_step_id(3, 13)).has_value());  // 13/10
    const auto quiet = bg_micro::advance(s, p, actions_step_id(5, 10));         // 10/5
    REQUIRE(quiet.has_value());
    CHECK(after_play(s.board(), *quiet).at(1, bar_point) == 0);
    CHECK(*hit != *quiet);
}

TEST_CASE("actions: micro codec: the pass, the cube and the resignation ids (BG-7.6, BG-11, BG-12, BG-23)") {
    // closed out on the bar: only the pass; with resignations, the offers too
    const position closed = board("bar:1 6:14 / 1:2 2:2 3:2 4:2 5:2 6:2 7:3");
    const auto source = at_play(closed, roll(4, 2));
    CHECK(actions_set_ids<bg_micro>(source) == std::vector<std::size_t>{150});
    bg_micro::progress p;
    const auto pass = bg_micro::advance(source, p, 150);
    REQUIRE(pass.has_value());
    CHECK(pass->is_pass());
    std::array<std::int32_t, 4> ids{};
    REQUIRE(bg_micro::encode(source, move::pass(), ids) == 1);
    CHECK(ids[0] == 150);
    CHECK(bg_micro::encode(source, move::roll(), ids) == 0);  // not legal here

    using money = micro_codec<money_rules>;
    const auto money_play = at_play<money_rules>(closed, roll(4, 2));
    CHECK(actions_set_ids<money>(money_play) == std::vector<std::size_t>{150, 156, 157, 158});

    const auto turn = from_position<money_rules>(start_position_of<money_rules>());
    REQUIRE(turn.has_value());
    CHECK(turn->phase() == phase::cube_decision);
    CHECK(actions_set_ids<money>(*turn) == std::vector<std::size_t>{151, 152, 156, 157, 158});
    const auto offered = play(*turn, move::double_offer());
    CHECK(actions_set_ids<money>(offered) == std::vector<std::size_t>{153, 154});  // no beavers (BG-12.1)
    const auto resigned = play(*turn, move::resign(2));
    CHECK(actions_set_ids<money>(resigned) == std::vector<std::size_t>{159, 160});
    const auto rejected = play(resigned, move::reject());
    CHECK(actions_set_ids<money>(rejected) == std::vector<std::size_t>{151, 152, 156});  // BG-23.3: below 2 only
    money::progress q;
    const auto back = money::advance(rejected, q, 156);
    REQUIRE(back.has_value());
    CHECK(*back == move::resign(1));
    CHECK_FALSE(money::advance(rejected, q, 157).has_value());
    CHECK_FALSE(money::advance(rejected, q, 161).has_value());
    REQUIRE(money::encode(rejected, move::resign(1), ids) == 1);
    CHECK(ids[0] == 156);

    using beavering = micro_codec<beaver_rules>;
    const auto bturn = from_position<beaver_rules>(start_position_of<beaver_rules>());
    REQUIRE(bturn.has_value());
    const auto boffer = play(*bturn, move::double_offer());
    CHECK(actions_set_ids<beavering>(boffer) == std::vector<std::size_t>{153, 154, 155});
}

TEST_CASE("actions: micro codec: no step once a resignation could end the decision, none after a first step (BG-23.1)") {
    using money = micro_codec<money_rules>;
    const auto s = at_play<money_rules>(start_position_of<money_rules>(), roll(3, 1));
    const auto fresh = actions_set_ids<money>(s);
    CHECK(std::count_if(fresh.begin(), fresh.end(), [](std::size_t id) { return id >= 156; }) == 3);
    money::progress p;
    CHECK_FALSE(money::advance(s, p, actions_step_id(3, 8)).has_value());
    const auto later = actions_set_ids<money>(s, p);
    CHECK(std::none_of(later.begin(), later.end(), [](std::size_t id) { return id >= micro_ids::steps; }));
    CHECK_FALSE(money::advance(s, p, 156).has_value());
    CHECK(p.count == 1);
}

// The same search over the reference sets (tests/data/backgammon: gnubg's
// counts for wildbg's 1,000 contact and 1,000 race positions), each with
// its 21 rolls: bar entries, blocked numbers and bear-offs of every kind.
TEST_CASE("actions: micro codec: the last step's search finds every play of 2,000 reference positions x 21 rolls (BG-7.5, BG-7.7)") {
    std::size_t positions = 0, failures = 0;
    for (const std::string name : {"contact-positions.txt", "race-positions.txt"}) {
        std::ifstream in(std::string(ARBITER_TEST_DATA_DIR) + "/backgammon/" + name);
        REQUIRE_MESSAGE(in.good(), "missing ", name);
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || line[0] == '#') continue;
            const auto pos = parse_position_id(line.substr(0, line.find(' ')));
            REQUIRE(pos);
            for (int a = 1; a <= 6; ++a)
                for (int b = 1; b <= a; ++b) failures += finder_failures(*pos, roll(a, b));
            ++positions;
        }
    }
    CHECK(positions == 2000);
    CHECK(failures == 0);
}

TEST_CASE("action codecs on random games: the micro and index masks decode to exactly legal_moves (BG-7.3, BG-7.7)") {
    CHECK(actions_random_games<source_rules>(8, 11) > 200);
    CHECK(actions_random_games<money_rules>(24, 12) > 200);
    CHECK(actions_random_games<beaver_rules>(16, 13) > 100);
    CHECK(actions_random_games<match_rules>(3, 14, 3) > 50);
    CHECK(actions_random_games<nackgammon_rules>(4, 15) > 100);
    CHECK(actions_random_games<hypergammon_rules>(15, 16) > 100);
}
