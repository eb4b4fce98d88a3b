// The shared text pieces (core/text.hpp), the text interface concept
// (core/text_game.hpp) and the descriptor helpers (core/descriptor.hpp),
// on the toy game.

#include <doctest/doctest.h>

#include <arbiter/core.hpp>

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "common/harness.hpp"
#include "../../examples/toy_game.hpp"

namespace tx = arbiter::text;

TEST_CASE("text: errors are located as line L, column C in the whole text") {
    const std::string_view text = "first\nsecond line\n  third";
    const auto at = tx::locate(text, text.find("line"));
    CHECK(at.line == 2);
    CHECK(at.column == 8);
    const arbiter::error e = tx::located(arbiter::make_error("bad", text.find("third")), text);
    CHECK(e.what() == "line 3, column 3: bad");
    // Unlocated offsets read as on line 1; no offset, just the message.
    CHECK(arbiter::make_error("bad", 4).what() == "line 1, column 5: bad");
    CHECK(arbiter::make_error("bad").what() == "bad");
}

TEST_CASE("text: the scanner keeps every word's offset in the whole text") {
    tx::scanner words("  deploy  archer\tc2 ");
    const tx::token a = words.next();
    CHECK(a.text == "deploy");
    CHECK(a.offset == 2);
    CHECK(words.peek().text == "archer");
    CHECK(words.next().offset == 10);
    CHECK(words.rest().text == "c2");
    CHECK(words.next().offset == 17);
    CHECK(words.at_end());
    CHECK(words.next().empty());
}

TEST_CASE("text: lines skip blanks and comments and count every line") {
    tx::line_reader lines("# header\n\n  a=1  \r\nb=2");
    tx::text_line l;
    REQUIRE(lines.next(l));
    CHECK(l.text.text == "a=1");
    CHECK(l.number == 3);
    CHECK(l.text.offset == 12);
    REQUIRE(lines.next(l));
    CHECK(l.text.text == "b=2");
    CHECK(l.number == 4);
    CHECK_FALSE(lines.next(l));
}

TEST_CASE("text: fields, numbers and names say what is wrong and where") {
    const std::string_view text = "turn=12 phase=mvoe";
    tx::scanner words(text);
    const auto turn = tx::split_field(words.next());
    REQUIRE(turn);
    CHECK(turn->key.text == "turn");
    CHECK(turn->value.offset == 5);
    CHECK(*tx::to_integer<int>(turn->value, 0, 99, "turn") == 12);
    const auto small = tx::to_integer<int>(turn->value, 0, 9, "turn");
    REQUIRE_FALSE(small);
    CHECK(tx::located(small.error(), text).what() == "line 1, column 6: turn must be a whole number from 0 to 9, not '12'");
    const auto phase = tx::split_field(words.next());
    REQUIRE(phase);
    constexpr std::array<std::string_view, 2> names{"move", "battle"};
    const auto which = tx::one_of(phase->value, names, "phase");
    REQUIRE_FALSE(which);
    CHECK(which.error().what() == "line 1, column 15: phase must be one of move, battle, not 'mvoe'");
    CHECK_FALSE(tx::split_field(tx::token{"nokey", 0}));
    CHECK_FALSE(tx::split_field(tx::token{"=1", 0}));
    CHECK_FALSE(tx::to_integer<int>(tx::token{"", 0}, 0, 9, "n"));
    CHECK_FALSE(tx::to_integer<int>(tx::token{"3x", 0}, 0, 9, "n"));
}

TEST_CASE("text interface: the toy game reads back what it writes, and bad text is located") {
    static_assert(arbiter::text_game<toy::state>);
    static_assert(!arbiter::has_public_text<toy::state>);
    toy::state s;
    s.total = 2;
    s.mover = 1;
    const auto back = arbiter::state_from_text<toy::state>(to_string(s));
    REQUIRE(back);
    CHECK(*back == s);
    const auto bad = arbiter::state_from_text<toy::state>("goal=4 total=2 mover=7 coin=no");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().what() == "line 1, column 22: mover must be a whole number from 0 to 1, not '7'");
    CHECK(arbiter::seen_text(s, toy::move{2}, 0) == "+2");
}

TEST_CASE("the harness checks the text interface's round trips at every node") {
    struct hooks {
        toy::move random_move(const toy::state&, std::mt19937_64&) { return toy::move{3}; }
    };
    const auto stats = arbiter::testing::check_random_playouts(toy::state{}, hooks{}, 20, 3);
    CHECK(stats.terminal == 20);
}

namespace {
struct two_names {
    static constexpr std::string_view name = "two";
    static constexpr std::string_view summary = "";
    template <class R>
    using state_type = toy::state;
    struct a {};
    struct b {};
    using rules = arbiter::rules_list<arbiter::named_rules<"one", a>, arbiter::named_rules<"pair", a, 2>,
                                      arbiter::named_rules<"pair", b, 4>>;
    static constexpr arbiter::utility_range utility{};
    template <class R>
    using capped = R;
    static constexpr arbiter::length_cap cap{};
};
}  // namespace

TEST_CASE("descriptor: a rules entry is found by its name and its number of players") {
    static_assert(arbiter::game_descriptor<two_names>);
    CHECK(arbiter::rules_names<two_names>() == std::vector<std::string_view>{"one", "pair"});
    CHECK(arbiter::players_of<two_names>("pair") == std::vector<int>{2, 4});
    bool four = false;
    CHECK(arbiter::with_rules<two_names>("pair", 4, [&]<class N>(std::type_identity<N>) {
        four = std::is_same_v<typename N::rules_type, two_names::b>;
    }));
    CHECK(four);
    bool first = false;
    CHECK(arbiter::with_rules<two_names>("pair", 0, [&]<class N>(std::type_identity<N>) { first = N::players == 2; }));
    CHECK(first);
    CHECK_FALSE(arbiter::with_rules<two_names>("pair", 3, [](auto) {}));
    CHECK_FALSE(arbiter::with_rules<two_names>("none", 0, [](auto) {}));
}
