import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slide } from './run-cli.js';

const folder = () => mkdtempSync(join(tmpdir(), 'slide-parts-'));

describe('--shard auto and --parts: array tasks of any scheduler', () => {
  it('reads a Kubernetes index (auto/N) and a Slurm task (auto), writes each part to its own file, and merge adds them up', () => {
    const whole = slide(['count', 'queens', '--size', '10', '-f', 'json']).stdout;
    const kubernetes = folder();
    for (const index of ['0', '1', '2']) {
      const run = slide(['count', 'queens', '--size', '10', '-f', 'json', '--shard', 'auto/3', '--parts', kubernetes], { JOB_COMPLETION_INDEX: index });
      expect([run.status, run.stdout]).toEqual([0, '']);
    }
    expect(readdirSync(kubernetes).sort()).toEqual(['part-0001-of-0003.txt', 'part-0002-of-0003.txt', 'part-0003-of-0003.txt']);
    expect(slide(['merge', kubernetes, '-f', 'json']).stdout).toBe(whole);
    const slurm = folder();
    for (const task of ['5', '6', '7']) {
      slide(['count', 'queens', '--size', '10', '-f', 'json', '--shard', 'auto', '--parts', slurm], {
        SLURM_ARRAY_TASK_ID: task,
        SLURM_ARRAY_TASK_MIN: '5',
        SLURM_ARRAY_TASK_COUNT: '3',
      });
    }
    expect(slide(['merge', slurm, '-f', 'json']).stdout).toBe(whole);
  });

  it('joins the parts of a batch of solves in start order, as one process would print it', () => {
    const starts = join(folder(), 'starts.txt');
    writeFileSync(starts, slide(['random', '8puzzle', '--count', '5', '--seed', '2']).stdout);
    const parts = folder();
    for (const index of ['0', '1'])
      slide(['solve', '8puzzle', '--starts', starts, '-f', 'moves', '--shard', 'auto/2', '--parts', parts], { JOB_COMPLETION_INDEX: index });
    expect(slide(['merge', parts]).stdout).toBe(slide(['solve', '8puzzle', '--starts', starts, '-f', 'moves']).stdout);
  });

  it('names missing parts, and refuses what cannot be an array task', () => {
    const parts = folder();
    slide(['count', 'queens', '--size', '8', '-f', 'json', '--shard', '2/3', '--parts', parts]);
    expect(slide(['merge', parts])).toMatchObject({ status: 2, stderr: `slide: merge: ${parts}: parts 1, 3 of 3 missing (rerun those shards)\n` });
    expect(slide(['count', 'queens', '--shard', 'auto'])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/^slide: --shard: auto: no array task in the environment/),
    });
    expect(slide(['count', 'queens', '--shard', 'auto'], { JOB_COMPLETION_INDEX: '1' })).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/give auto\/N\n$/),
    });
    expect(slide(['count', 'queens', '--shard', 'auto/4'], { SLURM_ARRAY_TASK_ID: '0' })).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/number the array 1-4/),
    });
    expect(slide(['count', 'queens', '--parts', parts, '-f', 'json'])).toMatchObject({
      status: 2,
      stderr: 'slide: --parts: writes the part of one shard: give --shard too\n',
    });
    expect(slide(['count', 'queens', '--shard', '1/2', '--parts', parts])).toMatchObject({
      status: 2,
      stderr: 'slide: --format: parts of a count are its JSON: give -f json\n',
    });
    expect(slide(['count', 'queens', '--emit', 'slurm'])).toMatchObject({ status: 2, stderr: 'slide: --emit: needs --shards N: how many array tasks\n' });
    expect(slide(['solve', '8puzzle', '--starts', '-', '--shards', '2', '--emit', 'slurm'])).toMatchObject({
      status: 2,
      stderr: 'slide: --format: parts of a batch are one line a solution: json or moves\n',
    });
  });

  it('--emit slurm prints a script that submits the tasks and a merge that waits for them all', () => {
    const script = slide(['count', 'queens', '--size', '14', '--unique', '--shards', '8', '--emit', 'slurm']).stdout;
    expect(script).toMatch(/^#!\/bin\/bash\n#SBATCH --job-name=slide-count-queens-submit\n/);
    expect(script).toContain('#SBATCH --array=1-8');
    expect(script).toMatch(/count queens --size 14 --unique -f json --shard auto\/8 --parts "\$PARTS"\n/);
    expect(script).toMatch(/merge "\$PARTS" -f text > /);
    expect(script).toContain('--kill-on-invalid-dep=yes --dependency=afterok:');
  });
});
