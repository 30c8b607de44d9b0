import { describe, expect, it } from 'vitest';
import { LinearConflict } from '../../src/puzzles/tiles/heuristics.js';
import { TileBoard } from '../../src/puzzles/tiles/solver.js';
import { listRound } from '../../src/search/ida-round-list.js';
import { type IdaRound, serveIdaRounds } from '../../src/search/parallel-ida-star.js';
import { PROGRESS_MASK } from '../../src/search/space.js';
import { FIFTY_MOVE_START } from './shard-search.js';

describe("a worker's progress", () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const start = Uint8Array.from(FIFTY_MOVE_START);

  // A round of small subtrees, far below the start's 50 moves: no goal, no prefix lasts to a tick.
  const smallRound = (stopAtExpanded: number) => {
    const space = board.walker(start, new LinearConflict(board.geometry));
    const threshold = space.bound() + 6;
    const splitDepth = 4;
    const round = listRound(space, threshold, splitDepth);
    const prefixes = new SharedArrayBuffer(round.count * splitDepth);
    new Uint8Array(prefixes).set(round.moves);
    const task: IdaRound = {
      threshold,
      splitDepth,
      count: round.count,
      prefixes,
      bytesPerMove: 1,
      next: new SharedArrayBuffer(4),
      counts: new SharedArrayBuffer(24 * round.count),
      done: new SharedArrayBuffer(4 * round.count),
      stopAtExpanded,
    };
    const control = new SharedArrayBuffer(8);
    new Int32Array(control)[0] = 0x7fffffff;
    const progress = new SharedArrayBuffer(16);
    let report: unknown = null;
    serveIdaRounds(space, { recipe: null, control, progress, everyProgress: [progress] }, (handle) => {
      report = handle(task);
    });
    return { round, task, report, control: new Int32Array(control), progress: new Float64Array(progress) };
  };

  it('counts every prefix it has searched, though each ends before its first tick', () => {
    const { round, task, report, control, progress } = smallRound(Number.POSITIVE_INFINITY);
    expect(report).toMatchObject({ found: null });
    expect(control[1]).toBe(0);
    const counts = new Float64Array(task.counts);
    let generated = 0;
    let expanded = 0;
    for (let at = 0; at < round.count; at++) {
      expect(counts[3 * at + 1]!).toBeLessThanOrEqual(PROGRESS_MASK);
      generated += counts[3 * at]!;
      expanded += counts[3 * at + 1]!;
    }
    expect(round.count).toBeGreaterThan(10);
    expect(generated).toBeGreaterThan(1000);
    expect(Array.from(progress)).toEqual([generated, expanded]);
  });

  it('stops the round at the node cap, checked at the end of each prefix, and says so to the other threads', () => {
    const whole = smallRound(Number.POSITIVE_INFINITY).progress[1]!;
    const capped = smallRound(1000);
    expect(capped.control[1]).toBe(1);
    expect(capped.control[0]).toBe(-1);
    const { counts } = capped.task;
    const largestPrefix = Math.max(...new Float64Array(counts).filter((_, at) => at % 3 === 1));
    expect(capped.progress[1]).toBeGreaterThanOrEqual(1000);
    expect(capped.progress[1]).toBeLessThan(1000 + largestPrefix);
    expect(whole).toBeGreaterThan(10 * 1000);
  });
});
