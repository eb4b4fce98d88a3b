// Action masks decode to the legal moves. The "index" codec: actionMask has
// exactly legalMoves().length ones, id i is the i-th legal move. Each game's
// own codecs: every legal id is accepted (completing a multi-id decision,
// backgammon's micro steps, with further legal ids) and ends at one of the
// legal moves; an id the mask marks illegal throws IllegalMove and changes
// nothing; an id out of range or an unknown codec throws RangeError.

import test from "node:test";
import assert from "node:assert/strict";

import { ArbiterError, IllegalMove, allEntries, entryLabel, loadEntry, playSeeded } from "./lib/common.js";

function childTexts(s, moves) {
  return moves.map((m) => {
    const c = s.child(m);
    const text = c.toText();
    c.free();
    return text;
  });
}

function checkIndexCodec(game, s, moves, kids, where) {
  const size = game.numDistinctActions("index");
  const mask = s.actionMask("index");
  assert.ok(mask instanceof Uint8Array, `${where}: a Uint8Array`);
  assert.equal(mask.length, size, `${where}: the index mask's length`);
  const ones = mask.reduce((n, v) => n + v, 0);
  assert.equal(ones, moves.length, `${where}: the index mask has ${ones} ones for ${moves.length} legal moves`);
  assert.ok(mask.every((v) => v === 0 || v === 1), `${where}: a mask holds 0 and 1 only`);
  assert.deepEqual(s.legalActions("index"), moves.map((_, i) => i), `${where}: index ids are the legal moves in order`);
  moves.forEach((m, i) => {
    const a = s.clone().applyAction(i, "index");
    assert.equal(a.toText(), kids[i], `${where}: applyAction(${i}, "index") is not child("${m}")`);
    const b = s.child(m);
    assert.ok(a.equals(b), `${where}: applyAction(${i}, "index") does not equal child("${m}")`);
    a.free();
    b.free();
  });
}

function checkOwnCodec(game, s, codec, kids, where, stats) {
  const before = s.toText();
  const size = game.numDistinctActions(codec);
  const mask = s.actionMask(codec);
  assert.equal(mask.length, size, `${where}: the ${codec} mask's length`);
  const legal = s.legalActions(codec);
  assert.ok(legal.length > 0, `${where}: no legal id of ${codec}`);
  assert.deepEqual(legal, [...mask.keys()].filter((i) => mask[i]), `${where}: legalActions is the mask's ones`);
  const reached = new Set();
  const player = s.currentPlayer();
  let multi = 0;
  for (const id of legal) {
    const t = s.clone();
    t.applyAction(id, codec);
    // A multi-id decision (backgammon micro) completes over further ids.
    let steps = 0;
    for (; !kids.has(t.toText()) && steps < 8; ++steps) {
      assert.equal(t.currentPlayer(), player, `${where}: ${codec} id ${id} left a decision half made for another player`);
      const next = t.legalActions(codec);
      assert.ok(next.length > 0, `${where}: ${codec} id ${id}: no legal id to complete the decision`);
      t.applyAction(next[0], codec);
    }
    if (steps > 0) ++multi;
    assert.ok(kids.has(t.toText()), `${where}: ${codec} id ${id} does not lead to a legal move's state`);
    reached.add(t.toText());
    t.free();
  }
  // A single-id codec reaches each legal move by exactly one id.
  stats.multi += multi;
  if (multi === 0) assert.equal(reached.size, legal.length, `${where}: ${codec} ids lead to the same move`);
  // Ids the mask refuses: IllegalMove, nothing changed.
  const off = [...mask.keys()].filter((i) => !mask[i]);
  for (const id of [off[0], off[off.length >> 1], off[off.length - 1]]) {
    if (id === undefined) continue;
    assert.throws(() => s.applyAction(id, codec), IllegalMove, `${where}: ${codec} id ${id} is not legal`);
    ++stats.refused;
  }
  assert.throws(() => s.applyAction(size, codec), RangeError, `${where}: ${codec} id ${size} is out of range`);
  assert.throws(() => s.applyAction(-1, codec), RangeError, `${where}: ${codec} id -1`);
  assert.equal(s.toText(), before, `${where}: a refused id changed the state`);
}

test("masks decode to the legal moves, every rules entry", async (t) => {
  const stats = { nodes: 0, multi: 0, refused: 0 };
  for (const entry of allEntries()) {
    await t.test(entryLabel(entry), () => {
      const game = loadEntry(entry);
      assert.equal(game.codecs.at(-1), "index", "the codecs end with index");
      assert.ok(game.codecs.length >= 2, "the game's own codec comes first");
      const start = game.newState();
      let nodes = 0;
      const { state } = playSeeded(start, 21, (s, node) => {
        if (s.isChanceNode() || (node > 12 && node % 15 !== 0)) return;
        const where = `${entryLabel(entry)} node ${node}`;
        const moves = s.legalMoves();
        assert.ok(moves.length > 0, `${where}: a decision with no legal move`);
        const kidList = childTexts(s, moves);
        checkIndexCodec(game, s, moves, kidList, where);
        for (const codec of game.codecs.slice(0, -1)) checkOwnCodec(game, s, codec, new Set(kidList), where, stats);
        ++nodes;
      }, { outcomes: false });
      assert.ok(nodes > 0, "no decision checked");
      stats.nodes += nodes;
      // No id is legal at the end, and none may be played.
      assert.equal(state.actionMask("index").reduce((n, v) => n + v, 0), 0, "a mask at the end");
      assert.throws(() => state.applyAction(0, "index"), (e) => e instanceof ArbiterError && e.code === "state" && /over/.test(e.message));
      state.free();
      start.free();
      game.free();
    });
  }
  assert.ok(stats.multi > 0, "backgammon's micro codec made no multi-id decision");
  assert.ok(stats.refused > 100, `only ${stats.refused} refused ids tried`);
});

test("backgammon micro: a decision in progress is in the text and reads back", () => {
  const game = loadEntry({ game: "backgammon", rules: "money" });
  const s = game.newState().apply("6-5");
  assert.equal(s.currentPlayer(), 0);
  const [first] = s.legalActions("micro");
  s.applyAction(first, "micro");
  assert.equal(s.currentPlayer(), 0, "one micro step does not end the decision");
  const text = s.toText();
  assert.match(text, /steps=micro:/);
  const back = game.parse(text);
  assert.ok(back.equals(s));
  assert.equal(back.toText(), text);
  back.free();
  s.free();
  game.free();
});

test("unknown codecs are refused by name", () => {
  const game = loadEntry({ game: "backgammon", rules: "money" });
  const s = game.newState().apply("3-1");
  const before = s.toText();
  assert.throws(() => s.actionMask("stepz"), (e) => e instanceof RangeError && /stepz/.test(e.message));
  assert.throws(() => s.applyAction(0, "stepz"), (e) => e instanceof RangeError && /stepz/.test(e.message));
  assert.throws(() => game.numDistinctActions("stepz"), (e) => e instanceof RangeError && /stepz/.test(e.message));
  assert.equal(s.toText(), before);
  s.free();
  game.free();
});
