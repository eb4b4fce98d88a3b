"""Python play equals C++ play: the same seeded random games, the same perft."""

from __future__ import annotations

import pathlib
import re
import subprocess
from fractions import Fraction

import pytest

import arbiter
from conftest import ENTRIES, entry_id, tool_path


def python_playout(game, seed):
    """core/playout.hpp's random_playout, written with the State API."""
    rng = arbiter.Rng(seed)
    state = game.new_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            state.apply(state.random_move(rng))
    return state


@pytest.mark.parametrize("entry", ENTRIES, ids=entry_id)
def test_python_playouts_equal_the_cpp_ones(entry):
    name, rules, players = entry
    game = arbiter.load(name, rules=rules, players=players)
    for seed in range(1, 4):
        ours = python_playout(game, seed)
        theirs = game.random_playout(seed)
        assert ours == theirs
        assert ours.to_text() == theirs.to_text()


def perft(state, depth):
    """core/perft.hpp through Python: (leaves, expected), chance expanded, no depth for chance."""
    if depth == 0:
        return 1, Fraction(1)
    if state.is_terminal():
        return 0, Fraction(0)
    if state.is_chance_node():
        leaves, expected = 0, Fraction(0)
        for outcome, p in state.chance_outcomes(exact=True):
            sub = perft(state.child(outcome), depth)
            leaves += sub[0]
            expected += sub[1] * p
        return leaves, expected
    moves = state.legal_moves()
    if depth == 1:
        return len(moves), Fraction(len(moves))
    leaves, expected = 0, Fraction(0)
    for move in moves:
        sub = perft(state.child(move), depth - 1)
        leaves += sub[0]
        expected += sub[1]
    return leaves, expected


# The tool's figures (examples/arbiter/tests/backgammon.cli pins them too).
@pytest.mark.parametrize("rules,depth,leaves,expected", [
    ("source", 1, 380, Fraction(38, 3)),
    ("nackgammon", 1, 456, Fraction(76, 5)),
    ("hypergammon", 2, 46692, Fraction(699, 10)),
])
def test_perft_through_python_equals_the_tools(rules, depth, leaves, expected):
    assert perft(arbiter.load("backgammon", rules=rules).new_state(), depth) == (leaves, expected)


ROOT = pathlib.Path(__file__).resolve().parents[2]
CW_STATE = ROOT / "tests" / "data" / "crime_wars" / "x1-combinations.txt"


@pytest.mark.parametrize("name,rules,players,depth,state_file", [
    ("war-chest", "first-game", None, 2, None),
    ("backgammon", "money", None, 2, None),
    ("crime-wars", "hardcore,bounty", 2, 2, CW_STATE),
])
def test_perft_equals_the_built_tool(name, rules, players, depth, state_file):
    tool = tool_path()
    if tool is None:
        pytest.skip("no arbiter tool built (set ARBITER_TOOL)")
    command = [str(tool), "perft", name, "--depth", str(depth)]
    command += ["--state", str(state_file)] if state_file else ["--rules", rules]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    found = re.search(r"leaves=(\d+) expected=(\d+)/(\d+)", out)
    assert found, out
    game = arbiter.load(name, rules=rules, players=players)
    start = game.parse(state_file.read_text()) if state_file else game.new_state()
    assert perft(start, depth) == (int(found[1]), Fraction(int(found[2]), int(found[3])))
