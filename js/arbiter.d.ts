// TypeScript declarations of arbiter.js: the five rules engines of arbiter
// (C++) compiled to WebAssembly, behind the C interface (c/include/arbiter.h).

/** Where arbiter.wasm comes from; by default `./arbiter.wasm` beside this module. */
export interface LoadOptions {
  wasm?: string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module | Response;
}

/** Compiles and instantiates the module once; every game comes from the returned object. */
export function loadArbiter(options?: LoadOptions): Promise<Arbiter>;

/** The player codes of `State.currentPlayer()` and the viewer of `describe`. */
export const CHANCE: -1;
export const TERMINAL: -2;
export const OMNISCIENT: -3;

/** A failure the library reports for a state or an internal limit (`code` "state" or "internal"). */
export class ArbiterError extends Error {
  readonly code: "argument" | "parse" | "illegal" | "state" | "internal";
}
/** A move, outcome or action id the rules refuse; the message names the rule. The state is unchanged. */
export class IllegalMove extends ArbiterError {
  readonly code: "illegal";
}
/** A malformed text (a state, setup or move list); `line` and `column` are 1-based, 0 if unknown. */
export class ParseError extends SyntaxError {
  readonly code: "parse";
  readonly line: number;
  readonly column: number;
}

/** A rules entry as `arbiter rules GAME` lists it; `players` the counts it is played by where the listing names them (null: the entry's own). */
export interface RulesEntry {
  name: string;
  players: number[] | null;
}

/** A chance outcome with its exact probability num/den. */
export interface ChanceOutcome {
  text: string;
  num: number;
  den: number;
  probability: number;
}

/** One thing that happened, for a UI to animate (docs/describe.md lists the kinds). */
export interface GameEvent {
  kind: string;
  player: number;
  piece: string;
  from: string;
  to: string;
  amount: number;
}

/** Bot options: `iterations` for MCTS (default 1000), and a seed or a random stream. */
export interface BotOptions {
  iterations?: number;
  seed?: number | bigint;
  rng?: Rng;
}

/** A seed (a std::mt19937_64 seed, 0 to 2^64-1) or one random stream across calls. */
export type Randomness = number | bigint | Rng;

export interface Arbiter {
  /** The library version, e.g. "0.1.0", and the C interface's ABI version. */
  readonly version: string;
  readonly abiVersion: number;
  readonly CHANCE: -1;
  readonly TERMINAL: -2;
  readonly OMNISCIENT: -3;
  /** A random stream: std::mt19937_64, the same draws as in C++, C and Python. */
  readonly Rng: new (seed: number | bigint) => Rng;
  /** The game names: "backgammon", "stratego", "war-chest", "memoir44", "crime-wars". */
  games(): string[];
  /** A game's named rules entries. */
  rules(game: string): RulesEntry[];
  /** A game with a rules entry (default: the game's first) and a player count (default: the entry's). */
  load(game: string, options?: { rules?: string; players?: number }): Game;
  /** The module's memory in bytes (it grows, never shrinks). */
  memoryBytes(): number;
}

export interface Rng {
  free(): void;
  [Symbol.dispose](): void;
}

export interface Game {
  readonly name: string;
  readonly rules: string;
  readonly numPlayers: number;
  readonly hiddenInformation: boolean;
  /** The codec names, the game's own first, "index" last. */
  readonly codecs: string[];
  /** Floats in one observation tensor (0: none). */
  readonly observationSize: number;
  /** Each tensor entry's uint8 scale (its denominator): a uint8 tensor divided by it is the float one. */
  readonly observationScales: Uint8Array;
  /** The number of ids of a codec (default: the first). */
  numDistinctActions(codec?: string): number;
  /** A new game; `setup` is the game's setup text (the tool's), default the rules' own. */
  newState(setup?: string): State;
  /** A state from its full-state text (`State.toText()`, the tool's and Python's). */
  parse(text: string): State;
  free(): void;
  [Symbol.dispose](): void;
}

export interface State {
  readonly game: Game;
  /** A player 0..n-1, CHANCE (-1) or TERMINAL (-2). */
  currentPlayer(): number;
  isTerminal(): boolean;
  isChanceNode(): boolean;
  /** The game ended because a length cap cut it short (a truncation for a learner). */
  endedAtCap(): boolean;
  /** The legal moves in the game's notation (none at a chance node or at the end). */
  legalMoves(): string[];
  /** Plays a move or a chance outcome given as text; throws IllegalMove and changes nothing if refused. */
  apply(move: string): this;
  /** A new state: this one after `move`. */
  child(move: string): State;
  clone(): State;
  equals(other: State): boolean;
  chanceOutcomes(): ChanceOutcome[];
  /** The outcome a draw picks at this chance node, as text (not played). */
  sampleChance(randomness: Randomness): string;
  /** Plays the outcome a draw picks (as `apply(sampleChance(r))`, in one call). */
  applyChance(randomness: Randomness): this;
  /** Each player's result (at the end). */
  returns(): number[];
  /** The full-state text. */
  toText(): string;
  toString(): string;
  /** What `viewer` may see, as text: the observation in a hidden-information game (default: everything). */
  observationText(viewer?: number): string;
  /** The board drawn as the tool draws it: `viewer`'s view in a hidden-information game (default: everything). */
  board(viewer?: number): string;
  /** 1 where an id of `codec` (default: the game's first) is legal now. */
  actionMask(codec?: string): Uint8Array;
  legalActions(codec?: string): number[];
  /** Plays an action id of `codec`; a multi-id decision (backgammon micro) completes over several ids. */
  applyAction(id: number, codec?: string): this;
  /** The observation tensor from `player`'s view (default: the player to move). */
  observationTensor(player?: number, options?: { dtype?: "float32" }): Float32Array;
  /** The same as uint8, a quarter of the bytes: entry i is round(x[i] * game.observationScales[i]). */
  observationTensor(player: number | undefined, options: { dtype: "uint8" }): Uint8Array;
  /** What `player` may know: its tensor, its text, and full states consistent with it. */
  observe(player: number): Observation;
  /** The move a bot picks, handed only the mover's observation in a hidden-information game. */
  botMove(bot: "random" | "mcts", options?: BotOptions): string;
  /** Plays to the end as C++ random_playout(s, mt19937_64(seed)). */
  randomPlayout(seed: number | bigint): this;
  /** A sentence for what `move` does, as `viewer` may know it (default: a log that sees everything). */
  describe(move: string, viewer?: number): string;
  events(move: string, viewer?: number): GameEvent[];
  /** How the finished game ended. */
  describeEnd(viewer?: number): string;
  free(): void;
  [Symbol.dispose](): void;
}

export interface Observation {
  readonly player: number;
  tensor(): Float32Array;
  toString(): string;
  /** The board as the tool draws it for `player`. */
  board(): string;
  /** A full state consistent with everything `player` may know, drawn uniformly. */
  sample(seed: number | bigint): State;
  free(): void;
  [Symbol.dispose](): void;
}
