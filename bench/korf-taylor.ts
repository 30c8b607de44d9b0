import { readFileSync } from 'node:fs';
import type { KorfInstance } from './korf100.js';

/** Korf & Taylor's ten random 24-puzzle instances (1996), rotated to the goal 1 … 24 0, with optimal lengths. */
export function korfTaylorInstances(): KorfInstance[] {
  const text = readFileSync(new URL('../test/fixtures/korf-taylor-24.tsv', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => /^\d/.test(line))
    .map((line) => line.split('\t').map(Number))
    .map((fields) => ({ id: fields[0]!, tiles: fields.slice(1, 26), length: fields[26]! }));
}
