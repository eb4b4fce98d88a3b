// Hidden information stays hidden: in stratego, war-chest, memoir44 and
// crime-wars, two different full states consistent with player p's
// observation (obs.sample with different seeds) show p the same
// observationTensor(p) and observationText(p), and a bot seated at p picks
// the same move in both; the full states themselves differ.

import test from "node:test";
import assert from "node:assert/strict";

import { arb, allEntries, entryLabel, loadEntry, playSeeded } from "./lib/common.js";

const HIDDEN = ["stratego", "war-chest", "memoir44", "crime-wars"];

const same = (a, b) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

test("games with and without hidden information say so", () => {
  assert.equal(arb.load("backgammon").hiddenInformation, false);
  for (const game of HIDDEN) assert.equal(arb.load(game).hiddenInformation, true, game);
});

test("states consistent with an observation look the same to the observer", async (t) => {
  // Per game: observations with different full states behind them. (Some
  // crime-wars variants, aggressor and rush, never hide a card in practice.)
  const differingByGame = Object.fromEntries(HIDDEN.map((g) => [g, 0]));
  let botChecks = 0;
  for (const entry of allEntries().filter((e) => HIDDEN.includes(e.game))) {
    await t.test(entryLabel(entry), () => {
      const game = loadEntry(entry);
      assert.ok(game.observationSize > 0);
      const start = game.newState();
      let differing = 0;
      let checked = 0;
      const { state } = playSeeded(start, 31, (s, node) => {
        if (node % 17 !== 5 || checked >= 12) return;
        ++checked;
        for (let p = 0; p < game.numPlayers; ++p) {
          const where = `${entryLabel(entry)} node ${node} player ${p}`;
          const tensor = s.observationTensor(p);
          const text = s.observationText(p);
          assert.equal(tensor.length, game.observationSize, where);
          const obs = s.observe(p);
          assert.equal(obs.player, p);
          assert.ok(same(obs.tensor(), tensor), `${where}: obs.tensor() is observationTensor(p)`);
          assert.equal(obs.toString(), text, `${where}: obs.toString() is observationText(p)`);
          const samples = [1, 2, 3, 4].map((seed) => obs.sample(seed));
          for (const [i, x] of samples.entries()) {
            assert.ok(same(x.observationTensor(p), tensor), `${where}: sample ${i}'s tensor for player ${p} differs`);
            assert.equal(x.observationText(p), text, `${where}: sample ${i}'s text for player ${p} differs`);
            assert.equal(x.currentPlayer(), s.currentPlayer(), `${where}: the player to move`);
          }
          if (samples.some((x) => !x.equals(samples[0])) && samples.some((x) => x.toText() !== samples[0].toText())) ++differing;
          // The same seed gives the same sample.
          const again = obs.sample(2);
          assert.ok(again.equals(samples[1]), `${where}: sample(2) twice`);
          // The bot at p sees only p's view: the same move in every sample.
          // (Where p's legal moves are the same in the sample: in crime-wars'
          // alliance a GIVE's legality depends on the receiver's hidden deck,
          // CW-V1.15, so a sample may give p other moves.)
          if (s.currentPlayer() === p && (entry.players ?? 2) <= 4) {
            const moves = s.legalMoves().join("\n");
            const alike = samples.filter((x) => x.legalMoves().join("\n") === moves);
            const move = s.botMove("random", { seed: 9 });
            for (const x of alike) assert.equal(x.botMove("random", { seed: 9 }), move, `${where}: the random bot`);
            if (checked <= 2) {
              const m = s.botMove("mcts", { iterations: 30, seed: 9 });
              for (const x of alike.slice(0, 2))
                assert.equal(x.botMove("mcts", { iterations: 30, seed: 9 }), m, `${where}: mcts saw hidden information`);
              botChecks += alike.length;
            }
          }
          for (const x of [again, ...samples]) x.free();
          obs.free();
        }
      }, { outcomes: false });
      assert.ok(checked > 0, "no node checked");
      differingByGame[entry.game] += differing;
      if (entry.players === null || entry.rules === arb.rules(entry.game)[0].name)
        assert.ok(differing > 0, `${entryLabel(entry)}: no observation had two different full states behind it`);
      state.free();
      start.free();
      game.free();
    });
  }
  for (const game of HIDDEN) assert.ok(differingByGame[game] > 10, `${game}: ${differingByGame[game]} observations hid something`);
  assert.ok(botChecks > 20, `only ${botChecks} samples asked the bots`);
});

test("an observation hides what the full state shows", () => {
  // The opponent's hidden things are in the full text and not in the observer's.
  for (const game of HIDDEN) {
    const g = arb.load(game);
    const s = g.newState();
    let hidden = 0;
    playSeeded(s, 41, (x, node) => {
      if (node % 11) return;
      for (let p = 0; p < g.numPlayers; ++p) if (x.observationText(p) !== x.toText()) ++hidden;
    }, { outcomes: false });
    assert.ok(hidden > 0, `${game}: every observation text is the full text`);
    s.free();
  }
  // Backgammon hides nothing: a sample is the state itself.
  const bg = arb.load("backgammon");
  const s = bg.newState().apply("3-1");
  const x = s.observe(0).sample(5);
  assert.ok(x.equals(s));
  assert.equal(s.observationText(0).replace(/ viewer=0/, ""), s.toText());
});
