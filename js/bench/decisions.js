// Random games per second in Node against native code, per game: the same
// random games (seeds 1..N from each game's default start, the engines' own
// random playout, arb_random_playout) played in WebAssembly and by the C
// interface compiled natively (c/bench/playouts.c, the same calls). A third
// column is a JavaScript loop that crosses into the module at every decision
// (botMove("random") + apply, as text), over the first tenth of the seeds.
// Each side plays its games once untimed first (V8 compiles a module's hot
// functions a second time, with its optimising compiler, while they run),
// then K times timed, of which the fastest counts (timings vary from run to
// run; the fastest is the least disturbed).
//
//   node js/bench/decisions.js [--native build/c/c/tests/arbiter_c_playouts] [--games N] [--repeat K]
import { execFileSync } from "node:child_process";
import { loadArbiter } from "../arbiter.js";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const nativeProgram = option("--native", undefined);
const games = Number(option("--games", 2000));
const repeat = Number(option("--repeat", 3));
for (const [name, value] of [["--games", games], ["--repeat", repeat]])
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a whole number of at least 1, not ${option(name)}`);
const arbiter = await loadArbiter();

// The native games/s of each game, by name: "NAME\tRULES\tGAMES_PER_SECOND" lines.
function nativeRates() {
  if (!nativeProgram) return new Map();
  const out = execFileSync(nativeProgram, [String(games), String(repeat)], { encoding: "utf8" });
  return new Map(out.trim().split("\n").map((line) => {
    const [name, , perSecond] = line.split("\t");
    return [name, Number(perSecond)];
  }));
}

// Games/s of play(seed) over seeds 1..count: the fastest of K passes after one untimed.
function timed(play, count = games) {
  for (let seed = 1; seed <= count; ++seed) play(seed);
  let best = 0;
  for (let r = 0; r < repeat; ++r) {
    const start = performance.now();
    for (let seed = 1; seed <= count; ++seed) play(seed);
    best = Math.max(best, count / ((performance.now() - start) / 1000));
  }
  return best;
}

const native = nativeRates();
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
  }, Math.ceil(games / 10)); // a tenth of the games: the loop is ten times slower
  const n = native.get(name);
  rows.push({
    game: `${name} (${game.rules})`,
    "wasm games/s": Math.round(playout),
    "native games/s": n ? Math.round(n) : "-",
    "wasm / native": n ? (playout / n).toFixed(2) : "-",
    "JS loop games/s": Math.round(loop),
  });
  start.free();
  game.free();
}
console.table(rows);
