// Bots: botMove("random") and botMove("mcts", {iterations: 50}) return a
// legal move, the same for the same seed, at decisions of every rules entry;
// a seed does make a difference; a random stream gives the draws of
// randomPlayout's stream.

import test from "node:test";
import assert from "node:assert/strict";

import { arb, allEntries, entryLabel, loadEntry, playSeeded } from "./lib/common.js";

test("random and mcts bots pick legal moves, the same for the same seed", async (t) => {
  let varied = 0;
  for (const entry of allEntries()) {
    await t.test(entryLabel(entry), () => {
      const game = loadEntry(entry);
      const start = game.newState();
      let asked = 0;
      let decisions = 0;
      const { state } = playSeeded(start, 61, (s, node) => {
        if (s.isChanceNode() || ![1, 5, 12].includes(++decisions)) return;
        ++asked;
        const where = `${entryLabel(entry)} node ${node}`;
        const legal = s.legalMoves();
        const before = s.toText();
        for (const seed of [1, 2]) {
          const r = s.botMove("random", { seed });
          assert.ok(legal.includes(r), `${where}: random chose '${r}', not legal`);
          assert.equal(s.botMove("random", { seed }), r, `${where}: random, seed ${seed}, twice`);
          if (asked > 1) continue; // mcts: at the first node asked (50 iterations are not free)
          const m = s.botMove("mcts", { iterations: 50, seed });
          assert.ok(legal.includes(m), `${where}: mcts chose '${m}', not legal`);
          assert.equal(s.botMove("mcts", { iterations: 50, seed }), m, `${where}: mcts, seed ${seed}, twice`);
        }
        if (legal.length > 1) {
          const picks = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => s.botMove("random", { seed })));
          if (picks.size > 1) ++varied;
        }
        assert.equal(s.toText(), before, `${where}: a bot changed the state`);
      }, { outcomes: false });
      assert.ok(asked > 0, "no decision asked");
      state.free();
      start.free();
      game.free();
    });
  }
  assert.ok(varied > 20, `the seed changed the random bot's pick at only ${varied} nodes`);
});

test("the default seed and iterations are deterministic", () => {
  const game = arb.load("war-chest");
  const s = game.newState();
  const rng = new arb.Rng(3);
  while (s.isChanceNode()) s.applyChance(rng);
  const legal = s.legalMoves();
  const m = s.botMove("mcts", { iterations: 20 });
  assert.ok(legal.includes(m));
  assert.equal(s.botMove("mcts", { iterations: 20 }), m);
  assert.equal(s.botMove("random"), s.botMove("random", { seed: 0 }), "the default seed is 0");
  rng.free();
  s.free();
});

test("a random stream across calls: two streams of one seed agree, draw by draw", () => {
  const game = arb.load("stratego");
  const a = game.newState();
  const b = game.newState();
  const ra = new arb.Rng(12345678901234567890n);
  const rb = new arb.Rng(12345678901234567890n);
  for (let i = 0; i < 60 && !a.isTerminal(); ++i) {
    if (a.isChanceNode()) {
      a.applyChance(ra);
      b.applyChance(rb);
    } else {
      const m = a.botMove("random", { rng: ra });
      assert.equal(b.botMove("random", { rng: rb }), m, `draw ${i}`);
      a.apply(m);
      b.apply(m);
    }
  }
  assert.ok(a.equals(b));
  // A stream is not restarted by each call: successive picks at one node vary.
  const r = new arb.Rng(5);
  const picks = new Set(Array.from({ length: 10 }, () => a.botMove("random", { rng: r })));
  if (a.legalMoves().length > 3) assert.ok(picks.size > 1, "the stream gave the same pick ten times");
  for (const x of [a, b, ra, rb, r]) x.free();
});
