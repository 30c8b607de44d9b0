import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { learnTileAutomaton, PRUNING_LENGTH, PRUNING_STATES, STORED_MACHINE } from '../../../src/puzzles/tiles/move-pruning.js';

describe("the build's stored machine of pruned blank-move strings", () => {
  it('is, beside the bundle and the library, exactly the machine a process would learn', () => {
    const learned = learnTileAutomaton(PRUNING_LENGTH).table;
    expect(learned.length).toBe(PRUNING_STATES * 4);
    for (const folder of ['cli', 'lib']) {
      const stored = readFileSync(new URL(`../../../dist/${folder}/${STORED_MACHINE}`, import.meta.url));
      expect(Buffer.compare(stored, Buffer.from(learned.buffer))).toBe(0);
    }
  });
});
