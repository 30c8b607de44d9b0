import * as v from 'valibot';
import { CommonFields, DefinitionError, validate, withFileContext } from '../definition-file.js';
import { METRICS, type Metric } from './block-space.js';
import { census, parseLayout, type Box, type DoorRules, type Kind, type Marks } from './layout.js';
import { kindsFromMap } from './gnome-map.js';
import { parseShape } from './shapes.js';

const Index = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more'));

/** The JSON shape of a block-puzzle file (`"family": "blocks"`); see README's reference section. */
export const BlocksFileSchema = v.strictObject({
  family: v.literal('blocks'),
  ...CommonFields,
  kinds: v.record(
    v.pipe(v.string(), v.regex(/^[A-Za-z]$/, 'a kind is named by one letter')),
    v.strictObject({
      shape: v.pipe(v.array(v.pipe(v.string(), v.minLength(1, 'must not be empty'))), v.minLength(1, 'must not be empty')),
      name: v.optional(v.string()),
      label: v.optional(v.string()),
    }),
  ),
  /** Door characters and the kinds that may pass them: `{ "=": ["L"] }`. */
  doors: v.optional(
    v.record(
      v.pipe(v.string(), v.regex(/^[^A-Za-z0-9.#_/,\s]$/u, 'a door is one character that is not a letter, digit, ".", "#", "_", "/" or ","')),
      v.pipe(v.array(v.string()), v.minLength(1, 'must name at least one kind')),
    ),
    {},
  ),
  start: v.string(),
  starts: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes')), v.string()), {}),
  goal: v.union([
    v.string(),
    v.strictObject({ piece: v.string(), row: Index, col: Index }),
    v.strictObject({
      pieces: v.optional(v.array(v.strictObject({ piece: v.string(), row: Index, col: Index })), []),
      empty: v.optional(v.array(v.tuple([Index, Index])), []),
    }),
  ]),
  metric: v.optional(v.picklist(METRICS), 'piece'),
});

type BlocksFile = v.InferOutput<typeof BlocksFileSchema>;

/** A piece of kind `kind` with its anchor at `cell`. */
export interface Placement {
  kind: number;
  cell: number;
}

/** A full layout, or conditions that must all hold: pieces placed, cells empty. */
export type BlockGoal = { layout: Marks } | { placed: Placement[]; empty: number[]; description: string };

/** A validated block puzzle: the box, the kinds of piece, the start and the goal. */
export interface BlocksSpec {
  name: string;
  title: string;
  aliases: string[];
  description?: string;
  rows: number;
  cols: number;
  /** The walls and doors, the same in every position. */
  box: Box;
  doors: DoorRules;
  kinds: Kind[];
  /** Pieces per kind (index 0: empty cells), the same in every position. */
  counts: Int32Array;
  start: Marks;
  starts: Record<string, Marks>;
  goal: BlockGoal;
  /** Cells drawn as the goal's where they are empty (a GNOME map's `.`); none for a kinds file. */
  goalCells: readonly number[];
  metric: Metric;
}

/** A block puzzle given as GNOME Klotski's map instead of kinds, start and goal. */
export const MapFileSchema = v.strictObject({
  family: v.literal('blocks'),
  ...CommonFields,
  map: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(64, 'at most 64 cells a row'))),
    v.minLength(1, 'must not be empty'),
    v.maxLength(64, 'at most 64 rows'),
  ),
  metric: v.optional(v.picklist(METRICS), 'piece'),
  /** Where the map comes from (GNOME Klotski's levels: the source file, its commit and licence). */
  source: v.optional(v.string()),
  /** The fewest moves its source published, for people (nothing checks it at run time). */
  publishedMoves: v.optional(v.union([v.number(), v.null()])),
});

export function blocksSpecFromFile(data: unknown, file: string): BlocksSpec {
  if (typeof data === 'object' && data !== null && Object.hasOwn(data, 'map')) {
    const { map, source: _source, publishedMoves: _published, ...common } = validate(MapFileSchema, data, file);
    const { goalCells, ...form } = withFileContext(file, () => kindsFromMap(map));
    return { ...withFileContext(file, () => buildSpec({ ...common, ...form, starts: {} })), goalCells };
  }
  const parsed = validate(BlocksFileSchema, data, file);
  return withFileContext(file, () => buildSpec(parsed));
}

function buildSpec(file: BlocksFile): BlocksSpec {
  const kinds: Kind[] = Object.entries(file.kinds).map(([letter, kind]) => ({
    letter,
    shape: parseShape(kind.shape, `kinds.${letter}.shape`),
    label: kind.label,
  }));
  const doors: DoorRules = new Map(
    Object.entries(file.doors).map(([character, letters]) => [
      character,
      new Set(
        letters.map((letter) => {
          const code = kinds.findIndex((kind) => kind.letter === letter) + 1;
          if (code === 0) throw new DefinitionError(`doors.${character}`, `"${letter}" is not a kind of piece`);
          return code;
        }),
      ),
    ]),
  );
  const start = parseLayout(file.start, kinds, null, 'start', doors);
  const box = start.box;
  const counts = census(start.marks, kinds.length);
  const layout = (text: string, field: string) => {
    const { marks } = parseLayout(text, kinds, box, field, doors);
    checkSamePieces(kinds, marks, counts, field);
    return marks;
  };
  const starts = Object.fromEntries(Object.entries(file.starts).map(([name, text]) => [name, layout(text, `starts.${name}`)]));
  return {
    name: file.name,
    title: file.title,
    aliases: file.aliases,
    description: file.description,
    rows: box.rows,
    cols: box.cols,
    box,
    doors,
    kinds,
    counts,
    start: start.marks,
    starts,
    goal: typeof file.goal === 'string' ? { layout: layout(file.goal, 'goal') } : conditionGoal(file.goal, kinds, counts, box, doors),
    goalCells: [],
    metric: file.metric,
  };
}

/**
 * A goal of conditions: `{piece, row, col}` (one piece placed), or `{pieces: […], empty: [[row,
 * col], …]}` (pieces placed and cells free, all at once). Each placement must fit the box: inside
 * it, off the walls, through doors its kind may pass.
 */
function conditionGoal(
  goal: { piece: string; row: number; col: number } | { pieces: { piece: string; row: number; col: number }[]; empty: [number, number][] },
  kinds: readonly Kind[],
  counts: Int32Array,
  box: Box,
  doors: DoorRules,
): BlockGoal {
  const single = 'piece' in goal;
  const wanted = single ? [goal] : goal.pieces;
  const fieldOf = (i: number) => (single ? 'goal' : `goal.pieces.${i}`);
  const placed = wanted.map(({ piece, row, col }, i) => {
    const code = kinds.findIndex((kind) => kind.letter === piece) + 1;
    if (code === 0) throw new DefinitionError(`${fieldOf(i)}.piece`, `"${piece}" is not a kind of piece`);
    if (counts[code] === 0) throw new DefinitionError(`${fieldOf(i)}.piece`, `the start has no "${piece}" piece`);
    const { shape } = kinds[code - 1]!;
    for (let k = 0; k < shape.rows.length; k++) {
      const r = row + shape.rows[k]!;
      const c = col + shape.cols[k]!;
      const cell = r * box.cols + c;
      const door = box.doors[cell];
      if (r < 0 || r >= box.rows || c < 0 || c >= box.cols || box.walls[cell] || (door && !doors.get(door)?.has(code))) {
        throw new DefinitionError(fieldOf(i), `"${piece}" does not fit in the box at row ${row}, column ${col}`);
      }
    }
    return { kind: code, cell: row * box.cols + col, text: `${piece} at row ${row}, column ${col}` };
  });
  const empty = (single ? [] : goal.empty).map(([row, col], i) => {
    if (row >= box.rows || col >= box.cols || box.walls[row * box.cols + col])
      throw new DefinitionError(`goal.empty.${i}`, `row ${row}, column ${col} is not a cell of the box`);
    return row * box.cols + col;
  });
  if (placed.length === 0 && empty.length === 0) throw new DefinitionError('goal', 'a goal of conditions needs at least one piece or empty cell');
  const free = empty.map((cell) => `row ${Math.floor(cell / box.cols)}, column ${cell % box.cols} empty`);
  return { placed: placed.map(({ kind, cell }) => ({ kind, cell })), empty, description: [...placed.map(({ text }) => text), ...free].join(' and ') };
}

/** A position must hold the same pieces as the start (and as many empty cells). */
export function checkSamePieces(kinds: readonly Kind[], marks: Marks, counts: Int32Array, field: string): void {
  const have = census(marks, kinds.length);
  for (let code = 0; code < counts.length; code++) {
    if (have[code] === counts[code]) continue;
    const what = code === 0 ? 'empty cells' : `pieces of kind "${kinds[code - 1]!.letter}"`;
    throw new DefinitionError(field, `has ${have[code]} ${what} where the puzzle has ${counts[code]}`);
  }
}
