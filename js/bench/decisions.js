// Random games per second in Node against the native tool, per game: the
// same random games (seeds 1..N, the engines' random playout) played in
// WebAssembly by arb_random_playout, and by a JavaScript loop that crosses
// into the module at every decision (botMove("random") + apply, as text).
//
//   node js/bench/decisions.js [--tool build/release/bin/arbiter] [--games N]
import { execFileSync } from "node:child_process";
import { loadArbiter } from "../arbiter.js";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const tool = option("--tool", undefined);
const games = Number(option("--games", 2000));
const arbiter = await loadArbiter();

// The native tool's games/s and decisions per game for the same games.
function native(name) {
  if (!tool) return undefined;
  const out = execFileSync(tool, ["selfplay", name, "--games", String(games), "--seed", "1"], { encoding: "utf8" });
  const perSecond = Number(/time: [\d.]+ s, ([\d.]+) games\/s/.exec(out)?.[1]);
  const perGame = Number(/average decisions per game: ([\d.]+)/.exec(out)?.[1]);
  if (!perSecond || !perGame) throw new Error(`the tool's selfplay printed no games/s:\n${out}`);
  return { perSecond, perGame };
}

function timed(play) {
  const start = performance.now();
  for (let seed = 1; seed <= games; ++seed) play(seed);
  return games / ((performance.now() - start) / 1000);
}

const rows = [];
for (const name of arbiter.games()) {
  const game = arbiter.load(name);
  const start = game.newState();
  const playout = timed((seed) => start.clone().randomPlayout(seed).free());
  const loop = timed((seed) => {
    const s = start.clone();
    const rng = new arbiter.Rng(seed);
    while (!s.isTerminal()) {
      if (s.isChanceNode()) s.applyChance(rng);
      else s.apply(s.botMove("random", { rng }));
    }
    rng.free();
    s.free();
  });
  const n = native(name);
  rows.push({
    game: `${name} (${game.rules})`,
    "wasm games/s": Math.round(playout),
    "JS loop games/s": Math.round(loop),
    "native games/s": n ? Math.round(n.perSecond) : "-",
    "wasm / native": n ? (playout / n.perSecond).toFixed(2) : "-",
    "decisions/game": n ? n.perGame : "-",
  });
  start.free();
  game.free();
}
console.table(rows);
