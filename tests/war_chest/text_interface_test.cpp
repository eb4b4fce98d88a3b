// War Chest's outer interface: the text of moves, chance outcomes and whole
// states under the names every game shares (core/text_game.hpp), the named
// move constructors, and the descriptor (core/descriptor.hpp) with random
// playouts of every named rules entry.

#include <doctest/doctest.h>

#include <string>
#include <type_traits>
#include <vector>

#include "common/harness.hpp"
#include "helpers.hpp"

using namespace wc_test;

namespace {

template <class R>
struct ti_hooks {
    move random_move(const state<R>&, std::mt19937_64& rng) {
        auto below = [&](std::uint64_t n) { return static_cast<std::uint8_t>(arbiter::uniform_below(rng, n)); };
        move m;
        m.kind = static_cast<action>(below(14));
        m.coin = below(6) == 0 ? no_coin : below(num_coin_types);
        m.from = below(grid_size);
        m.to = below(grid_size);
        m.card = below(num_coin_types);
        m.seat = below(4);
        return m;
    }
    // WC-16.2, WC-16.3: at every node, what each seat sees of each listed
    // move and outcome: the actor all of it, the others no hidden coin.
    void invariant(const state<R>& s) {
        const player_id who = current_player(s);
        for (player_id viewer = 0; viewer < state<R>::seats; ++viewer) {
            for (const move& m : legal_moves(s)) {
                const std::string seen = public_text(s, m, viewer);
                if (viewer == who) CHECK(seen == to_string(s, m));
                else if (m.kind == action::claim || m.kind == action::pass) CHECK(seen == action_name(m.kind));
                else if (m.kind == action::recruit) CHECK(seen == "recruit " + coin_string(m.card));
                else CHECK(seen == to_string(s, m));
            }
            for (const auto& o : chance_outcomes(s)) {
                const std::string seen = public_text(s, o.outcome, viewer);
                const std::string all = to_string(s, o.outcome);
                if (seen == all) continue;  // a deal, a flip, or the drawer's own draw
                CHECK(all.starts_with("draw "));
                for (std::string_view name : coin_names) CHECK(seen.find(name) == std::string::npos);
            }
        }
    }
};

outcome ti_outcome(std::initializer_list<int> coins) {
    outcome o;
    for (int c : coins) o.coins[o.count++] = static_cast<std::uint8_t>(c);
    return o;
}

}  // namespace

TEST_CASE("WC-19.5 WC-19.6 random playouts of every named rules entry, capped as the tool plays them") {
    std::uint64_t seed = 40;
    int entries = 0;
    arbiter::for_each_rules<descriptor>([&]<class Named>(std::type_identity<Named>) {
        using R = descriptor::capped<typename Named::rules_type>;
        INFO("rules ", Named::name, ", ", R::players, " players");
        const auto start = descriptor::start<R>({});
        REQUIRE(start.has_value());
        const auto stats = arbiter::testing::check_random_playouts(*start, ti_hooks<R>{}, 1, seed++);
        CHECK(stats.games == 1);
        CHECK(stats.terminal == 1);  // the cap ends every game (WC-19.6)
        CHECK(stats.chance_nodes > 0);
        ++entries;
    });
    CHECK(entries == 8);
}

TEST_CASE("WC-19.5 WC-19.6 WC-11 descriptor: the tool's names, players, cap and utility") {
    static_assert(arbiter::game_descriptor<descriptor>);
    CHECK(descriptor::name == "war-chest");
    CHECK(arbiter::rules_names<descriptor>() ==
          std::vector<std::string_view>{"random", "draft", "first-game", "gaugamela", "bannockburn", "crecy"});
    CHECK(arbiter::players_of<descriptor>("random") == std::vector<int>{2, 4});
    CHECK(arbiter::players_of<descriptor>("draft") == std::vector<int>{2, 4});
    CHECK(arbiter::players_of<descriptor>("crecy").empty());
    bool four_player_draft = false;
    CHECK(arbiter::with_rules<descriptor>("draft", 4, [&]<class Named>(std::type_identity<Named>) {
        four_player_draft = std::is_same_v<typename Named::rules_type, four_player_draft_rules>;
    }));
    CHECK(four_player_draft);
    CHECK_FALSE(arbiter::with_rules<descriptor>("chess", 0, [](auto) {}));
    CHECK(descriptor::cap.limit == 200);  // WC-19.6
    CHECK(descriptor::capped<standard_rules>::round_limit == 200);
    CHECK(descriptor::capped<crecy_rules>::setup == setup_kind::crecy);
    CHECK(descriptor::utility.low == -1);
    CHECK(descriptor::utility.high == 1);
}

TEST_CASE("WC-3 WC-15.5 descriptor: start from the rules' own start or from a full-state text") {
    CHECK(*descriptor::start<standard_rules>({}) == state<standard_rules>{});
    CHECK(*descriptor::start<gaugamela_rules>({}) == state<gaugamela_rules>{});  // WC-15.5: the flip is due
    S s = blank(armies_of({unit::archer}, {unit::scout}));
    give(s, 0, unit::archer);
    const std::string text = to_string(s);
    const auto resumed = descriptor::start<fixed_rules>({0, text});
    REQUIRE(resumed.has_value());
    CHECK(*resumed == s);
    const auto four = descriptor::start<standard_rules>({4, {}});
    REQUIRE_FALSE(four.has_value());
    CHECK(four.error().message == "these rules are played by 2 players, not 4 (WC-14.1, WC-19.5)");
    const auto bad = descriptor::start<fixed_rules>({0, "war_chest round=x"});
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().what().starts_with("line 1, column 17: "));
}

TEST_CASE("WC-18 named move constructors spell the notation's moves") {
    const int ar = index(unit::archer);
    CHECK(move::deploy(ar, hx("c2")) == mv("deploy archer c2"));
    CHECK(move::bolster(ar, hx("c2")) == mv("bolster archer c2"));
    CHECK(move::claim(royal) == mv("claim royal"));
    CHECK(move::pass(ar) == mv("pass archer"));
    CHECK(move::recruit(royal, ar) == mv("recruit royal archer"));
    CHECK(move::move_unit(ar, hx("d4"), hx("e4")) == mv("move archer d4 e4"));
    CHECK(move::move_unit(no_coin, hx("d4"), hx("e4")) == mv("move d4 e4"));
    CHECK(move::control(ar, hx("d3")) == mv("control archer d3"));
    CHECK(move::attack(index(unit::swordsman), hx("e4"), hx("f4")) == mv("attack swordsman e4 f4"));
    CHECK(move::tactic(ar, hx("d4"), hx("f4")) == mv("tactic archer d4 f4"));
    CHECK(move::tactic(index(unit::ensign), hx("d4"), hx("e5"), hx("d5")) == mv("tactic ensign d4 e5 d5"));
    CHECK(move::footman_tactic(index(unit::footman)) == mv("tactic footman"));
    CHECK(move::decline() == mv("decline"));
    CHECK(move::soak(true) == mv("soak supply"));
    CHECK(move::soak(false) == mv("soak stack"));
    CHECK(move::pick(unit::light_cavalry) == mv("pick light_cavalry"));
    CHECK(move::ban(unit::scout) == mv("ban scout"));
    CHECK(move::choose(3) == mv("choose 3"));
    // every field says one thing: the Ensign's ordered unit and destination
    const move e = move::tactic(index(unit::ensign), hx("d4"), hx("e5"), hx("d5"));
    CHECK(e.from == hx("d4"));
    CHECK(e.ordered == hx("e5"));
    CHECK(e.to == hx("d5"));
    CHECK(move::recruit(royal, ar).card == ar);
    CHECK(move::choose(3).seat == 3);
}

TEST_CASE("WC-18 the text interface of a move: to_string(s, m), parse_move(s, text), errors located") {
    const S s = blank(armies_of({unit::archer}, {unit::scout}));
    CHECK(to_string(s, mv("deploy archer c2")) == "deploy archer c2");
    CHECK(*parse_move(s, "attack crossbowman d3 f3") == mv("attack crossbowman d3 f3"));
    const auto bad = parse_move(s, "recruit royal wizard");
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().position == 14);
    CHECK(bad.error().what() == "line 1, column 15: unknown coin 'wizard'");
    CHECK(parse_move(s, "deploy archer z9").error().what() == "line 1, column 15: hex file 'z' is not a-g");
    CHECK(parse_move(s, "deploy archer").error().what() == "line 1, column 14: deploy needs 1 hex name");
    CHECK(parse_move(s, "decline now").error().what() == "line 1, column 9: unexpected 'now' after the move");
    CHECK(parse_move(s, "deploy archer\nz9").error().what() == "line 2, column 1: hex file 'z' is not a-g");
    CHECK(parse_move("deploy archer\nz9").error().what() == "line 2, column 1: hex file 'z' is not a-g");
}

TEST_CASE("WC-18 WC-2.2 a move's words read in any case, as its coin and hex names do") {
    const S s = blank(armies_of({unit::archer}, {unit::scout}));
    CHECK(*parse_move(s, "Deploy Archer C2") == mv("deploy archer c2"));
    CHECK(*parse_move(s, "ATTACK crossbowman D3 f3") == mv("attack crossbowman d3 f3"));
    CHECK(*parse_move("Soak SUPPLY") == move::soak(true));
    CHECK(*parse_move("soak Stack") == move::soak(false));
    CHECK(*parse_move("DECLINE") == move::decline());
    CHECK(*parse_move("Pick Lancer") == mv("pick lancer"));
    CHECK(parse_move(s, "Deploys archer c2").error().what().starts_with("line 1, column 1: unknown action 'Deploys'"));
    CHECK(parse_move("soak Supplies").error().what() == "line 1, column 6: soak is 'supply' or 'stack', not 'Supplies'");
}

TEST_CASE("WC-3.3 WC-15.1 a deal in words") {
    const state<standard_rules> s;
    const outcome archer = ti_outcome({index(unit::archer)});
    CHECK(to_string(s, archer) == "deal archer");
    CHECK(*parse_outcome(s, "deal archer") == archer);
    CHECK(*parse_outcome(s, "1 0 255 255") == archer);  // the numeric form of earlier logs
    for (const auto& o : chance_outcomes(s)) CHECK(*parse_outcome(s, to_string(s, o.outcome)) == o.outcome);
    CHECK(parse_outcome(s, "deal royal").error().what() == "line 1, column 6: unknown unit 'royal'");
    CHECK(parse_outcome(s, "deal archer scout").error().what() == "line 1, column 13: a deal is one card");
    CHECK(parse_outcome(s, "flip A").error().what() ==
          "line 1, column 1: the outcome here is a deal (e.g. 'deal archer'), not 'flip'");
    // a card dealt already is no outcome
    const state<standard_rules> dealt = play(s, archer);
    CHECK(parse_outcome(dealt, "deal archer").error().what() ==
          "line 1, column 1: 'deal archer' is not a possible outcome here (WC-17)");
    CHECK(parse_outcome(dealt, "1 0 255 255").error().what() ==
          "line 1, column 1: '1 0 255 255' is not a possible outcome here (WC-17)");
}

TEST_CASE("WC-3.5 the initiative flip in words") {
    const state<gaugamela_rules> s;
    CHECK(to_string(s, ti_outcome({0})) == "flip A");
    CHECK(to_string(s, ti_outcome({1})) == "flip B");
    CHECK(*parse_outcome(s, "flip B") == ti_outcome({1}));
    CHECK(*parse_outcome(s, "1 1 255 255") == ti_outcome({1}));
    CHECK(parse_outcome(s, "flip C").error().what() == "line 1, column 6: the flip is won by side A or B");
}

TEST_CASE("WC-4.3 WC-17.3 a draw in words, the coins ascending; the numeric form of earlier logs") {
    const S s(armies_of({unit::archer, unit::pikeman}, {unit::scout}), 0);  // round 1, seat 0 draws
    REQUIRE(s.phase() == phase::draw);
    const outcome o = ti_outcome({index(unit::archer), index(unit::pikeman), royal});
    CHECK(to_string(s, o) == "draw archer pikeman royal");
    CHECK(*parse_outcome(s, "draw archer pikeman royal") == o);
    CHECK(*parse_outcome(s, "draw royal archer pikeman") == o);  // a multiset: any order
    CHECK(*parse_outcome(s, " 3 0 11 16 ") == o);
    for (const auto& c : chance_outcomes(s)) CHECK(*parse_outcome(s, to_string(s, c.outcome)) == c.outcome);
    CHECK(parse_outcome(s, "draw archer archer archer").error().what() ==
          "line 1, column 1: 'draw archer archer archer' is not a possible outcome here (WC-17)");  // 2 in the bag
    CHECK(parse_outcome(s, "draw a b c d").error().what() == "line 1, column 6: unknown coin 'a'");
    CHECK(parse_outcome(s, "draw archer archer royal royal").error().what() ==
          "line 1, column 26: a draw is at most 3 coins (WC-4.3)");
    CHECK(parse_outcome(s, "draw").error().what() == "line 1, column 5: draw needs coin names or 'nothing'");
    CHECK(parse_outcome(s, "3 0 11").error().what() ==
          "line 1, column 7: expected a coin count and three coin slots, four numbers");
    CHECK(parse_outcome(s, "3 0 11 999").error().what() ==
          "line 1, column 8: a coin slot must be a whole number from 0 to 255, not '999'");
    CHECK(parse_outcome(s, "").error().what() == "line 1, column 1: empty outcome: expected e.g. 'draw archer royal'");
    // no coin left to draw anywhere
    S empty = s;
    S::edit{empty}.coins(0) = zones{};
    REQUIRE(chance_outcomes(empty).size() == 1);
    CHECK(to_string(empty, chance_outcomes(empty)[0].outcome) == "draw nothing");
    CHECK(*parse_outcome(empty, "draw nothing") == outcome{});
    // not a chance node
    const S use = blank(armies_of({unit::archer}, {unit::scout}));
    CHECK(parse_outcome(use, "draw archer").error().what() == "line 1, column 1: the state is not a chance node (WC-17)");
}

TEST_CASE("the full-state text: errors located by line and column") {
    S s = blank(armies_of({unit::archer}, {unit::scout}));
    give(s, 0, unit::archer);
    const std::string text = to_string(s);
    CHECK(*parse_state<fixed_rules>(text) == s);
    CHECK(*arbiter::state_from_text<S>(text) == s);
    std::string bad = text;
    const std::size_t pool = bad.find("pool=");
    REQUIRE(pool != std::string::npos);
    bad.insert(pool + 5, "wizard");
    const auto r = parse_state<fixed_rules>(bad);
    REQUIRE_FALSE(r.has_value());
    const std::size_t line_start = bad.rfind('\n', pool) + 1;
    CHECK(r.error().position == pool + 5);
    // Line 3: after the header (core/state_header.hpp) and the first line of the old text.
    CHECK(r.error().what() == "line 3, column " + std::to_string(pool + 5 - line_start + 1) + ": unknown unit 'wizard'");
}
