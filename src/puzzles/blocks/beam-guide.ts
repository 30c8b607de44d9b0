import type { Guide, State } from '../../search/space.js';

/** The board as the guide needs it: where each kind fits and what it covers, and positions as anchors. */
export interface GuideBoard {
  readonly cells: number;
  readonly cols: number;
  /** neighbour[4 · cell + d]: the cell one step in direction d, or -1 past the box. */
  readonly neighbour: Int32Array;
  fits(kind: number, anchor: number): boolean;
  /** The cells a piece of `kind` anchored at `anchor` covers. */
  footprint(kind: number, anchor: number): readonly number[];
  /** Cells a piece of another kind than the goal piece's fits on (walls, doors and the box's edge considered). */
  shared(cell: number): boolean;
  /** The kind and anchor of each piece of a position, in a fixed order. */
  anchorsOf(state: State, into: Uint16Array): void;
  readonly kindOf: Int32Array;
}

/**
 * Weights of the guide's three parts, and its jitter, in the same units (found on GNOME's Shark,
 * where a beam of 20,000 meets the published 48 moves): a step of the two large pieces' route
 * counts most, then a piece in the goal piece's way, then each cell between an empty cell and it.
 */
const ROUTE_WEIGHT = 6;
const BLOCKER_WEIGHT = 2;
const EMPTY_WEIGHT = 1;
const JITTER = 3;
/** Ranks a position whose large pieces cannot reach the goal even alone below every other. */
const STUCK = 1e6;

/**
 * A beam search's guide for a block puzzle with a goal piece: not a bound (it counts cells, not
 * moves) but a ranking of how far a position looks from the goal. Its parts: the single steps the
 * goal piece and the largest other one-of-a-kind piece (`partner`, Shark's 2×2) need, the two
 * alone on the board, to bring the goal piece home — which sees that the partner must leave the
 * goal piece's road; the pieces in the goal piece's way (`blockers`, the admissible bound); and how
 * far the empty cells lie from the goal piece, since it moves only into empty cells. Its progress,
 * for a staged search, is the goal piece's single steps home alone on the board.
 */
export function blockGuide(board: GuideBoard, kind: number, target: number, partner: number | null, blockers: (state: State) => number): Guide {
  const { cells, cols, kindOf } = board;
  const route = routeSteps(board, kind, target, partner);
  const alone = partner === null ? route : routeSteps(board, kind, target, null);
  const goalIndex = kindOf.indexOf(kind);
  const partnerIndex = partner === null ? -1 : kindOf.indexOf(partner);
  const anchors = new Uint16Array(kindOf.length);
  const covered = new Uint8Array(cells);
  const nearest = new Int32Array(cells * cells).fill(-1);
  let sharedCells: number[] | null = null;
  const fillNearest = (anchor: number) => {
    const own = board.footprint(kind, anchor);
    for (let cell = 0; cell < cells; cell++) {
      const r = Math.floor(cell / cols);
      const c = cell % cols;
      nearest[anchor * cells + cell] = Math.min(...own.map((at) => Math.abs(Math.floor(at / cols) - r) + Math.abs((at % cols) - c)));
    }
  };
  return {
    jitter: JITTER,
    progress(state) {
      board.anchorsOf(state, anchors);
      const steps = alone[anchors[goalIndex]!]!;
      return steps < 0 ? STUCK : steps;
    },
    estimate(state) {
      board.anchorsOf(state, anchors);
      const anchor = anchors[goalIndex]!;
      const steps = route[anchor * (partner === null ? 1 : cells) + (partnerIndex < 0 ? 0 : anchors[partnerIndex]!)]!;
      if (steps < 0) return STUCK;
      covered.fill(0);
      for (let i = 0; i < anchors.length; i++) for (const cell of board.footprint(kindOf[i]!, anchors[i]!)) covered[cell] = 1;
      sharedCells ??= roomOfOthers(board, anchors, kind);
      if (nearest[anchor * cells]! < 0) fillNearest(anchor);
      let spread = 0;
      for (const cell of sharedCells) if (!covered[cell]) spread += nearest[anchor * cells + cell]!;
      return ROUTE_WEIGHT * steps + BLOCKER_WEIGHT * blockers(state) + EMPTY_WEIGHT * spread;
    },
  };
}

/**
 * The cells the other pieces can ever stand on: those they cover now and every cell joined to them
 * through cells some other kind fits on (an empty cell out of their reach, beyond a door only the
 * goal piece passes, says nothing about them). The same for every position, pieces never leaving their room.
 */
function roomOfOthers(board: GuideBoard, anchors: Uint16Array, kind: number): number[] {
  const inRoom = new Uint8Array(board.cells);
  const queue: number[] = [];
  anchors.forEach((anchor, i) => {
    if (board.kindOf[i] === kind) return;
    for (const cell of board.footprint(board.kindOf[i]!, anchor)) {
      if (inRoom[cell]) continue;
      inRoom[cell] = 1;
      queue.push(cell);
    }
  });
  for (let head = 0; head < queue.length; head++) {
    for (let d = 0; d < 4; d++) {
      const next = board.neighbour[queue[head]! * 4 + d]!;
      if (next < 0 || inRoom[next] || !board.shared(next)) continue;
      inRoom[next] = 1;
      queue.push(next);
    }
  }
  return queue.sort((a, b) => a - b);
}

/**
 * Single steps to bring the goal piece to `target` with only it (and the partner) on the board,
 * by a breadth-first search back from the target: indexed by the goal piece's anchor (times
 * `cells`, plus the partner's anchor where there is one); -1 where the target is out of reach.
 */
function routeSteps(board: GuideBoard, kind: number, target: number, partner: number | null): Int32Array {
  const { cells, neighbour } = board;
  const width = partner === null ? 1 : cells;
  const steps = new Int32Array(cells * width).fill(-1);
  const overlap = (goalAt: number, partnerAt: number) =>
    partner !== null && board.footprint(kind, goalAt).some((cell) => board.footprint(partner, partnerAt).includes(cell));
  const queue: number[] = [];
  const reach = (goalAt: number, partnerAt: number, distance: number) => {
    const index = goalAt * width + partnerAt;
    if (steps[index]! >= 0 || !board.fits(kind, goalAt) || (partner !== null && !board.fits(partner, partnerAt)) || overlap(goalAt, partnerAt)) return;
    steps[index] = distance;
    queue.push(index);
  };
  for (let partnerAt = 0; partnerAt < width; partnerAt++) reach(target, partnerAt, 0);
  for (let head = 0; head < queue.length; head++) {
    const index = queue[head]!;
    const goalAt = Math.floor(index / width);
    const partnerAt = index % width;
    for (let d = 0; d < 4; d++) {
      const goalNext = neighbour[goalAt * 4 + d]!;
      if (goalNext >= 0) reach(goalNext, partnerAt, steps[index]! + 1);
      const partnerNext = partner === null ? -1 : neighbour[partnerAt * 4 + d]!;
      if (partnerNext >= 0) reach(goalAt, partnerNext, steps[index]! + 1);
    }
  }
  return steps;
}
