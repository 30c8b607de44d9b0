import { boardSymmetries, compose, inverse, transpose, type CellMap } from './board-symmetry.js';
import type { TileGeometry } from '../geometry.js';
import type { HeuristicRecipe, TileHeuristic } from '../heuristics.js';
import { databaseSources, type Partition } from './partitions.js';
import type { PatternDatabase } from './pattern-database.js';

/**
 * One read of a database: its tile i is the real tile `tiles[i]`, looked up at `map` of that
 * tile's cell. The map is the view's (the board itself, or its mirror image) followed by the
 * symmetry through which the group reads a database built for another group.
 */
interface Lookup {
  database: PatternDatabase;
  tiles: number[];
  map: CellMap;
}

/**
 * The sum of disjoint additive pattern databases in the positional layout (boards past 16
 * cells), with Korf and Felner's reflected lookup on square boards: Manhattan distance plus twice
 * the larger of two views' stored excesses — the board's, and its mirror image's about the main
 * diagonal, which is just as far from the goal. Every index is updated per move by a table
 * difference, (to − from) of the moved tile's weight, so a move costs one read per view. Groups
 * that are turned or mirrored copies of another read its database through the symmetry.
 */
export class PositionalPatternHeuristic implements TileHeuristic {
  readonly name: string;
  readonly recipe: HeuristicRecipe;
  private readonly cells: number;
  private readonly lookups: Lookup[] = [];
  private readonly nibbles: Uint8Array[];
  /** contribution[(lookup · cells + tile) · cells + cell]: what the tile on that cell adds to the lookup's index. */
  private readonly contribution: Int32Array;
  /** Per tile, the (up to two) lookups that read it, −1 for none. */
  private readonly lookupsOfTile: Int32Array;
  /** Per lookup, a bit per view it belongs to. */
  private readonly viewsOfLookup: Int32Array;
  private readonly index: Int32Array;
  private readonly excess: Int32Array;
  private readonly totals: Int32Array;
  private manhattan = 0;
  /** Per move: the Manhattan distance before it, and per lookup it changed, the lookup, its old index and excess. */
  private readonly history = new Int32Array(4096 * 7);
  private depth = 0;

  constructor(
    private readonly geometry: TileGeometry,
    partition: Partition,
    databases: readonly PatternDatabase[],
    name: string,
  ) {
    const { rows, cols, cells } = geometry;
    this.cells = cells;
    const reflect = rows === cols;
    const sources = databaseSources(partition, rows, cols);
    const built = sources.flatMap(({ map }, group) => (map ? [] : [group]));
    const identity = boardSymmetries(rows, cols)[0]!;
    const lookupOf = (database: PatternDatabase, map: CellMap): number => {
      let at = this.lookups.findIndex((lookup) => lookup.database === database && lookup.map.every((cell, from) => cell === map[from]));
      if (at < 0) {
        // The tile read as the database's tile i is the one whose goal cell the map takes to tile i's.
        const back = inverse(map);
        const tiles = database.tiles.map((tile) => (back[geometry.goalCellOf(tile)]! + 1) % cells);
        at = this.lookups.push({ database, tiles, map }) - 1;
      }
      return at;
    };
    const views = reflect ? [identity, transpose(rows)] : [identity];
    this.viewsOfLookup = new Int32Array(2 * partition.groups.length);
    views.forEach((view, at) => {
      sources.forEach(({ source, map }) => {
        this.viewsOfLookup[lookupOf(databases[built.indexOf(source)]!, compose(map ?? identity, view))]! |= 1 << at;
      });
    });
    this.name = reflect ? `${name} with reflection` : name;
    this.recipe = { kind: 'positional-pdb', name, partition, databases: databases.map(({ rows, cols, tiles, nibbles }) => ({ rows, cols, tiles, nibbles })) };
    const count = this.lookups.length;
    this.nibbles = this.lookups.map((lookup) => lookup.database.nibbles);
    this.contribution = new Int32Array(count * cells * cells);
    this.lookupsOfTile = new Int32Array(2 * cells).fill(-1);
    this.lookups.forEach(({ tiles, map }, lookup) => {
      tiles.forEach((tile, i) => {
        const slot = this.lookupsOfTile[2 * tile]! < 0 ? 2 * tile : 2 * tile + 1;
        this.lookupsOfTile[slot] = lookup;
        for (let cell = 0; cell < cells; cell++) this.contribution[(lookup * cells + tile) * cells + cell] = map[cell]! * cells ** i;
      });
    });
    this.index = new Int32Array(count);
    this.excess = new Int32Array(count);
    this.totals = new Int32Array(views.length);
  }

  private read(lookup: number, index: number): number {
    return (this.nibbles[lookup]![index >>> 1]! >>> ((index & 1) << 2)) & 15;
  }

  private bound(): number {
    const { totals } = this;
    const best = totals.length > 1 && totals[1]! > totals[0]! ? totals[1]! : totals[0]!;
    return this.manhattan + 2 * best;
  }

  reset(board: Uint8Array, positions: Uint8Array): number {
    const { cells, geometry } = this;
    this.depth = 0;
    this.manhattan = 0;
    for (let cell = 0; cell < cells; cell++) this.manhattan += geometry.manhattan[board[cell]! * cells + cell]!;
    this.totals.fill(0);
    this.lookups.forEach(({ tiles }, lookup) => {
      let index = 0;
      for (const tile of tiles) index += this.contribution[(lookup * cells + tile) * cells + positions[tile]!]!;
      this.index[lookup] = index;
      this.excess[lookup] = this.read(lookup, index);
      for (let view = 0; view < this.totals.length; view++) {
        if (this.viewsOfLookup[lookup]! & (1 << view)) this.totals[view]! += this.excess[lookup]!;
      }
    });
    return this.bound();
  }

  move(tile: number, from: number, to: number): number {
    const { cells, history, contribution, index, excess, totals, viewsOfLookup } = this;
    let at = this.depth++ * 7;
    history[at++] = this.manhattan;
    this.manhattan += this.geometry.manhattan[tile * cells + to]! - this.geometry.manhattan[tile * cells + from]!;
    for (let slot = 2 * tile; slot < 2 * tile + 2; slot++) {
      const lookup = this.lookupsOfTile[slot]!;
      history[at++] = lookup;
      if (lookup < 0) break;
      const base = (lookup * cells + tile) * cells;
      const old = excess[lookup]!;
      history[at++] = index[lookup]!;
      history[at++] = old;
      const now = index[lookup]! + contribution[base + to]! - contribution[base + from]!;
      index[lookup] = now;
      const value = this.read(lookup, now);
      excess[lookup] = value;
      const views = viewsOfLookup[lookup]!;
      if (views & 1) totals[0]! += value - old;
      if (views & 2) totals[1]! += value - old;
    }
    return this.bound();
  }

  undo(): void {
    const { history, index, excess, totals, viewsOfLookup } = this;
    this.depth--;
    let at = this.depth * 7;
    this.manhattan = history[at++]!;
    for (let slot = 0; slot < 2; slot++) {
      const lookup = history[at++]!;
      if (lookup < 0) break;
      const now = excess[lookup]!;
      index[lookup] = history[at++]!;
      const old = (excess[lookup] = history[at++]!);
      const views = viewsOfLookup[lookup]!;
      if (views & 1) totals[0]! += old - now;
      if (views & 2) totals[1]! += old - now;
    }
  }
}
