import { idaStarInPlace, type InPlaceResult } from '../../search/ida-star-in-place.js';
import type { SearchLimits } from '../../search/space.js';
import { partitionsFor } from './pdb/partitions.js';
import { withFileContext } from '../definition-file.js';
import { parseCells } from '../graph/definition.js';
import { InputError } from '../../util/input-error.js';
import type { BoardView } from '../puzzle.js';
import { joinTokens } from '../token-notation.js';
import { tilesGraphSpec, type TilesSetup } from './definition.js';
import { BLANK_MOVES, TileGeometry } from './geometry.js';
import { LinearConflict, ManhattanDistance, type TileHeuristic } from './heuristics.js';
import { TileWalker } from './tile-walker.js';
import { tileAutomaton } from './move-pruning.js';
import type { WalkerRecipe } from './walker-recipe.js';

export const TILE_HEURISTICS = ['manhattan', 'linear-conflict', 'pdb'] as const;
export type TileHeuristicName = (typeof TILE_HEURISTICS)[number];

/** A tile board family: reads positions and solves them optimally with IDA*, in place. */
export class TileBoard {
  readonly geometry: TileGeometry;
  private readonly spec;

  constructor(readonly setup: TilesSetup) {
    this.geometry = new TileGeometry(setup.rows, setup.cols);
    this.spec = tilesGraphSpec(setup);
  }

  get goal(): Uint8Array {
    return this.spec.goal;
  }

  get defaultStart(): Uint8Array {
    return this.spec.start;
  }

  /** A position in the contract's notation (tokens separated by spaces, commas or slashes). */
  parse(text: string, role: string): Uint8Array {
    return withFileContext(null, () => parseCells(this.spec, text, role, this.spec.goal));
  }

  format(board: ArrayLike<number>): string {
    return joinTokens(Array.from(board, String), this.geometry.cells <= 10);
  }

  solvable(start: ArrayLike<number>): boolean {
    return this.geometry.sameParity(start, this.spec.goal);
  }

  /** The named bound; `database` is the pattern-database bound, when one is at hand. */
  heuristic(name: TileHeuristicName, database: TileHeuristic | null): TileHeuristic {
    if (name === 'manhattan') return new ManhattanDistance(this.geometry);
    if (name === 'linear-conflict') return new LinearConflict(this.geometry);
    if (!database) throw new InputError(`no pattern database for a ${this.setup.rows}×${this.setup.cols} board is at hand`, undefined, 'heuristic');
    return database;
  }

  /** Whether pattern databases are defined for this board (so a missing one is worth a word). */
  get hasPartitions(): boolean {
    return partitionsFor(this.setup.rows, this.setup.cols).length > 0;
  }

  solve(start: Uint8Array, heuristic: TileHeuristic, limits: SearchLimits = {}): InPlaceResult {
    return idaStarInPlace(this.walker(start, heuristic), limits);
  }

  walker(start: Uint8Array, heuristic: TileHeuristic): TileWalker {
    return new TileWalker(this.geometry, heuristic, start);
  }

  /** The walk as plain data, for the worker threads of a parallel search. */
  recipe(start: Uint8Array, heuristic: TileHeuristic): WalkerRecipe {
    return { rows: this.setup.rows, cols: this.setup.cols, start: Array.from(start), heuristic: heuristic.recipe, pruning: tileAutomaton().table };
  }

  view(board: ArrayLike<number>): BoardView {
    const tokens = Array.from(board, String);
    const glyphs = tokens.map((token) => (token === '0' ? '' : token));
    return { kind: 'grid', rows: this.setup.rows, cols: this.setup.cols, tokens, glyphs };
  }

  /** The board with each cell showing its index in state strings. */
  numbering(): BoardView {
    const numbers = Array.from({ length: this.geometry.cells }, (_, cell) => String(cell));
    return { kind: 'grid', rows: this.setup.rows, cols: this.setup.cols, tokens: numbers, glyphs: numbers };
  }

  /** The positions along a solution, start first. */
  replay(start: Uint8Array, moves: readonly number[]): Uint8Array[] {
    const boards = [start];
    let board = start;
    let blank = board.indexOf(0);
    for (const move of moves) {
      const next = this.geometry.neighbour[blank * 4 + move]!;
      if (next < 0) throw new RangeError(`move ${BLANK_MOVES[move]} leaves the board`);
      board = Uint8Array.from(board);
      board[blank] = board[next]!;
      board[next] = 0;
      blank = next;
      boards.push(board);
    }
    return boards;
  }
}
