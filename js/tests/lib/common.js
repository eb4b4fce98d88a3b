// Shared by the node tests: the library loaded once per test file, every
// rules entry with each player count it lists, seeded random games played
// through one random stream, and the golden data of data/.

import { readFileSync, readdirSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

import { loadArbiter } from "../../arbiter.js";

export * from "../../arbiter.js";

export const arb = await loadArbiter();

export const DATA = fileURLToPath(new URL("../data/", import.meta.url));

// The rule-id prefix each game's refusals name (BG-7.3, ST-4.1, ...).
export const RULE_PREFIX = {
  backgammon: "BG-",
  stratego: "ST-",
  "war-chest": "WC-",
  memoir44: "M44-",
  "crime-wars": "CW-",
};

// Every rules entry of every game, once per player count it lists (players
// null: the entry's own count), as `arbiter rules GAME` lists them.
export function allEntries() {
  const out = [];
  for (const game of arb.games())
    for (const { name, players } of arb.rules(game))
      for (const p of players ?? [null]) out.push({ game, rules: name, players: p });
  return out;
}

export function entryLabel({ game, rules, players }) {
  return `${game} ${rules}${players ? ` ${players} players` : ""}`;
}

export function loadEntry({ game, rules, players }) {
  return arb.load(game, players ? { rules, players } : { rules });
}

// One seeded random game, step by step through one random stream: chance
// outcomes drawn by sampleChance(rng) (with `{ outcomes: false }`:
// applyChance(rng), the same draw, faster, its text not logged), decisions
// by the random bot (botMove("random", {rng})). Calls visit(state, node) at
// every node before it is expanded (the state is the live one: clone it to
// keep it) and returns the log of the game as [{kind: "chance"|"move",
// player, text}] plus the final state (which the caller frees).
export function playSeeded(start, seed, visit = () => {}, { outcomes = true } = {}) {
  const s = start.clone();
  const rng = new arb.Rng(seed);
  const steps = [];
  try {
    for (let node = 0; !s.isTerminal(); ++node) {
      visit(s, node);
      if (s.isChanceNode() && !outcomes) {
        s.applyChance(rng);
        steps.push({ kind: "chance", player: -1, text: null });
      } else if (s.isChanceNode()) {
        const text = s.sampleChance(rng);
        steps.push({ kind: "chance", player: -1, text });
        s.apply(text);
      } else {
        const player = s.currentPlayer();
        const text = s.botMove("random", { rng });
        steps.push({ kind: "move", player, text });
        s.apply(text);
      }
      if (node > 200000) throw new Error("a random game longer than 200000 nodes");
    }
  } finally {
    rng.free();
  }
  return { steps, state: s };
}

// ---- golden data (data/README.md) --------------------------------------

// The golden games: one record per data/*.log(.gz): its header, its games
// (steps and logged returns) and, beside it, the tool's full-state text of
// the first game's end (*.end.txt).
export function goldenGames() {
  const files = readdirSync(DATA).filter((f) => /\.log(\.gz)?$/.test(f)).sort();
  return files.map((file) => {
    const raw = readFileSync(DATA + file);
    const text = (file.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8");
    const base = file.replace(/\.log(\.gz)?$/, "");
    let endText = null;
    try {
      endText = readFileSync(`${DATA}${base}.end.txt`, "utf8");
    } catch {}
    return { file, ...parseLog(text, file), endText };
  });
}

// A log of `arbiter selfplay --log` (examples/arbiter/game_log.hpp).
export function parseLog(text, file = "log") {
  const header = {};
  const games = [];
  let game = null;
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; ++i) {
    const line = lines[i].replace(/\r$/, "");
    const where = `${file}:${i + 1}`;
    if (line === "" || line.startsWith("#")) continue;
    const space = line.indexOf(" ");
    const word = space < 0 ? line : line.slice(0, space);
    const rest = space < 0 ? "" : line.slice(space + 1);
    if (word === "begin") {
      game = { number: Number(rest), steps: [], returns: null };
      games.push(game);
    } else if (!game) {
      header[word] = rest;
    } else if (word === "chance") {
      game.steps.push({ kind: "chance", player: -1, text: rest, where });
    } else if (/^\d+$/.test(word)) {
      game.steps.push({ kind: "move", player: Number(word), text: rest, where });
    } else if (word === "end") {
      game.returns = rest.trim().split(/\s+/).map(Number);
      game = null;
    } else {
      throw new Error(`${where}: an unknown log line '${line}'`);
    }
  }
  return { header, games };
}

// Exactly sum(num/den) == 1 over BigInts.
export function sumIsOne(outcomes) {
  const gcd = (a, b) => (b === 0n ? a : gcd(b, a % b));
  let num = 0n;
  let den = 1n;
  for (const o of outcomes) {
    const n = BigInt(o.num);
    const d = BigInt(o.den);
    num = num * d + n * den;
    den *= d;
    const g = gcd(num < 0n ? -num : num, den);
    if (g > 1n) {
      num /= g;
      den /= g;
    }
  }
  return num === den;
}
