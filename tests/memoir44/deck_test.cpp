// Units, terrain codes, the command deck and the two rulesets' data
// (RULES.md M44-2, M44-3, M44-4, M44-T-2, M44-T-3.2, M44-T-4.2, M44-S-1.1).
#include <arbiter/memoir44/rules.hpp>

#include <doctest/doctest.h>

#include <set>
#include <string>

namespace {
using namespace arbiter::memoir44;
}

TEST_CASE("M44-2.2 full strength: infantry 4, armor 3, artillery 2, special forces 4, elite armor 4") {
    CHECK(full_strength(unit_kind::infantry) == 4);
    CHECK(full_strength(unit_kind::armor) == 3);
    CHECK(full_strength(unit_kind::artillery) == 2);
    CHECK(full_strength(unit_kind::special_forces) == 4);
    CHECK(full_strength(unit_kind::elite_armor) == 4);
    CHECK(base_kind(unit_kind::special_forces) == unit_kind::infantry);
    CHECK(base_kind(unit_kind::elite_armor) == unit_kind::armor);
    CHECK(base_kind(unit_kind::artillery) == unit_kind::artillery);
}

TEST_CASE("M44-3.1 M44-9.3 terrain codes . f h t g r b s o, one per terrain") {
    CHECK(terrain_code(terrain::clear) == '.');
    CHECK(terrain_code(terrain::hedgerow) == 'g');
    CHECK(terrain_code(terrain::bridge) == 'b');
    CHECK(terrain_code(terrain::ocean) == 'o');
    for (int t = 0; t < num_terrains; ++t) CHECK(terrain_of_code(terrain_code(static_cast<terrain>(t))) == t);
    CHECK(terrain_of_code('x') == -1);
    CHECK(terrain_of_code('F') == -1);
}

TEST_CASE("M44-4.1 the deck: 60 cards, 40 section and 20 tactic, 30 distinct ids") {
    CHECK(total(full_deck) == deck_size);
    int section_cards = 0, tactic_cards = 0;
    std::set<std::string> ids;
    for (int i = 0; i < num_card_ids; ++i) {
        const auto c = static_cast<card>(i);
        (is_tactic(c) ? tactic_cards : section_cards) += info(c).count;
        ids.insert(std::string(card_name(c)));
        CHECK(card_of_name(card_name(c)) == i);
    }
    CHECK(section_cards == num_section_cards);
    CHECK(tactic_cards == num_tactic_cards);
    CHECK(ids.size() == 30);
    CHECK(card_of_name("attack") == -1);
    // The table's counts.
    CHECK(info(card::probe_c).count == 5);
    CHECK(info(card::attack_c).count == 4);
    CHECK(info(card::recon_in_force).count == 3);
    CHECK(info(card::armor_assault).count == 2);
    CHECK(info(card::their_finest_hour).count == 1);
}

TEST_CASE("M44-4.1 section totals: Left 11, Center 13, Right 11, all sections 4, Pincer 1") {
    int left = 0, center = 0, right = 0, all = 0, pincer = 0;
    for (int i = 0; i < num_card_ids; ++i) {
        const auto& c = cards[static_cast<std::size_t>(i)];
        if (c.kind != card_class::section) {
            CHECK(c.orders == section_allowance{});
            continue;
        }
        const int used = (c.orders[0] > 0) + (c.orders[1] > 0) + (c.orders[2] > 0);
        if (used == 3) all += c.count;
        else if (used == 2) pincer += c.count;
        else if (c.orders[0] > 0) left += c.count;
        else if (c.orders[1] > 0) center += c.count;
        else right += c.count;
    }
    CHECK(left == 11);
    CHECK(center == 13);
    CHECK(right == 11);
    CHECK(all == 4);
    CHECK(pincer == 1);
}

TEST_CASE("M44-T-3.2 M44-S-10 section allowances: Recon 1, Probe 2, Attack 3, Assault 4 (tutorial) or all") {
    CHECK(info(card::recon_l).orders == section_allowance{1, 0, 0});
    CHECK(info(card::probe_c).orders == section_allowance{0, 2, 0});
    CHECK(info(card::attack_r).orders == section_allowance{0, 0, 3});
    CHECK(info(card::assault_c).orders == section_allowance{0, all_units, 0});
    CHECK(info(card::recon_in_force).orders == section_allowance{1, 1, 1});
    CHECK(info(card::general_advance).orders == section_allowance{2, 2, 2});
    CHECK(info(card::pincer_move).orders == section_allowance{2, 0, 2});
    CHECK(tutorial_rules::assault_orders == 4);
    CHECK(standard_rules::assault_orders == all_units);
}

TEST_CASE("M44-T-2.1 M44-S-1.1 movement: tutorial 1/2/1, standard 2/3/1") {
    CHECK(tutorial_rules::move_allowance[static_cast<int>(unit_kind::infantry)] == 1);
    CHECK(tutorial_rules::move_allowance[static_cast<int>(unit_kind::armor)] == 2);
    CHECK(tutorial_rules::move_allowance[static_cast<int>(unit_kind::artillery)] == 1);
    CHECK(standard_rules::move_allowance[static_cast<int>(unit_kind::infantry)] == 2);
    CHECK(standard_rules::move_allowance[static_cast<int>(unit_kind::special_forces)] == 2);
    CHECK(standard_rules::move_allowance[static_cast<int>(unit_kind::armor)] == 3);
    CHECK(standard_rules::move_allowance[static_cast<int>(unit_kind::artillery)] == 1);
    // M44-E-28: infantry that moved 2 cannot battle, special forces can,
    // artillery that moved 1 cannot, armor that moved 3 can.
    CHECK(standard_rules::move_and_battle[static_cast<int>(unit_kind::infantry)] == 1);
    CHECK(standard_rules::move_and_battle[static_cast<int>(unit_kind::special_forces)] == 2);
    CHECK(standard_rules::move_and_battle[static_cast<int>(unit_kind::artillery)] == 0);
    CHECK(standard_rules::move_and_battle[static_cast<int>(unit_kind::armor)] == 3);
}

TEST_CASE("M44-T-4.2 M44-E-11 tutorial dice by range up to 8; artillery rolls 3 at range 4") {
    const auto inf = tutorial_rules::dice[0], arm = tutorial_rules::dice[1], art = tutorial_rules::dice[2];
    CHECK(inf[1] == 3);
    CHECK(inf[3] == 3);
    CHECK(inf[4] == 2);
    CHECK(inf[6] == 2);
    CHECK(inf[7] == 1);
    CHECK(inf[8] == 1);
    CHECK(arm == inf);
    CHECK(art[4] == 3);
    CHECK(art[5] == 2);
    CHECK(art[8] == 1);
    CHECK(max_range<tutorial_rules>() == 8);  // range 9 cannot fire
}

TEST_CASE("M44-S-1.1 standard dice: infantry 3-2-1, armor 3-3-3, artillery 3-3-2-2-1-1") {
    using row = std::array<std::uint8_t, 9>;
    CHECK(standard_rules::dice[0] == row{0, 3, 2, 1, 0, 0, 0, 0, 0});
    CHECK(standard_rules::dice[1] == row{0, 3, 3, 3, 0, 0, 0, 0, 0});
    CHECK(standard_rules::dice[2] == row{0, 3, 3, 2, 2, 1, 1, 0, 0});
    CHECK(max_range<standard_rules>() == 6);
}
