/** Shard `index` of `of` (1-based): a fixed slice of some work, the same on every machine. */
export interface Shard {
  index: number;
  of: number;
}

/**
 * The items of one shard: those whose place in the list is index − 1 modulo `of` (all of them
 * without a shard). Work that is a sum over items (counts) or a list of them (a batch of starts)
 * is then the union of its shards.
 */
export function shardOf<T>(items: readonly T[], shard: Shard | undefined): T[] {
  return shard === undefined ? [...items] : items.filter((_, i) => i % shard.of === shard.index - 1);
}
