import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectGolden, slide } from './run-cli.js';

describe('slide max', () => {
  it('prints depth, total, sorted antipodes and the histogram as JSON (golden)', () => {
    const run = slide(['max', '8puzzle', '--format', 'json']);
    expect(run.status).toBe(0);
    expectGolden('max-8puzzle.json', run.stdout);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ puzzle: '8puzzle', from: '123456780', depth: 31, total: 181440, antipodes: ['647850321', '867254301'] });
    expect(json.histogram.reduce((a: number, b: number) => a + b)).toBe(181440);
  });

  it('draws the histogram as a bar chart and the hardest boards (golden)', () => {
    const run = slide(['max', 'lines']);
    expect(run.status).toBe(0);
    expectGolden('max-lines.txt', run.stdout);
  });

  it('starts from --from', () => {
    const run = slide(['max', 'hexagram', '--from', 'BBBBBBSWWWWWW', '--format', 'json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ depth: 30, total: 12012 });
    expect(JSON.parse(run.stdout).antipodes).toHaveLength(7);
  });
});

describe('slide list, show, --version, --help', () => {
  it('lists every bundled puzzle with family, positions and aliases (golden)', () => {
    const run = slide(['list']);
    expect(run.status).toBe(0);
    expectGolden('list.txt', run.stdout);
  });

  it('shows a board, its cell numbering and its goal (golden)', () => {
    expectGolden('show-hexagram.txt', slide(['show', 'star']).stdout);
    expectGolden('show-6puzzle.txt', slide(['show', '6puzzle', '--state', '1526340']).stdout);
  });

  it('prints the version and help with exit 0', () => {
    expect(slide(['--version'])).toMatchObject({ status: 0, stdout: '0.1.0\n' });
    const help = slide(['solve', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('slide solve 8puzzle -a bi');
  });
});

describe('max on worker threads (dense spaces)', () => {
  it('gives the same bytes on two threads as on one (4-peg Hanoi, 10 discs: 1,048,576 positions)', () => {
    const args = ['max', 'hanoi', '--pegs', '4', '--disks', '10', '-f', 'json'];
    const shared = slide([...args, '--threads', '2']);
    const alone = slide([...args, '--threads', '1']);
    expect(shared.status).toBe(0);
    expect(shared.stdout).toBe(alone.stdout);
    expect(JSON.parse(shared.stdout)).toMatchObject({ depth: 49, total: 4 ** 10 });
  });

  it('refuses at once, naming the memory it needs, when --memory is too small', () => {
    const run = slide(['max', '3x4', '--memory', '64M']);
    expect(run).toMatchObject({ status: 3, stdout: '' });
    expect(run.stderr).toMatch(/^slide: not enough memory: 3x4's positions .*\(64 MB allowed\) needs 86 MB\n/);
  });
});

const BINARY = fileURLToPath(new URL('../../dist/cli/slide.cjs', import.meta.url));

describe('max --checkpoint', () => {
  it('a run killed after some level continues from it and gives the same answer', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-checkpoint-'));
    const args = ['max', 'hanoi', '--pegs', '4', '--disks', '11', '-f', 'json'];
    try {
      // Killed (SIGKILL: no chance to clean up) once the checkpoint of level 20 or later is there.
      const child = spawn(process.execPath, [BINARY, ...args, '--checkpoint', folder], { stdio: 'ignore' });
      const saved = () => readdirSync(folder).some((entry) => /^level-0000[2-6]\d$/.test(entry));
      while (child.exitCode === null && !saved()) await new Promise((resolve) => setTimeout(resolve, 5));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('close', resolve));
      // Killed between writing a level and removing the one before, both are there: the latest counts.
      const level = Math.max(...readdirSync(folder).flatMap((entry) => (entry.startsWith('level-') ? [Number(entry.slice(6))] : [])));
      expect(level).toBeGreaterThanOrEqual(20);
      expect(level).toBeLessThan(65);
      const resumed = slide([...args, '--checkpoint', folder, '--stats']);
      // The counts are the whole search's (every position expanded once); the rate is of this run's share.
      const [continuing, stats] = resumed.stderr.split('\n');
      expect(continuing).toBe(`slide: continuing from the checkpoint of level ${level} in ${folder}`);
      expect(stats).toMatch(/^stats: generated 25,153,536 · expanded 4,194,304 · [\d,]+ of them before the checkpoint · /);
      expect(resumed.stdout).toBe(slide(args).stdout);
      expect(JSON.parse(resumed.stdout)).toMatchObject({ depth: 65, total: 4 ** 11 });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses the checkpoint of another search', () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-checkpoint-'));
    try {
      expect(slide(['max', '2x4', '--checkpoint', folder]).status).toBe(0);
      expect(slide(['max', '2x4', '--start', '12345607', '--checkpoint', folder])).toMatchObject({
        status: 2,
        stderr: `slide: --checkpoint: ${folder} holds the checkpoint of another search\ngive another folder, or remove it to start afresh\n`,
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
