import { idaStarInPlace, type InPlaceSpace } from './ida-star-in-place.js';
import type { GoalTest, Heuristic, SearchLimits, SearchResult, SearchSpace, State } from './space.js';

export interface DeepeningLimits extends SearchLimits {
  /**
   * No optimal path is longer than this (e.g. the number of states there are): a threshold beyond it
   * proves the goal unreachable, so an unsolvable start ends instead of deepening forever.
   */
  maxDepth?: number;
}

/**
 * A search space walked as a path of states: the in-place view of any SearchSpace, so the one
 * IDA* (idaStarInPlace) serves both. A move is the index of a successor; the successor equal
 * to the previous state is left out (moves are reversible, so going back never helps).
 */
class StatePath implements InPlaceSpace {
  readonly maxBranching: number;
  readonly states: State[];
  private readonly bounds: number[];
  private readonly successors: Float64Array[] = [];

  constructor(
    private readonly space: SearchSpace,
    start: State,
    private readonly goal: GoalTest,
    private readonly heuristic: Heuristic,
  ) {
    this.maxBranching = space.maxBranching;
    this.states = [start];
    this.bounds = [heuristic.estimate(start)];
  }

  bound(): number {
    return this.bounds[this.bounds.length - 1]!;
  }

  isGoal(): boolean {
    return this.goal(this.states[this.states.length - 1]!);
  }

  moves(out: Int32Array): number {
    const depth = this.states.length - 1;
    const buffer = (this.successors[depth] ??= new Float64Array(this.maxBranching));
    const count = this.space.successors(this.states[depth]!, buffer);
    const previous = depth > 0 ? this.states[depth - 1] : Number.NaN;
    let moves = 0;
    for (let k = 0; k < count; k++) if (buffer[k] !== previous) out[moves++] = k;
    return moves;
  }

  apply(move: number): number {
    const depth = this.states.length - 1;
    const state = this.states[depth]!;
    const next = this.successors[depth]![move]!;
    const { estimate, update } = this.heuristic;
    const bound = update ? update(state, this.bounds[depth]!, next) : estimate(next);
    this.states.push(next);
    this.bounds.push(bound);
    return bound;
  }

  undo(): void {
    this.states.pop();
    this.bounds.pop();
  }
}

/**
 * IDA*: depth-first searches bounded by f = g + h, the bound raised each round to the smallest f
 * that exceeded it. Memory is one state per depth. `maxStates` counts expanded nodes over all
 * rounds.
 */
export function idaStar(space: SearchSpace, start: State, isGoal: GoalTest, heuristic: Heuristic, limits: DeepeningLimits = {}): SearchResult {
  const walk = new StatePath(space, start, isGoal, heuristic);
  const { moves, stats } = idaStarInPlace(walk, limits);
  if (!moves) return { path: null, stats };
  // Replay the successor indices from the start: the walk itself has been unwound.
  const path = [start];
  const successors = new Float64Array(space.maxBranching);
  for (const move of moves) {
    space.successors(path[path.length - 1]!, successors);
    path.push(successors[move]!);
  }
  return { path, stats };
}
