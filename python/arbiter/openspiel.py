"""A pyspiel-shaped Game/State over arbiter, and a stand-in for the `pyspiel` module.

    game = arbiter.openspiel.load_game("backgammon", {"rules": "money"})
    state = game.new_initial_state()
    state.legal_actions(); state.apply_action(a); state.chance_outcomes()

OpenSpiel's pure-Python algorithms import `pyspiel`; pyspiel is not in Debian
(it cannot be installed here), so this module provides what they use of it:
GameType and its enums, PlayerId, INVALID_ACTION, Bot, UniformProbabilitySampler,
load_game and registered_names. With pyspiel absent,

    sys.modules["pyspiel"] = arbiter.openspiel

lets them import. The suite runs code written from OpenSpiel's documented API
that calls what MCTSBot, ISMCTS, evaluate_bots and tabular CFR call on a game
and a state, on every game; OpenSpiel itself is not run here. Registering
with pyspiel.register_game is not offered (no pyspiel to test it against).

Conventions:
- Actions are the game's default codec ids (backgammon: micro steps, so one
  play is several apply_action calls by the same player). Chance actions are
  indices into chance_outcomes() (the order of State.chance_outcomes()).
- current_player() is a seat, PlayerId.CHANCE (-1) or PlayerId.TERMINAL (-4);
  arbiter's own State says arbiter.TERMINAL (-2).
- information_state_string(p) has perfect recall: in a perfect-information
  game it is the action history (as OpenSpiel's default), in the others p's
  record of every step (its own moves in full, the others' as
  State.public_text shows them to p) and p's current observation.
  information_state_tensor(p) is the observation tensor: it does NOT recall
  history (GameType says provides_information_state_tensor=False).
- serialize() is the full-state text (with a micro decision in progress); a
  deserialized state has no history.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from typing import Any

import numpy as np

from . import CHANCE, Game, _integer, games, load

__all__ = ["Bot", "GameAdapter", "GameType", "INVALID_ACTION", "PlayerId", "StateAdapter",
           "UniformProbabilitySampler", "load_game", "registered_names"]


class PlayerId(enum.IntEnum):
    """pyspiel.PlayerId's values."""
    DEFAULT_PLAYER_ID = 0
    CHANCE = -1
    SIMULTANEOUS = -2
    INVALID = -3
    TERMINAL = -4
    MEAN_FIELD = -5


INVALID_ACTION = -1
CHANCE_PLAYER_ID = int(PlayerId.CHANCE)
TERMINAL_PLAYER_ID = int(PlayerId.TERMINAL)


@dataclasses.dataclass(frozen=True)
class GameType:
    """pyspiel.GameType: what kind of game it is (stand-in with pyspiel's field and enum names)."""

    class Dynamics(enum.IntEnum):
        SIMULTANEOUS = 0
        SEQUENTIAL = 1
        MEAN_FIELD = 2

    class ChanceMode(enum.IntEnum):
        DETERMINISTIC = 0
        EXPLICIT_STOCHASTIC = 1
        SAMPLED_STOCHASTIC = 2

    class Information(enum.IntEnum):
        ONE_SHOT = 0
        PERFECT_INFORMATION = 1
        IMPERFECT_INFORMATION = 2

    class Utility(enum.IntEnum):
        ZERO_SUM = 0
        CONSTANT_SUM = 1
        GENERAL_SUM = 2
        IDENTICAL = 3

    class RewardModel(enum.IntEnum):
        REWARDS = 0
        TERMINAL = 1

    short_name: str
    long_name: str
    dynamics: "GameType.Dynamics"
    chance_mode: "GameType.ChanceMode"
    information: "GameType.Information"
    utility: "GameType.Utility"
    reward_model: "GameType.RewardModel"
    max_num_players: int
    min_num_players: int
    provides_information_state_string: bool
    provides_information_state_tensor: bool
    provides_observation_string: bool
    provides_observation_tensor: bool
    parameter_specification: dict = dataclasses.field(default_factory=dict)
    default_loadable: bool = True
    provides_factored_observation_string: bool = False


# Sum of every player's returns at every end, where it is constant (checked
# over random games by python/tests/test_openspiel.py); Crime Wars: not claimed.
_UTILITY_SUMS: dict[str, float | None] = {
    "backgammon": 0.0, "stratego": 0.0, "war-chest": 0.0, "memoir44": 0.0, "crime-wars": None}


class Bot:
    """pyspiel.Bot: the base class OpenSpiel's Python bots derive from (methods do nothing by default)."""

    def __init__(self) -> None:
        pass

    def step(self, state) -> int:
        raise NotImplementedError("a Bot defines step(state)")

    def step_with_policy(self, state):
        raise NotImplementedError("this bot provides no policy")

    def provides_policy(self) -> bool:
        return False

    def restart(self) -> None:
        pass

    def restart_at(self, state) -> None:
        pass

    def inform_action(self, state, player_id: int, action: int) -> None:
        pass

    def inform_actions(self, state, actions) -> None:
        pass

    def force_action(self, state, action: int) -> None:
        pass

    def is_clone_implemented(self) -> bool:
        return False


class UniformProbabilitySampler:
    """pyspiel.UniformProbabilitySampler: a callable drawing uniformly from [min, max).

    UniformProbabilitySampler(min, max) or (seed, min, max); without a seed it draws
    its seed from the system (as a fresh sampler in pyspiel does)."""

    def __init__(self, *args: float) -> None:
        if len(args) == 3:
            seed, self.min, self.max = int(args[0]), float(args[1]), float(args[2])
            self._rng = random.Random(seed)
        elif len(args) in (0, 2):
            self.min, self.max = (float(args[0]), float(args[1])) if args else (0.0, 1.0)
            self._rng = random.Random()
        else:
            raise TypeError("UniformProbabilitySampler(min, max) or (seed, min, max)")

    def __call__(self) -> float:
        return self._rng.uniform(self.min, self.max)


class StateAdapter:
    """pyspiel.State over an arbiter State."""

    def __init__(self, game: "GameAdapter", state):
        self._game = game
        self._state = state
        self._history: list[int] = []
        # Hidden-information games: what each player has seen of each step.
        self._seen: list[list[str]] = [[] for _ in range(game.num_players())]

    # Who moves.
    def current_player(self) -> int:
        p = self._state.current_player
        return TERMINAL_PLAYER_ID if self._state.is_terminal() else p

    def is_chance_node(self) -> bool:
        return self._state.is_chance_node()

    def is_terminal(self) -> bool:
        return self._state.is_terminal()

    def is_player_node(self) -> bool:
        return self._state.current_player >= 0

    def is_simultaneous_node(self) -> bool:
        return False

    def is_mean_field_node(self) -> bool:
        return False

    # Actions.
    def legal_actions(self, player: int | None = None) -> list[int]:
        if self._state.is_terminal():
            return []
        if self._state.is_chance_node():
            return list(range(len(self._state.chance_outcomes()))) if player in (None, CHANCE) else []
        if player is not None and player != self._state.current_player:
            return []
        return self._state.legal_actions(self._game.codec).tolist()

    def legal_actions_mask(self, player: int | None = None) -> list[int]:
        if self._state.is_chance_node():
            size = self._game.max_chance_outcomes()
            n = len(self._state.chance_outcomes()) if player in (None, CHANCE) else 0
            return [1] * n + [0] * (size - n)
        if self._state.is_terminal() or (player is not None and player != self._state.current_player):
            return [0] * self._game.num_distinct_actions()
        return self._state.action_mask(self._game.codec).tolist()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(i, p) for i, (_, p) in enumerate(self._state.chance_outcomes())]

    def apply_action(self, action: int) -> None:
        """Plays a codec id (an int or numpy integer); IllegalMove (a ValueError), changing nothing, if not legal."""
        action = _integer(action, "action", None)
        if self._game.hidden:
            self._record(action)  # reads the state before the action; checked by apply below
        try:
            self._state.apply(action, codec=self._game.codec)
        except Exception:
            if self._game.hidden:
                for seen in self._seen:
                    seen[:] = seen[:self._recorded_before]
            raise
        self._history.append(action)

    def _record(self, action: int) -> None:
        s = self._state
        self._recorded_before = len(self._seen[0])
        if s.is_chance_node():
            outcomes = s.chance_outcomes()
            if not 0 <= action < len(outcomes):
                return  # apply refuses it
            outcome = outcomes[action][0]
            for p, seen in enumerate(self._seen):
                seen.append(f"chance: {s.public_text(outcome, p)}")
            return
        mover = s.current_player
        if not 0 <= action < self._game.num_distinct_actions():
            return
        move = s.decode(action, self._game.codec) if s.action_mask(self._game.codec)[action] else None
        for p, seen in enumerate(self._seen):
            if p == mover:
                seen.append(f"{mover}: {move if move is not None else f'step {action}'}")
            elif move is not None:
                seen.append(f"{mover}: {s.public_text(move, p)}")

    def child(self, action: int) -> "StateAdapter":
        c = self.clone()
        c.apply_action(action)
        return c

    def clone(self) -> "StateAdapter":
        c = StateAdapter.__new__(StateAdapter)
        c._game, c._state, c._history = self._game, self._state.copy(), list(self._history)
        c._seen = [list(seen) for seen in self._seen]
        return c

    def __deepcopy__(self, memo) -> "StateAdapter":
        return self.clone()

    def action_to_string(self, player_or_action: int, action: int | None = None) -> str:
        """action_to_string(action) or (player, action), as pyspiel takes them."""
        if action is None:
            action = player_or_action
        action = _integer(action, "action", None)
        if self._state.is_chance_node():
            outcomes = self._state.chance_outcomes()
            if not 0 <= action < len(outcomes):
                raise ValueError(f"chance action {action} is not in [0, {len(outcomes)})")
            return str(outcomes[action][0])
        size = self._game.num_distinct_actions()
        if not 0 <= action < size:
            raise ValueError(f"action {action} is not in [0, {size})")
        if self._state.is_terminal() or not self._state.action_mask(self._game.codec)[action]:
            return f"action {action}"
        move = self._state.decode(action, self._game.codec)
        return str(move) if move is not None else f"step {action}"

    def string_to_action(self, text: str) -> int:
        for a in self.legal_actions():
            if self.action_to_string(a) == text:
                return a
        raise ValueError(f"no legal action reads {text!r}")

    # Outcomes.
    def returns(self) -> list[float]:
        return self._state.returns().tolist()

    def rewards(self) -> list[float]:
        return self.returns() if self._state.is_terminal() else [0.0] * self._game.num_players()

    def player_return(self, player: int) -> float:
        return self.returns()[_integer(player, "player", 0, self._game.num_players())]

    def player_reward(self, player: int) -> float:
        return self.rewards()[_integer(player, "player", 0, self._game.num_players())]

    # History and views.
    def history(self) -> list[int]:
        return list(self._history)

    def history_str(self) -> str:
        return ", ".join(map(str, self._history))

    def move_number(self) -> int:
        return len(self._history)

    def _player(self, player: int | None) -> int:
        if player is None:
            player = self._state.current_player
            if player < 0:
                raise ValueError("no player is to move here: name the player")
        return _integer(player, "player", 0, self._game.num_players())

    def observation_string(self, player: int | None = None) -> str:
        p = self._player(player)
        return str(self._state.observe(p)) if self._game.hidden else self._state.to_text()

    def observation_tensor(self, player: int | None = None) -> list[float]:
        return self._state.observation_tensor(self._player(player)).reshape(-1).tolist()

    def information_state_string(self, player: int | None = None) -> str:
        p = self._player(player)
        if not self._game.hidden:
            return self.history_str()
        return "\n".join([f"player {p}", *self._seen[p], self.observation_string(p)])

    def information_state_tensor(self, player: int | None = None) -> list[float]:
        # The observation tensor: no history (provides_information_state_tensor is False).
        return self.observation_tensor(player)

    def resample_from_infostate(self, player_id: int, probability_sampler) -> "StateAdapter":
        """A state drawn uniformly from those `player_id` cannot tell from this one (State.observe(p).sample),
        seeded by one draw of `probability_sampler` (a callable returning a float in [0, 1)). The history is
        kept; every other player's record is replaced by player_id's (their private past is not known)."""
        p = _integer(player_id, "player_id", 0, self._game.num_players())
        if not self._game.hidden:
            return self.clone()
        seed = int(float(probability_sampler()) * 2**53) % 2**64
        sampled = self._state.observe(p).sample(seed)
        c = StateAdapter(self._game, sampled)
        c._history = list(self._history)
        c._seen = [list(self._seen[p]) for _ in self._seen]
        return c

    def get_game(self) -> "GameAdapter":
        return self._game

    def num_players(self) -> int:
        return self._game.num_players()

    def num_distinct_actions(self) -> int:
        return self._game.num_distinct_actions()

    def serialize(self) -> str:
        return self._state.to_text()

    def to_string(self) -> str:
        return str(self._state)

    def __str__(self) -> str:
        return str(self._state)


class GameAdapter:
    """pyspiel.Game over an arbiter Game (one rules entry and player count) and codec."""

    def __init__(self, game: Game, codec: str | None = None):
        self.game = game
        self.codec = codec or game.default_codec
        game.num_distinct_actions(self.codec)  # refuses an unknown codec
        self.hidden = game.hidden_information

    def get_type(self) -> GameType:
        counts = sorted(p for _, p in [(r, p) for r, p in _rules_of(self.game.name) if r == self.game.rules])
        constant = _UTILITY_SUMS.get(self.game.name)
        return GameType(
            short_name=self.game.name, long_name=f"arbiter {self.game.name} ({self.game.rules})",
            dynamics=GameType.Dynamics.SEQUENTIAL,
            chance_mode=(GameType.ChanceMode.EXPLICIT_STOCHASTIC if self.game.max_chance_outcomes
                         else GameType.ChanceMode.DETERMINISTIC),
            information=(GameType.Information.IMPERFECT_INFORMATION if self.hidden
                         else GameType.Information.PERFECT_INFORMATION),
            utility=(GameType.Utility.GENERAL_SUM if constant is None else
                     GameType.Utility.ZERO_SUM if constant == 0 else GameType.Utility.CONSTANT_SUM),
            reward_model=GameType.RewardModel.TERMINAL, max_num_players=counts[-1], min_num_players=counts[0],
            provides_information_state_string=True, provides_information_state_tensor=False,
            provides_observation_string=True, provides_observation_tensor=self.game.observation_shape is not None,
            parameter_specification={"players": self.game.num_players, "rules": self.game.rules,
                                     "codec": self.codec})

    def get_parameters(self) -> dict[str, Any]:
        return {"players": self.game.num_players, "rules": self.game.rules, "codec": self.codec}

    def num_players(self) -> int:
        return self.game.num_players

    def num_distinct_actions(self) -> int:
        return self.game.num_distinct_actions(self.codec)

    def max_chance_outcomes(self) -> int:
        """A bound on any chance node's outcomes (the capacity of the game's outcome list)."""
        return self.game.max_chance_outcomes

    def max_game_length(self) -> int:
        """No bound on the number of actions is proved for these games (caps count rounds, or plies
        without an attack; backgammon has none): 2**31 - 1, an 'unbounded' marker."""
        return 2**31 - 1

    max_move_number = max_game_length

    def observation_tensor_shape(self) -> list[int]:
        return list(self.game.observation_shape)

    def observation_tensor_size(self) -> int:
        return int(np.prod(self.game.observation_shape))

    information_state_tensor_shape = observation_tensor_shape
    information_state_tensor_size = observation_tensor_size

    def min_utility(self) -> float:
        return float(self.game.utility[0])

    def max_utility(self) -> float:
        return float(self.game.utility[1])

    def utility_sum(self) -> float:
        constant = _UTILITY_SUMS.get(self.game.name)
        if constant is None:
            raise RuntimeError(f"{self.game.name}'s returns have no constant sum (GameType.Utility.GENERAL_SUM)")
        return constant

    def new_initial_state(self) -> StateAdapter:
        return StateAdapter(self, self.game.new_state())

    def deserialize_state(self, text: str) -> StateAdapter:
        return StateAdapter(self, self.game.parse(text))

    def __eq__(self, other) -> bool:
        return isinstance(other, GameAdapter) and (self.game.name, self.game.rules, self.game.num_players,
                                                  self.codec) == (other.game.name, other.game.rules,
                                                                  other.game.num_players, other.codec)

    def __hash__(self) -> int:
        return hash((self.game.name, self.game.rules, self.game.num_players, self.codec))

    def __str__(self) -> str:
        return f"{self.game.name}(codec={self.codec},players={self.game.num_players},rules={self.game.rules})"

    def __reduce__(self):
        return (GameAdapter, (self.game, self.codec))


def _rules_of(name: str) -> list[tuple[str, int]]:
    from . import _all_rules
    return _all_rules(name)


def registered_names() -> list[str]:
    """The game names load_game takes."""
    return games()


def _parse_spec(text: str) -> tuple[str, dict[str, Any]]:
    """'war-chest(players=4,rules=random)' -> ('war-chest', {'players': 4, 'rules': 'random'})."""
    name, _, rest = text.partition("(")
    params: dict[str, Any] = {}
    if rest:
        if not rest.endswith(")"):
            raise ValueError(f"game string {text!r}: expected NAME(key=value,...)")
        for item in filter(None, rest[:-1].split(",")):
            key, eq, value = item.partition("=")
            if not eq:
                raise ValueError(f"game string {text!r}: {item!r} is not key=value")
            params[key.strip()] = int(value) if value.strip().isdigit() else value.strip()
    return name.strip(), params


def load_game(name: str, params: dict[str, Any] | None = None, *, rules: str | None = None,
              players: int | None = None, codec: str | None = None) -> GameAdapter:
    """pyspiel.load_game: load_game("backgammon"), load_game("war-chest", {"players": 4, "rules": "random"}),
    load_game("war-chest(players=4)"); keywords rules, players, codec also work. The parameters are
    players, rules and codec; any other is refused with ValueError."""
    name, spec = _parse_spec(name)
    if params is not None and not isinstance(params, dict):
        raise TypeError(f"params must be a dict, not {type(params).__name__}")
    spec.update(params or {})
    unknown = set(spec) - {"players", "rules", "codec"}
    if unknown:
        raise ValueError(f"unknown parameter(s) {', '.join(sorted(unknown))} for {name}; "
                         "the parameters are players, rules, codec")
    players = spec.get("players", players)
    if players is not None:
        players = _integer(players, "players", 1)
    return GameAdapter(load(name, rules=spec.get("rules", rules), players=players), spec.get("codec", codec))
