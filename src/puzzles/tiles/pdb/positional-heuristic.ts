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

/** A positional bound's tables, as `PositionalPatternHeuristic` keeps them (its fields say what each holds). */
export interface PositionalTables {
  cells: number;
  perTile: number;
  firstLate: number;
  splitCount: number;
  sumCount: number;
  contribution: Int32Array;
  lookupsOfTile: Int32Array;
  sumsOfLookup: Int32Array;
  splitEnds: Int32Array;
  /** Per lookup, its database's entries (lookups may share one). */
  nibbles: readonly Uint8Array[];
}

/**
 * The sum of disjoint additive pattern databases in the positional layout (boards past 16
 * cells), with Korf and Felner's reflected lookup on square boards: Manhattan distance plus twice
 * the largest stored excess of any split in either view — the board's, and its mirror image's
 * about the main diagonal, which is just as far from the goal. Every index is updated per move
 * by a table difference, (to − from) of the moved tile's weight. Groups that are turned or
 * mirrored copies of another read its database through the symmetry. A move reads at once only
 * the first split's databases (its bound is `move`'s); the other splits' reads wait for
 * `sharpen`, which a search asks for only where the first split's bound does not prune, and
 * which reads split after split only until one prunes.
 */
export class PositionalPatternHeuristic implements TileHeuristic {
  readonly name: string;
  readonly recipe: HeuristicRecipe;
  private readonly cells: number;
  private readonly lookups: Lookup[] = [];
  private readonly nibbles: Uint8Array[];
  /** contribution[(lookup · cells + tile) · cells + cell]: what the tile on that cell adds to the lookup's index. */
  private readonly contribution: Int32Array;
  /** Per tile, the lookups that read it (`perTile` slots, −1 after the last). */
  private readonly lookupsOfTile: Int32Array;
  private readonly perTile: number;
  /** Per lookup, a bit per sum (a split in a view) it adds to. */
  private readonly sumsOfLookup: Int32Array;
  /** The lookups of the first split (read as a move is made), then the others (read by sharpen), from `firstLate` on. */
  private readonly firstLate: number;
  /** Per split, the end of its lookups: split s reads only lookups before splitEnds[s] (those of splits 0 to s). */
  private readonly splitEnds: Int32Array;
  /** Per late lookup: whether its index has moved since its excess was read. */
  private readonly stale: Uint8Array;
  readonly sharpen?: (limit: number) => number;
  private readonly index: Int32Array;
  private readonly excess: Int32Array;
  /** Per view, per split: the sum of its groups' excesses (view v's split s at v · splitCount + s). */
  private readonly sums: Int32Array;
  private readonly splitCount: number;
  private manhattan = 0;
  /** Per move: the Manhattan distance before it, and per lookup it changed, the lookup, its old index and excess. */
  private readonly history: Int32Array;
  private readonly historyStride: number;
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
    const sumsOf: number[] = [];
    const splitEnds: number[] = [];
    // Split by split, in both views: a split's lookups come after those of the splits before it.
    for (const [s, split] of partition.splits.entries()) {
      views.forEach((view, at) => {
        for (const group of split) {
          const { source, map } = sources[group]!;
          const lookup = lookupOf(databases[built.indexOf(source)]!, compose(map ?? identity, view));
          sumsOf[lookup] = (sumsOf[lookup] ?? 0) | (1 << (at * partition.splits.length + s));
        }
      });
      splitEnds.push(this.lookups.length);
    }
    this.sumsOfLookup = Int32Array.from(sumsOf);
    this.splitEnds = Int32Array.from(splitEnds);
    this.firstLate = splitEnds[0]!;
    this.stale = new Uint8Array(this.lookups.length);
    this.splitCount = partition.splits.length;
    if (this.firstLate < this.lookups.length) this.sharpen = (limit) => this.sharpened(limit);
    this.name = reflect ? `${name} with reflection` : name;
    this.recipe = { kind: 'positional-pdb', name, partition, databases: databases.map(({ rows, cols, tiles, nibbles }) => ({ rows, cols, tiles, nibbles })) };
    const count = this.lookups.length;
    this.nibbles = this.lookups.map((lookup) => lookup.database.nibbles);
    this.contribution = new Int32Array(count * cells * cells);
    const readers: number[][] = Array.from({ length: cells }, () => []);
    this.lookups.forEach(({ tiles, map }, lookup) => {
      tiles.forEach((tile, i) => {
        readers[tile]!.push(lookup);
        for (let cell = 0; cell < cells; cell++) this.contribution[(lookup * cells + tile) * cells + cell] = map[cell]! * cells ** i;
      });
    });
    this.perTile = Math.max(...readers.map((lookups) => lookups.length)) + 1;
    this.lookupsOfTile = new Int32Array(this.perTile * cells).fill(-1);
    readers.forEach((lookups, tile) => {
      this.lookupsOfTile.set(lookups, tile * this.perTile);
    });
    this.historyStride = 1 + 3 * this.perTile;
    this.history = new Int32Array(4096 * this.historyStride);
    this.index = new Int32Array(count);
    this.excess = new Int32Array(count);
    this.sums = new Int32Array(views.length * partition.splits.length);
  }

  /** What a compiled search needs to follow this bound (see kernel/tile-kernel.ts): its tables, shared, not copied. */
  get tables(): PositionalTables {
    const { cells, perTile, firstLate, splitCount, contribution, lookupsOfTile, sumsOfLookup, splitEnds, nibbles } = this;
    return { cells, perTile, firstLate, splitCount, sumCount: this.sums.length, contribution, lookupsOfTile, sumsOfLookup, splitEnds, nibbles };
  }

  private read(lookup: number, index: number): number {
    return (this.nibbles[lookup]![index >>> 1]! >>> ((index & 1) << 2)) & 15;
  }

  /** Manhattan distance plus twice the largest sum: of the first split only (`firstOnly`), or of every split. */
  private bound(firstOnly: boolean): number {
    const { sums } = this;
    const step = firstOnly ? this.splitCount : 1;
    let best = sums[0]!;
    for (let s = step; s < sums.length; s += step) if (sums[s]! > best) best = sums[s]!;
    return this.manhattan + 2 * best;
  }

  /** The first split's bound after the move, from its two reads, with nothing changed. */
  peek(tile: number, from: number, to: number): number {
    const { cells, contribution, index, excess, lookupsOfTile, firstLate, sums, sumsOfLookup } = this;
    const mirrored = sums.length > this.splitCount ? this.splitCount : 0;
    let board = sums[0]!;
    let mirror = sums[mirrored]!;
    for (let slot = tile * this.perTile; ; slot++) {
      const lookup = lookupsOfTile[slot]!;
      if (lookup < 0 || lookup >= firstLate) break;
      const base = (lookup * cells + tile) * cells;
      const change = this.read(lookup, index[lookup]! + contribution[base + to]! - contribution[base + from]!) - excess[lookup]!;
      const bits = sumsOfLookup[lookup]!;
      if (bits & 1) board += change;
      if (bits & (1 << mirrored)) mirror += change;
    }
    const { manhattan } = this.geometry;
    return this.manhattan + manhattan[tile * cells + to]! - manhattan[tile * cells + from]! + 2 * (board > mirror ? board : mirror);
  }

  /** Adds `change` to every sum the lookup is part of. */
  private addTo(lookup: number, change: number): void {
    const { sums } = this;
    for (let bits = this.sumsOfLookup[lookup]!; bits !== 0; bits &= bits - 1) sums[31 - Math.clz32(bits & -bits)]! += change;
  }

  reset(board: Uint8Array, positions: Uint8Array): number {
    const { cells, geometry } = this;
    this.depth = 0;
    this.manhattan = 0;
    for (let cell = 0; cell < cells; cell++) this.manhattan += geometry.manhattan[board[cell]! * cells + cell]!;
    this.sums.fill(0);
    this.stale.fill(0);
    this.lookups.forEach(({ tiles }, lookup) => {
      let index = 0;
      for (const tile of tiles) index += this.contribution[(lookup * cells + tile) * cells + positions[tile]!]!;
      this.index[lookup] = index;
      this.excess[lookup] = this.read(lookup, index);
      this.addTo(lookup, this.excess[lookup]!);
    });
    return this.bound(false);
  }

  move(tile: number, from: number, to: number): number {
    const { cells, history, contribution, index, excess, lookupsOfTile, stale, firstLate } = this;
    let at = this.depth++ * this.historyStride;
    history[at++] = this.manhattan;
    this.manhattan += this.geometry.manhattan[tile * cells + to]! - this.geometry.manhattan[tile * cells + from]!;
    for (let slot = tile * this.perTile; ; slot++) {
      const lookup = lookupsOfTile[slot]!;
      history[at++] = lookup;
      if (lookup < 0) break;
      const base = (lookup * cells + tile) * cells;
      const old = excess[lookup]!;
      history[at++] = index[lookup]!;
      // A late lookup's excess is read by sharpen: its staleness is restored with it.
      history[at++] = old | (stale[lookup]! << 4);
      const now = index[lookup]! + contribution[base + to]! - contribution[base + from]!;
      index[lookup] = now;
      if (lookup >= firstLate) {
        stale[lookup] = 1;
        continue;
      }
      const value = this.read(lookup, now);
      excess[lookup] = value;
      if (value !== old) this.addTo(lookup, value - old);
    }
    return this.bound(firstLate < this.lookups.length);
  }

  /**
   * Reads the late lookups whose indexes moved, split by split, until the bound of the splits
   * read passes `limit` (a split's sum counts only once all its lookups are read); the bound.
   */
  private sharpened(limit: number): number {
    const { stale, excess, index, sums, splitEnds, splitCount } = this;
    const mirrored = sums.length > splitCount ? splitCount : 0;
    let best = Math.max(sums[0]!, sums[mirrored]!);
    let lookup = this.firstLate;
    for (let split = 1; split < splitCount && this.manhattan + 2 * best <= limit; split++) {
      for (const end = splitEnds[split]!; lookup < end; lookup++) {
        if (stale[lookup] === 0) continue;
        stale[lookup] = 0;
        const value = this.read(lookup, index[lookup]!);
        if (value !== excess[lookup]) this.addTo(lookup, value - excess[lookup]!);
        excess[lookup] = value;
      }
      best = Math.max(best, sums[split]!, sums[mirrored + split]!);
    }
    return this.manhattan + 2 * best;
  }

  undo(): void {
    const { history, index, excess, stale } = this;
    this.depth--;
    let at = this.depth * this.historyStride;
    this.manhattan = history[at++]!;
    for (;;) {
      const lookup = history[at++]!;
      if (lookup < 0) break;
      const now = excess[lookup]!;
      index[lookup] = history[at++]!;
      const saved = history[at++]!;
      const old = (excess[lookup] = saved & 15);
      stale[lookup] = saved >>> 4;
      if (old !== now) this.addTo(lookup, old - now);
    }
  }
}
