"""Gymnasium-shaped spaces without gymnasium (not in Debian): Discrete, Box,
Dict with shape, dtype, n, sample(mask) and contains. The adapters use
gymnasium's own classes instead when it is importable."""

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


class Box:
    def __init__(self, low: float, high: float, shape: tuple[int, ...], dtype=np.float32):
        self.low, self.high, self.shape, self.dtype = low, high, tuple(shape), np.dtype(dtype)

    def contains(self, x) -> bool:
        x = np.asarray(x)
        return x.shape == self.shape and bool(np.all((x >= self.low) & (x <= self.high)))

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


def observation_space(shape: tuple[int, ...], actions: int):
    """{"observation": Box, "action_mask": Box of int8}, PettingZoo's classic-game layout."""
    if _gym:  # pragma: no cover
        return _gym.Dict({"observation": _gym.Box(-np.inf, np.inf, shape, np.float32),
                          "action_mask": _gym.Box(0, 1, (actions,), np.int8)})
    return Dict({"observation": Box(-np.inf, np.inf, shape, np.float32),
                 "action_mask": Box(0, 1, (actions,), np.int8)})
