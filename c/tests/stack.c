/* c.stack: every game and rules entry played on a thread whose stack is
 * the size the README promises (ARB_TEST_STACK, 256 KiB), with every kind
 * of call along the way; the stack is a buffer of ours, painted before and
 * read after, so the test prints the deepest use per game too. A call that
 * needed more would crash the thread (the buffer ends at a guard page). */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#define _POSIX_C_SOURCE 200809L
#include <arbiter.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define ARB_TEST_STACK (256 * 1024)
#define PAINT 0xA5

static int failures = 0;

static void fail(const char *what, const arb_error *err) {
    fprintf(stderr, "FAIL: %s: %s\n", what, err ? err->message : "");
    ++failures;
}

/* One random game with the calls of a game shell: moves, texts, boards,
 * descriptions, masks, tensors, samples of observations and MCTS. */
static void play(const arb_game *g, uint64_t seed) {
    static char buf[1 << 16];
    arb_error err;
    arb_state *s = arb_state_new(g, NULL, &err);
    if (!s) return fail("arb_state_new", &err);
    for (unsigned ply = 0; arb_current_player(s) != ARB_TERMINAL; ++ply) {
        const int p = arb_current_player(s);
        if (p == ARB_CHANCE) {
            arb_chance_outcomes(s, buf, sizeof buf, NULL);
            if (!arb_sample_chance(s, seed + ply, &err)) return fail("arb_sample_chance", &err), arb_state_free(s);
            continue;
        }
        char move[512];
        const char *bot = ply % 40 == 7 ? "mcts" : "random";
        if (arb_bot_move(s, bot, 30, seed + ply, move, sizeof move, &err) >= sizeof move)
            return fail("arb_bot_move", &err), arb_state_free(s);
        if (ply % 8 == 0) {
            arb_legal_moves(s, buf, sizeof buf, NULL);
            arb_state_text(s, buf, sizeof buf, NULL);
            arb_state_free(arb_state_parse(g, buf, NULL));
            arb_board(s, p, buf, sizeof buf, NULL);
            arb_observation_text(s, p, buf, sizeof buf, NULL);
            arb_describe(s, move, p, buf, sizeof buf, NULL);
            arb_events(s, move, ARB_OMNISCIENT, buf, sizeof buf, NULL);
            arb_action_mask(s, "index", (uint8_t *)buf, sizeof buf, NULL);
            float tensor[10000];
            if (arb_game_observation_size(g) <= 10000) arb_observation_tensor(s, p, tensor, 10000, NULL);
            if (arb_game_observation_size(g) <= 10000)
                arb_observation_tensor_u8(s, p, (uint8_t *)tensor, sizeof tensor, NULL);
            arb_state_free(arb_observe_sample(s, p, seed, NULL));
        }
        if (!arb_play(s, move, &err)) return fail("arb_play", &err), arb_state_free(s);
    }
    arb_describe_end(s, 0, buf, sizeof buf, NULL);
    arb_state_free(s);
}

static size_t deepest[8];

static void *play_everything(void *stack) {
    static char names[512], rules[4096];
    arb_games(names, sizeof names);
    size_t game = 0;
    for (char *name = strtok(names, "\n"); name; name = strtok(NULL, "\n"), ++game) {
        /* Paint all below this frame (less a margin for memset's own). */
        unsigned char here;
        memset(stack, PAINT, (size_t)((uintptr_t)&here - (uintptr_t)stack) - 1024);
        arb_rules(name, rules, sizeof rules, NULL);
        char *save = NULL;
        for (char *line = strtok_r(rules, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
            char *tab = strchr(line, '\t');
            if (tab) *tab = '\0';
            arb_error err;
            arb_game *g = arb_game_new(name, line, 0, &err);
            if (!g) { fail(line, &err); continue; }
            play(g, 1);
            arb_game_free(g);
        }
        const unsigned char *bytes = stack;
        size_t untouched = 0;
        while (untouched < ARB_TEST_STACK && bytes[untouched] == PAINT) ++untouched;
        deepest[game] = ARB_TEST_STACK - untouched;
        printf("%-11s deepest %zu KiB of the thread's %d KiB\n", name, deepest[game] / 1024, ARB_TEST_STACK / 1024);
    }
    return NULL;
}

int main(void) {
    /* The stack: a mapping with a guard page below it, so an overflow
     * faults instead of writing over the heap. */
    const size_t page = (size_t)sysconf(_SC_PAGESIZE);
    unsigned char *region = mmap(NULL, ARB_TEST_STACK + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (region == MAP_FAILED || mprotect(region, page, PROT_NONE) != 0) return perror("mmap"), 1;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    if (pthread_attr_setstack(&attr, region + page, ARB_TEST_STACK) != 0) return fprintf(stderr, "setstack\n"), 1;
    pthread_t thread;
    if (pthread_create(&thread, &attr, play_everything, region + page) != 0) return fprintf(stderr, "thread\n"), 1;
    pthread_join(thread, NULL);
    printf("%s\n", failures ? "FAILED" : "every game played within the stack");
    return failures ? 1 : 0;
}
