import { InvalidArgumentError, Option } from 'commander';
import { ALGORITHMS } from '../search/algorithms.js';

export function parsePositiveInteger(value: string): number {
  if (!/^\d+$/.test(value.replace(/_/g, ''))) throw new InvalidArgumentError('expected a whole number');
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(number) || number < 1) throw new InvalidArgumentError('expected a whole number of 1 or more');
  return number;
}

export const algorithmOption = () =>
  new Option('--algo <algorithm>', 'search algorithm (default: bi for one goal state, else bfs)').choices(ALGORITHMS);

export const formatOption = (formats: readonly string[]) =>
  new Option('--format <format>', 'output format').choices(formats).default('text');

export const maxStatesOption = () =>
  new Option('--max-states <n>', 'stop (exit 3) once a search stores or expands this many states').argParser(
    parsePositiveInteger,
  );

export const statsOption = () =>
  new Option('--stats', 'report states generated and expanded, states per second and time on stderr');

export const metricOption = () =>
  new Option('--metric <metric>', "how moves are counted: step, line or piece (block puzzles; default: the puzzle's)");

export const disksOption = () => new Option('--disks <n>', 'Hanoi: number of discs (default 4)').argParser(parsePositiveInteger);

export const pegsOption = () => new Option('--pegs <n>', 'Hanoi: number of pegs (default 3)').argParser(parsePositiveInteger);
