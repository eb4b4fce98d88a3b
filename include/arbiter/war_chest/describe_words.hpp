#pragma once
// The words War Chest's descriptions are made of (describe.hpp): coins and
// units by name, seats as a viewer reads them, and what an attack did.

#include <cctype>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/describe.hpp"
#include "apply.hpp"
#include "checked.hpp"
#include "generate.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::war_chest {

template <rules_policy R>
[[nodiscard]] std::string describe_end(const state<R>& s, player_id viewer);

namespace describe_detail {

using detail::ix;

// "light_cavalry" -> "Light Cavalry"; the Royal Coin by its name (WC-1.2).
[[nodiscard]] inline std::string coin_title(int coin) {
    if (coin == royal) return "Royal Coin";
    if (coin < 0 || coin >= num_coin_types) return "coin";
    std::string out(coin_names[ix(coin)]);
    bool word_start = true;
    for (char& c : out) {
        if (c == '_') {
            c = ' ';
            word_start = true;
        } else if (word_start) {
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            word_start = false;
        }
    }
    return out;
}
[[nodiscard]] inline std::string unit_title(unit u) { return coin_title(index(u)); }

[[nodiscard]] inline std::string a_or_an(const std::string& name) {
    const bool vowel =
        !name.empty() && std::string_view("AEIOU").find(name[0]) != std::string_view::npos;
    return (vowel ? "an " : "a ") + name;
}
// A coin as a thing: "an Archer coin", "the Royal Coin".
[[nodiscard]] inline std::string coin_phrase(int coin) {
    return coin == royal ? std::string("the Royal Coin") : a_or_an(coin_title(coin)) + " coin";
}
[[nodiscard]] inline std::string coins_word(int n) {
    return std::to_string(n) + (n == 1 ? " coin" : " coins");
}

// "Archer, Archer and Knight"
[[nodiscard]] inline std::string name_list(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) out += i + 1 == names.size() ? " and " : ", ";
        out += names[i];
    }
    return out;
}

// The words of one viewer: "you" for itself, "your teammate" (WC-14.1),
// the seat's name for others.
template <rules_policy R>
struct teller {
    player_id viewer = omniscient;

    [[nodiscard]] static std::string seat_name(player_id p) {
        const std::string side(1, static_cast<char>('A' + side_of(p)));
        if constexpr (R::players == 2) return "side " + side;
        return "seat " + std::to_string(p) + " (team " + side + ")";
    }
    [[nodiscard]] std::string name_of(player_id p) const {
        const bool teammate =
            R::players == 4 && viewer >= 0 && p != viewer && side_of(p) == side_of(viewer);
        return teammate ? std::string("your teammate") : seat_name(p);
    }
    [[nodiscard]] std::string who(player_id p) const { return seat_word(p, viewer, name_of(p)); }
    [[nodiscard]] std::string whose(player_id p) const { return possessive(p, viewer, name_of(p)); }
    // After p as the subject: "you bolster your Archer", "side A bolsters its Archer".
    [[nodiscard]] std::string own(player_id p) const { return p == viewer ? "your" : "its"; }
    // "you draw" / "side A draws"
    [[nodiscard]] std::string does(player_id p, std::string_view verb) const {
        std::string out = who(p) + " " + std::string(verb);
        if (p == viewer) return out;
        if (verb == "have") return who(p) + " has";
        const bool sibilant = verb.ends_with("s") || verb.ends_with("sh") || verb.ends_with("ch") ||
                              verb.ends_with("x");
        return out + (sibilant ? "es" : "s");
    }
    // The viewer may know p's hidden coins (WC-16.3, WC-16.5).
    [[nodiscard]] bool sees_coins_of(player_id p) const {
        return viewer == p || viewer == omniscient;
    }
    [[nodiscard]] bool on_side(int side) const { return viewer >= 0 && side_of(viewer) == side; }
    // A side as a subject: "you", "side B"; "your team", "team B".
    [[nodiscard]] std::string side_word(int side) const {
        if constexpr (R::players == 2) return who(static_cast<player_id>(side));
        return on_side(side) ? std::string("your team")
                             : "team " + std::string(1, static_cast<char>('A' + side));
    }
    [[nodiscard]] std::string side_has(int side) const {
        if constexpr (R::players == 2) return does(static_cast<player_id>(side), "have");
        return side_word(side) + " has";
    }
    // A unit on the board of s: "your Archer at d4".
    [[nodiscard]] std::string unit_at(const state<R>& s, int hex) const {
        return whose(s.owner_at(hex)) + " " + unit_title(s.at(hex).kind()) + " at " +
               hex_string(hex);
    }
};

// What is said and shown of one decision or outcome.
struct told {
    std::string text;  // without its final full stop
    std::vector<event> events;
    void add(event_kind k, player_id p, std::string piece, std::string from = {},
             std::string to = {}, int amount = 0) {
        events.push_back(event{k, p, std::move(piece), std::move(from), std::move(to), amount});
    }
};

// The height of a unit of type u on hex h, 0 once it is gone.
template <rules_policy R>
[[nodiscard]] int height_of(const state<R>& s, int h, unit u) noexcept {
    const cell c = s.at(h);
    return !c.empty() && c.kind() == u ? c.height : 0;
}

// One attack, as the board stood when it was made (WC-10.2).
struct attack_view {
    unit a{};
    player_id pa = 0;
    int from = 0;  // where the attacker stands when it attacks
    int a_height = 0;
    unit t{};
    player_id pt = 0;
    int target = 0;
    int t_height = 0;
};
template <rules_policy R>
[[nodiscard]] attack_view attack_of(const state<R>& s, int unit_hex, int from, int target,
                                    int a_height) {
    return {s.at(unit_hex).kind(), s.owner_at(unit_hex), from,   a_height,
            s.at(target).kind(),   s.owner_at(target),   target, s.at(target).height};
}

// More soak records after than before: the attack waits for the Royal
// Guard's owner (WC-10.2 a).
template <rules_policy R>
[[nodiscard]] bool awaits_soak(const state<R>& s, const state<R>& after) noexcept {
    auto soaks = [](const state<R>& x) {
        int n = 0;
        for (const pending& p : x.pendings()) n += p.kind == pending_kind::soak ? 1 : 0;
        return n;
    };
    return soaks(after) > soaks(s);
}

// "the Scout loses a coin (1 left)", "... loses its last coin and is removed"
[[nodiscard]] inline std::string loss_text(unit u, int left) {
    const std::string name = "the " + unit_title(u);
    return left > 0 ? name + " loses a coin (" + std::to_string(left) + " left)"
                    : name + " loses its last coin and is removed";
}

// What the attack did (WC-10.2 b, c; WC-12.12 the Pikeman; WC-12.13.4 the
// soak), read from the state after it; empty while a soak is pending.
// `chosen`: the soak was the owner's decision, just told.
template <rules_policy R>
void attack_result(const state<R>& after, const attack_view& v, bool pending_soak,
                   const teller<R>& t, told& out, bool chosen = false) {
    if (pending_soak) return;
    const int t_left = height_of(after, v.target, v.t);
    const int a_left = height_of(after, v.from, v.a);
    std::string text;
    if (v.t == unit::royal_guard && t_left == v.t_height) {  // soaked from the supply
        text = (chosen ? std::string{} : "the coin comes from " + t.whose(v.pt) + " supply and ") +
               "the Royal Guard keeps its " + coins_word(t_left);
        out.add(event_kind::paid, v.pt, "Royal Guard", {}, {}, 1);
    } else {
        text = loss_text(v.t, t_left);
        out.add(event_kind::hit, v.pt, unit_title(v.t), {}, hex_string(v.target), 1);
        if (t_left == 0) out.add(event_kind::removed, v.pt, unit_title(v.t), hex_string(v.target));
    }
    if (v.t == unit::pikeman && distance(v.from, v.target) == 1) {  // WC-12.12.2
        text += "; the Pikeman strikes back and " + loss_text(v.a, a_left);
        out.add(event_kind::hit, v.pa, unit_title(v.a), {}, hex_string(v.from), 1);
        if (a_left == 0) out.add(event_kind::removed, v.pa, unit_title(v.a), hex_string(v.from));
    }
    out.text += ": " + text;
}

// "your Archer at d4 attacks side B's Scout at f4<how>: <result>"
// `named`: the unit is the sentence's subject already ("... pays a coin and attacks ...").
template <rules_policy R>
void attack_text(const state<R>& s, const state<R>& after, const attack_view& v,
                 std::string_view how, const teller<R>& t, told& out, bool named = false) {
    out.text +=
        (named ? std::string{}
               : t.whose(v.pa) + " " + unit_title(v.a) + " at " + hex_string(v.from) + " ") +
        "attacks " + t.unit_at(s, v.target) + std::string(how);
    out.add(event_kind::attacked, v.pa, unit_title(v.a), hex_string(v.from), hex_string(v.target));
    attack_result(after, v, awaits_soak(s, after), t, out);
}

}  // namespace describe_detail

}  // namespace arbiter::war_chest

ARBITER_TEXT_CODE_END
