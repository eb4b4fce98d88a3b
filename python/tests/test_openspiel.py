"""arbiter.openspiel as `pyspiel` for OpenSpiel's Python algorithms.

OpenSpiel is not installed (nor installable) here. The functions below are
written from pyspiel's documented API and do with a game and a state what
OpenSpiel's MCTSBot (with a random-rollout evaluator), ISMCTS, evaluate_bots
and tabular CFR do: the same calls, with the same argument shapes (numpy
integers as actions, a module imported as `pyspiel`).
"""

from __future__ import annotations

import math
import pickle
import sys

import numpy as np
import pytest

import arbiter
import arbiter.openspiel
from conftest import DEFAULTS, entry_id


@pytest.fixture(scope="module")
def pyspiel():
    saved = sys.modules.get("pyspiel")
    sys.modules["pyspiel"] = arbiter.openspiel
    import pyspiel as module  # what OpenSpiel's algorithms do
    yield module
    if saved is None:
        del sys.modules["pyspiel"]
    else:  # pragma: no cover
        sys.modules["pyspiel"] = saved


def load(pyspiel, entry):
    name, rules, players = entry
    params = {"rules": rules} | ({"players": players} if players else {})
    return pyspiel.load_game(name, params)


# --- MCTS with random rollouts (MCTSBot, RandomRolloutEvaluator) ---------------------------

class Node:
    def __init__(self, action, player, prior):
        self.action, self.player, self.prior = action, player, prior
        self.visits, self.total, self.children = 0, 0.0, []


def rollout(pyspiel, state, rng):
    state = state.clone()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            action = rng.choice(actions, p=probs)  # a numpy int64
        else:
            action = rng.choice(state.legal_actions(state.current_player()))
        state.apply_action(action)
    return np.array(state.returns())


def prior(state):
    if state.is_chance_node():
        return state.chance_outcomes()
    legal = state.legal_actions(state.current_player())
    return [(a, 1.0 / len(legal)) for a in legal]


def mcts_step(pyspiel, game, state, iterations, rng, rollout_limit=None):
    kind = game.get_type()
    if kind.reward_model != pyspiel.GameType.RewardModel.TERMINAL:
        raise ValueError("MCTS needs terminal rewards")
    if kind.dynamics != pyspiel.GameType.Dynamics.SEQUENTIAL:
        raise ValueError("MCTS needs a sequential game")
    scale = game.max_utility() - game.min_utility()
    assert scale > 0
    root = Node(None, state.current_player(), 1.0)
    for _ in range(iterations):
        node, path, working = root, [root], state.clone()
        while not working.is_terminal() and node.visits > 0:
            if not node.children:
                player = working.current_player()
                node.children = [Node(a, player, p) for a, p in prior(working)]
            if working.is_chance_node():
                actions, probs = zip(*working.chance_outcomes())
                action = rng.choice(actions, p=probs)
                node = next(c for c in node.children if c.action == action)
            else:
                node = max(node.children, key=lambda c: math.inf if c.visits == 0 else
                           c.total / c.visits + 1.4 * math.sqrt(math.log(path[-1].visits) / c.visits))
            working.apply_action(node.action)
            path.append(node)
        returns = np.array(working.returns()) if working.is_terminal() else (
            rollout(pyspiel, working, rng) if rollout_limit is None else np.zeros(game.num_players()))
        for n in reversed(path):
            n.visits += 1
            mover = n.player if n.player >= 0 else state.current_player()
            n.total += returns[mover] / scale
    best = max(root.children, key=lambda c: c.visits)
    assert state.action_to_string(state.current_player(), best.action)
    return best.action


# --- evaluate_bots ---------------------------------------------------------------------------

def bots_for(pyspiel, game, iterations, rng):
    class UniformBot(pyspiel.Bot):
        def step(self, state):
            return rng.choice(state.legal_actions(state.current_player()))

    class MCTSBot(pyspiel.Bot):
        def __init__(self):
            pyspiel.Bot.__init__(self)
            self.informed = 0

        def inform_action(self, state, player_id, action):
            self.informed += 1

        def step(self, state):
            return mcts_step(pyspiel, game, state, iterations, rng, rollout_limit=0)

    return UniformBot, MCTSBot


def evaluate_bots(pyspiel, state, bots, rng, max_moves=None):
    for bot in bots:
        bot.restart_at(state)
    moves = 0
    while not state.is_terminal() and (max_moves is None or moves < max_moves):
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            action = rng.choice(outcomes, p=probs)
            for bot in bots:
                bot.inform_action(state, pyspiel.PlayerId.CHANCE, action)
            state.apply_action(action)
        elif state.is_simultaneous_node():  # pragma: no cover - arbiter's games are sequential
            raise AssertionError("no simultaneous nodes")
        else:
            player = state.current_player()
            action = bots[player].step(state)
            assert action in state.legal_actions(player)
            for i, bot in enumerate(bots):
                if i != player:
                    bot.inform_action(state, player, action)
            state.apply_action(action)
            moves += 1
    return state.returns()


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_mcts_and_evaluate_bots_run_on_the_adapter(pyspiel, entry):
    game = load(pyspiel, entry)
    rng = np.random.default_rng(3)
    UniformBot, MCTSBot = bots_for(pyspiel, game, 16, rng)
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
    action = mcts_step(pyspiel, game, state, 24, rng)
    assert action in state.legal_actions()
    # MCTS in seat 1 for a few moves (it is told the others'), then uniform bots to the end.
    bots = [UniformBot(), MCTSBot()] + [UniformBot() for _ in range(game.num_players() - 2)]
    evaluate_bots(pyspiel, state, bots, rng, max_moves=8)
    assert bots[1].informed > 0
    returns = evaluate_bots(pyspiel, state, [UniformBot() for _ in range(game.num_players())], rng)
    assert state.is_terminal() and state.current_player() == pyspiel.PlayerId.TERMINAL
    assert len(returns) == game.num_players()
    assert all(game.min_utility() <= r <= game.max_utility() for r in returns)
    if game.get_type().utility != pyspiel.GameType.Utility.GENERAL_SUM:
        assert sum(returns) == pytest.approx(game.utility_sum())


# --- ISMCTS: information-state keys and resampling -------------------------------------------

def ismcts_simulation(pyspiel, state, nodes, rng, depth):
    """One ISMCTS simulation from a state resampled by its player: nodes keyed by information state."""
    if state.is_terminal() or depth == 0:
        return
    if state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes())
        state.apply_action(rng.choice(actions, p=probs))
        return ismcts_simulation(pyspiel, state, nodes, rng, depth)
    key = state.information_state_string()
    legal = state.legal_actions()
    if key in nodes:
        assert nodes[key] == legal, "one information state, two sets of legal actions"
    nodes[key] = legal
    state.apply_action(rng.choice(legal))
    ismcts_simulation(pyspiel, state, nodes, rng, depth - 1)


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_ismcts_resamples_within_the_information_state(pyspiel, entry):
    game = load(pyspiel, entry)
    kind = game.get_type()
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    rng = np.random.default_rng(5)
    state = game.new_initial_state()
    nodes: dict[str, list[int]] = {}
    checked = 0
    for _ in range(60):
        if state.is_terminal():
            break
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choice(actions, p=probs))
            continue
        player = state.current_player()
        key = state.information_state_string()
        assert key == state.information_state_string(player)
        for _ in range(3):
            world = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0., 1.))
            assert world.current_player() == player
            assert world.information_state_string(player) == key
            assert world.legal_actions() == state.legal_actions()
            assert world.observation_tensor(player) == state.observation_tensor(player)
            ismcts_simulation(pyspiel, world, nodes, rng, depth=4)
            checked += 1
        state.apply_action(rng.choice(state.legal_actions()))
    assert checked > 0 and nodes


def test_resampling_draws_other_worlds_in_a_hidden_game(pyspiel):
    game = pyspiel.load_game("stratego", {"rules": "barrage"})
    state = game.new_initial_state()
    rng = np.random.default_rng(1)
    while state.is_chance_node() or state.current_player() != 1 or state.move_number() < 30:
        state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()] if state.is_chance_node()
                                      else state.legal_actions()))
    # Perfect recall: player 1's record of every step so far, then its observation.
    info = state.information_state_string(1)
    assert info.startswith("player 1\n") and info.endswith(state.observation_string(1))
    assert len(info.splitlines()) == 1 + state.move_number() + len(state.observation_string(1).splitlines())
    assert info != state.information_state_string(0)
    sampler = pyspiel.UniformProbabilitySampler(7, 0., 1.)
    worlds = {state.resample_from_infostate(1, sampler).serialize() for _ in range(20)}
    assert len(worlds) > 1  # player 1 does not know player 0's pieces
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    # A perfect-information game resamples to itself; its information state is its history.
    bg = pyspiel.load_game("backgammon")
    s = bg.new_initial_state()
    s.apply_action(0)
    assert s.resample_from_infostate(s.current_player(), sampler).serialize() == s.serialize()
    assert s.information_state_string() == s.history_str() == "0"


# --- tabular CFR over a depth-limited tree ---------------------------------------------------

def cfr_iteration(state, player, reach, regrets, depth):
    """Counterfactual values by regret matching, over `depth` decisions (leaves score 0)."""
    if state.is_terminal():
        return np.asarray(state.returns())
    if depth == 0:
        return np.zeros(len(reach))
    if state.is_chance_node():
        value = np.zeros(len(reach))
        for action, p in state.chance_outcomes():
            value += p * cfr_iteration(state.child(action), player, reach, regrets, depth)
        return value
    mover = state.current_player()
    key = state.information_state_string(mover)
    legal = state.legal_actions(mover)
    table = regrets.setdefault(key, {a: 0.0 for a in legal})
    assert list(table) == legal, "one information state, two sets of legal actions"
    positive = np.maximum([table[a] for a in legal], 0)
    policy = positive / positive.sum() if positive.sum() > 0 else np.full(len(legal), 1 / len(legal))
    values = []
    for a, p in zip(legal, policy):
        child_reach = reach.copy()
        child_reach[mover] *= p
        values.append(cfr_iteration(state.child(a), player, child_reach, regrets, depth - 1))
    value = sum(p * v for p, v in zip(policy, values))
    if mover == player:
        others = np.prod(np.delete(reach, mover))
        for a, v in zip(legal, values):
            table[a] += others * (v[mover] - value[mover])
    return value


def small_state(game, rng, chance_limit=8):
    """A decision state whose chance nodes have at most `chance_limit` outcomes ahead (for a small tree)."""
    state = game.new_initial_state()
    for _ in range(400):
        if state.is_terminal():
            state = game.new_initial_state()
        if state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
            continue
        if len(state.legal_actions()) <= 6:
            return state
        state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_tabular_cfr_walks_the_tree(pyspiel, entry):
    game = load(pyspiel, entry)
    assert game.get_type().provides_information_state_string
    rng = np.random.default_rng(2)
    state = small_state(game, rng)
    regrets: dict[str, dict[int, float]] = {}
    for _ in range(2):
        for player in range(game.num_players()):
            cfr_iteration(state, player, np.ones(game.num_players()), regrets, depth=2)
    assert regrets


# --- the pyspiel surface ---------------------------------------------------------------------

@pytest.mark.parametrize("entry", DEFAULTS, ids=entry_id)
def test_game_and_state_answer_what_pyspiel_games_answer(pyspiel, entry):
    game = load(pyspiel, entry)
    kind = game.get_type()
    assert kind.short_name == entry[0]
    assert kind.chance_mode == (pyspiel.GameType.ChanceMode.DETERMINISTIC if entry[0] == "stratego"
                                else pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC)
    assert kind.min_num_players <= game.num_players() <= kind.max_num_players
    assert kind.provides_observation_tensor and kind.provides_observation_string
    assert not kind.provides_information_state_tensor  # it would be the observation, not perfect recall
    assert game.max_game_length() > 0 and (game.max_chance_outcomes() > 0) == (entry[0] != "stratego")
    assert game.information_state_tensor_size() == game.observation_tensor_size()
    state = game.new_initial_state()
    assert state.get_game() == game and state.num_players() == game.num_players()
    rng = np.random.default_rng(9)
    for _ in range(200):
        if state.is_terminal():
            break
        if state.is_chance_node():
            assert len(state.chance_outcomes()) <= game.max_chance_outcomes()
            assert not state.is_player_node() and state.current_player() == pyspiel.PlayerId.CHANCE
            assert sum(state.legal_actions_mask()) == len(state.chance_outcomes())
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
            continue
        player = state.current_player()
        assert state.is_player_node() and not state.is_simultaneous_node()
        legal = state.legal_actions()
        assert [i for i, m in enumerate(state.legal_actions_mask()) if m] == legal
        assert state.legal_actions(player) == legal and state.legal_actions((player + 1) % game.num_players()) == []
        assert state.action_to_string(legal[0]) == state.action_to_string(player, legal[0])
        assert state.string_to_action(state.action_to_string(legal[-1])) in legal
        assert isinstance(state.observation_string(player), str)
        assert len(state.observation_tensor()) == game.observation_tensor_size()
        assert len(state.information_state_tensor(player)) == game.information_state_tensor_size()
        state.apply_action(np.int32(rng.choice(legal)))  # numpy integers are actions
    assert state.move_number() == len(state.history())


def test_utility_and_returns(pyspiel):
    bg = pyspiel.load_game("backgammon", {"rules": "hypergammon"})
    assert (bg.min_utility(), bg.max_utility(), bg.utility_sum()) == (-1.0, 1.0, 0.0)
    assert pyspiel.load_game("backgammon", {"rules": "money"}).max_utility() == 3 * 32768
    cw = pyspiel.load_game("crime-wars", {"players": 3})
    assert cw.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    with pytest.raises(RuntimeError, match="no constant sum"):
        cw.utility_sum()


def test_load_game_takes_pyspiel_forms(pyspiel):
    assert "war-chest" in pyspiel.registered_names()
    assert pyspiel.load_game("backgammon", {"players": 2}).num_players() == 2
    four = pyspiel.load_game("war-chest(players=4,rules=random)")
    assert four.num_players() == 4 and four.get_type().max_num_players == 4
    assert pyspiel.load_game("war-chest", {"players": np.int64(4)}).num_players() == 4
    assert pyspiel.load_game("stratego", rules="barrage").get_parameters()["rules"] == "barrage"
    with pytest.raises(ValueError, match="unknown parameter"):
        pyspiel.load_game("backgammon", {"plyers": 2})
    with pytest.raises(ValueError, match="played by"):
        pyspiel.load_game("backgammon", {"players": 3})
    with pytest.raises(TypeError, match="params must be a dict"):
        pyspiel.load_game("backgammon", [("players", 2)])
    assert pickle.loads(pickle.dumps(four)) == four
    assert pyspiel.PlayerId.TERMINAL == -4 and pyspiel.PlayerId.CHANCE == -1 and pyspiel.INVALID_ACTION == -1


def test_bad_actions_are_refused_and_change_nothing(pyspiel):
    game = pyspiel.load_game("war-chest", {"players": 2})
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(0)
    before = state.serialize()
    with pytest.raises(arbiter.IllegalMove, match=r"is not in \[0, |not an id"):
        state.apply_action(game.num_distinct_actions())
    with pytest.raises(TypeError, match="action must be an integer"):
        state.apply_action(1.0)
    with pytest.raises(ValueError, match=r"action -1 is not in \[0, "):
        state.action_to_string(-1)
    illegal = next(a for a in range(game.num_distinct_actions()) if a not in state.legal_actions())
    with pytest.raises(arbiter.IllegalMove):
        state.apply_action(illegal)
    assert state.serialize() == before and state.history() == [0] * len(state.history())
    assert state.information_state_string() == state.clone().information_state_string()
