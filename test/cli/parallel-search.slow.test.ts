import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { slide } from './run-cli.js';

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
