// The outer interface every game shares: the text interface of
// core/text_game.hpp with the state, the descriptor (core/descriptor.hpp),
// what an observer may see of a decision or an outcome (public_text,
// RULES.md M44-7), and the random games of the harness for every named
// rules entry, so that the full-state text, every listed decision and every
// chance outcome read back as themselves under every variant.
#include <doctest/doctest.h>

#include <arbiter/core.hpp>

#include <random>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "common/harness.hpp"
#include "helpers.hpp"

namespace {

using namespace m44_test;

// The harness's hooks: unlisted decisions of any shape.
struct iface_hooks {
    template <class S>
    move random_move(const S&, std::mt19937_64& rng) {
        return any_decision(rng);
    }
};

}  // namespace

// ------------------------------------------------------------------ the text interface

TEST_CASE("M44-11.1 the text interface: decisions and outcomes with the state read as their notation") {
    const auto s = start({.units = "allies inf F3; axis inf F7"},
                         {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                         {card::probe_l, card::probe_r, card::attack_c, card::barrage});
    for (const auto& m : legal_moves(s)) {
        CHECK(to_string(s, m) == to_string(m));
        const auto back = parse_move(s, to_string(s, m));
        REQUIRE_MESSAGE(back.has_value(), back.error().what());
        CHECK(*back == m);
    }
    const auto fresh = start_game<tutorial_rules>(brennau_crossing());
    for (const auto& o : chance_outcomes(fresh)) {
        CHECK(to_string(fresh, o.outcome) == to_string(o.outcome));
        const auto back = parse_outcome(fresh, to_string(fresh, o.outcome));
        REQUIRE(back.has_value());
        CHECK(*back == o.outcome);
    }
}

TEST_CASE("M44-11.1 every decision with no argument has its named constructor, spelled as the rules spell it") {
    CHECK(to_string(move::stay()) == "stay");
    CHECK(to_string(move::hold_fire()) == "hold-fire");
    CHECK(to_string(move::end_turn()) == "end-turn");
    CHECK(to_string(move::react()) == "react");
    CHECK(to_string(move::no_react()) == "no-react");
    CHECK(to_string(move::end_orders()) == "end-orders");
    CHECK(to_string(move::end_moves()) == "end-moves");
    CHECK(to_string(move::end_battles()) == "end-battles");
    CHECK(to_string(move::ignore_flag()) == "ignore-flag");
    CHECK(to_string(move::take_flag()) == "take-flag");
    CHECK(to_string(move::take_ground()) == "take-ground");
    CHECK(to_string(move::hold_ground()) == "hold-ground");
    CHECK(to_string(move::no_overrun()) == "no-overrun");
    CHECK(to_string(move::ambush()) == "ambush");
    CHECK(to_string(move::no_ambush()) == "no-ambush");
    CHECK(outcome::draw(card::barrage).drawn_card() == card::barrage);
    CHECK(outcome::hits(2, 3).hit_count() == 2);
    CHECK(outcome::defense(defense_face::grenade).defense_shown() == defense_face::grenade);
}

TEST_CASE("M44-11.1 a bad decision or outcome read with the state is located: line 1 and the column") {
    const auto s = start_game<tutorial_rules>(brennau_crossing());
    const auto m = parse_move(s, "move F3-z4");
    REQUIRE_FALSE(m.has_value());
    CHECK(m.error().line == 1);
    CHECK(m.error().column == 9);
    CHECK(m.error().what().rfind("line 1, column 9: ", 0) == 0);
    CHECK(m.error().message.find("line") == std::string::npos);  // said once, by what()
    const auto o = parse_outcome(s, "roll 4/3");
    REQUIRE_FALSE(o.has_value());
    CHECK(o.error().what() == "line 1, column 6: more hits than dice");
    const auto w = parse_outcome(s, "deal probe-l");
    REQUIRE_FALSE(w.has_value());
    CHECK(w.error().what().rfind("line 1, column 1: 'deal' is not a chance outcome", 0) == 0);
}

TEST_CASE("M44-11 the full-state text: to_string(s) is to_text(s), read back through state_from_text") {
    const auto s = act(start({.units = "allies inf F3; axis inf F7"},
                             {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                             {card::probe_l, card::probe_r, card::attack_c, card::barrage}),
                       "play probe-c");
    CHECK(to_string(s) == to_text(s));
    const auto back = arbiter::state_from_text<state<tutorial_rules>>(to_string(s));
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(*back == s);
    // Bad input: what and where, once.
    std::string text = to_string(s);
    text.replace(text.find("phase=activation"), 16, "phase=lunch");
    const auto bad = parse_state<tutorial_rules>(text);
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().line == 14);  // after the header line (core/state_header.hpp)
    CHECK(bad.error().what().rfind("line 14, column ", 0) == 0);
    CHECK(bad.error().column == 15);  // at the value
    CHECK(bad.error().message.rfind("phase must be one of deal, play-card, activation, ", 0) == 0);
    CHECK(bad.error().message.find(", not 'lunch'") != std::string::npos);
}

TEST_CASE("M44-4.1 the card totals of a state text are checked and told at the deck line") {
    const auto s = start_game<tutorial_rules>(brennau_crossing());
    std::string text = to_string(s);
    text.replace(text.find("probe-l*4"), 9, "probe-l*3");
    const auto bad = parse_state<tutorial_rules>(text);
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().what() == "line 8, column 1: the piles and the cards in play hold 3 probe-l, not 4 (M44-4.1)");
}

// ------------------------------------------------------------------ the descriptor

TEST_CASE("M44-0.1 the descriptor: the tool's name, the named rules with the tutorial first, returns in [-1, 1]") {
    using D = descriptor;
    CHECK(D::name == "memoir44");
    CHECK(arbiter::rules_names<D>() == std::vector<std::string_view>{"tutorial", "standard", "standard-sections"});
    CHECK(D::utility.low == -1);
    CHECK(D::utility.high == 1);
    CHECK(D::cap.limit == 0);  // M44-8.7: no turn limit, every game ends
    static_assert(std::is_same_v<D::capped<standard_rules>, standard_rules>);
    bool sections = false;
    CHECK(arbiter::with_rules<D>("standard-sections", 0, [&]<class N>(std::type_identity<N>) {
        sections = std::is_same_v<typename N::rules_type, standard_sections_rules>;
    }));
    CHECK(sections);
    CHECK_FALSE(arbiter::with_rules<D>("standard-partial", 0, [](auto) {}));
}

TEST_CASE("M44-5.1 M44-SC the descriptor's start: Brennau Crossing by default, a shipped scenario, a scenario text or a state") {
    using D = descriptor;
    const auto brennau = D::start<tutorial_rules>({});
    REQUIRE(brennau.has_value());
    CHECK(*brennau == start_game<tutorial_rules>(brennau_crossing()));
    const auto hedgerow = D::start<standard_rules>({.setup = "hedgerow-lane"});
    REQUIRE(hedgerow.has_value());
    CHECK(*hedgerow == start_game<standard_rules>(hedgerow_lane()));
    const auto by_name = D::start<standard_rules>({.setup = "Hedgerow Lane"});
    REQUIRE(by_name.has_value());
    CHECK(*by_name == *hedgerow);
    const auto text = D::start<tutorial_rules>({.setup = to_string(hedgerow_lane())});
    REQUIRE_MESSAGE(text.has_value(), text.error().what());
    CHECK(*text == start_game<tutorial_rules>(hedgerow_lane()));
    const auto dealt = start({.units = "allies inf F3; axis inf F7"},
                             {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                             {card::probe_l, card::probe_r, card::attack_c, card::barrage});
    const auto state_text = D::start<tutorial_rules>({.setup = to_string(dealt)});
    REQUIRE(state_text.has_value());
    CHECK(*state_text == dealt);
    // Bad setups: what and where.
    const auto unknown = D::start<tutorial_rules>({.setup = "  omaha-beach"});
    REQUIRE_FALSE(unknown.has_value());
    CHECK(unknown.error().what().rfind("line 1, column 3: no shipped scenario is called 'omaha-beach'", 0) == 0);
    const auto broken = D::start<tutorial_rules>({.setup = "m44-scenario 1\nname:\n"});
    REQUIRE_FALSE(broken.has_value());
    CHECK(broken.error().line == 2);
    const auto other_rules = D::start<standard_rules>({.setup = to_string(dealt)});
    REQUIRE_FALSE(other_rules.has_value());
    CHECK(other_rules.error().what() == "line 1, column 21: this is a state of rules 'tutorial'; it was read as one of 'standard'");
    // A text written before the header: its own `rules:` line says so.
    const std::string old = to_string(dealt).substr(to_string(dealt).find('\n') + 1);
    const auto old_rules = D::start<standard_rules>({.setup = old});
    REQUIRE_FALSE(old_rules.has_value());
    CHECK(old_rules.error().what() == "line 2, column 1: this reader takes the standard ruleset's states");
}

TEST_CASE("M44-5 M44-11 random games of every named rules entry: every node's state, decisions and outcomes read back") {
    arbiter::for_each_rules<descriptor>([]<class N>(std::type_identity<N>) {
        using S = arbiter::capped_state_of<descriptor, N>;
        INFO("rules ", N::name);
        const auto start_state = descriptor::start<typename descriptor::capped<typename N::rules_type>>({});
        REQUIRE(start_state.has_value());
        const auto stats = arbiter::testing::check_random_playouts<S>(*start_state, iface_hooks{}, 2, 15, 20000);
        CHECK(stats.games == 2);
        CHECK(stats.terminal == 2);
    });
}

// ------------------------------------------------------------------ what an observer sees

TEST_CASE("M44-7.2 M44-6.1 a drawn card is seen by the drawer only; the opponent sees that a card was drawn") {
    const auto s = start_game<tutorial_rules>(brennau_crossing());  // the deal: the Allies draw first (M44-5.1)
    REQUIRE(s.drawing == side::allies);
    const auto o = outcome::draw(card::probe_l);
    CHECK(public_text(s, o, player_of(side::allies)) == "draw probe-l");
    CHECK(public_text(s, o, player_of(side::axis)) == "draw ?");
    CHECK(arbiter::seen_text(s, o, player_of(side::axis)) == "draw ?");
    // The end-of-turn draw: the drawer is the side that played (M44-T-8.1).
    auto t = start({.units = "allies inf F3; axis inf F7"},
                   {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                   {card::probe_l, card::probe_r, card::attack_c, card::barrage});
    t = act(act(act(t, "play probe-c"), "activate F3/C"), "stay");
    t = act(act(t, "hold-fire"), "end-turn");
    REQUIRE(t.step == phase::draw);
    REQUIRE(t.drawing == side::allies);
    CHECK(public_text(t, outcome::draw(card::dig_in), player_of(side::allies)) == "draw dig-in");
    CHECK(public_text(t, outcome::draw(card::dig_in), player_of(side::axis)) == "draw ?");
}

TEST_CASE("M44-7.1 dice and every decision but the kept card are public, in the notation of M44-11.1") {
    const auto s = start({.units = "allies inf F3; axis inf F7"},
                         {card::probe_c, card::attack_l, card::recon_in_force, card::air_power},
                         {card::probe_l, card::probe_r, card::attack_c, card::barrage});
    for (const auto viewer : {player_of(side::allies), player_of(side::axis)}) {
        for (const auto& m : legal_moves(s)) CHECK(public_text(s, m, viewer) == to_string(s, m));
        CHECK(public_text(s, outcome::hits(2, 3), viewer) == "roll 2/3");
        CHECK(public_text(s, outcome::defense(defense_face::flag), viewer) == "defense flag");
        CHECK(public_text(s, outcome::roll({1, 0, 1, 0, 1}), viewer) == "roll I1 A0 G1 S0 F1");
    }
}

TEST_CASE("M44-7.2 M44-S-10.1 M44-E-36 after Recon the kept card is private, the discarded one public") {
    const auto s = at_recon_keep();
    const auto keep = move::keep(card::attack_r);
    CHECK(public_text(s, keep, player_of(side::allies)) == "keep attack-r");
    CHECK(public_text(s, keep, player_of(side::axis)) == "keep ? discard probe-l");
    CHECK(public_text(s, move::keep(card::probe_l), player_of(side::axis)) == "keep ? discard attack-r");
    // The two draws after Recon are the drawer's too (M44-7.2).
    auto before = start<standard_sections_rules>({.units = "allies inf F3; axis inf F9"},
                                                 {card::probe_c, card::attack_c, card::assault_c, card::recon_c},
                                                 {card::probe_c, card::probe_l, card::probe_r, card::attack_l});
    before = act(act(act(before, "play recon-c"), "order F3/C"), "end-moves");
    REQUIRE(before.step == phase::draw);
    CHECK(public_text(before, outcome::draw(card::probe_l), player_of(side::axis)) == "draw ?");
    CHECK(public_text(before, outcome::draw(card::probe_l), player_of(side::allies)) == "draw probe-l");
}
