// Heap allocations per arb_play_action and per arb_action_mask: none, in
// every game (the default rules entry of each, and Crime Wars with eight
// players), over seeded games played through the first codec's mask.
#define ARBITER_COUNT_ALLOCATIONS
#include "common/alloc_counter.hpp"

#include <arbiter.h>

#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

namespace {

struct counts {
    std::size_t actions = 0, action_allocations = 0, mask_allocations = 0;
};

// Plays `games` games; chance outcomes by arb_sample_chance (not counted).
counts play(const char* game, const char* rules, int players, int games) {
    using arbiter::testing::allocations_during;
    counts c;
    arb_game* g = arb_game_new(game, rules, players, nullptr);
    const std::size_t size = arb_game_actions(g, nullptr, nullptr);
    std::vector<std::uint8_t> mask(size);
    std::vector<std::int64_t> legal;
    legal.reserve(size);
    std::mt19937_64 rng(7);
    for (int i = 0; i < games; ++i) {
        arb_state* s = arb_state_new(g, nullptr, nullptr);
        for (int ply = 0; ply < 2000 && arb_current_player(s) != ARB_TERMINAL; ++ply) {
            if (arb_current_player(s) == ARB_CHANCE) {
                arb_sample_chance(s, rng(), nullptr);
                continue;
            }
            c.mask_allocations += allocations_during([&] { arb_action_mask(s, nullptr, mask.data(), size, nullptr); });
            legal.clear();
            for (std::size_t id = 0; id < size; ++id)
                if (mask[id]) legal.push_back(static_cast<std::int64_t>(id));
            const std::int64_t id = legal[static_cast<std::size_t>(rng() % legal.size())];
            bool ok = false;
            c.action_allocations += allocations_during([&] { ok = arb_play_action(s, nullptr, id, nullptr); });
            if (!ok) std::printf("%s: a legal id was refused\n", game);
            ++c.actions;
        }
        arb_state_free(s);
    }
    arb_game_free(g);
    return c;
}

}  // namespace

int main() {
    struct which {
        const char* game;
        const char* rules;
        int players;
    };
    const which all[] = {{"backgammon", nullptr, 0}, {"stratego", nullptr, 0}, {"war-chest", nullptr, 0},
                         {"memoir44", nullptr, 0},   {"crime-wars", nullptr, 0}, {"crime-wars", "standard", 8}};
    int failed = 0;
    for (const which& w : all) {
        const counts c = play(w.game, w.rules, w.players, 3);
        std::printf("%-10s %-8s %d: %zu arb_play_action calls, %zu allocations (%.3f per call); masks: %zu allocations\n",
                    w.game, w.rules ? w.rules : "default", w.players, c.actions, c.action_allocations,
                    c.actions ? static_cast<double>(c.action_allocations) / static_cast<double>(c.actions) : 0.0,
                    c.mask_allocations);
        if (c.actions == 0 || c.action_allocations != 0 || c.mask_allocations != 0) failed = 1;
    }
    return failed;
}
