// The deepest stack arbiter.wasm uses, per game: the stack (the first
// region of memory, below __stack_high) is painted with a pattern, every
// rules entry plays random games with each kind of call along the way, and
// the lowest address that lost its paint is the depth. The module's stack
// (ARBITER_WASM_STACK in js/CMakeLists.txt) is set from it with room to spare.
//
//   node js/bench/stack.js [games per entry]
import { loadArbiter } from "../arbiter.js";

const gamesPerEntry = Number(process.argv[2] ?? 3);
const arbiter = await loadArbiter();
const { exports } = arbiter.core.x.memory ? { exports: arbiter.core.x } : {};
const low = exports.__stack_low.value;
const high = exports.__stack_high.value;
const PAINT = 0xa5;

function paint() {
  new Uint8Array(exports.memory.buffer, low, high - low).fill(PAINT);
}
function depth() {
  const stack = new Uint8Array(exports.memory.buffer, low, high - low);
  let i = 0;
  while (i < stack.length && stack[i] === PAINT) ++i;
  return stack.length - i;
}

// One game with every kind of call: moves, text round trips, boards,
// descriptions, tensors, masks, samples of observations and MCTS.
function play(game, seed) {
  const s = game.newState();
  for (let ply = 0; !s.isTerminal(); ++ply) {
    if (s.isChanceNode()) {
      s.chanceOutcomes();
      s.applyChance(seed + ply);
      continue;
    }
    const p = s.currentPlayer();
    const move = s.botMove(ply % 50 === 7 ? "mcts" : "random", { iterations: 50, seed: seed + ply });
    if (ply % 10 === 0) {
      game.parse(s.toText()).free();
      s.board(p);
      s.describe(move, p);
      s.events(move);
      s.actionMask();
      if (game.observationSize) s.observationTensor(p);
      if (game.hiddenInformation) s.observe(p).sample(seed).free();
    }
    s.apply(move);
  }
  s.describeEnd(0);
  s.free();
}

console.log(`stack ${(high - low) / 1024} KiB (__stack_low ${low}, __stack_high ${high})`);
for (const name of arbiter.games()) {
  let deepest = 0;
  for (const { name: rules, players } of arbiter.rules(name)) {
    for (const count of players ?? [0]) {
      const game = arbiter.load(name, { rules, players: count || undefined });
      paint();
      for (let g = 0; g < gamesPerEntry; ++g) play(game, 1000 * g + 1);
      deepest = Math.max(deepest, depth());
      game.free();
    }
  }
  console.log(`${name.padEnd(11)} deepest call ${(deepest / 1024).toFixed(1)} KiB`);
}
