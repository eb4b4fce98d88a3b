"""VectorEnv's send/recv (batch_size = num_envs / 2) against the synchronous step loop.

    OPENBLAS_NUM_THREADS=1 PYTHONPATH=build/python/python taskset -c 0,1 \
        /usr/bin/python3 python/benchmarks/async_bench.py

A benchmark, not a test: it prints learner decisions per second and asserts
nothing. Each loop runs a simulated learner between two env calls: a fixed
numpy cost per row received (two matrix products over the observations),
then random legal actions. The synchronous loop steps all N envs, then the
learner works on N rows; the asynchronous one receives N/2, works on them
while C++ steps the N/2 sent before, and sends. Run it on two cores
(taskset -c 0,1) on a quiet machine.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from arbiter.vector import VectorEnv


def learner(observation: np.ndarray, weights: tuple[np.ndarray, np.ndarray]) -> float:
    """A fixed cost per row: a two-layer forward pass over the flattened observations."""
    x = observation.reshape(len(observation), -1)
    return float((np.tanh(x @ weights[0]) @ weights[1]).sum())


def sync_rate(args, weights, threads: int) -> float:
    env = VectorEnv(args.game, args.num_envs, seed=1, threads=threads)
    obs, _ = env.reset()
    start, decisions = time.perf_counter(), env.decisions
    while time.perf_counter() - start < args.seconds:
        learner(obs["observation"], weights)
        obs, *_ = env.step(env.random_actions())
    rate = (env.decisions - decisions) / (time.perf_counter() - start)
    env.close()
    return rate


def async_rate(args, weights, threads: int) -> float:
    env = VectorEnv(args.game, args.num_envs, seed=1, threads=threads, batch_size=args.num_envs // 2)
    env.async_reset()
    obs, *_, info = env.recv()
    env.send(env.random_actions(env_id=info["env_id"]), info["env_id"])
    start, decisions = time.perf_counter(), env.decisions
    while time.perf_counter() - start < args.seconds:
        obs, *_, info = env.recv()
        learner(obs["observation"], weights)
        env.send(env.random_actions(env_id=info["env_id"]), info["env_id"])
    rate = (env.decisions - decisions) / (time.perf_counter() - start)
    env.close()
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="backgammon")
    parser.add_argument("--num-envs", type=int, default=1024)
    parser.add_argument("--hidden", type=int, default=8, help="the learner's cost: hidden units per row")
    parser.add_argument("--seconds", type=float, default=2.0, help="per run")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    size = int(np.prod(VectorEnv(args.game, 1).observation_shape))
    rng = np.random.default_rng(1)
    weights = (rng.standard_normal((size, args.hidden)).astype(np.float32),
               rng.standard_normal((args.hidden, 64)).astype(np.float32))
    print(f"{args.game}, N = {args.num_envs}, learner {size}x{args.hidden}x64 per row, "
          f"{args.repeats} runs of {args.seconds:g} s each")
    rows = np.zeros((args.num_envs, size), dtype=np.float32)
    start, calls = time.perf_counter(), 0
    while time.perf_counter() - start < 1.0:
        learner(rows, weights)
        calls += 1
    print(f"  {'learner alone:':30} {calls * args.num_envs / (time.perf_counter() - start):12,.0f} rows/s")
    # The loops take turns, so that a neighbour's load falls on all of them alike; the median is shown.
    loops = [(f"step, threads={t}", sync_rate, t) for t in (1, 2)]
    loops += [(f"send/recv M=N/2, threads={t}", async_rate, t) for t in (1, 2)]
    rates: dict[str, list[float]] = {name: [] for name, _, _ in loops}
    for _ in range(args.repeats):
        for name, loop, threads in loops:
            rates[name].append(loop(args, weights, threads))
    for name, values in rates.items():
        print(f"  {name + ':':30} {np.median(values):12,.0f} decisions/s (of {len(values)}: "
              f"{min(values):,.0f} to {max(values):,.0f})")


if __name__ == "__main__":
    main()
