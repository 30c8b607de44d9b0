/**
 * Counting N-Queens solutions, total and unique up to the board's eight symmetries, with the
 * bitboard backtracking and symmetry classes of Takaken's algorithm.
 *
 * Solutions are split by where the queens of the first row and column sit, so that every class
 * of symmetric solutions is met through exactly one canonical representative:
 * - phase 1: the first-row queen in the corner; the second-row queen at column `bound` — such
 *   solutions have 8 distinct images (COUNT8);
 * - phase 2: the first-row queen at column `bound` (1 ≤ bound < N/2, roughly); each solution
 *   found is checked against its rotations and counted as having 2, 4 or 8 images.
 * Total = 2·C2 + 4·C4 + 8·C8; unique = C2 + C4 + C8.
 *
 * The work splits into independent tasks (one per phase and bound), which is how the count is
 * spread over worker threads.
 */

export interface CountTask {
  phase: 1 | 2;
  bound: number;
}

export interface ClassCounts {
  count2: number;
  count4: number;
  count8: number;
}

/** The tasks for an N×N board (N ≥ 5). */
export function countTasks(size: number): CountTask[] {
  const tasks: CountTask[] = [];
  for (let bound = 2; bound < size - 1; bound++) tasks.push({ phase: 1, bound });
  for (let bound = 1; bound < size - 2 - (bound - 1); bound++) tasks.push({ phase: 2, bound });
  return tasks;
}

export function runCountTask(size: number, task: CountTask): ClassCounts {
  const last = size - 1;
  const topBit = 1 << last;
  const mask = (1 << size) - 1;
  const board = new Int32Array(size);
  const counts = { count2: 0, count4: 0, count8: 0 };

  if (task.phase === 1) {
    const bound1 = task.bound;
    const backtrack1 = (y: number, left: number, down: number, right: number): void => {
      let bitmap = mask & ~(left | down | right);
      if (y === last) {
        if (bitmap !== 0) counts.count8++;
        return;
      }
      if (y < bound1) bitmap &= ~2;
      while (bitmap !== 0) {
        const bit = bitmap & -bitmap;
        bitmap ^= bit;
        backtrack1(y + 1, ((left | bit) << 1) & mask, down | bit, (right | bit) >>> 1);
      }
    };
    const bit = 1 << bound1;
    board[0] = 1;
    board[1] = bit;
    backtrack1(2, ((2 | bit) << 1) & mask, 1 | bit, bit >>> 1);
    return counts;
  }

  const bound1 = task.bound;
  const bound2 = size - 2 - (bound1 - 1);
  const sideMask = topBit | 1;
  let lastMask = topBit | 1;
  let endBit = topBit >>> 1;
  for (let step = 1; step < bound1; step++) {
    lastMask |= (lastMask >>> 1) | (lastMask << 1);
    endBit >>>= 1;
  }

  /** Counts the solution in `board` if it is the least of its images under rotation. */
  const check = (): void => {
    // 90 degrees.
    if (board[bound2] === 1) {
      let own = 1;
      for (let ptn = 2; own <= last; own++, ptn <<= 1) {
        let bit = 1;
        for (let you = last; board[you] !== ptn && board[own]! >= bit; you--) bit <<= 1;
        if (board[own]! > bit) return;
        if (board[own]! < bit) break;
      }
      if (own > last) {
        counts.count2++;
        return;
      }
    }
    // 180 degrees.
    if (board[last] === endBit) {
      let own = 1;
      for (let you = last - 1; own <= last; own++, you--) {
        let bit = 1;
        for (let ptn = topBit; ptn !== board[you] && board[own]! >= bit; ptn >>>= 1) bit <<= 1;
        if (board[own]! > bit) return;
        if (board[own]! < bit) break;
      }
      if (own > last) {
        counts.count4++;
        return;
      }
    }
    // 270 degrees.
    if (board[bound1] === topBit) {
      let own = 1;
      for (let ptn = topBit >>> 1; own <= last; own++, ptn >>>= 1) {
        let bit = 1;
        for (let you = 0; board[you] !== ptn && board[own]! >= bit; you++) bit <<= 1;
        if (board[own]! > bit) return;
        if (board[own]! < bit) break;
      }
    }
    counts.count8++;
  };

  const backtrack2 = (y: number, left: number, down: number, right: number): void => {
    let bitmap = mask & ~(left | down | right);
    if (y === last) {
      if (bitmap !== 0 && (bitmap & lastMask) === 0) {
        board[y] = bitmap;
        check();
      }
      return;
    }
    if (y < bound1) {
      bitmap &= ~sideMask;
    } else if (y === bound2) {
      if ((down & sideMask) === 0) return;
      if ((down & sideMask) !== sideMask) bitmap &= sideMask;
    }
    while (bitmap !== 0) {
      const bit = bitmap & -bitmap;
      bitmap ^= bit;
      board[y] = bit;
      backtrack2(y + 1, ((left | bit) << 1) & mask, down | bit, (right | bit) >>> 1);
    }
  };
  const bit = 1 << bound1;
  board[0] = bit;
  backtrack2(1, (bit << 1) & mask, bit, bit >>> 1);
  return counts;
}
