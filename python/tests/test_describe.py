"""What happened, in words and as events: State.describe, State.events and
State.describe_end, for every game; bad input raises and changes nothing."""

from __future__ import annotations

import pytest

import arbiter

EVENT_KEYS = {"kind", "player", "piece", "from", "to", "amount"}
EVENT_KINDS = {"moved", "entered", "attacked", "revealed", "removed", "hit", "retreated", "borne_off",
               "control_changed", "scored", "paid", "drew", "played", "rolled", "offered", "answered",
               "passed", "eliminated", "game_over"}


def test_every_move_outcome_and_end_is_described(default_game):
    rng = arbiter.Rng(5)
    state = default_game.new_state()
    told = 0
    while not state.is_terminal():
        if state.is_chance_node():
            choice = state.sample_chance(rng)
        else:
            choice = state.random_move(rng)
        for viewer in [None, *range(default_game.num_players)]:
            assert state.describe(choice, viewer=viewer)
        events = state.events(choice)
        assert events and all(set(e) == EVENT_KEYS and e["kind"] in EVENT_KINDS for e in events)
        assert state.describe(str(choice)) == state.describe(choice)
        state.apply(choice)
        told += 1
    assert told >= 3
    assert state.describe_end() and state.describe_end(viewer=0)


def test_backgammon_roll_says_whose_it_is():
    state = arbiter.load("backgammon", rules="money").new_state()
    first, _ = state.chance_outcomes()[0]
    opening = state.describe(first)
    assert opening.startswith("Opening roll: ") and "(BG-3.1)" in opening
    assert any(e["kind"] == "rolled" for e in state.events(first))


def test_bad_choices_and_viewers_raise_and_change_nothing():
    state = arbiter.load("backgammon", rules="money").new_state()
    before = state.copy()
    with pytest.raises(arbiter.IllegalMove):
        state.describe("7-1")
    with pytest.raises(ValueError, match="viewer"):
        state.describe(state.chance_outcomes()[0][0], viewer=2)
    with pytest.raises(TypeError, match="Outcome or its text"):
        state.events(3.5)
    with pytest.raises(ValueError, match="not over"):
        state.describe_end()
    assert state == before
