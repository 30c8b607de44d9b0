import { distancesTo, UNREACHED } from '../../search/distances.js';
import type { LowerBound, State } from '../../search/space.js';
import type { Metric } from './block-space.js';
import { EMPTY, type Box, type DoorRules, type Kind } from './layout.js';
import { WideBlockSpace } from './wide-block-space.js';

/** The pieces of a block puzzle a pattern is drawn from. */
export interface PieceSet {
  box: Box;
  kinds: readonly Kind[];
  /** Pieces of each kind, by code (index 0 unused). */
  counts: Int32Array;
  doors: DoorRules;
  metric: Metric;
}

/** Positions a pattern's space may have: its table is built breadth-first from one position, so this bounds the build. */
export const PATTERN_POSITIONS = 1_000_000;
/** Kinds tried in vain before the pattern is taken as it is: each costs a search of up to the budget. */
const MAX_REFUSED = 2;
/** Positions all the trials together may search, in budgets: a box of many kinds stops adding them there. */
const MAX_SEARCHED = 4;

export interface PatternBound {
  estimate: LowerBound;
  /** The kinds kept (codes of the full puzzle) and the positions of the pattern's space. */
  kinds: number[];
  positions: number;
}

/**
 * A pattern database for a wide block puzzle: the same box with only some kinds of piece (the goal
 * piece's and the largest others that keep the space within `budget` positions), and for each of
 * its positions the fewest moves that bring the goal piece to `target`. Taking pieces away only
 * frees cells, so every solution of the puzzle is one of the pattern with the other pieces' moves
 * left out: the pattern's distance is a lower bound (Lodzianka's start: 8 against the 1 of
 * pieces in the way, with 21 needed). The pattern's space is the one reachable from `from`'s
 * pattern, which holds the pattern of every position reachable from `from` (moves are
 * reversible); a position whose pattern lies outside it reads 0. Null when no kind besides the
 * goal piece's fits.
 */
export function patternBound(
  space: WideBlockSpace,
  pieces: PieceSet,
  goal: { kind: number; cell: number },
  from: State,
  budget = PATTERN_POSITIONS,
): PatternBound | null {
  const others = pieces.kinds
    .map((_, i) => i + 1)
    .filter((kind) => kind !== goal.kind)
    .sort((a, b) => cellsOf(pieces, b) - cellsOf(pieces, a) || pieces.counts[a]! - pieces.counts[b]! || a - b);
  let kept = [goal.kind];
  let best: Pattern | null = null;
  let refused = 0;
  let searched = 0;
  for (const kind of others) {
    const trial = [...kept, kind].sort((a, b) => a - b);
    const pattern = reachablePattern(space, pieces, trial, from, budget);
    searched += pattern ? pattern.space.positions : budget;
    if (pattern) {
      kept = trial;
      best = pattern;
    } else if (++refused === MAX_REFUSED) {
      break;
    }
    if (searched >= MAX_SEARCHED * budget) break;
  }
  if (!best) return null;
  const distance = distancesTo(best.space, best.space.positions, best.space.anchorTest(kept.indexOf(goal.kind) + 1, goal.cell));
  const { project } = best;
  return {
    kinds: kept,
    positions: best.space.positions,
    estimate: (state) => {
      const at = project(state);
      const moves = at < 0 ? UNREACHED : distance[at]!;
      return moves === UNREACHED ? 0 : moves;
    },
  };
}

interface Pattern {
  space: WideBlockSpace;
  /** A position of the puzzle's space as its pattern's state, or -1 outside the pattern's space. */
  project: (state: State) => State;
}

function cellsOf(pieces: PieceSet, kind: number): number {
  return pieces.kinds[kind - 1]!.shape.rows.length;
}

/** The pattern keeping `kinds` (ascending codes), its space searched out from `from`'s pattern; null past `budget` positions. */
function reachablePattern(space: WideBlockSpace, pieces: PieceSet, kinds: readonly number[], from: State, budget: number): Pattern | null {
  const codeOf = new Map(kinds.map((kind, i) => [kind, i + 1]));
  const doors: DoorRules = new Map(
    [...pieces.doors].map(([door, passing]) => [door, new Set([...passing].flatMap((kind) => (codeOf.has(kind) ? [codeOf.get(kind)!] : [])))]),
  );
  const counts = Int32Array.from([0, ...kinds.map((kind) => pieces.counts[kind]!)]);
  const pattern = new WideBlockSpace(
    pieces.box,
    kinds.map((kind) => pieces.kinds[kind - 1]!),
    counts,
    pieces.metric,
    doors,
  );
  // Kinds kept in code order: a pattern position's anchors are the puzzle's for those kinds, as they stand.
  const picked = Int32Array.from(kinds.flatMap((kind) => space.anchorSlots(kind)));
  const part = new Uint16Array(picked.length);
  const project = (state: State) => {
    space.anchorsAt(state, picked, part);
    return pattern.find(part);
  };
  const marks = space.decode(from).map((mark) => (mark > 0 ? (codeOf.get(mark) ?? EMPTY) : mark));
  pattern.encode(marks);
  const successors = new Float64Array(pattern.maxBranching);
  // States are numbered as met, so walking the numbers is a breadth-first search that ends where the space does.
  for (let state = 0; state < pattern.positions; state++) {
    pattern.successors(state, successors);
    if (pattern.positions > budget) return null;
  }
  return { space: pattern, project };
}
