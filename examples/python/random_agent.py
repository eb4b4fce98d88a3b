"""A random agent over arbiter.vector.VectorEnv, in every game.

    PYTHONPATH=build/python/python /usr/bin/python3 examples/python/random_agent.py

Each step, the agent picks one legal action per game from the action masks
(in numpy, as a learned policy would); the env plays chance and restarts
finished games inside C++.
"""

import sys

import numpy as np

import arbiter
from arbiter.vector import VectorEnv

steps = int(sys.argv[1]) if len(sys.argv) > 1 else 300
rng = np.random.default_rng(0)

for name in arbiter.games():
    env = VectorEnv(name, num_envs=64, seed=1)
    obs, info = env.reset()
    finished, wins = 0, np.zeros(env.game.num_players)
    for _ in range(steps):
        # A uniform choice among the legal actions: random scores, masked, argmax.
        scores = rng.random(obs["action_mask"].shape) * obs["action_mask"]
        actions = scores.argmax(axis=1).astype(np.int32)
        obs, rewards, terminated, truncated, info = env.step(actions)
        finished += int(terminated.sum() + truncated.sum())
        wins += (rewards[terminated] > 0).sum(axis=0)
    print(f"{name:11} {env.game.rules:8} observation {obs['observation'].shape[1:]}, "
          f"{env.num_actions} actions ({env.codec}): {finished} games finished in {steps} steps, "
          f"wins by seat {wins.astype(int).tolist()}")
