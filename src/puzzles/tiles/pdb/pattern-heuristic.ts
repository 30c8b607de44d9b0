import { transpose } from './board-symmetry.js';
import type { TileGeometry } from '../geometry.js';
import { ManhattanDistance, type HeuristicRecipe, type TileHeuristic } from '../heuristics.js';
import type { PatternDatabase } from './pattern-database.js';

/**
 * One way of reading the board into the databases: the position a group's tile `a` is looked up
 * at is cellMap[positions[tileMap[a]]]. The identity maps read the board itself; the transpose
 * reads the board mirrored in its main diagonal (Korf and Felner's reflected lookup), which on a
 * square board with the blank last is another position just as far from the goal.
 */
interface View {
  tileMap: Int32Array;
  cellMap: Int32Array;
  /** For each real tile, the group of the view tile that reads it. */
  groupOfTile: Int32Array;
  excess: Int32Array;
  total: number;
}

/**
 * The sum of disjoint additive pattern databases: Manhattan distance plus twice each group's
 * stored excess; with reflection, the larger of the board's and its transpose's sums. A move
 * changes one group's placement in each view, so one rank per view is recomputed per move.
 */
export class PatternDatabaseHeuristic implements TileHeuristic {
  readonly name: string;
  readonly recipe: HeuristicRecipe;
  private readonly manhattan: ManhattanDistance;
  private readonly views: View[];
  private readonly cells: Uint8Array;
  /** Per move and view: the group whose excess changed and its old excess. */
  private readonly history: Int32Array;
  private depth = 0;
  /** The walker's positions, read by `peek` (the same array every move and reset is given). */
  private positions: Uint8Array = new Uint8Array(0);
  /** The last peek's move, and the excess it read per view: the move that follows it reuses them. */
  private peekedTile = -1;
  private peekedTo = -1;
  private peekedDepth = -1;
  private readonly peekedExcess: Int32Array;

  constructor(
    geometry: TileGeometry,
    private readonly databases: readonly PatternDatabase[],
    name: string,
    reflect = false,
  ) {
    this.manhattan = new ManhattanDistance(geometry);
    this.cells = new Uint8Array(16);
    const identity = Int32Array.from({ length: geometry.cells }, (_, i) => i);
    this.views = [this.view(identity, identity)];
    if (reflect) {
      const transposeCell = transpose(geometry.rows);
      const transposeTile = Int32Array.from(identity, (tile) => (tile === 0 ? 0 : transposeCell[tile - 1]! + 1));
      this.views.push(this.view(transposeTile, transposeCell));
    }
    this.name = reflect ? `${name} with reflection` : name;
    this.recipe = { kind: 'ranked-pdb', name, reflect, databases: databases.map(({ rows, cols, tiles, nibbles }) => ({ rows, cols, tiles, nibbles })) };
    this.history = new Int32Array(4096 * 2 * this.views.length);
    this.peekedExcess = new Int32Array(this.views.length);
  }

  private view(tileMap: Int32Array, cellMap: Int32Array): View {
    const groupOfTile = new Int32Array(tileMap.length).fill(-1);
    this.databases.forEach((database, group) => {
      for (const tile of database.tiles) groupOfTile[tileMap[tile]!] = group;
    });
    return { tileMap, cellMap, groupOfTile, excess: new Int32Array(this.databases.length), total: 0 };
  }

  private excessOf(view: View, group: number, positions: Uint8Array): number {
    const database = this.databases[group]!;
    const tiles = database.tiles;
    for (let i = 0; i < tiles.length; i++) this.cells[i] = view.cellMap[positions[view.tileMap[tiles[i]!]!]!]!;
    return database.excess(database.rank(this.cells));
  }

  private bound(md: number): number {
    let best = 0;
    for (const view of this.views) if (view.total > best) best = view.total;
    return md + 2 * best;
  }

  reset(board: Uint8Array, positions: Uint8Array): number {
    this.depth = 0;
    this.positions = positions;
    this.peekedDepth = -1;
    for (const view of this.views) {
      view.total = 0;
      for (let group = 0; group < this.databases.length; group++) {
        view.excess[group] = this.excessOf(view, group, positions);
        view.total += view.excess[group]!;
      }
    }
    return this.bound(this.manhattan.reset(board));
  }

  /** The bound after the move: its ranks and reads made with the tile put on `to` for a moment. */
  peek(tile: number, from: number, to: number): number {
    const { positions, peekedExcess, views } = this;
    positions[tile] = to;
    let best = 0;
    for (let v = 0; v < views.length; v++) {
      const view = views[v]!;
      const group = view.groupOfTile[tile]!;
      let total = view.total;
      if (group >= 0) {
        const now = this.excessOf(view, group, positions);
        peekedExcess[v] = now;
        total += now - view.excess[group]!;
      }
      if (total > best) best = total;
    }
    positions[tile] = from;
    this.peekedTile = tile;
    this.peekedTo = to;
    this.peekedDepth = this.depth;
    return this.manhattan.distanceAfter(tile, from, to) + 2 * best;
  }

  move(tile: number, from: number, to: number, _board: Uint8Array, positions: Uint8Array): number {
    const md = this.manhattan.move(tile, from, to);
    const reuse = this.peekedDepth === this.depth && this.peekedTile === tile && this.peekedTo === to;
    this.peekedDepth = -1;
    let at = this.depth++ * 2 * this.views.length;
    for (let v = 0; v < this.views.length; v++) {
      const view = this.views[v]!;
      const group = view.groupOfTile[tile]!;
      this.history[at++] = group;
      if (group < 0) {
        at++;
        continue;
      }
      const old = view.excess[group]!;
      const now = reuse ? this.peekedExcess[v]! : this.excessOf(view, group, positions);
      this.history[at++] = old;
      view.excess[group] = now;
      view.total += now - old;
    }
    return this.bound(md);
  }

  undo(): void {
    this.manhattan.undo();
    this.depth--;
    this.peekedDepth = -1;
    let at = this.depth * 2 * this.views.length;
    for (const view of this.views) {
      const group = this.history[at++]!;
      const old = this.history[at++]!;
      if (group < 0) continue;
      view.total += old - view.excess[group]!;
      view.excess[group] = old;
    }
  }
}
