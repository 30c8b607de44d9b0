import { InputError } from '../puzzles/input-error.js';
import { findDefinition } from '../puzzles/registry.js';
import { nameOf, policyOf } from './families.js';
import type { RandomRequest, RandomStarts } from './types.js';

/** Seeds are taken whole: xoroshiro128+ is seeded from 32 bits, so larger seeds are refused rather than wrapped. */
export const MAX_SEED = 2 ** 32 - 1;

/**
 * Random solvable starts, uniform over the solvable positions (a seeded xoroshiro128+ shuffle):
 * a uniform shuffle is solvable or not; swapping the first two tiles (not the blank) maps the
 * unsolvable shuffles one to one onto the solvable ones.
 */
export async function randomStarts(request: RandomRequest): Promise<RandomStarts> {
  const definition = findDefinition(request.puzzle);
  const shuffle = policyOf(definition).shuffle;
  if (!shuffle) throw new InputError(`random starts apply to tile boards and one-blank puzzles, not to ${nameOf(definition)} (a ${definition.family} puzzle)`);
  const seed = request.seed ?? 1;
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) throw new InputError(`${seed} is not a whole number from 0 to ${MAX_SEED}`, undefined, 'seed');
  const puzzle = shuffle(definition);
  // Loaded on use: start-up stays lean for the commands that need no randomness.
  const { unsafeUniformIntDistribution, xoroshiro128plus } = await import('pure-rand');
  const rng = xoroshiro128plus(seed);
  const starts: string[] = [];
  for (let i = 0; i < (request.count ?? 1); i++) {
    const board = [...puzzle.goal];
    for (let k = board.length - 1; k > 0; k--) {
      const j = unsafeUniformIntDistribution(0, k, rng);
      [board[k], board[j]] = [board[j]!, board[k]!];
    }
    if (!puzzle.solvable(board)) {
      const [a, b] = board.map((token, cell) => (token === 0 ? -1 : cell)).filter((cell) => cell >= 0);
      [board[a!], board[b!]] = [board[b!]!, board[a!]!];
    }
    starts.push(puzzle.format(board));
  }
  return { puzzle: puzzle.name, seed, starts };
}
