/** A sequence that may be walked more than once, produced lazily where it is long (Hanoi). */
export type Sequence<T> = Iterable<T>;

/** `items` mapped through `map` each time the sequence is walked (views are drawn only when asked for). */
export function mapped<T, U>(items: readonly T[], map: (item: T) => U): Sequence<U> {
  return { [Symbol.iterator]: () => items.map(map)[Symbol.iterator]() };
}
