import { describe, expect, it } from 'vitest';
import { expectGolden, slide } from './run-cli.js';

const HARDEST = 'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM';

describe('slide and Rush Hour', () => {
  it('shows the board with each vehicle marked by the way it moves, walls drawn as the box', () => {
    const run = slide(['show', 'rushhour', '--start', HARDEST]);
    expect(run.status).toBe(0);
    expectGolden('show-rushhour.txt', run.stdout);
  });

  it('solves the hardest 6×6 board in 60 moves, and verify replays them as a shortest solution', () => {
    const moves = slide(['solve', 'rushhour', '--start', HARDEST, '-f', 'moves']);
    expect(moves.stdout.trim().split('\n')).toHaveLength(60);
    const verdict = slide(['verify', 'rushhour', '--start', HARDEST, '--optimal', '-f', 'json'], {}, 60_000, moves.stdout);
    expect(verdict.status).toBe(0);
    expect(JSON.parse(verdict.stdout)).toMatchObject({ legal: true, solved: true, length: 60, shortest: 60 });
    const crossing = slide(['verify', 'rushhour', '--start', HARDEST, '--moves', 'I+1']);
    expect([crossing.status, crossing.stderr]).toEqual([1, expect.stringMatching(/^slide: move 1 "I\+1": not a legal move here \(legal: /)]);
  });

  it('counts the positions reachable with max: 2,332 for the hardest board', () => {
    expect(JSON.parse(slide(['max', 'rushhour', '--start', HARDEST, '-f', 'json']).stdout)).toMatchObject({ total: 2332, from: HARDEST.replace(/o/g, '.') });
  });

  it('makes solvable starts by seeded random walks from the start (moves are reversible)', () => {
    const walks = slide(['random', 'rushhour', '--moves', '30', '--count', '3', '--seed', '4']);
    expect(walks.status).toBe(0);
    for (const start of walks.stdout.trim().split('\n')) expect(slide(['solve', 'rushhour', '--start', start, '-f', 'json']).status).toBe(0);
    expect(slide(['random', 'rushhour'])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/random starts apply to .*\nrandom walks work for it: give a number of moves\n$/),
    });
  });
});
