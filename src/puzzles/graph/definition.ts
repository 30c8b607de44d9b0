import { echo } from '../../util/echo.js';
import * as v from 'valibot';
import { CommonFields, DefinitionError, validate, withFileContext } from '../definition-file.js';
import { splitTokens } from '../token-notation.js';

const CellIndex = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more'));
const Coordinate = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more'));
const Side = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more'), v.maxValue(10, 'must be at most 10'));
const TokenId = v.pipe(v.string(), v.regex(/^[^\s,/]+$/, 'a token is one or more characters without spaces, commas or slashes'));

/** The JSON shape of a graph-puzzle file (`"family": "graph"`); see README's reference section. */
export const GraphFileSchema = v.strictObject({
  family: v.literal('graph'),
  ...CommonFields,
  tokens: v.record(TokenId, v.string()),
  empty: TokenId,
  emptyAliases: v.optional(v.array(TokenId), []),
  grid: v.optional(v.strictObject({ rows: Side, cols: Side })),
  cells: v.optional(v.array(v.strictObject({ at: v.tuple([Coordinate, Coordinate]), adjacent: v.array(CellIndex) }))),
  start: v.string(),
  goal: v.string(),
});

type GraphFile = v.InferOutput<typeof GraphFileSchema>;

/** A validated graph puzzle: cells, adjacency, tokens (code 0 is the empty cell) and two states. */
export interface GraphSpec {
  name: string;
  title: string;
  aliases: string[];
  description?: string;
  /** Token ids by code; code 0 is the empty token. */
  tokens: string[];
  glyphs: string[];
  emptyAliases: string[];
  adjacency: number[][];
  positions: Array<[number, number]>;
  grid: { rows: number; cols: number } | null;
  start: Uint8Array;
  goal: Uint8Array;
}

/** Validates a parsed graph-puzzle file; problems become `file: field: reason`. */
export function graphSpecFromFile(data: unknown, file: string): GraphSpec {
  const parsed = validate(GraphFileSchema, data, file);
  return withFileContext(file, () => buildSpec(parsed));
}

export function buildSpec(file: GraphFile): GraphSpec {
  const { adjacency, positions, grid } = cellsOf(file);
  if (!(file.empty in file.tokens)) throw new DefinitionError('empty', `"${file.empty}" is not one of the tokens`);
  const tokens = [file.empty, ...Object.keys(file.tokens).filter((id) => id !== file.empty)];
  if (tokens.length > 255) throw new DefinitionError('tokens', 'at most 255 tokens');
  for (const [i, alias] of file.emptyAliases.entries()) {
    if (alias !== file.empty && alias in file.tokens) {
      throw new DefinitionError(`emptyAliases[${i}]`, `"${alias}" is already a token`);
    }
  }
  const spec: GraphSpec = {
    name: file.name,
    title: file.title,
    aliases: file.aliases,
    description: file.description,
    tokens,
    glyphs: tokens.map((id) => file.tokens[id]!),
    emptyAliases: file.emptyAliases,
    adjacency,
    positions,
    grid,
    start: new Uint8Array(0),
    goal: new Uint8Array(0),
  };
  spec.goal = parseCells(spec, file.goal, 'goal', null);
  spec.start = parseCells(spec, file.start, 'start', spec.goal);
  return spec;
}

function cellsOf(file: GraphFile): Pick<GraphSpec, 'adjacency' | 'positions' | 'grid'> {
  if (file.grid && file.cells) throw new DefinitionError('cells', 'give either grid or cells, not both');
  if (file.grid) {
    const { rows, cols } = file.grid;
    return { adjacency: gridAdjacency(rows, cols), positions: gridPositions(rows, cols), grid: { rows, cols } };
  }
  if (!file.cells) throw new DefinitionError('cells', 'missing (or give grid: { rows, cols })');
  const adjacency = file.cells.map((cell) => cell.adjacent);
  checkAdjacency(adjacency);
  const seen = new Map<string, number>();
  for (const [i, cell] of file.cells.entries()) {
    const key = cell.at.join(',');
    const other = seen.get(key);
    if (other !== undefined) throw new DefinitionError(`cells[${i}].at`, `cell ${other} is already at [${key}]`);
    seen.set(key, i);
  }
  return { adjacency, positions: file.cells.map((cell) => [cell.at[0], cell.at[1]]), grid: null };
}

/** Neighbours in ascending cell order: up, left, right, down. */
export function gridAdjacency(rows: number, cols: number): number[][] {
  const adjacency: number[][] = [];
  for (let cell = 0; cell < rows * cols; cell++) {
    const row = Math.floor(cell / cols);
    const col = cell % cols;
    const neighbours: number[] = [];
    if (row > 0) neighbours.push(cell - cols);
    if (col > 0) neighbours.push(cell - 1);
    if (col < cols - 1) neighbours.push(cell + 1);
    if (row < rows - 1) neighbours.push(cell + cols);
    adjacency.push(neighbours);
  }
  return adjacency;
}

function gridPositions(rows: number, cols: number): Array<[number, number]> {
  return Array.from({ length: rows * cols }, (_, cell) => [Math.floor(cell / cols), cell % cols]);
}

function checkAdjacency(adjacency: number[][]): void {
  const cells = adjacency.length;
  if (cells < 2) throw new DefinitionError('cells', 'a puzzle needs at least two cells');
  adjacency.forEach((neighbours, cell) => {
    neighbours.forEach((other, k) => {
      const field = `cells[${cell}].adjacent[${k}]`;
      if (other >= cells) throw new DefinitionError(field, `no cell ${other}`);
      if (other === cell) throw new DefinitionError(field, 'a cell is not adjacent to itself');
      if (neighbours.indexOf(other) !== k) throw new DefinitionError(field, `cell ${other} is listed twice`);
      if (!adjacency[other]!.includes(cell)) {
        throw new DefinitionError(field, `cell ${cell} lists ${other} but cell ${other} does not list ${cell}`);
      }
    });
  });
  const reached = new Set([0]);
  const queue = [0];
  for (const cell of queue) {
    for (const other of adjacency[cell]!) {
      if (reached.has(other)) continue;
      reached.add(other);
      queue.push(other);
    }
  }
  if (reached.size < cells) {
    const lost = adjacency.findIndex((_, cell) => !reached.has(cell));
    throw new DefinitionError('cells', `the cells are not connected (cell ${lost} cannot be reached from cell 0)`);
  }
}

/**
 * Reads a state string into token codes, one per cell. With `sameAs`, the state must hold the same
 * tokens (counted with repeats) as that one.
 */
export function parseCells(spec: GraphSpec, text: string, field: string, sameAs: Uint8Array | null): Uint8Array {
  const singleCharacter = spec.tokens.every((id) => Array.from(id).length === 1);
  const ids = splitTokens(text, singleCharacter, field);
  const cells = spec.adjacency.length;
  if (ids.length !== cells) throw new DefinitionError(field, `${ids.length} tokens for ${cells} cells`);
  const codes = new Uint8Array(cells);
  ids.forEach((id, cell) => {
    const code = spec.emptyAliases.includes(id) ? 0 : spec.tokens.indexOf(id);
    if (code < 0) throw new DefinitionError(field, `unknown token "${echo(id)}" (tokens: ${spec.tokens.join(' ')})`);
    codes[cell] = code;
  });
  if (sameAs) checkSameTokens(spec, codes, sameAs, field);
  const empties = codes.filter((code) => code === 0).length;
  if (empties !== 1) {
    throw new DefinitionError(field, `needs exactly one empty cell "${spec.tokens[0]}", found ${empties}`);
  }
  return codes;
}

function checkSameTokens(spec: GraphSpec, codes: Uint8Array, expected: Uint8Array, field: string): void {
  const count = (states: Uint8Array, code: number) => states.filter((c) => c === code).length;
  const codesUsed = spec.tokens.map((_, code) => code);
  const surplus = codesUsed.find((code) => count(codes, code) > count(expected, code));
  if (surplus !== undefined) {
    const [have, want] = [count(codes, surplus), count(expected, surplus)];
    const repeated = want === 1 ? ' (a repeated token)' : '';
    throw new DefinitionError(field, `has ${have} × "${spec.tokens[surplus]}" where the puzzle has ${want}${repeated}`);
  }
  const missing = codesUsed.find((code) => count(codes, code) < count(expected, code));
  if (missing !== undefined) {
    const [have, want] = [count(codes, missing), count(expected, missing)];
    throw new DefinitionError(field, `has ${have} × "${spec.tokens[missing]}" where the puzzle has ${want}`);
  }
}
