"""Strict input: numpy integers are integers; floats, bools, negative counts and ids out of range are
refused with Python's own error types and a message naming the argument and its range (never
pybind's "incompatible function arguments" nor C++ exception text); nothing changes."""

from __future__ import annotations

import pickle
import subprocess
import sys
import threading
import time

import numpy as np
import pytest

import arbiter
from arbiter.vector import VectorEnv
from conftest import DEFAULTS, entry_id, random_states

PYBIND_TEXT = ("incompatible", "Unable to cast", "Invoked with", "_M_range_check", "std::")


def refused(error, match, call, *args, **kwargs):
    with pytest.raises(error, match=match) as info:
        call(*args, **kwargs)
    assert not any(t in str(info.value) for t in PYBIND_TEXT), str(info.value)
    return info.value


def test_the_package_loads_its_adapters_and_player_codes():
    code = "import arbiter; print(arbiter.vector.VectorEnv, arbiter.pettingzoo.env, arbiter.openspiel.load_game)"
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
    assert (arbiter.CHANCE, arbiter.TERMINAL) == (-1, -2)
    state = arbiter.load("backgammon").new_state()
    assert state.current_player == arbiter.CHANCE
    assert arbiter.load("backgammon").random_playout(1).current_player == arbiter.TERMINAL


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_numpy_integers_are_actions(entry):
    name, rules, players = entry
    game = arbiter.load(name, rules=rules, players=players)
    rng = np.random.default_rng(1)
    for state in random_states(game, 20, seed=3):
        action = rng.choice(state.legal_actions())  # numpy int32 or int64
        for kind in (np.int32, np.int64, np.uint16, int):
            assert state.child(kind(action)) == state.child(int(action))
        assert state.decode(np.int64(action)) == state.decode(int(action))
        assert np.array_equal(state.observation_tensor(np.int64(state.current_player)), state.observation_tensor())


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_bad_actions_name_the_argument_and_the_range(entry):
    name, rules, players = entry
    game = arbiter.load(name, rules=rules, players=players)
    state = random_states(game, 1, seed=4)[0]
    before = state.copy()
    size = game.num_distinct_actions()
    for bad in (2**70, -2**70, size, -1, np.int64(size)):
        refused(arbiter.IllegalMove, rf"action {bad} is not an id of codec '{game.default_codec}': "
                rf"its ids are in \[0, {size}\)", state.apply, bad)
    refused(TypeError, "not float", state.apply, 74.7)
    refused(TypeError, "not float64", state.apply, np.float64(3))
    refused(TypeError, "not bool", state.apply, True)
    refused(ValueError, rf"action {size} is not in \[0, {size}\)", state.decode, size)
    refused(ValueError, r"action 2\*\*70|is not in \[0, ", state.decode, 2**70)
    refused(TypeError, "action must be an integer, not float", state.decode, 1.0)
    refused(ValueError, rf"player 7 is not in \[0, {game.num_players}\)", state.observation_tensor, 7)
    refused(ValueError, rf"player -1 is not in \[0, {game.num_players}\)", state.observation_tensor, -1)
    refused(TypeError, "player must be an integer, not float", state.observation_tensor, 0.0)
    assert isinstance(state.try_apply(size), arbiter.IllegalMove)
    assert state == before


def test_chance_ids_are_indices_into_chance_outcomes():
    state = arbiter.load("backgammon").new_state()
    assert state.is_chance_node() and state.current_player == arbiter.CHANCE
    n = len(state.chance_outcomes())
    refused(arbiter.IllegalMove, rf"chance outcome {n} is not in \[0, {n}\)", state.apply, n)
    refused(arbiter.IllegalMove, r"chance outcome 1180591620717411303424 is not in", state.apply, 2**70)
    assert state.child(np.int64(n - 1)) == state.child(state.chance_outcomes()[n - 1][0])


def test_viewers_are_checked():
    state = random_states(arbiter.load("stratego", rules="barrage"), 1, seed=2)[0]
    move = state.legal_moves()[0]
    refused(ValueError, r"player 5 is not in \[0, 2\)", state.public_text, move, 5)
    refused(ValueError, r"player -1 is not in \[0, 2\)", state.public_text, move, -1)
    refused(TypeError, "Move or an Outcome", state.public_text, "a2-a3", 0)
    assert isinstance(state.public_text(move, np.int64(1)), str)
    refused(ValueError, r"player 2 is not in \[0, 2\)", state.observe, 2)
    refused(ValueError, r"rng \(an arbiter.Rng or a seed\) -1 is not in \[0, 2\*\*64\)", state.observe(0).sample, -1)


def test_rng_and_seeds():
    refused(ValueError, r"seed -1 is not in \[0, 2\*\*64\)", arbiter.Rng, -1)
    refused(TypeError, "seed must be an integer, not float", arbiter.Rng, 1.5)
    assert arbiter.Rng(np.uint64(2**64 - 1)).next() == arbiter.Rng(2**64 - 1).next()
    refused(ValueError, r"below\(n\) needs n in \[1, 2\*\*64\)", arbiter.Rng(1).below, 0)
    refused(ValueError, r"seed -3 is not in \[0, 18446744073709551616\)", arbiter.load("backgammon").random_playout, -3)


def test_vector_env_arguments():
    refused(ValueError, r"num_envs -1 is not in \[1, ", VectorEnv, "backgammon", -1)
    refused(ValueError, r"num_envs 0 is not in \[1, ", VectorEnv, "backgammon", 0)
    refused(TypeError, "num_envs must be an integer, not float", VectorEnv, "backgammon", 2.0)
    refused(ValueError, r"seed -1 is not in \[0, ", VectorEnv, "backgammon", 2, seed=-1)
    refused(ValueError, r"threads 0 is not in \[1, ", VectorEnv, "backgammon", 2, threads=0)
    refused(ValueError, r"max_plies -1 is not in \[0, ", VectorEnv, "backgammon", 2, max_plies=-1)
    refused(ValueError, r"opponent seat 2 is not in \[0, 2\)", VectorEnv, "backgammon", 2, opponents={2: "random"})
    refused(TypeError, "opponents must be a dict", VectorEnv, "backgammon", 2, opponents=[1])
    env = VectorEnv("backgammon", np.int64(3), seed=np.uint32(1), opponents={np.int64(1): "random"})
    assert env.num_envs == 3
    refused(IndexError, r"env index 3 is not in \[0, 3\)", env.state, 3)
    refused(IndexError, r"env index -1 is not in \[0, 3\)", env.episode, -1)


def test_vector_env_step_refuses_what_it_cannot_play_exactly():
    env = VectorEnv("backgammon", 4, seed=3)
    obs, _ = env.reset()
    before = obs["observation"].copy()
    actions = env.random_actions()
    refused(TypeError, "actions must be integer action ids", env.step, actions.astype(np.float64) + 0.7)
    refused(TypeError, "not bool", env.step, np.ones(4, dtype=bool))
    wrapped = actions.astype(np.int64)
    wrapped[1] += 2**32  # would wrap to a legal id
    refused(ValueError, r"actions\[1\] = \d+ is outside int32; ids are in \[0, 161\)", env.step, wrapped)
    outside = actions.copy()
    outside[2] = 5000
    refused(arbiter.IllegalMove, r"game 2: action 5000 is not an id: ids are in \[0, 161\)", env.step, outside)
    refused(ValueError, r"shape \(4,\)", env.step, actions[:3])
    assert np.array_equal(env._views["observation"], before)
    env.step(actions.tolist())  # a list of ints is fine
    env.step(env.random_actions().astype(np.uint8))


def test_a_vector_env_in_use_refuses_another_thread():
    env = VectorEnv("backgammon", 16, seed=1, codec="index", opponents={1: "mcts:300"})
    env.reset()
    actions = env.random_actions()
    started, done = threading.Event(), []

    def slow_step():
        started.set()
        env.step(actions)  # seconds of C++ bots, the GIL released
        done.append(True)

    worker = threading.Thread(target=slow_step)
    worker.start()
    started.wait()
    time.sleep(0.2)
    refused(RuntimeError, "in use by another thread", env.step, actions)
    refused(RuntimeError, "in use by another thread", env.random_actions)
    worker.join()
    assert done == [True]
    env.step(env.random_actions())  # free again


def test_vector_env_outcome_and_observation_pickle():
    env = VectorEnv("war-chest", 4, seed=2, rules="random", players=2, opponents={1: "random"}, max_plies=50)
    env.reset()
    for _ in range(120):
        env.step(env.random_actions())
    episodes = [env.episode(i) for i in range(4)]
    assert any(episodes)
    again = pickle.loads(pickle.dumps(env))
    assert (again.num_envs, again.game.rules, again._options) == (4, "random", env._options)
    assert [again.episode(i) for i in range(4)] == episodes
    obs, _ = again.reset()
    assert obs["action_mask"].any(axis=1).all()
    again.step(again.random_actions())
    observation = random_states(arbiter.load("stratego", rules="barrage"), 1, seed=1)[0].observe()
    assert pickle.loads(pickle.dumps(observation)).tensor().tolist() == observation.tensor().tolist()
    bg = arbiter.load("backgammon").new_state()
    outcome = bg.chance_outcomes()[3][0]
    assert pickle.loads(pickle.dumps(outcome)) == outcome and str(pickle.loads(pickle.dumps(outcome))) == str(outcome)
