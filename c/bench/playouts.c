/* Random games per second through the C interface, per game: for each game's
 * default rules, seeds 1..N, each game a copy of the start played to its end
 * by arb_random_playout. The same calls, the same seeds and so the same games
 * as js/bench/decisions.js plays in WebAssembly, which compares the two.
 * One untimed pass first, as the JavaScript side does (its compiler warms up),
 * then REPEATS timed passes, of which the fastest counts (this machine's
 * timings vary from run to run; the fastest is the least disturbed).
 *
 *   arbiter_c_playouts [GAMES [REPEATS]]     (default 2000 games, 3 passes)
 *
 * prints a line per game: NAME <tab> RULES <tab> GAMES_PER_SECOND */
#include <arbiter.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_seconds(void) {
    struct timespec t;
    timespec_get(&t, TIME_UTC);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Plays seeds 1..games from start; false (with the error printed) on a failure. */
static int play_games(const arb_state *start, long games) {
    arb_error err;
    for (long seed = 1; seed <= games; ++seed) {
        arb_state *s = arb_state_copy(start, &err);
        if (!s || !arb_random_playout(s, (uint64_t)seed, &err)) {
            fprintf(stderr, "playout %ld: %s\n", seed, err.message);
            arb_state_free(s);
            return 0;
        }
        arb_state_free(s);
    }
    return 1;
}

int main(int argc, char **argv) {
    const long games = argc > 1 ? strtol(argv[1], NULL, 10) : 2000;
    const long repeats = argc > 2 ? strtol(argv[2], NULL, 10) : 3;
    if (games < 1 || repeats < 1) {
        fprintf(stderr, "usage: arbiter_c_playouts [GAMES [REPEATS]] (each at least 1)\n");
        return 2;
    }
    char names[256];
    arb_games(names, sizeof names);
    arb_error err;
    for (char *name = strtok(names, "\n"); name; name = strtok(NULL, "\n")) {
        arb_game *g = arb_game_new(name, NULL, 0, &err);
        arb_state *start = g ? arb_state_new(g, NULL, &err) : NULL;
        if (!start) {
            fprintf(stderr, "%s: %s\n", name, err.message);
            return 1;
        }
        if (!play_games(start, games)) return 1;
        double best = 0;
        for (long r = 0; r < repeats; ++r) {
            const double t0 = now_seconds();
            if (!play_games(start, games)) return 1;
            const double rate = (double)games / (now_seconds() - t0);
            if (rate > best) best = rate;
        }
        printf("%s\t%s\t%.0f\n", name, arb_game_rules(g), best);
        fflush(stdout);
        arb_state_free(start);
        arb_game_free(g);
    }
    return 0;
}
