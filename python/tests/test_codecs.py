"""Every codec's mask, decoded, gives exactly the legal moves,
on 10^4 random states per game and codec; and every move encodes back."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import DEFAULTS, entry_id, random_states
import arbiter

STATES = 10_000


def decoded_moves(state, codec, limit=100_000):
    """Every complete move reachable through the codec's mask from `state`'s progress."""
    found = []
    stack = [state]
    while stack:
        here = stack.pop()
        for action in here.legal_actions(codec):
            move = here.decode(int(action), codec)
            if move is None:  # a multi-id decision (backgammon's micro steps): go on
                stack.append(here.child(int(action), codec=codec))
            else:
                found.append(str(move))
        assert len(found) < limit
    return found


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_masks_decode_to_exactly_the_legal_moves(entry):
    name, rules, players = entry
    game = arbiter.load(name, rules=rules, players=players)
    states = random_states(game, STATES, seed=17)
    for codec in game.codecs:
        for state in states:
            legal = sorted(str(m) for m in state.legal_moves())
            decoded = decoded_moves(state, codec)
            if codec == "index" or len(decoded) == len(set(decoded)):
                assert sorted(decoded) == legal, (codec, state.to_text())
            else:  # several step orders reach one play
                assert sorted(set(decoded)) == sorted(set(legal)), (codec, state.to_text())


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_every_legal_move_encodes_and_replays(entry):
    name, rules, players = entry
    game = arbiter.load(name, rules=rules, players=players)
    for state in random_states(game, 500, seed=19):
        for codec in game.codecs:
            for move in state.legal_moves():
                ids = state.encode(move, codec)
                assert 1 <= len(ids)
                here = state
                for k, action in enumerate(ids):
                    if k + 1 < len(ids):
                        assert here.decode(action, codec) is None
                        here = here.child(action, codec=codec)
                    else:
                        assert here.decode(action, codec) == move
                assert here.child(ids[-1], codec=codec) == state.child(move)


def test_codec_sizes_are_pinned():
    # A change of any of these is a change of every trained policy head.
    sizes = {
        (name, rules, players): {c: arbiter.load(name, rules=rules, players=players).num_distinct_actions(c)
                                 for c in arbiter.load(name, rules=rules, players=players).codecs}
        for name, rules, players in DEFAULTS
    }
    assert sizes[("backgammon", "money", None)]["micro"] == 161
    # Ataraxos' 1,800 steps (18 per square, mover's view) and 13 setup ids.
    assert sizes[("stratego", "classic", None)]["steps"] == 1813
    assert arbiter.load("stratego", rules="ultimate-lightning").num_distinct_actions("steps") == 3414
    for entry, codecs in sizes.items():
        assert codecs["index"] == arbiter.load(entry[0], rules=entry[1], players=entry[2]).max_legal_moves


def test_decisions_in_progress_show_in_the_tensor():
    game = arbiter.load("backgammon", rules="money")
    rng = arbiter.Rng(2)
    state = game.new_state()
    while state.is_chance_node():
        state.apply(state.sample_chance(rng))
    first = int(state.legal_actions("micro")[0])
    assert state.decode(first, "micro") is None
    partway = state.child(first, codec="micro")
    assert partway.current_player == state.current_player
    assert not np.array_equal(partway.observation_tensor(), state.observation_tensor())


def test_a_decision_in_progress_reads_back_from_its_text():
    game = arbiter.load("backgammon", rules="money")
    rng = arbiter.Rng(2)
    state = game.new_state()
    while state.is_chance_node():
        state.apply(state.sample_chance(rng))
    first = int(state.legal_actions("micro")[0])
    partway = state.child(first, codec="micro")
    text = partway.to_text()
    assert text.splitlines()[-1] == f"steps=micro:{first}"
    again = game.parse(text)
    assert again == partway
    assert list(again.legal_actions("micro")) == list(partway.legal_actions("micro"))
    assert game.parse(state.to_text()) == state and "steps=" not in state.to_text()
    from arbiter import openspiel
    adapter = openspiel.load_game("backgammon", rules="money")
    restored = adapter.deserialize_state(openspiel.StateAdapter(adapter, partway).serialize())
    assert list(restored.legal_actions()) == list(partway.legal_actions("micro"))
    with pytest.raises(ValueError, match="steps=: action 150 of codec 'micro' is not legal"):
        game.parse(text.replace(f"micro:{first}", "micro:150"))
    with pytest.raises(ValueError, match="steps=: 'micro' is not CODEC:ID"):
        game.parse(text.replace(f"micro:{first}", "micro"))
    with pytest.raises(ValueError, match="unknown codec 'nope'"):
        game.parse(text.replace(f"micro:{first}", f"nope:{first}"))


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_a_fixed_id_means_the_same_move_in_every_state(entry):
    # The same move of the same seat gets the same ids in two different states where it is legal.
    name, rules, players = entry
    game = arbiter.load(name, rules=rules, players=players)
    codec = game.default_codec
    if codec == "index":
        pytest.skip(f"{name}'s default codec is still the per-state index")
    first: dict[tuple[int, int], tuple[list[int], str]] = {}
    pairs = 0
    for state in random_states(game, 3000, seed=23):
        mover, text = state.current_player, state.to_text()
        for move in state.legal_moves():
            ids = list(state.encode(move, codec))
            seen = first.setdefault((mover, move.key), (ids, text))
            if seen[1] != text:
                assert seen[0] == ids, (str(move), seen[1], text)
                pairs += 1
    assert pairs > 100
