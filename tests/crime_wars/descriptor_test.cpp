// The descriptor (crime_wars/descriptor.hpp): the named rules are the tool's
// menu, the concept checks of every named policy, its action codec and
// observation tensor included (here, once, rather than in a header every
// includer compiles), how a game starts from options and a setup text, and
// the text interface reached through the generic names.

#include <doctest/doctest.h>

#include <arbiter/core.hpp>
#include <arbiter/crime_wars.hpp>

#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "helpers.hpp"

using namespace cw_test;

namespace {

// Every concept a named policy's state must satisfy, checked per entry so
// that a failure names it.
template <class Named>
struct cw_descriptor_concepts {
    using S = arbiter::state_of<descriptor, Named>;
    static_assert(std::is_same_v<S, arbiter::capped_state_of<descriptor, Named>>, "CW-12.8: the cap is the setup's");
    static_assert(arbiter::game<S>);
    static_assert(arbiter::hidden_information_game<S>);
    static_assert(arbiter::text_game<S>);
    static_assert(arbiter::has_public_text<S>);
    // The index codec (actions.hpp) and the observation tensor (tensor.hpp).
    static_assert(arbiter::action_codec<index_codec<typename Named::rules_type>, S>);
    static_assert(arbiter::has_observation_tensor<S>);
    static_assert(arbiter::observation_shape_of<S>.size() ==
                  S::num_seats * (110 + S::num_players + S::num_seats) + 90 + 3 * S::num_seats + S::num_players);
    static_assert(Named::players == S::num_players);
    static constexpr bool checked = true;
};
template <class... Named>
constexpr bool cw_descriptor_all_checked(arbiter::rules_list<Named...>) {
    return (cw_descriptor_concepts<Named>::checked && ...);
}
static_assert(cw_descriptor_all_checked(descriptor::rules{}));
static_assert(arbiter::game_descriptor<descriptor>);

// Each entry's name, players and variant_names<R>() (the state text's header).
struct cw_descriptor_row {
    std::string name;
    int players;
    std::string variants;
};
std::vector<cw_descriptor_row> cw_descriptor_rows() {
    std::vector<cw_descriptor_row> out;
    arbiter::for_each_rules<descriptor>([&]<class Named>(std::type_identity<Named>) {
        out.push_back({std::string(Named::name), Named::players, variant_names<typename Named::rules_type>()});
    });
    return out;
}

}  // namespace

TEST_CASE("descriptor: the named rules are the tool's menu, the standard two-player game first") {
    CHECK(descriptor::name == "crime-wars");
    const auto rows = cw_descriptor_rows();
    REQUIRE(rows.size() == 34);
    CHECK(rows[0].name == "standard");
    CHECK(rows[0].players == 2);
    CHECK(rows[0].variants == "-");
    CHECK(arbiter::rules_names<descriptor>() ==
          std::vector<std::string_view>{"standard", "hardcore", "hardcore,bounty", "alliance", "aggressor", "rush",
                                        "diceless", "curse", "gambling", "bounty", "two-teams", "great-empire",
                                        "alliance,great-empire", "two-teams,great-empire", "two-teams,merged-decks",
                                        "two-teams,great-empire,merged-decks"});
    CHECK(arbiter::players_of<descriptor>("standard") == std::vector<int>{2, 3, 4, 5, 6, 7, 8});
    CHECK(arbiter::players_of<descriptor>("hardcore") == std::vector<int>{2, 4});
    CHECK(arbiter::players_of<descriptor>("two-teams") == std::vector<int>{2, 3, 4});  // CW-V1.17: controllers
    CHECK(arbiter::players_of<descriptor>("great-empire") == std::vector<int>{3, 4});  // CW-V7.1
    for (const auto& row : rows) {
        // CW-V10.1: the name never says multiple-decks; the rules add it above four teams.
        std::string named = row.name == "standard" ? std::string() : row.name;
        const bool two_teams = named.find("two-teams") != std::string::npos;
        if ((two_teams ? 2 * row.players : row.players) > 4) named += (named.empty() ? "" : ",") + std::string("multiple-decks");
        CHECK_MESSAGE(row.variants == (named.empty() ? "-" : named), row.name, " with ", row.players, " players");
    }
    // The tool's lookup: a name and a number of players, or the name's first entry.
    int seen = 0;
    CHECK(arbiter::with_rules<descriptor>("hardcore,bounty", 5, [&]<class Named>(std::type_identity<Named>) {
        seen = Named::players;
        CHECK(std::is_same_v<typename Named::rules_type,
                             rules<5, variant::hardcore, variant::bounty, variant::multiple_decks>>);
    }));
    CHECK(seen == 5);
    CHECK(arbiter::with_rules<descriptor>("standard", 0, [&]<class Named>(std::type_identity<Named>) {
        CHECK(std::is_same_v<typename Named::rules_type, standard_rules>);
    }));
    CHECK_FALSE(arbiter::with_rules<descriptor>("bounty", 6, [](auto) {}));  // not in the menu
    CHECK_FALSE(arbiter::with_rules<descriptor>("rush-hour", 0, [](auto) {}));
}

TEST_CASE("descriptor: utility range and cap") {
    CHECK(descriptor::utility.low == 0);
    CHECK(descriptor::utility.high == 1);
    CHECK(descriptor::cap.limit == 0);  // CW-12.8: the turn cap is setup::turn_limit, chosen at run time
}

TEST_CASE("CW-2.4 CW-3.5 CW-12.8 descriptor: a game starts from the default or from a setup text") {
    const auto plain = descriptor::start<standard_rules>({});
    REQUIRE(plain.has_value());
    CHECK(*plain == state<standard_rules>{});
    CHECK(plain->phase() == phase::choose_first);  // CW-3.5: rolled for

    const auto set = descriptor::start<rules<3>>({.players = 3, .setup = "first=1 turn-limit=40 teams=HSC"});
    REQUIRE_MESSAGE(set.has_value(), set.error().what());
    CHECK(set->first_player() == 1);
    CHECK(set->turn_limit() == 40);
    CHECK(set->team(0).team == 1);
    CHECK(set->team(1).team == 0);
    CHECK(set->phase() == phase::dealing);  // CW-3.6: the opening draws
    CHECK(*set == *start_game<rules<3>>(setup{.teams = {1, 0, 2, 3, 4, 5, 6, 7}, .first = 1, .turn_limit = 40}));

    const auto wrong_players = descriptor::start<rules<3>>({.players = 4, .setup = {}});
    REQUIRE_FALSE(wrong_players.has_value());
    CHECK(wrong_players.error().what() == "these rules are for 3 players, not 4");
}

TEST_CASE("CW-2.1 CW-V1.2 CW-V1.11 setup text: read back, and bad setups refused with where and why") {
    using alliance = rules<4, variant::alliance>;
    const auto su = parse_setup<alliance>("allies=1,0,3,2 play-on=yes restore-snitch=yes first=-");
    REQUIRE_MESSAGE(su.has_value(), su.error().what());
    CHECK(su->allies[0] == 1);
    CHECK(su->allies[3] == 2);
    CHECK(su->play_on);
    CHECK(su->restore_snitch);
    CHECK(su->first == -1);
    const auto again = parse_setup<alliance>(setup_text<alliance>(*su));
    REQUIRE_MESSAGE(again.has_value(), again.error().what());
    CHECK(*start_game<alliance>(*again) == *start_game<alliance>(*su));
    CHECK(setup_text<standard_rules>(setup{}) == "first=- turn-limit=0 teams=SH");
    CHECK(parse_setup<standard_rules>("").has_value());  // every default

    const auto fails = [](const auto& r, std::string_view what) {
        REQUIRE_FALSE(r.has_value());
        CHECK(r.error().what() == what);
    };
    fails(parse_setup<standard_rules>("first=2"), "line 1, column 7: first must be a whole number from 0 to 1, not '2'");
    fails(parse_setup<standard_rules>("first=0 first=1"), "line 1, column 9: first= is given twice");
    fails(parse_setup<standard_rules>("seats=2"),
          "line 1, column 1: a setup key must be one of first, turn-limit, teams, allies, play-on, restore-snitch, not "
          "'seats'");
    fails(parse_setup<standard_rules>("teams=SX"),
          "line 1, column 8: 'X' is not a team letter: S, H, C, D (s, h, c, d for a second pack)");
    fails(parse_setup<standard_rules>("teams=SS"), "line 1, column 1: seat 1 and seat 0 both take team S (CW-2.1, CW-V10.2)");
    fails(parse_setup<standard_rules>("play-on"), "line 1, column 1: expected key=value, got 'play-on'");
    fails(parse_setup<alliance>("allies=1,2,3,0"),
          "line 1, column 1: seat 0 is allied with seat 1, who is not allied with him: alliances are pairs (CW-V1.2, "
          "CW-V1.3)");
    fails(parse_setup<alliance>("allies=1,0"), "line 1, column 8: allies= names one ally per seat: 4 seats");
    fails(descriptor::start<standard_rules>({.players = 0, .setup = "turn-limit=x"}),
          "line 1, column 12: turn-limit must be a whole number from 0 to 1000000000, not 'x'");
}

TEST_CASE("text interface: the generic names reach the game's readers (core/text_game.hpp)") {
    using S = state<rules<4, variant::alliance>>;
    S s;
    s = play(s, outcome::first_player(2));
    const auto back = arbiter::state_from_text<S>(to_string(s));
    REQUIRE_MESSAGE(back.has_value(), back.error().what());
    CHECK(*back == s);
    const auto bad = arbiter::state_from_text<S>("crime-wars players=4 variants=alliance\n");
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().line == 2);  // where the phase line is due
    // seen_text: public_text for Crime Wars, which hides the hand's cards.
    const auto drawn = outcome::draw(c(7));
    CHECK(arbiter::seen_text(s, drawn, 2) == "draw 7C");
    CHECK(arbiter::seen_text(s, drawn, 1) == "draw a card");
}
