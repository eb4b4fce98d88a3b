"""The PettingZoo AEC contract and the pyspiel-shaped adapter, with neither installed."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

import arbiter
import arbiter.openspiel
import arbiter.pettingzoo
from conftest import DEFAULTS, entry_id


def play_aec(env, seed, first_legal=False):
    env.reset(seed=seed)
    assert env.agents == env.possible_agents
    steps = 0
    finished = []
    for agent in env.agent_iter(max_iter=100_000):
        observation, reward, termination, truncation, info = env.last()
        assert agent == env.agent_selection
        assert set(observation) == {"observation", "action_mask"}
        assert observation["action_mask"].dtype == np.int8
        assert env.observation_space(agent)["observation"].shape == observation["observation"].shape
        if termination or truncation:
            env.step(None)
            finished.append((agent, reward))
            continue
        mask = observation["action_mask"]
        assert mask.any()
        action = int(np.flatnonzero(mask)[0]) if first_legal else env.action_space(agent).sample(mask)
        assert env.action_space(agent).contains(action) and mask[action] == 1
        env.step(action)
        steps += 1
    assert env.agents == []
    return steps, finished


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_aec_contract(entry):
    name, rules, players = entry
    env = arbiter.pettingzoo.env(name, rules=rules, players=players)
    steps, finished = play_aec(env, seed=3)
    assert steps > 0
    assert sorted(a for a, _ in finished) == env.possible_agents  # every agent is told the end once
    # The final rewards are the game's returns.
    returns = env.game_state.returns()
    assert [r for _, r in sorted(finished)] == pytest.approx(list(returns))
    with pytest.raises(ValueError):
        env.reset(seed=1)
        env.step(-5)
    assert isinstance(env.render(), str)


def test_aec_reset_reproduces_a_seed():
    env = arbiter.pettingzoo.env("backgammon", rules="money")
    # Chance is drawn from the seed: the same choices give the same game.
    a = play_aec(env, seed=9, first_legal=True)
    b = play_aec(env, seed=9, first_legal=True)
    assert a == b


def test_pyspiel_shaped_adapter_plays_a_game():
    game = arbiter.openspiel.load_game("war-chest", rules="random", players=2)
    assert game.num_players() == 2 and game.num_distinct_actions() > 0
    assert game.observation_tensor_size() == int(np.prod(game.observation_tensor_shape()))
    state = game.new_initial_state()
    rng = np.random.default_rng(1)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            action = outcomes[rng.integers(len(outcomes))][0]
        else:
            actions = state.legal_actions()
            assert state.legal_actions(1 - state.current_player()) == []
            assert len(state.observation_tensor()) == game.observation_tensor_size()
            action = actions[rng.integers(len(actions))]
            assert state.action_to_string(state.current_player(), action)
        before = state.clone()
        state.apply_action(action)
        assert before.history() == state.history()[:-1]
    assert state.current_player() == arbiter.openspiel.TERMINAL_PLAYER_ID
    assert sum(state.returns()) == pytest.approx(sum(state.rewards()))
    again = game.deserialize_state(state.serialize())
    assert again.returns() == state.returns()
    assert pickle.loads(pickle.dumps(game)).num_distinct_actions() == game.num_distinct_actions()


def every_player_count():
    """(game, rules, players) for each game's first rules entry and each count it is played by."""
    out = []
    for name in arbiter.games():
        rules = arbiter._all_rules(name)
        default = rules[0][0]
        out += [(name, default, p) for r, p in rules if r == default]
    return out


@pytest.mark.parametrize("entry", every_player_count(), ids=entry_id)
def test_the_documented_pettingzoo_loop_on_every_game_and_count(entry):
    name, rules, players = entry
    env = arbiter.pettingzoo.env(name, rules=rules, players=players, seed=4)
    assert env.max_num_agents == players == env.num_agents and env.unwrapped is env
    env.reset(seed=4)
    rewards = {}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
            rewards[agent] = reward
        else:
            action = env.action_space(agent).sample(observation["action_mask"])
        env.step(action)
    assert env.num_agents == 0 and set(rewards) == set(env.possible_agents)
    assert [rewards[a] for a in env.possible_agents] == pytest.approx(list(env.game_state.returns()))
    # last() still answers after every agent has stepped out; another step is refused.
    observation, reward, termination, truncation, info = env.last()
    assert not observation["action_mask"].any()
    assert truncation == env.game_state.ended_at_cap() and termination == (not truncation)
    with pytest.raises(ValueError, match="reset"):
        env.step(None)


def test_aec_a_game_ended_by_its_length_cap_is_truncated():
    # CW-12.8: the turn cap is an engine setting, not a rule; returns(s) are still the rewards.
    seen = set()
    for seed in range(12):
        env = arbiter.pettingzoo.env("crime-wars", seed=seed)
        env.reset(seed=seed, options={"setup": "turn-limit=2"})
        for agent in env.agent_iter():
            observation, reward, termination, truncation, info = env.last()
            if termination or truncation:
                capped = env.game_state.ended_at_cap()
                assert (truncation, termination) == (capped, not capped)
                assert reward == pytest.approx(env.game_state.returns()[env.possible_agents.index(agent)])
                seen.add(capped)
                env.step(None)
            else:
                env.step(env.action_space(agent).sample(observation["action_mask"]))
    assert True in seen


def test_aec_step_none_and_truncation():
    env = arbiter.pettingzoo.env("stratego", rules="barrage", seed=2, max_plies=5)
    env.reset(seed=2)
    with pytest.raises(ValueError, match="is to move: step\\(None\\) is only for an agent that is done"):
        env.step(None)
    plies = 0
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            assert truncation and not termination and reward == 0
            with pytest.raises(ValueError, match="is done: it steps with None"):
                env.step(0)
            env.step(None)
            continue
        env.step(np.int64(np.flatnonzero(observation["action_mask"])[0]))  # numpy integers are actions
        plies += 1
    assert plies == 5 and env.agents == []
    with pytest.raises(TypeError, match=r"an integer\), not float"):
        env.reset()
        env.step(0.5)
