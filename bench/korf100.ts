import { readFileSync } from 'node:fs';

/** Korf's 100 random 15-puzzle instances (1985), rotated to the goal 1 … 15 0, with optimal lengths. */
export interface KorfInstance {
  id: number;
  tiles: number[];
  length: number;
}

export function korfInstances(): KorfInstance[] {
  const text = readFileSync(new URL('../test/fixtures/korf100.tsv', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => /^\d/.test(line))
    .map((line) => line.split('\t').map(Number))
    .map((fields) => ({ id: fields[0]!, tiles: fields.slice(1, 17), length: fields[17]! }));
}
