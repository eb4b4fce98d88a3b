"""arbiter: exact rules engines for backgammon, Stratego, War Chest, Memoir '44 and Crime Wars.

    import arbiter
    game = arbiter.load("backgammon", rules="money")
    state = game.new_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            state.apply(int(state.legal_actions()[0]))

A Game is one named rules entry of a game (the names `arbiter rules GAME`
lists). Its State wraps one C++ state by value; see README.md, "Python".
"""

from __future__ import annotations

import importlib
from typing import Any

import operator

from ._core import IllegalMove, Rng, __version__

__all__ = ["CHANCE", "TERMINAL", "Game", "IllegalMove", "Rng", "games", "load", "parse_state", "__version__"]

# `State.current_player` and VectorEnv's "current_player" row: a seat 0..n-1,
# or one of these (the C++ chance_player and terminal_player). The pyspiel
# adapter maps TERMINAL to pyspiel's -4.
CHANCE = -1
TERMINAL = -2


def _integer(value, name: str, low: int | None, end: int | None = None, error: type = ValueError) -> int:
    """`value` as an int in [low, end) (None: unbounded): an int or a numpy integer, not a bool or
    a float. Raises TypeError, or `error` naming `name` and the range."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{name} must be an integer, not {type(value).__name__}")
    v = operator.index(value)
    if (low is not None and v < low) or (end is not None and v >= end):
        raise error(f"{name} {v} is not in [{low}, {end if end is not None else 'inf'})")
    return v

# Module of each game, by the name the tool and the descriptor use.
_MODULES = {
    "backgammon": "_backgammon",
    "stratego": "_stratego",
    "war-chest": "_war_chest",
    "memoir44": "_memoir44",
    "crime-wars": "_crime_wars",
}


def _module(name: str):
    key = name.replace("_", "-")
    if key not in _MODULES:
        raise ValueError(f"unknown game {name!r}; the games are: {', '.join(_MODULES)}")
    return importlib.import_module(f"arbiter.{_MODULES[key]}")


def games() -> list[str]:
    """The names of the games, as `load` takes them."""
    return list(_MODULES)


class Game:
    """One named rules entry of a game: its sizes, and a factory of States."""

    def __init__(self, name: str, info: dict[str, Any], summary: str):
        self.name = name
        self.rules = info["name"]
        self.summary = summary
        self._info = info
        self.num_players: int = info["players"]
        self.codecs: list[str] = [c for c, _ in info["codecs"]]
        self.default_codec: str = self.codecs[0]
        self.max_legal_moves: int = info["max_legal_moves"]
        # A bound on the outcomes of any chance node (chance ids are indices into chance_outcomes()).
        self.max_chance_outcomes: int = info["max_chance_outcomes"]
        self.hidden_information: bool = info["hidden_information"]
        self.utility: tuple[float, float] = info["utility"]
        limit, unit, clause = info["cap"]
        # The length cap in force (a rule of the game; 0: every game ends by itself).
        self.cap: dict[str, Any] = {"limit": limit, "unit": unit, "clause": clause}
        shape = info["observation_shape"]
        self.observation_shape: tuple[int, ...] | None = tuple(shape) if shape is not None else None
        self.State = info["State"]

    def num_distinct_actions(self, codec: str | None = None) -> int:
        """The number of action ids of `codec` (default: the game's own codec)."""
        codec = codec or self.default_codec
        for name, size in self._info["codecs"]:
            if name == codec:
                return size
        raise ValueError(f"unknown codec {codec!r}; {self.name} has: {', '.join(self.codecs)}")

    def new_state(self, setup: str = ""):
        """The start of a game; `setup` is the game's setup text (README, per game)."""
        return self._info["new_state"](setup)

    def parse(self, text: str):
        """A State from its full-state text (State.to_text()); raises ValueError naming line and column."""
        return self._info["parse"](text)

    def from_bytes(self, data: bytes):
        """A State from State.to_bytes() of the same build."""
        return self._info["from_bytes"](data)

    def random_playout(self, seed: int, setup: str = ""):
        """The C++ library's random playout (core/playout.hpp) for `seed`: the final State."""
        return self._info["random_playout"](_integer(seed, "seed", 0, 2**64), setup)

    def _vector_env_class(self, codec: str):
        envs = self._info["VectorEnv"]
        if codec not in envs:
            raise ValueError(f"unknown codec {codec!r}; {self.name} has: {', '.join(self.codecs)}")
        return envs[codec]

    def __reduce__(self):
        return (load, (self.name, self.rules, self.num_players))

    def __repr__(self) -> str:
        return f"arbiter.load({self.name!r}, rules={self.rules!r}, players={self.num_players})"


def load(name: str, rules: str | None = None, players: int | None = None) -> Game:
    """The game `name` under the named `rules` (default: the game's first) with `players`.

    Raises ValueError listing the names and player counts there are.
    """
    module = _module(name)
    entries = module.RULES
    rules = rules or entries[0]["name"]
    named = [e for e in entries if e["name"] == rules]
    if not named:
        names = list(dict.fromkeys(e["name"] for e in entries))
        raise ValueError(f"{module.NAME} has no rules {rules!r}; the rules are: {', '.join(names)}")
    if players is not None:
        chosen = [e for e in named if e["players"] == players]
        if not chosen:
            counts = ", ".join(str(e["players"]) for e in named)
            raise ValueError(f"{module.NAME} {rules} is played by {counts} players, not {players}")
        named = chosen
    return Game(module.NAME, named[0], module.SUMMARY)


def parse_state(text: str):
    """A State from a full-state text alone: its first line names the game, rules and players
    (``game=stratego rules=barrage players=2``). A text written before that header existed needs
    its game: ``load(game, rules, players).parse(text)``. Raises ValueError naming line and column.
    """
    first = next((line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")), "")
    if not first.startswith("game="):
        raise ValueError("line 1, column 1: this text has no header (game=NAME rules=NAME players=N); "
                         "read it with arbiter.load(game, rules, players).parse(text)")
    fields = dict(word.partition("=")[::2] for word in first.split())
    players = fields.get("players", "")
    game = load(fields["game"], rules=fields.get("rules") or None,
                players=int(players) if players.isdigit() else None)
    return game.parse(text)


_readers: dict[tuple[str, int], Any] = {}


def _restore(name: str, index: int, data: bytes):
    """Unpickles a State: its game, its rules entry, its tagged bytes (State.__reduce__)."""
    reader = _readers.get((name, index))
    if reader is None:
        reader = _readers[(name, index)] = _module(name).RULES[index]["from_bytes"]
    return reader(data)


def _all_rules(name: str) -> list[tuple[str, int]]:
    """Every (rules, players) entry of a game, in the descriptor's order."""
    return [(e["name"], e["players"]) for e in _module(name).RULES]


# The adapters, loaded with the package (they import only what is installed).
from . import openspiel, pettingzoo, vector  # noqa: E402,F401  (they import Game and load from here)
