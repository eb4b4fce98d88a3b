// Chance nodes: the outcomes' exact probabilities sum to 1 (num/den over a
// common denominator, in BigInts), sampleChance returns one of the outcome
// texts, the same for the same seed, and applyChance(r) plays what
// apply(sampleChance(r)) plays, for a seed and for a random stream.

import test from "node:test";
import assert from "node:assert/strict";

import { arb, allEntries, entryLabel, loadEntry, playSeeded, sumIsOne } from "./lib/common.js";

test("sumIsOne is exact", () => {
  assert.ok(sumIsOne([{ num: 1, den: 3 }, { num: 1, den: 3 }, { num: 1, den: 3 }]));
  assert.ok(!sumIsOne([{ num: 1, den: 3 }, { num: 1, den: 3 }]));
  assert.ok(!sumIsOne([{ num: 33333333, den: 100000000 }, { num: 66666667, den: 100000001 }]));
});

test("chance outcomes, samples and draws at the chance nodes of every rules entry", async (t) => {
  let nodes = 0;
  for (const entry of allEntries()) {
    await t.test(entryLabel(entry), () => {
      const game = loadEntry(entry);
      const start = game.newState();
      let here = 0;
      const { state } = playSeeded(start, 51, (s, node) => {
        if (!s.isChanceNode()) {
          if (node % 13 === 0) assert.deepEqual(s.chanceOutcomes(), [], "no outcomes at a decision");
          return;
        }
        if (here >= 25 && node % 7) return;
        ++here;
        const where = `${entryLabel(entry)} node ${node}`;
        const outcomes = s.chanceOutcomes();
        assert.ok(outcomes.length > 0, `${where}: no outcomes`);
        for (const o of outcomes) {
          assert.ok(Number.isInteger(o.num) && Number.isInteger(o.den) && o.num > 0 && o.den > 0 && o.num <= o.den,
            `${where}: '${o.text}' has probability ${o.num}/${o.den}`);
          assert.equal(o.probability, o.num / o.den, `${where}: probability is num/den`);
        }
        assert.ok(sumIsOne(outcomes), `${where}: the probabilities ${outcomes.map((o) => `${o.num}/${o.den}`).join(" + ")} do not sum to 1`);
        const texts = outcomes.map((o) => o.text);
        assert.equal(new Set(texts).size, texts.length, `${where}: outcome texts repeat`);
        assert.deepEqual(s.legalMoves(), [], `${where}: legal moves at a chance node`);
        const before = s.toText();
        for (const seed of [1, 2, 3, 2n ** 63n + 5n]) {
          const drawn = s.sampleChance(seed);
          assert.ok(texts.includes(drawn), `${where}: sampleChance(${seed}) gave '${drawn}', not an outcome`);
          assert.equal(s.sampleChance(seed), drawn, `${where}: sampleChance(${seed}) twice`);
          const a = s.clone().applyChance(seed);
          const b = s.child(drawn);
          assert.ok(a.equals(b), `${where}: applyChance(${seed}) is not apply(sampleChance(${seed}))`);
          a.free();
          b.free();
        }
        // A random stream: the same draws from two streams of the same seed.
        const r1 = new arb.Rng(77);
        const r2 = new arb.Rng(77);
        const drawn = s.sampleChance(r1);
        const a = s.clone().applyChance(r2);
        const b = s.child(drawn);
        assert.ok(a.equals(b), `${where}: applyChance(rng) is not apply(sampleChance(rng))`);
        // ... and each draw moves the stream on alike.
        assert.equal(s.sampleChance(r1), s.sampleChance(r2), `${where}: the streams went apart`);
        for (const x of [a, b, r1, r2]) x.free();
        assert.equal(s.toText(), before, `${where}: sampling changed the state`);
        // Every outcome is playable.
        for (const text of texts.slice(0, 40)) s.child(text).free();
      }, { outcomes: false });
      assert.ok(here > 0 || !game.newState().isChanceNode(), `${entryLabel(entry)}: no chance node`);
      nodes += here;
      state.free();
      start.free();
      game.free();
    });
  }
  assert.ok(nodes > 500, `only ${nodes} chance nodes checked`);
});

test("draws follow the probabilities (backgammon's 21 rolls, 2000 draws)", () => {
  const game = arb.load("backgammon", { rules: "money" });
  const s = game.newState().apply("3-1");
  s.apply(s.legalMoves()[0]);
  if (!s.isChanceNode()) s.apply("roll"); // money play: roll or double (BG-23)
  assert.ok(s.isChanceNode());
  const outcomes = s.chanceOutcomes();
  assert.equal(outcomes.length, 21);
  const counts = new Map(outcomes.map((o) => [o.text, 0]));
  const rng = new arb.Rng(2024);
  for (let i = 0; i < 2000; ++i) {
    const d = s.sampleChance(rng);
    counts.set(d, counts.get(d) + 1);
  }
  // Chi-square with 20 degrees of freedom: 45 is far beyond p = 0.001.
  let chi = 0;
  for (const o of outcomes) {
    const expected = 2000 * o.probability;
    chi += (counts.get(o.text) - expected) ** 2 / expected;
  }
  assert.ok(chi < 45, `chi-square ${chi.toFixed(1)}`);
  rng.free();
  s.free();
});
