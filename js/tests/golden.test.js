// Seeded random games of every game and rules entry equal the C++ ones.
// The reference is the native tool (data/README.md, data/make.sh): for each
// entry, player count and seed, the log of `arbiter selfplay --bot random
// --seed S` and the tool's full-state text at the game's end. Here:
//   1. the log replays in arbiter.js: every move by the player the log names,
//      every chance outcome at a chance node, the returns as logged, and the
//      end state's text the tool's, character for character;
//   2. State.randomPlayout(S) ends in that same state;
//   3. the Rng loop (applyChance(rng) at chance nodes, botMove("random",
//      {rng}) at decisions) plays the logged game line by line;
//   4. sampleChance(rng) names the outcome the tool drew, line by line.
// (2-4 where the tool's game is random_playout's: not the stratego logs
// from the setup phase, where the tool's bots set up in one go, ST-3.4;
// the stratego *.play logs, from the position those setups made, are.)

import test from "node:test";
import assert from "node:assert/strict";

import { arb, allEntries, entryLabel, goldenGames, playSeeded } from "./lib/common.js";

const golden = goldenGames();

// Is the tool's game the one random_playout plays from the log's start?
const seeded = (g) => !(g.header.game === "stratego" && g.header.setup === undefined);

function loadGolden(g) {
  const { game, rules, players } = entryOf(g);
  return arb.load(game, players ? { rules, players } : { rules });
}

// The log's start: the rules' own, or the `setup` the log's header names.
const startOf = (game, g) => game.newState(g.header.setup);

function entryOf({ header }) {
  return { game: header.game, rules: header.rules, players: header.players ? Number(header.players) : null };
}

test("the golden data cover every rules entry and player count", () => {
  assert.ok(golden.length > 0, "no golden games in tests/data (run tests/data/make.sh)");
  const have = new Set(golden.map((g) => entryLabel(entryOf(g))));
  for (const entry of allEntries()) {
    // An entry listing no count is logged without one (its own count).
    assert.ok(have.has(entryLabel(entry)), `no golden game of ${entryLabel(entry)}`);
  }
  for (const g of golden) {
    assert.equal(g.games.length, 1, `${g.file}: one game`);
    assert.ok(g.endText, `${g.file}: no .end.txt beside it`);
    assert.match(g.header.seed ?? "", /^\d+$/, `${g.file}: a seed`);
    assert.equal(g.header.bots.split(" vs ").every((b) => b === "random"), true, `${g.file}: random bots`);
  }
  const strategoSeeded = golden.filter((g) => g.header.game === "stratego" && seeded(g)).map((g) => g.header.rules);
  for (const { name } of arb.rules("stratego")) assert.ok(strategoSeeded.includes(name), `no seeded stratego game of ${name}`);
});

test("golden games: replayed, and played again from their seed", async (t) => {
  for (const g of golden) {
    await t.test(g.file, () => {
      const entry = entryOf(g);
      const seed = BigInt(g.header.seed);
      const game = loadGolden(g);
      assert.equal(game.name, entry.game);
      assert.equal(game.rules, entry.rules);
      const [logged] = g.games;
      const start = startOf(game, g);

      // 1. The log, line by line.
      const s = start.clone();
      for (const step of logged.steps) {
        if (step.kind === "chance") {
          assert.ok(s.isChanceNode(), `${step.where}: '${step.text}' logged at a decision of player ${s.currentPlayer()}`);
          assert.ok(s.chanceOutcomes().some((o) => o.text === step.text), `${step.where}: '${step.text}' is not an outcome here`);
        } else {
          assert.equal(s.currentPlayer(), step.player, `${step.where}: the player to move`);
          assert.ok(s.legalMoves().includes(step.text), `${step.where}: '${step.text}' is not among the legal moves`);
        }
        s.apply(step.text); // throws (IllegalMove) if refused
      }
      assert.ok(s.isTerminal(), `${g.file}: the log's game is not over in arbiter.js`);
      assert.deepEqual(s.returns(), logged.returns, `${g.file}: the returns`);
      assert.equal(s.toText(), g.endText, `${g.file}: the end state's text differs from the tool's`);
      const fromTool = game.parse(g.endText);
      assert.ok(fromTool.equals(s), `${g.file}: the tool's end text reads back as another state`);
      fromTool.free();

      if (seeded(g)) {
        // 2. randomPlayout(seed): the C++ random_playout of the same seed.
        const playout = start.clone().randomPlayout(seed);
        assert.ok(playout.equals(s), `${g.file}: randomPlayout(${seed}) ends elsewhere than the tool's game`);
        assert.equal(playout.toText(), g.endText);
        playout.free();

        // 3. The Rng loop, step by step: the log's moves, and at each
        // chance node the state the logged outcome makes.
        const x = start.clone();
        const rng = new arb.Rng(seed);
        for (const step of logged.steps) {
          if (x.isChanceNode()) {
            assert.equal(step.kind, "chance", `${step.where}: the Rng loop is at a chance node`);
            const expected = x.child(step.text);
            x.applyChance(rng);
            assert.ok(x.equals(expected), `${step.where}: applyChance(rng) did not draw '${step.text}'`);
            expected.free();
          } else {
            assert.equal(x.currentPlayer(), step.player, `${step.where}: the player to move`);
            const m = x.botMove("random", { rng });
            assert.equal(m, step.text, `${step.where}: the random bot's move`);
            x.apply(m);
          }
        }
        assert.ok(x.isTerminal() && x.equals(s), `${g.file}: the Rng loop's game ends elsewhere`);
        x.free();
        rng.free();
      }
      for (const x of [s, start, game]) x.free();
    });
  }
});

test("sampleChance names the outcome the tool drew", async (t) => {
  // The Rng loop with sampleChance(rng) + apply: the texts of the log. Where
  // two outcomes lead to the same state (dice that miss alike), only the
  // text tells them apart, and describe() tells the dice from it.
  for (const g of golden.filter(seeded)) {
    await t.test(g.file, () => {
      const game = loadGolden(g);
      const start = startOf(game, g);
      const [logged] = g.games;
      const { steps, state } = playSeeded(start, BigInt(g.header.seed));
      const n = Math.min(steps.length, logged.steps.length);
      const at = start.clone();
      for (let i = 0; i < n; ++i) {
        const a = steps[i];
        const b = logged.steps[i];
        if (a.kind !== b.kind || a.player !== b.player || a.text !== b.text) {
          let note = "";
          if (a.kind === "chance" && b.kind === "chance") {
            const x = at.child(a.text);
            const y = at.child(b.text);
            if (x.equals(y)) note = " (both lead to the same state: sampleChance named another outcome than the one drawn)";
            x.free();
            y.free();
          }
          assert.fail(`${b.where}: the Rng loop played ${a.kind} ${a.player} '${a.text}', the tool ${b.kind} ${b.player} '${b.text}'${note}`);
        }
        at.apply(b.text);
      }
      at.free();
      assert.equal(steps.length, logged.steps.length, `${g.file}: the Rng loop's game has another length`);
      for (const x of [state, start, game]) x.free();
    });
  }
});
