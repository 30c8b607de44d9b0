import { builtModule, WASM_PAGE, type WasmGlobal, type WasmMemory, wasm } from '../../../util/wasm.js';

/**
 * A block box of at most 64 cells as the compiled search reads it (WideBlockSpace.compactBoard):
 * per kind · cells + anchor, the cells a piece covers there and those next to it, as 64-bit sets,
 * and whether it may stand there; per cell its four neighbours; per anchor slot its kind, per kind
 * its slots; per kind · cells + anchor, the random number a position's hash XORs in.
 */
export interface CompactBoard {
  readonly cells: number;
  readonly pieces: number;
  readonly open: bigint;
  readonly footprints: BigUint64Array;
  readonly halos: BigUint64Array;
  readonly allowed: Uint8Array;
  readonly neighbours: Int32Array;
  readonly kindOf: Int32Array;
  readonly kindStart: Int32Array;
  readonly kindEnd: Int32Array;
  readonly zobrist: Int32Array;
}

/** What the compiled search found: the positions (anchors) from the start to the goal, or null when none is reachable. */
export interface KernelResult {
  readonly path: Uint16Array[] | null;
  readonly stats: { generated: number; expanded: number; stored: number };
}

interface KernelExports {
  freeMemory(): number;
  setUp(header: number, open: bigint): void;
  search(goalSlot: number, target: number, budget: number): number;
  parentOf(id: number): number;
  size: WasmGlobal;
  expanded: WasmGlobal;
  generated: WasmGlobal;
  EXHAUSTED: WasmGlobal;
  FULL: WasmGlobal;
  PAUSED: WasmGlobal;
  FIELDS: WasmGlobal;
}

/** The header's fields (32-bit numbers), in the order of `Field` in assembly/breadth-first.ts. */
const HEADER = [
  'cells',
  'pieces',
  'footprints',
  'halos',
  'allowed',
  'neighbours',
  'kindOf',
  'kindStart',
  'kindEnd',
  'zobrist',
  'anchors',
  'parents',
  'lastMoved',
  'hashes',
  'slots',
  'slotCount',
  'scratch',
  'most',
  'hash',
] as const;

/** Positions the module expands a call: after the first few calls V8 runs its optimised code, which a single long call would never reach. */
const EXPANSIONS_PER_CALL = 1_000;

/** WebAssembly's 32-bit addresses: a search whose arrays would not fit is left to JavaScript. */
const ADDRESSABLE = 2 ** 32 - WASM_PAGE;

/** The module the build compiled (assembly/breadth-first.ts), once per process; null when run from source. */
let compiled: object | null | undefined;
function builtKernel(): object | null {
  if (compiled === undefined) {
    const bytes = builtModule('block-kernel.wasm');
    compiled = bytes && new wasm.Module(bytes);
  }
  return compiled;
}

/**
 * Breadth-first search in the piece metric from `start` (anchors) until the piece in anchor slot
 * `goalSlot` stands at `target`, compiled: a short search (a GNOME level of tens of thousands of
 * positions) takes a fifth of the time the JavaScript spaces take before V8 has optimised them.
 * Undefined where it cannot answer: no compiled module (`module` overrides the build's), or more than
 * `maxStates` positions met first (the caller then searches in its own way).
 */
export function compiledBreadthFirst(
  board: CompactBoard,
  start: Uint16Array,
  goalSlot: number,
  target: number,
  maxStates: number,
  module: object | null = builtKernel(),
): KernelResult | undefined {
  if (!module) return undefined;
  const { cells, pieces } = board;
  const slotCount = 2 ** Math.ceil(Math.log2(2 * Math.max(maxStates, 1)));
  const memory = layout(cells, pieces, board.kindStart.length, maxStates, slotCount);
  if (memory.bytes > ADDRESSABLE) return undefined;
  let space: WasmMemory;
  try {
    space = new wasm.Memory({ initial: Math.ceil(memory.bytes / WASM_PAGE) });
  } catch {
    return undefined;
  }
  const kernel = new wasm.Instance(module, { env: { memory: space, abort: () => undefined } }).exports as unknown as KernelExports;
  const at = memory.at(kernel.freeMemory());
  const buffer = space.buffer;
  new BigUint64Array(buffer, at.footprints, board.footprints.length).set(board.footprints);
  new BigUint64Array(buffer, at.halos, board.halos.length).set(board.halos);
  new Uint8Array(buffer, at.allowed, board.allowed.length).set(board.allowed);
  new Int32Array(buffer, at.neighbours, board.neighbours.length).set(board.neighbours);
  new Int32Array(buffer, at.kindOf, board.kindOf.length).set(board.kindOf);
  new Int32Array(buffer, at.kindStart, board.kindStart.length).set(board.kindStart);
  new Int32Array(buffer, at.kindEnd, board.kindEnd.length).set(board.kindEnd);
  new Int32Array(buffer, at.zobrist, board.zobrist.length).set(board.zobrist);
  new Uint16Array(buffer, at.anchors, pieces).set(start);
  let hash = 0;
  for (let i = 0; i < pieces; i++) hash ^= board.zobrist[board.kindOf[i]! * cells + start[i]!]!;
  // A module of another build, which would read the header otherwise: JavaScript searches instead.
  if (kernel.FIELDS.value !== HEADER.length) return undefined;
  const fields: Record<(typeof HEADER)[number], number> = { ...at, cells, pieces, slotCount, most: maxStates, hash };
  new Int32Array(buffer, at.header, HEADER.length).set(HEADER.map((name) => fields[name]));
  kernel.setUp(at.header, board.open);
  let found = kernel.search(goalSlot, target, EXPANSIONS_PER_CALL);
  while (found === kernel.PAUSED.value) found = kernel.search(goalSlot, target, EXPANSIONS_PER_CALL);
  if (found === kernel.FULL.value) return undefined;
  const stats = { generated: kernel.generated.value, expanded: kernel.expanded.value, stored: kernel.size.value };
  if (found === kernel.EXHAUSTED.value) return { path: null, stats };
  const path: Uint16Array[] = [];
  for (let id = found; id >= 0; id = kernel.parentOf(id)) path.push(new Uint16Array(buffer, at.anchors + id * pieces * 2, pieces).slice());
  return { path: path.reverse(), stats };
}

/** Where each of the search's arrays goes, above the module's own memory, and how many bytes they take from address 0. */
function layout(cells: number, pieces: number, kinds: number, maxStates: number, slotCount: number) {
  const sizes = {
    header: 4 * HEADER.length,
    footprints: 8 * kinds * cells,
    halos: 8 * kinds * cells,
    allowed: kinds * cells,
    neighbours: 16 * cells,
    kindOf: 4 * pieces,
    kindStart: 4 * kinds,
    kindEnd: 4 * kinds,
    zobrist: 4 * kinds * cells,
    scratch: 4 * pieces + 8 * cells,
    slots: 4 * slotCount,
    parents: 4 * maxStates,
    lastMoved: 4 * maxStates,
    hashes: 4 * maxStates,
    anchors: 2 * pieces * maxStates,
  };
  // The module's own data is a few hundred bytes; a page leaves room to spare.
  const bytes = WASM_PAGE + Object.values(sizes).reduce((sum, size) => sum + ((size + 7) & ~7), 0);
  return {
    bytes,
    at(base: number): Record<keyof typeof sizes, number> {
      let next = base;
      return Object.fromEntries(
        Object.entries(sizes).map(([name, size]) => {
          const where = next;
          next += (size + 7) & ~7;
          return [name, where];
        }),
      ) as Record<keyof typeof sizes, number>;
    },
  };
}
