// The full-state text of War Chest (state_text.hpp): a position writes and
// reads back, and bad text names what and where (line and column). The
// reader refuses states that play cannot continue from: each pending record
// must name the unit, decider and coins its decision needs (WC-13, WC-18),
// and the state as a whole must be playable (core/playable.hpp). Each
// refusal names the field and where it starts.

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "helpers.hpp"

using namespace wc_test;

namespace {

std::string checks_read_data(const std::string& name) {
    std::ifstream in(std::string(ARBITER_TEST_DATA_DIR) + "/war_chest/" + name);
    REQUIRE_MESSAGE(in.good(), "cannot open ", name);
    std::stringstream buf;
    buf << in.rdbuf();
    return buf.str();
}

// The text of s with its pending list replaced by `records`.
template <class R>
std::string checks_with_pending(const state<R>& s, const std::string& records) {
    std::string text = to_string(s);
    const std::size_t at = text.rfind("pending=");
    REQUIRE(at != std::string::npos);
    return text.substr(0, at) + "pending=" + records + "\n";
}

// The reader's refusal of `text`: it must refuse, say something, and point at
// the record `record` (its offset in the text).
template <class R>
arbiter::error checks_refusal(const std::string& text, const std::string& record) {
    const auto r = parse_state<R>(text);
    REQUIRE_MESSAGE(!r.has_value(), "accepted:\n", text);
    const arbiter::error& e = r.error();
    CHECK_FALSE(e.message.empty());
    CHECK_MESSAGE(e.message.find("pending") == 0, e.message);  // names the field
    CHECK_MESSAGE(e.position == text.find(record, text.rfind("pending=")), e.what());
    return e;
}

bool has(const arbiter::error& e, std::string_view part) { return e.message.find(part) != std::string::npos; }

const armies checks_four{set_of({unit::archer, unit::pikeman, unit::scout}), set_of({unit::swordsman, unit::knight, unit::royal_guard}),
                         set_of({unit::footman, unit::ensign, unit::lancer}), set_of({unit::mercenary, unit::marshall, unit::cavalry})};

struct checks_online : fixed_rules {
    static constexpr bool wp_draw_before_soak = true;  // WC-19.4
};
struct checks_always : fixed_rules {
    static constexpr royal_guard_soak soak = royal_guard_soak::always;  // WC-19.2
};

// A's Swordsman e4(2) attacks B's Royal Guard f4, B has Royal Guard coins in
// supply: the real soak record is soak:1:f4:e4:0.
template <class R = fixed_rules>
state<R> checks_soak_position() {
    auto s = blank<R>(armies_of({unit::swordsman, unit::warrior_priest}, {unit::royal_guard, unit::pikeman}));
    put(s, "e4", unit::swordsman, 2);
    put(s, "f4", unit::royal_guard);
    put(s, "d4", unit::warrior_priest);
    return s;
}

}  // namespace

TEST_CASE("WC-18 the full-state text: a hand-made position reads back; bad text names what and where") {
    auto s = blank(armies_of({unit::swordsman, unit::warrior_priest}, {unit::royal_guard}));
    put(s, "e4", unit::swordsman, 2);
    put(s, "f4", unit::royal_guard);
    give(s, 0, unit::swordsman);
    S::edit{s}.coins(0).supply[static_cast<std::size_t>(index(unit::swordsman))] = 2;  // 5 Swordsman coins in all
    s = after(s, "attack swordsman e4 f4");
    REQUIRE(!s.pendings().empty());
    const std::string text = to_string(s);
    CHECK(text.find("board=swordsman:e4:2,royal_guard:f4:1") != std::string::npos);
    CHECK(text.find("pending=soak:1:f4:e4:0") != std::string::npos);
    const auto back = parse_state<fixed_rules>(text);
    REQUIRE(back.has_value());
    CHECK(*back == s);
    auto error_at = [](std::string_view t) {
        const auto r = parse_state<fixed_rules>(t);
        REQUIRE_FALSE(r.has_value());
        return r.error();
    };
    CHECK(error_at("").message.find("war_chest") != std::string::npos);
    CHECK(error_at("chess round=1").position == 0);
    CHECK(error_at("war_chest round=x").position == 16);
    CHECK(error_at("war_chest phase=lunch").message.find("phase") != std::string::npos);
    CHECK(error_at("war_chest board=archer:z9:1").position == 23);
    CHECK(error_at("war_chest cards0=archer board=archer:b1:1").message.find("WC-2.3") != std::string::npos);
    CHECK(error_at("war_chest board=archer:d4:1").message.find("belongs to no seat") != std::string::npos);
    CHECK(error_at("war_chest control=d4:A").message.find("not a location") != std::string::npos);
    CHECK(error_at("war_chest reserve=4,4 control=e1:A").message.find("WC-1.4") != std::string::npos);
    CHECK(error_at("war_chest cards0=archer reserve=6,6 hand0=archer:3,royal:1").message.find("more than 3") != std::string::npos);
    CHECK(error_at("war_chest cards0=archer reserve=6,6 bag0=archer:5").message.find("WC-1.1") != std::string::npos);
    CHECK(error_at("war_chest colour=red").message.find("unknown key") != std::string::npos);
    CHECK(error_at("war_chest pending=soak:1:f4").message.find("kind:player:hex:a:b") != std::string::npos);
    CHECK(error_at("war_chest reserve=6,6 phase=use pending=wp_draw:0:-:-:0").message.find("WC-12.16.3") != std::string::npos);
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

// ------------------------------------------------------------------ the reader's checks

TEST_CASE("state checks: the test data still reads; with a Footman record for a seat with no Footman it is refused (WC-12.6)") {
    const std::string text = checks_read_data("swordsman-next-to-scout.txt");
    const auto ok = parse_state<first_game_rules>(text);
    REQUIRE_MESSAGE(ok.has_value(), ok.error().what());
    std::string bad = text;
    const std::size_t at = bad.find("pending=");
    REQUIRE(at != std::string::npos);
    bad.insert(at + 8, "footman:0:-:-:0");
    const auto e = checks_refusal<first_game_rules>(bad, "footman:0");
    CHECK(has(e, "no Footman card (WC-12.6)"));
}

TEST_CASE("WC-12.6.4 a Footman record: b counts the Footmen that acted, a names the one that did") {
    auto s = blank(armies_of({unit::footman}, {unit::scout}));
    put(s, "d4", unit::footman);
    put(s, "f4", unit::footman);
    CHECK(parse_state<fixed_rules>(checks_with_pending(s, "footman:0:-:d4:1")).has_value());
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(s, "footman:0:-:-:1"), "footman:0"), "WC-12.6.4"));
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(s, "footman:0:-:d4:0"), "footman:0"), "WC-12.6.4"));
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(s, "footman:0:-:-:2"), "footman:0"), "b must be 0..1"));
    auto none = blank(armies_of({unit::footman}, {unit::scout}));
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(none, "footman:0:-:-:0"), "footman:0"), "no Footman on the board"));
}

TEST_CASE("WC-12.3.2 WC-18.2 a 4-player Cavalry record with no enemy next to the Cavalry is refused") {
    auto s = blank<four_fixed>(checks_four, 3);
    put(s, "c3", unit::cavalry);  // seat 3's
    const auto e = checks_refusal<four_fixed>(checks_with_pending(s, "cavalry_attack:3:c3:-:0"), "cavalry_attack:3");
    CHECK(has(e, "no adjacent enemy it may attack (WC-12.3.2, WC-18.2)"));
    put(s, "d3", unit::archer);  // seat 0's, an enemy: now the attack can be made
    const auto ok = parse_state<four_fixed>(checks_with_pending(s, "cavalry_attack:3:c3:-:0"));
    REQUIRE_MESSAGE(ok.has_value(), ok.error().what());
    CHECK(legal_moves(*ok).size() == 1);
    // the teammate did not spend the Cavalry coin (WC-13.4)
    CHECK(has(checks_refusal<four_fixed>(checks_with_pending(s, "cavalry_attack:1:c3:-:0"), "cavalry_attack:1"), "WC-13.4"));
    // nothing pends above the Cavalry's attack (WC-12.3.2)
    put(s, "b4", unit::swordsman);  // seat 1's
    CHECK(has(checks_refusal<four_fixed>(checks_with_pending(s, "cavalry_attack:3:c3:-:0,swordsman_move:1:b4:-:0"),
                                         "cavalry_attack:3"),
              "newest follow-up (WC-12.3.2)"));
}

TEST_CASE("WC-12.13.4 a soak record needs a Royal Guard coin in the owner's supply and an enemy attacker") {
    const auto s = checks_soak_position();
    CHECK(parse_state<fixed_rules>(checks_with_pending(s, "soak:1:f4:e4:0")).has_value());
    auto empty = s;
    S::edit{empty}.coins(1).supply[static_cast<std::size_t>(index(unit::royal_guard))] = 0;
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(empty, "soak:1:f4:e4:0"), "soak:1"), "no Royal Guard coin"));
    auto friendly = s;
    put(friendly, "g3", unit::pikeman);  // B's own unit as the "attacker"
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(friendly, "soak:1:f4:g3:0"), "soak:1"), "not an enemy (WC-10.1)"));
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(s, "soak:0:f4:e4:0"), "soak:0"), "WC-13.4"));
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(s, "soak:1:f4:e4:1"), "soak:1"), "WC-19.4"));
}

TEST_CASE("WC-19.2 no soak record under royal_guard_soak::always") {
    const auto s = checks_soak_position<checks_always>();
    CHECK(has(checks_refusal<checks_always>(checks_with_pending(s, "soak:1:f4:e4:0"), "soak:1"), "WC-19.2"));
}

TEST_CASE("WC-19.4 WC-17.4 a Warrior Priest draw record: its unit, the newest record, and its soak below when drawn early") {
    using R = checks_online;
    auto s = blank<R>(armies_of({unit::warrior_priest}, {unit::royal_guard}));
    put(s, "e4", unit::warrior_priest);
    put(s, "f4", unit::royal_guard);
    typename state<R>::edit{s}.coins(0).bag[royal] = 1;
    CHECK(parse_state<R>(checks_with_pending(s, "soak:1:f4:e4:1,wp_draw:0:e4:-:1")).has_value());
    CHECK(has(checks_refusal<R>(checks_with_pending(s, "wp_draw:0:e4:-:1"), "wp_draw:0"), "WC-19.4"));
    CHECK(has(checks_refusal<R>(checks_with_pending(s, "wp_draw:0:e4:-:0,soak:1:f4:e4:0"), "wp_draw:0"),
              "newest follow-up (WC-17.4)"));
    CHECK(has(checks_refusal<R>(checks_with_pending(s, "wp_draw:0:f4:-:0"), "wp_draw:0"), "no Warrior Priest"));
    // after the early draw the soak sits above the drawn coin
    typename state<R>::edit{s}.coins(0).bag[royal] = 0;
    CHECK(parse_state<R>(checks_with_pending(s, "wp_use:0:e4:royal:0,soak:1:f4:e4:1")).has_value());
    CHECK(has(checks_refusal<R>(checks_with_pending(s, "soak:1:f4:e4:1"), "soak:1"), "WC-19.4"));
}

TEST_CASE("WC-12.16.4 WC-14.6 a drawn coin in use is one of its player's own coins, counted with them") {
    auto s = checks_soak_position();
    CHECK(parse_state<fixed_rules>(checks_with_pending(s, "wp_use:0:d4:warrior_priest:0")).has_value());
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(s, "wp_use:0:d4:royal_guard:0"), "wp_use:0"), "WC-14.6"));
    // 1 on d4 + 2 in supply + 1 in use = 4 Warrior Priest coins: fine; a fifth is one too many
    S::edit{s}.coins(0).face_up[static_cast<std::size_t>(index(unit::warrior_priest))] = 1;
    const auto r = parse_state<fixed_rules>(checks_with_pending(s, "wp_use:0:d4:warrior_priest:0"));
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().message.find("WC-1.1") != std::string::npos);
}

TEST_CASE("WC-13.4 WC-12.15 WC-12.2 WC-12.11 attribute records: the unit, of the player who decides, and b = 0") {
    auto s = blank(armies_of({unit::swordsman, unit::berserker, unit::mercenary}, {unit::scout}));
    put(s, "e4", unit::swordsman);
    put(s, "c4", unit::berserker, 1);
    put(s, "d3", unit::mercenary);
    CHECK(parse_state<fixed_rules>(checks_with_pending(s, "swordsman_move:0:e4:-:0")).has_value());
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(s, "swordsman_move:0:e4:-:1"), "swordsman_move"), "b must be 0..0"));
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(s, "swordsman_move:0:e5:-:0"), "swordsman_move"), "WC-12.15"));
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(s, "swordsman_move:1:e4:-:0"), "swordsman_move"), "WC-13.4"));
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(s, "berserker_chain:0:c4:-:0"), "berserker_chain"), "WC-12.2"));
    CHECK(parse_state<fixed_rules>(checks_with_pending(s, "mercenary:0:d3:-:0")).has_value());
    CHECK(has(checks_refusal<fixed_rules>(checks_with_pending(s, "mercenary:1:d3:-:0"), "mercenary"), "WC-13.4"));
}

TEST_CASE("state checks: a state play cannot go on from is refused at the field that puts it there") {
    // every card dealt, yet the deal is still to come: a chance node with no outcome
    std::string deal = "war_chest reserve=6,6 phase=deal cards0=archer,berserker,cavalry,crossbowman,ensign,footman,knight,lancer "
                       "cards1=light_cavalry,marshall,mercenary,pikeman,royal_guard,scout,swordsman,warrior_priest";
    const auto d = parse_state<standard_rules>(deal);
    REQUIRE_FALSE(d.has_value());
    CHECK(d.error().message.find("no outcome") != std::string::npos);
    CHECK(d.error().position == deal.find("phase="));
    // a draft with an empty pool: a decision with no legal move, at the turn field
    std::string draft = "war_chest reserve=6,6 phase=draft turn=1 cards0=archer cards1=scout pool=";
    const auto p = parse_state<draft_rules>(draft);
    REQUIRE_FALSE(p.has_value());
    CHECK(p.error().message.find("no legal move") != std::string::npos);
    CHECK(p.error().position == draft.find("turn="));
}
