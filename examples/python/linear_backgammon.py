"""A tiny learning loop: a linear value function for backgammon, learned by
self-play, that beats the random bot.

    PYTHONPATH=build/python/python /usr/bin/python3 examples/python/linear_backgammon.py

The value of a position for a player is sigmoid(w · x), x its observation
tensor from that player's side. Each decision takes the move whose
afterstate looks best (every child of the position, one tensor each); after
each game, every afterstate a player chose is pulled towards the result
(1 won, 0 lost): logistic regression on outcomes, Monte Carlo style.
"""

import sys

import numpy as np

import arbiter

game = arbiter.load("backgammon", rules="source")  # no cube: every decision is a play
training_games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
evaluation_games = int(sys.argv[2]) if len(sys.argv) > 2 else 200
rng = arbiter.Rng(1)
explore = np.random.default_rng(1)
weights = np.zeros(game.observation_shape[0])


def value(x):
    return 1.0 / (1.0 + np.exp(-(x @ weights)))


def best_move(state, me):
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0], state.child(moves[0]).observation_tensor(me)
    afterstates = np.stack([state.child(m).observation_tensor(me) for m in moves])
    best = int(np.argmax(value(afterstates)))
    return moves[best], afterstates[best]


def play(seats, learn):
    """One game; seats[p] is "learned" or "random". Returns the winner."""
    state = game.new_state()
    chosen = {0: [], 1: []}
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
            continue
        me = state.current_player
        if seats[me] == "random" or (learn and explore.random() < 0.05):
            state.apply(state.random_move(rng))
            continue
        move, afterstate = best_move(state, me)
        chosen[me].append(afterstate)
        state.apply(move)
    winner = int(np.argmax(state.returns()))
    if learn:
        global weights
        for player, xs in chosen.items():
            if xs:
                xs = np.stack(xs)
                target = 1.0 if player == winner else 0.0
                weights = weights + 0.01 * (target - value(xs)) @ xs / len(xs)
    return winner


for g in range(training_games):
    play(("learned", "learned"), learn=True)

won = 0
for g in range(evaluation_games):
    seats = ("learned", "random") if g % 2 == 0 else ("random", "learned")
    won += seats[play(seats, learn=False)] == "learned"
print(f"after {training_games} self-play games: {won} of {evaluation_games} won against the random bot "
      f"({won / evaluation_games:.0%})")
