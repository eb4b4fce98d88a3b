"""Shared by the Python tests: the rules entries under test and random states."""

from __future__ import annotations

import os
import pathlib

import pytest

import arbiter

# (game, rules, players): every game's default, and the entries that change
# the shape of things (players, variants with other moves).
ENTRIES = [
    ("backgammon", "money", None),
    ("backgammon", "hypergammon", None),
    ("stratego", "classic", None),
    ("stratego", "barrage", None),
    ("war-chest", "random", 2),
    ("war-chest", "random", 4),
    ("memoir44", "tutorial", None),
    ("memoir44", "standard", None),
    ("crime-wars", "standard", 2),
    ("crime-wars", "standard", 5),
    ("crime-wars", "hardcore,bounty", 3),
    ("crime-wars", "alliance", 4),
]
# One entry per game, for the heavier checks.
DEFAULTS = [("backgammon", "money", None), ("stratego", "classic", None), ("war-chest", "random", 2),
            ("memoir44", "tutorial", None), ("crime-wars", "standard", 2)]


def entry_id(entry) -> str:
    game, rules, players = entry
    return f"{game}-{rules}" + (f"-{players}p" if players else "")


@pytest.fixture(params=ENTRIES, ids=entry_id)
def game(request) -> arbiter.Game:
    name, rules, players = request.param
    return arbiter.load(name, rules=rules, players=players)


@pytest.fixture(params=DEFAULTS, ids=entry_id)
def default_game(request) -> arbiter.Game:
    name, rules, players = request.param
    return arbiter.load(name, rules=rules, players=players)


def random_states(game: arbiter.Game, count: int, seed: int = 1, max_plies: int = 400):
    """`count` decision states from seeded random games (restarting a game
    after max_plies decisions or at its end), in order."""
    rng = arbiter.Rng(seed)
    out = []
    while len(out) < count:
        state = game.new_state()
        plies = 0
        while not state.is_terminal() and plies < max_plies and len(out) < count:
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
                continue
            out.append(state.copy())
            state.apply(state.random_move(rng))
            plies += 1
    return out


def tool_path() -> pathlib.Path | None:
    """The `arbiter` tool, if one is built (ARBITER_TOOL, else build/release or build/dev)."""
    if os.environ.get("ARBITER_TOOL"):
        return pathlib.Path(os.environ["ARBITER_TOOL"])
    root = pathlib.Path(__file__).resolve().parents[2]
    for build in ("release", "dev"):
        candidate = root / "build" / build / "bin" / "arbiter"
        if candidate.exists():
            return candidate
    return None
