import { join, resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import { PLAIN } from '../render/paint.js';
import { FolderError, writeAtomically } from '../store/stored-file.js';
import type { Shard } from '../util/shard.js';
import { InputError } from '../util/input-error.js';
import { kubernetesJob, type Scheduler, slurmScript, taskArguments } from './emit.js';
import type { Terminal } from './terminal.js';

/** `--shard`: `K/N`, or `auto` (a Slurm array task), or `auto/N` (a Kubernetes Indexed Job of N pods). */
export type ShardOption = Shard | { auto: true; of?: number };

export function parseShardOption(value: string): ShardOption {
  const auto = /^\s*auto\s*(?:\/\s*(\d{1,6})\s*)?$/.exec(value);
  if (auto) return auto[1] === undefined ? { auto: true } : { auto: true, of: Number(auto[1]) };
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec(value);
  const [index, of] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (index < 1 || index > of)
    throw new InvalidArgumentError('expected K/N with 1 ≤ K ≤ N (e.g. 3/12), auto (a Slurm array task) or auto/N (a Kubernetes Indexed Job)');
  return { index, of };
}

const whole = (text: string | undefined) => (text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

/**
 * The shard an array task runs, read from its scheduler's environment: Slurm's
 * SLURM_ARRAY_TASK_ID (shard K of the N given, or of SLURM_ARRAY_TASK_COUNT counted from
 * SLURM_ARRAY_TASK_MIN), or Kubernetes' JOB_COMPLETION_INDEX (from 0) of the N given.
 */
export function resolveShard(option: ShardOption | undefined, env: NodeJS.ProcessEnv): Shard | undefined {
  if (option === undefined || !('auto' in option)) return option;
  const task = whole(env.SLURM_ARRAY_TASK_ID);
  if (task !== undefined) {
    // With N given, the array's task ids are the shard numbers 1 … N, so a rerun of some tasks
    // (sbatch --array=2,7) still runs shards 2 and 7 of N; without it, the whole array counts.
    if (option.of !== undefined) {
      if (task < 1 || task > option.of)
        throw new InputError(`auto/${option.of}: array task ${task} is no shard from 1 to ${option.of} (number the array 1-${option.of})`, undefined, 'shard');
      return { index: task, of: option.of };
    }
    const first = whole(env.SLURM_ARRAY_TASK_MIN) ?? 1;
    const of = whole(env.SLURM_ARRAY_TASK_COUNT);
    if (of === undefined) throw new InputError('auto: SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not', undefined, 'shard');
    const index = task - first + 1;
    if (index < 1 || index > of) throw new InputError(`auto: array task ${task} is not among ${of} tasks from ${first}`, undefined, 'shard');
    return { index, of };
  }
  const completion = whole(env.JOB_COMPLETION_INDEX);
  if (completion !== undefined) {
    if (option.of === undefined) throw new InputError('auto: a Kubernetes Indexed Job does not say how many pods it has; give auto/N', undefined, 'shard');
    if (completion >= option.of) throw new InputError(`auto/${option.of}: JOB_COMPLETION_INDEX is ${completion}`, undefined, 'shard');
    return { index: completion + 1, of: option.of };
  }
  throw new InputError(
    'auto: no array task in the environment (SLURM_ARRAY_TASK_ID from Slurm, or JOB_COMPLETION_INDEX from a Kubernetes Indexed Job)',
    undefined,
    'shard',
  );
}

/** The file of one shard's part in a folder of parts: `part-0003-of-0016.txt`, so a listing sorts in shard order. */
export function partFile(folder: string, shard: Shard): string {
  const digits = (n: number) => String(n).padStart(4, '0');
  return join(folder, `part-${digits(shard.index)}-of-${digits(shard.of)}.txt`);
}

export const PART_FILE = /^part-(\d+)-of-(\d+)\.txt$/;

/**
 * Runs a command's output into its part file instead of stdout (`--parts DIR`): written whole or
 * not at all (a temporary file renamed into place), so a killed task leaves no half part behind.
 */
export async function writingPart(
  terminal: Terminal,
  folder: string | undefined,
  shard: Shard | undefined,
  run: (out: Terminal) => Promise<void>,
): Promise<void> {
  if (folder === undefined) return run(terminal);
  if (shard === undefined) throw new InputError('writes the part of one shard: give --shard too', undefined, 'parts');
  const chunks: string[] = [];
  const file = partFile(resolve(folder), shard);
  try {
    await writeAtomically(resolve(folder), file, async () => {
      await run({ ...terminal, chalk: PLAIN, out: (text) => chunks.push(text) });
      return { value: null, chunks: [Buffer.from(chunks.join(''))] };
    });
  } catch (error) {
    if (error instanceof FolderError) throw new InputError(error.message, undefined, 'parts');
    throw error;
  }
  terminal.err(`slide: shard ${shard.index}/${shard.of} written to ${file}`);
}

/** The sharding options of `count` and `solve --starts`. */
export interface ShardingOptions {
  shard?: ShardOption;
  parts?: string;
  shards?: number;
  emit?: Scheduler;
  format: string;
}

/**
 * With `--emit`: prints the job script for `--shards` tasks of this very command, and says so
 * (true). The parts of a count are JSON, merged into the format asked for; the parts of a batch of
 * solves are its lines, joined in start order.
 */
export function emitJob(terminal: Terminal, options: ShardingOptions, argv: readonly string[], kind: 'count' | 'batch'): boolean {
  if (options.emit === undefined) {
    if (options.shards !== undefined) throw new InputError('sizes the job that --emit prints', undefined, 'shards');
    return false;
  }
  if (options.shards === undefined) throw new InputError('needs --shards N: how many array tasks', undefined, 'emit');
  const args = kind === 'count' ? [...taskArguments(argv, ['-f', '--format']), '-f', 'json'] : taskArguments(argv);
  const mergeArgs = kind === 'count' ? ['-f', options.format] : [];
  const plan = { scheduler: options.emit, shards: options.shards, args, slide: [process.execPath, process.argv[1] ?? 'slide'], mergeArgs };
  terminal.out(options.emit === 'slurm' ? slurmScript(plan) : kubernetesJob(plan));
  return true;
}
