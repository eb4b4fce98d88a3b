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

from ._core import IllegalMove, Rng, __version__

__all__ = ["Game", "IllegalMove", "Rng", "games", "load", "__version__"]

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
        return self._info["random_playout"](seed, setup)

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
