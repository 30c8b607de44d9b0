import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectQueensBoard } from './queens-board.js';
import { slide } from './run-cli.js';

const SEED_LISTING = readFileSync(new URL('./fixtures/seed-003-hanoi-4.txt', import.meta.url), 'utf8');

describe('slide solve hanoi', () => {
  it("prints the seed's 15-step listing for 4 discs, line for line (moves written A->B, as everywhere in slide)", () => {
    const run = slide(['solve', 'hanoi']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(SEED_LISTING.replaceAll(' -> ', '->'));
  });

  it('streams 2^20 − 1 moves for 20 discs', () => {
    const run = slide(['solve', 'hanoi', '--disks', '20', '--format', 'moves']);
    expect(run.stdout.split('\n').length - 1).toBe(2 ** 20 - 1);
    expect(run.stdout.startsWith('A->B\nA->C\nB->C\n')).toBe(true);
  });

  it('--count is exact for 64 discs, and JSON keeps it as a string past 2^53', () => {
    expect(slide(['solve', 'hanoi', '--disks', '64', '--count']).stdout).toBe('18446744073709551615\n');
    expect(JSON.parse(slide(['solve', 'hanoi', '--disks', '64', '--count', '--format', 'json']).stdout)).toEqual({
      puzzle: 'hanoi',
      disks: 64,
      pegs: 3,
      length: '18446744073709551615',
      proved: true,
    });
  });

  it('solves between any two positions; JSON per the contract', () => {
    const json = JSON.parse(slide(['solve', 'hanoi', '--disks', '3', '--start', 'ACB', '--goal', 'BBB', '--format', 'json']).stdout);
    expect(json).toMatchObject({ start: 'ACB', goal: 'BBB', length: 2, path: ['ACB', 'ABB', 'BBB'], moves: ['C->B', 'A->B'] });
  });

  it('four pegs go through the search: 5 discs in 13 moves; max with 8 discs is 33', () => {
    expect(slide(['solve', 'hanoi', '--pegs', '4', '--disks', '5', '--format', 'moves']).stdout.trim().split('\n')).toHaveLength(13);
    expect(JSON.parse(slide(['max', 'hanoi', '--pegs', '4', '--disks', '8', '--format', 'json']).stdout)).toMatchObject({
      from: 'AAAAAAAA',
      depth: 33,
      total: 65536,
    });
  });

  it.each([
    [['solve', 'hanoi', '--start', 'AAXA'], 'slide: --start: disc 3 is on "X", not one of the pegs ABC\n'],
    [['solve', 'hanoi', '--disks', '3', '--start', 'AAAA'], 'slide: --start: 4 discs where the puzzle has 3 (one peg letter a disc, smallest first)\n'],
    [['solve', '8puzzle', '--disks', '3'], 'slide: --disks: does not apply to 8puzzle (a graph puzzle)\n'],
    [['solve', 'hanoi', '--pegs', '9'], 'slide: --pegs: 9 pegs; choose 3 to 8\n'],
  ])('%j exits 2', (args, message) => {
    const run = slide(args);
    expect([run.status, run.stderr]).toEqual([2, message]);
  });
});

describe('slide solve queens and slide count queens', () => {
  it("prints the seed's board for --place 2,2 --place 5,3", () => {
    const run = slide(['solve', 'queens', '--size', '8', '--place', '2,2', '--place', '5,3']);
    expect(run.stdout).toBe('......Q.\nQ.......\n..Q.....\n.......Q\n.....Q..\n...Q....\n.Q......\n....Q...\n');
  });

  it('exits 2 for queens that attack each other, 1 when no solution holds them', () => {
    expect(slide(['solve', 'queens', '--place', '0,0', '--place', '1,1'])).toMatchObject({
      status: 2,
      stderr: 'slide: --place: the queens at 0,0 and 1,1 attack each other\n',
    });
    expect(slide(['solve', 'queens', '--size', '4', '--place', '0,0']).status).toBe(1);
    expect(slide(['solve', 'queens', '--size', '3']).status).toBe(1);
  });

  // A million queens (the same construction, ten times the output) is in the slow suite.
  it('gives a valid board for 100,000 queens, one column per row', () => {
    expectQueensBoard(slide(['solve', 'queens', '--size', '100000']).stdout, 100_000);
  });

  it('counts on worker threads: 12 queens, 14200 solutions and 1787 unique (JSON per the contract)', () => {
    const run = slide(['count', 'queens', '--size', '12', '--unique', '--threads', '2', '--format', 'json']);
    expect(JSON.parse(run.stdout)).toEqual({ puzzle: 'queens', size: 12, placed: [], total: 14200, unique: 1787 });
    expect(slide(['count', 'queens', '--unique']).stdout).toBe('queens 8×8: 92 solutions, 12 unique up to symmetry\n');
  });

  it('counts with pre-placed queens, and refuses --unique with them', () => {
    expect(JSON.parse(slide(['count', 'queens', '--place', '2,2', '--place', '5,3', '--format', 'json']).stdout).total).toBeGreaterThan(0);
    expect(slide(['count', 'queens', '--place', '2,2', '--unique']).status).toBe(2);
  });
});
