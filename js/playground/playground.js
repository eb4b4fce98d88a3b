// The arbiter playground: pick a game, play it against a bot or watch bots
// play it, and read what happens, all in the browser.
//
// How the page behaves, and why:
// - Changing the game, rules, players or seat starts nothing: those settings
//   take effect when "New game" is pressed (or a saved text is resumed), so
//   a game in progress is never lost by a stray click. The page starts one
//   game with the default settings when it opens. The bot, its iterations
//   and the watch speed apply at once, from the next bot move.
// - The person sees the board drawn for their seat only (board(seat)),
//   and reads every move and chance outcome described from their side. The
//   other seats' notation is never shown, as in a hidden-information game it
//   may name a coin or card the person must not see. Watching bots play
//   ("watch" seat), the page shows everything.
// - A decision with one legal move is played for the person, and logged.
// - Chance draws and bot moves take their seeds from the game's seed and a
//   counter, so a game can be replayed, and undo does not reroll the dice.
// - MCTS thinks in worker.js, so the page never freezes; the random bot is
//   instant and plays here.
// - `index.html?seed=N` gives every new game the seed N (for tests and bug
//   reports); without it each game draws a seed of its own.

import { loadArbiter } from "../arbiter.js";

const WATCH = "watch";
const SLICE_MS = 30;         // bots play at most this long before the page repaints
const MAX_UNDO_POINTS = 500; // the oldest decisions are forgotten past this

const GAME_TITLES = {
  "backgammon": "Backgammon",
  "stratego": "Stratego",
  "war-chest": "War Chest",
  "memoir44": "Memoir '44",
  "crime-wars": "Crime Wars",
};

const ui = Object.fromEntries(
  ["setup", "game", "rules", "players-field", "players", "seat", "bot", "iterations", "speed", "new-game",
   "error", "status", "view-note", "board", "move-count", "move-filter", "undo", "pause", "moves",
   "type-move", "move-text", "log", "state-text", "load-state", "copy-state"]
    .map((id) => [id.replace(/-(\w)/g, (_, c) => c.toUpperCase()), document.getElementById(id)]));

let arbiter = null;

// The game being played. `state` is owned by the page: freed when replaced.
const session = {
  game: null,
  settings: null,       // { game, rules, players, seat } it was started with
  state: null,
  seed: 0,
  draws: 0,             // seeds used so far (chance draws and bot moves)
  run: 0,               // bumped to abandon the running loop (new game, undo, pause)
  waiting: false,       // the person is to choose a move
  paused: false,
  stopped: "",          // why the game stopped on an error, if it did
  endText: "",
  undoPoints: [],       // { text, logLength, draws } at each of the person's decisions
  stateTextEdited: false,
  followLog: true,      // the log scrolls to its newest line
  refocusMoves: false,  // a move button was clicked: focus the next decision's first
};

// ---- The bot worker ---------------------------------------------------------

// Thrown to a waiting move request when its worker is stopped.
class Cancelled extends Error {}

// Sends positions to worker.js and resolves with the moves it picks. A new
// game or an undo stops a busy worker outright (MCTS cannot be interrupted),
// and the next request starts a fresh one.
class BotWorker {
  #worker = null;
  #pending = new Map();
  #nextId = 1;

  move(request) {
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      this.#pending.set(id, { resolve, reject });
      this.#start().postMessage({ id, ...request });
    });
  }

  cancel() {
    if (this.#pending.size === 0) return;
    this.#worker.terminate();
    this.#worker = null;
    this.#rejectAll(new Cancelled("cancelled"));
  }

  #start() {
    if (this.#worker) return this.#worker;
    this.#worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    this.#worker.onmessage = ({ data }) => this.#answer(data);
    this.#worker.onerror = (event) => {
      event.preventDefault();
      this.#worker.terminate();
      this.#worker = null;
      this.#rejectAll(new Error(`the bot's worker failed: ${event.message || "it could not start"}`));
    };
    return this.#worker;
  }

  #answer({ id, move, error }) {
    const request = this.#pending.get(id);
    if (!request) return;
    this.#pending.delete(id);
    if (error === undefined) request.resolve(move);
    else request.reject(new Error(error));
  }

  #rejectAll(error) {
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }
}

const bots = new BotWorker();

// ---- Small helpers ----------------------------------------------------------

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const watching = () => session.settings?.seat === WATCH;

// Who the board and the log are written for: the person's seat, or everyone.
const viewer = () => (watching() ? arbiter.OMNISCIENT : session.settings.seat);

function showError(error) {
  ui.error.textContent = error?.message ?? String(error);
}

function clearError() {
  ui.error.textContent = "";
}

// `fn()`, or undefined with its error shown: for every call that may throw.
function attempt(fn) {
  try {
    return fn();
  } catch (error) {
    showError(error);
    return undefined;
  }
}

// A 64-bit seed per draw: the game's seed above, the draw's number below.
function takeSeed() {
  return (BigInt(session.seed) << 32n) | BigInt(session.draws++);
}

function gameSeed() {
  const fixed = new URLSearchParams(location.search).get("seed");
  return /^\d{1,9}$/.test(fixed ?? "") ? Number(fixed) : crypto.getRandomValues(new Uint32Array(1))[0];
}

// ---- Settings ---------------------------------------------------------------

function setOptions(select, options) {
  const previous = select.value;
  select.replaceChildren(...options.map(({ value, label }) => new Option(label, value)));
  if (options.some((option) => option.value === previous)) select.value = previous;
}

function selectedEntry() {
  return attempt(() => arbiter.rules(ui.game.value))?.find((entry) => entry.name === ui.rules.value);
}

const playerCounts = new Map();

// The player count of a rules entry that lists none: known once its game is loaded.
function playerCountOf(game, rules) {
  const key = `${game}/${rules}`;
  if (!playerCounts.has(key)) {
    const loaded = attempt(() => arbiter.load(game, { rules }));
    if (!loaded) return 2;
    playerCounts.set(key, loaded.numPlayers);
    loaded.free();
  }
  return playerCounts.get(key);
}

function fillGames() {
  setOptions(ui.game, arbiter.games().map((name) => ({ value: name, label: GAME_TITLES[name] ?? name })));
  fillRules();
}

function fillRules() {
  const entries = attempt(() => arbiter.rules(ui.game.value)) ?? [];
  setOptions(ui.rules, entries.map(({ name, players }) => ({
    value: name,
    label: players?.length > 1 ? `${name} (${players.join(", ")} players)` : name,
  })));
  fillPlayers();
}

function fillPlayers() {
  const counts = selectedEntry()?.players ?? [];
  ui.playersField.hidden = counts.length < 2;
  setOptions(ui.players, counts.map((n) => ({ value: String(n), label: String(n) })));
  fillSeats();
}

function fillSeats() {
  const counts = selectedEntry()?.players ?? [];
  const count = counts.length > 1 ? Number(ui.players.value) : counts[0] ?? playerCountOf(ui.game.value, ui.rules.value);
  const seats = Array.from({ length: count }, (_, seat) => ({ value: String(seat), label: `Player ${seat}` }));
  setOptions(ui.seat, [...seats, { value: WATCH, label: "Watch the bots" }]);
}

function selectedSettings() {
  return {
    game: ui.game.value,
    rules: ui.rules.value,
    players: ui.playersField.hidden ? undefined : Number(ui.players.value),
    seat: ui.seat.value === WATCH ? WATCH : Number(ui.seat.value),
  };
}

// Shows `settings` in the selects (a resumed text may name another game).
function showSettings(settings, numPlayers) {
  ui.game.value = settings.game;
  fillRules();
  ui.rules.value = settings.rules;
  fillPlayers();
  if (!ui.playersField.hidden) ui.players.value = String(numPlayers);
  fillSeats();
  ui.seat.value = String(settings.seat);
  ui.newGame.classList.remove("changed");
}

function loadOptions({ rules, players }) {
  return players === undefined ? { rules } : { rules, players };
}

// The game, rules and players a full-state text names on its first line.
function settingsOfText(text) {
  const header = /^\s*game=(\S+) rules=(\S+) players=(\d+)/.exec(text);
  if (!header) return selectedSettings();
  return { game: header[1], rules: header[2], players: Number(header[3]), seat: selectedSettings().seat };
}

// ---- Starting, stopping, undoing --------------------------------------------

// Abandons the running loop and any bot still thinking.
function abandonRun() {
  session.run++;
  session.waiting = false;
  bots.cancel();
}

function replaceState(state) {
  session.state?.free();
  session.state = state;
}

// Starts `settings` from the rules' start, or from a saved full-state text.
function startGame(settings, savedText) {
  let game, state;
  try {
    game = arbiter.load(settings.game, loadOptions(settings));
    state = savedText === undefined ? game.newState() : game.parse(savedText);
  } catch (error) {
    game?.free();
    showError(error);
    return;
  }
  abandonRun();
  replaceState(null);
  session.game?.free();
  if (settings.seat !== WATCH && settings.seat >= game.numPlayers) settings.seat = 0;
  Object.assign(session, {
    game, state, settings, seed: gameSeed(), draws: 0, paused: false, stopped: "", endText: "",
    undoPoints: [], stateTextEdited: false, followLog: true,
  });
  clearError();
  showSettings(settings, game.numPlayers);
  ui.log.replaceChildren();
  appendLog(introduction(savedText !== undefined), "info");
  advance();
}

function introduction(resumed) {
  const { game } = session;
  const who = watching() ? "Bots play every seat" : `You play player ${session.settings.seat}`;
  const start = resumed ? "Resumed a saved game" : "New game";
  return `${start}: ${GAME_TITLES[game.name] ?? game.name}, rules ${game.rules}, ${game.numPlayers} players. ` +
    `${who}. Seed ${session.seed}.`;
}

function resumeFromText() {
  const text = ui.stateText.value;
  startGame(settingsOfText(text), text);
}

// Back to the person's previous decision, taking back the bots' replies too.
function undo() {
  if (!canUndo()) return;
  if (session.waiting) session.undoPoints.pop();  // the decision shown now
  const point = session.undoPoints.pop();
  const state = attempt(() => session.game.parse(point.text));
  if (!state) return;
  abandonRun();
  replaceState(state);
  while (ui.log.children.length > point.logLength) ui.log.lastElementChild.remove();
  Object.assign(session, { draws: point.draws, stopped: "", endText: "", stateTextEdited: false });
  clearError();
  advance();
}

function canUndo() {
  return session.undoPoints.length > (session.waiting ? 1 : 0);
}

function togglePause() {
  if (session.paused) {
    session.paused = false;
    advance();
  } else {
    session.paused = true;
    abandonRun();
    render();
  }
}

// ---- Playing ----------------------------------------------------------------

// Plays the bots and chance until the person is to move or the game ends.
async function advance() {
  const run = session.run;
  let sliceStart = performance.now();
  try {
    while (run === session.run) {
      const who = session.state.currentPlayer();
      if (who === arbiter.TERMINAL) return finish();
      if (who === arbiter.CHANCE) {
        play(session.state.sampleChance(takeSeed()), "chance");
      } else if (who === session.settings.seat) {
        if (!playForcedMove()) return awaitPerson();
      } else if (session.paused) {
        return render();
      } else {
        const delay = watching() ? Number(ui.speed.value) : 0;
        if (delay > 0) {  // pause before each move, with the dice that led to it shown
          render();
          await sleep(delay);
          if (run !== session.run) return;
          sliceStart = performance.now();
        }
        const move = await botMove();
        if (run !== session.run) return;
        play(move, "bot");
      }
      if (performance.now() - sliceStart > SLICE_MS) {  // let the page repaint and answer clicks
        render();
        await sleep(0);
        sliceStart = performance.now();
      }
    }
  } catch (error) {
    if (run !== session.run) return;  // abandoned meanwhile: nothing to report
    session.stopped = "Stopped by an error (see above); start a new game or undo.";
    showError(error);
    render();
  }
}

// The move text the selected bot picks for the seat to move.
async function botMove() {
  const bot = ui.bot.value;
  const seed = takeSeed();
  if (bot === "random") return session.state.botMove("random", { seed });
  render();  // shows the person's move while the bot thinks
  const { game, rules, players } = session.settings;
  return bots.move({
    game,
    rules,
    players,
    state: session.state.toText(),
    bot,
    iterations: Number(ui.iterations.value),
    seed,
  });
}

// Plays `move` (a move or a chance outcome) and logs what it did.
function play(move, kind) {
  const before = session.state;
  const after = before.child(move);  // throws, changing nothing, if the move is refused
  appendLog(describe(before, move), kind);
  replaceState(after);
}

function describe(state, move) {
  try {
    return capitalized(state.describe(move, viewer()));
  } catch (error) {
    showError(error);
    return "(a move the library could not describe)";
  }
}

function playForcedMove() {
  const moves = session.state.legalMoves();
  if (moves.length !== 1) return false;
  play(moves[0], "you");
  ui.log.lastElementChild.append(" (your only legal move)");
  return true;
}

function awaitPerson() {
  const points = session.undoPoints;
  points.push({ text: session.state.toText(), logLength: ui.log.children.length, draws: session.draws });
  if (points.length > MAX_UNDO_POINTS) points.shift();
  session.waiting = true;
  render();
}

function finish() {
  session.endText = attempt(() => session.state.describeEnd(viewer())) ?? "the game is over";
  appendLog(capitalized(session.endText), "end");
  render();
}

// The person's move, clicked or typed. A refused move changes nothing and
// shows the library's reason.
function playPersonMove(text) {
  if (!session.waiting) {
    showError(session.state?.isTerminal() ? "The game is over." : "It is not your turn.");
    return;
  }
  if (text === "") {
    showError("Type a move in the game's notation, as the buttons show them.");
    return;
  }
  try {
    play(text, "you");
  } catch (error) {
    showError(error);
    return;
  }
  clearError();
  session.waiting = false;
  session.stateTextEdited = false;
  ui.moveText.value = "";
  advance();
}

// ---- Drawing ----------------------------------------------------------------

function render() {
  ui.board.textContent = attempt(() => session.state.board(viewer())) ?? "";
  ui.status.textContent = statusText();
  ui.viewNote.textContent = viewNote();
  renderMoves();
  if (!session.stateTextEdited) ui.stateText.value = attempt(() => session.state.toText()) ?? "";
  ui.undo.disabled = !canUndo();
  ui.pause.hidden = !watching();
  ui.pause.disabled = session.state.isTerminal();
  ui.pause.textContent = session.paused ? "Resume" : "Pause";
  followLog();
}

function statusText() {
  const who = session.state.currentPlayer();
  if (who === arbiter.TERMINAL) return `game over: ${session.endText}`;
  if (session.stopped) return session.stopped;
  if (session.paused) return who === arbiter.CHANCE ? "Paused" : `Paused (player ${who} to move)`;
  if (who === arbiter.CHANCE) return "Chance";
  if (who === session.settings.seat) return `Your move (player ${who})`;
  return `Bot is thinking (player ${who})`;
}

function viewNote() {
  if (watching()) return "Watching: the board shows everything.";
  const seat = session.settings.seat;
  return session.game.hiddenInformation
    ? `The board shows what player ${seat} may see: the others' hidden pieces, coins and cards stay hidden.`
    : `The board as player ${seat} sees it.`;
}

// The legal moves as buttons while the person decides; none otherwise.
function renderMoves() {
  const moves = session.waiting ? attempt(() => session.state.legalMoves()) ?? [] : [];
  const shown = [...ui.moves.children].map((button) => button.textContent);
  if (shown.length === moves.length && shown.every((text, i) => text === moves[i])) return;
  const buttons = moves.map((move) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.testid = "move";
    button.textContent = move;
    return button;
  });
  ui.moves.replaceChildren(...buttons);
  ui.moveFilter.value = "";
  filterMoves();
  if (session.refocusMoves && buttons.length > 0) {  // a keyboard player keeps their place
    session.refocusMoves = false;
    buttons[0].focus({ preventScroll: true });
  }
}

function filterMoves() {
  const query = ui.moveFilter.value.trim().toLowerCase();
  let visible = 0;
  for (const button of ui.moves.children) {
    button.hidden = query !== "" && !button.textContent.toLowerCase().includes(query);
    if (!button.hidden) visible++;
  }
  const total = ui.moves.children.length;
  ui.moveCount.textContent =
    !session.waiting ? "" : visible === total ? `${total} legal moves` : `${visible} of ${total} legal moves`;
}

// Appends a line; render() scrolls to it. (Measuring the log here, at every
// line, would lay the page out again for each bot move.)
function appendLog(text, kind) {
  const item = document.createElement("li");
  item.className = kind;
  item.textContent = text;
  ui.log.append(item);
}

// The log follows new lines unless the reader has scrolled up to read.
function followLog() {
  if (session.followLog) ui.log.scrollTop = ui.log.scrollHeight;
}

async function copyStateText() {
  try {
    await navigator.clipboard.writeText(ui.stateText.value);
  } catch {
    ui.stateText.select();  // no clipboard access: leave it selected to copy by hand
    document.execCommand("copy");
  }
  ui.copyState.textContent = "Copied";
  setTimeout(() => { ui.copyState.textContent = "Copy"; }, 1500);
}

// ---- Wiring -----------------------------------------------------------------

function markSettingsChanged() {
  ui.newGame.classList.add("changed");
}

function wire() {
  ui.game.addEventListener("change", () => { fillRules(); markSettingsChanged(); });
  ui.rules.addEventListener("change", () => { fillPlayers(); markSettingsChanged(); });
  ui.players.addEventListener("change", () => { fillSeats(); markSettingsChanged(); });
  ui.seat.addEventListener("change", markSettingsChanged);
  ui.setup.addEventListener("submit", (event) => {
    event.preventDefault();
    startGame(selectedSettings());
  });
  ui.moves.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-testid='move']");
    if (!button) return;
    session.refocusMoves = true;
    playPersonMove(button.textContent);
  });
  ui.moveFilter.addEventListener("input", filterMoves);
  ui.typeMove.addEventListener("submit", (event) => {
    event.preventDefault();
    playPersonMove(ui.moveText.value.trim());
  });
  ui.undo.addEventListener("click", undo);
  ui.pause.addEventListener("click", togglePause);
  ui.stateText.addEventListener("input", () => { session.stateTextEdited = true; });
  ui.log.addEventListener("scroll", () => {
    session.followLog = ui.log.scrollHeight - ui.log.scrollTop - ui.log.clientHeight < 40;
  });
  ui.loadState.addEventListener("click", resumeFromText);
  ui.copyState.addEventListener("click", copyStateText);
}

async function main() {
  try {
    arbiter = await loadArbiter();
  } catch (error) {
    ui.status.textContent = "The rules engines could not be loaded.";
    showError(error);
    return;
  }
  try {
    fillGames();
  } catch (error) {
    showError(error);
    return;
  }
  wire();
  for (const control of [ui.game, ui.rules, ui.seat, ui.newGame]) control.disabled = false;
  startGame(selectedSettings());
}

main();
