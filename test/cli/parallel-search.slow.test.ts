import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { korfTaylorInstances } from '../../bench/korf100.js';
import { slide } from './run-cli.js';
import { expectSlidingPath } from './tile-paths.js';

const BINARY = fileURLToPath(new URL('../../dist/cli/slide.cjs', import.meta.url));

// A 24-puzzle start of some seconds under linear conflict, killed once its first round is saved, so the kill
// lands mid-search however fast the machine: too slow for the everyday suite.
describe('IDA* on worker threads, killed and continued (solve --checkpoint)', () => {
  it('continues a killed solve from its --checkpoint folder, with the same bytes as a run never stopped', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-ida-checkpoint-'));
    try {
      const start = slide(['random', '24puzzle', '--moves', '70', '--seed', '5']).stdout.trim();
      const args = ['solve', '24puzzle', '--start', start, '--heuristic', 'linear-conflict', '--format', 'json', '--threads', '2'];
      const whole = slide(args);
      expect(whole.status).toBe(0);
      const child = spawn(process.execPath, [BINARY, ...args, '--checkpoint', folder], { env: { PATH: process.env.PATH ?? '' } });
      let running = true;
      const closed = new Promise((resolve) => child.on('close', resolve)).then(() => (running = false));
      const saved = join(folder, 'ida-checkpoint.json');
      while (running && !existsSync(saved)) await new Promise((resolve) => setTimeout(resolve, 20));
      child.kill('SIGINT');
      await closed;
      expect(readdirSync(folder)).toEqual(['ida-checkpoint.json']);
      const resumed = slide([...args, '--checkpoint', folder]);
      expect(resumed.stderr).toMatch(/^slide: continuing from the checkpoint in .*, in the round of bound \d+$/m);
      expect(resumed.stdout).toBe(whole.stdout);
      // Another start's search does not take this one's checkpoint.
      const other = slide(['solve', '24puzzle', '--start', start, '--heuristic', 'manhattan', '--checkpoint', folder]);
      expect(other.status).toBe(2);
      expect(other.stderr).toMatch(/^slide: --checkpoint: .* holds the checkpoint of another search\n/);
      writeFileSync(join(folder, 'ida-checkpoint.json'), '{"format":1,"at":{"splitDepth":1e9}}');
      const damaged = slide([...args, '--checkpoint', folder]);
      expect(damaged.status).toBe(2);
      expect(damaged.stderr).toMatch(/^slide: --checkpoint: the checkpoint in .* is damaged\n/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

/** A 15-puzzle start of a few rounds under linear conflict (slide random 15puzzle --moves 60 --seed 4: 32 moves). */
const SHARED_START = '1 10 2 7 5 9 6 0 14 4 11 3 13 15 12 8';

// Two shards a round, a child process each: some seconds in all.
describe('solve --checkpoint DIR --shard K/N: the rounds of one IDA* search shared out', () => {
  const ARGS = ['solve', '15puzzle', '--start', SHARED_START, '--heuristic', 'linear-conflict', '--format', 'json', '--threads', '1'];
  it('gives, round by round from the shards in any order, the bytes of one search; the folder then answers at once', () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-ida-shards-'));
    try {
      const whole = slide(ARGS);
      expect(whole.status).toBe(0);
      const shard = (k: number) => slide([...ARGS, '--checkpoint', folder, '--shard', `${k}/2`]);
      let answer = null;
      let rounds = 0;
      while (answer === null && rounds < 20) {
        rounds++;
        const first = shard(2);
        expect(first).toMatchObject({ status: 0, stdout: '' });
        expect(first.stderr).toMatch(
          /slide: shard 2\/2 of the round of bound \d+ is saved in .* \(1 of 2 parts in\); the shard that completes the round joins it\n$/,
        );
        const last = shard(1);
        expect(last.status).toBe(0);
        if (last.stdout === '')
          expect(last.stderr).toMatch(
            /the round of bound \d+ is searched \(2 parts\): no solution within it; .* now stands at bound \d+: run the 2 shards again\n$/,
          );
        else answer = last.stdout;
      }
      expect(rounds).toBeGreaterThan(1);
      expect(answer).toBe(whole.stdout);
      expect(readdirSync(folder)).toEqual(['ida-checkpoint.json']);
      expect(shard(2)).toMatchObject({ status: 0, stdout: whole.stdout });
      expect(slide([...ARGS, '--checkpoint', folder])).toMatchObject({ status: 0, stdout: whole.stdout });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

// Searches of some seconds each, on two threads and on one.
describe('IDA* on worker threads (solve --threads)', () => {
  it.each([
    ['24puzzle', 5, 50, 'linear-conflict'],
    ['24puzzle', 5, 40, 'manhattan'],
    ['15puzzle', 4, 50, 'linear-conflict'],
  ])('gives %s walks (%i columns) of %i moves the same bytes, path and counts on two threads as on one (%s)', (puzzle, cols, moves, heuristic) => {
    const start = slide(['random', puzzle, '--moves', String(moves), '--seed', '11']).stdout.trim();
    const args = ['solve', puzzle, '--start', start, '--heuristic', heuristic, '--format', 'json'];
    const one = slide([...args, '--threads', '1']);
    const two = slide([...args, '--threads', '2']);
    expect(one.status).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const solution = JSON.parse(two.stdout);
    expect(solution.length).toBeGreaterThan(20);
    expect(solution.stats.generated).toBeGreaterThan(10_000);
    expectSlidingPath(solution.path, cols);
    expect(solution.path.at(-1)).toBe(solution.goal);
  });

  it('takes each round in the order asked (--round-order): least bound first by default on 5×5, depth first on request; each on one thread as on two', () => {
    const start = slide(['random', '24puzzle', '--moves', '40', '--seed', '11']).stdout.trim();
    const args = ['solve', '24puzzle', '--start', start, '--heuristic', 'linear-conflict', '--format', 'json'];
    const byDefault = slide([...args, '--threads', '2']);
    const leastFirst = slide([...args, '--round-order', 'least-bound-first', '--threads', '1']);
    const depthFirst = [1, 2].map((threads) => slide([...args, '--round-order', 'depth-first', '--threads', String(threads)]));
    expect(leastFirst.stdout).toBe(byDefault.stdout);
    expect(depthFirst[1]!.stdout).toBe(depthFirst[0]!.stdout);
    const [least, depth] = [JSON.parse(leastFirst.stdout), JSON.parse(depthFirst[0]!.stdout)];
    expect(least.length).toBe(depth.length);
    // The orders meet the goal after different numbers of nodes.
    expect(least.stats.generated).not.toBe(depth.stats.generated);
    for (const solution of [least, depth]) {
      expectSlidingPath(solution.path, 5);
      expect(solution.path.at(-1)).toBe(solution.goal);
    }
  });

  it('stops at --max-states (exit 3) saying what its finished rounds proved: no solution shorter than the bound', () => {
    const hard = korfTaylorInstances()[0]!.tiles.join(' ');
    // Caps a hundredfold apart: the workers are checked against the cap now and then, so a loaded machine overshoots it.
    const bounds = [20_000, 2_000_000].map((cap) => {
      const stopped = slide(['solve', '24puzzle', '--start', hard, '--heuristic', 'manhattan', '--threads', '2', '--max-states', String(cap)]);
      expect([stopped.status, stopped.stdout]).toEqual([3, '']);
      const [said, hint] = stopped.stderr.split('\n');
      expect(hint).toBe('raise --max-states to go further: this search keeps no table, so only its time grows');
      return Number(/^slide: search stopped after [\d,]+ states; no solution is shorter than (\d+) moves$/.exec(said!)![1]);
    });
    // Korf & Taylor's instance 1 needs 100 moves.
    expect(bounds[1]).toBeGreaterThan(bounds[0]!);
    expect(bounds[1]).toBeLessThanOrEqual(100);
  });
});
