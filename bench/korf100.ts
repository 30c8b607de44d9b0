import { readFileSync } from 'node:fs';

/** A benchmark instance: a start rotated to the goal 1 … n 0, with its published optimal length. */
export interface KorfInstance {
  id: number;
  tiles: number[];
  length: number;
}

/** The instances of a fixture: `id`, the tiles, the length, tab-separated, a line each. */
function instances(fixture: string, cells: number): KorfInstance[] {
  return readFileSync(new URL(`../test/fixtures/${fixture}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^\d/.test(line))
    .map((line) => line.split('\t').map(Number))
    .map((fields) => ({ id: fields[0]!, tiles: fields.slice(1, cells + 1), length: fields[cells + 1]! }));
}

/** Korf's 100 random 15-puzzle instances (1985). */
export const korfInstances = (): KorfInstance[] => instances('korf100.tsv', 16);

/** Korf & Taylor's ten random 24-puzzle instances (1996). */
export const korfTaylorInstances = (): KorfInstance[] => instances('korf-taylor-24.tsv', 25);

/** Korf & Felner's (2002) nodes generated for each of Korf & Taylor's instances, by our ids (6-6-6-6 with the reflected lookup). */
export function korfFelnerNodes(): Map<number, number> {
  const lines = readFileSync(new URL('../test/fixtures/korf-felner-2002-nodes.tsv', import.meta.url), 'utf8').split('\n');
  const rows = lines.filter((line) => /^\d/.test(line)).map((line) => line.split('\t').map(Number));
  return new Map(rows.map((fields) => [fields[0]!, fields[3]!]));
}
