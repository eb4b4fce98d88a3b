// Stratego hidden information (include/arbiter/stratego/RULES.md ST-7, with
// ST-3.3, ST-3.4, ST-9.7, ST-9.11, ST-9.12): observe() shows each player
// exactly what it may know, and sample() deals the rest uniformly among the
// states consistent with it.

#include <doctest/doctest.h>

#include <arbiter/core/playout.hpp>
#include <arbiter/stratego.hpp>
#include <arbiter/stratego/observation.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "common/alloc_counter.hpp"
#include "helpers.hpp"

namespace {

using namespace st_test;
using arbiter::player_id;

// ST-9.7: the seed's rules with silent defense.
struct silent_rules : classic_rules {
    static constexpr auto defense = defense_rule::silent;
};
// ST-9.7 with Ultimate Lightning's one-time bombs and two-step Captains.
struct silent_lightning_rules : ultimate_lightning_rules {
    static constexpr auto defense = defense_rule::silent;
};

template <rules_policy R>
using edit = typename state<R>::edit;

// The kinds of player p's pieces on the board of s, square by square as a
// string of letters ('.' for anything else): compact to compare and print.
template <rules_policy R>
std::string kinds_of(const state<R>& s, player_id p) {
    std::string out;
    for (int i = 0; i < board_size; ++i) {
        const piece pc = s.at(i);
        out += pc.belongs_to(p) && !pc.is_unknown() ? kind_letter(pc.type()) : '.';
    }
    return out;
}

// Sets the removed pieces of player p so that the pieces whose rank the
// opponent does not know form exactly `box` (a test builds small deals so).
template <rules_policy R>
void set_box(state<R>& s, player_id p, const std::array<int, num_kinds>& box) {
    edit<R> e{s};
    std::array<int, num_kinds> seen{};
    for (int i = 0; i < board_size; ++i)
        if (s.at(i).belongs_to(p) && s.at(i).revealed()) ++seen[static_cast<std::size_t>(s.at(i).type())];
    for (std::size_t k = 0; k < num_kinds; ++k) {
        const int removed = R::army[k] - box[k] - seen[k];
        REQUIRE(removed >= 0);
        e.removed(p, static_cast<kind>(k)) = static_cast<std::uint8_t>(removed);
    }
}

std::array<int, num_kinds> counts(std::initializer_list<std::pair<kind, int>> items) {
    std::array<int, num_kinds> out{};
    for (const auto& [k, n] : items) out[static_cast<std::size_t>(k)] = n;
    return out;
}

// s with the kinds of player p's unrevealed pieces shuffled among them.
template <rules_policy R>
state<R> permute_hidden(state<R> s, player_id p, std::mt19937_64& rng) {
    std::vector<int> squares;
    std::vector<kind> kinds;
    for (int i = 0; i < board_size; ++i)
        if (s.at(i).belongs_to(p) && !s.at(i).revealed()) {
            squares.push_back(i);
            kinds.push_back(s.at(i).type());
        }
    for (std::size_t i = kinds.size(); i > 1; --i)
        std::swap(kinds[i - 1], kinds[static_cast<std::size_t>(arbiter::uniform_below(rng, i))]);
    edit<R> e{s};
    for (std::size_t i = 0; i < squares.size(); ++i) e.at(squares[i]) = s.at(squares[i]).with_kind(kinds[i]);
    return s;
}

// Checks that t is a full state consistent with obs (ST-7.9): it looks the
// same to the viewer, every hidden square got a kind its public record
// allows, and the opponent's pieces fit its army (exactly, when the game
// started from full setups).
template <rules_policy R>
void check_consistent(const observation<R>& obs, const state<R>& t, bool full_army = true) {
    REQUIRE(observe(t, obs.viewer) == obs);
    const player_id o = opponent(obs.viewer);
    std::array<int, num_kinds> on_board{};
    for (int i = 0; i < board_size; ++i) {
        const piece pc = t.at(i);
        REQUIRE_FALSE(pc.is_unknown());
        if (!pc.belongs_to(o)) continue;
        ++on_board[static_cast<std::size_t>(pc.type())];
        if (!obs.view.at(i).is_unknown()) continue;
        if ((possible_kinds(obs.view, i) & kind_bit(pc.type())) == 0)
            FAIL_CHECK("a ", kind_name(pc.type()), " dealt to ", square_name(i), " against its public record");
        if (pc.moved() && !is_movable(pc.type()))  // ST-7.4
            FAIL_CHECK("a moved piece dealt a ", kind_name(pc.type()), " on ", square_name(i));
    }
    constexpr army_counts army = R::setup == setup_rule::free ? armies::classic : R::army;
    for (std::size_t k = 0; k < num_kinds; ++k) {
        const int total = on_board[k] + t.removed(o, static_cast<kind>(k));
        if (full_army && t.phase() != phase::setup) CHECK(total == army[k]);
        else CHECK(total <= army[k]);
    }
    if (t.phase() == phase::play) CHECK(has_legal_move(t));  // else the game would be over (ST-8.2)
}

// Plays `games` seeded random games of R from the first setup decision, at
// most `plies` decisions each, calling node(s) at every node and
// step(before, move, after) for every decision.
template <rules_policy R, class Node, class Step>
void walk(std::uint64_t seed, int games, int plies, Node&& node, Step&& step) {
    std::mt19937_64 rng(seed);
    for (int g = 0; g < games; ++g) {
        state<R> s;
        for (int n = 0; n <= plies; ++n) {
            node(s);
            if (is_terminal(s) || n == plies) break;
            const auto moves = legal_moves(s);
            REQUIRE_FALSE(moves.empty());
            const move m = moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
            const state<R> next = play(s, m);
            step(s, m, next);
            s = next;
        }
    }
}

// Pearson's chi-square statistic of observed counts against expected
// probabilities; keys never observed count as zero.
double chi_square(const std::map<std::string, int>& seen, const std::map<std::string, double>& expected, int draws) {
    double x = 0;
    for (const auto& [key, p] : expected) {
        const auto it = seen.find(key);
        const double n = it == seen.end() ? 0.0 : it->second;
        x += (n - p * draws) * (n - p * draws) / (p * draws);
    }
    return x;
}

// All orderings of a multiset of kinds (one per distinct arrangement).
std::vector<std::vector<kind>> arrangements_of(std::vector<kind> items) {
    std::sort(items.begin(), items.end());
    std::vector<std::vector<kind>> out;
    do out.push_back(items);
    while (std::next_permutation(items.begin(), items.end()));
    return out;
}

// A full classic game at Red's first move from two arrangements given as setup strings.
template <rules_policy R = classic_rules>
state<R> game_from(std::string_view red_setup, std::string_view blue_setup) {
    const auto a = parse_setup(red_setup);
    const auto b = parse_setup(blue_setup);
    REQUIRE(a.has_value());
    REQUIRE(b.has_value());
    const auto s = start_game<R>(*a, *b);
    REQUIRE_MESSAGE(s.has_value(), s.error().what());
    return *s;
}

// ST-10.7's example arrangement, and two variants that differ from it only
// where Blue hides ranks: setup_b swaps the Flag and a Bomb on the back row
// (cells 0 and 1: Blue's j10 and i10), setup_c the Marshal and a Scout on
// the front row (cells 33 and 39: Blue's g7 and a7).
constexpr std::string_view setup_a = "MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIED";
constexpr std::string_view setup_b = "BMEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGLBJFIED";
constexpr std::string_view setup_c = "MBEDFEGHBDBEDFGHIBDCDIJEFGHBKDDHGDBJFIEL";

}  // namespace


// ------------------------------------------------------------------ observe

TEST_CASE("ST-7.1 ST-7.8 two states that differ only in Blue's hidden ranks look the same to Red") {
    const auto s1 = game_from(setup_a, setup_a);
    const auto s2 = game_from(setup_a, setup_b);  // Blue's Flag and a Bomb swapped
    const auto s3 = game_from(setup_a, setup_c);  // Blue's Marshal and a Scout swapped
    REQUIRE(s1 != s2);
    REQUIRE(s1 != s3);
    CHECK(observe(s1, red) == observe(s2, red));
    CHECK(observe(s1, red) == observe(s3, red));
    CHECK(observe(s1, blue) != observe(s2, blue));  // Blue knows its own ranks (ST-7.1)
    CHECK(observe(s1, blue) != observe(s3, blue));

    SUBCASE("after plain moves, one of them by a swapped piece") {
        // Blue's a7 is a Scout in s1 and the Marshal in s3; a one-square move
        // marks it as moved and tells nothing more (ST-7.4).
        const char* line = "a4-a5 a7-a6 b4-b5 j7-j6";
        const auto t1 = play_moves(s1, line);
        const auto t2 = play_moves(s2, line);
        const auto t3 = play_moves(s3, line);
        CHECK(observe(t1, red) == observe(t2, red));
        CHECK(observe(t1, red) == observe(t3, red));
        CHECK(observe(t1, blue) != observe(t3, blue));
        CHECK(observe(t1, red).view.at(sq("a6")).moved());
        CHECK(observe(t1, red).view.at(sq("a6")).is_unknown());
    }
    SUBCASE("after a combat that reveals pieces which are the same in both") {
        // Red's Colonel f4 walks up and attacks Blue's Bomb on f7 (ST-5.3 rule 3).
        const char* line = "f4-f5 j7-j6 f5-f6 j6-j5 f6xf7";
        const auto t1 = play_moves(s1, line);
        const auto t2 = play_moves(s2, line);
        const auto t3 = play_moves(s3, line);
        REQUIRE(t1.removed(red, kind::colonel) == 1);
        CHECK(holds(observe(t1, red).view, "f7", kind::bomb, blue));
        CHECK(observe(t1, red) == observe(t2, red));
        CHECK(observe(t1, red) == observe(t3, red));
        CHECK(observe(t1, blue) != observe(t2, blue));
    }
    SUBCASE("and the other way round: Red's hidden ranks do not show in Blue's view") {
        const auto r1 = game_from(setup_a, setup_a);
        const auto r2 = game_from(setup_c, setup_a);  // Red's d4 Marshal and j4 Scout swapped
        CHECK(observe(r1, blue) == observe(r2, blue));
        CHECK(observe(r1, red) != observe(r2, red));
        const auto t1 = play_moves(r1, "j4-j5 a7-a6 j5-j6");
        const auto t2 = play_moves(r2, "j4-j5 a7-a6 j5-j6");
        CHECK(observe(t1, blue) == observe(t2, blue));
    }
}

TEST_CASE("ST-7.1 ST-9.7 under silent defense a Lieutenant and a Captain that beat a Sergeant look alike") {
    // Red's Sergeant e4 attacks the Blue piece on e5: a Lieutenant in s1, a
    // Captain in s2. Both win, silently: Red learns only that it beats a
    // Sergeant, so its two observations are the same.
    //
    //   row 5   . . ~ ~ Lt|Ca . ~ ~ . .
    //   row 4   . . . . Sg    . . . . .
    const auto s1 = position<silent_rules>("Red: F a1, Sg e4, Mi b1; Blue: F j10, Lt e5, Sc a7");
    const auto s2 = position<silent_rules>("Red: F a1, Sg e4, Mi b1; Blue: F j10, Ca e5, Sc a7");
    const auto t1 = play_moves(s1, "e4xe5");
    const auto t2 = play_moves(s2, "e4xe5");
    CHECK(observe(t1, red) == observe(t2, red));
    CHECK(observe(t1, blue) != observe(t2, blue));
    CHECK(observe(t1, red).view.at(sq("e5")).is_unknown());
    CHECK(t1.removed(red, kind::sergeant) == 1);
    // ST-7.9: what Red may infer is in the public record: whatever beats a Sergeant.
    const auto beats_sergeant = static_cast<std::uint16_t>(
        kind_bit(kind::lieutenant) | kind_bit(kind::captain) | kind_bit(kind::major) | kind_bit(kind::colonel) |
        kind_bit(kind::general) | kind_bit(kind::marshal) | kind_bit(kind::bomb));
    CHECK(possible_kinds(observe(t1, red).view, sq("e5")) == beats_sergeant);
}

TEST_CASE("ST-12.15 ST-9.7 the winning defender is revealed, or under silent defense known only to its side") {
    const auto open = play_moves(position("Red: F a1, Sg e4, Sc b2; Blue: F j10, Lt e5"), "e4xe5");
    CHECK(holds(observe(open, red).view, "e5", kind::lieutenant, blue));
    CHECK(observe(open, red).view.at(sq("e5")).revealed());

    const auto silent = play_moves(position<silent_rules>("Red: F a1, Sg e4, Sc b2; Blue: F j10, Lt e5"), "e4xe5");
    CHECK(holds(silent, "e5", kind::lieutenant, blue));
    CHECK_FALSE(silent.at(sq("e5")).revealed());
    CHECK(observe(silent, red).view.at(sq("e5")).is_unknown());
    CHECK(holds(observe(silent, blue).view, "e5", kind::lieutenant, blue));
    CHECK(silent.removed(red, kind::sergeant) == 1);  // the attacker: revealed and removed
    // Every sample for Red puts on e5 something that beats a Sergeant.
    std::mt19937_64 rng(1215);
    std::set<kind> dealt;
    for (int i = 0; i < 400; ++i) {
        const auto t = sample(observe(silent, red), rng);
        check_consistent(observe(silent, red), t, false);
        const kind k = t.at(sq("e5")).type();
        dealt.insert(k);
        CHECK(fight<silent_rules>(kind::sergeant, k) == combat::defender_wins);
    }
    CHECK(dealt.size() > 1);  // it does not just copy the truth
}

TEST_CASE("ST-7.2 ST-7.5 an attack reveals both pieces to both players, and they stay revealed") {
    // Red's Captain e4 beats Blue's Sergeant e5, then moves on to f5.
    const auto s = position("Red: F a1, Ca e4, Sc a4; Blue: F j10, Sg e5, Mi e6, Sc a7");
    const auto t = play_moves(s, "e4xe5 a7-a6 e5-f5 a6-a7");
    CHECK(holds(observe(t, blue).view, "f5", kind::captain, red));
    CHECK(t.removed(blue, kind::sergeant) == 1);
    CHECK(observe(t, red).view.at(sq("e6")).is_unknown());  // the Miner took no part
    CHECK(observe(t, blue).view.at(sq("a4")).is_unknown());
    // A defender that wins is revealed (ST-5.6) and stays so while it moves (ST-7.5).
    const auto u = play_moves(position("Red: F a1, Sg e4, Sc a4; Blue: F j10, Mj e5, Sc a7"),
                              "e4xe5 e5-e4 a4-a5 e4-e3");
    CHECK(holds(observe(u, red).view, "e3", kind::major, blue));
    CHECK(observe(u, red).view.at(sq("e3")).revealed());
}

TEST_CASE("ST-7.3 ST-7.4 ST-12.13 a Scout that runs is revealed; one step only marks it as moved") {
    const auto s = position("Red: F a1, Sc a4, Sc b4; Blue: F j10, Sc a10, Mi j7");
    const auto t = play_moves(s, "a4-a6 j7-j6 b4-b5");
    const auto seen = observe(t, blue).view;
    CHECK(holds(seen, "a6", kind::scout, red));
    CHECK(seen.at(sq("a6")).revealed());
    CHECK(seen.at(sq("b5")).is_unknown());
    CHECK(seen.at(sq("b5")).moved());
    CHECK_FALSE(seen.at(sq("a1")).moved());
    // Blue's Miner moved one square: Red sees an unknown piece, known to be
    // neither Bomb nor Flag.
    const auto red_view = observe(t, red).view;
    CHECK(red_view.at(sq("j6")).is_unknown());
    CHECK(red_view.at(sq("j6")).moved());
    CHECK((possible_kinds(red_view, sq("j6")) & (kind_bit(kind::bomb) | kind_bit(kind::flag))) == 0);
    CHECK((possible_kinds(red_view, sq("j10")) & kind_bit(kind::flag)) != 0);
}

TEST_CASE("ST-7.6 the public record is the same in both views and in the state") {
    const auto s = play_moves(position("Red: F a1, Ca e4, Lt b4; Blue: F j10, Sg e5, Lt b7"), "e4xe5 b7-b6 b4-b5");
    for (player_id p : {red, blue}) {
        const auto v = observe(s, p).view;
        CHECK(observe(s, p).viewer == p);
        CHECK(v.phase() == s.phase());
        CHECK(v.to_move() == s.to_move());
        CHECK(v.plies() == s.plies());
        CHECK(v.plies_without_attack() == s.plies_without_attack());
        CHECK(v.run(red) == s.run(red));
        CHECK(v.run(blue) == s.run(blue));
        CHECK(v.result() == s.result());
        for (int k = 0; k < num_kinds; ++k)
            for (player_id q : {red, blue}) CHECK(v.removed(q, static_cast<kind>(k)) == s.removed(q, static_cast<kind>(k)));
        for (int i = 0; i < board_size; ++i) {  // which squares hold a Red piece, a Blue piece or nothing
            CHECK(v.at(i).empty() == s.at(i).empty());
            CHECK(v.at(i).owner() == s.at(i).owner());
        }
    }
}

// observe is pure enough to run at compile time.
static_assert(observe(state<>{}, blue).view == state<>{});
static_assert(observe(state<>{}, blue).viewer == blue);

TEST_CASE("ST-7.7 ST-3.3 during setup a player sees nothing of the opponent's arrangement") {
    std::mt19937_64 rng(77);
    const auto red_setup = random_arrangement<classic_rules>(rng);
    const auto blue_setup = random_arrangement<classic_rules>(rng);
    auto place = [](state<> s, const arrangement& a, int from, int to) {
        const player_id p = s.to_move();
        for (int i = from; i < to; ++i) {
            const auto cell = a.cells[static_cast<std::size_t>(i)];
            const int square = setup_square(p, i);
            s = play(s, cell == arrangement::none ? move::place_nothing(square) : move::place(static_cast<kind>(cell), square));
        }
        return s;
    };
    // Red half way: Blue sees an empty board, Red its own 20 squares.
    const auto s = place(state<>{}, red_setup, 0, 20);
    CHECK(pieces_of(observe(s, blue).view, red) == 0);
    CHECK(pieces_of(observe(s, red).view, red) == 20);
    CHECK(observe(s, blue).view.placed() == 20);  // the progress is public: see observation.hpp
    // Another Red half-setup looks the same to Blue.
    const auto s2 = place(state<>{}, random_arrangement<classic_rules>(rng), 0, 20);
    REQUIRE(s2 != s);
    CHECK(observe(s2, blue) == observe(s, blue));

    // Blue setting up: neither side sees the other's pieces, not even where they stand.
    const auto t = place(place(state<>{}, red_setup, 0, 40), blue_setup, 0, 10);
    REQUIRE(t.phase() == phase::setup);
    REQUIRE(t.to_move() == blue);
    CHECK(pieces_of(t, red) == 40);
    CHECK(pieces_of(observe(t, blue).view, red) == 0);
    CHECK(pieces_of(observe(t, blue).view, blue) == pieces_of(t, blue));
    CHECK(pieces_of(observe(t, red).view, blue) == 0);
    CHECK(pieces_of(observe(t, red).view, red) == 40);
    // Blue's sample of Red's setup is a whole arrangement of Red's army.
    std::mt19937_64 deal(7);
    const auto guess = sample(observe(t, blue), deal);
    check_consistent(observe(t, blue), guess);
    CHECK(arrangement_error<classic_rules>(arrangement_of(guess, red)).empty());
    CHECK(arrangement_of(guess, blue) == arrangement_of(t, blue));

    // ST-3.3: once both stand, each sees the squares the other occupies, not the ranks.
    const auto u = place(place(state<>{}, red_setup, 0, 40), blue_setup, 0, 40);
    REQUIRE(u.phase() == phase::play);
    CHECK(pieces_of(observe(u, red).view, blue) == 40);
    CHECK(unknown_piece_count(observe(u, red)) == 40);
    CHECK(unknown_piece_count(observe(u, blue)) == 40);
}

TEST_CASE("ST-7.9 unknown_counts: the army minus the removed and the revealed pieces") {
    const auto start = unknown_counts(observe(game_from(setup_a, setup_a), red));
    for (std::size_t k = 0; k < num_kinds; ++k) CHECK(start[k] == armies::classic[k]);
    // Red's Captain beats Blue's Sergeant (removed); Red's Scout runs into
    // Blue's Lieutenant and loses (the Lieutenant revealed, the Scout removed).
    const auto s = play_moves(position("Red: F a1, Ca e4, Sc b4; Blue: F j10, Sg e5, Lt b7, B j9"),
                              "e4xe5 b7-b8 b4xb8");
    auto expect = [](std::initializer_list<std::pair<kind, int>> less) {
        std::array<int, num_kinds> out{};
        for (std::size_t k = 0; k < num_kinds; ++k) out[k] = armies::classic[k];
        for (const auto& [k, n] : less) out[static_cast<std::size_t>(k)] -= n;
        return out;
    };
    CHECK(unknown_counts(observe(s, red)) == expect({{kind::sergeant, 1}, {kind::lieutenant, 1}}));
    CHECK(unknown_counts(observe(s, blue)) == expect({{kind::scout, 1}, {kind::captain, 1}}));
    CHECK(unknown_piece_count(observe(s, red)) == 2);   // j10 and j9
    CHECK(unknown_piece_count(observe(s, blue)) == 1);  // a1
}

TEST_CASE("ST-9.10 ST-7.9 under free setup the box is the classic army, and samples stay within it") {
    // A free-setup game: pieces anywhere, fewer than an army.
    using free_rules = gravon_replay_rules<classic_rules, setup_rule::free>;
    const auto s = position<free_rules>("Red: F e5, Ma a9, B f5; Blue: F j1, B i1, Sc a3, Mi b5, Sc e7");
    const auto obs = observe(s, red);
    const auto box = unknown_counts(obs);
    for (std::size_t k = 0; k < num_kinds; ++k) CHECK(box[k] == armies::classic[k]);
    std::mt19937_64 rng(910);
    for (int i = 0; i < 200; ++i) check_consistent(obs, sample(obs, rng), false);
}

// ------------------------------------------------------------------ sample: uniformity

namespace {

// Draws `draws` samples of obs and compares the ranks dealt to `squares` with
// the deals a brute-force count finds consistent (every ordering of `box`
// over the squares that `consistent` accepts): none outside it, and a
// chi-square test of equal frequencies at p = 0.001 (`critical` for
// consistent.size() - 1 degrees of freedom).
template <rules_policy R, class Consistent>
void check_uniform(const observation<R>& obs, const std::vector<std::string>& squares, std::vector<kind> box,
                   Consistent&& consistent, std::size_t expected_deals, double critical, std::uint64_t seed) {
    REQUIRE(squares.size() == box.size());
    std::map<std::string, double> expected;
    for (const auto& deal : arrangements_of(box)) {
        std::map<std::string, kind> at;
        std::string key;
        for (std::size_t i = 0; i < squares.size(); ++i) {
            at[squares[i]] = deal[i];
            key += kind_letter(deal[i]);
        }
        if (consistent(at)) expected[key] = 0;
    }
    REQUIRE(expected.size() == expected_deals);
    for (auto& [key, p] : expected) p = 1.0 / static_cast<double>(expected.size());
    std::mt19937_64 rng(seed);
    std::map<std::string, int> seen;
    const int draws = 2000 * static_cast<int>(expected.size());
    for (int i = 0; i < draws; ++i) {
        const auto t = sample(obs, rng);
        std::string key;
        for (const auto& name : squares) key += kind_letter(t.at(sq(name)).type());
        ++seen[key];
    }
    for (const auto& drawn : seen)  // (no structured binding: clang 14 cannot capture one in CHECK_MESSAGE)
        CHECK_MESSAGE(expected.count(drawn.first) == 1, "inconsistent deal ", drawn.first, " drawn ", drawn.second, " times");
    CHECK(seen.size() == expected.size());
    const double x = chi_square(seen, expected, draws);
    CHECK_MESSAGE(x < critical, "chi-square ", x, " over ", expected.size(), " deals");
}

}  // namespace

TEST_CASE("ST-7.9 ST-9.7 a square that only a Bomb can fill gets a Bomb in every sample") {
    // Full armies, Blue's Marshal already removed. Red's General attacks
    // Blue's f7 and is removed without a word (silent defense): f7 beats a
    // General, so it is the Marshal or a Bomb, and the Marshal is gone.
    // (A regression case: a looser bound in the deal once made each sample
    // of such positions take minutes.)
    std::string board = to_board_string(game_from(setup_a, setup_a));
    board[static_cast<std::size_t>(sq("i3"))] = 'A';  // Red's General ...
    board[static_cast<std::size_t>(sq("f6"))] = 'K';  // ... stands on f6
    board[static_cast<std::size_t>(sq("g7"))] = 'A';  // Blue's Marshal is gone
    auto start = parse_position<silent_rules>(board + " r");
    REQUIRE(start.has_value());
    auto s = play_moves(*start, "f6xf7 a7-a6 a4-a5 j7-j6");
    REQUIRE(s.removed(red, kind::general) == 1);
    std::array<int, num_kinds> on_board{};
    for (int i = 0; i < board_size; ++i)
        if (s.at(i).belongs_to(blue)) ++on_board[static_cast<std::size_t>(s.at(i).type())];
    set_box(s, blue, on_board);  // the Marshal counts as removed
    const auto obs = observe(s, red);
    REQUIRE(unknown_counts(obs)[static_cast<std::size_t>(kind::marshal)] == 0);
    CHECK(possible_kinds(obs.view, sq("f7")) == (kind_bit(kind::marshal) | kind_bit(kind::bomb)));
    std::mt19937_64 rng(97);
    for (int i = 0; i < 300; ++i) {
        const auto t = sample(obs, rng);
        check_consistent(obs, t);
        CHECK(holds(t, "f7", kind::bomb, blue));
    }
}

TEST_CASE("ST-7.9 ST-7.4 sample is uniform over the deals that keep moved pieces movable") {
    // Blue's four unknown pieces are a Bomb, the Flag, a Scout and a Miner
    // (its other pieces removed); the one on b6 has moved, so it is the Scout
    // or the Miner: 2 x 3! = 12 consistent deals.
    //
    //   row 10  . . . . . . . . ? ?      i10 j10
    //   row 7   ? . . . . . . . . .      a7
    //   row 6   . ?m ...                 b6 (moved from b7)
    auto s = position("Red: F a1, Ma e4; Blue: F j10, B i10, Sc a7, Mi b7", blue);
    s = play_moves(s, "b7-b6");
    set_box(s, blue, counts({{kind::bomb, 1}, {kind::flag, 1}, {kind::scout, 1}, {kind::miner, 1}}));
    const auto obs = observe(s, red);
    REQUIRE(unknown_piece_count(obs) == 4);
    check_uniform(
        obs, {"a7", "b6", "i10", "j10"}, {kind::bomb, kind::flag, kind::scout, kind::miner},
        [](std::map<std::string, kind>& at) { return is_movable(at["b6"]); }, 12, 31.26 /* 11 df */, 74);
}

TEST_CASE("ST-7.9 ST-9.7 sample is uniform over the deals that reproduce a silent defense") {
    // Silent defense: Red's Sergeant e4 attacked e5 and lost, so e5 holds
    // something that beats a Sergeant. Blue's unknown pieces are its Marshal,
    // a Bomb, the Flag and a Scout; a6 has moved. Consistent deals: e5 is the
    // Marshal (then a6 the Scout) or the Bomb (a6 the Marshal or the Scout),
    // the rest on i10 and j10 either way round: 2 + 4 = 6.
    auto s = position<silent_rules>("Red: F a1, Sg e4, Ma b1; Blue: F j10, Ma e5, B i10, Sc a7");
    s = play_moves(s, "e4xe5 a7-a6");
    set_box(s, blue, counts({{kind::marshal, 1}, {kind::bomb, 1}, {kind::flag, 1}, {kind::scout, 1}}));
    const auto obs = observe(s, red);
    check_uniform(
        obs, {"e5", "a6", "i10", "j10"}, {kind::marshal, kind::bomb, kind::flag, kind::scout},
        [](std::map<std::string, kind>& at) {
            return fight<silent_rules>(kind::sergeant, at["e5"]) == combat::defender_wins && is_movable(at["a6"]);
        },
        6, 20.52 /* 5 df */, 97);
}

TEST_CASE("ST-7.9 ST-9.11 sample is uniform over the deals that fit a straight two-square move") {
    // Ultimate Lightning: Red's piece went e4-e6 in one move: a Scout or a
    // two-step Captain (ST-9.11). Red's unknown pieces are its Flag, a Scout
    // and a Captain: e6 is the Scout or the Captain, a1 and b2 the other two:
    // 4 deals.
    auto s = position<ultimate_lightning_rules>("Red: F a1, Ca e4, Sc b2; Blue: F j10, Sc a10");
    s = play_moves(s, "e4-e6");
    set_box(s, red, counts({{kind::flag, 1}, {kind::scout, 1}, {kind::captain, 1}}));
    const auto obs = observe(s, blue);
    CHECK(possible_kinds(obs.view, sq("e6")) == (kind_bit(kind::scout) | kind_bit(kind::captain)));
    check_uniform(
        obs, {"a1", "b2", "e6"}, {kind::flag, kind::scout, kind::captain},
        [](std::map<std::string, kind>& at) { return at["e6"] == kind::scout || at["e6"] == kind::captain; }, 4,
        16.27 /* 3 df */, 911);
}

TEST_CASE("ST-7.9 ST-8.2 a sampled state in play leaves the player to move a legal move") {
    // Blue to move, Red watching. Blue's unknown pieces are the Flag, a Bomb
    // and a Scout on a10, b10 and a9; a10 is walled in by the other two.
    // Blue is still playing, so its Scout is on b10 or a9, not on a10 (else
    // Blue could not move and would have lost, ST-8.2): 4 of the 6 deals.
    //
    //   row 10  ? ? . . . . . . . .
    //   row 9   ? . . . . . . . . .
    auto s = position("Red: F a1, Ma e4; Blue: F a10, Sc b10, B a9", blue);
    set_box(s, blue, counts({{kind::flag, 1}, {kind::bomb, 1}, {kind::scout, 1}}));
    const auto obs = observe(s, red);
    check_uniform(
        obs, {"a10", "b10", "a9"}, {kind::flag, kind::bomb, kind::scout},
        [](std::map<std::string, kind>& at) { return at["a10"] != kind::scout; }, 4, 16.27 /* 3 df */, 82);
}

TEST_CASE("ST-3.6 ST-7.9 in a partial position the unknown pieces are drawn from the box of unknown_counts") {
    // Blue has two unknown pieces on the board, a6 (moved) and j10, and five
    // pieces it may have started with: a Bomb, the Flag, two Scouts and a
    // Miner. The two on the board are as if dealt with the other three from
    // those five, uniformly: each pair weighs as many deals of the whole box
    // as it is part of (brute force below).
    auto s = play_moves(position("Red: F a1, Ma e4; Blue: F j10, Sc a7", blue), "a7-a6");
    set_box(s, blue, counts({{kind::bomb, 1}, {kind::flag, 1}, {kind::scout, 2}, {kind::miner, 1}}));
    const auto obs = observe(s, red);
    REQUIRE(unknown_piece_count(obs) == 2);
    std::map<std::string, double> expected;
    int deals = 0;
    for (const auto& deal : arrangements_of({kind::bomb, kind::flag, kind::scout, kind::scout, kind::miner})) {
        if (!is_movable(deal[0])) continue;  // a6 has moved (ST-7.4)
        expected[std::string{kind_letter(deal[0]), kind_letter(deal[1])}] += 1;
        ++deals;
    }
    REQUIRE(expected.size() == 7);
    for (auto& entry : expected) entry.second /= deals;
    std::mt19937_64 rng(36);
    std::map<std::string, int> seen;
    const int draws = 14000;
    for (int i = 0; i < draws; ++i) {
        const auto t = sample(obs, rng);
        ++seen[std::string{kind_letter(t.at(sq("a6")).type()), kind_letter(t.at(sq("j10")).type())}];
    }
    for (const auto& drawn : seen) CHECK_MESSAGE(expected.count(drawn.first) == 1, "inconsistent pair ", drawn.first);
    CHECK(chi_square(seen, expected, draws) < 22.46);  // 6 df, p = 0.001
}

TEST_CASE("ST-7.7 ST-3.4 during setup the opponent's decided squares are dealt as a uniform arrangement") {
    // Red has decided 2 squares of its Barrage setup. Blue's samples put on
    // a1 each kind as often as a uniformly random arrangement would: its
    // share of the 40 cells (8 pieces, 32 empty).
    state<barrage_rules> s;
    s = play(s, move::place(kind::flag, 0));
    s = play(s, move::place_nothing(1));
    const auto obs = observe(s, blue);
    REQUIRE(pieces_of(obs.view, red) == 0);
    std::map<std::string, double> expected;
    for (std::size_t k = 0; k < num_kinds; ++k)
        if (armies::barrage[k] > 0) expected[std::string(1, kind_letter(static_cast<kind>(k)))] = armies::barrage[k] / 40.0;
    expected["A"] = 32 / 40.0;
    std::mt19937_64 rng(34);
    std::map<std::string, int> seen;
    const int draws = 20000;
    for (int i = 0; i < draws; ++i) {
        const auto t = sample(obs, rng);
        check_consistent(obs, t);
        CHECK(pieces_of(t, red) <= 2);
        const piece pc = t.at(0);
        ++seen[pc.empty() ? "A" : std::string(1, kind_letter(pc.type()))];
        for (int sq_ = 2; sq_ < 40; ++sq_) REQUIRE(t.at(sq_).empty());  // only the decided squares
    }
    CHECK(chi_square(seen, expected, draws) < 24.32);  // 7 df, p = 0.001
}

TEST_CASE("ST-9.12 ST-7.9 the piece at a rescue decision is not a Scout in any sample") {
    // Ultimate Lightning: Red's piece on e9 reaches Blue's back row and Red
    // may rescue. Red's unknown pieces are the Flag, a Scout and a
    // Lieutenant; only the Lieutenant can have made this move and earned the
    // rescue.
    auto s = position<ultimate_lightning_rules>("Red: F a1, Lt e9, Sc b2; Blue: F j10, Sc a10");
    set_box(s, red, counts({{kind::flag, 1}, {kind::scout, 1}, {kind::lieutenant, 1}}));
    s = play_moves(s, "e9-e10");
    REQUIRE(s.phase() == phase::rescue);
    const auto obs = observe(s, blue);
    std::mt19937_64 rng(912);
    std::set<std::string> deals;
    for (int i = 0; i < 200; ++i) {
        const auto t = sample(obs, rng);
        check_consistent(obs, t);
        CHECK(holds(t, "e10", kind::lieutenant, red));
        deals.insert(kinds_of(t, red));
    }
    CHECK(deals.size() == 2);  // the Flag and the Scout on a1 and b2, either way
}

TEST_CASE("ST-9.12 ST-7.9 a declined rescue and a Scout on the back row stay public") {
    // Whether Red is offered a rescue is public, so it tells Blue whether the
    // piece that reached row 10 is a Scout, even after Red declines.
    SUBCASE("declined: the piece on e10 is not a Scout") {
        auto s = position<ultimate_lightning_rules>("Red: F a1, Lt e9, Sc b2; Blue: F j10, Sc a10");
        set_box(s, red, counts({{kind::flag, 1}, {kind::scout, 1}, {kind::lieutenant, 1}}));
        s = play_moves(s, "e9-e10");
        REQUIRE(s.phase() == phase::rescue);
        s = play(s, move::decline_rescue());
        REQUIRE(s.phase() == phase::play);
        const auto e10 = *parse_square("e10");
        CHECK((possible_kinds(s, e10) & kind_bit(kind::scout)) == 0);
        const auto obs = observe(s, blue);
        std::mt19937_64 rng(1212);
        for (int i = 0; i < 100; ++i) CHECK(holds(sample(obs, rng), "e10", kind::lieutenant, red));
    }
    SUBCASE("a Scout is not offered a rescue: the piece on e10 is a Scout") {
        auto s = position<ultimate_lightning_rules>("Red: F a1, Sc e9, Lt b2; Blue: F j10, Sc a10");
        set_box(s, red, counts({{kind::flag, 1}, {kind::scout, 1}, {kind::lieutenant, 1}}));
        s = play_moves(s, "e9-e10");
        REQUIRE(s.phase() == phase::play);
        const auto e10 = *parse_square("e10");
        CHECK(possible_kinds(s, e10) == kind_bit(kind::scout));
        const auto obs = observe(s, blue);
        std::mt19937_64 rng(1213);
        for (int i = 0; i < 100; ++i) CHECK(holds(sample(obs, rng), "e10", kind::scout, red));
    }
}

TEST_CASE("ST-7.9 sample is deterministic for a seed") {
    const auto s = play_moves(game_from(setup_a, setup_a), "a4-a5 a7-a6");
    const auto obs = observe(s, red);
    std::set<std::string> different;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        std::mt19937_64 a(seed), b(seed);
        const auto ta = sample(obs, a);
        CHECK(ta == sample(obs, b));
        different.insert(kinds_of(ta, blue));
    }
    CHECK(different.size() > 1);
    // The same seed gives the same deal with another engine type too (uniform_below only).
    std::minstd_rand c(5), d(5);
    CHECK(sample(obs, c) == sample(obs, d));
}

TEST_CASE("ST-7.9 observe and sample never allocate") {
    // engine_test.cpp counts every allocation of this binary: make sure the counter is live.
    static std::vector<std::unique_ptr<int>> keep;
    REQUIRE_MESSAGE(arbiter::testing::allocations_during([] { keep.push_back(std::make_unique<int>(1)); }) >= 1,
                    "the allocation counter is not live: engine_test.cpp must define ARBITER_COUNT_ALLOCATIONS");
    const auto s = play_moves(position<silent_rules>("Red: F a1, Sg e4, Sc b2; Blue: F j10, Lt e5, B i10"),
                              "e4xe5 e5-e6 b2-b3");
    const auto g = game_from(setup_a, setup_a);
    std::mt19937_64 rng(3);
    std::size_t count = 0;
    const auto n = arbiter::testing::allocations_during([&] {
        for (int i = 0; i < 50; ++i) {
            const auto o1 = observe(s, red);
            const auto o2 = observe(g, blue);
            count += static_cast<std::size_t>(sample(o1, rng).plies() + sample(o2, rng).plies());
        }
    });
    CHECK(n == 0);
    CHECK(count > 0);
}

// ------------------------------------------------------------------ playouts

TEST_CASE_TEMPLATE("ST-7.9 ST-7.4 every sample in random games is consistent with its observation", R, classic_rules,
                   barrage_rules, duell_rules, milton_bradley_rules, isf_rules, silent_rules, ultimate_lightning_rules,
                   silent_lightning_rules, gravon_replay_rules<>) {
    std::mt19937_64 rng(2024);
    int samples = 0;
    walk<R>(
        79, 3, 260,
        [&](const state<R>& s) {
            for (player_id p : {red, blue}) {
                const auto obs = observe(s, p);
                check_consistent(obs, s);  // the truth is one of the consistent states
                check_consistent(obs, sample(obs, rng));
                ++samples;
            }
        },
        [](const state<R>&, move, const state<R>&) {});
    CHECK(samples > 400);
}

TEST_CASE_TEMPLATE("ST-7.2 ST-7.3 ST-7.5 ST-7.8 nothing hidden leaks in random games", R, classic_rules, barrage_rules,
                   milton_bradley_rules, silent_rules, ultimate_lightning_rules, silent_lightning_rules) {
    int revealed_seen = 0;
    walk<R>(
        31, 3, 300,
        [&](const state<R>& s) {
            for (player_id p : {red, blue}) {
                const auto v = observe(s, p).view;
                for (int i = 0; i < board_size; ++i) {
                    const piece truth = s.at(i), seen = v.at(i);
                    if (truth.belongs_to(opponent(p)) && s.phase() == phase::setup) CHECK(seen.empty());  // ST-7.7
                    else if (truth.belongs_to(opponent(p)) && !truth.revealed()) CHECK(seen == truth.hidden());
                    else CHECK(seen == truth);  // own pieces, revealed pieces, empty squares
                    revealed_seen += truth.belongs_to(opponent(p)) && truth.revealed() ? 1 : 0;
                }
            }
        },
        // A piece becomes revealed only by an attack (ST-7.2), a run no
        // other kind could make (ST-7.3, ST-9.11) or a rescue (ST-9.12),
        // and a revealed piece stays revealed (ST-7.5).
        [](const state<R>& before, move m, const state<R>& after) {
            if (before.phase() == phase::setup) return;
            // A rescue marks the piece that earned it (ST-9.12).
            const int rescuer = before.phase() == phase::rescue ? before.run(before.to_move()).last[0].to : -1;
            for (int i = 0; i < board_size; ++i) {
                const piece pc = after.at(i);
                const bool moved_here = m.is_step() && i == m.to;
                if (!moved_here && i != rescuer && !(m.is_rescue() && i == m.to) && (!m.is_step() || i != m.from))
                    CHECK(pc == before.at(i));  // untouched squares keep their marks
                if (!moved_here || pc.empty() || !pc.revealed()) continue;
                const bool attack = !before.at(m.to).empty();
                const int dr = row_of(m.to) - row_of(m.from), dc = column_of(m.to) - column_of(m.from);
                const bool straight = dr == 0 || dc == 0;
                const int distance = (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
                const bool telling_run = R::captain_two_step ? (!straight || distance > 2) : distance > 1;
                CHECK((attack || telling_run || before.at(m.from).revealed()));
            }
            if (m.is_step() && before.at(m.from).revealed() && after.at(m.to).belongs_to(before.to_move()))
                CHECK(after.at(m.to).revealed());
        });
    CHECK(revealed_seen > 0);
}

TEST_CASE_TEMPLATE("ST-7.1 ST-7.8 permuting the other side's hidden ranks never changes an observation", R,
                   classic_rules, barrage_rules, duell_rules, silent_rules, ultimate_lightning_rules) {
    std::mt19937_64 rng(8);
    int differing = 0;
    walk<R>(
        5, 3, 260,
        [&](const state<R>& s) {
            for (player_id p : {red, blue}) {
                const state<R> other = permute_hidden(s, opponent(p), rng);
                differing += other != s ? 1 : 0;
                CHECK(observe(other, p) == observe(s, p));
            }
        },
        [](const state<R>&, move, const state<R>&) {});
    CHECK(differing > 100);  // the permutations did change the states
}
