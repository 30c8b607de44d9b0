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

/** Of shards 1 … `of`, those `has` does not hold: ascending. */
export function missingShards(of: number, has: (index: number) => boolean): number[] {
  return Array.from({ length: of }, (_, i) => i + 1).filter((index) => !has(index));
}

/** Ascending shard numbers as runs, "3, 7–12, 27–2000", at most `most` runs and then "…": a thousand missing parts stay one line. */
export function shardRuns(indices: readonly number[], most = 12): string {
  const runs: string[] = [];
  for (let i = 0; i < indices.length && runs.length <= most; ) {
    let j = i;
    while (j + 1 < indices.length && indices[j + 1] === indices[j]! + 1) j++;
    // Two in a row read better as a pair than as a run.
    runs.push(j - i >= 2 ? `${indices[i]}–${indices[j]}` : indices.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  return runs.length > most ? `${runs.slice(0, most).join(', ')}, …` : runs.join(', ');
}
