// The API's surface as arbiter.d.ts declares it: loading (default, bytes, a
// compiled module; instances kept apart), constants, games and rules
// entries, a game's properties, node kinds, boards, descriptions and events,
// the end and its description, the length cap, and the Randomness
// parameters (a seed, a BigInt seed or an Rng stream).

import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import * as pkg from "../arbiter.js";
import { arb, allEntries, entryLabel, loadEntry, playSeeded } from "./lib/common.js";

const GAMES = ["backgammon", "stratego", "war-chest", "memoir44", "crime-wars"];

test("the module's exports and constants", () => {
  for (const name of ["loadArbiter", "ArbiterError", "IllegalMove", "ParseError"])
    assert.equal(typeof pkg[name], "function", `export ${name}`);
  assert.equal(pkg.CHANCE, -1);
  assert.equal(pkg.TERMINAL, -2);
  assert.equal(pkg.OMNISCIENT, -3);
  assert.equal(arb.CHANCE, -1);
  assert.equal(arb.TERMINAL, -2);
  assert.equal(arb.OMNISCIENT, -3);
  assert.match(arb.version, /^\d+\.\d+\.\d+/);
  assert.ok(Number.isInteger(arb.abiVersion) && arb.abiVersion >= 1);
  assert.ok(new pkg.IllegalMove("x") instanceof pkg.ArbiterError);
  assert.ok(new pkg.ParseError("x", 1, 2) instanceof SyntaxError);
  assert.ok(Number.isInteger(arb.memoryBytes()) && arb.memoryBytes() > 0);
});

test("loadArbiter from bytes and from a compiled module: separate instances", async () => {
  const bytes = readFileSync(new URL("../arbiter.wasm", import.meta.url));
  const a = await pkg.loadArbiter({ wasm: bytes });
  const b = await pkg.loadArbiter({ wasm: await WebAssembly.compile(bytes) });
  assert.notEqual(a, arb);
  for (const x of [a, b]) assert.deepEqual(x.games(), arb.games());
  const sa = a.load("war-chest").newState().randomPlayout(7);
  const sb = b.load("war-chest").newState().randomPlayout(7);
  const here = arb.load("war-chest").newState().randomPlayout(7);
  assert.equal(sa.toText(), here.toText(), "the same game in two instances");
  assert.equal(sb.toText(), here.toText());
  // A handle of one instance is refused by another (it points into another memory).
  assert.throws(() => sa.equals(here), TypeError);
  assert.throws(() => here.equals(sb), TypeError);
  assert.throws(() => here.clone().botMove("random", { rng: new a.Rng(1) }), TypeError);
  await assert.rejects(pkg.loadArbiter({ wasm: 42 }), TypeError);
  await assert.rejects(pkg.loadArbiter({ wasm: new Uint8Array([0, 1, 2, 3]) }));
});

test("games and rules entries", () => {
  assert.deepEqual(arb.games(), GAMES);
  for (const game of GAMES) {
    const entries = arb.rules(game);
    assert.ok(entries.length > 0, game);
    for (const e of entries) {
      assert.equal(typeof e.name, "string");
      assert.ok(e.name.length > 0);
      if (e.players !== null) {
        assert.ok(Array.isArray(e.players) && e.players.length > 0, `${game} ${e.name}: counts, or null`);
        assert.ok(e.players.every((n, i) => Number.isInteger(n) && n >= 2 && (i === 0 || n > e.players[i - 1])));
      }
    }
    // The default: the first entry, its first count.
    const g = arb.load(game);
    assert.equal(g.name, game);
    assert.equal(g.rules, entries[0].name);
    if (entries[0].players) assert.equal(g.numPlayers, entries[0].players[0]);
  }
  assert.equal(allEntries().length, 56, "the entries and counts `arbiter rules` lists (c/README.md: 56)");
});

test("a game's properties", async (t) => {
  for (const entry of allEntries()) {
    await t.test(entryLabel(entry), () => {
      const g = loadEntry(entry);
      assert.equal(g.name, entry.game);
      assert.equal(g.rules, entry.rules);
      if (entry.players) assert.equal(g.numPlayers, entry.players);
      assert.ok(g.numPlayers >= 2 && g.numPlayers <= 8);
      assert.equal(g.hiddenInformation, entry.game !== "backgammon");
      assert.equal(g.codecs.at(-1), "index");
      assert.ok(g.observationSize > 0);
      for (const c of g.codecs) assert.ok(g.numDistinctActions(c) > 0, c);
      assert.equal(g.numDistinctActions(), g.numDistinctActions(g.codecs[0]), "the default codec is the first");
      const s = g.newState();
      assert.equal(s.game, g);
      assert.equal(s.actionMask().length, g.numDistinctActions(g.codecs[0]));
      s.free();
      g.free();
    });
  }
});

test("uint8 tensors: the float tensor on the game's scales, rounded, every game", async (t) => {
  for (const game of GAMES) {
    await t.test(game, () => {
      const g = arb.load(game);
      const scales = g.observationScales;
      assert.ok(scales instanceof Uint8Array && scales.length === g.observationSize);
      assert.ok(scales.every((x) => x >= 1));
      let compared = 0, counts = 0;
      playSeeded(g.newState(), 3, (s, node) => {
        if (node % 5 !== 0 || s.isChanceNode()) return;
        for (let p = 0; p < g.numPlayers; ++p) {
          const x = s.observationTensor(p);
          const u = s.observationTensor(p, { dtype: "uint8" });
          assert.ok(u instanceof Uint8Array && u.length === x.length);
          for (let i = 0; i < x.length; ++i) {
            const want = Math.floor(Math.min(255, Math.max(0, Math.fround(Math.fround(x[i] * scales[i]) + 0.5))));
            if (u[i] !== want) assert.fail(`${game} node ${node} player ${p} entry ${i}: ${u[i]}, not ${want}`);
            if (u[i] > 1) ++counts;
          }
          ++compared;
        }
      });
      assert.ok(compared >= 5 && counts > 0, `${compared} tensors, ${counts} counts`);
      const s = g.newState();
      assert.throws(() => s.observationTensor(0, { dtype: "float64" }), {
        name: "TypeError",
        message: 'options.dtype must be "float32" or "uint8", not "float64"',
      });
      assert.throws(() => s.observationTensor(0, "uint8"), { name: "TypeError", message: /options must be an object/ });
      assert.throws(() => s.observationTensor(0, null), { name: "TypeError", message: /options must be an object/ });
      g.free();
    });
  }
});

test("node kinds, boards, descriptions, events and the end, every game", async (t) => {
  for (const game of GAMES) {
    await t.test(game, () => {
      const g = arb.load(game);
      let described = 0;
      const kinds = new Set();
      const { state, steps } = playSeeded(g.newState(), 71, (s, node) => {
        const who = s.currentPlayer();
        assert.equal(s.isChanceNode(), who === -1);
        assert.equal(s.isTerminal(), false);
        assert.ok(who === -1 || (who >= 0 && who < g.numPlayers), `player ${who}`);
        if (node % 5) return;
        // The board: everyone's, and each player's view.
        const all = s.board();
        assert.equal(typeof all, "string");
        assert.ok(all.length > 0);
        assert.equal(s.board(arb.OMNISCIENT), all);
        for (let p = 0; p < g.numPlayers; ++p) {
          const obs = s.observe(p);
          assert.equal(obs.board(), s.board(p), "Observation.board() is board(player)");
          obs.free();
        }
        // What the next move or outcome does, told to the log and to each player.
        const move = who === -1 ? s.chanceOutcomes()[0].text : s.legalMoves()[0];
        const sentence = s.describe(move);
        assert.ok(typeof sentence === "string" && sentence.length > 5, `describe('${move}'): '${sentence}'`);
        for (let p = 0; p < g.numPlayers; ++p) assert.ok(s.describe(move, p).length > 5);
        const events = s.events(move);
        assert.ok(Array.isArray(events) && events.length > 0, `events('${move}')`);
        for (const e of events) {
          assert.equal(typeof e.kind, "string");
          assert.ok(e.kind.length > 0);
          for (const k of ["player", "amount"]) assert.equal(typeof e[k], "number", k);
          for (const k of ["piece", "from", "to"]) assert.equal(typeof e[k], "string", k);
          kinds.add(e.kind);
        }
        ++described;
      }, { outcomes: false });
      assert.ok(steps.length > 0);
      assert.ok(described > 3);
      assert.ok(kinds.size > 1, `event kinds: ${[...kinds]}`);
      // The end.
      assert.ok(state.isTerminal());
      assert.equal(state.currentPlayer(), arb.TERMINAL);
      assert.equal(state.isChanceNode(), false);
      assert.deepEqual(state.legalMoves(), []);
      assert.deepEqual(state.chanceOutcomes(), []);
      const r = state.returns();
      assert.equal(r.length, g.numPlayers);
      assert.ok(r.every((v) => typeof v === "number" && Number.isFinite(v)));
      const end = state.describeEnd();
      assert.ok(end.length > 5, end);
      for (let p = 0; p < g.numPlayers; ++p) assert.ok(state.describeEnd(p).length > 5);
      assert.equal(typeof state.endedAtCap(), "boolean");
      state.free();
      g.free();
    });
  }
});

test("the length cap: a game it ends is a truncation, one the rules end is not (CW-12.8)", () => {
  const g = arb.load("crime-wars");
  let capped = 0;
  for (let seed = 1; seed <= 12; ++seed) {
    const s = g.newState("turn-limit=2");
    assert.equal(s.endedAtCap(), false);
    s.randomPlayout(seed);
    const won = s.returns().some((v) => v !== 0);
    assert.ok(s.isTerminal());
    assert.equal(s.endedAtCap(), !won, `seed ${seed}: ended at the cap ${s.endedAtCap()}, won ${won}`);
    capped += s.endedAtCap();
    s.free();
  }
  assert.ok(capped > 0, "no game ended at the cap");
});

test("Randomness: a number, a BigInt or an Rng wherever d.ts says Randomness", async (t) => {
  const g = arb.load("war-chest");
  const start = g.newState();
  await t.test("randomPlayout: a number and a BigInt seed play the same game", () => {
    assert.ok(start.clone().randomPlayout(7).equals(start.clone().randomPlayout(7n)));
    assert.ok(!start.clone().randomPlayout(7).equals(start.clone().randomPlayout(8)));
  });
  await t.test("randomPlayout and Observation.sample take a seed, not an Rng (d.ts: seed)", () => {
    const s = start.clone();
    const rng = new arb.Rng(3);
    while (s.isChanceNode()) s.applyChance(rng);
    const before = s.toText();
    assert.throws(() => s.randomPlayout(new arb.Rng(7)), { name: "TypeError", message: /seed must be an integer, not a Rng/ });
    const obs = s.observe(1);
    assert.throws(() => obs.sample(new arb.Rng(5)), { name: "TypeError", message: /seed/ });
    assert.deepEqual(obs.sample(5).observationTensor(1), s.observationTensor(1));
    assert.equal(s.toText(), before);
  });
  await t.test("sampleChance and applyChance take all three", () => {
    assert.ok(start.isChanceNode());
    const a = start.sampleChance(11);
    assert.equal(start.sampleChance(11n), a);
    assert.equal(start.sampleChance(new arb.Rng(11)), a, "a fresh stream of seed 11 draws as seed 11");
  });
});
