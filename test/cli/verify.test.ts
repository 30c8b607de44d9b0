import { describe, expect, it } from 'vitest';
import { slide } from './run-cli.js';

const HARDEST = '867254301';
const moves = (puzzle: string, ...args: string[]) => slide(['solve', puzzle, ...args, '-f', 'moves']).stdout;

describe('slide verify', () => {
  it.each([
    ['8puzzle', []],
    ['lines', []],
    ['6puzzle', []],
    ['hexagram', []],
    ['nooff', []],
    ['hakoiri', ['-m', 'step']],
    ['hakoiri', ['-m', 'line']],
    ['hakoiri', ['-m', 'piece']],
    ['hanoi', ['--disks', '5']],
    ['hanoi', ['--pegs', '4', '--disks', '6']],
    ['15puzzle', ['-s', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15']],
  ])("accepts %s's own solution %j as legal, solving and optimal (moves from standard input)", (puzzle, args) => {
    const run = slide(['verify', puzzle, ...args, '--optimal', '-f', 'json'], {}, 60_000, moves(puzzle, ...args));
    expect(run.status).toBe(0);
    const verdict = JSON.parse(run.stdout);
    expect(verdict).toMatchObject({ puzzle, legal: true, solved: true, illegal: null });
    expect(verdict.shortest).toBe(verdict.length);
    expect(verdict.final).toBe(verdict.goal ?? verdict.final);
  });

  it('takes the moves as one word of blank directions, and prints the goal reached', () => {
    const run = slide(['verify', '8puzzle', '-s', HARDEST, '--moves', moves('8puzzle').trim()]);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout.split('\n').slice(0, 2)).toEqual(['8puzzle: 31 legal moves reach the goal 123456780', 'final: 123456780']);
  });

  it('takes labels separated by commas (Hanoi)', () => {
    const run = slide(['verify', 'hanoi', '--disks', '2', '--moves', 'A->B,A->C,B->C', '-f', 'json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ length: 3, final: 'CC', solved: true });
  });

  it('names the first illegal move, its index and the legal ones, and exits 1', () => {
    const run = slide(['verify', '8puzzle', '-s', HARDEST, '--moves', 'uurdr']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('slide: move 5 "r": not a legal move here (legal: u, l, d)\n');
    expect(run.stdout).toBe(''); // only JSON prints a verdict for a rejection
    const json = JSON.parse(slide(['verify', 'hanoi', '--disks', '3', '--moves', 'A->C\nA->C', '-f', 'json']).stdout);
    expect(json.illegal).toEqual({ index: 2, move: 'A->C', reason: 'not a legal move here (legal: A->B, C->A, C->B)', legal: ['A->B', 'C->A', 'C->B'] });
    expect(json).toMatchObject({ legal: false, solved: false, length: 1, final: 'CAA' });
  });

  it('a piece that would move through another is illegal (NO-OFF)', () => {
    const run = slide(['verify', 'nooff', '--moves', 'L left']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^slide: move 1 "L left": not a legal move here \(legal: .*\)\n$/);
  });

  it('legal moves that stop short of the goal are exit 1', () => {
    const run = slide(['verify', '8puzzle', '-s', HARDEST, '--moves', 'uu']);
    expect(run).toMatchObject({ status: 1, stderr: 'slide: the moves end at 807264351, not at the goal 123456780\n' });
  });

  it('--optimal refuses a legal solution that is longer than the shortest', () => {
    const run = slide(['verify', '8puzzle', '-s', '123456708', '--moves', 'rlr', '--optimal']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('slide: 3 moves, but the shortest solution has 1\n');
  });

  it('refuses puzzles without moves, and bad input, with exit 2', () => {
    expect(slide(['verify', 'queens', '--moves', 'a'])).toMatchObject({ status: 2, stderr: 'slide: queens has no moves to replay (a queens puzzle)\n' });
    expect(slide(['verify', '8puzzle', '-s', '12345678', '--moves', 'r']).status).toBe(2);
    expect(slide(['verify', '8puzzle', '--moves', '-'], {}, 10_000, '')).toMatchObject({ status: 1 });
  });
});

describe('slide apply', () => {
  it('prints every position the moves pass through, as solve would draw them', () => {
    const run = slide(['apply', '8puzzle', '-s', '123456708', '--moves', 'r', '-f', 'json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ algorithm: 'replay', path: ['123456708', '123456780'], moves: ['r'], solved: true, legal: true });
    const text = slide(['apply', '8puzzle', '-s', '123456708', '--moves', 'r']).stdout;
    expect(text).toContain('8puzzle: 1 move (replay, metric step)');
    expect(text).toContain('moves: r');
  });

  it('lists Hanoi a move a line, and refuses an illegal move with exit 1', () => {
    expect(slide(['apply', 'hanoi', '--disks', '2', '--moves', 'A->B,B->A']).stdout).toBe(
      '0 : (init) [2,1],[],[]\n1 : A->B [2],[1],[]\n2 : B->A [2,1],[],[]\n',
    );
    const run = slide(['apply', 'hanoi', '--disks', '2', '--moves', 'A->B,B->A,C->A']);
    expect(run).toMatchObject({ status: 1, stdout: '', stderr: 'slide: move 3 "C->A": not a legal move here (legal: A->B, A->C)\n' });
  });

  it('apply does not ask for the goal: positions short of it are a result', () => {
    const run = slide(['apply', 'nooff', '-f', 'json'], {}, 10_000, moves('nooff').split('\n').slice(0, 3).join('\n'));
    expect(run.status).toBe(0);
    const { path, solved } = JSON.parse(run.stdout);
    expect([path.length, solved]).toEqual([4, false]);
  });
});
