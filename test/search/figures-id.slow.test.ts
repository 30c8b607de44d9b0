import { describe, expect, it } from 'vitest';
import { solveWith } from '../helpers.js';

/** Iterative deepening on the seeds' deepest starts: seconds each, so not in the everyday suite. */
describe("iterative deepening at the seeds' depths", () => {
  it('solves the 8-puzzle 867254301 in 31 moves', () => {
    expect(solveWith('8puzzle', 'id').length).toBe(31);
  });

  it('solves the line-piece 8-puzzle 645202341 in 30 moves', () => {
    expect(solveWith('lines', 'id').length).toBe(30);
  });
});
