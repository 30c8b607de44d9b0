import { InputError } from '../util/input-error.js';
import { echo } from '../util/echo.js';
import { findDefinition } from '../puzzles/registry.js';
import { checkFields, familyOf, nameOf } from '../puzzles/families.js';
import type { LabelledMove, Replayer } from '../puzzles/replayer.js';
import { solve } from './solve.js';
import type { Sequence, Verification, VerifyRequest } from './types.js';
import { checkedRequest, VerifyRequestSchema } from './request-schema.js';
import { now, since } from '../util/clock.js';

/** The most moves one replay takes (a move list is never longer than what a solve could print). */
export const MAX_REPLAY_MOVES = 2 ** 26;

/** How many legal moves an illegal-move report lists. */
const LISTED_MOVES = 12;

/** The lines of a move list: blank lines and `#` comments skipped. */
export function moveLines(moves: string | readonly string[]): string[] {
  const lines = typeof moves === 'string' ? moves.split(/\r?\n/) : moves;
  return lines.map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * How a move list's lines are read, as a solution's moves are printed: a line is one
 * label where the position has a move of that label; otherwise labels separated by commas
 * (`A->C,A->B`), or a word of one-letter labels (`uurdl`) where every move here is one letter.
 */
function splitLine<P>(line: string, moves: readonly LabelledMove<P>[]): string[] | null {
  if (line.includes(','))
    return line
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  if (line.length > 1 && /^\S+$/.test(line) && moves.every((move) => move.label.length === 1)) return Array.from(line);
  return null;
}

/**
 * Replays a move list from a start: every move must be a legal move of the position it is made
 * in, named by its label; the replay stops at the first that is not. Nothing is searched unless
 * `optimal` asks for the length of a shortest solution to compare with.
 */
export async function verify(given: VerifyRequest): Promise<Verification> {
  const request = checkedRequest(VerifyRequestSchema, given);
  request.signal?.throwIfAborted();
  const definition = findDefinition(request.puzzle);
  const policy = familyOf(definition);
  if (!policy.replayer) throw new InputError(`${nameOf(definition)} has no moves to replay (a ${definition.family} puzzle)`);
  checkFields(request, [...policy.exploreFields, 'goal'], definition);
  const began = now();
  const replayer = policy.replayer(definition, request);
  const replay = replayMoves(replayer, request);
  let shortest: number | null = null;
  if (request.optimal && replay.solved) {
    const { puzzle, start, goal, metric, disks, pegs, signal, onProgress, onWarning } = request;
    const fields = Object.fromEntries(Object.entries({ start, goal, metric, disks, pegs }).filter(([, value]) => value !== undefined));
    shortest = (await solve({ puzzle, ...fields, signal, onProgress, onWarning })).length;
  }
  return { ...replay, shortest, milliseconds: since(began) };
}

type Replayed = Omit<Verification, 'shortest' | 'milliseconds'>;

function replayMoves<P>(replayer: Replayer<P>, request: VerifyRequest): Replayed {
  const first = replayer.start(request.start);
  // Read back to front, so a line split into several labels goes back on the stack in order.
  const pending = moveLines(request.moves).reverse();
  // The index of each move among the position's moves: the path is replayed from these when walked.
  const choices: number[] = [];
  let position = first;
  let illegal: Verification['illegal'] = null;
  while (pending.length > 0) {
    const label = pending.pop()!;
    const moves = replayer.moves(position);
    const choice = moves.findIndex((move) => move.label === label);
    if (choice >= 0) {
      position = take(choices, moves, choice);
      continue;
    }
    const parts = splitLine(label, moves);
    if (parts === null || parts.length === 0) {
      illegal = illegalMove(
        choices.length + 1,
        label,
        moves.map((move) => move.label),
      );
      break;
    }
    if (parts.length > MAX_REPLAY_MOVES) throw new InputError(`more than ${MAX_REPLAY_MOVES.toLocaleString('en-US')} moves to replay`, undefined, 'moves');
    // One at a time: a word of millions of letters must not be spread as arguments.
    for (let part = parts.length - 1; part >= 0; part--) pending.push(parts[part]!);
  }
  const walk = <T>(item: (position: P, label: string | null) => T): Sequence<T> => ({
    *[Symbol.iterator]() {
      let at = first;
      yield item(at, null);
      for (const choice of choices) {
        const move = replayer.moves(at)[choice]!;
        at = move.next;
        yield item(at, move.label);
      }
    },
  });
  const labels: Sequence<string> = {
    *[Symbol.iterator]() {
      for (const label of walk((_, made) => made)) if (made(label)) yield label;
    },
  };
  return {
    puzzle: replayer.puzzle,
    algorithm: 'replay',
    metric: replayer.metric,
    start: replayer.format(first),
    goal: replayer.goal,
    goalDescription: replayer.goalDescription,
    length: choices.length,
    path: walk((at) => replayer.format(at)),
    moves: labels,
    stats: { generated: 0, expanded: 0 },
    bound: null,
    layout: replayer.layout,
    views: walk((at) => replayer.view(at)),
    details: {},
    final: replayer.format(position),
    finalView: replayer.view(position),
    illegal,
    legal: illegal === null,
    solved: illegal === null && replayer.isGoal(position),
  };
}

const made = (label: string | null): label is string => label !== null;

function take<P>(choices: number[], moves: { next: P }[], choice: number): P {
  if (choices.length >= MAX_REPLAY_MOVES) {
    throw new InputError(`more than ${MAX_REPLAY_MOVES.toLocaleString('en-US')} moves to replay`, undefined, 'moves');
  }
  choices.push(choice);
  return moves[choice]!.next;
}

function illegalMove(index: number, move: string, legal: string[]): NonNullable<Verification['illegal']> {
  const listed = legal.slice(0, LISTED_MOVES).join(', ') + (legal.length > LISTED_MOVES ? ', …' : '');
  return { index, move: echo(move), reason: legal.length === 0 ? 'no move can be made here' : `not a legal move here (legal: ${listed})`, legal };
}
