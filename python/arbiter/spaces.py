"""Gymnasium-shaped spaces without gymnasium (not in Debian): Discrete,
MultiDiscrete, Box, Dict with shape, dtype, n, sample(mask) and contains, and
batch(space, n) as gymnasium.vector.utils.batch_space. The adapters use
gymnasium's own classes instead when it is importable (these stand-ins are
what the test suite exercises)."""

from __future__ import annotations

import numpy as np

try:  # pragma: no cover - gymnasium is not installed here
    import gymnasium.spaces as _gym
except ImportError:
    _gym = None


class Discrete:
    def __init__(self, n: int, seed: int | None = None):
        self.n = int(n)
        self.shape = ()
        self.dtype = np.int64
        self._rng = np.random.default_rng(seed)

    def sample(self, mask: np.ndarray | None = None) -> int:
        if mask is None:
            return int(self._rng.integers(self.n))
        legal = np.flatnonzero(mask)
        if legal.size == 0:
            raise ValueError("the mask allows no action")
        return int(self._rng.choice(legal))

    def contains(self, x) -> bool:
        return isinstance(x, (int, np.integer)) and 0 <= int(x) < self.n

    def __repr__(self) -> str:
        return f"Discrete({self.n})"


class MultiDiscrete:
    """One Discrete(nvec[i]) per entry: a batch of Discrete spaces."""

    def __init__(self, nvec, seed: int | None = None):
        self.nvec = np.asarray(nvec, dtype=np.int64)
        self.shape = self.nvec.shape
        self.dtype = np.dtype(np.int64)
        self._rng = np.random.default_rng(seed)

    def sample(self, mask: np.ndarray | None = None) -> np.ndarray:
        if mask is None:
            return self._rng.integers(self.nvec)
        return np.array([Discrete(int(n), seed=int(self._rng.integers(2**63))).sample(m)
                         for n, m in zip(self.nvec, mask)], dtype=np.int64)

    def contains(self, x) -> bool:
        x = np.asarray(x)
        return x.shape == self.shape and x.dtype.kind in "iu" and bool(np.all((x >= 0) & (x < self.nvec)))

    def __repr__(self) -> str:
        return f"MultiDiscrete({self.nvec.tolist()})"


class Box:
    def __init__(self, low: float, high: float, shape: tuple[int, ...], dtype=np.float32):
        self.low, self.high, self.shape, self.dtype = low, high, tuple(shape), np.dtype(dtype)

    def contains(self, x) -> bool:
        x = np.asarray(x)
        return (x.shape == self.shape and np.can_cast(x.dtype, self.dtype)
                and bool(np.all((x >= self.low) & (x <= self.high))))

    def __repr__(self) -> str:
        return f"Box({self.low}, {self.high}, {self.shape}, {self.dtype})"


class Dict:
    def __init__(self, spaces: dict):
        self.spaces = dict(spaces)

    def __getitem__(self, key):
        return self.spaces[key]

    def contains(self, x) -> bool:
        return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(
            s.contains(x[k]) for k, s in self.spaces.items())

    def __repr__(self) -> str:
        return f"Dict({self.spaces!r})"


def discrete(n: int):
    return _gym.Discrete(n) if _gym else Discrete(n)


def box(low: float, high: float, shape: tuple[int, ...], dtype):
    return _gym.Box(low, high, shape, dtype) if _gym else Box(low, high, shape, dtype)


def batch(space, n: int):
    """The space of n stacked samples of `space` (gymnasium.vector.utils.batch_space)."""
    if _gym:  # pragma: no cover
        from gymnasium.vector.utils import batch_space
        return batch_space(space, n)
    if isinstance(space, Discrete):
        return MultiDiscrete(np.full(n, space.n))
    if isinstance(space, Box):
        return Box(space.low, space.high, (n, *space.shape), space.dtype)
    if isinstance(space, Dict):
        return Dict({k: batch(s, n) for k, s in space.spaces.items()})
    raise TypeError(f"cannot batch {space!r}")


def observation_space(shape: tuple[int, ...], actions: int):
    """{"observation": Box, "action_mask": Box of int8}, PettingZoo's classic-game layout."""
    if _gym:  # pragma: no cover
        return _gym.Dict({"observation": _gym.Box(-np.inf, np.inf, shape, np.float32),
                          "action_mask": _gym.Box(0, 1, (actions,), np.int8)})
    return Dict({"observation": Box(-np.inf, np.inf, shape, np.float32),
                 "action_mask": Box(0, 1, (actions,), np.int8)})
