"""VectorEnv against the native tool, the State API loop, and pickling.

    PYTHONPATH=build/python/python /usr/bin/python3 python/benchmarks/vector_bench.py \
        --tool build/release/bin/arbiter

A benchmark, not a test: it prints figures (decisions per second, ns per
call) and asserts nothing. Run it pinned to one core (taskset -c 1) on a
quiet machine; the README's figures come from it.
"""

from __future__ import annotations

import argparse
import pickle
import re
import subprocess
import time
import timeit

import numpy as np

import arbiter
from arbiter.vector import VectorEnv

# (game, rules, players, games for the native run): the tool's defaults.
GAMES = [
    ("backgammon", "source", None, 4000),
    ("stratego", "classic", None, 100),
    ("war-chest", "random", 2, 600),
    ("memoir44", "tutorial", None, 2000),
    ("crime-wars", "standard", 2, 40000),
]


def native(tool: str, game: str, rules: str, games: int) -> float:
    """Decisions per second of `arbiter selfplay` (random bots)."""
    out = subprocess.run([tool, "selfplay", game, "--rules", rules, "--games", str(games), "--seed", "1"],
                         check=True, capture_output=True, text=True).stdout
    per_game = float(re.search(r"average decisions per game: ([0-9.]+)", out)[1])
    games_per_s = float(re.search(r"([0-9.]+) games/s", out)[1])
    return per_game * games_per_s


def vector(game: str, rules: str, players, codec: str, num_envs: int, seconds: float, observe: bool = True,
           dtype=np.float32) -> float:
    env = VectorEnv(game, num_envs, seed=1, rules=rules, players=players, codec=codec, observe=observe, dtype=dtype)
    env.reset()
    actions = env.random_actions()
    for _ in range(20):  # warm up
        env.random_actions(actions)
        env.step(actions)
    start, steps = time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        env.random_actions(actions)
        env.step(actions)
        steps += 1
    return steps * num_envs / (time.perf_counter() - start)


def state_loop(seconds: float) -> float:
    """A per-decision Python loop over the State API, a tensor each decision (backgammon)."""
    game = arbiter.load("backgammon", rules="source")
    rng = arbiter.Rng(1)
    decisions, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
                continue
            state.observation_tensor()
            actions = state.legal_actions("index")
            state.apply(int(actions[rng.below(len(actions))]), codec="index")
            decisions += 1
    return decisions / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool", help="the arbiter tool, for the native figures")
    parser.add_argument("--envs", type=int, default=1024)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()

    print(f"VectorEnv, N = {args.envs}, one thread, random actions drawn in C++ (decisions/s);"
          " uint8: dtype=np.uint8; no-obs: observe=False (masks only)")
    for game, rules, players, games in GAMES:
        row = f"{game:11} {rules:9}"
        if args.tool:
            mine = native(args.tool, game, rules, games)
            row += f" native {mine:12,.0f}"
        for codec in arbiter.load(game, rules=rules, players=players).codecs:
            for observe, dtype, label in ((True, np.float32, ""), (True, np.uint8, " uint8"), (False, np.float32, " no-obs")):
                rate = vector(game, rules, players, codec, args.envs, args.seconds, observe, dtype)
                row += f" | {codec}{label} {rate:10,.0f}"
                if args.tool:
                    row += f" ({rate / mine:4.0%})"
        print(row, flush=True)

    print(f"\nState API loop, backgammon, a tensor each decision: {state_loop(args.seconds):,.0f} decisions/s")

    print("\npickling one state (dumps + loads, ns)")
    for game, rules, players, _ in GAMES:
        state = arbiter.load(game, rules=rules, players=players).random_playout(1)
        n = 20000
        dumps = min(timeit.repeat(lambda: pickle.dumps(state), number=n, repeat=5)) / n * 1e9
        blob = pickle.dumps(state)
        loads = min(timeit.repeat(lambda: pickle.loads(blob), number=n, repeat=5)) / n * 1e9
        print(f"{game:11} {len(blob):5} bytes  dumps {dumps:6.0f}  loads {loads:6.0f}")


if __name__ == "__main__":
    main()
