import type { TileGeometry } from './geometry.js';
import { ManhattanDistance, type TileHeuristic } from './heuristics.js';
import type { PatternDatabase } from './pattern-database.js';

/**
 * The sum of disjoint additive pattern databases: Manhattan distance plus twice each group's
 * stored excess. A move changes one group's placement, so one rank is recomputed per move.
 */
export class PatternDatabaseHeuristic implements TileHeuristic {
  readonly name: string;
  private readonly manhattan: ManhattanDistance;
  private readonly groupOf: Int32Array;
  private readonly excess: Int32Array;
  private readonly cells: Uint8Array;
  /** Per move: the group whose excess changed and its old excess. */
  private readonly history = new Int32Array(4096 * 2);
  private depth = 0;
  private totalExcess = 0;

  constructor(
    geometry: TileGeometry,
    private readonly databases: readonly PatternDatabase[],
    name: string,
  ) {
    this.name = name;
    this.manhattan = new ManhattanDistance(geometry);
    this.groupOf = new Int32Array(geometry.cells).fill(-1);
    databases.forEach((database, group) => database.tiles.forEach((tile) => (this.groupOf[tile] = group)));
    this.excess = new Int32Array(databases.length);
    this.cells = new Uint8Array(16);
  }

  private excessOf(group: number, positions: Uint8Array): number {
    const database = this.databases[group]!;
    const tiles = database.tiles;
    for (let i = 0; i < tiles.length; i++) this.cells[i] = positions[tiles[i]!]!;
    return database.excess(database.rank(this.cells));
  }

  reset(board: Uint8Array, positions: Uint8Array): number {
    this.depth = 0;
    this.totalExcess = 0;
    for (let group = 0; group < this.databases.length; group++) {
      this.excess[group] = this.excessOf(group, positions);
      this.totalExcess += this.excess[group]!;
    }
    return this.manhattan.reset(board) + 2 * this.totalExcess;
  }

  move(tile: number, from: number, to: number, _board: Uint8Array, positions: Uint8Array): number {
    const md = this.manhattan.move(tile, from, to);
    const group = this.groupOf[tile]!;
    const base = this.depth++ * 2;
    this.history[base] = group;
    if (group >= 0) {
      const old = this.excess[group]!;
      const now = this.excessOf(group, positions);
      this.history[base + 1] = old;
      this.excess[group] = now;
      this.totalExcess += now - old;
    }
    return md + 2 * this.totalExcess;
  }

  undo(): void {
    this.manhattan.undo();
    const base = --this.depth * 2;
    const group = this.history[base]!;
    if (group < 0) return;
    this.totalExcess += this.history[base + 1]! - this.excess[group]!;
    this.excess[group] = this.history[base + 1]!;
  }
}
