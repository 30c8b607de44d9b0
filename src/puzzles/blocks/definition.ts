import * as v from 'valibot';
import { CommonFields, DefinitionError, validate, withFileContext } from '../definition-file.js';
import { METRICS, type Metric } from './block-space.js';
import { census, parseLayout, type Kind, type Marks } from './layout.js';
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
  start: v.string(),
  starts: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes')), v.string()), {}),
  goal: v.union([v.string(), v.strictObject({ piece: v.string(), row: Index, col: Index })]),
  metric: v.optional(v.picklist(METRICS), 'piece'),
});

type BlocksFile = v.InferOutput<typeof BlocksFileSchema>;

export type BlockGoal = { layout: Marks } | { kind: number; cell: number; row: number; col: number };

/** A validated block puzzle: the box, the kinds of piece, the start and the goal. */
export interface BlocksSpec {
  name: string;
  title: string;
  aliases: string[];
  description?: string;
  rows: number;
  cols: number;
  kinds: Kind[];
  /** Pieces per kind (index 0: empty cells), the same in every position. */
  counts: Int32Array;
  start: Marks;
  starts: Record<string, Marks>;
  goal: BlockGoal;
  metric: Metric;
}

export function blocksSpecFromFile(data: unknown, file: string): BlocksSpec {
  const parsed = validate(BlocksFileSchema, data, file);
  return withFileContext(file, () => buildSpec(parsed));
}

function buildSpec(file: BlocksFile): BlocksSpec {
  const kinds: Kind[] = Object.entries(file.kinds).map(([letter, kind]) => ({
    letter,
    shape: parseShape(kind.shape, `kinds.${letter}.shape`),
    label: kind.label,
  }));
  const start = parseLayout(file.start, kinds, null, 'start');
  const box = { rows: start.rows, cols: start.cols };
  const counts = census(start.marks, kinds.length);
  const layout = (text: string, field: string) => {
    const { marks } = parseLayout(text, kinds, box, field);
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
    kinds,
    counts,
    start: start.marks,
    starts,
    goal: typeof file.goal === 'string' ? { layout: layout(file.goal, 'goal') } : conditionGoal(file.goal, kinds, counts, box),
    metric: file.metric,
  };
}

function conditionGoal(
  goal: { piece: string; row: number; col: number },
  kinds: readonly Kind[],
  counts: Int32Array,
  box: { rows: number; cols: number },
): BlockGoal {
  const code = kinds.findIndex((kind) => kind.letter === goal.piece) + 1;
  if (code === 0) throw new DefinitionError('goal.piece', `"${goal.piece}" is not a kind of piece`);
  if (counts[code] === 0) throw new DefinitionError('goal.piece', `the start has no "${goal.piece}" piece`);
  const { shape } = kinds[code - 1]!;
  for (let i = 0; i < shape.rows.length; i++) {
    const r = goal.row + shape.rows[i]!;
    const c = goal.col + shape.cols[i]!;
    if (r < 0 || r >= box.rows || c < 0 || c >= box.cols) {
      throw new DefinitionError('goal', `"${goal.piece}" does not fit in the box at row ${goal.row}, column ${goal.col}`);
    }
  }
  return { kind: code, cell: goal.row * box.cols + goal.col, row: goal.row, col: goal.col };
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
