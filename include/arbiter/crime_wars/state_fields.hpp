#pragma once
// The pieces the full-state reader (state_reader.hpp) reads its lines
// with: `key=value` fields in a fixed order (numbers, seats, yes/no,
// phases), lists of ranks, and which phases a policy can reach. Offsets
// are into the whole text (core/text.hpp), so errors are located once.

#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/result.hpp"
#include "../core/text.hpp"
#include "card_text.hpp"
#include "move_text.hpp"
#include "state.hpp"
#include "state_text.hpp"

ARBITER_TEXT_CODE_BEGIN

namespace arbiter::crime_wars::detail {

// Whether play under R can reach phase p: the Thug Alliance's and Great
// Empire's phases only where those variants are played.
template <rules_policy R>
[[nodiscard]] constexpr bool phase_in_rules(phase p) noexcept {
    switch (p) {
        case phase::routing:  // CW-V1.8
        case phase::pricing:  // CW-V1.14: a priced GIVE is to an ally
        case phase::accepting: return R::alliance;
        case phase::joining: return R::alliance || R::great_empire;                         // CW-V1.9, CW-V7.3
        case phase::ally_defending: return R::alliance || R::two_teams || R::great_empire;  // CW-V1.10, CW-V1.20
        case phase::conquering: return R::great_empire;                                     // CW-V7.2
        default: return true;
    }
}

// Reads `key=value` words in a fixed order from one line; every offset is
// into the whole text.
class field_reader {
public:
    explicit field_reader(arbiter::text::token line) : line_(line), words_(split_words(line)) {}

    [[nodiscard]] std::size_t size() const noexcept { return words_.size(); }
    [[nodiscard]] const word& at(std::size_t i) const { return words_[i]; }
    [[nodiscard]] std::size_t start() const noexcept { return line_.offset; }
    [[nodiscard]] static error fail(std::string msg, std::size_t offset) { return make_error(std::move(msg), offset); }

    // The value of word i, which must be `key=...`.
    [[nodiscard]] result<word> field(std::size_t i, std::string_view key) const {
        if (i >= words_.size()) return fail("expected " + std::string(key) + "=... here", line_.end());
        const word& w = words_[i];
        if (!w.text.starts_with(key) || w.text.size() <= key.size() || w.text[key.size()] != '=')
            return fail("expected " + std::string(key) + "=..., found '" + std::string(w.text) + "'", w.offset);
        return w.sub(key.size() + 1);
    }
    [[nodiscard]] result<std::uint32_t> number(std::size_t i, std::string_view key,
                                               std::uint32_t high = std::numeric_limits<std::uint32_t>::max()) const {
        const auto v = field(i, key);
        if (!v) return v.error();
        return read_number(v->text, v->offset, high);
    }
    // A seat number, or -1 for "-" when `none_ok`.
    [[nodiscard]] result<int> seat(std::size_t i, std::string_view key, int players, bool none_ok) const {
        const auto v = field(i, key);
        if (!v) return v.error();
        if (none_ok && v->text == "-") return -1;
        const auto n = read_number(v->text, v->offset, static_cast<std::uint32_t>(players - 1));
        if (!n) return n.error();
        return static_cast<int>(*n);
    }
    // yes or no.
    [[nodiscard]] result<bool> yes_no(std::size_t i, std::string_view key) const {
        const auto v = field(i, key);
        if (!v) return v.error();
        if (v->text != "yes" && v->text != "no") return fail(std::string(key) + " is yes or no", v->offset);
        return v->text == "yes";
    }
    [[nodiscard]] result<phase> phase_field(std::size_t i, std::string_view key) const {
        const auto v = field(i, key);
        if (!v) return v.error();
        for (std::size_t k = 0; k < phase_words.size(); ++k)
            if (phase_words[k] == v->text) return static_cast<phase>(k);
        return fail("unknown phase '" + std::string(v->text) + "'", v->offset);
    }
    [[nodiscard]] result<bool> end_of_line(std::size_t i) const {
        if (i < words_.size())
            return fail("unexpected '" + std::string(words_[i].text) + "' at the end of the line", words_[i].offset);
        return true;
    }

private:
    arbiter::text::token line_;
    std::vector<word> words_;
};

// A list of ranks "7,*,10" (with '+' and '!' marks where `marks` is set).
struct rank_list {
    card_set cards = 0, entered = 0, attacked = 0;
    std::vector<card> order;
};
[[nodiscard]] inline result<rank_list> read_ranks(word w, bool marks) {
    rank_list out;
    if (w.text == "-") return out;
    std::size_t pos = 0;
    for (;;) {
        const std::size_t comma = w.text.find(',', pos);
        std::string_view item = w.text.substr(pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos);
        bool entered = false, attacked = false;
        while (marks && !item.empty() && (item.back() == '+' || item.back() == '!')) {
            (item.back() == '+' ? entered : attacked) = true;
            item.remove_suffix(1);
        }
        const int c = card_of_rank(item);
        if (c < 0 || c == kingpin)
            return make_error("'" + std::string(item) + "' is not a card here: 2-10, J, Q, A or *", w.offset + pos);
        const auto b = bit(static_cast<card>(c));
        if (out.cards & b) return make_error("the " + std::string(item) + " is listed twice", w.offset + pos);
        out.cards |= b;
        out.order.push_back(static_cast<card>(c));
        if (entered) out.entered |= b;
        if (attacked) out.attacked |= b;
        if (comma == std::string_view::npos) return out;
        pos = comma + 1;
    }
}

}  // namespace arbiter::crime_wars::detail

ARBITER_TEXT_CODE_END
