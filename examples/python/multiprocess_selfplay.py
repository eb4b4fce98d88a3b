"""Self-play over several processes: each worker owns a VectorEnv and ships
back numpy trajectories; the parent only merges them.

    PYTHONPATH=build/python/python /usr/bin/python3 examples/python/multiprocess_selfplay.py

Workers are independent processes with their own seeds (no shared state);
States and Games pickle (a State as its bytes behind a version tag, a Game
as its name and rules), so they travel between processes like any value.
"""

import multiprocessing as mp
import pickle

import numpy as np

import arbiter
from arbiter.vector import VectorEnv


def worker(args):
    name, seed, steps = args
    env = VectorEnv(name, num_envs=32, seed=seed)
    obs, _ = env.reset()
    observations, actions, rewards = [], [], []
    for _ in range(steps):
        action = env.random_actions()  # a policy network would go here
        observations.append(obs["observation"].copy())
        actions.append(action.copy())
        obs, reward, terminated, truncated, _ = env.step(action)
        rewards.append(reward.copy())
    # One finished state, pickled, to show states cross process boundaries.
    return np.stack(observations), np.stack(actions), np.stack(rewards), pickle.dumps(env.state(0))


if __name__ == "__main__":
    jobs = [("war-chest", seed, 100) for seed in range(4)]
    with mp.get_context("spawn").Pool(2) as pool:
        results = pool.map(worker, jobs)
    observations = np.concatenate([r[0] for r in results], axis=1)
    state = pickle.loads(results[0][3])
    print(f"{len(jobs)} workers: observations {observations.shape}, "
          f"rewards total {sum(r[2].sum() for r in results):.0f}, a worker's state to move: {state.current_player}")
