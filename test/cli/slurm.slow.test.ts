import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BINARY, slide } from './run-cli.js';

const CLUSTER = fileURLToPath(new URL('../../scripts/slurm-test-cluster.sh', import.meta.url));
const installed =
  spawnSync('sh', ['-c', 'command -v slurmctld && command -v slurmd && command -v sbatch && command -v munged'], { encoding: 'utf8' }).status === 0;
const root = process.getuid?.() === 0;
if (!installed || !root)
  console.warn(
    'slurm test: Slurm and munge are not installed, or not as root (bash scripts/install-test-tools.sh installs them); the array-job checks are skipped',
  );

/**
 * Array jobs on a live one-node Slurm cluster (started here, its daemons stopped by their ids
 * afterwards): the scripts `--emit slurm` prints are submitted as they are, and their merged
 * answers must be the one-process answers byte for byte, also after a killed task is rerun.
 */
describe.skipIf(!installed || !root)('sharded work as Slurm array jobs', () => {
  const cluster = mkdtempSync(join(tmpdir(), 'slide-slurm-'));
  const work = mkdtempSync(join(tmpdir(), 'slide-slurm-jobs-'));
  const env = { ...process.env, SLURM_CONF: join(cluster, 'slurm.conf') };
  const run = (command: string, args: string[], cwd = work) => execFileSync(command, args, { cwd, env, encoding: 'utf8' });

  beforeAll(() => {
    run('bash', [CLUSTER, 'start', cluster]);
  }, 60_000);
  afterAll(() => {
    spawnSync('bash', [CLUSTER, 'stop', cluster]);
    rmSync(cluster, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  /** Waits until no job of the cluster is queued or running. */
  async function drained(): Promise<void> {
    for (let waited = 0; waited < 120_000; waited += 250) {
      if (run('squeue', ['-h']).trim() === '') return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`jobs still queued: ${run('squeue', [])}`);
  }

  /** Submits the script `--emit slurm` prints for these arguments, as it is, and reads the merged answer. */
  async function submitted(args: string[], folder: string): Promise<string> {
    const script = slide([...args, '--emit', 'slurm']);
    expect(script.status).toBe(0);
    writeFileSync(join(work, 'job.sh'), script.stdout);
    run('sbatch', ['job.sh']);
    await drained();
    return readFileSync(join(work, folder, 'merged.txt'), 'utf8');
  }

  it('a sharded count merges to the unsharded count, in the format asked for', async () => {
    const merged = await submitted(['count', 'queens', '--size', '12', '--unique', '--shards', '4', '-f', 'json'], 'slide-count-queens');
    expect(merged).toBe(slide(['count', 'queens', '--size', '12', '--unique', '-f', 'json']).stdout);
    expect(JSON.parse(merged)).toMatchObject({ total: 14200, unique: 1787 });
  }, 180_000);

  it('a sharded batch of solves merges to the one-process batch, line for line in start order', async () => {
    const starts = slide(['random', '8puzzle', '--count', '7', '--seed', '5']).stdout;
    writeFileSync(join(work, 'starts.txt'), starts);
    const merged = await submitted(['solve', '8puzzle', '--starts', 'starts.txt', '-f', 'json', '--shards', '3'], 'slide-solve-8puzzle');
    const whole = spawnSync(process.execPath, [BINARY, 'solve', '8puzzle', '--starts', 'starts.txt', '-f', 'json'], { cwd: work, encoding: 'utf8' }).stdout;
    expect(merged.split('\n')).toHaveLength(8);
    expect(merged).toBe(whole);
  }, 180_000);

  it('a task killed mid-way leaves no part; merge names it, and once it is rerun the merge agrees', async () => {
    const folder = 'slide-count-queens';
    rmSync(join(work, folder), { recursive: true, force: true });
    // Size 17: each task counts for seconds, so the kill lands while it counts, not after it has written its part.
    writeFileSync(join(work, 'job.sh'), slide(['count', 'queens', '--size', '17', '--threads', '1', '--shards', '4', '-f', 'json', '--emit', 'slurm']).stdout);
    const submit = run('sbatch', ['--parsable', 'job.sh']).trim();
    const parts = join(work, folder);
    // Kill task 3 (the longest shard) once it is counting: its part's temporary file is open.
    const counting = () => existsSync(parts) && readdirSync(parts).some((file) => file.startsWith('part-0003-of-0004.txt.') && file.endsWith('.tmp'));
    let killed = false;
    for (let waited = 0; waited < 60_000 && !killed; waited += 50) {
      const task =
        counting() &&
        run('squeue', ['-h', '-t', 'R', '-o', '%i'])
          .split('\n')
          .find((id) => /_3$/.test(id.trim()));
      if (task) {
        // Slurm ends it as it ends any cancelled job: SIGTERM, then SIGKILL after KillWait.
        run('scancel', [task.trim()]);
        killed = true;
      } else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(killed, `submit job ${submit}`).toBe(true);
    await drained();
    expect(
      readdirSync(parts)
        .filter((file) => file.startsWith('part-'))
        .sort(),
    ).toEqual(['part-0001-of-0004.txt', 'part-0002-of-0004.txt', 'part-0004-of-0004.txt']);
    expect(existsSync(join(parts, 'merged.txt'))).toBe(false);
    const refused = slide(['merge', parts]);
    expect([refused.status, refused.stderr]).toEqual([2, `slide: merge: ${parts}: part 3 of 4 missing (rerun those shards)\n`]);
    run('sbatch', ['--array=3', join(parts, 'task.sh')]);
    await drained();
    expect(slide(['merge', parts, '-f', 'json']).stdout).toBe(slide(['count', 'queens', '--size', '17', '-f', 'json']).stdout);
  }, 300_000);
});

describe('--emit kubernetes', () => {
  it('prints an Indexed Job whose pods each run one shard into the shared parts folder', () => {
    const job = JSON.parse(slide(['count', 'queens', '--size', '20', '--shards', '12', '--emit', 'kubernetes']).stdout);
    expect(job).toMatchObject({ apiVersion: 'batch/v1', kind: 'Job', spec: { completionMode: 'Indexed', completions: 12, parallelism: 12 } });
    expect(job.metadata.name).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
    const [container] = job.spec.template.spec.containers;
    expect(container.command.slice(-6)).toEqual(['-f', 'json', '--shard', 'auto/12', '--parts', '/parts']);
    expect(container.volumeMounts).toEqual([{ name: 'parts', mountPath: '/parts' }]);
    expect(job.spec.template.spec.volumes[0].name).toBe('parts');
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
  });
});
