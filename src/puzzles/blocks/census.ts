import * as v from 'valibot';
import type { State } from '../../search/space.js';
import { CommonFields, DefinitionError, validate, withFileContext } from '../definition-file.js';
import { classifyPieceSet } from '../census-run.js';
import type { CensusHooks } from '../types.js';
import { BlockSpace, METRICS, type Metric } from './block-space.js';
import { formatLayout, type Box, type Kind } from './layout.js';
import { parseShape } from './shapes.js';
import { eventsHeard } from '../../util/event-loop.js';

/** Boxes of a census are bitboards of one 32-bit word (BlockSpace's own limit). */
const MAX_CENSUS_CELLS = 31;

const Count = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more'));
const Index = Count;

/**
 * A census of block puzzles (`"family": "blocks"` with `"census"`): a box, the kinds of piece
 * with how many of each a layout may hold, and the goal. Every layout is classified.
 */
export const BlocksCensusSchema = v.strictObject({
  family: v.literal('blocks'),
  ...CommonFields,
  /** The box drawn as rows of `.` (a cell) and `#` (a wall). */
  census: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[.#]+$/, 'use . for cells and # for walls'))), v.minLength(1, 'must not be empty')),
  kinds: v.record(
    v.pipe(v.string(), v.regex(/^[A-Za-z]$/, 'a kind is named by one letter')),
    v.strictObject({
      shape: v.pipe(v.array(v.pipe(v.string(), v.minLength(1, 'must not be empty'))), v.minLength(1, 'must not be empty')),
      name: v.optional(v.string()),
      /** Exactly this many, or any number from min to max (max: as many as fit). */
      count: v.union([Count, v.strictObject({ min: v.optional(Count, 0), max: v.optional(Count) })]),
    }),
  ),
  /** Layouts with fewer empty cells are left out (nothing could move in them, or too little). */
  minEmpty: v.optional(Count, 1),
  goal: v.strictObject({ piece: v.string(), row: Index, col: Index }),
  metric: v.optional(v.picklist(METRICS), 'piece'),
});

/** A census validated: the box, the kinds with their count ranges, the goal as kind and anchor cell. */
export interface BlocksCensusSpec {
  /** How errors name the spec's file. */
  file: string;
  name: string;
  title: string;
  box: Box;
  kinds: Kind[];
  /** Per kind (0-based): the fewest and most pieces a layout may hold. */
  ranges: Array<{ min: number; max: number }>;
  minEmpty: number;
  goal: { kind: number; cell: number };
  metric: Metric;
}

export function blocksCensusSpec(data: unknown, file: string): BlocksCensusSpec {
  const parsed = validate(BlocksCensusSchema, data, file);
  return withFileContext(file, () => {
    const rows = parsed.census.length;
    const cols = parsed.census[0]!.length;
    if (parsed.census.some((line) => line.length !== cols)) throw new DefinitionError('census', 'every row of the box must be as long as the first');
    if (rows * cols > MAX_CENSUS_CELLS) throw new DefinitionError('census', `a box of ${rows * cols} cells; a census box has at most ${MAX_CENSUS_CELLS}`);
    const walls = Uint8Array.from(parsed.census.join(''), (char) => (char === '#' ? 1 : 0));
    const box: Box = { rows, cols, walls, doors: Array.from(walls, () => '') };
    const open = walls.length - walls.reduce((sum, wall) => sum + wall, 0);
    const entries = Object.entries(parsed.kinds);
    const kinds: Kind[] = entries.map(([letter, kind]) => ({ letter, shape: parseShape(kind.shape, `kinds.${letter}.shape`) }));
    const ranges = entries.map(([letter, { count }], i) => {
      const most = Math.floor(open / kinds[i]!.shape.rows.length);
      const range = typeof count === 'number' ? { min: count, max: count } : { min: count.min, max: Math.min(count.max ?? most, most) };
      if (range.min > range.max) throw new DefinitionError(`kinds.${letter}.count`, `at least ${range.min} pieces, but at most ${range.max} fit`);
      return range;
    });
    const code = kinds.findIndex((kind) => kind.letter === parsed.goal.piece);
    if (code < 0) throw new DefinitionError('goal.piece', `"${parsed.goal.piece}" is not a kind of piece`);
    if (ranges[code]!.min !== 1 || ranges[code]!.max !== 1) throw new DefinitionError('goal.piece', 'the goal piece must be exactly one piece (count 1)');
    const { shape } = kinds[code]!;
    for (let k = 0; k < shape.rows.length; k++) {
      const r = parsed.goal.row + shape.rows[k]!;
      const c = parsed.goal.col + shape.cols[k]!;
      if (r < 0 || r >= rows || c < 0 || c >= cols || walls[r * cols + c])
        throw new DefinitionError('goal', `"${parsed.goal.piece}" does not fit in the box there`);
    }
    return {
      file,
      name: parsed.name,
      title: parsed.title,
      box,
      kinds,
      ranges,
      minEmpty: parsed.minEmpty,
      goal: { kind: code + 1, cell: parsed.goal.row * cols + parsed.goal.col },
      metric: parsed.metric,
    };
  });
}

/** Every choice of piece counts the spec allows, as counts per code (index 0: empty cells). */
export function pieceSets(spec: BlocksCensusSpec): Int32Array[] {
  const { box, kinds, ranges, minEmpty } = spec;
  const open = box.walls.length - box.walls.reduce((sum, wall) => sum + wall, 0);
  const sets: Int32Array[] = [];
  const counts = new Int32Array(kinds.length + 1);
  const choose = (kind: number, used: number): void => {
    if (kind === kinds.length) {
      if (open - used < minEmpty) return;
      counts[0] = open - used;
      sets.push(counts.slice());
      return;
    }
    const size = kinds[kind]!.shape.rows.length;
    const { min, max } = ranges[kind]!;
    for (let n = min; n <= max && used + n * size <= open - minEmpty; n++) {
      counts[kind + 1] = n;
      choose(kind + 1, used + n * size);
    }
  };
  choose(0, 0);
  return sets;
}

/** `L1 N2 M0 O4`: how many pieces of each kind a group holds. */
function piecesName(kinds: readonly Kind[], counts: Int32Array): string {
  return kinds.map((kind, i) => `${kind.letter}${counts[i + 1]}`).join(' ');
}

/**
 * Classifies the layouts of the piece sets asked for, set by set (moves never change the pieces,
 * so each set's layouts are closed under moves), and hands each group to `onGroup` as it is done.
 */
export async function runBlocksCensus(spec: BlocksCensusSpec, hooks: CensusHooks): Promise<void> {
  const all = pieceSets(spec);
  const sets = hooks.pieceSets.map((index) => all[index]!);
  let done = 0;
  for (const [finished, counts] of sets.entries()) {
    // A turn of the event loop between piece sets: Ctrl-C and timers are heard within one set.
    await eventsHeard();
    hooks.signal?.throwIfAborted();
    // A piece set whose positions do not fit in 53 bits is the spec's fault: say so with its file.
    const space = withFileContext(spec.file, () => new BlockSpace(spec.box, spec.kinds, counts, spec.metric));
    const layouts = space.layouts();
    const pieces = piecesName(spec.kinds, counts);
    const text = (layout: State) => formatLayout(space.decode(layout), spec.box, spec.kinds);
    const goal = space.anchorTest(spec.goal.kind, spec.goal.cell);
    classifyPieceSet(layouts, space, goal, { text, pieces: () => pieces }, hooks, { layouts: done, sets: finished });
    done += layouts.length;
  }
}
