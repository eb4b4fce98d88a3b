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

dtype=np.uint8 writes the same tensors as uint8, a quarter of the bytes to
write and to copy to a GPU: entry i is round(x_i * scale_i) of the float
entry x_i, with env.observation_scales[i] the entry's denominator (1 for
the 0/1 planes), so obs / env.observation_scales gives the floats back,
exactly but for the few entries each game's layout names as rounded (a
fraction over a match length, say, kept to 1/255). The observation space is
then Box(0, 255, shape, uint8).

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

EnvPool's asynchronous convention, batch_size < num_envs:

    env = arbiter.vector.VectorEnv("backgammon", num_envs=64, batch_size=32, threads=2)
    env.async_reset()                           # every env's first observation, through recv()
    while True:
        obs, rewards, terminated, truncated, info = env.recv()   # batch_size rows
        ids = info["env_id"]                    # row k is env ids[k]
        env.send(policy(obs), ids)              # returns at once: C++ steps them meanwhile

send(actions, env_id) hands one action per env of env_id to the env's own
worker threads (`threads` of them) and returns; recv() waits until
batch_size of the envs sent have finished and returns those, the first to
finish, as copies (rows of envs still being stepped are never shown).
step(actions, env_id) is send then recv. Each env's trajectory depends only
on its own actions: the same seed played through step() gives each env the
same observations and rewards; thread timing decides only which envs come
back first. An env sent is the workers' until recv() returns it: sending it
again, state(i), episode(i), random_actions() of all envs and step() of all
envs raise RuntimeError (random_actions(env_id=ids) draws for received envs
only). reset() and async_reset() drop the steps in flight; close() joins the
workers; pickling waits for the steps in flight. The spaces stay those of
all num_envs envs. With batch_size == num_envs (the default) send/recv also
work: recv() steps what was sent, on the calling thread.
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


def _observation_dtype(dtype) -> np.dtype:
    """np.float32 or np.uint8 (a numpy dtype, its type or its name); TypeError or ValueError otherwise."""
    try:
        d = np.dtype(dtype)
    except TypeError:
        raise TypeError(f"dtype must be numpy.float32 or numpy.uint8, not {dtype!r}") from None
    if d not in (np.dtype(np.float32), np.dtype(np.uint8)):
        raise ValueError(f"dtype must be numpy.float32 or numpy.uint8, not {d}")
    return d


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
        batch_size: int | None = None,
        dtype=np.float32,
    ):
        self.game = name if isinstance(name, Game) else load(name, rules=rules, players=players)
        self.codec = codec or self.game.default_codec
        self.num_envs = _integer(num_envs, "num_envs", 1, 2**31)
        self.num_actions = self.game.num_distinct_actions(self.codec)
        self.observation_shape = self.game.observation_shape or (0,)
        self.dtype = _observation_dtype(dtype)
        self._seed = _integer(seed, "seed", 0, 2**64)
        self.batch_size = (self.num_envs if batch_size is None
                           else _integer(batch_size, "batch_size", 1, self.num_envs + 1))
        seats = self._seats(opponents)
        if not isinstance(setup, str):
            raise TypeError(f"setup must be a str, not {type(setup).__name__}")
        self._options = dict(codec=self.codec, setup=setup, opponents=seats,
                             max_plies=_integer(max_plies, "max_plies", 0, 2**63),
                             threads=_integer(threads, "threads", 1, 1025), copy=bool(copy), observe=bool(observe),
                             batch_size=self.batch_size, dtype=self.dtype.name)
        self._copy = bool(copy)
        self._vector_class = self.game._vector_env_class(self.codec)
        self._env = self._vector_class(
            self.num_envs, self._seed, setup, seats, self._options["max_plies"], self._options["threads"],
            self._options["observe"], self.batch_size, self.dtype.name)
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
        shape = tuple(self.observation_shape)
        single = {"observation": (_spaces.box(0, 255, shape, np.uint8) if self.dtype == np.uint8
                                  else _spaces.box(-np.inf, np.inf, shape, np.float32)),
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
        self._restart(seed, "reset")
        return self._obs(), {}

    def async_reset(self, seed: int | None = None) -> None:
        """reset() for the send/recv loop: restarts every game (seeds as reset() does) and returns
        nothing; recv() then returns the first observations, batch_size envs at a time in env order."""
        self._restart(seed, "async_reset")

    def _restart(self, seed: int | None, how: str) -> None:
        """Drops the steps in flight (waiting for those being stepped), picks the seed and restarts
        every game with the C++ env's reset or async_reset (`how`)."""
        if seed is not None:
            seed = _integer(seed, "seed", 0, 2**64)
        self._enter()
        try:
            self._env.cancel()
            self._episode_base += [self._env.episode(i) for i in range(self.num_envs)]
            if seed is not None:
                self._seed, self._resets = seed, 0
            elif self._started:
                self._resets += 1
            self._started = True
            getattr(self._env, how)(_stream_seed(self._seed, self._resets))
        finally:
            self._busy.release()

    def step(self, actions, env_id=None):
        """One action id per game (integers, shape (N,)); raises IllegalMove, changing nothing, if one is
        not legal, TypeError for a non-integer dtype, ValueError for a wrong shape or a value outside int32.
        With env_id (required when batch_size < num_envs): send(actions, env_id) then recv()."""
        if env_id is not None or self.batch_size < self.num_envs:
            ids, actions = self._batch(actions, env_id)
            self._enter()
            try:
                waiting = self._env.outstanding
                if waiting + len(ids) < self.batch_size:
                    raise RuntimeError(f"step() sends {len(ids)} envs and {waiting} more are sent and not "
                                       f"received: fewer than batch_size={self.batch_size}, so recv() would "
                                       f"wait forever (async_reset() sends every env)")
                self._send(actions, ids)
                return self._recv()
            finally:
                self._busy.release()
        if not (type(actions) is np.ndarray and actions.dtype == np.int32):
            actions = self._as_ids(actions)
        self._enter()
        try:
            self._env.step(actions)
            self._started = True
        finally:
            self._busy.release()
        return self._obs(), self._out("rewards"), self._out("terminated"), self._out("truncated"), {}

    def send(self, actions, env_id=None) -> None:
        """Hands one action per env in env_id (distinct env indices; all envs in order when omitted,
        which needs batch_size == num_envs) to the env's threads and returns at once: they step while
        the caller works; recv() collects them. Raises, sending nothing: IllegalMove for an illegal action,
        RuntimeError for an env sent and not yet received, TypeError/ValueError for bad arguments."""
        ids, actions = self._batch(actions, env_id)
        self._enter()
        try:
            self._send(actions, ids)
        finally:
            self._busy.release()

    def recv(self):
        """Waits until batch_size of the envs sent (or reset by async_reset) have finished and returns
        (obs, rewards, terminated, truncated, info) for them, the first to finish: row k of every array
        is env info["env_id"][k]. The arrays are copies. RuntimeError if fewer than batch_size envs
        are sent and not received."""
        self._enter()
        try:
            return self._recv()
        finally:
            self._busy.release()

    def _send(self, actions: np.ndarray, ids: np.ndarray) -> None:
        self._env.send(actions, ids)
        self._started = True

    def _recv(self):
        ids = self._env.recv()
        # Fancy indexing copies these rows only: the other envs' rows may be being written.
        v = self._views
        obs = {"observation": v["observation"][ids], "action_mask": v["action_mask"][ids],
               "current_player": v["current_player"][ids]}
        return obs, v["rewards"][ids], v["terminated"][ids], v["truncated"][ids], {"env_id": ids}

    def _batch(self, actions, env_id) -> tuple[np.ndarray, np.ndarray]:
        """(env ids, actions) as int32 arrays, checked for what needs no env state."""
        if env_id is None:
            if self.batch_size < self.num_envs:
                raise ValueError(f"env_id is required when batch_size ({self.batch_size}) < num_envs "
                                 f"({self.num_envs}): the envs the actions are for (info['env_id'] of recv())")
            ids = np.arange(self.num_envs, dtype=np.int32)
        else:
            ids = self._env_ids(env_id)
        return ids, self._as_ids(actions, len(ids))

    def _env_ids(self, env_id) -> np.ndarray:
        e = np.asarray(env_id)
        if e.dtype.kind not in "iu":
            raise TypeError(f"env_id must be integer env indices in [0, {self.num_envs}), not {e.dtype}")
        if e.ndim != 1 or not 1 <= e.size <= self.num_envs:
            raise ValueError(f"env_id must be a 1-D array of 1 to {self.num_envs} env indices, not shape {e.shape}")
        bad = (e < 0) | (e >= self.num_envs)
        if bad.any():
            k = int(np.argmax(bad))
            raise ValueError(f"env_id[{k}] = {int(e[k])} is not in [0, {self.num_envs})")
        return e.astype(np.int32)  # repeats: send() finds them in C++

    def _as_ids(self, actions, count: int | None = None) -> np.ndarray:
        count = self.num_envs if count is None else count
        a = np.asarray(actions)
        if a.dtype.kind not in "iu":
            raise TypeError(f"actions must be integer action ids (int32), not {a.dtype}; "
                            f"ids are in [0, {self.num_actions})")
        if a.shape != (count,):
            raise ValueError(f"actions must be int32 of shape ({count},), not {a.shape}")
        if a.size and a.dtype != np.int32:
            low, high = int(a.min()), int(a.max())
            if low < -2**31 or high >= 2**31:
                i = int(np.argmax(a > 2**31 - 1)) if high >= 2**31 else int(np.argmin(a))
                raise ValueError(f"actions[{i}] = {int(a[i])} is outside int32; ids are in [0, {self.num_actions})")
        return np.ascontiguousarray(a, dtype=np.int32)

    def random_actions(self, out: np.ndarray | None = None, env_id=None) -> np.ndarray:
        """A uniform legal action per game (or per env of env_id, e.g. info["env_id"] of recv()), drawn
        in C++ from each game's own stream."""
        ids = None if env_id is None else self._env_ids(env_id)
        self._enter()
        try:
            self._check_settled(ids, "random_actions()")
            return self._env.random_actions(out, ids)
        finally:
            self._busy.release()

    def _check_settled(self, ids: np.ndarray | None, what: str) -> None:
        """RuntimeError if one of the envs `ids` (None: all) is being stepped: its rows are a worker's."""
        k = self._env.first_in_flight(ids)
        if k < (self.num_envs if ids is None else len(ids)):
            i = k if ids is None else int(ids[k])
            raise RuntimeError(f"{what}: env {i} is being stepped (sent and not received): recv() it first"
                               + (", or pass env_id=info['env_id']" if ids is None else ""))

    @property
    def observation_scales(self) -> np.ndarray:
        """Each observation entry's scale (uint8, the observation's shape): a uint8 observation divided
        by it is the float one (see the module's docstring)."""
        return self._vector_class.observation_scales.reshape(self.observation_shape)

    @property
    def decisions(self) -> int:
        """Learner decisions stepped since construction (all games)."""
        return self._env.decisions

    def state(self, i: int):
        """A copy of game i's current State."""
        i = _integer(i, "env index", 0, self.num_envs, IndexError)
        self._enter()
        try:
            self._check_settled(np.array([i], dtype=np.int32), f"state({i})")
            return self._env.state(i)
        finally:
            self._busy.release()

    def episode(self, i: int) -> int:
        """How many games env i has finished since the env was built (a reset does not clear the
        count; an unpickled env keeps it)."""
        i = _integer(i, "env index", 0, self.num_envs, IndexError)
        if self.closed:
            raise RuntimeError("this VectorEnv is closed")
        self._check_settled(np.array([i], dtype=np.int32), f"episode({i})")
        return int(self._episode_base[i]) + self._env.episode(i)

    def close(self, **kwargs) -> None:
        """Stops the env's threads (steps in flight finish or are dropped; their threads are joined)
        and frees its buffers once no returned view holds them."""
        if not self.closed:
            self.closed = True
            # Another thread inside the env keeps it alive: its destructor joins them then.
            if self._busy.acquire(blocking=False):
                try:
                    self._env.stop()
                finally:
                    self._busy.release()
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
        self._enter()
        try:
            self._env.wait()  # steps in flight finish: their episode counters are final
        finally:
            self._busy.release()
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
