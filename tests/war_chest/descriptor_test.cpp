// War Chest's descriptor (core/descriptor.hpp): the tool's names, players,
// cap and utility, the start from the rules or from a full-state text, and
// random playouts of every named rules entry, capped as the tool plays them.

#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "common/harness.hpp"
#include "helpers.hpp"

using namespace wc_test;

namespace {

template <class R>
struct descriptor_hooks {
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

}  // namespace

TEST_CASE("WC-19.5 WC-19.6 random playouts of every named rules entry, capped as the tool plays them") {
    std::uint64_t seed = 40;
    int entries = 0;
    arbiter::for_each_rules<descriptor>([&]<class Named>(std::type_identity<Named>) {
        using R = descriptor::capped<typename Named::rules_type>;
        INFO("rules ", Named::name, ", ", R::players, " players");
        const auto start = descriptor::start<R>({});
        REQUIRE(start.has_value());
        const auto stats = arbiter::testing::check_random_playouts(*start, descriptor_hooks<R>{}, 1, seed++);
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
