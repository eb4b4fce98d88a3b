// The playground's bot, in a module worker so that the page never freezes
// while MCTS thinks. It loads arbiter itself (the page's objects cannot
// cross to a worker) and answers one message per move:
//   in:  { id, game, rules, players, state, bot, iterations, seed }
//        (`state` is the full-state text, State.toText())
//   out: { id, move } or { id, error }
import { loadArbiter } from "../arbiter.js";

const ready = loadArbiter();
let loaded = null;  // { key, game }: the last game asked for, kept between moves

function gameFor(arbiter, { game, rules, players }) {
  const key = `${game}/${rules}/${players}`;
  if (loaded?.key !== key) {
    loaded?.game.free();
    loaded = null;  // if load() throws, nothing stale is kept
    loaded = { key, game: arbiter.load(game, { rules, players }) };
  }
  return loaded.game;
}

async function chooseMove(request) {
  const arbiter = await ready;
  const state = gameFor(arbiter, request).parse(request.state);
  try {
    return state.botMove(request.bot, { iterations: request.iterations, seed: request.seed });
  } finally {
    state.free();
  }
}

self.onmessage = async ({ data }) => {
  try {
    self.postMessage({ id: data.id, move: await chooseMove(data) });
  } catch (error) {
    self.postMessage({ id: data.id, error: error?.message ?? String(error) });
  }
};
