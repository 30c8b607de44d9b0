import type { Sequence } from '../puzzles/types.js';

/** `items` mapped through `map` each time the sequence is walked (views are drawn only when asked for). */
export function mapped<T, U>(items: readonly T[], map: (item: T) => U): Sequence<U> {
  return { [Symbol.iterator]: () => items.map(map)[Symbol.iterator]() };
}
