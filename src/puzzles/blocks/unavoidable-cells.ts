/** The board as the goal piece sees it with every other piece gone: where it fits, and what it covers there. */
export interface PieceRoutes {
  readonly cells: number;
  /** neighbour[4 · cell + d]: the cell one step in direction d, or -1 past the box. */
  readonly neighbour: Int32Array;
  /** Whether the piece may have its anchor at `anchor` (inside the box, off walls, through its doors). */
  fits(anchor: number): boolean;
  /** Whether the piece anchored at `anchor` covers `cell`. */
  covers(anchor: number, cell: number): boolean;
}

/**
 * For each anchor of a piece, the cells that every route of the piece from there to `target`
 * covers at some step, walls and doors included and other pieces ignored: whatever stands on
 * such a cell has to move before the piece arrives. `result[anchor · cells + cell]` is 1 for
 * those cells; an anchor with no route at all has every cell marked (no piece may stay).
 *
 * A cell is unavoidable from an anchor when the anchor cannot reach the target once every anchor
 * covering the cell is taken away: one flood fill from the target per cell.
 */
export function unavoidableCells(routes: PieceRoutes, target: number): Uint8Array {
  const { cells, neighbour } = routes;
  const result = new Uint8Array(cells * cells);
  const reached = new Uint8Array(cells);
  const queue = new Int32Array(cells);
  const flood = (blocked: number): void => {
    reached.fill(0);
    if (!routes.fits(target) || (blocked >= 0 && routes.covers(target, blocked))) return;
    reached[target] = 1;
    queue[0] = target;
    let length = 1;
    for (let head = 0; head < length; head++) {
      const anchor = queue[head]!;
      for (let d = 0; d < 4; d++) {
        const next = neighbour[anchor * 4 + d]!;
        if (next < 0 || reached[next] || !routes.fits(next) || (blocked >= 0 && routes.covers(next, blocked))) continue;
        reached[next] = 1;
        queue[length++] = next;
      }
    }
  };
  flood(-1);
  const routed = Uint8Array.from(reached);
  for (let cell = 0; cell < cells; cell++) {
    flood(cell);
    for (let anchor = 0; anchor < cells; anchor++) if (!routed[anchor] || !reached[anchor]) result[anchor * cells + cell] = 1;
  }
  return result;
}
