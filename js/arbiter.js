// arbiter.js: the five rules engines of arbiter in JavaScript. The C
// interface (c/include/arbiter.h) compiled to WebAssembly (arbiter.wasm,
// preset wasm) behind classes named as in the Python package, in
// JavaScript's spelling. No dependency, no WASI runtime: the few system
// calls the module imports are answered here. Loads in Node (>= 18) and in
// browsers; the Node-only import happens only when the module is read from
// a file: URL. Types: arbiter.d.ts. Guide: README.md.

export const CHANCE = -1;
export const TERMINAL = -2;
export const OMNISCIENT = -3;

const FAIL = 0xffffffff; // ARB_FAIL: SIZE_MAX of a 32-bit size_t
const ERROR_BYTES = 268; // sizeof(arb_error): message[256], line, column, code
const CODES = [null, "argument", "parse", "illegal", "state", "internal"];

// ---------------------------------------------------------------- errors

/** A failure the library reports: `code` is "state" or "internal" here. */
export class ArbiterError extends Error {
  constructor(message, code) {
    super(message);
    this.name = "ArbiterError";
    this.code = code;
  }
}

/** A move, outcome or action id the rules refuse; the message names the rule. */
export class IllegalMove extends ArbiterError {
  constructor(message) {
    super(message, "illegal");
    this.name = "IllegalMove";
  }
}

/** A text that does not read; `line` and `column` (1-based) say where. */
export class ParseError extends SyntaxError {
  constructor(message, line, column) {
    super(message);
    this.name = "ParseError";
    this.code = "parse";
    this.line = line;
    this.column = column;
  }
}

// The error of a failed call, from the arb_error the call filled.
function libraryError(code, message, line, column) {
  switch (CODES[code]) {
    case "argument": {
      const e = new RangeError(message);
      e.code = "argument";
      return e;
    }
    case "parse":
      return new ParseError(message, line, column);
    case "illegal":
      return new IllegalMove(message);
    default:
      return new ArbiterError(message, CODES[code] ?? "internal");
  }
}

// ------------------------------------------------------- argument checks

function checkString(value, name) {
  if (typeof value !== "string") throw new TypeError(`${name} must be a string, not ${describeType(value)}`);
  if (value.includes("\0")) throw new TypeError(`${name} may not contain a NUL character`);
  return value;
}

function checkInt(value, name, min, max) {
  if (typeof value !== "number" || !Number.isInteger(value))
    throw new TypeError(`${name} must be an integer, not ${describeType(value)}`);
  if (value < min || value > max) throw new RangeError(`${name} must be in [${min}, ${max}], not ${value}`);
  return value;
}

// A seed of std::mt19937_64: an integer in [0, 2^64), as a BigInt for wasm.
function checkSeed(value, name = "seed") {
  if (typeof value === "bigint") {
    if (value < 0n || value >= 1n << 64n) throw new RangeError(`${name} must be in [0, 2^64), not ${value}`);
    return value;
  }
  return BigInt(checkInt(value, name, 0, Number.MAX_SAFE_INTEGER));
}

function describeType(value) {
  if (value === null) return "null";
  if (typeof value === "number" && !Number.isInteger(value)) return `the number ${value}`;
  const kind = typeof value === "object" ? value.constructor?.name || "object" : typeof value;
  return `${/^[AEIOUaeiou]/.test(kind) ? "an" : "a"} ${kind}`;
}

// A player, or `OMNISCIENT` where a viewer may be everyone (the library
// checks the range; here only that it is an int32, never wrapped).
function checkPlayer(value, name) {
  return checkInt(value, name, -(2 ** 31), 2 ** 31 - 1);
}

// ---------------------------------------------------------------- loading

// The few WASI calls libc links: writes to stdout/stderr go to the console;
// the clock answers; anything else says "not supported" (ENOSYS).
function systemImports(module, memoryOf) {
  const decoder = new TextDecoder();
  const pending = { 1: "", 2: "" };
  const calls = {
    fd_write(fd, iovs, count, written) {
      const view = new DataView(memoryOf().buffer);
      let bytes = 0;
      for (let i = 0; i < count; ++i) {
        const ptr = view.getUint32(iovs + 8 * i, true);
        const len = view.getUint32(iovs + 8 * i + 4, true);
        if (fd === 1 || fd === 2) pending[fd] += decoder.decode(new Uint8Array(memoryOf().buffer, ptr, len));
        bytes += len;
      }
      view.setUint32(written, bytes, true);
      for (const f of [1, 2]) {
        const lines = pending[f].split("\n");
        pending[f] = lines.pop();
        for (const line of lines) (f === 2 ? console.error : console.log)(`arbiter.wasm: ${line}`);
      }
      return 0;
    },
    clock_time_get(id, precision, out) {
      const ns = BigInt(Math.round((globalThis.performance?.now() ?? Date.now()) * 1e6));
      new DataView(memoryOf().buffer).setBigUint64(out, ns, true);
      return 0;
    },
  };
  const imports = {};
  for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
    if (kind !== "function") continue;
    imports[from] ??= {};
    imports[from][name] = calls[name] ?? (() => 52); // ENOSYS
  }
  return imports;
}

async function compileModule(source) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.compile(source);
  if (typeof Response !== "undefined" && source instanceof Response) return compileResponse(source);
  const url = source === undefined ? new URL("./arbiter.wasm", import.meta.url) : toUrl(source);
  if (url.protocol === "file:") {
    const { readFile } = await import("node:fs/promises");
    return WebAssembly.compile(await readFile(url));
  }
  return compileResponse(await fetch(url));
}

function toUrl(source) {
  if (source instanceof URL) return source;
  if (typeof source !== "string") throw new TypeError(`options.wasm must be a URL, a path, bytes, a Response or a WebAssembly.Module`);
  const base = typeof document !== "undefined" ? document.baseURI : typeof location !== "undefined" ? location.href : undefined;
  if (base) return new URL(source, base);
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) && !/^[a-z]:[\\/]/i.test(source)) return new URL(source);
  // A path in Node, relative to the working directory.
  return new URL(`file://${source.startsWith("/") ? "" : `${process.cwd()}/`}${source}`);
}

async function compileResponse(response) {
  if (!response.ok) throw new Error(`arbiter.wasm could not be fetched: ${response.status} ${response.statusText}`);
  if (WebAssembly.compileStreaming && response.headers.get("content-type") === "application/wasm")
    return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

const defaultModule = { promise: undefined };

/** Compiles arbiter.wasm (once) and returns a new instance of the library. */
export async function loadArbiter(options = {}) {
  let module;
  if (options.wasm === undefined) {
    // Compiled once; a failed fetch or compile is tried again next time.
    defaultModule.promise ??= compileModule(undefined).catch((e) => {
      defaultModule.promise = undefined;
      throw e;
    });
    module = await defaultModule.promise;
  } else {
    module = await compileModule(options.wasm);
  }
  let memory;
  const instance = await WebAssembly.instantiate(module, systemImports(module, () => memory));
  memory = instance.exports.memory;
  instance.exports._initialize?.();
  return new Arbiter(new Core(instance.exports));
}

// ------------------------------------------------------------------ core

// The calls into the module: strings in, texts and numbers out, errors
// turned into exceptions. Two scratch areas (inputs, outputs) grow as needed,
// so a call allocates nothing in steady use.
class Core {
  constructor(exports) {
    this.x = exports;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
    this.err = exports.malloc(ERROR_BYTES);
    this.input = { ptr: 0, size: 0 };
    this.output = { ptr: 0, size: 0 };
    this.reserve(this.output, 4096);
    this.registry = new FinalizationRegistry(({ free, ptr }) => this.x[free](ptr));
  }

  reserve(area, bytes) {
    if (area.size >= bytes) return area.ptr;
    const size = Math.max(bytes, area.size * 2, 256);
    const ptr = this.x.malloc(size);
    if (!ptr) throw new ArbiterError("out of memory", "internal");
    this.x.free(area.ptr);
    area.ptr = ptr;
    area.size = size;
    return ptr;
  }

  // Writes the strings (null: a NULL pointer) zero-terminated into the
  // input area; returns their addresses.
  strings(values) {
    const encoded = values.map((v) => (v === null || v === undefined ? null : this.encoder.encode(v)));
    const total = encoded.reduce((n, e) => n + (e ? e.length + 1 : 0), 0);
    let at = this.reserve(this.input, total);
    const bytes = new Uint8Array(this.x.memory.buffer);
    return encoded.map((e) => {
      if (!e) return 0;
      const ptr = at;
      bytes.set(e, ptr);
      bytes[ptr + e.length] = 0;
      at += e.length + 1;
      return ptr;
    });
  }

  cString(ptr) {
    const bytes = new Uint8Array(this.x.memory.buffer);
    let end = ptr;
    while (bytes[end]) ++end;
    return this.decoder.decode(bytes.subarray(ptr, end));
  }

  // Throws the error the last call reported.
  fail() {
    const view = new DataView(this.x.memory.buffer, this.err, ERROR_BYTES);
    throw libraryError(view.getInt32(264, true), this.cString(this.err), view.getInt32(256, true), view.getInt32(260, true));
  }

  check(ok) {
    if (!ok) this.fail();
    return ok;
  }

  // call(buf, len, err) writes a text; asked again with room when it did not fit.
  text(call) {
    let n = call(this.output.ptr, this.output.size, this.err) >>> 0;
    if (n === FAIL) this.fail();
    if (n >= this.output.size) {
      this.reserve(this.output, n + 1);
      n = call(this.output.ptr, this.output.size, this.err) >>> 0;
      if (n === FAIL) this.fail();
    }
    return this.decoder.decode(new Uint8Array(this.x.memory.buffer, this.output.ptr, n));
  }

  lines(call) {
    const text = this.text(call);
    return text === "" ? [] : text.replace(/\n$/, "").split("\n");
  }

  // call(out, len, err) writes `count` numbers of `Type` into out.
  numbers(Type, count, call) {
    const ptr = this.reserve(this.output, count * Type.BYTES_PER_ELEMENT);
    const n = call(ptr, count, this.err) >>> 0;
    if (n === FAIL) this.fail();
    if (n !== count) throw new ArbiterError(`expected ${count} numbers, the library has ${n}`, "internal");
    return new Type(this.x.memory.buffer, ptr, count).slice();
  }

  handle(ptr) {
    if (!ptr) this.fail();
    return ptr;
  }
}

// One C handle owned by a JavaScript object: freed by free(), by `using`
// (Symbol.dispose), or when the object is collected.
class Owned {
  constructor(core, ptr, free, what) {
    this.core = core;
    this.ptr = ptr;
    this.freeName = free;
    this.what = what;
    core.registry.register(this, { free, ptr }, this);
  }

  get handle() {
    if (!this.ptr) throw new TypeError(`this ${this.what} was freed`);
    return this.ptr;
  }

  free() {
    if (!this.ptr) return;
    this.core.registry.unregister(this);
    this.core.x[this.freeName](this.ptr);
    this.ptr = 0;
  }
}
if (typeof Symbol.dispose === "symbol") {
  Owned.prototype[Symbol.dispose] = function dispose() {
    this.free();
  };
}

// ---------------------------------------------------------------- the API

export class Arbiter {
  constructor(core) {
    this.core = core;
    this.version = core.cString(core.x.arb_version());
    this.abiVersion = core.x.arb_abi_version();
    const arbiter = this;
    const RngOfCore = Rng;
    this.Rng = class Rng extends RngOfCore {
      constructor(seed) {
        super(arbiter.core, seed);
      }
    };
  }

  get CHANCE() {
    return CHANCE;
  }
  get TERMINAL() {
    return TERMINAL;
  }
  get OMNISCIENT() {
    return OMNISCIENT;
  }

  games() {
    return this.core.lines((buf, len) => this.core.x.arb_games(buf, len));
  }

  rules(game) {
    const [name] = this.core.strings([checkString(game, "game")]);
    return this.core
      .lines((buf, len, err) => this.core.x.arb_rules(name, buf, len, err))
      .map((line) => {
        const [entry, counts] = line.split("\t");
        return { name: entry, players: counts ? counts.replace(/^players /, "").split(",").map(Number) : null };
      });
  }

  load(game, options = {}) {
    checkString(game, "game");
    const rules = options.rules === undefined ? null : checkString(options.rules, "options.rules");
    const players = options.players === undefined ? 0 : checkInt(options.players, "options.players", 1, 64);
    const [name, entry] = this.core.strings([game, rules]);
    return new Game(this.core, this.core.handle(this.core.x.arb_game_new(name, entry, players, this.core.err)));
  }

  memoryBytes() {
    return this.core.x.memory.buffer.byteLength;
  }
}

/** One std::mt19937_64 stream that successive draws take from. */
export class Rng extends Owned {
  constructor(core, seed) {
    if (!(core instanceof Core)) throw new TypeError("make an Rng with arbiter.Rng(seed), from a loaded arbiter");
    const ptr = core.x.arb_rng_new(checkSeed(seed));
    if (!ptr) throw new ArbiterError("out of memory", "internal");
    super(core, ptr, "arb_rng_free", "Rng");
  }
}

export class Game extends Owned {
  constructor(core, ptr) {
    super(core, ptr, "arb_game_free", "Game");
    const x = core.x;
    this.name = core.cString(x.arb_game_name(ptr));
    this.rules = core.cString(x.arb_game_rules(ptr));
    this.numPlayers = x.arb_game_players(ptr);
    this.hiddenInformation = x.arb_game_hidden_information(ptr) !== 0;
    this.codecs = core.lines((buf, len) => x.arb_game_codecs(ptr, buf, len));
    this.observationSize = x.arb_game_observation_size(ptr) >>> 0;
    this.observationScales = core.numbers(Uint8Array, this.observationSize, (out, len) => x.arb_game_observation_scales(ptr, out, len));
    this.actionCounts = new Map(this.codecs.map((c) => [c, this.numDistinctActions(c)]));
  }

  numDistinctActions(codec) {
    const [name] = this.core.strings([codecName(codec)]);
    const n = this.core.x.arb_game_actions(this.handle, name, this.core.err) >>> 0;
    if (n === FAIL) this.core.fail();
    return n;
  }

  newState(setup) {
    const [text] = this.core.strings([setup === undefined ? null : checkString(setup, "setup")]);
    return new State(this, this.core.handle(this.core.x.arb_state_new(this.handle, text, this.core.err)));
  }

  parse(text) {
    const [t] = this.core.strings([checkString(text, "text")]);
    return new State(this, this.core.handle(this.core.x.arb_state_parse(this.handle, t, this.core.err)));
  }
}

// `value` must be a `Type` of the same loaded instance (handles of another
// instance point into another memory).
function mine(core, value, Type, name) {
  if (!(value instanceof Type)) throw new TypeError(`${name} must be ${describeType(Object.create(Type.prototype))}, not ${describeType(value)}`);
  if (value.core !== core) throw new TypeError(`${name} belongs to another loadArbiter() instance`);
  return value;
}

function codecName(codec) {
  return codec === undefined || codec === null ? null : checkString(codec, "codec");
}

export class State extends Owned {
  constructor(game, ptr) {
    super(game.core, ptr, "arb_state_free", "State");
    this.game = game;
  }

  get x() {
    return this.core.x;
  }

  currentPlayer() {
    return this.x.arb_current_player(this.handle);
  }
  isTerminal() {
    return this.currentPlayer() === TERMINAL;
  }
  isChanceNode() {
    return this.currentPlayer() === CHANCE;
  }
  endedAtCap() {
    return this.x.arb_ended_at_cap(this.handle) !== 0;
  }

  legalMoves() {
    const s = this.handle;
    return this.core.lines((buf, len, err) => this.x.arb_legal_moves(s, buf, len, err));
  }

  apply(move) {
    const s = this.handle;
    const [text] = this.core.strings([checkString(move, "move")]);
    this.core.check(this.x.arb_play(s, text, this.core.err));
    return this;
  }

  child(move) {
    const next = this.clone();
    try {
      return next.apply(move);
    } catch (e) {
      next.free();
      throw e;
    }
  }

  clone() {
    return new State(this.game, this.core.handle(this.x.arb_state_copy(this.handle, this.core.err)));
  }

  equals(other) {
    mine(this.core, other, State, "other");
    return this.x.arb_state_equal(this.handle, other.handle) !== 0;
  }

  chanceOutcomes() {
    const s = this.handle;
    return this.core
      .lines((buf, len, err) => this.x.arb_chance_outcomes(s, buf, len, err))
      .map((line) => {
        const tab = line.lastIndexOf("\t");
        const [num, den] = line.slice(tab + 1).split("/").map(Number);
        return { text: line.slice(0, tab), num, den, probability: num / den };
      });
  }

  applyChance(randomness) {
    const s = this.handle;
    if (randomness instanceof Rng)
      this.core.check(this.x.arb_sample_chance_rng(s, mine(this.core, randomness, Rng, "randomness").handle, this.core.err));
    else this.core.check(this.x.arb_sample_chance(s, checkSeed(randomness, "randomness"), this.core.err));
    return this;
  }

  sampleChance(randomness) {
    const s = this.handle;
    const owned = !(randomness instanceof Rng);
    const rng = owned ? new Rng(this.core, checkSeed(randomness, "randomness")) : mine(this.core, randomness, Rng, "randomness");
    try {
      const g = rng.handle;
      return this.core.text((buf, len, err) => this.x.arb_sample_outcome_rng(s, g, buf, len, err));
    } finally {
      if (owned) rng.free();
    }
  }

  returns() {
    const s = this.handle;
    return Array.from(this.core.numbers(Float64Array, this.game.numPlayers, (out, len, err) => this.x.arb_returns(s, out, len, err)));
  }

  toText() {
    const s = this.handle;
    return this.core.text((buf, len, err) => this.x.arb_state_text(s, buf, len, err));
  }
  toString() {
    return this.toText();
  }

  observationText(viewer = OMNISCIENT) {
    const s = this.handle;
    checkPlayer(viewer, "viewer");
    return this.core.text((buf, len, err) => this.x.arb_observation_text(s, viewer, buf, len, err));
  }

  board(viewer = OMNISCIENT) {
    const s = this.handle;
    checkPlayer(viewer, "viewer");
    return this.core.text((buf, len, err) => this.x.arb_board(s, viewer, buf, len, err));
  }

  actionMask(codec) {
    const s = this.handle;
    const name = codecName(codec) ?? this.game.codecs[0];
    const count = this.game.actionCounts.get(name);
    if (count === undefined) throw new RangeError(`codec must be one of ${this.game.codecs.join(", ")}, not '${name}'`);
    const [c] = this.core.strings([name]);
    return this.core.numbers(Uint8Array, count, (out, len, err) => this.x.arb_action_mask(s, c, out, len, err));
  }

  legalActions(codec) {
    const ids = [];
    this.actionMask(codec).forEach((on, id) => on && ids.push(id));
    return ids;
  }

  applyAction(id, codec) {
    const s = this.handle;
    checkInt(id, "id", Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    const [c] = this.core.strings([codecName(codec)]);
    this.core.check(this.x.arb_play_action(s, c, BigInt(id), this.core.err));
    return this;
  }

  // {dtype: "uint8"}: the same tensor as uint8 on game.observationScales.
  observationTensor(player = this.currentPlayer(), options = {}) {
    const s = this.handle;
    checkPlayer(player, "player");
    if (options === null || typeof options !== "object")
      throw new TypeError(`options must be an object such as {dtype: "uint8"}, not ${typeof options}`);
    const dtype = options.dtype ?? "float32";
    if (dtype !== "float32" && dtype !== "uint8")
      throw new TypeError(`options.dtype must be "float32" or "uint8", not ${JSON.stringify(dtype)}`);
    const size = this.game.observationSize;
    if (size === 0) throw new RangeError(`${this.game.name} has no observation tensor`);
    if (dtype === "uint8")
      return this.core.numbers(Uint8Array, size, (out, len, err) => this.x.arb_observation_tensor_u8(s, player, out, len, err));
    return this.core.numbers(Float32Array, size, (out, len, err) => this.x.arb_observation_tensor(s, player, out, len, err));
  }

  observe(player) {
    checkPlayer(player, "player");
    if (player < 0 || player >= this.game.numPlayers)
      throw new RangeError(`player must be in [0, ${this.game.numPlayers}), not ${player}`);
    return new Observation(this.clone(), player);
  }

  botMove(bot, options = {}) {
    const s = this.handle;
    checkString(bot, "bot");
    const iterations = options.iterations === undefined ? 0 : checkInt(options.iterations, "options.iterations", 0, 2 ** 32 - 1);
    const [name] = this.core.strings([bot]);
    if (options.rng !== undefined) {
      const g = mine(this.core, options.rng, Rng, "options.rng").handle;
      return this.core.text((buf, len, err) => this.x.arb_bot_move_rng(s, name, iterations, g, buf, len, err));
    }
    const seed = checkSeed(options.seed ?? 0, "options.seed");
    return this.core.text((buf, len, err) => this.x.arb_bot_move(s, name, iterations, seed, buf, len, err));
  }

  randomPlayout(seed) {
    this.core.check(this.x.arb_random_playout(this.handle, checkSeed(seed), this.core.err));
    return this;
  }

  describe(move, viewer = OMNISCIENT) {
    return this.tell("arb_describe", move, viewer);
  }

  events(move, viewer = OMNISCIENT) {
    return JSON.parse(this.tell("arb_events", move, viewer));
  }

  tell(call, move, viewer) {
    const s = this.handle;
    checkPlayer(viewer, "viewer");
    const [text] = this.core.strings([checkString(move, "move")]);
    return this.core.text((buf, len, err) => this.x[call](s, text, viewer, buf, len, err));
  }

  describeEnd(viewer = OMNISCIENT) {
    const s = this.handle;
    checkPlayer(viewer, "viewer");
    return this.core.text((buf, len, err) => this.x.arb_describe_end(s, viewer, buf, len, err));
  }
}

/** What one player may know of a state: its tensor, its text, and samples. */
export class Observation {
  #state;

  constructor(state, player) {
    this.#state = state;
    this.player = player;
  }

  tensor() {
    return this.#state.observationTensor(this.player);
  }

  toString() {
    return this.#state.observationText(this.player);
  }

  board() {
    return this.#state.board(this.player);
  }

  sample(seed) {
    const s = this.#state;
    const ptr = s.core.x.arb_observe_sample(s.handle, this.player, checkSeed(seed), s.core.err);
    return new State(s.game, s.core.handle(ptr));
  }

  free() {
    this.#state.free();
  }
}
if (typeof Symbol.dispose === "symbol") {
  Observation.prototype[Symbol.dispose] = function dispose() {
    this.free();
  };
}
