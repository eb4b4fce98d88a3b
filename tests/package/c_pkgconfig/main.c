/* A C program built without CMake against an installed arbiter:
 *   cc main.c $(pkg-config --cflags --libs arbiter-c)
 * It plays one seeded game of backgammon to the end. */
#include <arbiter.h>

#include <stdio.h>

int main(void) {
    arb_error err;
    arb_game *g = arb_game_new("backgammon", NULL, 0, &err);
    if (!g) {
        fprintf(stderr, "arb_game_new: %s\n", err.message);
        return 1;
    }
    arb_state *s = arb_state_new(g, NULL, &err);
    const int ok = s && arb_random_playout(s, 1, &err) && arb_current_player(s) == ARB_TERMINAL;
    if (!ok) fprintf(stderr, "playout: %s\n", err.message);
    printf("arbiter %s (ABI %d): a game of backgammon played through pkg-config\n", arb_version(), arb_abi_version());
    arb_state_free(s);
    arb_game_free(g);
    return ok ? 0 : 1;
}
