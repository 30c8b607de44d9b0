/**
 * An independent model of Rush Hour censuses: boards as strings in Fogleman's notation (A the
 * primary car, B, C, … in reading order), with his rules — the primary car alone in its row, no
 * lane full of its own vehicles. Nothing of slide's traffic code is used.
 */
export function trafficModel(SIDE: number, PRIMARY_ROW: number, MAX_WALLS = 0) {
  /** Every board: the primary car (2 cells) in its row, any cars and trucks elsewhere, vehicles lettered in reading order. */
  function allBoards(): string[] {
    const boards: string[] = [];
    const cells: string[] = Array(SIDE * SIDE).fill('.');
    // Vehicles are placed in reading order of their first cells, so their letters come out in that order.
    const place = (from: number, primaryPlaced: boolean, next: number, walls = 0): void => {
      let cell = from;
      while (cell < cells.length && cells[cell] !== '.') cell++;
      if (cell === cells.length) {
        if (primaryPlaced && !hasFullLane(cells)) boards.push(cells.join(''));
        return;
      }
      place(cell + 1, primaryPlaced, next, walls);
      const row = Math.floor(cell / SIDE);
      const col = cell % SIDE;
      // A wall: one cell, in a row (in the primary row only to the left of the primary car).
      if (walls < MAX_WALLS && !(row === PRIMARY_ROW && primaryPlaced)) {
        cells[cell] = 'x';
        place(cell + 1, primaryPlaced, next, walls + 1);
        cells[cell] = '.';
      }
      for (const length of [2, 3]) {
        for (const across of [true, false]) {
          if (across ? col + length > SIDE : row + length > SIDE) continue;
          const covered = Array.from({ length }, (_, k) => (across ? cell + k : cell + k * SIDE));
          if (covered.some((c) => cells[c] !== '.')) continue;
          // The primary row holds the primary car alone.
          if (across && row === PRIMARY_ROW && (length !== 2 || primaryPlaced)) continue;
          const primaries = across && row === PRIMARY_ROW ? [true] : [false];
          for (const primary of primaries) {
            for (const c of covered) cells[c] = primary ? 'A' : String.fromCharCode(next);
            place(cell + 1, primaryPlaced || primary, primary ? next : next + 1, walls);
            for (const c of covered) cells[c] = '.';
          }
        }
      }
    };
    place(0, false, 66);
    return boards;
  }

  /** A row full of its own (horizontal) vehicles, or a column full of vertical ones: left out of the census. */
  function hasFullLane(cells: string[]): boolean {
    const board = cells.join('');
    const vehicles = vehiclesOf(board);
    for (let lane = 0; lane < SIDE; lane++) {
      const walls = cells.slice(lane * SIDE, (lane + 1) * SIDE).filter((mark) => mark === 'x').length;
      const across = walls + vehicles.filter((v) => v.across && Math.floor(v.cells[0]! / SIDE) === lane).reduce((sum, v) => sum + v.cells.length, 0);
      const down = vehicles.filter((v) => !v.across && v.cells[0]! % SIDE === lane).reduce((sum, v) => sum + v.cells.length, 0);
      if (across === SIDE || down === SIDE) return true;
    }
    return false;
  }

  interface Vehicle {
    letter: string;
    cells: number[];
    across: boolean;
  }

  /** The vehicles of a board in reading order of their first cells. */
  function vehiclesOf(board: string): Vehicle[] {
    const cells = new Map<string, number[]>();
    [...board].forEach((letter, cell) => {
      if (letter !== '.' && letter !== 'x') cells.set(letter, [...(cells.get(letter) ?? []), cell]);
    });
    return [...cells].map(([letter, list]) => ({ letter, cells: list, across: list[1]! - list[0]! === 1 })).sort((a, b) => a.cells[0]! - b.cells[0]!);
  }

  /** The same board lettered afresh: A the primary car, B, C, … in reading order. */
  function reletter(board: string): string {
    const out: string[] = [...board].map((mark) => (mark === 'x' ? 'x' : '.'));
    let next = 66;
    for (const vehicle of vehiclesOf(board)) {
      const letter = vehicle.letter === 'A' ? 'A' : String.fromCharCode(next++);
      for (const c of vehicle.cells) out[c] = letter;
    }
    return out.join('');
  }

  /** Boards one move away: one vehicle slid any distance along its lane through empty cells. */
  function neighbours(board: string): string[] {
    const found: string[] = [];
    for (const vehicle of vehiclesOf(board)) {
      const letter = vehicle.letter;
      const step = vehicle.across ? 1 : SIDE;
      for (const direction of [-1, 1]) {
        let cells = vehicle.cells;
        for (;;) {
          const moved = cells.map((c) => c + direction * step);
          const inside = moved.every((c) => c >= 0 && c < board.length && (!vehicle.across || Math.floor(c / SIDE) === Math.floor(vehicle.cells[0]! / SIDE)));
          if (!inside || moved.some((c) => !cells.includes(c) && board[c] !== '.')) break;
          cells = moved;
          const next = [...board];
          for (const c of vehicle.cells) next[c] = '.';
          for (const c of cells) next[c] = letter;
          found.push(reletter(next.join('')));
        }
      }
    }
    return found;
  }

  const isGoal = (board: string) => board[PRIMARY_ROW * SIDE + SIDE - 1] === 'A';

  /**
   * Fogleman's enumerated arrangements: no vehicle can move left (across) or up (down). Read in
   * one pass over the board (it runs on every layout of a census): a vehicle's first cell has no
   * cell of its own letter before it in its row or column.
   */
  const isStuck = (board: string) => {
    for (let cell = 0; cell < board.length; cell++) {
      const letter = board[cell]!;
      if (letter === '.' || letter === 'x') continue;
      const col = cell % SIDE;
      if ((col > 0 && board[cell - 1] === letter) || (cell >= SIDE && board[cell - SIDE] === letter)) continue;
      const across = col + 1 < SIDE && board[cell + 1] === letter;
      const before = across ? (col === 0 ? -1 : cell - 1) : cell - SIDE;
      if (before >= 0 && board[before] === '.') return false;
    }
    return true;
  };

  return { allBoards, neighbours, isGoal, isStuck };
}
