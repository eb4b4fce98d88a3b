/* The C interface from C (C11): seeded random games of every game and rules
 * entry played step by step, equal to the C++ random playout for the same
 * seed; state text round trips; masks that decode to legal moves; tensors
 * of sampled states; bots; a replay of the tool's game logs; and every kind
 * of bad argument, which must give an error and change nothing.
 *
 *   arbiter_c_games LOG...     (the logs of `arbiter selfplay --log`)
 */
#include <arbiter.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;
static long checks = 0;

/* The deep checks of a game's first seed visit every third node, or every
 * twelfth where ARBITER_PLAYOUT_PERCENT asks for a fraction of the work (the
 * sanitizer preset: a memory error shows at any node, and the plain build of
 * the c preset runs the whole). */
static size_t deep_spacing = 3;

#define CHECK(cond, ...)                                                    \
    do {                                                                    \
        ++checks;                                                           \
        if (!(cond)) {                                                      \
            ++failures;                                                     \
            fprintf(stderr, "%s:%d: CHECK(%s) failed: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                   \
            fputc('\n', stderr);                                            \
        }                                                                   \
    } while (0)

/* ---- helpers: text through the size-query convention -------------------- */

static char *state_text(const arb_state *s) {
    const size_t n = arb_state_text(s, NULL, 0, NULL);
    char *buf = malloc(n + 1);
    const size_t again = arb_state_text(s, buf, n + 1, NULL);
    CHECK(again == n, "state text length %zu then %zu", n, again);
    return buf;
}

static char *legal_moves(const arb_state *s) {
    const size_t n = arb_legal_moves(s, NULL, 0, NULL);
    char *buf = malloc(n + 1);
    CHECK(arb_legal_moves(s, buf, n + 1, NULL) == n, "legal moves length");
    return buf;
}

static size_t count_lines(const char *text) {
    size_t n = 0;
    for (; *text; ++text) n += *text == '\n';
    return n;
}

/* The next line of a text cut in place (strtok is not reentrant). */
static char *next_line(char **cursor) {
    char *line = *cursor;
    if (!*line) return NULL;
    char *end = strchr(line, '\n');
    if (end) {
        *end = '\0';
        *cursor = end + 1;
    } else {
        *cursor = line + strlen(line);
    }
    return line;
}

static char *copy_text(const char *text) {
    char *out = malloc(strlen(text) + 1);
    strcpy(out, text);
    return out;
}

/* Is `line` one of the lines of `lines`? */
static int has_line(const char *lines, const char *line) {
    const size_t len = strlen(line);
    for (const char *p = lines; *p;) {
        const char *end = strchr(p, '\n');
        if (!end) end = p + strlen(p);
        if ((size_t)(end - p) == len && memcmp(p, line, len) == 0) return 1;
        p = *end ? end + 1 : end;
    }
    return 0;
}

/* ---- checks at one node -------------------------------------------------- */

/* Text round trip: parse(text(s)) == s, and writes the same text. */
static void check_round_trip(const arb_game *g, const arb_state *s) {
    char *text = state_text(s);
    arb_error err;
    arb_state *back = arb_state_parse(g, text, &err);
    CHECK(back != NULL, "%s %s: the state text does not read back: %s\n%s", arb_game_name(g), arb_game_rules(g),
          err.message, text);
    if (back) {
        CHECK(arb_state_equal(s, back), "%s: parse(text(s)) != s", arb_game_name(g));
        char *again = state_text(back);
        CHECK(strcmp(text, again) == 0, "%s: text differs after a round trip", arb_game_name(g));
        free(again);
    }
    arb_state_free(back);
    free(text);
}

/* Each codec: ids picked from the mask until a move completes give the
 * state one of the legal moves (as text) gives. */
static void check_masks(const arb_game *g, const arb_state *s, const char *moves) {
    char codecs[256], *codec_cursor = codecs;
    arb_game_codecs(g, codecs, sizeof codecs);
    for (char *codec; (codec = next_line(&codec_cursor));) {
        const size_t size = arb_game_actions(g, codec, NULL);
        uint8_t *mask = malloc(size);
        arb_state *t = arb_state_copy(s, NULL);
        int steps = 0;
        do {
            CHECK(arb_action_mask(t, codec, mask, size, NULL) == size, "mask size");
            size_t id = 0, legal = 0;
            for (size_t i = 0; i < size; ++i) legal += mask[i];
            CHECK(legal > 0, "%s %s: no legal id of codec %s", arb_game_name(g), arb_game_rules(g), codec);
            if (!legal) break;
            while (!mask[id]) ++id;
            arb_error err;
            CHECK(arb_play_action(t, codec, (int64_t)id, &err), "legal id %zu refused: %s", id, err.message);
            char *text = state_text(t);
            const int open = strstr(text, "steps=") != NULL;
            free(text);
            if (!open) break;
        } while (++steps < 8);
        int found = 0;
        char *copy = copy_text(moves), *cursor = copy;
        for (char *m; !found && (m = next_line(&cursor));) {
            arb_state *u = arb_state_copy(s, NULL);
            arb_play(u, m, NULL);
            found = arb_state_equal(t, u);
            arb_state_free(u);
        }
        CHECK(found, "%s %s: codec %s chose no legal move", arb_game_name(g), arb_game_rules(g), codec);
        free(copy);
        arb_state_free(t);
        free(mask);
    }
}

/* A text of s as `viewer` sees it (arb_board, arb_observation_text), through the size query. */
static char *seen(size_t (*call)(const arb_state *, int, char *, size_t, arb_error *), const arb_state *s, int viewer) {
    arb_error err;
    const size_t n = call(s, viewer, NULL, 0, &err);
    CHECK(n != ARB_FAIL && n > 0, "a view for viewer %d: %s", viewer, err.message);
    char *buf = malloc(n == ARB_FAIL ? 1 : n + 1);
    buf[0] = '\0';
    if (n != ARB_FAIL) CHECK(call(s, viewer, buf, n + 1, NULL) == n, "the same length twice");
    return buf;
}

/* A sampled state consistent with what p knows shows p the same board and
 * observation text: neither tells p anything hidden. */
static void check_views(const arb_game *g, const arb_state *s, const arb_state *sample, int p) {
    size_t (*const calls[])(const arb_state *, int, char *, size_t, arb_error *) = {arb_board, arb_observation_text};
    for (int i = 0; i < 2; ++i) {
        char *mine = seen(calls[i], s, p), *theirs = seen(calls[i], sample, p);
        CHECK(strcmp(mine, theirs) == 0, "%s %s: player %d's %s differs in a sampled state:\n%s\n%s", arb_game_name(g),
              arb_game_rules(g), p, i == 0 ? "board" : "observation text", mine, theirs);
        free(mine);
        free(theirs);
    }
    free(seen(arb_board, s, ARB_OMNISCIENT));
}

/* The uint8 tensor is the float one on the game's scales, rounded. */
static void check_uint8_tensor(const arb_game *g, const arb_state *s, int p, const float *a, size_t n) {
    uint8_t *u = malloc(n), *scale = malloc(n);
    CHECK(arb_game_observation_scales(g, scale, n) == n, "scales size");
    CHECK(arb_observation_tensor_u8(s, p, u, n, NULL) == n, "uint8 tensor size");
    size_t wrong = 0;
    for (size_t i = 0; i < n; ++i) {
        float x = a[i] * (float)scale[i] + 0.5f;
        x = x < 0.0f ? 0.0f : x > 255.0f ? 255.0f : x;
        wrong += scale[i] == 0 || u[i] != (uint8_t)x;
    }
    CHECK(wrong == 0, "%s %s: %zu entries of player %d's uint8 tensor are not its floats on their scales",
          arb_game_name(g), arb_game_rules(g), wrong, p);
    free(u);
    free(scale);
}

/* A sampled state consistent with what p knows shows p the same tensor. */
static void check_observation(const arb_game *g, const arb_state *s, uint64_t seed) {
    const size_t n = arb_game_observation_size(g);
    if (n == 0) return;
    float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int p = 0; p < arb_game_players(g); ++p) {
        CHECK(arb_observation_tensor(s, p, a, n, NULL) == n, "tensor size");
        check_uint8_tensor(g, s, p, a, n);
        arb_error err;
        arb_state *x = arb_observe_sample(s, p, seed, &err);
        CHECK(x != NULL, "observe_sample: %s", err.message);
        if (!x) continue;
        arb_observation_tensor(x, p, b, n, NULL);
        check_views(g, s, x, p);
        CHECK(memcmp(a, b, n * sizeof *a) == 0, "%s %s: player %d's tensor differs in a sampled state",
              arb_game_name(g), arb_game_rules(g), p);
        arb_state_free(x);
    }
    free(a);
    free(b);
}

static void check_bot(const arb_state *s, const char *moves, const char *bot, uint32_t iterations) {
    char move[512];
    arb_error err;
    const size_t n = arb_bot_move(s, bot, iterations, 7, move, sizeof move, &err);
    CHECK(n != ARB_FAIL && n < sizeof move, "bot %s: %s", bot, err.message);
    CHECK(has_line(moves, move), "bot %s chose '%s', not a legal move", bot, move);
}

/* ---- seeded random games ------------------------------------------------- */

/* Plays one game from s with seed, step by step through one random stream,
 * and checks it ends where arb_random_playout(seed) ends. `deep`: check
 * every node's text, masks and tensors too. Returns the plies played. */
/* A text (a description, events) through the size query, or NULL on failure. */
static char *told(size_t (*call)(const arb_state *, const char *, int, char *, size_t, arb_error *),
                  const arb_state *s, const char *text, int viewer) {
    arb_error err;
    const size_t n = call(s, text, viewer, NULL, 0, &err);
    CHECK(n != ARB_FAIL && n > 0, "'%s' told to viewer %d: %s", text, viewer, err.message);
    if (n == ARB_FAIL) return NULL;
    char *buf = malloc(n + 1);
    CHECK(call(s, text, viewer, buf, n + 1, NULL) == n, "the same length twice");
    return buf;
}

/* The move `move` at s described to every player and the log, with events. */
static void check_described(const arb_game *g, const arb_state *s, const char *move) {
    for (int p = -1; p < arb_game_players(g); ++p) free(told(arb_describe, s, move, p < 0 ? ARB_OMNISCIENT : p));
    char *events = told(arb_events, s, move, ARB_OMNISCIENT);
    CHECK(events && strncmp(events, "[{\"kind\":\"", 10) == 0, "%s: events of '%s' are %s", arb_game_name(g), move,
          events ? events : "(none)");
    free(events);
}

static size_t play_game(const arb_game *g, const arb_state *start, uint64_t seed, int deep) {
    arb_state *s = arb_state_copy(start, NULL);
    arb_rng *rng = arb_rng_new(seed);
    size_t plies = 0, nodes = 0;
    int bot_checked = 0;
    char move[512];
    for (int who; (who = arb_current_player(s)) != ARB_TERMINAL; ++nodes) {
        arb_error err;
        if (who == ARB_CHANCE) {
            if (deep && nodes % 5 == 0) {
                const size_t n = arb_chance_outcomes(s, NULL, 0, NULL);
                CHECK(n > 0 && n != ARB_FAIL, "a chance node lists no outcomes");
            }
            CHECK(arb_sample_chance_rng(s, rng, &err), "sample_chance: %s", err.message);
            continue;
        }
        CHECK(who >= 0 && who < arb_game_players(g), "player %d", who);
        if (deep && nodes % deep_spacing == 0) {
            char *moves = legal_moves(s);
            check_round_trip(g, s);
            check_masks(g, s, moves);
            if (nodes % (3 * deep_spacing) == 0) check_observation(g, s, seed + nodes);
            if (!bot_checked && nodes >= 30) { /* information-set MCTS where information is hidden */
                check_bot(s, moves, "mcts", 20);
                bot_checked = 1;
            }
            free(moves);
        }
        const size_t n = arb_bot_move_rng(s, "random", 0, rng, move, sizeof move, &err);
        CHECK(n != ARB_FAIL && n < sizeof move, "random bot: %s", err.message);
        if (n == ARB_FAIL || n >= sizeof move) break;
        if (deep && nodes % 7 == 0) check_described(g, s, move);
        CHECK(arb_play(s, move, &err), "%s %s: the bot's move '%s' refused: %s", arb_game_name(g), arb_game_rules(g),
              move, err.message);
        ++plies;
    }
    arb_state *playout = arb_state_copy(start, NULL);
    CHECK(arb_random_playout(playout, seed, NULL), "random_playout");
    CHECK(arb_state_equal(s, playout), "%s %s seed %" PRIu64 ": the C game differs from the C++ random_playout",
          arb_game_name(g), arb_game_rules(g), seed);
    double returns[16];
    const size_t players = arb_returns(s, returns, 16, NULL);
    CHECK(players == (size_t)arb_game_players(g), "returns of %zu players", players);
    char end[512];
    CHECK(arb_describe_end(s, 0, end, sizeof end, NULL) > 0 && arb_describe_end(s, ARB_OMNISCIENT, NULL, 0, NULL) > 0,
          "%s: the end is not described", arb_game_name(g));
    arb_state_free(playout);
    arb_rng_free(rng);
    arb_state_free(s);
    return plies;
}

/* Every game, every rules entry, every player count it is listed with. */
static void play_every_entry(void) {
    char games[512], rules[4096], *game_cursor = games;
    arb_games(games, sizeof games);
    size_t entries = 0;
    for (char *game; (game = next_line(&game_cursor));) {
        arb_error err;
        CHECK(arb_rules(game, rules, sizeof rules, &err) < sizeof rules, "rules of %s: %s", game, err.message);
        char *rules_cursor = rules;
        for (char *line; (line = next_line(&rules_cursor));) {
            char name[128];
            int counts[16] = {0}, ncounts = 0;
            const char *tab = strchr(line, '\t');
            snprintf(name, sizeof name, "%.*s", tab ? (int)(tab - line) : (int)strlen(line), line);
            if (tab)
                for (const char *p = tab + 9; *p && ncounts < 16; p = strchr(p, ',') ? strchr(p, ',') + 1 : "")
                    counts[ncounts++] = atoi(p);
            if (ncounts == 0) counts[ncounts++] = 0;
            for (int i = 0; i < ncounts; ++i) {
                arb_game *g = arb_game_new(game, name, counts[i], &err);
                CHECK(g != NULL, "%s %s %d players: %s", game, name, counts[i], err.message);
                if (!g) continue;
                arb_state *s = arb_state_new(g, NULL, &err);
                CHECK(s != NULL, "%s %s: %s", game, name, err.message);
                for (uint64_t seed = 1; s && seed <= 2; ++seed) play_game(g, s, seed, seed == 1);
                arb_state_free(s);
                arb_game_free(g);
                ++entries;
            }
        }
    }
    printf("played seeded games of %zu rules entries\n", entries);
}

/* ---- bad arguments: an error that says what, and nothing changed ------- */

static void expect_error(int ok, const arb_error *err, int code, const char *what, const char *needle) {
    CHECK(!ok, "%s: accepted", what);
    CHECK(err->code == code, "%s: code %d, expected %d (%s)", what, err->code, code, err->message);
    CHECK(strstr(err->message, needle) != NULL, "%s: message '%s' does not say '%s'", what, err->message, needle);
}

static void check_bad_handles(void) {
    arb_error err;
    char buf[64] = "x";
    uint8_t mask[4];
    double r[2];
    float f[2];
    expect_error(arb_state_text(NULL, buf, sizeof buf, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "text(NULL)", "NULL");
    CHECK(buf[0] == '\0', "a failed text call leaves \"\"");
    expect_error(arb_legal_moves(NULL, buf, 0, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "moves(NULL)", "NULL");
    expect_error(arb_play(NULL, "x", &err), &err, ARB_E_ARGUMENT, "play(NULL)", "NULL");
    expect_error(arb_action_mask(NULL, NULL, mask, 4, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "mask(NULL)", "NULL");
    expect_error(arb_play_action(NULL, NULL, 0, &err), &err, ARB_E_ARGUMENT, "play_action(NULL)", "NULL");
    expect_error(arb_chance_outcomes(NULL, NULL, 0, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "outcomes(NULL)", "NULL");
    expect_error(arb_sample_chance(NULL, 1, &err), &err, ARB_E_ARGUMENT, "sample(NULL)", "NULL");
    expect_error(arb_returns(NULL, r, 2, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "returns(NULL)", "NULL");
    expect_error(arb_observation_tensor(NULL, 0, f, 2, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "tensor(NULL)", "NULL");
    expect_error(arb_observation_tensor_u8(NULL, 0, mask, 2, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT,
                 "tensor_u8(NULL)", "NULL");
    CHECK(arb_game_observation_scales(NULL, mask, 4) == 0, "scales(NULL): no entries");
    expect_error(arb_observe_sample(NULL, 0, 1, &err) != NULL, &err, ARB_E_ARGUMENT, "observe_sample(NULL)", "NULL");
    expect_error(arb_bot_move(NULL, "random", 0, 1, buf, 64, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "bot(NULL)",
                 "NULL");
    expect_error(arb_random_playout(NULL, 1, &err), &err, ARB_E_ARGUMENT, "playout(NULL)", "NULL");
    expect_error(arb_state_new(NULL, NULL, &err) != NULL, &err, ARB_E_ARGUMENT, "state_new(NULL)", "NULL");
    expect_error(arb_state_parse(NULL, "", &err) != NULL, &err, ARB_E_ARGUMENT, "parse(NULL)", "NULL");
    expect_error(arb_state_copy(NULL, &err) != NULL, &err, ARB_E_ARGUMENT, "copy(NULL)", "NULL");
    expect_error(arb_game_actions(NULL, NULL, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "actions(NULL)", "NULL");
    expect_error(arb_game_new(NULL, NULL, 0, &err) != NULL, &err, ARB_E_ARGUMENT, "game_new(NULL)", "NULL");
    CHECK(arb_current_player(NULL) == ARB_INVALID, "current_player(NULL)");
    CHECK(arb_game_players(NULL) == 0 && strcmp(arb_game_name(NULL), "") == 0, "game queries on NULL");
    CHECK(!arb_state_equal(NULL, NULL), "NULL states are not equal states");
    arb_state_free(NULL);
    arb_game_free(NULL);
    arb_rng_free(NULL);
    /* The error pointer may be NULL. */
    CHECK(arb_play(NULL, "x", NULL) == false, "play(NULL, NULL err)");
}

static void check_bad_names(void) {
    arb_error err;
    expect_error(arb_game_new("chess", NULL, 0, &err) != NULL, &err, ARB_E_ARGUMENT, "unknown game", "no game 'chess'");
    CHECK(strstr(err.message, "backgammon") != NULL, "the error lists the games: %s", err.message);
    expect_error(arb_game_new("backgammon", "plakoto", 0, &err) != NULL, &err, ARB_E_ARGUMENT, "unknown rules",
                 "no backgammon rules 'plakoto'");
    expect_error(arb_game_new("war-chest", "random", 3, &err) != NULL, &err, ARB_E_ARGUMENT, "players", "not 3");
    expect_error(arb_game_new("backgammon", NULL, -1, &err) != NULL, &err, ARB_E_ARGUMENT, "negative players",
                 "negative");
    expect_error(arb_rules("go", NULL, 0, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "rules of an unknown game", "'go'");
    arb_game *g = arb_game_new("backgammon", "money", 0, &err);
    CHECK(g && err.code == ARB_OK && err.message[0] == '\0', "a success clears the error");
    expect_error(arb_game_actions(g, "steps", &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "unknown codec", "'steps'");
    arb_state *s = arb_state_new(g, NULL, NULL);
    char buf[512];
    expect_error(arb_bot_move(s, "alphazero", 0, 1, buf, sizeof buf, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "bot",
                 "unknown bot 'alphazero'");
    expect_error(arb_bot_move(s, "mcts", 20000000, 1, buf, sizeof buf, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT,
                 "iterations", "iterations");
    expect_error(arb_observation_tensor(s, 2, NULL, 0, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "player 2",
                 "player 2 is not in [0, 2)");
    expect_error(arb_observation_tensor_u8(s, 2, NULL, 0, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "uint8 player 2",
                 "player 2 is not in [0, 2)");
    expect_error(arb_observe_sample(s, -1, 1, &err) != NULL, &err, ARB_E_ARGUMENT, "player -1", "player -1");
    expect_error(arb_board(s, 5, buf, sizeof buf, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "board viewer 5", "viewer 5");
    expect_error(arb_observation_text(NULL, 0, buf, sizeof buf, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "NULL state",
                 "NULL");
    arb_state_free(s);
    arb_game_free(g);
}

/* Refusals change nothing: the text before equals the text after. */
static void check_refusals(void) {
    arb_error err;
    arb_game *g = arb_game_new("backgammon", "money", 0, NULL);
    arb_state *s = arb_state_new(g, NULL, NULL);
    char *before = state_text(s);
    /* The size query: len 0 asks; a short buffer gets a cut text, ended. */
    const size_t n = arb_state_text(s, NULL, 0, &err);
    CHECK(n == strlen(before) && err.code == ARB_OK, "size query %zu vs %zu", n, strlen(before));
    char small[8];
    CHECK(arb_state_text(s, small, sizeof small, NULL) == n, "a small buffer still returns the length");
    CHECK(strlen(small) == 7 && strncmp(small, before, 7) == 0, "a small buffer holds the text's start, ended");
    expect_error(arb_play(s, "24/18 13/11", &err), &err, ARB_E_ILLEGAL, "a move at a chance node", "");
    expect_error(arb_play_action(s, "index", 0, &err), &err, ARB_E_STATE, "an id at a chance node", "chance node");
    expect_error(arb_bot_move(s, "random", 0, 1, NULL, 0, &err) != ARB_FAIL, &err, ARB_E_STATE, "a bot at chance",
                 "chance node");
    char said[256];
    CHECK(arb_describe(s, "3-1", 0, said, sizeof said, &err) > 0, "the roll 3-1 described: %s", err.message);
    expect_error(arb_describe(s, "3-1", 2, said, sizeof said, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "viewer 2",
                 "viewer 2 is not a player");
    expect_error(arb_describe(s, "7-1", 0, said, sizeof said, &err) != ARB_FAIL, &err, ARB_E_ILLEGAL,
                 "a roll of 7", "");
    CHECK(said[0] == '\0', "a failed text call leaves an empty buffer");
    expect_error(arb_describe_end(s, 0, said, sizeof said, &err) != ARB_FAIL, &err, ARB_E_STATE, "the end early",
                 "not over");
    CHECK(arb_play(s, "3-1", &err), "the outcome 3-1: %s", err.message);
    free(before);
    before = state_text(s);
    expect_error(arb_play(s, "24/18 13/11", &err), &err, ARB_E_ILLEGAL, "an illegal move", "");
    CHECK(err.message[0] != '\0', "the refusal says why");
    expect_error(arb_sample_chance(s, 1, &err), &err, ARB_E_STATE, "sample at a decision", "not a chance node");
    const size_t size = arb_game_actions(g, "index", NULL);
    expect_error(arb_play_action(s, "index", (int64_t)size, &err), &err, ARB_E_ARGUMENT, "id = size", "not an id");
    expect_error(arb_play_action(s, "index", -1, &err), &err, ARB_E_ARGUMENT, "id -1", "not an id");
    expect_error(arb_play_action(s, "index", (int64_t)size - 1, &err), &err, ARB_E_ILLEGAL, "an id not legal",
                 "not legal here");
    expect_error(arb_play_action(s, "stepz", 0, &err), &err, ARB_E_ARGUMENT, "a wrong codec", "unknown codec 'stepz'");
    uint8_t mask[4];
    CHECK(arb_action_mask(s, "index", mask, 4, &err) == size && err.code == ARB_OK, "a short mask returns the size");
    char *after = state_text(s);
    CHECK(strcmp(before, after) == 0, "refused calls changed the state");
    free(after);
    /* A move after the end. */
    CHECK(arb_random_playout(s, 3, NULL), "playout");
    CHECK(arb_current_player(s) == ARB_TERMINAL, "the playout ends the game");
    expect_error(arb_play(s, "3-1", &err), &err, ARB_E_STATE, "a move after the end", "the game is over");
    expect_error(arb_play_action(s, NULL, 0, &err), &err, ARB_E_STATE, "an id after the end", "the game is over");
    expect_error(arb_sample_chance(s, 1, &err), &err, ARB_E_STATE, "sample after the end", "the game is over");
    CHECK(arb_legal_moves(s, NULL, 0, NULL) == 0, "no legal moves at the end");
    free(before);
    arb_state_free(s);
    arb_game_free(g);
}

static void check_parse_errors(void) {
    arb_error err;
    arb_game *money = arb_game_new("backgammon", "money", 0, NULL);
    arb_game *stratego = arb_game_new("stratego", NULL, 0, NULL);
    arb_state *s = arb_state_new(money, NULL, NULL);
    char *text = state_text(s);
    expect_error(arb_state_parse(stratego, text, &err) != NULL, &err, ARB_E_PARSE, "another game's text",
                 "not of 'stratego'");
    CHECK(err.line == 1 && err.column > 0, "the error says where: line %d column %d", err.line, err.column);
    arb_game *nack = arb_game_new("backgammon", "nackgammon", 0, NULL);
    expect_error(arb_state_parse(nack, text, &err) != NULL, &err, ARB_E_PARSE, "other rules' text", "rules 'money'");
    expect_error(arb_state_parse(money, "game=backgammon rules=money players=2\nnonsense\n", &err) != NULL, &err,
                 ARB_E_PARSE, "a bad body", "");
    CHECK(err.line >= 2, "a bad body is located on its line: %d (%s)", err.line, err.message);
    free(text);
    arb_state_free(s);
    arb_game_free(nack);
    arb_game_free(stratego);
    arb_game_free(money);
}

/* Backgammon's micro codec: a decision in progress is in the text
 * (steps=) and reads back. */
static void check_micro_steps(void) {
    arb_game *g = arb_game_new("backgammon", "money", 0, NULL);
    arb_state *s = arb_state_new(g, NULL, NULL);
    CHECK(arb_play(s, "6-5", NULL), "outcome 6-5");
    const size_t size = arb_game_actions(g, "micro", NULL);
    uint8_t *mask = malloc(size);
    arb_action_mask(s, "micro", mask, size, NULL);
    size_t id = 0;
    while (id < size && !mask[id]) ++id;
    arb_error err;
    CHECK(arb_play_action(s, "micro", (int64_t)id, &err), "micro id: %s", err.message);
    CHECK(arb_current_player(s) == 0, "a micro step does not end the decision");
    char *text = state_text(s);
    CHECK(strstr(text, "steps=micro:") != NULL, "the text holds the steps:\n%s", text);
    check_round_trip(g, s);
    free(text);
    free(mask);
    arb_state_free(s);
    arb_game_free(g);
}

/* ---- a replay of the tool's game log (`arbiter selfplay --log`) ---------- */

static void replay_log(const char *path) {
    FILE *f = fopen(path, "r");
    CHECK(f != NULL, "cannot open %s", path);
    if (!f) return;
    char line[1024], game[64] = "", rules[64] = "";
    int players = 0, number = 0;
    size_t games = 0, plies = 0;
    arb_game *g = NULL;
    arb_state *s = NULL;
    arb_error err;
    while (fgets(line, sizeof line, f)) {
        ++number;
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '#' || line[0] == '\0') continue;
        if (sscanf(line, "game %63s", game) == 1 || sscanf(line, "rules %63s", rules) == 1 ||
            sscanf(line, "players %d", &players) == 1)
            continue;
        if (strncmp(line, "begin ", 6) == 0) {
            if (!g) g = arb_game_new(game, rules, players, &err);
            CHECK(g != NULL, "%s:%d: %s", path, number, err.message);
            if (!g) break;
            arb_state_free(s);
            s = arb_state_new(g, NULL, &err);
        } else if (strncmp(line, "chance ", 7) == 0) {
            CHECK(arb_current_player(s) == ARB_CHANCE, "%s:%d: not a chance node", path, number);
            CHECK(arb_play(s, line + 7, &err), "%s:%d: %s", path, number, err.message);
        } else if (line[0] >= '0' && line[0] <= '9') {
            char *move = NULL;
            const long who = strtol(line, &move, 10);
            CHECK(arb_current_player(s) == (int)who, "%s:%d: player %ld is not to move", path, number, who);
            CHECK(arb_play(s, move + 1, &err), "%s:%d: %s", path, number, err.message);
            ++plies;
        } else if (strncmp(line, "end", 3) == 0) {
            double returns[16], expected;
            const size_t n = arb_returns(s, returns, 16, NULL);
            CHECK(arb_current_player(s) == ARB_TERMINAL, "%s:%d: the game is not over", path, number);
            const char *p = line + 3;
            for (size_t i = 0; i < n; ++i) {
                char *next = NULL;
                expected = strtod(p, &next);
                CHECK(next != p && expected == returns[i], "%s:%d: player %zu's return %g", path, number, i,
                      returns[i]);
                p = next;
            }
            ++games;
        }
    }
    fclose(f);
    printf("replayed %zu games, %zu decisions of %s (%s)\n", games, plies, game, path);
    CHECK(games > 0, "%s: no game replayed", path);
    arb_state_free(s);
    arb_game_free(g);
}

/* CW-12.8: a game the engine's turn cap ends is a truncation (arb_ended_at_cap);
   one the rules end is not. */
static void check_length_cap(void) {
    arb_game *g = arb_game_new("crime-wars", NULL, 0, NULL);
    int capped = 0, ended = 0;
    CHECK(!arb_ended_at_cap(NULL), "arb_ended_at_cap(NULL)");
    for (uint64_t seed = 1; seed <= 12; ++seed) {
        arb_error err;
        arb_state *s = arb_state_new(g, "turn-limit=2", &err);
        CHECK(s != NULL, "turn-limit=2: %s", err.message);
        if (!s) break;
        CHECK(!arb_ended_at_cap(s), "a game that has not ended is not cut short");
        CHECK(arb_random_playout(s, seed, NULL), "random_playout");
        double returns[2] = {0, 0};
        arb_returns(s, returns, 2, NULL);
        const int won = returns[0] != 0 || returns[1] != 0;
        CHECK(arb_current_player(s) == ARB_TERMINAL && arb_ended_at_cap(s) == !won,
              "seed %" PRIu64 ": ended at the cap %d, won %d", seed, (int)arb_ended_at_cap(s), won);
        capped += arb_ended_at_cap(s);
        ++ended;
        arb_state_free(s);
    }
    CHECK(capped > 0 && ended == 12, "%d of %d games ended at the cap", capped, ended);
    arb_game_free(g);
}

/* arb_sample_outcome_rng names the outcome arb_sample_chance_rng plays from
 * the same stream, and moves the stream as far (a size query not at all):
 * two streams of one seed, one naming, one playing, stay in step. */
static void check_sampled_outcomes(const char *game) {
    arb_game *g = arb_game_new(game, NULL, 0, NULL);
    arb_state *s = arb_state_new(g, NULL, NULL);
    arb_rng *naming = arb_rng_new(5), *playing = arb_rng_new(5);
    for (int node = 0; node < 300 && arb_current_player(s) != ARB_TERMINAL; ++node) {
        char text[512], other[512];
        arb_error err;
        if (arb_current_player(s) == ARB_CHANCE) {
            CHECK(arb_sample_outcome_rng(s, naming, NULL, 0, NULL) != ARB_FAIL, "%s: a size query", game);
            CHECK(arb_sample_outcome_rng(s, naming, text, sizeof text, &err) < sizeof text, "%s: %s", game, err.message);
            arb_state *drawn = arb_state_copy(s, NULL);
            CHECK(arb_sample_chance_rng(drawn, playing, NULL), "%s: a draw", game);
            CHECK(arb_play(s, text, &err), "%s: the named outcome '%s' plays: %s", game, text, err.message);
            CHECK(arb_state_equal(s, drawn), "%s: '%s' is not the outcome drawn", game, text);
            arb_state_free(drawn);
            continue;
        }
        arb_bot_move_rng(s, "random", 0, naming, text, sizeof text, NULL);
        arb_bot_move_rng(s, "random", 0, playing, other, sizeof other, NULL);
        CHECK(strcmp(text, other) == 0, "%s: the streams parted: '%s' and '%s'", game, text, other);
        arb_play(s, text, NULL);
    }
    arb_error err;
    expect_error(arb_sample_outcome_rng(s, NULL, NULL, 0, &err) != ARB_FAIL, &err, ARB_E_ARGUMENT, "no stream", "NULL");
    arb_rng_free(naming);
    arb_rng_free(playing);
    arb_state_free(s);
    arb_game_free(g);
}

int main(int argc, char **argv) {
    const char *percent = getenv("ARBITER_PLAYOUT_PERCENT");
    if (percent && atoi(percent) > 0 && atoi(percent) < 100) deep_spacing = 12;
    CHECK(arb_abi_version() == ARB_ABI_VERSION, "ABI %d", arb_abi_version());
    CHECK(strlen(arb_version()) > 0, "a version");
    char games[256];
    CHECK(arb_games(games, sizeof games) < sizeof games && count_lines(games) == 5, "five games:\n%s", games);
    check_bad_handles();
    check_bad_names();
    check_refusals();
    check_parse_errors();
    check_micro_steps();
    check_length_cap();
    check_sampled_outcomes("backgammon");
    check_sampled_outcomes("memoir44");
    check_sampled_outcomes("crime-wars");
    for (int i = 1; i < argc; ++i) replay_log(argv[i]);
    play_every_entry();
    printf("%ld checks, %d failed\n", checks, failures);
    return failures ? 1 : 0;
}
