#pragma once
// Replaying a Gravon record through the engine (RULES.md ST-11.9, ST-11.10):
// the position from the field, checked against the game type's setup rule,
// then every move under gravon_replay_rules, up to the first illegal one.

#include <string>
#include <variant>

#include "gravon.hpp"

namespace arbiter::stratego {

// ST-11.10: how the record's result compares with the engine's end.
enum class result_check : std::uint8_t {
    not_checked,  // no field, no result, or the replay stopped at an illegal move
    agrees,       // types 0, 1 and 2: the engine ends the same way, with the same winner
    disagrees,
    ended_one_ply_early,  // type 0: the loser is not yet to move but has no basic move
    not_by_rules,         // types 3, 4, 10-14: decided outside the rules (ST-8.5), kept as metadata
};

template <class Army, setup_rule Setup = setup_rule::zone>
using gravon_state = state<gravon_replay_rules<Army, Setup>>;

// The state a replay ends in, of the instantiation its army needs.
using gravon_replay_state =
    std::variant<std::monostate, gravon_state<classic_rules>, gravon_state<barrage_rules>,
                 gravon_state<duell_rules>, gravon_state<ultimate_lightning_rules>,
                 gravon_state<classic_rules, setup_rule::free>>;

struct replay_report {
    gravon_type army =
        gravon_type::classic;    // what was played: the field's counts decide (ST-11.2)
    bool type_mismatch = false;  // the record's type names another army
    bool has_position = false;   // the field was read and is a setup of the army
    int plies = 0;               // moves played
    int bad_move_id = 0;         // the first move not played, when one is illegal
    std::string problem;         // why the replay stopped, naming the clause; empty if it did not
    result_check check = result_check::not_checked;
    std::string check_message;  // what the check found, in words
    game_result result{};       // the engine's, after the last move played
    bool terminal = false;
    std::string final_position;  // position string after the last move played
    gravon_replay_state final_state;

    [[nodiscard]] bool ok() const noexcept { return problem.empty(); }
};

namespace detail {

[[nodiscard]] inline std::string describe_result(const game_result& r, bool terminal) {
    if (!terminal) return "not over";
    std::string who = r.winner < 0 ? "no winner" : player_name(r.winner) + " wins";
    switch (r.reason) {
        case end_reason::flag_captured:
            return who + ", flag captured";
        case end_reason::no_legal_move:
            return who + ", no legal move";
        case end_reason::both_unable_to_move:
            return who + ", both unable to move";
        case end_reason::move_cap:
            return who + ", move cap";
        case end_reason::none:
            break;
    }
    return who;
}

// ST-11.9 steps 1-4 and ST-11.10 under ruleset R.
template <rules_policy R>
void replay_as(const gravon_record& rec, replay_report& out) {
    auto start = parse_board<R>(rec.field, red, true);  // ST-3.5, ST-9.9, ST-9.10, ST-12.12
    if (!start) {
        out.problem = "the field is not a " + gravon_type_name(out.army) +
                      " setup: " + start.error().message + " (ST-11.9)";
        return;
    }
    out.has_position = true;
    state<R> s = *start;
    for (const auto& gm : rec.moves) {
        const move m = move::step(gm.from, gm.to);
        std::string why;
        if (s.phase() == phase::rescue)
            why = "the previous move lets " + player_name(s.to_move()) +
                  " rescue a piece (ST-9.12), which the record cannot express (ST-11.7)";
        else
            why = move_error(s, m);
        if (!why.empty()) {
            out.bad_move_id = gm.id;
            out.problem = "move " + std::to_string(gm.id) + " (" + gravon_square_name(gm.from) +
                          "-" + gravon_square_name(gm.to) + ", " + square_name(gm.from) + "-" +
                          square_name(gm.to) + "): " + why;
            break;
        }
        s = play(s, m);
        ++out.plies;
    }
    out.terminal = is_terminal(s);
    out.result = s.result();
    out.final_position = to_position_string(s);
    out.final_state = s;
    if (!out.ok() || !rec.has_result) return;

    // ST-11.10.
    const int code = rec.result_type;
    const std::string recorded =
        "the record says " + gravon_result_name(code) + ", " +
        (rec.winner < 0 ? std::string("no winner") : player_name(rec.winner) + " wins");
    const std::string engine = "the engine: " + describe_result(s.result(), out.terminal);
    if (code > 2) {
        out.check = result_check::not_by_rules;
        out.check_message = recorded + ", decided outside the rules (ST-8.5); " + engine;
        return;
    }
    static constexpr end_reason expected[] = {end_reason::no_legal_move, end_reason::flag_captured,
                                              end_reason::both_unable_to_move};
    if (out.terminal && s.result().reason == expected[code] && s.result().winner == rec.winner) {
        out.check = result_check::agrees;
        out.check_message = recorded + "; so does the engine (ST-11.10)";
        return;
    }
    if (code == 0 && !out.terminal && rec.winner >= 0 && s.to_move() == rec.winner &&
        !has_basic_move(s, opponent(rec.winner))) {
        out.check = result_check::ended_one_ply_early;
        out.check_message =
            recorded + "; " + player_name(opponent(rec.winner)) +
            " has no basic move but is not yet to move: the record ended one ply early (ST-11.10)";
        return;
    }
    out.check = result_check::disagrees;
    out.check_message = recorded + "; " + engine + " (ST-11.10)";
}

}  // namespace detail

// ST-11.9, ST-11.10: builds the position from the field, checks it against
// the game type's setup rule (the field's counts decide the army, ST-11.2),
// plays the moves under gravon_replay (ST-9.13) and stops at the first
// illegal one, then compares the result.
[[nodiscard]] inline replay_report replay(const gravon_record& rec) {
    replay_report out;
    out.army = rec.type;
    if (rec.field.empty()) {  // ST-11.3
        if (!rec.moves.empty()) {
            out.bad_move_id = rec.moves.front().id;
            out.problem = "the record has moves but no field (ST-11.3)";
        } else {
            out.check_message =
                "no field: the game ended during setup, nothing to replay (ST-11.3)";
        }
        return out;
    }
    if (rec.type != gravon_type::classic_free) {  // ST-11.2: the counts decide
        std::array<army_counts, 2> counts{};
        for (std::size_t sq = 0; sq < rec.field.size(); ++sq) {
            const char c = rec.field[sq];
            const int k =
                c >= 'A' && c <= 'Z' ? kind_of_letter(c) : -1;  // a field is upper case (ST-11.3)
            if (k >= 0) ++counts[c >= 'N' ? 1u : 0u][static_cast<std::size_t>(k)];
        }
        static constexpr std::array<std::pair<gravon_type, army_counts>, 4> known{
            {{gravon_type::classic, armies::classic},
             {gravon_type::barrage, armies::barrage},
             {gravon_type::duell, armies::duell},
             {gravon_type::ultimate_lightning, armies::ultimate_lightning}}};
        for (const auto& [t, a] : known)
            if (counts[0] == a && counts[1] == a) out.army = t;
        out.type_mismatch = out.army != rec.type;
    }
    switch (out.army) {
        case gravon_type::classic:
            detail::replay_as<gravon_replay_rules<classic_rules>>(rec, out);
            break;
        case gravon_type::barrage:
            detail::replay_as<gravon_replay_rules<barrage_rules>>(rec, out);
            break;
        case gravon_type::duell:
            detail::replay_as<gravon_replay_rules<duell_rules>>(rec, out);
            break;
        case gravon_type::ultimate_lightning:
            detail::replay_as<gravon_replay_rules<ultimate_lightning_rules>>(rec, out);
            break;
        case gravon_type::classic_free:
            detail::replay_as<gravon_replay_rules<classic_rules, setup_rule::free>>(rec, out);
            break;
    }
    return out;
}

}  // namespace arbiter::stratego
