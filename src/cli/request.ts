import type { SolveRequest } from '../library/types.js';
import { readOneStart } from './start-lines.js';

/** The options of the commands that name a puzzle's position and size, as commander parses them. */
export interface PositionOptions {
  start?: string;
  /** Old names of --start: `max --from`, `show --state`. */
  from?: string;
  state?: string;
  goal?: string;
  algo?: SolveRequest['algorithm'];
  metric?: string;
  maxStates?: number;
  disks?: number;
  pegs?: number;
  size?: number;
  place?: SolveRequest['place'];
  heuristic?: SolveRequest['heuristic'];
  partition?: string;
  cacheDir?: string;
}

/** Commander's options as a library request: the CLI's names become the library's fields. */
export function requestOf(puzzle: string, options: PositionOptions): Omit<SolveRequest, 'signal' | 'onProgress' | 'onWarning'> {
  let start = options.start ?? options.from ?? options.state;
  if (start === '-') start = readOneStart();
  const fields = {
    puzzle,
    start,
    goal: options.goal,
    algorithm: options.algo,
    metric: options.metric,
    maxStates: options.maxStates,
    disks: options.disks,
    pegs: options.pegs,
    size: options.size,
    place: options.place,
    heuristic: options.heuristic,
    partition: options.partition,
    cacheDir: options.cacheDir,
  };
  // Only what was given: the library refuses fields a puzzle does not take.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as unknown as SolveRequest;
}
