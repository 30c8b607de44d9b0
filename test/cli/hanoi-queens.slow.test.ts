import { describe, it } from 'vitest';
import { expectQueensBoard } from './queens-board.js';
import { slide } from './run-cli.js';

describe('slide solve queens, large', () => {
  it('gives a valid board for a million queens, one column per row', () => {
    expectQueensBoard(slide(['solve', 'queens', '--size', '1000000']).stdout, 1_000_000);
  });
});
