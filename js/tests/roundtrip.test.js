// Text round trips: at many points of seeded random games of every game and
// rules entry, game.parse(s.toText()) equals s and writes the same text,
// and a state read back plays on exactly as the original.

import test from "node:test";
import assert from "node:assert/strict";

import { allEntries, entryLabel, loadEntry, playSeeded } from "./lib/common.js";

function checkRoundTrip(game, s, where) {
  const text = s.toText();
  assert.equal(typeof text, "string");
  assert.ok(text.startsWith(`game=${game.name} rules=${game.rules}`), `${where}: the text's header:\n${text}`);
  const back = game.parse(text);
  try {
    assert.ok(back.equals(s), `${where}: parse(toText(s)) does not equal s:\n${text}`);
    assert.ok(s.equals(back), `${where}: equals() is not symmetric`);
    assert.equal(back.toText(), text, `${where}: the text read back is written differently`);
    assert.equal(String(back), text, `${where}: toString() is toText()`);
    assert.equal(back.currentPlayer(), s.currentPlayer(), `${where}: the player to move`);
    assert.deepEqual(back.legalMoves(), s.legalMoves(), `${where}: the legal moves`);
  } finally {
    back.free();
  }
}

test("parse(toText(s)) equals s at many points of random games of every rules entry", async (t) => {
  let checked = 0;
  for (const entry of allEntries()) {
    await t.test(entryLabel(entry), () => {
      const game = loadEntry(entry);
      const start = game.newState();
      let here = 0;
      for (const seed of [11, 12]) {
        const { state, steps } = playSeeded(start, seed, (s, node) => {
          // Every node early on (setups, deals), then every 7th.
          if (node < 30 || node % 7 === 0) {
            checkRoundTrip(game, s, `${entryLabel(entry)} seed ${seed} node ${node}`);
            ++here;
          }
        }, { outcomes: false });
        assert.ok(state.isTerminal());
        checkRoundTrip(game, state, `${entryLabel(entry)} seed ${seed}: the end`);
        assert.ok(steps.length > 0);
        state.free();
      }
      checked += here;
      start.free();
      game.free();
    });
  }
  assert.ok(checked > 1000, `only ${checked} round trips checked`);
});

test("a state read back from text plays on as the original", () => {
  for (const entry of allEntries().filter((e, i, all) => all.findIndex((f) => f.game === e.game) === i)) {
    const game = loadEntry(entry);
    const start = game.newState();
    // Stop a game half way, read its text back, and finish both the same way.
    const { state: whole, steps } = playSeeded(start, 5);
    const half = start.clone();
    for (const step of steps.slice(0, steps.length >> 1)) half.apply(step.text);
    const read = game.parse(half.toText());
    for (const step of steps.slice(steps.length >> 1)) read.apply(step.text);
    assert.ok(read.equals(whole), `${entry.game}: the game finished from the text differs`);
    assert.deepEqual(read.returns(), whole.returns());
    for (const s of [start, whole, half, read]) s.free();
    game.free();
  }
});
