import { InputError } from '../util/input-error.js';
import { findDefinition, type Definition } from '../puzzles/registry.js';
import { familyOf, nameOf } from '../puzzles/families.js';
import type { RandomRequest, RandomStarts } from './types.js';
import { checkedRequest, RandomRequestSchema } from './request-schema.js';

/**
 * Random solvable starts, uniform over the solvable positions (a seeded xoroshiro128+ shuffle),
 * made one at a time as `starts` is walked (ten million of them need no list):
 * a uniform shuffle is solvable or not; swapping the first two tiles (not the blank) maps the
 * unsolvable shuffles one to one onto the solvable ones.
 */
export async function randomStarts(given: RandomRequest): Promise<RandomStarts> {
  const request = checkedRequest(RandomRequestSchema, given);
  const definition = findDefinition(request.puzzle);
  if (request.moves !== undefined) return randomWalks(definition, request);
  const shuffle = familyOf(definition).shuffle;
  if (!shuffle) {
    const walks = familyOf(definition).replayer ? 'random walks work for it: give a number of moves' : undefined;
    throw new InputError(`random starts apply to tile boards and one-blank puzzles, not to ${nameOf(definition)} (a ${definition.family} puzzle)`, walks);
  }
  const seed = request.seed ?? 1;
  const count = request.count ?? 1;
  const puzzle = shuffle(definition);
  // Loaded on use: start-up stays lean for the commands that need no randomness.
  const { unsafeUniformIntDistribution, xoroshiro128plus } = await import('pure-rand');
  function* shuffled(): Generator<string> {
    const rng = xoroshiro128plus(seed);
    for (let i = 0; i < count; i++) {
      const board = [...puzzle.goal];
      for (let k = board.length - 1; k > 0; k--) {
        const j = unsafeUniformIntDistribution(0, k, rng);
        [board[k], board[j]] = [board[j]!, board[k]!];
      }
      if (!puzzle.solvable(board)) {
        const [a, b] = board.map((token, cell) => (token === 0 ? -1 : cell)).filter((cell) => cell >= 0);
        [board[a!], board[b!]] = [board[b!]!, board[a!]!];
      }
      yield puzzle.format(board);
    }
  }
  return { puzzle: puzzle.name, seed, starts: { [Symbol.iterator]: shuffled } };
}

/**
 * Starts a chosen number of moves from the goal: seeded random walks that never undo the move just
 * made, so positions stay near the goal (a walk of 40 moves on the 24-puzzle: a start IDA* solves in
 * seconds, where a uniform one is about 100 moves deep). The optimal distance is at most the walk.
 */
async function randomWalks(definition: Definition, request: RandomRequest): Promise<RandomStarts> {
  const replayer = familyOf(definition).replayer?.(definition, { puzzle: request.puzzle });
  if (!replayer)
    throw new InputError(`random walks apply to puzzles with moves, not to ${nameOf(definition)} (a ${definition.family} puzzle)`, undefined, 'moves');
  const moves = request.moves!;
  const seed = request.seed ?? 1;
  const count = request.count ?? 1;
  const { unsafeUniformIntDistribution, xoroshiro128plus } = await import('pure-rand');
  // From the goal where it is one position; else (a goal that is a condition) from the start.
  const origin = replayer.start(replayer.goal ?? undefined);
  function* walked(): Generator<string> {
    const rng = xoroshiro128plus(seed);
    for (let i = 0; i < count; i++) {
      let position = origin;
      let previous: string | null = null;
      for (let step = 0; step < moves; step++) {
        const here = replayer!.format(position);
        const choices = replayer!.moves(position).filter((move) => previous === null || replayer!.format(move.next) !== previous);
        if (choices.length === 0) break;
        position = choices[unsafeUniformIntDistribution(0, choices.length - 1, rng)]!.next;
        previous = here;
      }
      yield replayer!.format(position);
    }
  }
  return { puzzle: replayer.puzzle, seed, starts: { [Symbol.iterator]: walked } };
}
