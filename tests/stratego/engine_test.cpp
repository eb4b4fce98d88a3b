// The Stratego engine as a whole: the game concept's promises checked at
// every node of seeded random games (tests/common/harness.hpp) with the
// Stratego invariants in the hook, for every preset; no heap on the hot
// paths; the pinned sizes of the value types.

#define ARBITER_COUNT_ALLOCATIONS
#include "common/alloc_counter.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "common/harness.hpp"
#include "helpers.hpp"

using namespace st_test;

namespace {

template <rules_policy R>
int count_on_board(const state<R>& s, player_id p, kind k) {
    int n = 0;
    for (int i = 0; i < board_size; ++i) {
        const piece pc = s.at(i);
        n += pc.belongs_to(p) && pc.type() == k ? 1 : 0;
    }
    return n;
}

template <rules_policy R>
int removed_total(const state<R>& s, player_id p) {
    int n = 0;
    for (int k = 0; k < num_kinds; ++k) n += s.removed(p, static_cast<kind>(k));
    return n;
}

// The marks of ST-7 and ST-9.12 a piece carries, as bits of piece::bits().
constexpr std::uint8_t mark_bits = 32 | 64 | 128;

template <rules_policy R>
struct stratego_hooks {
    state<R> start;                // where each game starts: the previous node is forgotten there
    std::optional<state<R>> prev;  // the node before this one in the same game
    inline static std::size_t rescues_seen = 0;


    // Any move of any shape, legal or not: steps anywhere, placements,
    // rescues, declining, and raw bytes.
    move random_move(const state<R>&, std::mt19937_64& rng) {
        auto below = [&](std::uint64_t n) {
            return static_cast<int>(arbiter::uniform_below(rng, n));
        };
        switch (below(6)) {
            case 0:
                return move::place(static_cast<kind>(below(num_kinds)), below(board_size));
            case 1:
                return move::place_nothing(below(board_size));
            case 2:
                return move::rescue(static_cast<kind>(below(num_kinds)), below(board_size));
            case 3:
                return below(2) == 0 ? move::decline_rescue()
                                     : move{static_cast<std::uint8_t>(below(256)),
                                            static_cast<std::uint8_t>(below(256))};
            default: {
                const int from = below(board_size);
                // Mostly near the start square, where the legal moves are.
                const int to = below(2) == 0 ? below(board_size)
                                             : (from + (below(21) - 10) + board_size) % board_size;
                return move::step(from, to);
            }
        }
    }

    void invariant(const state<R>& s) {
        single_state_laws(s);
        if (s == start) prev.reset();
        if (prev) transition_laws(*prev, s);
        prev = s;
    }

    // Laws of one state.
    static void single_state_laws(const state<R>& s) {
        const bool set_up = s.phase() != phase::setup;
        for (int i = 0; i < board_size; ++i) {
            const piece pc = s.at(i);
            if (pc.empty()) continue;
            REQUIRE_FALSE(is_lake(i));                         // ST-1.4
            REQUIRE_FALSE(pc.is_unknown());                    // only observations hide ranks
            if (pc.moved()) CHECK(is_movable(pc.type()));      // ST-7.4
            if (pc.has_rescued()) CHECK(R::rescue);            // ST-9.12
            if (!set_up) CHECK(in_setup_zone(pc.owner(), i));  // ST-3.1
        }
        for (player_id p : {red, blue}) {
            for (int k = 0; k < num_kinds; ++k) {
                const auto kk = static_cast<kind>(k);
                const int army = R::army[static_cast<std::size_t>(k)];
                // ST-5.9, ST-9.12: every piece of the army is on the board or removed.
                if (set_up)
                    CHECK(count_on_board(s, p, kk) + s.removed(p, kk) == army);
                else
                    CHECK(count_on_board(s, p, kk) <= army);
            }
            CHECK(s.rescues_made(p) <= (R::rescue ? 2 : 0));
        }
        const auto r = returns(s);
        CHECK(r[0] + r[1] == 0);
        CHECK(is_terminal(s) == (s.result().reason != end_reason::none));  // ST-8.8
        if (R::max_plies > 0) CHECK(s.plies() <= R::max_plies);
    }

    // Laws between consecutive nodes of one game.
    static void transition_laws(const state<R>& before, const state<R>& after) {
        std::array<int, 2> lost{};
        for (player_id p : {red, blue})
            lost[static_cast<std::size_t>(p)] = pieces_of(before, p) - pieces_of(after, p);
        if (before.phase() == phase::setup) {
            CHECK(after.plies() == 0);
            return;
        }
        if (before.phase() == phase::rescue) {  // ST-9.12: one piece back, or nothing
            const auto p = static_cast<std::size_t>(before.to_move());
            CHECK(after.plies() == before.plies());
            CHECK(lost[1 - p] == 0);
            CHECK((lost[p] == 0 || lost[p] == -1));
            CHECK(removed_total(after, before.to_move()) ==
                  removed_total(before, before.to_move()) + lost[p]);
            CHECK(after.rescues_made(before.to_move()) ==
                  before.rescues_made(before.to_move()) - lost[p]);
            if (lost[p] == -1) ++rescues_seen;
            return;
        }
        REQUIRE(before.phase() == phase::play);
        CHECK(after.plies() == before.plies() + 1);
        const bool attack = after.plies_without_attack() == 0;
        if (!attack) CHECK(after.plies_without_attack() == before.plies_without_attack() + 1);
        for (player_id p : {red, blue}) {
            const int l = lost[static_cast<std::size_t>(p)];
            // Piece counts never grow in a ply, and pieces leave only by
            // combat, one per side at most.
            CHECK(l >= 0);
            CHECK(l <= (attack ? 1 : 0));
            CHECK(removed_total(after, p) == removed_total(before, p) + l);
        }
        if (attack) CHECK(lost[0] + lost[1] >= 1);
        // Marks are monotone for pieces that stay (ST-7.5): a square holding
        // the same kind and colour before and after holds the same piece.
        int changed = 0;
        for (int i = 0; i < board_size; ++i) {
            const piece a = before.at(i), b = after.at(i);
            if (a.bits() != b.bits()) ++changed;
            if (!a.empty() && a.identity() == b.identity())
                CHECK((b.bits() & a.bits() & mark_bits) == (a.bits() & mark_bits));
            // Whatever moved onto a square has the moved mark (ST-7.4).
            if (!b.empty() && a.identity() != b.identity()) CHECK(b.moved());
        }
        CHECK(changed >= 1);
        CHECK(changed <= 2);
        if (after.phase() == phase::rescue)
            CHECK(after.to_move() == before.to_move());  // the mover decides
    }
};

template <rules_policy R>
arbiter::testing::playout_stats check_playouts(const state<R>& start, int games, std::uint64_t seed,
                                               std::size_t max_plies) {
    return arbiter::testing::check_random_playouts(start, stratego_hooks<R>{start, {}}, games, seed,
                                                   max_plies);
}

// From Red's first setup decision: 80 placements, then play.
template <rules_policy R>
void from_random_setups(int wanted, std::uint64_t seed) {
    const int games = arbiter::testing::playout_games(wanted);
    const auto stats = check_playouts(state<R>{}, games, seed, 100000);
    CHECK(stats.games == static_cast<std::uint64_t>(games));
    CHECK(stats.terminal == stats.games);
    CHECK(stats.decisions >= static_cast<std::uint64_t>(games) * 80);
    CHECK(stats.rejected_moves > 0);
}

// A short game-length cap, so that random games also reach their end.
template <class R>
struct capped : R {
    static constexpr int max_plies = 300;                 // ST-8.7
    static constexpr int max_plies_without_attack = 120;  // ST-8.7
};

std::vector<arrangement> classic_setups(std::size_t n) {
    std::ifstream in(std::string(ARBITER_TEST_DATA_DIR) + "/stratego/classic-setups.txt");
    REQUIRE(in);
    std::vector<arrangement> out;
    std::string line;
    while (out.size() < n && std::getline(in, line)) {
        const auto a = parse_setup(line);
        REQUIRE_MESSAGE(a.has_value(), line);
        out.push_back(*a);
    }
    REQUIRE(out.size() == n);
    return out;
}

}  // namespace

TEST_CASE(
    "ST-5.9 ST-7.4 ST-7.5 ST-8.8 ST-9.13 harness: random games from random setups keep the "
    "promises and the invariants, every preset") {
    // Games run to their end (random play ends them within some hundreds
    // of plies); every one must reach it.
    SUBCASE("classic (ST-9.13)") { from_random_setups<classic_rules>(2, 1); }
    SUBCASE("isf") { from_random_setups<isf_rules>(1, 2); }
    SUBCASE("isf3") { from_random_setups<isf3_rules>(1, 3); }
    SUBCASE("milton_bradley") { from_random_setups<milton_bradley_rules>(1, 4); }
    SUBCASE("barrage") { from_random_setups<barrage_rules>(8, 5); }
    SUBCASE("duell") { from_random_setups<duell_rules>(8, 6); }
    SUBCASE("ultimate_lightning") {
        from_random_setups<ultimate_lightning_rules>(8, 7);
        CHECK(stratego_hooks<ultimate_lightning_rules>::rescues_seen > 0);  // ST-9.12 was exercised
    }
    SUBCASE("gravon_replay") { from_random_setups<gravon_replay_rules<>>(1, 8); }
    SUBCASE("gravon_replay, barrage") {
        from_random_setups<gravon_replay_rules<barrage_rules>>(4, 9);
    }
}

TEST_CASE("ST-8.7 harness: capped random games reach their end and keep the invariants") {
    SUBCASE("classic") {
        const auto stats = check_playouts(state<capped<classic_rules>>{}, 3, 11, 100000);
        CHECK(stats.terminal == stats.games);
    }
    SUBCASE("barrage") {
        const auto stats = check_playouts(state<capped<barrage_rules>>{}, 10, 12, 100000);
        CHECK(stats.terminal == stats.games);
    }
    SUBCASE("ultimate_lightning") {
        const auto stats = check_playouts(state<capped<ultimate_lightning_rules>>{}, 8, 13, 100000);
        CHECK(stats.terminal == stats.games);
    }
}

TEST_CASE("ST-8.7 ST-9.13 harness: every named ruleset of the descriptor, capped as the tool plays it") {
    // Every node's full-state, move and outcome texts round-trip (the
    // harness's text checks), under each name the tool takes for --rules.
    std::uint64_t seed = 60;
    arbiter::for_each_rules<descriptor>([&]<class Named>(std::type_identity<Named>) {
        using R = descriptor::capped<typename Named::rules_type>;
        INFO("rules ", Named::name);
        const auto start = descriptor::start<R>({});
        REQUIRE(start.has_value());
        const auto stats = check_playouts(*start, 1, seed++, 100000);
        CHECK(stats.terminal == stats.games);
        CHECK(stats.decisions >= 80);
    });
}

TEST_CASE("ST-3.5 harness: random games from real Gravon setups (classic-setups.txt)") {
    const auto setups = classic_setups(8);
    for (std::size_t i = 0; i + 1 < setups.size(); i += 2) {
        const auto start = start_game(setups[i], setups[i + 1]);
        REQUIRE_MESSAGE(start.has_value(), start.error().what());
        REQUIRE_FALSE(is_terminal(*start));
        const auto stats = check_playouts(*start, 1, 20 + i, 300);
        CHECK(stats.decisions >= 300);
        // The same setups under the ISF preset.
        const auto isf = start_game<isf_rules>(setups[i], setups[i + 1]);
        REQUIRE(isf.has_value());
        check_playouts(*isf, 1, 40 + i, 200);
    }
}

namespace {

// Random games played by legal_moves and play alone, from random setups.
template <rules_policy R>
std::size_t nodes_of_random_games(int games, std::uint64_t seed, int max_plies) {
    std::mt19937_64 rng(seed);
    std::size_t nodes = 0;
    for (int g = 0; g < games; ++g) {
        state<R> s = play(play(state<R>{}, random_arrangement<R>(rng)), random_arrangement<R>(rng));
        for (int ply = 0; ply < max_plies && !is_terminal(s); ++ply, ++nodes) {
            const auto moves = legal_moves(s);
            s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
        }
    }
    return nodes;
}

// The plays of the player to move by the square-by-square walk of every
// piece and the restriction check, which legal_moves must list in the same
// order; `restricted` counts the plays a restriction took out.
template <rules_policy R>
std::vector<move> walked_plays(const state<R>& s, int& restricted) {
    std::vector<move> out;
    detail::visit_basic_moves(s, s.to_move(), [&](move m, bool attack) {
        if (restriction_on(s, m, attack) == restriction::none)
            out.push_back(m);
        else
            ++restricted;
        return false;
    });
    return out;
}

int* volatile escaped =
    nullptr;  // a volatile store keeps the optimiser from eliding the allocation

}  // namespace

TEST_CASE("legal_moves and play never touch the heap") {
    std::size_t nodes = 0;
    const std::size_t allocations = arbiter::testing::allocations_during([&] {
        nodes += nodes_of_random_games<classic_rules>(20, 1, 1000);
        nodes += nodes_of_random_games<isf_rules>(5, 2, 1000);
        nodes += nodes_of_random_games<ultimate_lightning_rules>(20, 3, 1000);
        nodes += nodes_of_random_games<barrage_rules>(20, 4, 1000);
    });
    CHECK(nodes > 20000);
    CHECK(allocations == 0);
}

TEST_CASE("ST-0.2 ST-4.3 ST-6.2 ST-9.4 legal_moves lists the plays of the walk, in its order, in random games of "
          "every ruleset") {
    // legal_moves lists most pieces without a branch per square
    // (detail::list_plays); the walk is the rules as written.
    int restricted = 0, chasing = 0;
    std::size_t nodes = 0;
    std::uint64_t seed = 90;
    arbiter::for_each_rules<descriptor>([&]<class Named>(std::type_identity<Named>) {
        using R = descriptor::capped<typename Named::rules_type>;
        INFO("rules ", Named::name);
        const auto start = descriptor::start<R>({});
        REQUIRE(start.has_value());
        std::mt19937_64 rng(seed++);
        for (int game = 0; game < 12; ++game) {
            for (state<R> s = *start; !is_terminal(s);) {
                const auto moves = legal_moves(s);
                if (s.phase() == phase::play) {
                    ++nodes;
                    if constexpr (R::more_squares != chase_rule::off)
                        chasing += s.chase().counter[static_cast<std::size_t>(s.to_move())] >= 2;
                    const auto walked = walked_plays(s, restricted);
                    REQUIRE(std::vector<move>(moves.begin(), moves.end()) == walked);
                    // ST-8.2: the turn began because has_legal_move said so, and rightly
                    REQUIRE(has_legal_move(s));
                    REQUIRE_FALSE(walked.empty());
                }
                s = play(s, moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))]);
            }
        }
    });
    CHECK(nodes > 20000);
    CHECK(restricted > 0);  // the two-square rule stopped a piece
    CHECK(chasing > 0);     // and the more-squares rule could have
}

TEST_CASE("the counter does see allocations (so the zero above means something)") {
    const std::size_t n = arbiter::testing::allocations_during([] {
        escaped = new int(3);
        delete escaped;
    });
    CHECK(n == 1);
}

// Every preset is a game (checked with static_assert for every variant).
static_assert(arbiter::game<state<classic_rules>>);
static_assert(arbiter::game<state<isf_rules>>);
static_assert(arbiter::game<state<isf3_rules>>);
static_assert(arbiter::game<state<milton_bradley_rules>>);
static_assert(arbiter::game<state<barrage_rules>>);
static_assert(arbiter::game<state<duell_rules>>);
static_assert(arbiter::game<state<ultimate_lightning_rules>>);
static_assert(arbiter::game<state<gravon_replay_rules<>>>);
static_assert(arbiter::game<state<gravon_replay_rules<barrage_rules>>>);
static_assert(arbiter::game<state<gravon_replay_rules<classic_rules, setup_rule::free>>>);

TEST_CASE(
    "ST-4.9 ST-6.7 sizes are pinned: a move is 2 bytes; states are trivially copyable and their "
    "sizes known") {
    static_assert(std::is_trivially_copyable_v<move>);
    static_assert(std::is_trivially_copyable_v<state<classic_rules>>);
    static_assert(std::is_trivially_copyable_v<state<isf_rules>>);
    static_assert(std::is_trivially_copyable_v<state<ultimate_lightning_rules>>);
    CHECK(sizeof(move) == 2);  // ST-4.9: start and end square
    CHECK(sizeof(piece) == 1);
    // classic: board 100 + removed counts 2 x 12 + two-square runs 2 x (3
    // moves + length + flag = 8) + ply counters 2 x 2 + phase, side, placed
    // 3 + rescues 2 + result 2 = 151, padded to 2-byte alignment.
    CHECK(sizeof(state<classic_rules>) == 152);
    CHECK(sizeof(state<milton_bradley_rules>) == 152);
    CHECK(sizeof(state<barrage_rules>) == 152);  // the army changes no field
    CHECK(sizeof(state<duell_rules>) == 152);
    // gravon_replay: limit 5 keeps 5 moves per run: runs 2 x 12, 159 -> 160.
    CHECK(sizeof(state<gravon_replay_rules<>>) == 160);
    CHECK(sizeof(state<gravon_replay_rules<barrage_rules>>) == 160);
    // isf: runs of 5 (159 -> 160) + the chase record of ST-9.4: counters
    // 2 x 2, 210 plies x 2 bytes, head and size = 426.
    CHECK(sizeof(state<isf_rules>) == 586);
    // isf3: runs of 3 (151 -> 152) + 426.
    CHECK(sizeof(state<isf3_rules>) == 578);
    // ultimate_lightning: 151 -> 152 + the kind masks of ST-9.11 (one
    // uint16 per square = 200).
    CHECK(sizeof(state<ultimate_lightning_rules>) == 352);
}

// ------------------------------------------------------------------ a reference reading of the
// rules
//
// A slow, direct reading of ST-4, ST-5, ST-6, ST-7.3-7.4, ST-8.2-8.3,
// ST-9.1-9.8, ST-9.11 and ST-9.12, written without the engine's shortcuts:
// pieces carry identities (the engine follows a piece by its square), the
// two-square rule reads the whole history of own moves (the engine keeps a
// run), and the chase rule compares whole remembered positions (the engine
// undoes plies). Random games, biased towards going back and forth, are
// played on both and compared at every node.

namespace {

template <rules_policy R>
class reference {
public:
    explicit reference(const state<R>& s) {
        at_.fill(-1);
        for (int i = 0; i < board_size; ++i)
            if (!s.at(i).empty()) add_piece(i, s.at(i).type(), s.at(i).owner(), s.at(i).revealed());
        to_move_ = s.to_move();
        positions_.push_back(identities());
    }

    // ST-0.2, ST-4.2-4.7, ST-9.5, ST-9.11: player p's basic moves, as (from, to).
    std::vector<std::pair<int, int>> basic_moves(player_id p) const {
        std::vector<std::pair<int, int>> out;
        const int dr[] = {1, 0, -1, 0}, dc[] = {0, 1, 0, -1};
        auto open = [&](int r, int c) {
            return r >= 0 && r < 10 && c >= 0 && c < 10 && !is_lake(r * 10 + c);
        };
        for (int from = 0; from < board_size; ++from) {
            const int id = at_[static_cast<std::size_t>(from)];
            if (id < 0 || piece_of(id).owner != p || !is_movable(piece_of(id).k)) continue;
            const kind k = piece_of(id).k;
            const int r0 = from / 10, c0 = from % 10;
            for (int d = 0; d < 4; ++d) {
                for (int n = 1; n < 10; ++n) {
                    const int r = r0 + dr[d] * n, c = c0 + dc[d] * n;
                    if (!open(r, c)) break;
                    const int to = r * 10 + c;
                    const int there = at_[static_cast<std::size_t>(to)];
                    const bool reach = n == 1 || k == kind::scout;
                    const bool strike = n == 1 || R::scout_strike == scout_rule::move_and_strike;
                    if (there < 0) {
                        if (reach) out.emplace_back(from, to);
                        continue;
                    }
                    if (reach && strike && piece_of(there).owner != p) out.emplace_back(from, to);
                    break;
                }
            }
            if (R::captain_two_step && k == kind::captain) {
                for (int d1 = 0; d1 < 4; ++d1) {
                    const int r1 = r0 + dr[d1], c1 = c0 + dc[d1];
                    if (!open(r1, c1) || at_[static_cast<std::size_t>(r1 * 10 + c1)] >= 0) continue;
                    for (int d2 = 0; d2 < 4; ++d2) {
                        const int r = r1 + dr[d2], c = c1 + dc[d2];
                        if (!open(r, c) || r * 10 + c == from) continue;
                        const int to = r * 10 + c;
                        const int there = at_[static_cast<std::size_t>(to)];
                        if (there >= 0 && piece_of(there).owner == p) continue;
                        if (std::find(out.begin(), out.end(), std::pair{from, to}) == out.end())
                            out.emplace_back(from, to);
                    }
                }
            }
        }
        return out;
    }

    std::vector<std::pair<int, int>> legal_moves_now() const {
        std::vector<std::pair<int, int>> out;
        for (const auto& m : basic_moves(to_move_))
            if (!two_square_forbids(m) && !chase_forbids(m)) out.push_back(m);
        return out;
    }

    // ST-4, ST-5, ST-7.3-7.4: plays (from, to) for the player to move.
    void play(int from, int to) {
        const player_id p = to_move_;
        const int mover = at_[static_cast<std::size_t>(from)];
        const int defender = at_[static_cast<std::size_t>(to)];
        const bool attack = defender >= 0;
        chase_update_before(p, from);
        piece_of(mover).moved = true;
        at_[static_cast<std::size_t>(from)] = -1;
        bool stands = true;
        if (!attack) {
            at_[static_cast<std::size_t>(to)] = mover;
        } else {
            piece_of(mover).revealed = true;
            const kind a = piece_of(mover).k, d = piece_of(defender).k;
            const char outcome = combat_outcome(a, d);
            if (outcome == 'A') {
                remove(defender);
                at_[static_cast<std::size_t>(to)] = mover;
                if (d == kind::flag) flag_captured_ = true;
            } else if (outcome == 'D') {
                remove(mover);
                stands = false;
                if (R::defense == defense_rule::revealed) {
                    piece_of(defender).revealed = true;
                } else {  // ST-9.7: the survivor beat the attacker, and that is all
                    std::uint16_t beat = 0;
                    for (int k = 0; k < num_kinds; ++k)
                        if (combat_outcome(a, static_cast<kind>(k)) == 'D')
                            beat |= kind_bit(static_cast<kind>(k));
                    piece_of(defender).mask &= beat;
                }
            } else {
                remove(mover);
                remove(defender);
                at_[static_cast<std::size_t>(to)] = -1;
                stands = false;
            }
        }
        if (stands) {  // ST-7.3, ST-9.11
            const bool straight = from / 10 == to / 10 || from % 10 == to % 10;
            const int distance =
                straight ? std::abs(to / 10 - from / 10) + std::abs(to % 10 - from % 10) : 2;
            if (R::captain_two_step ? (!straight || distance > 2) : distance > 1)
                piece_of(mover).revealed = true;
            else if (R::captain_two_step && distance == 2)  // ST-9.11: a Scout or a Captain
                piece_of(mover).mask &=
                    static_cast<std::uint16_t>(kind_bit(kind::scout) | kind_bit(kind::captain));
        }
        history_.push_back({p, mover, from, to, attack});
        chase_update_after(p, from, to, attack);
        positions_.push_back(identities());
        last_mover_square_ = to;
        to_move_ = opponent(p);
    }

    // ST-9.12: whether the player who just moved may rescue now.
    bool may_rescue(player_id p) const {
        return rescue_open(p) && piece_of(at_[static_cast<std::size_t>(last_mover_square_)]).k != kind::scout;
    }
    // ST-9.12, ST-7.9: whether a rescue is offered tells whether the piece
    // that just moved is a Scout, when every other condition holds.
    void note_rescue_offer(player_id p) {
        if (!rescue_open(p)) return;
        auto& pc = piece_of(at_[static_cast<std::size_t>(last_mover_square_)]);
        pc.mask &= pc.k == kind::scout ? kind_bit(kind::scout)
                                       : static_cast<std::uint16_t>(~kind_bit(kind::scout));
    }
    // Every condition of ST-9.12 but the piece's kind.
    bool rescue_open(player_id p) const {
        if (!R::rescue || flag_captured_) return false;
        const int id = at_[static_cast<std::size_t>(last_mover_square_)];
        if (id < 0 || piece_of(id).owner != p || piece_of(id).rescued)
            return false;
        if (last_mover_square_ / 10 != (p == red ? 9 : 0) ||
            rescues_[static_cast<std::size_t>(p)] >= 2)
            return false;
        bool removed_any = false, room = false;
        for (const auto& pc : pieces_)
            removed_any = removed_any || (pc.owner == p && pc.removed && pc.k != kind::flag);
        for (int i = 0; i < board_size; ++i)
            room = room || (at_[static_cast<std::size_t>(i)] < 0 && !is_lake(i) &&
                            (p == red ? i < 50 : i >= 50));
        return removed_any && room;
    }
    void rescue(player_id p, kind k, int sq) {
        for (auto& pc : pieces_)
            if (pc.owner == p && pc.removed && pc.k == k) {
                pc.removed = false;  // it comes back as a new piece below
                break;
            }
        add_piece(sq, k, p, true);
        piece_of(at_[static_cast<std::size_t>(last_mover_square_)]).rescued = true;
        ++rescues_[static_cast<std::size_t>(p)];
        positions_.assign(1,
                          identities());  // no earlier position equals one with the rescued piece
    }

    player_id to_move() const { return to_move_; }
    bool flag_captured() const { return flag_captured_; }

    // The engine's board, piece by piece: kind, colour and marks. Returns
    // the first square where they differ ("" if none).
    std::string difference(const state<R>& s) const {
        for (int i = 0; i < board_size; ++i) {
            const int id = at_[static_cast<std::size_t>(i)];
            const piece pc = s.at(i);
            if (pc.empty() != (id < 0)) return square_name(i) + ": occupied in one only";
            if (id < 0) continue;
            const auto& r = piece_of(id);
            if (pc.type() != r.k || pc.owner() != r.owner)
                return square_name(i) + ": another piece";
            if (pc.moved() != r.moved) return square_name(i) + ": moved mark";
            if (pc.revealed() != r.revealed) return square_name(i) + ": revealed mark";
            if (pc.has_rescued() != r.rescued) return square_name(i) + ": rescued mark";
            // ST-7.9: what the record leaves for the piece.
            const std::uint16_t expect =
                r.revealed
                    ? kind_bit(r.k)
                    : static_cast<std::uint16_t>(r.mask & (r.moved ? movable_kinds : all_kinds));
            if (possible_kinds(s, i) != expect) return square_name(i) + ": possible kinds";
        }
        return {};
    }

private:
    struct ref_piece {
        kind k;
        player_id owner;
        bool moved = false, revealed = false, rescued = false, removed = false;
        std::uint16_t mask = all_kinds;  // what the public record allows beyond the marks
    };

    // ST-5.3 rules 1-5, ST-9.6, ST-9.8: A, D or T (a Flag captured is A).
    static char combat_outcome(kind a, kind d) {
        if (d == kind::flag) return 'A';
        if (d == kind::bomb)
            return a == kind::miner ? 'A' : (R::bombs == bomb_rule::one_time ? 'T' : 'D');
        if (a == kind::spy && d == kind::marshal) return 'A';
        if (a != d) return static_cast<int>(a) > static_cast<int>(d) ? 'A' : 'D';
        return R::ties == tie_rule::attacker_wins ? 'A' : 'T';
    }
    struct ply {
        player_id p;
        int piece;
        int from, to;
        bool attack;
    };

    ref_piece& piece_of(int id) { return pieces_[static_cast<std::size_t>(id)]; }
    const ref_piece& piece_of(int id) const { return pieces_[static_cast<std::size_t>(id)]; }
    void add_piece(int sq, kind k, player_id owner, bool revealed) {
        at_[static_cast<std::size_t>(sq)] = static_cast<int>(pieces_.size());
        pieces_.push_back({k, owner, false, revealed});
    }
    void remove(int id) { piece_of(id).removed = true; }

    std::array<int, board_size> identities() const {
        std::array<int, board_size> out{};
        for (std::size_t i = 0; i < out.size(); ++i) {
            const int id = at_[i];
            out[i] = id < 0 ? -1 : static_cast<int>(piece_of(id).k) * 2 + piece_of(id).owner;
        }
        return out;
    }

    // ST-6.2, ST-9.1-9.3: the last L own moves of the player to move.
    bool two_square_forbids(std::pair<int, int> m) const {
        constexpr int limit = R::two_square_limit;
        if (limit == 0) return false;
        const int x = at_[static_cast<std::size_t>(m.first)];
        const bool attack = at_[static_cast<std::size_t>(m.second)] >= 0;
        if (R::two_square_attacks == repetition_attacks::reset && attack) return false;
        std::vector<ply> own;
        for (auto it = history_.rbegin();
             it != history_.rend() && static_cast<int>(own.size()) < limit; ++it)
            if (it->p == to_move_) own.push_back(*it);
        if (static_cast<int>(own.size()) < limit) return false;
        for (const ply& o : own) {
            if (o.piece != x) return false;
            if (R::two_square_attacks == repetition_attacks::reset && o.attack) return false;
        }
        if constexpr (R::two_square_scouts == repetition_squares::endpoints) {
            for (const ply& o : own)
                if (!((o.from == m.first && o.to == m.second) ||
                      (o.from == m.second && o.to == m.first)))
                    return false;
            return true;
        } else {
            // ST-9.3: some border crossed by this move and every one of those.
            for (const auto& e : edges(m.first, m.second)) {
                bool all = true;
                for (const ply& o : own) {
                    const auto oe = edges(o.from, o.to);
                    all = all && std::find(oe.begin(), oe.end(), e) != oe.end();
                }
                if (all) return true;
            }
            return false;
        }
    }
    static std::vector<std::pair<int, int>> edges(int a, int b) {
        std::vector<std::pair<int, int>> out;
        const int step = a / 10 == b / 10 ? (b > a ? 1 : -1) : (b > a ? 10 : -10);
        for (int sq = a; sq != b; sq += step)
            out.emplace_back(std::min(sq, sq + step), std::max(sq, sq + step));
        return out;
    }

    // ST-9.4, the procedure as written.
    void chase_update_before(player_id p, int s) {
        const auto o = static_cast<std::size_t>(opponent(p));
        if (last_[o] && adjacent(s, last_[o]->second))
            ++counter_[o];
        else
            counter_[o] = 0;
    }
    void chase_update_after(player_id p, int s, int t, bool attack) {
        const auto me = static_cast<std::size_t>(p), o = static_cast<std::size_t>(opponent(p));
        last_[me] = std::pair{s, t};
        if (attack) counter_[me] = counter_[o] = 0;
        if (next_to_opponent(t, p))
            ++counter_[me];
        else
            counter_[me] = 0;
    }
    bool next_to_opponent(int t, player_id p) const {
        for (int n = 0; n < board_size; ++n) {
            const int id = at_[static_cast<std::size_t>(n)];
            if (adjacent(n, t) && id >= 0 && piece_of(id).owner != p) return true;
        }
        return false;
    }
    bool chase_forbids(std::pair<int, int> m) const {
        if (R::more_squares == chase_rule::off) return false;
        const auto [s, t] = m;
        if (at_[static_cast<std::size_t>(t)] >= 0) return false;  // attacks never
        const player_id p = to_move_;
        if (!next_to_opponent(t, p)) return false;  // a.
        const auto& mine = last_[static_cast<std::size_t>(p)];
        if (mine && mine->first == t && mine->second == s) return false;  // b.
        auto after = identities();                                        // c.
        after[static_cast<std::size_t>(t)] = after[static_cast<std::size_t>(s)];
        after[static_cast<std::size_t>(s)] = -1;
        const int n =
            static_cast<int>(positions_.size()) - 1;  // plies since the start (or the rescue)
        for (int k = 1; k <= std::min(counter_[static_cast<std::size_t>(p)] - 1, R::chase_window);
             ++k)
            if (n - k >= 0 && positions_[static_cast<std::size_t>(n - k)] == after) return true;
        return false;
    }

    std::array<int, board_size> at_{};
    std::vector<ref_piece> pieces_;
    std::vector<ply> history_;
    std::array<int, 2> counter_{};
    std::array<std::optional<std::pair<int, int>>, 2> last_{};
    std::vector<std::array<int, board_size>> positions_;
    std::array<int, 2> rescues_{};
    player_id to_move_ = red;
    int last_mover_square_ = 0;
    bool flag_captured_ = false;
};

// Random games on the engine and the reference side by side. Moves are
// biased towards the reverse of the mover's own last move, so that the
// two-square rule and chases come up often.
template <rules_policy R>
void compare_with_reference(int games, std::uint64_t seed, int max_plies) {
    std::mt19937_64 rng(seed);
    int forbidden_seen = 0;
    for (int g = 0; g < games; ++g) {
        state<R> s = play(play(state<R>{}, random_arrangement<R>(rng)), random_arrangement<R>(rng));
        reference<R> ref(s);
        std::array<std::optional<move>, 2> last_own{};
        for (int ply = 0; ply < max_plies; ++ply) {
            INFO("game ", g, " ply ", ply, " position ", to_position_string(s));
            const std::string diff = ref.difference(s);
            REQUIRE_MESSAGE(diff.empty(), diff);
            const auto expected = ref.legal_moves_now();
            forbidden_seen +=
                static_cast<int>(ref.basic_moves(ref.to_move()).size() - expected.size());
            if (is_terminal(s)) {
                // ST-8.1-8.3: the end the reference sees.
                if (ref.flag_captured()) {
                    CHECK(s.result().reason == end_reason::flag_captured);
                } else {
                    CHECK(expected.empty());
                    const bool other = !ref.basic_moves(opponent(ref.to_move())).empty();
                    CHECK(s.result() ==
                          (other ? game_result{opponent(ref.to_move()), end_reason::no_legal_move}
                                 : game_result{-1, end_reason::both_unable_to_move}));
                }
                break;
            }
            REQUIRE(s.phase() == phase::play);
            REQUIRE(current_player(s) == ref.to_move());
            const auto moves = legal_moves(s);
            std::vector<std::pair<int, int>> got;
            for (const move& m : moves) got.emplace_back(m.from, m.to);
            std::sort(got.begin(), got.end());
            auto want = expected;
            std::sort(want.begin(), want.end());
            REQUIRE(got == want);
            // Choose: the reverse of the own last move half of the time.
            const player_id p = s.to_move();
            move m = moves[static_cast<std::size_t>(arbiter::uniform_below(rng, moves.size()))];
            if (const auto& l = last_own[static_cast<std::size_t>(p)];
                l && arbiter::uniform_below(rng, 2) == 0) {
                const move back = move::step(l->to, l->from);
                if (moves.contains(back)) m = back;
            }
            last_own[static_cast<std::size_t>(p)] = m;
            s = play(s, m);
            ref.play(m.from, m.to);
            ref.note_rescue_offer(p);
            if (ref.may_rescue(p) != (s.phase() == phase::rescue)) {
                FAIL_CHECK("the rescue offer differs from ST-9.12");
                break;
            }
            if (s.phase() == phase::rescue) {
                const auto options = legal_moves(s);
                const move r =
                    options[static_cast<std::size_t>(arbiter::uniform_below(rng, options.size()))];
                if (r.is_rescue()) ref.rescue(p, r.piece_kind(), r.to);
                s = play(s, r);
            }
        }
    }
    CHECK(forbidden_seen > 0);  // the restrictions did come up
}

// Small armies meet sooner; the chase and borders knobs on top.
struct barrage_isf3_rules : barrage_rules {
    static constexpr auto two_square_scouts = repetition_squares::borders;
    static constexpr auto more_squares = chase_rule::isf;
};
struct barrage_isf_reset_rules : barrage_rules {
    static constexpr int two_square_limit = 5;
    static constexpr auto two_square_attacks = repetition_attacks::reset;
    static constexpr auto more_squares = chase_rule::isf;
};
struct silent_ties_rules : classic_rules {
    static constexpr auto defense = defense_rule::silent;
    static constexpr auto ties = tie_rule::attacker_wins;
};

}  // namespace

TEST_CASE(
    "ST-4 ST-5 ST-6 ST-7.3 ST-7.4 ST-8.2 ST-8.3 ST-9 reference: legal moves, combat, marks and "
    "ends agree with a direct reading of the rules") {
    SUBCASE("classic") { compare_with_reference<classic_rules>(3, 101, 3000); }
    SUBCASE("isf") { compare_with_reference<isf_rules>(2, 102, 3000); }
    SUBCASE("isf3") { compare_with_reference<isf3_rules>(2, 103, 3000); }
    SUBCASE("milton_bradley") { compare_with_reference<milton_bradley_rules>(2, 104, 3000); }
    SUBCASE("barrage, isf3 knobs") { compare_with_reference<barrage_isf3_rules>(12, 105, 3000); }
    SUBCASE("barrage, isf with reset") {
        compare_with_reference<barrage_isf_reset_rules>(12, 106, 3000);
    }
    SUBCASE("duell") { compare_with_reference<duell_rules>(12, 107, 3000); }
    SUBCASE("ultimate_lightning") {
        compare_with_reference<ultimate_lightning_rules>(16, 108, 3000);
    }
    SUBCASE("silent defense, attacker wins ties") {
        compare_with_reference<silent_ties_rules>(3, 109, 3000);
    }
}

namespace {

// The chase games of tests/data/stratego/chase-games/ replayed on the engine
// and the reference side by side: chases are what random play never makes.
// With `ends_in_chase`, the last ply must be refused (it repeats a chase).
template <rules_policy R>
void compare_along(const std::filesystem::path& path, bool ends_in_chase) {
    std::ifstream in(path);
    REQUIRE(in);
    std::string board, line;
    std::getline(in, board);
    std::vector<move> plies;
    while (std::getline(in, line))
        if (!line.empty()) plies.push_back(mv(line));
    auto start = parse_position<R>(board + " r");
    REQUIRE(start.has_value());
    state<R> s = *start;
    reference<R> ref(s);
    int chase_forbidden = 0;
    for (std::size_t i = 0; i < plies.size(); ++i) {
        INFO(path.filename().string(), " ply ", i + 1);
        const std::string diff = ref.difference(s);
        REQUIRE_MESSAGE(diff.empty(), diff);
        std::vector<std::pair<int, int>> got, want = ref.legal_moves_now();
        for (const move& m : legal_moves(s)) got.emplace_back(m.from, m.to);
        std::sort(got.begin(), got.end());
        std::sort(want.begin(), want.end());
        REQUIRE(got == want);
        detail::visit_basic_moves(s, s.to_move(), [&](move m, bool attack) {
            chase_forbidden += restriction_on(s, m, attack) == restriction::more_squares ? 1 : 0;
            return false;
        });
        const bool listed = legal_moves(s).contains(plies[i]);
        if (i + 1 == plies.size() && ends_in_chase) {
            CHECK_FALSE(listed);
            break;
        }
        REQUIRE(listed);
        s = play(s, plies[i]);
        ref.play(plies[i].from, plies[i].to);
    }
    if (ends_in_chase) CHECK(chase_forbidden > 0);
}

template <rules_policy R>
void compare_along_chase_games() {
    const std::string dir = std::string(ARBITER_TEST_DATA_DIR) + "/stratego/chase-games/";
    for (const char* folder : {"continuous_chase_games", "continuous_chase_games_new"}) {
        std::vector<std::filesystem::path> paths;
        for (const auto& e : std::filesystem::directory_iterator(dir + folder))
            paths.push_back(e.path());
        std::sort(paths.begin(), paths.end());
        for (std::size_t i = 0; i < paths.size(); i += 20)
            compare_along<R>(paths[i], true);  // a spread sample
    }
    compare_along<R>(dir + "strategus_games/attack_chase_376.txt", true);
    compare_along<R>(dir + "strategus_games/attack_chase.txt", false);
}

}  // namespace

TEST_CASE(
    "ST-9.4 reference: along the chase games every node's legal moves agree with the procedure "
    "read directly") {
    SUBCASE("isf") { compare_along_chase_games<isf_rules>(); }
    SUBCASE("isf3") { compare_along_chase_games<isf3_rules>(); }
}
