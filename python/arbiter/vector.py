"""VectorEnv: N games of one rules entry stepped by one C++ call.

    env = arbiter.vector.VectorEnv("backgammon", num_envs=1024, seed=1)
    obs, info = env.reset()
    while True:
        actions = env.random_actions()          # or a policy over obs["action_mask"]
        obs, rewards, terminated, truncated, info = env.step(actions)

obs = {"observation": float32 (N, *shape), "action_mask": uint8 (N, A),
"current_player": int32 (N,)}; rewards float32 (N, players); terminated and
truncated bool (N,). Each game's observation is from its mover's view (after
the last step of a game: from the view of the player who made it).

Inside C++ and with the GIL released: chance nodes are sampled, seats given
in `opponents` ({seat: "random" | "mcts" | "mcts:ITERATIONS"}) are played by
C++ bots, and finished games restart. Autoreset is Gymnasium's NEXT_STEP
(`metadata["autoreset_mode"]`): the step after a game ended ignores that
game's action and returns the first observation of its next episode, with
zero reward and terminated = truncated = False. `terminated` is the rules
ending the game (its length cap included, e.g. WC-19.6); `truncated` is only
this env's own `max_plies`.

With observe=False no tensors are written (the "observation" array stays
zero): an env for bots, arenas, or a learner with its own features.

The arrays returned are views of buffers the env owns and rewrites on each
step (no copy; pass copy=True to get copies). Game i draws from its own
stream seeded by (seed, i, episode), so results do not depend on `threads`.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from . import Game, load

__all__ = ["VectorEnv"]


class VectorEnv:
    metadata = {"autoreset_mode": "next_step"}

    def __init__(
        self,
        name: str | Game,
        num_envs: int,
        seed: int = 0,
        rules: str | None = None,
        players: int | None = None,
        codec: str | None = None,
        setup: str = "",
        opponents: dict[int, str] | None = None,
        max_plies: int = 0,
        threads: int = 1,
        copy: bool = False,
        observe: bool = True,
    ):
        self.game = name if isinstance(name, Game) else load(name, rules=rules, players=players)
        self.codec = codec or self.game.default_codec
        self.num_envs = num_envs
        self.num_actions = self.game.num_distinct_actions(self.codec)
        self.observation_shape = self.game.observation_shape or (0,)
        self._copy = copy
        self._env = self.game._vector_env_class(self.codec)(
            num_envs, seed, setup, dict(opponents or {}), max_plies, threads, observe
        )
        self._views = self._env.views

    def _out(self, name: str) -> np.ndarray:
        view = self._views[name]
        return view.copy() if self._copy else view

    def _obs(self) -> dict[str, np.ndarray]:
        return {
            "observation": self._out("observation"),
            "action_mask": self._out("action_mask"),
            "current_player": self._out("current_player"),
        }

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None):
        """Restarts every game (seed: a new base seed). Returns (obs, info)."""
        self._env.reset(seed)
        return self._obs(), {}

    def step(self, actions):
        """One action id per game (int32, shape (N,)); raises IllegalMove, changing nothing, if one is not legal."""
        self._env.step(np.ascontiguousarray(actions, dtype=np.int32))
        return self._obs(), self._out("rewards"), self._out("terminated"), self._out("truncated"), {}

    def random_actions(self, out: np.ndarray | None = None) -> np.ndarray:
        """A uniform legal action per game, drawn in C++ from each game's own stream."""
        return self._env.random_actions(out)

    @property
    def decisions(self) -> int:
        """Learner decisions stepped since construction (all games)."""
        return self._env.decisions

    def state(self, i: int):
        """A copy of game i's current State."""
        return self._env.state(i)

    def episode(self, i: int) -> int:
        """How many games env i has finished and restarted."""
        return self._env.episode(i)
