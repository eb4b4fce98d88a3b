"""A pyspiel-shaped Game/State over arbiter, for OpenSpiel's Python algorithms.

    game = arbiter.openspiel.load_game("backgammon", rules="money")
    state = game.new_initial_state()
    state.legal_actions(); state.apply_action(a); state.chance_outcomes()

Actions are the game's default codec ids (backgammon: micro steps, so one
play is several apply_action calls by the same player); chance actions are
indices into chance_outcomes(). The adapter is duck-typed: OpenSpiel's
Python algorithms (MCTS, ISMCTS, CFR over small games) take it where they take
a pyspiel game. Registering with pyspiel.register_game is not offered:
pyspiel is not in Debian, so that path could not be tested here.
"""

from __future__ import annotations

import numpy as np

from . import Game, load

__all__ = ["GameAdapter", "StateAdapter", "load_game"]

CHANCE_PLAYER_ID = -1
TERMINAL_PLAYER_ID = -4  # pyspiel.PlayerId.TERMINAL


class StateAdapter:
    def __init__(self, game: "GameAdapter", state):
        self._game = game
        self._state = state
        self._history: list[int] = []

    def current_player(self) -> int:
        p = self._state.current_player
        return TERMINAL_PLAYER_ID if p == -2 else p

    def is_chance_node(self) -> bool:
        return self._state.is_chance_node()

    def is_terminal(self) -> bool:
        return self._state.is_terminal()

    def legal_actions(self, player: int | None = None) -> list[int]:
        if self._state.is_chance_node():
            return list(range(len(self._state.chance_outcomes())))
        if player is not None and player != self._state.current_player:
            return []
        return [int(a) for a in self._state.legal_actions(self._game.codec)]

    def legal_actions_mask(self, player: int | None = None) -> list[int]:
        return [int(x) for x in self._state.action_mask(self._game.codec)]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(i, p) for i, (_, p) in enumerate(self._state.chance_outcomes())]

    def apply_action(self, action: int) -> None:
        self._state.apply(int(action), codec=self._game.codec)
        self._history.append(int(action))

    def child(self, action: int) -> "StateAdapter":
        c = self.clone()
        c.apply_action(action)
        return c

    def clone(self) -> "StateAdapter":
        c = StateAdapter(self._game, self._state.copy())
        c._history = list(self._history)
        return c

    def returns(self) -> list[float]:
        return [float(r) for r in self._state.returns()]

    def rewards(self) -> list[float]:
        return self.returns() if self._state.is_terminal() else [0.0] * self._game.num_players()

    def history(self) -> list[int]:
        return list(self._history)

    def observation_tensor(self, player: int | None = None) -> list[float]:
        return self._state.observation_tensor(player).reshape(-1).tolist()

    def information_state_tensor(self, player: int | None = None) -> list[float]:
        # The Markov observation: arbiter keeps no history in its tensors.
        return self.observation_tensor(player)

    def action_to_string(self, player: int, action: int) -> str:
        if self._state.is_chance_node():
            return str(self._state.chance_outcomes()[action][0])
        move = self._state.decode(int(action), self._game.codec)
        return str(move) if move is not None else f"step {action}"

    def serialize(self) -> str:
        return self._state.to_text()

    def __str__(self) -> str:
        return str(self._state)


class GameAdapter:
    def __init__(self, game: Game, codec: str | None = None):
        self.game = game
        self.codec = codec or game.default_codec

    def num_players(self) -> int:
        return self.game.num_players

    def num_distinct_actions(self) -> int:
        return self.game.num_distinct_actions(self.codec)

    def observation_tensor_shape(self) -> list[int]:
        return list(self.game.observation_shape)

    def observation_tensor_size(self) -> int:
        return int(np.prod(self.game.observation_shape))

    information_state_tensor_shape = observation_tensor_shape
    information_state_tensor_size = observation_tensor_size

    def min_utility(self) -> float:
        return self.game.utility[0]

    def max_utility(self) -> float:
        return self.game.utility[1]

    def new_initial_state(self) -> StateAdapter:
        return StateAdapter(self, self.game.new_state())

    def deserialize_state(self, text: str) -> StateAdapter:
        return StateAdapter(self, self.game.parse(text))

    def __reduce__(self):
        return (GameAdapter, (self.game, self.codec))


def load_game(name: str, rules: str | None = None, players: int | None = None, codec: str | None = None):
    return GameAdapter(load(name, rules=rules, players=players), codec)
