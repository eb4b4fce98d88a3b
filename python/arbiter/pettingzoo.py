"""A PettingZoo AEC environment over any arbiter game, without PettingZoo.

    env = arbiter.pettingzoo.env("stratego", rules="barrage", seed=1)
    env.reset(seed=1)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else env.action_space(agent).sample(observation["action_mask"])
        env.step(action)

It follows the AEC contract (pettingzoo.utils.env.AECEnv): agents
"player_0"...; observe(agent) -> {"observation": float32, "action_mask":
int8}; last() -> (observation, reward, termination, truncation, info);
step(None) for an agent that is done; rewards at the end are returns(s).
Chance nodes are sampled inside. num_agents, max_num_agents and unwrapped
are PettingZoo's. last() still answers for the last agent after every agent
has stepped out. A game ended by its length cap (an engine setting the
rulebook lacks: WC-19.6, ST-8.7, CW-12.8; State.ended_at_cap()) is truncated,
as is one cut short by `max_plies` (decisions, default none); a game the
rules end is terminated. Either way the rewards are returns(s). When pettingzoo is importable the class derives
from pettingzoo.AECEnv (and PettingZoo's api_test applies); pettingzoo is not
in Debian, so the suite checks the contract itself.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from . import Rng, _integer, load
from . import spaces as _spaces

try:  # pragma: no cover - pettingzoo is not installed here
    from pettingzoo import AECEnv as _Base
except ImportError:
    _Base = object

__all__ = ["ArbiterAEC", "env"]


class ArbiterAEC(_Base):
    metadata = {"render_modes": ["ansi"], "name": "arbiter", "is_parallelizable": False}

    def __init__(self, name: str, rules: str | None = None, players: int | None = None, codec: str | None = None,
                 seed: int | None = None, render_mode: str | None = None, max_plies: int | None = None):
        self.game = load(name, rules=rules, players=players)
        self.max_plies = None if max_plies is None else _integer(max_plies, "max_plies", 1)
        self.codec = codec or self.game.default_codec
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(self.game.num_players)]
        self.metadata = dict(self.metadata, name=f"arbiter_{self.game.name}")
        actions = self.game.num_distinct_actions(self.codec)
        self._action_spaces = {a: _spaces.discrete(actions) for a in self.possible_agents}
        self._observation_spaces = {a: _spaces.observation_space(self.game.observation_shape, actions)
                                    for a in self.possible_agents}
        self._seed = 0 if seed is None else _integer(seed, "seed", 0, 2**64)
        self.reset(seed=self._seed)

    @property
    def num_agents(self) -> int:
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        return len(self.possible_agents)

    @property
    def unwrapped(self) -> "ArbiterAEC":
        return self

    def observation_space(self, agent: str):
        return self._observation_spaces[agent]

    def action_space(self, agent: str):
        return self._action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seed = _integer(seed, "seed", 0, 2**64)
        self._rng = Rng(self._seed)
        self._plies = 0
        self._gone: dict[str, tuple] = {}  # what last() says of an agent that has stepped out
        self._seed += 1  # the next reset() without a seed plays another game
        self.game_state = self.game.new_state((options or {}).get("setup", ""))
        self._settle()
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self._mover()

    def _settle(self) -> None:
        while self.game_state.is_chance_node():
            self.game_state.apply(self.game_state.sample_chance(self._rng))

    def _mover(self) -> str:
        p = self.game_state.current_player
        return self.possible_agents[p] if p >= 0 else self.agents[0] if self.agents else self.possible_agents[0]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        if agent not in self.possible_agents:
            raise ValueError(f"unknown agent {agent!r}; the agents are {', '.join(self.possible_agents)}")
        p = self.possible_agents.index(agent)
        live = not self.game_state.is_terminal() and self.game_state.current_player == p and not self._cut()
        mask = (self.game_state.action_mask(self.codec) if live
                else np.zeros(self.game.num_distinct_actions(self.codec), dtype=np.int8))
        return {"observation": self.game_state.observation_tensor(p), "action_mask": mask}

    def _cut(self) -> bool:
        return self.max_plies is not None and self._plies >= self.max_plies

    def last(self, observe: bool = True):
        agent = self.agent_selection
        observation = self.observe(agent) if observe else None
        if agent in self._gone:
            return (observation, *self._gone[agent])
        return (observation, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent],
                self.infos[agent])

    def agent_iter(self, max_iter: int = 2**63):
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action) -> None:
        if not self.agents:
            raise ValueError("every agent has stepped out of this game: reset() to play another")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError(f"{agent} is done: it steps with None, not {action!r}")
            self._step_out(agent)
            return
        if action is None:
            raise ValueError(f"{agent} is to move: step(None) is only for an agent that is done")
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        self.game_state.apply(action, codec=self.codec)  # an int or numpy integer; IllegalMove changes nothing
        self._plies += 1
        self._settle()
        if self.game_state.is_terminal() or self._cut():
            over = self.game_state.is_terminal()
            capped = over and self.game_state.ended_at_cap()
            returns = self.game_state.returns() if over else np.zeros(self.game.num_players)
            for i, a in enumerate(self.possible_agents):
                if a in self.agents:
                    self.rewards[a] = float(returns[i])
                    self._cumulative_rewards[a] += float(returns[i])
                    self.terminations[a] = over and not capped
                    self.truncations[a] = not over or capped
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self._mover()

    def _step_out(self, agent: str) -> None:
        # PettingZoo's dead step: the agent leaves agents and the per-agent dicts.
        self._gone[agent] = (self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent],
                             self.infos[agent])
        self.agents.remove(agent)
        for d in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos):
            d.pop(agent, None)
        if self.agents:
            self.agent_selection = self.agents[0]

    def render(self) -> str:
        return str(self.game_state)

    def close(self) -> None:
        pass

    def state(self) -> np.ndarray:
        """Every player's tensor stacked (for a centralised critic, training only: it sees everything)."""
        return np.stack([self.game_state.observation_tensor(p) for p in range(self.game.num_players)])


def env(name: str, **kwargs) -> ArbiterAEC:
    return ArbiterAEC(name, **kwargs)
