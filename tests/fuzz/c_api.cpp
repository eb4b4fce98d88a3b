// libFuzzer target over the C interface (c/include/arbiter.h): the input is
// a program of calls on a few handles, with names, texts, ids, players and
// buffer sizes taken from the input. Properties: nothing crashes, leaks or
// overflows a buffer (ASan, UBSan); a failed call reports a message and
// changes no state; a text's length is the same whatever the buffer.
#include <arbiter.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace {

class input {
public:
    input(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    [[nodiscard]] bool empty() const noexcept { return at_ >= size_; }
    std::uint8_t byte() noexcept { return at_ < size_ ? data_[at_++] : std::uint8_t{0}; }
    std::size_t below(std::size_t n) noexcept { return n == 0 ? 0 : (std::size_t{byte()} << 8 | byte()) % n; }
    // A zero-terminated text of up to `max` input bytes.
    std::string text(std::size_t max = 64) {
        const std::size_t n = below(max + 1);
        std::string out;
        for (std::size_t i = 0; i < n && !empty(); ++i) out += static_cast<char>(byte());
        return out;
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t at_ = 0;
};

[[noreturn]] void fail(const char* property, const char* detail) {
    std::fprintf(stderr, "\n*** arbiter C interface property violated: %s\n    %s\n", property, detail);
    __builtin_trap();
}

constexpr std::array<const char*, 6> game_names = {"backgammon", "stratego", "war-chest", "memoir44", "crime-wars", "go"};
constexpr std::array<const char*, 6> codec_names = {"", "index", "micro", "steps", "move", "?"};

std::string text_of(const arb_state* s) {
    std::string out(arb_state_text(s, nullptr, 0, nullptr), '\0');
    arb_state_text(s, out.data(), out.size() + 1, nullptr);
    return out;
}

// The n-th line of a listing (legal moves, rules), or "".
std::string line_of(const std::string& lines, std::size_t n) {
    std::size_t begin = 0;
    for (; n > 0 && begin < lines.size(); --n) begin = lines.find('\n', begin) + 1;
    const std::size_t end = lines.find('\n', begin);
    return begin >= lines.size() ? std::string() : lines.substr(begin, end - begin);
}

// A failed call must say why and leave the state as it was.
void expect_refusal_changes_nothing(bool ok, const arb_error& err, const std::string& before, const arb_state* s) {
    if (ok) return;
    if (err.message[0] == '\0' || err.code == ARB_OK) fail("a failed call reports an error", "empty message");
    if (text_of(s) != before) fail("a refused call changes nothing", err.message);
}

// Writes text with a buffer of the input's size; the length must not depend on it.
void check_text_call(input& in, const arb_state* s, int which) {
    const std::size_t len = in.below(300);
    const int viewer = static_cast<int>(in.below(7)) - 4;  // ARB_OMNISCIENT, players, and wrong ones
    std::vector<char> buf(len + 1, '\x7f');
    arb_error err;
    const auto call = [&](char* b, std::size_t n) {
        switch (which) {
            case 0: return arb_state_text(s, b, n, &err);
            case 1: return arb_legal_moves(s, b, n, &err);
            case 2: return arb_board(s, viewer, b, n, &err);
            case 3: return arb_observation_text(s, viewer, b, n, &err);
            default: return arb_chance_outcomes(s, b, n, &err);
        }
    };
    const std::size_t need = call(buf.data(), len);
    if (need != call(nullptr, 0)) fail("a text's length does not depend on the buffer", "");
    if (buf[len] != '\x7f') fail("a text call writes past len", "");
    if (len > 0 && need != ARB_FAIL && std::strlen(buf.data()) != (need < len ? need : len - 1))
        fail("a text is cut at len - 1 and ended", "");
}

void step(input& in, arb_game*& game, std::array<arb_state*, 3>& states) {
    arb_error err;
    arb_state*& s = states[in.below(states.size())];
    const std::string codec = in.byte() < 200 ? codec_names[in.below(codec_names.size())] : in.text(8);
    switch (in.below(16)) {
        case 0: {
            arb_game_free(game);
            const std::string name = in.byte() < 230 ? game_names[in.below(game_names.size())] : in.text(12);
            std::string rules(arb_rules(name.c_str(), nullptr, 0, nullptr) + 1, '\0');
            arb_rules(name.c_str(), rules.data(), rules.size(), nullptr);
            std::string r = line_of(rules, in.below(40));
            r = r.substr(0, r.find('\t'));
            game = arb_game_new(name.c_str(), in.byte() < 10 ? in.text(12).c_str() : r.c_str(),
                                static_cast<int>(in.below(10)) - 1, &err);
            break;
        }
        case 1: arb_state_free(s); s = arb_state_new(game, in.byte() < 240 ? nullptr : in.text().c_str(), &err); break;
        case 2: {
            std::string t = s ? text_of(s) : std::string();
            if (!t.empty() && in.byte() < 128) t[in.below(t.size())] = static_cast<char>(in.byte());
            else if (in.byte() < 64) t = in.text(200);
            arb_state* p = arb_state_parse(game, t.c_str(), &err);
            if (p && s && text_of(p) != text_of(s) && t == text_of(s)) fail("parse(text(s)) == s", t.c_str());
            arb_state_free(p);
            break;
        }
        case 3: {
            if (!s) break;
            std::string moves(arb_legal_moves(s, nullptr, 0, nullptr) + 1, '\0');
            arb_legal_moves(s, moves.data(), moves.size(), nullptr);
            std::string outs(arb_chance_outcomes(s, nullptr, 0, nullptr) + 1, '\0');
            arb_chance_outcomes(s, outs.data(), outs.size(), nullptr);
            std::string m = in.byte() < 200 ? line_of(moves + outs, in.below(64)) : in.text(24);
            m = m.substr(0, m.find('\t'));
            const std::string before = text_of(s);
            expect_refusal_changes_nothing(arb_play(s, m.c_str(), &err), err, before, s);
            break;
        }
        case 4: {
            const std::string before = s ? text_of(s) : std::string();
            const auto id = static_cast<std::int64_t>(in.below(70000)) - 2;
            const bool ok = arb_play_action(s, codec.c_str(), id, &err);
            if (s) expect_refusal_changes_nothing(ok, err, before, s);
            break;
        }
        case 5: {
            std::vector<std::uint8_t> mask(in.below(5000));
            const std::size_t n = arb_action_mask(s, codec.c_str(), mask.data(), mask.size(), &err);
            if (n != ARB_FAIL && n <= mask.size()) {
                std::size_t legal = 0;
                for (std::size_t i = 0; i < n; ++i) legal += mask[i];
                std::size_t pick = legal ? in.below(legal) : 0, id = 0;
                for (; legal && id < n; ++id)
                    if (mask[id] && pick-- == 0) break;
                if (legal && !arb_play_action(s, codec.c_str(), static_cast<std::int64_t>(id), &err))
                    fail("an id the mask sets is played", err.message);
            }
            break;
        }
        case 6: check_text_call(in, s, static_cast<int>(in.below(5))); break;
        case 7: arb_sample_chance(s, in.byte(), &err); break;
        case 8: {
            std::vector<double> out(in.below(10));
            arb_returns(s, out.data(), out.size(), &err);
            break;
        }
        case 9: {
            std::vector<float> out(in.below(8000));
            arb_observation_tensor(s, static_cast<int>(in.below(10)) - 1, out.data(), out.size(), &err);
            break;
        }
        case 10: {
            arb_state* x = arb_observe_sample(s, static_cast<int>(in.below(10)) - 1, in.byte(), &err);
            if (x) std::swap(x, states[in.below(states.size())]);
            arb_state_free(x);
            break;
        }
        case 11: {
            char buf[64];
            const char* bot = in.byte() < 128 ? "random" : in.byte() < 128 ? "mcts" : "?";
            const std::size_t n = arb_bot_move(s, bot, static_cast<std::uint32_t>(1 + in.below(8)), in.byte(), buf,
                                               in.below(sizeof buf + 1), &err);
            if (n == ARB_FAIL && err.message[0] == '\0') fail("a failed bot call says why", "");
            break;
        }
        case 12: {
            arb_state* c = arb_state_copy(s, &err);  // s may be states[0]: copy before freeing
            arb_state_free(states[0]);
            states[0] = c;
            break;
        }
        case 13: arb_state_free(s); s = nullptr; break;
        case 14: if (in.byte() < 8) arb_random_playout(s, in.byte(), &err); break;
        default: (void)arb_state_equal(states[0], states[1]); (void)arb_current_player(s); break;
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    input in(data, size);
    arb_game* game = arb_game_new(game_names[in.below(5)], nullptr, 0, nullptr);
    std::array<arb_state*, 3> states{arb_state_new(game, nullptr, nullptr), nullptr, nullptr};
    for (int calls = 0; calls < 200 && !in.empty(); ++calls) step(in, game, states);
    for (arb_state* s : states) arb_state_free(s);
    arb_game_free(game);
    return 0;
}
