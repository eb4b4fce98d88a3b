/* arbiter.h: the C interface to arbiter's rules engines (C11, C++ compatible).
 *
 * One interface for every game and every named rules entry, by name: the
 * text notation, the action codecs, the observation tensors, chance, bots.
 * See c/README.md for the conventions; in short:
 *
 *  - Handles (arb_game, arb_state, arb_rng) are opaque; each *_new / *_copy /
 *    *_parse / arb_observe_sample result is owned by the caller and released
 *    with its *_free (NULL is accepted and ignored). A state does not refer
 *    to the game it was made from: it may outlive it.
 *  - A function that can fail takes `arb_error *err` last (NULL: no report).
 *    It returns true or a handle on success, false or NULL on failure, and
 *    sets err->code (0 on success) and err->message. Nothing crashes, throws
 *    or aborts on bad arguments; a failed call changes nothing.
 *  - Text goes into a caller's buffer `buf` of `len` bytes, always ended by
 *    a zero when len > 0 (cut short if too small, as snprintf does). The
 *    return value is the length the whole text needs without its zero:
 *    ask with len 0, allocate return + 1. On failure: ARB_FAIL.
 *  - Numbers go into `out` of `len` elements; the return value is how many
 *    there are. When len is smaller, nothing is written (ask with len 0).
 *    On failure: ARB_FAIL.
 *  - No global mutable state. Distinct handles may be used from distinct
 *    threads at once; a game handle may be shared by threads read-only.
 */
#ifndef ARBITER_H
#define ARBITER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32) && defined(ARB_SHARED)
#if defined(ARB_BUILDING)
#define ARB_API __declspec(dllexport)
#else
#define ARB_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) && defined(ARB_BUILDING)
#define ARB_API __attribute__((visibility("default")))
#else
#define ARB_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Bumped on any incompatible change of this header (arb_abi_version()). */
#define ARB_ABI_VERSION 1

/* arb_current_player: a player index (0..players-1), or one of these. */
#define ARB_CHANCE (-1)   /* a chance node: play an outcome */
#define ARB_TERMINAL (-2) /* the game is over */
#define ARB_INVALID (-3)  /* a NULL state */

/* The viewer of arb_describe and arb_events who sees everything (a log). */
#define ARB_OMNISCIENT (-3)

/* What a size-returning function returns on failure. */
#define ARB_FAIL SIZE_MAX

/* arb_error.code */
enum arb_code {
    ARB_OK = 0,
    ARB_E_ARGUMENT = 1, /* a NULL handle or pointer, an unknown name, a number out of range */
    ARB_E_PARSE = 2,    /* a text that does not read (line and column say where) */
    ARB_E_ILLEGAL = 3,  /* a move, outcome or action the rules refuse (the message names the rule) */
    ARB_E_STATE = 4,    /* not possible at this node (no chance node, the game is over, ...) */
    ARB_E_INTERNAL = 5  /* out of memory, or a library fault */
};

typedef struct arb_error {
    char message[256]; /* what is wrong, zero-terminated (cut at 255 bytes) */
    int line;          /* 1-based line and column in the text given, 0 if none */
    int column;
    int code; /* enum arb_code */
} arb_error;

typedef struct arb_game arb_game;
typedef struct arb_state arb_state;
typedef struct arb_rng arb_rng;

/* ---- library ---------------------------------------------------------- */

ARB_API int arb_abi_version(void);
ARB_API const char *arb_version(void); /* static string, e.g. "0.1.0" */

/* The game names, one a line ("backgammon\nstratego\n..."). */
ARB_API size_t arb_games(char *buf, size_t len);
/* A game's rules entries as `arbiter rules GAME` lists them: one name a
 * line, with "\tplayers 2,4" where the name is played by several counts. */
ARB_API size_t arb_rules(const char *game, char *buf, size_t len, arb_error *err);

/* ---- games ------------------------------------------------------------ */

/* rules: NULL or "" for the game's default; players: 0 for the entry's. */
ARB_API arb_game *arb_game_new(const char *name, const char *rules, int players, arb_error *err);
ARB_API void arb_game_free(arb_game *g);
/* Static strings (valid for the life of the program); "" for NULL g. */
ARB_API const char *arb_game_name(const arb_game *g);
ARB_API const char *arb_game_rules(const arb_game *g);
/* The players who decide (the length of arb_returns); 0 for NULL g. */
ARB_API int arb_game_players(const arb_game *g);
ARB_API bool arb_game_hidden_information(const arb_game *g);
/* The codec names, one a line, the game's own first, "index" last. */
ARB_API size_t arb_game_codecs(const arb_game *g, char *buf, size_t len);
/* The number of action ids of a codec (NULL or "": the first). */
ARB_API size_t arb_game_actions(const arb_game *g, const char *codec, arb_error *err);
/* The floats of one observation tensor; 0 where the game has none. */
ARB_API size_t arb_game_observation_size(const arb_game *g);
/* Each tensor entry's uint8 scale (its denominator; 1 on the 0/1 planes)
 * into out when len is enough; returns arb_game_observation_size. */
ARB_API size_t arb_game_observation_scales(const arb_game *g, uint8_t *out, size_t len);

/* ---- states ----------------------------------------------------------- */

/* setup: NULL or "" for the rules' default start, else the game's setup
 * text (a Stratego setup, a Memoir '44 scenario, ...). */
ARB_API arb_state *arb_state_new(const arb_game *g, const char *setup, arb_error *err);
/* A full-state text (arb_state_text, the tool's, Python's); its header must
 * name g's game, rules and players. */
ARB_API arb_state *arb_state_parse(const arb_game *g, const char *text, arb_error *err);
ARB_API arb_state *arb_state_copy(const arb_state *s, arb_error *err);
ARB_API void arb_state_free(arb_state *s);
/* The same game, rules, position and decision in progress. */
ARB_API bool arb_state_equal(const arb_state *a, const arb_state *b);

ARB_API size_t arb_state_text(const arb_state *s, char *buf, size_t len, arb_error *err);
ARB_API int arb_current_player(const arb_state *s);
/* True when the game is over because a length cap (an engine setting, not a
   rule: WC-19.6, ST-8.7, CW-12.8) cut it short: a truncation, not a
   termination, for a learner. False for NULL s. */
ARB_API bool arb_ended_at_cap(const arb_state *s);
/* The legal moves in the game's notation, one a line (none at a chance
 * node or at the end). */
ARB_API size_t arb_legal_moves(const arb_state *s, char *buf, size_t len, arb_error *err);
/* A move (decision node) or a chance outcome (chance node) as text. */
ARB_API bool arb_play(arb_state *s, const char *text, arb_error *err);

/* What a move (decision node) or an outcome (chance node) given as text
 * does when played at s, as `viewer` may know it: a player index, who reads
 * "you" and their own numbering, or ARB_OMNISCIENT, a log that sees
 * everything. arb_describe: a sentence ("Blue's Sergeant attacks your Bomb
 * at e7: the Bomb wins, the Sergeant is removed"). arb_events: a JSON array
 * of {"kind","player","piece","from","to","amount"} objects, the kinds of
 * docs/describe.md. An illegal text fails (ARB_E_ILLEGAL) as arb_play does. */
ARB_API size_t arb_describe(const arb_state *s, const char *text, int viewer, char *buf, size_t len, arb_error *err);
ARB_API size_t arb_events(const arb_state *s, const char *text, int viewer, char *buf, size_t len, arb_error *err);
/* How the finished game s ended, as `viewer` reads it (ARB_E_STATE before the end). */
ARB_API size_t arb_describe_end(const arb_state *s, int viewer, char *buf, size_t len, arb_error *err);

/* What `viewer` may see of the game, as text: in a hidden-information game
 * the text of that player's observation (their own pieces, coins and cards,
 * nothing of the others' hidden ones, as `arbiter observe` prints it);
 * for ARB_OMNISCIENT, or in a game that hides nothing, the full-state text
 * (arb_state_text without a pending decision's steps). */
ARB_API size_t arb_observation_text(const arb_state *s, int viewer, char *buf, size_t len, arb_error *err);

/* The board drawn as the tool draws it, for people: for a player of a
 * hidden-information game that player's view (the others' hidden pieces,
 * coins and cards not shown); for ARB_OMNISCIENT, or in a game that hides
 * nothing, the whole state. */
ARB_API size_t arb_board(const arb_state *s, int viewer, char *buf, size_t len, arb_error *err);

/* codec: "index", "micro", "steps", ... (NULL or "": the game's first).
 * out[i] = 1 where id i is legal now; returns the number of ids. */
ARB_API size_t arb_action_mask(const arb_state *s, const char *codec, uint8_t *out, size_t len, arb_error *err);
/* Plays one id; a multi-id codec (backgammon's micro) completes the move
 * after several. Refused ids change nothing. */
ARB_API bool arb_play_action(arb_state *s, const char *codec, int64_t id, arb_error *err);

/* Each outcome of a chance node as "TEXT\tN/D" (exact), one a line. */
ARB_API size_t arb_chance_outcomes(const arb_state *s, char *buf, size_t len, arb_error *err);
/* Plays an outcome drawn with mt19937_64(seed), as C++ sample_outcome does. */
ARB_API bool arb_sample_chance(arb_state *s, uint64_t seed, arb_error *err);
ARB_API size_t arb_returns(const arb_state *s, double *out, size_t len, arb_error *err);
/* The game's tensor as `player` sees it (arb_game_observation_size floats). */
ARB_API size_t arb_observation_tensor(const arb_state *s, int player, float *out, size_t len, arb_error *err);
/* The same as uint8, a quarter of the bytes: entry i is
 * min(255, round(x_i * scale_i)) of the float entry x_i, so x_i is
 * out[i] / scale_i (exact but where the game's layout says it rounds). */
ARB_API size_t arb_observation_tensor_u8(const arb_state *s, int player, uint8_t *out, size_t len, arb_error *err);
/* A new state consistent with all `player` may know (a copy where nothing
 * is hidden). */
ARB_API arb_state *arb_observe_sample(const arb_state *s, int player, uint64_t seed, arb_error *err);

/* The move a bot ("random", "mcts") picks for the player to move, as text.
 * iterations: the MCTS budget (0: 1000). In a game with hidden information
 * a bot sees only what its player may know. */
ARB_API size_t arb_bot_move(const arb_state *s, const char *bot, uint32_t iterations, uint64_t seed, char *buf,
                            size_t len, arb_error *err);
/* Plays to the end as C++ random_playout(s, mt19937_64(seed)) does. */
ARB_API bool arb_random_playout(arb_state *s, uint64_t seed, arb_error *err);

/* ---- random streams --------------------------------------------------- */

/* One mt19937_64 engine that successive calls draw from, so that a C loop
 * of arb_sample_chance_rng and arb_bot_move_rng("random") at each node draws
 * exactly what arb_random_playout(s, seed) draws. */
ARB_API arb_rng *arb_rng_new(uint64_t seed);
ARB_API void arb_rng_free(arb_rng *r);
ARB_API bool arb_sample_chance_rng(arb_state *s, arb_rng *r, arb_error *err);
/* The outcome a draw from r picks at chance node s, as text, without playing
 * it: the outcome arb_sample_chance_rng would play (two outcomes may lead to
 * the same state, so only this names the one drawn). The stream moves on
 * only when the text fits in buf, as arb_bot_move_rng's. */
ARB_API size_t arb_sample_outcome_rng(const arb_state *s, arb_rng *r, char *buf, size_t len, arb_error *err);
/* The stream moves on only when the move fits in buf (return < len), so a
 * size query (len 0) and the call after it draw the same move. */
ARB_API size_t arb_bot_move_rng(const arb_state *s, const char *bot, uint32_t iterations, arb_rng *r, char *buf,
                                size_t len, arb_error *err);

#ifdef __cplusplus
}
#endif

#endif /* ARBITER_H */
