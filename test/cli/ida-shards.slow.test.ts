import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slide } from './run-cli.js';

/** A 15-puzzle start of a few rounds under linear conflict (slide random 15puzzle --moves 60 --seed 4: 32 moves). */
const START = '1 10 2 7 5 9 6 0 14 4 11 3 13 15 12 8';
const ARGS = ['solve', '15puzzle', '--start', START, '--heuristic', 'linear-conflict', '--format', 'json', '--threads', '1'];

describe('solve --checkpoint DIR --shard K/N: bad parts and options', () => {
  it('refuses a damaged part, naming it and the remedy', () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-ida-shards-'));
    try {
      writeFileSync(join(folder, 'ida-round-22-part-1-of-2.json'), '{"format":1,"identity":{},"part":{"shard":{"index":3,"of":2}}}');
      expect(slide([...ARGS, '--checkpoint', folder, '--shard', '2/2'])).toMatchObject({
        status: 2,
        stderr: expect.stringMatching(
          /^slide: --checkpoint: the part ida-round-22-part-1-of-2\.json in .* is damaged\nremove .*ida-round-22-part-1-of-2\.json and run its shard again\n$/,
        ),
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('slide merge joins parts gathered from machines that share no folder, and names the ones missing', () => {
    const [here, there] = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'slide-ida-shards-')));
    try {
      expect(slide([...ARGS, '--checkpoint', here!, '--shard', '1/2'])).toMatchObject({ status: 0, stdout: '' });
      expect(slide(['merge', here!])).toMatchObject({
        status: 2,
        stderr: expect.stringMatching(/^slide: merge: .*: part 2 of 2 of the round of bound (\d+) missing\nrun those shards\n$/),
      });
      expect(slide([...ARGS, '--checkpoint', there!, '--shard', '2/2'])).toMatchObject({ status: 0, stdout: '' });
      for (const part of readdirSync(there!).filter((name) => name.startsWith('ida-round-'))) copyFileSync(join(there!, part), join(here!, part));
      const joined = slide(['merge', here!]);
      expect(joined).toMatchObject({ status: 0, stdout: '' });
      expect(joined.stderr).toMatch(
        /^slide: the round of bound (\d+) is joined \(2 parts\): no solution within it; .* now stands at bound \d+: run the 2 shards again\n$/,
      );
      expect(readdirSync(here!)).toEqual(['ida-checkpoint.json']);
      expect(slide(['merge', here!])).toMatchObject({ status: 2, stderr: expect.stringMatching(/holds no part of its IDA\* round/) });
    } finally {
      for (const folder of [here!, there!]) rmSync(folder, { recursive: true, force: true });
    }
  });

  it('lets one shard join a round: another that finds the round claimed says so, and slide merge stands in for a stopped joiner', () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-ida-shards-'));
    try {
      expect(slide([...ARGS, '--checkpoint', folder, '--shard', '2/2'])).toMatchObject({ status: 0, stdout: '' });
      const bound = /^ida-round-(\d+)-part-2-of-2/.exec(readdirSync(folder).find((name) => name.startsWith('ida-round-'))!)![1]!;
      // Shard 2 claimed the join and was stopped before it finished.
      writeFileSync(join(folder, `ida-round-${bound}-joining`), '');
      expect(slide([...ARGS, '--checkpoint', folder, '--shard', '1/2'])).toMatchObject({
        status: 0,
        stdout: '',
        stderr: `slide: shard 1/2 of the round of bound ${bound} is saved in ${folder} (2 of 2 parts in); another shard joins the round (were it stopped, slide merge ${folder} joins it)\n`,
      });
      expect(slide(['merge', folder]).stderr).toMatch(new RegExp(`^slide: the round of bound ${bound} is joined \\(2 parts\\)`));
      expect(readdirSync(folder)).toEqual(['ida-checkpoint.json']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reads no checkpoint or part that is a device: /dev/zero is damaged, not read without end', () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-ida-shards-'));
    try {
      symlinkSync('/dev/zero', join(folder, 'ida-checkpoint.json'));
      expect(slide([...ARGS, '--checkpoint', folder])).toMatchObject({
        status: 2,
        stderr: expect.stringMatching(
          /^slide: --checkpoint: the checkpoint in .* is damaged \(not a regular file\)\nremove .*ida-checkpoint\.json to start afresh\n$/,
        ),
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('solve --checkpoint --stats', () => {
  it('counts the whole search, says what came before the checkpoint, and rates only this run', () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-ida-stats-'));
    try {
      const whole = JSON.parse(slide(ARGS).stdout).stats;
      // Two shards join the first round: the checkpoint then stands at the next bound, with that round's nodes.
      for (const shard of ['1/2', '2/2']) expect(slide([...ARGS, '--checkpoint', folder, '--shard', shard]).status).toBe(0);
      const before = JSON.parse(readFileSync(join(folder, 'ida-checkpoint.json'), 'utf8')).at.generated as number;
      expect(before).toBeGreaterThan(0);
      const grouped = (count: number) => count.toLocaleString('en-US');
      const line = (carried: number, rate: string) =>
        new RegExp(
          `^stats: generated ${grouped(whole.generated)} · expanded ${grouped(whole.expanded)} · ${grouped(carried)} of them before the checkpoint · [\\d.]+ m?s · ${rate} states/s · `,
          'm',
        );
      const continued = slide([...ARGS, '--checkpoint', folder, '--stats']);
      expect(JSON.parse(continued.stdout).stats).toEqual(whole);
      expect(continued.stderr).toMatch(line(before, '[\\d,]+'));
      // Solved in the folder: the answer is all from before, and nothing is generated now.
      expect(slide([...ARGS, '--checkpoint', folder, '--stats']).stderr).toMatch(line(whole.generated, '0'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("of the shard that joins the last round, rates only what that shard searched: the rest is the other shards' and earlier runs'", () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-ida-stats-'));
    try {
      const whole = JSON.parse(slide(ARGS).stdout).stats;
      for (let round = 0; round < 10; round++) {
        const checkpoint = join(folder, 'ida-checkpoint.json');
        const before = existsSync(checkpoint) ? (JSON.parse(readFileSync(checkpoint, 'utf8')).at.generated as number) : 0;
        const runs = ['1/2', '2/2'].map((shard) => slide([...ARGS, '--checkpoint', folder, '--shard', shard, '--stats']));
        const joiner = runs.find((run) => run.stdout !== '');
        if (!joiner) continue;
        expect(JSON.parse(joiner.stdout).stats).toEqual(whole);
        const [, generated, carried, time, unit, rate] =
          /^stats: generated ([\d,]+) · .* · ([\d,]+) of them by other shards or earlier runs · ([\d.]+) (m?s) · ([\d,]+) states\/s/m.exec(joiner.stderr)!;
        const count = (text: string) => Number(text.replaceAll(',', ''));
        const milliseconds = Number(time) * (unit === 's' ? 1000 : 1);
        expect(count(generated!)).toBe(whole.generated);
        expect(count(carried!)).toBeGreaterThanOrEqual(before);
        expect(count(carried!)).toBeLessThan(whole.generated);
        // The time shown is rounded (to a tenth of a millisecond, or a hundredth of a second).
        const own = ((whole.generated - count(carried!)) / milliseconds) * 1000;
        expect(Math.abs(count(rate!) - own)).toBeLessThan(own / 100);
        return;
      }
      throw new Error('no shard joined the last round');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
