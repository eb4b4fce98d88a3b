"""The State API: sizes, moves and their text, chance, errors, round trips."""

from __future__ import annotations

import copy
import fractions
import pickle

import numpy as np
import pytest

import arbiter
from conftest import random_states


def test_games_and_load_errors():
    assert arbiter.games() == ["backgammon", "stratego", "war-chest", "memoir44", "crime-wars"]
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        arbiter.load("chess")
    with pytest.raises(ValueError, match="the rules are: source, money, nackgammon, hypergammon"):
        arbiter.load("backgammon", rules="plakoto")
    with pytest.raises(ValueError, match="is played by 2, 4 players, not 3"):
        arbiter.load("war-chest", rules="random", players=3)
    assert arbiter.load("crime-wars", rules="standard", players=6).num_players == 6


def test_game_sizes(game):
    assert game.num_players >= 2
    assert game.codecs[-1] == "index"
    assert game.num_distinct_actions("index") == game.max_legal_moves
    assert game.observation_shape is not None and all(d > 0 for d in game.observation_shape)
    with pytest.raises(ValueError, match="unknown codec"):
        game.num_distinct_actions("nope")


def test_moves_actions_and_tensors_agree(game):
    for state in random_states(game, 60, seed=3):
        moves = state.legal_moves()
        assert len(moves) >= 1
        for codec in game.codecs:
            ids = state.legal_actions(codec)
            assert ids.dtype == np.int32
            mask = state.action_mask(codec)
            assert mask.dtype == np.int8 and mask.shape == (game.num_distinct_actions(codec),)
            assert np.array_equal(np.flatnonzero(mask), ids)
        # The index codec: id i is the i-th listed move.
        for i, move in enumerate(moves):
            assert state.decode(i, "index") == move
            assert state.encode(move, "index") == [i]
        tensor = state.observation_tensor()
        assert tensor.dtype == np.float32 and tensor.shape == game.observation_shape
        assert np.isfinite(tensor).all()
        out = np.empty(int(np.prod(game.observation_shape)), dtype=np.float32)
        state.observation_tensor(state.current_player, out=out)
        assert np.array_equal(out, tensor.reshape(-1))
        for wrong in (np.empty(out.size, dtype=np.float64), np.empty(2 * out.size, dtype=np.float32)[::2]):
            with pytest.raises(ValueError, match="out must be a writable, C-contiguous numpy array"):
                state.observation_tensor(state.current_player, out=wrong)


def test_move_text_reads_back_as_the_same_move(game):
    for state in random_states(game, 40, seed=4):
        for move in state.legal_moves():
            assert state.child(str(move)) == state.child(move)
            assert hash(move) == hash(move) and move == move


def test_chance_outcomes_are_exact(game):
    rng = arbiter.Rng(5)
    state = game.new_state()
    seen = 0
    while not state.is_terminal() and seen < 5:
        if state.is_chance_node():
            exact = state.chance_outcomes(exact=True)
            assert sum(p for _, p in exact) == 1
            assert all(isinstance(p, fractions.Fraction) for _, p in exact)
            approx = state.chance_outcomes()
            assert [str(o) for o, _ in approx] == [str(o) for o, _ in exact]
            assert sum(p for _, p in approx) == pytest.approx(1.0)
            assert state.child(0) == state.child(approx[0][0]) == state.child(str(approx[0][0]))
            seen += 1
            state.apply(state.sample_chance(rng))
        else:
            state.apply(state.random_move(rng))


def test_illegal_choices_raise_and_change_nothing(game):
    state = random_states(game, 1, seed=6)[0]
    before = state.copy()
    with pytest.raises(arbiter.IllegalMove):
        state.apply(game.num_distinct_actions("index"), codec="index")
    assert isinstance(state.try_apply("this is not a move"), arbiter.IllegalMove)
    with pytest.raises(TypeError):
        state.apply(1.5)
    assert state == before
    assert issubclass(arbiter.IllegalMove, ValueError)


def test_an_illegal_move_names_the_rule():
    game = arbiter.load("backgammon", rules="money")
    state = game.parse(game.new_state().child("3-1").to_text())
    with pytest.raises(arbiter.IllegalMove, match=r"BG-\d"):
        state.apply("24/18 13/10")
    before = state.copy()
    error = state.try_apply("24/18 13/10")
    assert isinstance(error, arbiter.IllegalMove) and "BG-" in str(error) and state == before
    assert state.try_apply("8/5 6/5") is None and state == before.child("8/5 6/5")


def test_text_bytes_pickle_and_copy_round_trips(game):
    for state in random_states(game, 30, seed=7):
        assert game.parse(state.to_text()) == state
        assert game.from_bytes(state.to_bytes()) == state
        assert pickle.loads(pickle.dumps(state)) == state
        assert copy.deepcopy(state) == state and state.copy() == state
        assert isinstance(str(state), str) and str(state)
    other = arbiter.load("backgammon", rules="hypergammon" if game.rules != "hypergammon" else "money")
    with pytest.raises(ValueError, match="not written by this build for this game and rules"):
        other.from_bytes(random_states(game, 1)[0].to_bytes())


def test_malformed_text_says_where():
    game = arbiter.load("backgammon", rules="money")
    text = game.new_state().to_text().replace("\n", "\nbogus line\n", 1)
    with pytest.raises(ValueError, match=r"line \d+, column \d+"):
        game.parse(text)


def test_returns_at_the_end(default_game):
    state = default_game.random_playout(11)
    assert state.is_terminal()
    returns = state.returns()
    assert returns.shape == (default_game.num_players,) and returns.dtype == np.float64
    low, high = default_game.utility
    assert all(low <= r <= high for r in returns)
    assert state.legal_moves() == [] and state.legal_actions().size == 0
    with pytest.raises(arbiter.IllegalMove, match="the game is over"):
        state.apply(0)


def test_games_pickle():
    game = arbiter.load("crime-wars", rules="standard", players=4)
    again = pickle.loads(pickle.dumps(game))
    assert (again.name, again.rules, again.num_players) == ("crime-wars", "standard", 4)
    rng = pickle.loads(pickle.dumps(arbiter.Rng(3)))
    assert rng.next() == arbiter.Rng(3).next()


def test_a_state_text_names_its_game_rules_and_players():
    state = arbiter.load("war-chest", rules="random", players=4).new_state()
    text = state.to_text()
    assert text.splitlines()[0] == "game=war-chest rules=random players=4"
    again = arbiter.parse_state(text)
    assert again == state and again.num_players == 4
    with pytest.raises(ValueError, match=r"line 1, column \d+: this is a state of 4 players; it was read as one of 2"):
        arbiter.load("war-chest", rules="random", players=2).parse(text)
    barrage = arbiter.load("stratego", rules="barrage").new_state().to_text()
    with pytest.raises(ValueError, match="this is a state of rules 'barrage'; it was read as one of 'classic'"):
        arbiter.load("stratego").parse(barrage)
    # A text written before the header reads under the rules it is read as.
    old = "\n".join(text.splitlines()[1:]) + "\n"
    assert arbiter.load("war-chest", rules="random", players=4).parse(old) == state
    with pytest.raises(ValueError, match="no header"):
        arbiter.parse_state(old)
