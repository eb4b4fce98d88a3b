"""Hidden information never leaks: what a player's tensor and legal actions
show is the same in every full state consistent with what it may know."""

from __future__ import annotations

import numpy as np
import pytest

import arbiter
from conftest import random_states

HIDDEN = [("stratego", "classic", None), ("war-chest", "random", 2), ("memoir44", "tutorial", None),
          ("crime-wars", "standard", 2), ("crime-wars", "standard", 4)]


@pytest.mark.parametrize("entry", HIDDEN, ids=lambda e: f"{e[0]}-{e[1]}-{e[2]}")
def test_samples_of_an_observation_look_the_same(entry):
    name, rules, players = entry
    game = arbiter.load(name, rules=rules, players=players)
    assert game.hidden_information
    rng = arbiter.Rng(23)
    differing = 0
    for state in random_states(game, 1000, seed=29):
        viewer = state.current_player
        tensor = state.observation_tensor(viewer)
        actions = {c: state.legal_actions(c) for c in game.codecs}
        moves = [str(m) for m in state.legal_moves()]
        seen = state.observe(viewer)
        for _ in range(20):
            other = seen.sample(rng)
            differing += other != state
            assert np.array_equal(other.observation_tensor(viewer), tensor)
            for codec, ids in actions.items():
                assert np.array_equal(other.legal_actions(codec), ids)
            assert [str(m) for m in other.legal_moves()] == moves
    assert differing > 0  # the samples did hide something


def test_a_perfect_information_game_has_no_observe():
    state = arbiter.load("backgammon").new_state()
    assert not arbiter.load("backgammon").hidden_information
    assert not hasattr(state, "observe")
