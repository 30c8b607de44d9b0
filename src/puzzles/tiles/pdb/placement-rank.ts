/**
 * Ranks of placements: k distinct cells (of a board of at most 16) in order, numbered densely
 * from 0 to n!/(n−k)! − 1 — the first cell a digit in base n, the next in base n − 1, and so on.
 */

/** Set bits of every 16-bit mask; made on first use, not at start-up (65,536 entries). */
let popcount: Uint8Array | null = null;

function popcountTable(): Uint8Array {
  if (!popcount) {
    popcount = new Uint8Array(1 << 16);
    for (let mask = 1; mask < 1 << 16; mask++) popcount[mask] = popcount[mask >> 1]! + (mask & 1);
  }
  return popcount;
}

export function falling(n: number, k: number): number {
  let product = 1;
  for (let i = 0; i < k; i++) product *= n - i;
  return product;
}

export function rankCells(cells: ArrayLike<number>, count: number, boardCells: number): number {
  const POPCOUNT = popcount ?? popcountTable();
  let rank = 0;
  let used = 0;
  for (let i = 0; i < count; i++) {
    const cell = cells[i]!;
    rank = rank * (boardCells - i) + cell - POPCOUNT[used & ((1 << cell) - 1)]!;
    used |= 1 << cell;
  }
  return rank;
}

/** select[mask << 4 | n]: the cell of the n-th set bit of a 16-bit mask; made on first use. */
let select: Uint8Array | null = null;

export function selectTable(): Uint8Array {
  if (!select) {
    select = new Uint8Array(1 << 20);
    for (let mask = 1; mask < 1 << 16; mask++) {
      for (let cell = 0, n = 0; cell < 16; cell++) if (mask & (1 << cell)) select[(mask << 4) | n++] = cell;
    }
  }
  return select;
}
