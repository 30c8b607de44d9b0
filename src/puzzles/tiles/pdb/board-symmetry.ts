/** A symmetry of a board as a map of cells: `map[cell]` is where the symmetry takes that cell. */
export type CellMap = Int32Array;

/**
 * The maps of a rows×cols board's cells that keep neighbours neighbours, identity first: the
 * rectangle's four (identity, the two flips, the half turn) and on a square board four more
 * (the transposes and the quarter turns).
 */
export function boardSymmetries(rows: number, cols: number): CellMap[] {
  const maps: CellMap[] = [];
  for (const swap of rows === cols ? [false, true] : [false]) {
    for (const flipRows of [false, true]) {
      for (const flipCols of [false, true]) {
        const map = new Int32Array(rows * cols);
        for (let cell = 0; cell < map.length; cell++) {
          let row = Math.floor(cell / cols);
          let col = cell % cols;
          if (swap) [row, col] = [col, row];
          if (flipRows) row = rows - 1 - row;
          if (flipCols) col = cols - 1 - col;
          map[cell] = row * cols + col;
        }
        maps.push(map);
      }
    }
  }
  return maps;
}

/** The mirror of a size×size board about its main diagonal, which keeps the goal's blank (last cell) in place. */
export function transpose(size: number): CellMap {
  return boardSymmetries(size, size)[4]!;
}

/** `outer` after `inner`. */
export function compose(outer: CellMap, inner: CellMap): CellMap {
  return inner.map((cell) => outer[cell]!);
}

export function inverse(map: CellMap): CellMap {
  const back = new Int32Array(map.length);
  map.forEach((to, from) => {
    back[to] = from;
  });
  return back;
}
