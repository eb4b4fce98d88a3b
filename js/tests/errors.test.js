// Bad input throws a clear error and changes nothing: unknown games, rules
// and player counts; malformed state texts (ParseError with line and
// column); illegal moves (IllegalMove naming the rule); wrong argument types
// (TypeError); numbers out of range (RangeError); calls at the wrong node
// (ArbiterError, code "state"); freed handles used again (an Error, never a
// crash). After each refusal the state's text is what it was.

import test from "node:test";
import assert from "node:assert/strict";

import {
  arb,
  ArbiterError,
  IllegalMove,
  ParseError,
  RULE_PREFIX,
  allEntries,
  loadEntry,
  playSeeded,
} from "./lib/common.js";

// Runs f, which must throw an error of class `type` whose message matches
// `message`; returns the error.
function refused(f, type, message, what) {
  let error;
  assert.throws(
    () => f(),
    (e) => {
      error = e;
      return true;
    },
    `${what}: accepted`,
  );
  assert.ok(error instanceof type, `${what}: ${error?.constructor?.name} '${error?.message}', expected ${type.name}`);
  if (message) assert.match(error.message, message, `${what}: the message`);
  return error;
}

// A decision node a few moves into a seeded random game of `game`.
function decisionNode(game, seed = 3, after = 12) {
  const s = game.newState();
  const rng = new arb.Rng(seed);
  for (let n = 0; s.isChanceNode() || n < after; ++n) {
    if (s.isTerminal()) throw new Error("the game ended too soon");
    if (s.isChanceNode()) s.applyChance(rng);
    else s.apply(s.botMove("random", { rng }));
  }
  rng.free();
  return s;
}

test("unknown games, rules and player counts", () => {
  let e = refused(() => arb.load("chess"), RangeError, /no game 'chess'/, "an unknown game");
  assert.match(e.message, /backgammon/, "the error lists the games");
  refused(() => arb.rules("go"), RangeError, /'go'/, "the rules of an unknown game");
  e = refused(() => arb.load("backgammon", { rules: "plakoto" }), RangeError, /plakoto/, "unknown rules");
  assert.match(e.message, /money/, "the error lists the rules");
  refused(() => arb.load("war-chest", { rules: "random", players: 3 }), RangeError, /not 3/, "3 players of war-chest");
  refused(() => arb.load("backgammon", { players: 4 }), RangeError, /not 4/, "4 players of backgammon");
  refused(() => arb.load("crime-wars", { rules: "alliance", players: 2 }), RangeError, /not 2/, "2 players of alliance");
  refused(() => arb.load("backgammon", { players: 0 }), RangeError, /players/, "0 players");
  refused(() => arb.load("backgammon", { players: -1 }), RangeError, /players/, "-1 players");
  refused(() => arb.load(""), RangeError, /no game ''/, "an empty game name");
  // Every listed count loads; a count not listed does not.
  for (const { game, rules, players } of allEntries()) {
    if (!players) continue;
    const g = arb.load(game, { rules, players });
    assert.equal(g.numPlayers, players);
    g.free();
  }
  for (const { game, name, players } of arb.games().flatMap((game) => arb.rules(game).map((r) => ({ game, ...r })))) {
    const counts = players ?? [arb.load(game, { rules: name }).numPlayers];
    for (let n = 1; n <= 9; ++n)
      if (!counts.includes(n))
        refused(() => arb.load(game, { rules: name, players: n }), RangeError, new RegExp(`not ${n}`), `${game} ${name} ${n} players`);
  }
});

test("wrong argument types throw TypeError naming the argument", () => {
  refused(() => arb.load(5), TypeError, /game/, "load(5)");
  refused(() => arb.load(undefined), TypeError, /game/, "load()");
  refused(() => arb.rules(null), TypeError, /game/, "rules(null)");
  refused(() => arb.load("backgammon", { rules: 3 }), TypeError, /rules/, "rules: 3");
  refused(() => arb.load("backgammon", { players: "2" }), TypeError, /players/, "players: '2'");
  refused(() => arb.load("backgammon", { players: 2.5 }), TypeError, /players/, "players: 2.5");
  const game = arb.load("backgammon", { rules: "money" });
  refused(() => game.parse(42), TypeError, /text/, "parse(42)");
  refused(() => game.newState(7), TypeError, /setup/, "newState(7)");
  refused(() => game.numDistinctActions(7), TypeError, /codec/, "numDistinctActions(7)");
  const s = game.newState().apply("3-1");
  const before = s.toText();
  refused(() => s.apply(42), TypeError, /move/, "apply(42)");
  refused(() => s.apply(), TypeError, /move/, "apply()");
  refused(() => s.apply({ toString: () => "24/21 13/12" }), TypeError, /move/, "apply(an object)");
  refused(() => s.apply("24/21\u0000 13/12"), TypeError, /move/, "a move with a NUL character");
  refused(() => game.parse("game=backgammon\u0000"), TypeError, /text/, "a text with a NUL character");
  refused(() => s.child(null), TypeError, /move/, "child(null)");
  refused(() => s.applyAction("0"), TypeError, /id/, "applyAction('0')");
  refused(() => s.applyAction(1.5), TypeError, /id/, "applyAction(1.5)");
  refused(() => s.applyAction(NaN), TypeError, /id/, "applyAction(NaN)");
  refused(() => s.applyAction(0, 5), TypeError, /codec/, "applyAction(0, 5)");
  refused(() => s.actionMask(5), TypeError, /codec/, "actionMask(5)");
  refused(() => s.equals("x"), TypeError, /other/, "equals('x')");
  refused(() => s.observationTensor("0"), TypeError, /player/, "observationTensor('0')");
  refused(() => s.observationText("0"), TypeError, /viewer/, "observationText('0')");
  refused(() => s.observe("0"), TypeError, /player/, "observe('0')");
  refused(() => s.botMove(1), TypeError, /bot/, "botMove(1)");
  refused(() => s.botMove("random", { seed: "1" }), TypeError, /seed/, "seed: '1'");
  refused(() => s.botMove("random", { seed: 1.5 }), TypeError, /seed/, "seed: 1.5");
  refused(() => s.botMove("random", { rng: 7 }), TypeError, /rng/, "rng: 7");
  refused(() => s.botMove("mcts", { iterations: "50" }), TypeError, /iterations/, "iterations: '50'");
  refused(() => s.describe(5), TypeError, /move/, "describe(5)");
  refused(() => s.describe("24/21 13/12", "0"), TypeError, /viewer/, "describe(move, '0')");
  refused(() => s.randomPlayout("1"), TypeError, /seed|randomness/, "randomPlayout('1')");
  refused(() => s.randomPlayout(0.5), TypeError, /seed|randomness/, "randomPlayout(0.5)");
  refused(() => new arb.Rng("1"), TypeError, /seed/, "new Rng('1')");
  assert.equal(s.toText(), before, "refused calls changed the state");
  s.free();
  game.free();
});

test("numbers out of range throw RangeError", () => {
  const game = arb.load("backgammon", { rules: "money" });
  const s = game.newState().apply("3-1");
  const before = s.toText();
  const size = game.numDistinctActions("index");
  refused(() => s.applyAction(size, "index"), RangeError, /not an id/, "id = size");
  refused(() => s.applyAction(-1, "index"), RangeError, /not an id/, "id -1");
  refused(() => s.applyAction(2 ** 40, "index"), RangeError, /not an id/, "id 2^40");
  refused(() => s.observationTensor(2), RangeError, /player 2/, "observationTensor(2)");
  refused(() => s.observationTensor(-7), RangeError, /player -7/, "observationTensor(-7)");
  refused(() => s.observationText(2), RangeError, /viewer 2/, "observationText(2)");
  refused(() => s.observe(2), RangeError, /player/, "observe(2)");
  refused(() => s.observe(-1), RangeError, /player/, "observe(-1)");
  refused(() => s.describe("24/21 13/12", 2), RangeError, /viewer 2/, "describe(move, 2)");
  refused(() => s.events("24/21 13/12", 5), RangeError, /viewer 5/, "events(move, 5)");
  refused(() => s.botMove("alphazero"), RangeError, /unknown bot 'alphazero'/, "an unknown bot");
  refused(() => s.botMove("mcts", { iterations: 20000000 }), RangeError, /iterations/, "20M iterations");
  refused(() => s.botMove("random", { seed: -1 }), RangeError, /seed/, "seed -1");
  refused(() => s.botMove("random", { seed: 2n ** 64n }), RangeError, /seed/, "seed 2^64");
  refused(() => s.randomPlayout(-1), RangeError, /seed|randomness/, "randomPlayout(-1)");
  refused(() => new arb.Rng(-5), RangeError, /seed/, "new Rng(-5)");
  refused(() => game.numDistinctActions("stepz"), RangeError, /stepz/, "an unknown codec");
  assert.equal(s.toText(), before, "refused calls changed the state");
  // The largest seed is a seed.
  const big = s.botMove("random", { seed: 2n ** 64n - 1n });
  assert.ok(s.legalMoves().includes(big));
  s.free();
  game.free();
});

test("malformed state texts throw ParseError with line and column", () => {
  const money = arb.load("backgammon", { rules: "money" });
  const nack = arb.load("backgammon", { rules: "nackgammon" });
  const stratego = arb.load("stratego");
  const s = money.newState();
  const text = s.toText();
  let e = refused(() => stratego.parse(text), ParseError, /not of 'stratego'/, "another game's text");
  assert.ok(e instanceof SyntaxError, "a ParseError is a SyntaxError");
  assert.equal(e.code, "parse");
  assert.equal(e.line, 1);
  assert.ok(e.column > 0, `column ${e.column}`);
  e = refused(() => nack.parse(text), ParseError, /rules 'money'/, "other rules' text");
  assert.equal(e.line, 1);
  e = refused(() => money.parse("game=backgammon rules=money players=2\nnonsense\n"), ParseError, null, "a bad body");
  assert.equal(e.line, 2, e.message);
  assert.ok(e.column >= 1);
  // A bad value on line 3 of every game's text is found on line 3.
  for (const game of arb.games()) {
    const g = arb.load(game);
    const t = decisionNode(g);
    const lines = t.toText().split("\n");
    lines[2] += "@@@";
    e = refused(() => g.parse(lines.join("\n")), ParseError, null, `${game}: a bad line 3`);
    assert.equal(e.line, 3, `${game}: ${e.message}`);
    assert.ok(e.column > 0, `${game}: column ${e.column}`);
    refused(() => g.parse(""), ParseError, null, `${game}: an empty text`);
    refused(() => g.parse("garbage"), ParseError, null, `${game}: garbage`);
    refused(() => g.newState("no-such-setup=1"), ParseError, null, `${game}: a bad setup`);
    t.free();
    g.free();
  }
  s.free();
  for (const g of [money, nack, stratego]) g.free();
});

test("illegal moves throw IllegalMove naming the rule, and change nothing", () => {
  for (const game of arb.games()) {
    const g = arb.load(game);
    const s = decisionNode(g);
    const before = s.toText();
    const legal = s.legalMoves();
    // Every game: a move text that is not one at all, and an empty one.
    for (const bad of ["nonsense", "", "   "]) {
      const e = refused(() => s.apply(bad), IllegalMove, null, `${game}: '${bad}'`);
      assert.ok(e instanceof ArbiterError, "an IllegalMove is an ArbiterError");
      assert.equal(e.code, "illegal");
      assert.ok(e.message.length > 10, `${game}: the refusal says why: '${e.message}'`);
    }
    // Well-formed moves the rules refuse here: the legal moves of other
    // nodes of the same game. A refusal names a rule of the game.
    const { steps } = playSeeded(g.newState(), 8, undefined, { outcomes: false });
    const elsewhere = [...new Set(steps.filter((x) => x.kind === "move").map((x) => x.text))].filter((m) => !legal.includes(m));
    let named = 0;
    for (const m of elsewhere.slice(0, 60)) {
      let e;
      try {
        const c = s.child(m); // a lenient spelling of a legal move ("13/10" for "13/10*")
        assert.ok(legal.some((l) => { const k = s.child(l); const same = k.equals(c); k.free(); return same; }),
          `${game}: '${m}' accepted but it is none of the legal moves ${legal.join(", ")}`);
        c.free();
        continue;
      } catch (err) {
        if (err instanceof assert.AssertionError) throw err;
        e = err;
      }
      assert.ok(e instanceof IllegalMove, `${game}: '${m}': ${e.constructor.name} ${e.message}`);
      if (e.message.includes(RULE_PREFIX[game])) ++named;
    }
    assert.ok(named > 0, `${game}: no refusal named a rule ${RULE_PREFIX[game]}`);
    assert.equal(s.toText(), before, `${game}: refused moves changed the state`);
    // Chance outcomes are not decisions, and an unknown outcome is refused at a chance node.
    const c = g.newState();
    const rng = new arb.Rng(1);
    while (!c.isChanceNode() && !c.isTerminal()) c.apply(c.botMove("random", { rng }));
    if (c.isChanceNode()) {
      const at = c.toText();
      refused(() => c.apply("no such outcome"), IllegalMove, null, `${game}: an unknown outcome`);
      refused(() => c.apply(legal[0]), IllegalMove, null, `${game}: a move at a chance node`);
      assert.equal(c.toText(), at);
    }
    rng.free();
    c.free();
    s.free();
    g.free();
  }
});

test("well-formed refused moves name the rule (a survey over random games)", async (t) => {
  // Every refusal of a move legal elsewhere in the game names a rule id of
  // the game.
  for (const game of arb.games()) {
    await t.test(game, () => {
      const g = arb.load(game);
      const start = g.newState();
      const { steps } = playSeeded(start, 4, undefined, { outcomes: false });
      const pool = [...new Set(steps.filter((x) => x.kind === "move").map((x) => x.text))];
      const unnamed = [];
      let refusals = 0;
      playSeeded(start, 4, (s, node) => {
        if (s.isChanceNode() || node % 3) return;
        const legal = new Set(s.legalMoves());
        for (const m of pool.filter((x) => !legal.has(x)).slice(0, 20)) {
          try {
            s.child(m).free();
          } catch (e) {
            assert.ok(e instanceof IllegalMove, `'${m}': ${e}`);
            ++refusals;
            if (!e.message.includes(RULE_PREFIX[game])) unnamed.push(`'${m}': ${e.message}`);
          }
        }
      }, { outcomes: false });
      assert.ok(refusals > 0, "nothing refused");
      assert.deepEqual(unnamed.slice(0, 5), [], `${unnamed.length} of ${refusals} refusals name no rule`);
      start.free();
      g.free();
    });
  }
});

test("calls at the wrong node throw ArbiterError (code state) and change nothing", () => {
  const game = arb.load("backgammon", { rules: "money" });
  const s = game.newState();
  assert.ok(s.isChanceNode());
  const at = s.toText();
  let e = refused(() => s.botMove("random", { seed: 1 }), ArbiterError, /chance node/, "a bot at a chance node");
  assert.equal(e.code, "state");
  e = refused(() => s.applyAction(0, "index"), ArbiterError, /chance node/, "an id at a chance node");
  assert.equal(e.code, "state");
  refused(() => s.describeEnd(), ArbiterError, /not over/, "describeEnd before the end");
  assert.equal(s.toText(), at);
  s.apply("3-1");
  const decision = s.toText();
  e = refused(() => s.sampleChance(1), ArbiterError, /not a chance node/, "sampleChance at a decision");
  assert.equal(e.code, "state");
  refused(() => s.applyChance(1), ArbiterError, /not a chance node/, "applyChance at a decision");
  assert.equal(s.toText(), decision);
  s.randomPlayout(3);
  assert.ok(s.isTerminal());
  const end = s.toText();
  e = refused(() => s.apply("3-1"), ArbiterError, /game is over/, "a move after the end");
  assert.equal(e.code, "state");
  refused(() => s.applyAction(0), ArbiterError, /game is over/, "an id after the end");
  refused(() => s.applyChance(1), ArbiterError, /game is over/, "a draw after the end");
  refused(() => s.botMove("mcts", { iterations: 5 }), ArbiterError, null, "a bot after the end");
  assert.deepEqual(s.legalMoves(), []);
  assert.equal(s.toText(), end);
  s.free();
  game.free();
});

test("freed handles used again throw an Error, never crash", () => {
  const game = arb.load("stratego");
  const s = game.newState();
  const kept = s.clone();
  const text = kept.toText();
  s.free();
  s.free(); // twice is harmless
  for (const [what, f] of [
    ["toText", () => s.toText()],
    ["legalMoves", () => s.legalMoves()],
    ["apply", () => s.apply("Ba1")],
    ["clone", () => s.clone()],
    ["currentPlayer", () => s.currentPlayer()],
    ["actionMask", () => s.actionMask()],
    ["observationTensor", () => s.observationTensor(0)],
    ["botMove", () => s.botMove("random")],
    ["randomPlayout", () => s.randomPlayout(1)],
    ["equals (this freed)", () => s.equals(kept)],
    ["equals (other freed)", () => kept.equals(s)],
  ])
    refused(f, Error, /freed/, `a freed state's ${what}`);
  const rng = new arb.Rng(1);
  rng.free();
  refused(() => kept.botMove("random", { rng }), Error, /freed/, "a freed Rng");
  // A state outlives its game; a freed game makes no new state.
  game.free();
  assert.equal(kept.toText(), text, "a state outlives its game");
  kept.apply(kept.legalMoves()[0]);
  refused(() => game.newState(), Error, /freed/, "a freed game's newState");
  refused(() => game.parse(text), Error, /freed/, "a freed game's parse");
  // `using`-style disposal, where the runtime has Symbol.dispose.
  if (typeof Symbol.dispose === "symbol") {
    const d = kept.clone();
    d[Symbol.dispose]();
    refused(() => d.toText(), Error, /freed/, "a disposed state");
  }
  kept.free();
  // The library still works.
  const g2 = arb.load("stratego");
  assert.equal(g2.newState().toText(), text);
  g2.free();
});
