// Memory: 10^5 states made and freed (child()/free() in a loop), and 10^5
// states dropped without free() for the FinalizationRegistry to collect,
// leave the module's memory (arbiter.memoryBytes(), which grows and never
// shrinks) where it was after a warm-up: no leak, no unbounded growth.

import test from "node:test";
import assert from "node:assert/strict";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import { arb } from "./lib/common.js";

// A garbage collector to call, without --expose-gc on the command line.
setFlagsFromString("--expose-gc");
const gc = globalThis.gc ?? runInNewContext("gc");

const settle = async () => {
  for (let i = 0; i < 4; ++i) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

const MB = 1024 * 1024;

// A few positions of a game, to branch from.
function positions(game, count) {
  const s = game.newState();
  const rng = new arb.Rng(99);
  const out = [];
  while (out.length < count && !s.isTerminal()) {
    if (s.isChanceNode()) s.applyChance(rng);
    else {
      out.push(s.clone());
      s.apply(s.botMove("random", { rng }));
    }
  }
  rng.free();
  s.free();
  return out;
}

test("the memory check can see a leak", () => {
  // States kept alive do take memory: what the tests below would see (run
  // first, before freed memory is there to reuse).
  const game = arb.load("stratego");
  const s = game.newState();
  const before = arb.memoryBytes();
  const kept = [];
  for (let i = 0; i < 20000; ++i) kept.push(s.clone());
  assert.ok(arb.memoryBytes() > before, "20000 live states took no memory");
  for (const k of kept) k.free();
  s.free();
});

test("10^5 states made and freed: the memory does not grow", () => {
  const games = ["backgammon", "stratego", "war-chest", "memoir44", "crime-wars"].map((g) => arb.load(g));
  const roots = games.flatMap((g) => positions(g, 8));
  const round = (n) => {
    for (let i = 0; i < n; ++i) {
      const root = roots[i % roots.length];
      const moves = root.legalMoves();
      const c = root.child(moves[i % moves.length]);
      if (i % 10 === 0) c.toText();
      c.free();
    }
  };
  round(5000); // warm-up: the scratch areas reach their size
  const warm = arb.memoryBytes();
  round(100000);
  const after = arb.memoryBytes();
  assert.ok(after - warm <= MB, `the memory grew from ${warm} to ${after} bytes over 10^5 freed states`);
  for (const r of roots) r.free();
  for (const g of games) g.free();
});

test("10^5 states dropped without free() are collected", async () => {
  const game = arb.load("stratego");
  const [root] = positions(game, 1);
  const moves = root.legalMoves();
  const batch = async () => {
    for (let i = 0; i < 10000; ++i) root.child(moves[i % moves.length]); // dropped
    await settle();
  };
  await batch();
  await batch();
  const warm = arb.memoryBytes();
  for (let b = 0; b < 10; ++b) await batch();
  const after = arb.memoryBytes();
  // A leak of one stratego state (hundreds of bytes) per child would be
  // tens of MB here; a batch alive at once is a few MB at most.
  assert.ok(after - warm <= 4 * MB, `the memory grew from ${warm} to ${after} bytes over 10^5 dropped states`);
  root.free();
  game.free();
});
