"""arbiter.vector.VectorEnv: shapes, seeds, autoreset, errors, seated bots, send/recv."""

from __future__ import annotations

import pickle
import time

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


# --- EnvPool's asynchronous convention: batch_size < num_envs, send/recv ---

def rows_of(arrays, k):
    """Everything a step shows of the env in row k, as bytes."""
    obs, rewards, terminated, truncated = arrays
    return (obs["observation"][k].tobytes(), obs["action_mask"][k].tobytes(), int(obs["current_player"][k]),
            rewards[k].tobytes(), bool(terminated[k]), bool(truncated[k]))


def sync_trajectories(env, steps):
    """Each env's rows after reset() and each step() of all envs with random actions."""
    out = [[] for _ in range(env.num_envs)]
    obs, _ = env.reset()
    arrays = (obs, env._views["rewards"], env._views["terminated"], env._views["truncated"])
    for k in range(steps + 1):
        if k:
            obs, *rest, _ = env.step(env.random_actions())
            arrays = (obs, *rest)
        for i in range(env.num_envs):
            out[i].append(rows_of(arrays, i))
    return out


def async_trajectories(env, rounds, through_step=False):
    """The same through async_reset and `rounds` of recv then send (or step(actions, env_id))."""
    out = [[] for _ in range(env.num_envs)]
    env.async_reset()
    obs, rewards, terminated, truncated, info = env.recv()
    for _ in range(rounds):
        ids = info["env_id"]
        assert ids.dtype == np.int32 and ids.shape == (env.batch_size,) and len(set(ids.tolist())) == len(ids)
        assert obs["observation"].shape[0] == rewards.shape[0] == terminated.shape[0] == env.batch_size
        for k, i in enumerate(ids.tolist()):
            out[i].append(rows_of((obs, rewards, terminated, truncated), k))
        actions = env.random_actions(env_id=ids)
        if through_step:
            obs, rewards, terminated, truncated, info = env.step(actions, ids)
        else:
            env.send(actions, ids)
            obs, rewards, terminated, truncated, info = env.recv()
    return out


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_send_recv_gives_each_env_the_trajectory_step_gives_it(entry):
    name, rules, players = entry
    expected = sync_trajectories(VectorEnv(name, 8, seed=3, rules=rules, players=players), 150)
    for threads, through_step in [(1, False), (2, False), (2, True)]:
        env = VectorEnv(name, 8, seed=3, rules=rules, players=players, batch_size=3, threads=threads)
        got = async_trajectories(env, 200, through_step)
        compared = 0
        for i in range(8):
            common = min(len(got[i]), len(expected[i]))
            assert got[i][:common] == expected[i][:common], f"env {i}"
            compared += common
        assert compared == 200 * 3  # every env came back fewer than 151 times
        env.close()


def test_recv_rows_are_the_states_of_their_envs():
    env = VectorEnv("war-chest", 6, seed=2, rules="random", players=2, batch_size=2, threads=2,
                    opponents={1: "random"})
    env.async_reset()
    checked = 0
    for _ in range(100):
        obs, rewards, terminated, truncated, info = env.recv()
        assert not np.shares_memory(obs["observation"], env._views["observation"])  # copies
        for k, i in enumerate(info["env_id"].tolist()):
            state = env.state(i)  # received: no longer in flight
            if state.is_terminal():
                assert terminated[k] or truncated[k]
                continue
            assert obs["current_player"][k] == state.current_player == 0
            assert np.array_equal(obs["observation"][k], state.observation_tensor())
            assert np.array_equal(obs["action_mask"][k], state.action_mask(env.codec))
            checked += 1
        env.send(env.random_actions(env_id=info["env_id"]), info["env_id"])
    assert checked > 150


def test_send_recv_refuse_what_they_cannot_do_and_change_nothing():
    with pytest.raises(ValueError, match=r"batch_size 0 is not in \[1, 5\)"):
        VectorEnv("backgammon", 4, batch_size=0)
    with pytest.raises(TypeError, match="batch_size must be an integer"):
        VectorEnv("backgammon", 4, batch_size=2.0)
    env = VectorEnv("backgammon", 4, seed=1, batch_size=2, threads=2)
    with pytest.raises(RuntimeError, match="recv\\(\\) waits for batch_size=2 envs and 0 are sent"):
        env.recv()
    env.async_reset()
    obs, _, _, _, info = env.recv()
    ids = info["env_id"]
    actions = env.random_actions(env_id=ids)
    with pytest.raises(ValueError, match="env_id is required when batch_size"):
        env.send(np.zeros(4, dtype=np.int32))
    with pytest.raises(ValueError, match="env_id is required when batch_size"):
        env.step(np.zeros(4, dtype=np.int32))
    with pytest.raises(TypeError, match="env_id must be integer env indices"):
        env.send(actions, ids.astype(float))
    with pytest.raises(ValueError, match=r"env_id\[1\] = 4 is not in \[0, 4\)"):
        env.send(actions, [0, 4])
    with pytest.raises(ValueError, match=r"env_id\[1\] = 0 is repeated"):
        env.send(actions, [0, 0])
    with pytest.raises(ValueError, match=r"actions must be int32 of shape \(2,\)"):
        env.send(actions[:1], ids)
    with pytest.raises(TypeError, match="actions must be integer action ids"):
        env.send(actions.astype(float), ids)
    bad = actions.copy()
    bad[1] = 12345
    with pytest.raises(arbiter.IllegalMove, match=f"env {ids[1]} \\(env_id\\[1\\]\\): action 12345 is not an id"):
        env.send(bad, ids)
    waiting = [i for i in range(4) if i not in ids.tolist()][0]  # reset, not yet received
    with pytest.raises(RuntimeError, match=f"env {waiting} \\(env_id\\[1\\]\\) was sent and not yet received"):
        env.send(actions, [int(ids[0]), waiting])
    env.recv()  # the other two resets
    with pytest.raises(RuntimeError, match="step\\(\\) sends 1 envs and 0 more are sent and not received: fewer than batch_size=2"):
        env.step(actions[:1], ids[:1])
    assert env._env.outstanding == 0  # nothing above was sent
    env.send(actions, ids)  # the refusals changed nothing: these are still legal
    env.recv()


def test_envs_in_flight_are_nobody_elses():
    # batch_size == num_envs: sent envs are stepped by recv(), so they stay in flight until then.
    env = VectorEnv("crime-wars", 3, seed=1, rules="standard", players=2)
    obs, _ = env.reset()
    env.send(env.random_actions())
    for call, args, words in [(env.step, (np.zeros(3, dtype=np.int32),), r"step\(\) of all envs while 3 sent"),
                              (env.random_actions, (), "random_actions\\(\\): env 0 is being stepped"),
                              (env.state, (1,), r"state\(1\): env 1 is being stepped"),
                              (env.episode, (2,), r"episode\(2\): env 2 is being stepped")]:
        with pytest.raises(RuntimeError, match=words):
            call(*args)
    obs, rewards, terminated, truncated, info = env.recv()
    assert info["env_id"].tolist() == [0, 1, 2] and obs["action_mask"].any(axis=1).all()
    env.step(env.random_actions())  # nothing in flight: the synchronous step again
    env.send(env.random_actions())
    obs, _ = env.reset()  # drops the steps in flight
    env.step(env.random_actions())


def test_close_and_pickle_with_steps_in_flight():
    env = VectorEnv("backgammon", 8, seed=1, codec="index", opponents={1: "mcts:200"}, batch_size=2, threads=2)
    env.async_reset()
    for _ in range(3):
        _, _, _, _, info = env.recv()
        env.send(env.random_actions(env_id=info["env_id"]), info["env_id"])
    again = pickle.loads(pickle.dumps(env))  # waits for the steps in flight, then pickles
    assert again.batch_size == 2 and again._options == env._options
    assert [again.episode(i) for i in range(8)] == [env.episode(i) for i in range(8)]
    again.async_reset()
    assert again.recv()[4]["env_id"].tolist() == [0, 1]
    _, _, _, _, info = env.recv()
    env.send(env.random_actions(env_id=info["env_id"]), info["env_id"])
    start = time.perf_counter()
    env.close()  # joins the workers: the games being stepped finish, the queued ones are dropped
    assert env.closed and time.perf_counter() - start < 30
    with pytest.raises(RuntimeError, match="closed"):
        env.recv()
    again.close()


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_uint8_observations_are_the_floats_times_their_scales(entry):
    name, rules, players = entry
    floats = VectorEnv(name, 8, seed=4, rules=rules, players=players)
    small = VectorEnv(name, 8, seed=4, rules=rules, players=players, dtype=np.uint8, threads=2)
    scales = small.observation_scales
    assert scales.dtype == np.uint8 and scales.shape == floats.game.observation_shape and (scales >= 1).all()
    assert small.dtype == np.uint8 and floats.dtype == np.float32
    assert small.single_observation_space["observation"].dtype == np.uint8
    a, _ = floats.reset()
    b, _ = small.reset()
    exact = scales != 255  # 255: the entries a layout rounds (a fraction over a match length, ...)
    for _ in range(60):
        assert b["observation"].dtype == np.uint8
        assert small.observation_space["observation"].contains(b["observation"])
        expected = np.floor(np.clip(a["observation"] * scales + np.float32(0.5), 0, 255))
        assert np.array_equal(b["observation"], expected.astype(np.uint8))
        fits = exact & (a["observation"] * scales <= 255)  # Crime Wars' money past $6,375 does not
        assert np.allclose((b["observation"] / scales)[fits], a["observation"][fits], rtol=0, atol=1e-6)
        actions = floats.random_actions()
        assert np.array_equal(actions, small.random_actions())
        a, *_ = floats.step(actions)
        b, *_ = small.step(actions)
        assert np.array_equal(a["action_mask"], b["action_mask"])


def test_uint8_through_send_recv_and_pickle():
    env = VectorEnv("stratego", 8, seed=2, batch_size=4, threads=2, dtype="uint8")
    env.async_reset()
    obs, *_ , info = env.recv()
    assert obs["observation"].dtype == np.uint8 and obs["observation"].shape == (4, *env.observation_shape)
    assert obs["observation"].max() > 1  # a count over its denominator: the unknown pieces by kind
    env.send(env.random_actions(env_id=info["env_id"]), info["env_id"])
    clone = pickle.loads(pickle.dumps(env))
    assert clone.dtype == np.uint8 and clone.observation_space["observation"].dtype == np.uint8
    env.close()
    clone.close()


def test_a_dtype_other_than_float32_or_uint8_is_refused():
    with pytest.raises(ValueError, match="dtype must be numpy.float32 or numpy.uint8, not float64"):
        VectorEnv("backgammon", 2, dtype=np.float64)
    with pytest.raises(TypeError, match="dtype must be numpy.float32 or numpy.uint8, not 'bytes please'"):
        VectorEnv("backgammon", 2, dtype="bytes please")
    blind = VectorEnv("backgammon", 2, dtype=np.uint8, observe=False)
    obs, _ = blind.reset()
    assert obs["observation"].dtype == np.uint8 and not obs["observation"].any()
