import { InvalidArgumentError, Option } from 'commander';
import { ALGORITHM_NAMES, BEAM_WIDTH, DEFAULT_MAX_STATES, IN_PLACE_PAST } from '../library/defaults.js';
import { grouped } from '../render/numbers.js';
import { SCHEDULERS } from './emit.js';
import { parseShardOption } from './sharding.js';

export function parsePositiveInteger(value: string): number {
  const digits = value.replace(/_/g, '');
  if (!/^\d+$/.test(digits)) throw new InvalidArgumentError('expected a whole number');
  const number = Number(digits);
  if (!Number.isSafeInteger(number) || number < 1) throw new InvalidArgumentError('expected a whole number from 1 to 2^53');
  return number;
}

export const startOption = (what = "start position (default: the puzzle's own; - reads it from standard input)") => new Option('-s, --start <state>', what);

export const algorithmOption = () =>
  new Option(
    '-a, --algo <algorithm>',
    `search algorithm (default: ida on tile boards past ${IN_PLACE_PAST}, astar on block boxes past 31 cells with a goal piece to follow, else bi for one goal state, else bfs)`,
  ).choices(ALGORITHM_NAMES);

export const formatOption = (formats: readonly string[]) => new Option('-f, --format <format>', 'output format').choices(formats).default('text');

export const maxStatesOption = () =>
  new Option('--max-states <n>', `stop (exit 3) once a search stores or expands this many states (default: ${grouped(DEFAULT_MAX_STATES)})`).argParser(
    parsePositiveInteger,
  );

export const beamWidthOption = () =>
  new Option(
    '--beam-width <n>',
    `with --algo beam: positions kept from each layer (default: ${grouped(BEAM_WIDTH)}); wider finds shorter paths, slower`,
  ).argParser(parsePositiveInteger);

export const statsOption = () => new Option('--stats', 'report states generated and expanded, states per second and time on stderr');

export const metricOption = () => new Option('-m, --metric <metric>', "how moves are counted: step, line or piece (block puzzles; default: the puzzle's)");

export const disksOption = () => new Option('--disks <n>', 'Hanoi: number of discs (default 4)').argParser(parsePositiveInteger);

export const pegsOption = () => new Option('--pegs <n>', 'Hanoi: number of pegs (default 3)').argParser(parsePositiveInteger);

export const quietOption = () => new Option('-q, --quiet', 'no progress on stderr (a bar on a terminal, else a line a minute)');

/** Moves a second, for animations and playback. */
export function parseSpeed(value: string): number {
  const speed = Number(value);
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(value.trim()) || !(speed >= 0.1 && speed <= 100))
    throw new InvalidArgumentError('expected moves a second, from 0.1 to 100');
  return speed;
}

export const speedOption = () => new Option('--speed <n>', 'moves a second when animating or playing').argParser(parseSpeed).default(2);

/** `--memory 8G`, `512M`, or bytes. */
export function parseBytes(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([KMGT]?)B?\s*$/i.exec(value);
  const bytes = match ? Number(match[1]) * 1024 ** ' KMGT'.indexOf((match[2] || ' ').toUpperCase()) : NaN;
  if (!Number.isFinite(bytes) || bytes < 1 || bytes > 2 ** 53) throw new InvalidArgumentError('expected a size such as 8G, 512M or a number of bytes');
  return Math.floor(bytes);
}

export const memoryOption = (what: string, past = 'refused at once past it') =>
  new Option('--memory <size>', `${what} (default: the machine's less 1.5 GB); ${past}`).argParser(parseBytes);

/** `--shard 3/12`: the third of twelve slices of the work; `auto` or `auto/N`: the array task's, from the scheduler. */
export const shardOption = (what: string) =>
  new Option('--shard <K/N>', `${what}; auto (or auto/N) reads K (and N) from a Slurm or Kubernetes array task`).argParser(parseShardOption);

/** `--parts DIR`: a shard's output goes to its own file there, written whole or not at all. */
export const partsOption = () =>
  new Option(
    '--parts <dir>',
    "with --shard: write this shard's output to <dir>/part-K-of-N.txt (atomically) instead of stdout; slide merge <dir> adds them up",
  );

/** `--shards N --emit slurm`: the job script for N shards instead of the work. */
export const shardsOption = () => new Option('--shards <n>', 'with --emit: how many shards (array tasks)').argParser(parsePositiveInteger);
export const emitOption = () =>
  new Option(
    '--emit <scheduler>',
    'print a job script that runs this command as --shards array tasks and merges them (slurm: an sbatch script; kubernetes: an Indexed Job)',
  ).choices(SCHEDULERS);

export const threadsOption = (what: string, byDefault = 'every core') =>
  new Option('--threads <n>', `${what} (default: ${byDefault})`).argParser(parsePositiveInteger);

/** An old name of an option, still read but not shown in help (`max --from`, `show --state`). */
export const aliasOption = (flags: string) => new Option(flags).hideHelp();
