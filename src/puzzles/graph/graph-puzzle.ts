import type { Heuristic, State } from '../../search/space.js';
import { withFileContext } from '../definition-file.js';
import { InputError } from '../../util/input-error.js';
import type { BoardView, Goal, Puzzle } from '../puzzle.js';
import { joinTokens } from '../token-notation.js';
import { parseCells, type GraphSpec } from './definition.js';
import { arrangements, bipartiteColours, cellDistances, permutationParity, wilsonApplies } from './graph-theory.js';
import type { BoardCodec } from './board-codec.js';
import { PackedBoard } from './packed-board.js';
import { RankedBoard } from './ranked-board.js';

const BLANK_DIRECTIONS: Record<string, string> = { '-1': 'l', '1': 'r' };

/** A one-blank puzzle on any graph of cells: the 8-puzzle, the 6-puzzle, the hexagram, user files. */
export class GraphPuzzle implements Puzzle {
  readonly family = 'graph';
  readonly metric = 'step';
  readonly metrics = ['step'];
  readonly name: string;
  readonly title: string;
  readonly aliases: readonly string[];
  readonly space: BoardCodec;
  readonly defaultStart: State;
  readonly defaultGoal: Goal;
  readonly stateCount: number;
  /** How many positions are reachable from the default goal, when Wilson's theorem tells. */
  readonly reachableCount: number | undefined;
  private readonly distinctTokens: boolean;
  private readonly colours: Uint8Array | null;
  private readonly wilson: boolean;
  private readonly singleCharacterTokens: boolean;
  private readonly distances: Int32Array[];

  constructor(
    private readonly spec: GraphSpec,
    file: string,
    /** Tile boards use permutation ranks: dense, so `max` can use bitsets. */
    codec: 'packed' | 'ranked' = 'packed',
  ) {
    this.name = spec.name;
    this.title = spec.title;
    this.aliases = spec.aliases;
    this.space = withFileContext(file, () => (codec === 'ranked' ? new RankedBoard(spec.adjacency) : codecFor(spec)));
    this.singleCharacterTokens = spec.tokens.every((id) => Array.from(id).length === 1);
    this.defaultStart = this.space.encode(spec.start);
    this.defaultGoal = this.goalAt(this.space.encode(spec.goal));
    this.distinctTokens = new Set(spec.goal).size === spec.goal.length;
    this.colours = bipartiteColours(spec.adjacency);
    this.wilson = wilsonApplies(spec.adjacency);
    this.distances = cellDistances(spec.adjacency);
    this.stateCount = arrangements(spec.goal);
    const halved = this.distinctTokens && this.colours !== null;
    this.reachableCount = this.wilson ? (halved ? this.stateCount / 2 : this.stateCount) : undefined;
  }

  withMetric(metric: string): Puzzle {
    if (metric !== this.metric) throw new InputError(`${this.name} has only the step metric`, undefined, 'metric');
    return this;
  }

  parseState(text: string, role: string): State {
    return withFileContext(null, () => this.space.encode(parseCells(this.spec, text, role, this.spec.goal)));
  }

  formatState(state: State): string {
    const ids = Array.from(this.space.decode(state), (code) => this.spec.tokens[code]!);
    return joinTokens(ids, this.singleCharacterTokens);
  }

  goalAt(state: State): Goal {
    return { state, test: (candidate) => candidate === state, description: this.formatState(state) };
  }

  reachable(start: State, goal: Goal): boolean | undefined {
    if (goal.state === null) return undefined;
    if (this.distinctTokens && this.colours) {
      const from = this.space.decode(start);
      const to = this.space.decode(goal.state);
      const blankSide = this.colours[this.space.blankOf(start)]! ^ this.colours[this.space.blankOf(goal.state)]!;
      // A move swaps the blank with a neighbour: one transposition, and the blank changes colour.
      if (permutationParity(from, to) !== blankSide) return false;
    }
    return this.wilson ? true : undefined;
  }

  heuristic(goal: Goal): Heuristic {
    if (goal.state === null) return { name: 'none', estimate: () => 0 };
    // Each token must at least travel to the nearest goal cell holding its kind of token.
    const goalCodes = this.space.decode(goal.state);
    const cells = this.space.cells;
    const table = new Int32Array(this.spec.tokens.length * cells);
    for (let code = 1; code < this.spec.tokens.length; code++) {
      for (let cell = 0; cell < cells; cell++) {
        let nearest = Number.MAX_SAFE_INTEGER;
        goalCodes.forEach((goalCode, goalCell) => {
          if (goalCode === code) nearest = Math.min(nearest, this.distances[cell]![goalCell]!);
        });
        table[code * cells + cell] = nearest === Number.MAX_SAFE_INTEGER ? 0 : nearest;
      }
    }
    const board = this.space;
    const name = this.distinctTokens ? (this.spec.grid ? 'manhattan' : 'graph-distance') : 'nearest-same-token-distance';
    return {
      name,
      estimate: (state) => {
        const codes = board.decode(state);
        let sum = 0;
        for (let cell = 0; cell < cells; cell++) sum += table[codes[cell]! * cells + cell]!;
        return sum;
      },
      update: (state, bound, next) => {
        const to = board.blankOf(state);
        const from = board.blankOf(next);
        const token = board.tokenAt(state, from) * cells;
        return bound - table[token + from]! + table[token + to]!;
      },
    };
  }

  describeMove(from: State, to: State): string {
    const blank = this.space.blankOf(from);
    const cell = this.space.blankOf(to);
    const grid = this.spec.grid;
    if (grid) {
      const step = cell - blank;
      return step === grid.cols ? 'd' : step === -grid.cols ? 'u' : BLANK_DIRECTIONS[String(step)]!;
    }
    return `${this.spec.tokens[this.space.tokenAt(from, cell)]} ${cell}->${blank}`;
  }

  view(state: State): BoardView {
    const codes = Array.from(this.space.decode(state));
    return this.layout(
      codes.map((code) => this.spec.tokens[code]!),
      codes.map((code) => this.spec.glyphs[code]!),
    );
  }

  cellNumbering(): BoardView {
    const numbers = Array.from({ length: this.space.cells }, (_, cell) => String(cell));
    return this.layout(numbers, numbers);
  }

  private layout(tokens: string[], glyphs: string[]): BoardView {
    const grid = this.spec.grid;
    return grid ? { kind: 'grid', rows: grid.rows, cols: grid.cols, tokens, glyphs } : { kind: 'scatter', positions: this.spec.positions, tokens, glyphs };
  }
}

/**
 * Token by token when that fits in 53 bits (every bundled graph puzzle, and tile boards up to
 * 3×4); otherwise, for distinct tokens, the permutation's rank (up to 18 cells: the 4×4 board).
 */
function codecFor(spec: GraphSpec): BoardCodec {
  try {
    return new PackedBoard(spec.adjacency, spec.tokens.length);
  } catch (error) {
    if (new Set(spec.goal).size !== spec.goal.length) throw error;
    return new RankedBoard(spec.adjacency);
  }
}
