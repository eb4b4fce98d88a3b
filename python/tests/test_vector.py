"""arbiter.vector.VectorEnv: shapes, seeds, autoreset, errors, seated bots."""

from __future__ import annotations

import numpy as np
import pytest

import arbiter
from arbiter.vector import VectorEnv
from conftest import DEFAULTS, entry_id


def run(env, steps):
    history = []
    obs, _ = env.reset()
    for _ in range(steps):
        obs, rewards, terminated, truncated, _ = env.step(env.random_actions())
        history.append((obs["observation"].copy(), obs["action_mask"].copy(), rewards.copy(), terminated.copy()))
    return history


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_shapes_and_dtypes(entry):
    name, rules, players = entry
    env = VectorEnv(name, 6, seed=1, rules=rules, players=players)
    game = env.game
    obs, info = env.reset()
    assert info == {}
    assert obs["observation"].shape == (6, *game.observation_shape) and obs["observation"].dtype == np.float32
    assert obs["action_mask"].shape == (6, game.num_distinct_actions()) and obs["action_mask"].dtype == np.int8
    assert obs["current_player"].shape == (6,) and obs["current_player"].dtype == np.int32
    obs, rewards, terminated, truncated, _ = env.step(env.random_actions())
    assert rewards.shape == (6, game.num_players) and rewards.dtype == np.float32
    assert terminated.dtype == np.bool_ and truncated.dtype == np.bool_
    assert env.metadata["autoreset_mode"].name == "NEXT_STEP"
    # Every observation is its mover's, as State.observation_tensor gives it.
    for i in range(6):
        state = env.state(i)
        if not state.is_terminal():
            assert obs["current_player"][i] == state.current_player
            assert np.array_equal(obs["observation"][i], state.observation_tensor())
            assert np.array_equal(obs["action_mask"][i], state.action_mask(env.codec))


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_a_seed_reproduces_whatever_the_threads(entry):
    name, rules, players = entry
    one = run(VectorEnv(name, 16, seed=5, rules=rules, players=players), 200)
    again = run(VectorEnv(name, 16, seed=5, rules=rules, players=players), 200)
    threads = run(VectorEnv(name, 16, seed=5, rules=rules, players=players, threads=2), 200)
    for a, b, c in zip(one, again, threads):
        for x, y, z in zip(a, b, c):
            assert np.array_equal(x, y) and np.array_equal(x, z)
    other = run(VectorEnv(name, 16, seed=6, rules=rules, players=players), 200)
    assert any(not np.array_equal(a[0], b[0]) for a, b in zip(one, other))


def test_autoreset_next_step():
    env = VectorEnv("crime-wars", 8, seed=2, rules="standard", players=2)
    env.reset()
    for _ in range(20000):
        obs, rewards, terminated, truncated, _ = env.step(env.random_actions())
        if terminated.any():
            break
    i = int(np.flatnonzero(terminated)[0])
    assert rewards[i].sum() > 0  # the winners share 1 (CW)
    assert not obs["action_mask"][i].any()
    episode = env.episode(i)
    actions = env.random_actions()
    actions[i] = 12345  # ignored: that game restarts
    obs, rewards, terminated, truncated, _ = env.step(actions)
    assert env.episode(i) == episode + 1
    assert not terminated[i] and rewards[i].sum() == 0 and obs["action_mask"][i].any()


def test_illegal_actions_raise_and_change_nothing():
    env = VectorEnv("backgammon", 4, seed=3)
    obs, _ = env.reset()
    before = obs["observation"].copy()
    actions = env.random_actions()
    actions[2] = -1
    with pytest.raises(arbiter.IllegalMove, match="game 2"):
        env.step(actions)
    with pytest.raises(ValueError, match="shape"):
        env.step(np.zeros(3, dtype=np.int32))
    assert np.array_equal(env._views["observation"], before)


def test_seated_bots_and_truncation():
    env = VectorEnv("backgammon", 8, seed=4, codec="index", opponents={1: "random"})
    for _ in range(300):
        obs, rewards, terminated, truncated, _ = env.step(env.random_actions())
        assert set(np.unique(obs["current_player"])) <= {0, -2}
    env = VectorEnv("stratego", 4, seed=4, rules="barrage", max_plies=3)
    for _ in range(3):
        obs, rewards, terminated, truncated, _ = env.step(env.random_actions())
    assert truncated.all() and not terminated.any()


def test_a_game_ended_by_its_length_cap_is_truncated():
    # CW-12.8: the engine's turn cap (a setup field, not a rule) ends games as truncations.
    env = arbiter.vector.VectorEnv("crime-wars", num_envs=8, seed=3, setup="turn-limit=2")
    env.reset()
    capped = 0
    for _ in range(300):
        obs, rewards, terminated, truncated, _ = env.step(env.random_actions())
        assert not (terminated & truncated).any()
        capped += int(truncated.sum())
    assert capped > 0
    with pytest.raises(ValueError, match="every seat is a bot"):
        VectorEnv("backgammon", 2, opponents={0: "random", 1: "mcts:10"})
    with pytest.raises(ValueError, match="not random, mcts"):
        VectorEnv("backgammon", 2, opponents={1: "greedy"})


def test_mcts_opponent():
    env = VectorEnv("crime-wars", 2, seed=1, rules="standard", players=2, opponents={1: "mcts:20"})
    for _ in range(30):
        obs, *_ = env.step(env.random_actions())
        assert set(np.unique(obs["current_player"])) <= {0, -2}


def test_views_are_not_copies_unless_asked():
    env = VectorEnv("war-chest", 2, seed=1, rules="random", players=2)
    obs, _ = env.reset()
    first = obs["observation"]
    obs2, *_ = env.step(env.random_actions())
    assert np.shares_memory(first, obs2["observation"])
    copied = VectorEnv("war-chest", 2, seed=1, rules="random", players=2, copy=True)
    a, _ = copied.reset()
    b, *_ = copied.step(copied.random_actions())
    assert not np.shares_memory(a["observation"], b["observation"])


def test_observe_false_writes_masks_but_no_tensors():
    seen = VectorEnv("memoir44", 4, seed=8)
    blind = VectorEnv("memoir44", 4, seed=8, observe=False)
    a, _ = seen.reset()
    b, _ = blind.reset()
    for _ in range(50):
        actions = seen.random_actions()
        assert np.array_equal(actions, blind.random_actions())
        a, *_ = seen.step(actions)
        b, *_ = blind.step(actions)
        assert np.array_equal(a["action_mask"], b["action_mask"])
    assert a["observation"].any() and not b["observation"].any()


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_gymnasium_vector_surface(entry):
    from arbiter import spaces
    name, rules, players = entry
    env = VectorEnv(name, 5, seed=1, rules=rules, players=players)
    game, actions = env.game, env.num_actions
    assert env.single_action_space.n == actions and env.action_space.shape == (5,)
    assert env.single_observation_space["observation"].shape == game.observation_shape
    assert env.single_observation_space["action_mask"].dtype == np.int8
    assert env.observation_space["observation"].shape == (5, *game.observation_shape)
    assert env.observation_space["action_mask"].shape == (5, actions)
    obs, _ = env.reset(seed=2)
    assert env.observation_space["observation"].contains(obs["observation"])
    assert env.observation_space["action_mask"].contains(obs["action_mask"])
    # Discrete.sample(mask) takes the int8 mask row as it is.
    row = obs["action_mask"][0]
    assert row.dtype == np.int8 and row[env.single_action_space.sample(mask=row)] == 1
    assert env.action_space.contains(env.random_actions())
    assert isinstance(env.action_space, spaces.MultiDiscrete)
    assert env.unwrapped is env and env.metadata["autoreset_mode"].value == "NextStep"
    env.close()
    assert env.closed
    with pytest.raises(RuntimeError, match="closed"):
        env.step(np.zeros(5, dtype=np.int32))
    env.close()  # twice is fine


def test_reset_without_a_seed_starts_new_games():
    def first_observations(env, resets):
        out = []
        for seed in resets:
            obs, _ = env.reset(seed=seed)
            out.append(obs["observation"].copy())
        return out

    env = VectorEnv("backgammon", 8, seed=5)
    a, b, c = first_observations(env, [None, None, None])
    assert not np.array_equal(a, b) and not np.array_equal(b, c)
    # The first reset() plays the constructor's seed; a seed replays; then new games again.
    fresh = VectorEnv("backgammon", 8, seed=5)
    (again,) = first_observations(fresh, [None])
    assert np.array_equal(again, a)
    x, y, z = first_observations(fresh, [7, 7, None])
    assert np.array_equal(x, y) and not np.array_equal(y, z)
