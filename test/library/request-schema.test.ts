import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  count,
  createSolver,
  explore,
  InputError,
  loadPuzzle,
  MemoryLimitError,
  NoSolutionError,
  randomStarts,
  solve,
  StateLimitError,
  UnsupportedSearchError,
  verify,
} from '../../src/index.js';

/** The errors the library promises; anything else (a bare TypeError, RangeError) is a defect. */
const OWN_ERRORS = [InputError, NoSolutionError, StateLimitError, MemoryLimitError, UnsupportedSearchError];
const isOwn = (error: unknown) => OWN_ERRORS.some((kind) => error instanceof kind) || (error instanceof Error && error.name === 'AbortError');

/** Calls the library as untyped JavaScript would: anything goes in. */
const untyped = <T>(call: (request: T) => unknown) => call as (request: unknown) => unknown;

async function outcome(call: () => unknown): Promise<'result' | Error> {
  try {
    await call();
    return 'result';
  } catch (error) {
    return error as Error;
  }
}

describe("the library's door: every request field is checked before any work", () => {
  it.each([
    ['an unknown algorithm', untyped(solve), { puzzle: '8puzzle', algorithm: 'magic' }, 'algorithm'],
    ['a start that is a number', untyped(solve), { puzzle: '8puzzle', start: 123456780 }, 'start'],
    ['half a disc', untyped(solve), { puzzle: 'hanoi', disks: 2.5 }, 'disks'],
    ['a negative board', untyped(solve), { puzzle: 'queens', size: -3 }, 'size'],
    ['no request at all', untyped(solve), null, undefined],
    ['a signal that is a number', untyped(solve), { puzzle: '8puzzle', signal: 5 }, 'signal'],
    ['a progress hook that is a number', untyped(solve), { puzzle: '8puzzle', onProgress: 5 }, 'onProgress'],
    ['a negative state limit', untyped(solve), { puzzle: '8puzzle', maxStates: -1 }, 'maxStates'],
    ['a state limit that is NaN', untyped(solve), { puzzle: '8puzzle', maxStates: Number.NaN }, 'maxStates'],
    ['a misspelt field', untyped(solve), { puzzle: '8puzzle', algo: 'bfs' }, 'algo'],
    ['a puzzle that is a number', untyped(solve), { puzzle: 8 }, 'puzzle'],
    ['moves that are a number', untyped(verify), { puzzle: '8puzzle', moves: 5 }, 'moves'],
    ['a shard past its count', untyped(count), { puzzle: 'queens', shard: { index: 3, of: 2 } }, 'shard'],
    ['threads that are a string', untyped(count), { puzzle: 'queens', threads: '2' }, 'threads'],
    ['a checkpoint that is an object', untyped(explore), { puzzle: '2x3', checkpoint: {} }, 'checkpoint'],
    ['memory of zero bytes', untyped(explore), { puzzle: '2x3', memory: 0 }, 'memory'],
    ['a seed past 32 bits', untyped(randomStarts), { puzzle: '8puzzle', seed: 2 ** 40 }, 'seed'],
    ['a walk of minus one move', untyped(randomStarts), { puzzle: '8puzzle', moves: -1 }, 'moves'],
    ['a prototype key as the puzzle', untyped(solve), { puzzle: '__proto__' }, undefined],
    ['a prototype key as a field', untyped(solve), JSON.parse('{"puzzle":"8puzzle","__proto__":{"start":1}}'), '__proto__'],
    ['a definition object that is an array', untyped(solve), { puzzle: [] }, 'puzzle'],
    ['a heuristic it does not have', untyped(createSolver), { puzzle: '15puzzle', heuristic: 'magic' }, 'heuristic'],
    ['a round order it does not have', untyped(solve), { puzzle: '15puzzle', roundOrder: 'breadth-first' }, 'roundOrder'],
    ['placements that are not places', untyped(solve), { puzzle: 'queens', place: [{ row: -1, col: 0 }] }, 'place'],
    ['a sizing that is not a number', (sizing: unknown) => loadPuzzle('hanoi', sizing as object), { disks: 'four' }, 'disks'],
  ])('%s is an InputError naming the field', async (_, call, request, field) => {
    const error = await outcome(() => call(request));
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).field).toBe(field);
  });

  it('lets nothing but a result or its own errors out, whatever is thrown at it (seeded)', async () => {
    const value = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.integer({ min: -3, max: 9 }),
      fc.double(),
      fc.constantFrom('', '-', '__proto__', 'constructor', '123456780', 'bfs', 'ida', 'piece', 'pdb', '7-8', 'A->C'),
    );
    const field = fc.constantFrom(
      'puzzle',
      'start',
      'goal',
      'algorithm',
      'metric',
      'heuristic',
      'maxStates',
      'disks',
      'pegs',
      'size',
      'place',
      'moves',
      'seed',
      'count',
      'unique',
      'shard',
      'signal',
      'onProgress',
      'threads',
      'roundOrder',
      'memory',
      '__proto__',
      'toString',
    );
    const request = fc.tuple(
      fc.constantFrom('8puzzle', 'hakoiri', 'nooff', 'hanoi', 'queens', '2x3', '6puzzle', 'nope'),
      fc.dictionary(field, value, { maxKeys: 4 }),
    );
    const call = fc.constantFrom(untyped(solve), untyped(explore), untyped(count), untyped(verify), untyped(randomStarts), (r: unknown) =>
      loadPuzzle((r as { puzzle: string }).puzzle, r as object),
    );
    await fc.assert(
      fc.asyncProperty(call, request, fc.boolean(), async (library, [puzzle, fields], asObject) => {
        // Every call is bounded: no state limit above a small one, so no search runs long.
        const given = asObject ? { puzzle, maxStates: 200_000, ...fields } : fields;
        const result = await outcome(async () => {
          const answer = await library(given);
          // Lazy parts of a result (paths, starts) are walked too: they must not throw either.
          if (answer && typeof answer === 'object')
            for (const part of Object.values(answer))
              if (part && typeof part === 'object' && Symbol.iterator in part) for (const _ of part as Iterable<unknown>);
        });
        if (result !== 'result' && !isOwn(result)) throw result;
      }),
      { seed: 20261124, numRuns: Number(process.env.SLIDE_FUZZ_RUNS ?? 150) },
    );
  });
});
