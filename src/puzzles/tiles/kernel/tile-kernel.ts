import { freemem } from 'node:os';
import type { BoundedSearch } from '../../../search/ida-star-in-place.js';
import { builtModule, WASM_PAGE, type WasmGlobal, type WasmMemory, wasm } from '../../../util/wasm.js';
import type { TileGeometry } from '../geometry.js';
import type { PositionalTables } from '../pdb/positional-heuristic.js';

/** The compiled search's module where the build left it (scripts/build.mjs compiles assembly/search.ts into it), else null. */
export const builtKernel = () => builtModule('tile-kernel.wasm');

/**
 * The compiled search, or null where its memory cannot be had: more than the machine has free, or
 * refused (V8 reserves far more address space for a module's memory than it holds, so an
 * address-space limit refuses it). The search then stays in JavaScript, with the same answer.
 */
export function compiledSearch(bytes: Uint8Array, geometry: TileGeometry, tables: PositionalTables, automaton: Int32Array): TileKernel | null {
  if (memoryNeeded(geometry, tables, automaton) > freemem()) return null;
  try {
    return new TileKernel(bytes, geometry, tables, automaton);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

interface KernelExports {
  table(i: number): number;
  freeMemory(): number;
  setup(cells: number, lookups: number, perTile: number, firstLate: number, splitCount: number, sumCount: number): void;
  reset(start: number): void;
  apply(move: number): void;
  undo(move: number): void;
  depth(): number;
  search(cheapBound: number, threshold: number, nextThreshold: number, generated: number, expanded: number, limit: number): number;
  path: WasmGlobal;
  nextThreshold: WasmGlobal;
  generated: WasmGlobal;
  expanded: WasmGlobal;
  stopped: WasmGlobal;
  MAX_LOOKUPS_A_TILE: WasmGlobal;
  MAX_CELLS: WasmGlobal;
  MAX_LOOKUPS: WasmGlobal;
  MAX_SUMS: WasmGlobal;
}

const STOPPED_BY_TICK = 1;
/** The module's integer for a next threshold not met yet (JavaScript's infinity). */
const NO_THRESHOLD = 0x3fffffff;
/** The module's own data (its static arrays) lies below this; the tables go above. */
const MODULE_DATA = 4 << 20;

/** The tables other than the databases, in the module's numbering of them (its `table`). */
const smallTables = (geometry: TileGeometry, tables: PositionalTables, automaton: Int32Array): ArrayBufferView[] => [
  tables.contribution,
  tables.lookupsOfTile,
  tables.sumsOfLookup,
  tables.splitEnds,
  geometry.manhattan,
  geometry.neighbour,
  automaton,
];

/** The module's memory: its own data, every table (aligned), the databases' addresses and the position. */
function memoryNeeded(geometry: TileGeometry, tables: PositionalTables, automaton: Int32Array): number {
  const arrays = [...smallTables(geometry, tables, automaton), ...new Set(tables.nibbles)];
  return MODULE_DATA + arrays.reduce((sum, array) => sum + array.byteLength + 16, 0) + 4 * tables.nibbles.length + tables.cells + 32;
}

/**
 * The bounded search of IDA* over a tile board with a positional pattern bound, in WebAssembly
 * (assembly/search.ts): a copy of the bound's tables in the module's memory (so each thread
 * holds its own), standing on the walker's position (the walker makes each of its moves here
 * too). It follows BoundedSearch.run node for node, about twice as fast.
 */
export class TileKernel {
  private readonly exports: KernelExports;
  private readonly memory: WasmMemory;
  private readonly start: number;
  private readonly cells: number;
  /** The search being run, whose tick the module asks for; and what that tick threw. */
  private running: BoundedSearch | null = null;
  private thrown: unknown = null;

  constructor(bytes: Uint8Array, geometry: TileGeometry, tables: PositionalTables, automaton: Int32Array) {
    const databases = [...new Set(tables.nibbles)];
    const small = smallTables(geometry, tables, automaton);
    this.memory = new wasm.Memory({ initial: Math.ceil(memoryNeeded(geometry, tables, automaton) / WASM_PAGE) });
    const imports = {
      env: { memory: this.memory, abort: () => this.fail('stopped on an assertion') },
      search: { tick: (generated: number, expanded: number) => this.tick(generated, expanded) },
    };
    this.exports = new wasm.Instance(new wasm.Module(bytes), imports).exports as unknown as KernelExports;
    const { exports } = this;
    const fits =
      exports.freeMemory() <= MODULE_DATA &&
      tables.cells <= exports.MAX_CELLS.value &&
      tables.nibbles.length <= exports.MAX_LOOKUPS.value &&
      tables.perTile <= exports.MAX_LOOKUPS_A_TILE.value &&
      tables.sumCount <= exports.MAX_SUMS.value;
    if (!fits) this.fail('was not built for a bound this large');
    let free = MODULE_DATA;
    const place = (array: ArrayBufferView): number => {
      const at = free;
      new Uint8Array(this.memory.buffer, at, array.byteLength).set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
      free = (at + array.byteLength + 15) & ~15;
      return at;
    };
    const words = new Uint32Array(this.memory.buffer);
    small.forEach((array, i) => {
      words[exports.table(i) >>> 2] = place(array);
    });
    const databaseAt = databases.map(place);
    words[exports.table(small.length) >>> 2] = place(Int32Array.from(tables.nibbles, (nibbles) => databaseAt[databases.indexOf(nibbles)]!));
    this.cells = tables.cells;
    this.start = place(new Uint8Array(tables.cells));
    exports.setup(tables.cells, tables.nibbles.length, tables.perTile, tables.firstLate, tables.splitCount, tables.sumCount);
  }

  /** Stands on `board`, the move machine at its start (a walker's start: the walker then makes every move here too). */
  reset(board: Uint8Array): void {
    new Uint8Array(this.memory.buffer, this.start, this.cells).set(board);
    this.exports.reset(this.start);
  }

  apply(move: number): void {
    this.exports.apply(move);
  }

  undo(move: number): void {
    this.exports.undo(move);
  }

  /** `search.run` from the position at `depth`: the goal's depth, or -1 (see InPlaceSpace.searchBelow). */
  search(search: BoundedSearch, depth: number, cheapBound: number): number {
    const { exports } = this;
    if (exports.depth() !== depth) this.fail('no longer stands where its walker does');
    this.running = search;
    const { stats } = search;
    const above = Math.min(search.nextThreshold, NO_THRESHOLD);
    const goal = exports.search(cheapBound, search.threshold, above, stats.generated, stats.expanded, search.maxExpanded);
    this.running = null;
    stats.generated = exports.generated.value;
    stats.expanded = exports.expanded.value;
    const next = exports.nextThreshold.value;
    search.nextThreshold = next === NO_THRESHOLD ? Number.POSITIVE_INFINITY : next;
    if (exports.stopped.value === STOPPED_BY_TICK) {
      const thrown = this.thrown;
      this.thrown = null;
      throw thrown;
    }
    if (exports.stopped.value !== 0) search.stopAtLimit();
    if (goal >= 0) {
      const path = new Int32Array(this.memory.buffer, exports.path.value, goal);
      for (let d = depth; d < goal; d++) search.path[d] = path[d]!;
    }
    return goal;
  }

  /** The module's tick: the search's own, whose throw stops the module (and is thrown again once it has returned). */
  private tick(generated: number, expanded: number): number {
    const search = this.running!;
    search.stats.generated = generated;
    search.stats.expanded = expanded;
    try {
      search.tick();
      return 0;
    } catch (error) {
      this.thrown = error;
      return STOPPED_BY_TICK;
    }
  }

  /** A defect, not bad input: the module and this host disagree. */
  private fail(reason: string): never {
    throw new Error(`the compiled tile search ${reason}`);
  }
}
