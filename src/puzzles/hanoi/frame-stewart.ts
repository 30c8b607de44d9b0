/**
 * Frame–Stewart numbers: moves to shift n discs between two pegs using k pegs, by the recursion
 * FS(n, k) = min over t of 2·FS(t, k) + FS(n − t, k − 1), FS(n, 3) = 2^n − 1. Optimal for four
 * pegs (Bousch, 2014); for more pegs this is the conjectured optimum.
 */
export function frameStewart(discs: number, pegs: number): bigint {
  const table: bigint[][] = [];
  for (let k = 3; k <= pegs; k++) {
    const row: bigint[] = [0n];
    for (let n = 1; n <= discs; n++) {
      if (k === 3) {
        row.push((1n << BigInt(n)) - 1n);
        continue;
      }
      let best = -1n;
      for (let t = 1; t < n; t++) {
        const candidate = 2n * row[t]! + table[k - 4]![n - t]!;
        if (best < 0n || candidate < best) best = candidate;
      }
      row.push(n === 1 ? 1n : best);
    }
    table.push(row);
  }
  return table[pegs - 3]![discs]!;
}
