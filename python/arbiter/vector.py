"""VectorEnv: N games of one rules entry stepped by one C++ call.

    env = arbiter.vector.VectorEnv("backgammon", num_envs=1024, seed=1)
    obs, info = env.reset()
    while True:
        actions = env.random_actions()          # or a policy over obs["action_mask"]
        obs, rewards, terminated, truncated, info = env.step(actions)

obs = {"observation": float32 (N, *shape), "action_mask": int8 (N, A),
"current_player": int32 (N,)}; rewards float32 (N, players); terminated and
truncated bool (N,). Each game's observation is from its mover's view (after
the last step of a game: from the view of the player who made it). A game
that just ended shows an all-zero mask, current_player arbiter.TERMINAL and
its returns in `rewards`.

Gymnasium's vector-env surface: single_observation_space,
single_action_space, observation_space, action_space (Gymnasium's classes
when it imports, arbiter.spaces stand-ins otherwise), close(), and
metadata["autoreset_mode"] (gymnasium.vector.AutoresetMode.NEXT_STEP, or the
stand-in AutoresetMode below). When gymnasium imports the class derives from
gymnasium.vector.VectorEnv; gymnasium is not in Debian, so the suite checks
the surface with the stand-ins.

Inside C++ and with the GIL released: chance nodes are sampled, seats given
in `opponents` ({seat: "random" | "mcts" | "mcts:ITERATIONS"}) are played by
C++ bots, and finished games restart. Autoreset is Gymnasium's NEXT_STEP
(`metadata["autoreset_mode"]`): the step after a game ended ignores that
game's action and returns the first observation of its next episode, with
zero reward and terminated = truncated = False. `terminated` is the rules
ending the game; `truncated` is its length cap ending it (an engine setting
the rulebook lacks: WC-19.6, ST-8.7, CW-12.8; State.ended_at_cap()) or this
env's own `max_plies` cutting it short.

With observe=False no tensors are written (the "observation" array stays
zero): an env for bots, arenas, or a learner with its own features.

The arrays returned are views of buffers the env owns and rewrites on each
step (no copy; pass copy=True to get copies). Game i draws from its own
stream seeded by (seed, i, episode), so results do not depend on `threads`.
reset(seed=s) replays the games of seed s; reset() without a seed starts
new ones (another stream of the same seed), as Gymnasium's reset does.

One env is stepped by one thread at a time: a call while another thread is
inside the env raises RuntimeError (it would race on the env's buffers).
A VectorEnv pickles: it is rebuilt from its game, seed, seats and options,
with its episode counters, and starts new games (the games in flight are not
carried over), so it can be shipped to a worker pool.
"""

from __future__ import annotations

import enum
import threading
from typing import Any

import numpy as np

from . import Game, _integer, load
from . import spaces as _spaces

try:  # pragma: no cover - gymnasium is not installed here
    from gymnasium.vector import AutoresetMode as _GymAutoresetMode
    from gymnasium.vector import VectorEnv as _Base
except ImportError:
    _GymAutoresetMode = None
    _Base = object

__all__ = ["AutoresetMode", "VectorEnv"]


class AutoresetMode(enum.Enum):
    """Stand-in for gymnasium.vector.AutoresetMode (same member names and values)."""
    NEXT_STEP = "NextStep"
    SAME_STEP = "SameStep"
    DISABLED = "Disabled"


_MASK64 = 2**64 - 1


def _stream_seed(seed: int, resets: int) -> int:
    """The base seed of the `resets`-th reset() without a seed after seeding with `seed` (splitmix64)."""
    if resets == 0:
        return seed
    z = (seed + 0x9E3779B97F4A7C15 * resets) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


class VectorEnv(_Base):
    metadata = {"autoreset_mode": _GymAutoresetMode.NEXT_STEP if _GymAutoresetMode else AutoresetMode.NEXT_STEP}
    render_mode = None
    spec = None

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
        self.num_envs = _integer(num_envs, "num_envs", 1, 2**31)
        self.num_actions = self.game.num_distinct_actions(self.codec)
        self.observation_shape = self.game.observation_shape or (0,)
        self._seed = _integer(seed, "seed", 0, 2**64)
        seats = self._seats(opponents)
        if not isinstance(setup, str):
            raise TypeError(f"setup must be a str, not {type(setup).__name__}")
        self._options = dict(codec=self.codec, setup=setup, opponents=seats,
                             max_plies=_integer(max_plies, "max_plies", 0, 2**63),
                             threads=_integer(threads, "threads", 1, 1025), copy=bool(copy), observe=bool(observe))
        self._copy = bool(copy)
        self._env = self.game._vector_env_class(self.codec)(
            self.num_envs, self._seed, setup, seats, self._options["max_plies"], self._options["threads"],
            self._options["observe"])
        self._views = self._env.views
        self._busy = threading.Lock()
        self._resets = 0          # reset() calls without a seed since the last seed
        self._started = False     # stepped or reset since the seed was set: reset() then starts new games
        self._episode_base = np.zeros(self.num_envs, dtype=np.int64)
        self.closed = False
        self._make_spaces()

    def _seats(self, opponents) -> dict[int, str]:
        if opponents is None:
            return {}
        if not isinstance(opponents, dict):
            raise TypeError(f"opponents must be a dict {{seat: 'random' | 'mcts' | 'mcts:N'}}, not "
                            f"{type(opponents).__name__}")
        seats = {}
        for seat, spec in opponents.items():
            if not isinstance(spec, str):
                raise TypeError(f"opponents[{seat!r}] must be a str ('random', 'mcts' or 'mcts:N')")
            seats[_integer(seat, "opponent seat", 0, self.game.num_players)] = spec
        return seats

    def _make_spaces(self) -> None:
        n, actions, players = self.num_envs, self.num_actions, self.game.num_players
        self.single_action_space = _spaces.discrete(actions)
        single = {"observation": _spaces.box(-np.inf, np.inf, tuple(self.observation_shape), np.float32),
                  "action_mask": _spaces.box(0, 1, (actions,), np.int8),
                  "current_player": _spaces.box(-2, players - 1, (), np.int32)}
        self.single_observation_space = (_spaces._gym.Dict(single) if _spaces._gym  # pragma: no cover
                                         else _spaces.Dict(single))
        self.action_space = _spaces.batch(self.single_action_space, n)
        self.observation_space = _spaces.batch(self.single_observation_space, n)

    def _enter(self) -> None:
        if self.closed:
            raise RuntimeError("this VectorEnv is closed")
        if not self._busy.acquire(blocking=False):
            raise RuntimeError("this VectorEnv is in use by another thread: step one env from one thread "
                               "(or give each thread its own env)")

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
        """Restarts every game. With a seed: the games of that seed (the same every time); without:
        new games (the first reset() after construction plays the constructor's seed). Returns (obs, info)."""
        if seed is not None:
            seed = _integer(seed, "seed", 0, 2**64)
        self._enter()
        try:
            self._episode_base += [self._env.episode(i) for i in range(self.num_envs)]
            if seed is not None:
                self._seed, self._resets = seed, 0
            elif self._started:
                self._resets += 1
            self._env.reset(_stream_seed(self._seed, self._resets))
            self._started = True
        finally:
            self._busy.release()
        return self._obs(), {}

    def step(self, actions):
        """One action id per game (integers, shape (N,)); raises IllegalMove, changing nothing, if one is
        not legal, TypeError for a non-integer dtype, ValueError for a wrong shape or a value outside int32."""
        if not (type(actions) is np.ndarray and actions.dtype == np.int32):
            actions = self._as_ids(actions)
        self._enter()
        try:
            self._env.step(actions)
            self._started = True
        finally:
            self._busy.release()
        return self._obs(), self._out("rewards"), self._out("terminated"), self._out("truncated"), {}

    def _as_ids(self, actions) -> np.ndarray:
        a = np.asarray(actions)
        if a.dtype.kind not in "iu":
            raise TypeError(f"actions must be integer action ids (int32), not {a.dtype}; "
                            f"ids are in [0, {self.num_actions})")
        if a.shape != (self.num_envs,):
            raise ValueError(f"actions must be int32 of shape ({self.num_envs},), not {a.shape}")
        if a.size and a.dtype != np.int32:
            low, high = int(a.min()), int(a.max())
            if low < -2**31 or high >= 2**31:
                i = int(np.argmax(a > 2**31 - 1)) if high >= 2**31 else int(np.argmin(a))
                raise ValueError(f"actions[{i}] = {int(a[i])} is outside int32; ids are in [0, {self.num_actions})")
        return np.ascontiguousarray(a, dtype=np.int32)

    def random_actions(self, out: np.ndarray | None = None) -> np.ndarray:
        """A uniform legal action per game, drawn in C++ from each game's own stream."""
        self._enter()
        try:
            return self._env.random_actions(out)
        finally:
            self._busy.release()

    @property
    def decisions(self) -> int:
        """Learner decisions stepped since construction (all games)."""
        return self._env.decisions

    def state(self, i: int):
        """A copy of game i's current State."""
        i = _integer(i, "env index", 0, self.num_envs, IndexError)
        self._enter()
        try:
            return self._env.state(i)
        finally:
            self._busy.release()

    def episode(self, i: int) -> int:
        """How many games env i has finished since the env was built (a reset does not clear the
        count; an unpickled env keeps it)."""
        i = _integer(i, "env index", 0, self.num_envs, IndexError)
        return int(self._episode_base[i]) + self._env.episode(i)

    def close(self, **kwargs) -> None:
        """Stops the env's threads and frees its buffers once no returned view holds them."""
        if not self.closed:
            self.closed = True
            self._env = self._views = None

    @property
    def unwrapped(self) -> "VectorEnv":
        return self

    def __enter__(self) -> "VectorEnv":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __getstate__(self) -> dict[str, Any]:
        if self.closed:
            raise RuntimeError("a closed VectorEnv does not pickle")
        counts = [self.episode(i) for i in range(self.num_envs)]
        return dict(game=self.game, num_envs=self.num_envs, seed=self._seed, resets=self._resets,
                    options=self._options, episodes=counts)

    def __setstate__(self, saved: dict[str, Any]) -> None:
        self.__init__(saved["game"], saved["num_envs"], seed=saved["seed"], **saved["options"])
        # New games: the stream after the last one this env's original started.
        self._resets, self._started = saved["resets"], True
        self._episode_base = np.asarray(saved["episodes"], dtype=np.int64)
        self._env.reset(_stream_seed(self._seed, self._resets + 1))
        self._resets += 1
