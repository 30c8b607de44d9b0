import { DEFAULT_MAX_STATES, StateLimitError } from './errors.js';
import { PROGRESS_MASK, type GoalTest, type Guide, type SearchLimits, type SearchResult, type SearchSpace, type State } from './space.js';
import { type Counts, shortened } from './path-shortening.js';
import { expandEntry, hashState, NO_PARENT, stateTableFor } from './state-table.js';
import { widened } from '../util/typed-arrays.js';

export interface BeamLimits extends SearchLimits {
  /** States kept from each layer (default BEAM_WIDTH). */
  beamWidth?: number;
}

export const BEAM_WIDTH = 20_000;
/** Searches of the whole beam, the first with the guide as it is, the others with its ties shaken otherwise. */
export const BEAM_TRIES = 4;

/**
 * Beam search: breadth-first by layers, but only the `beamWidth` states of each layer the guide
 * ranks nearest the goal go on, so a solution far beyond what breadth-first search could hold is
 * found in memory that grows with width × depth. Nothing proves it shortest. Each try after the
 * first adds the guide's jitter, a hash of the state, the try and the layer, so the near-ties fall
 * another way; a try stops as soon as it cannot beat the best path so far. The best path then has its
 * short stretches searched again for shorter ways (`shortened`).
 */
export function beamSearch(space: SearchSpace, start: State, isGoal: GoalTest, guide: Guide, limits: BeamLimits = {}): SearchResult {
  const stats: Counts = { generated: 0, expanded: 0, stored: 0 };
  if (isGoal(start)) return { path: [start], stats: { ...stats, stored: 1 } };
  let best: State[] | null = null;
  const deepest = limits.maxDepth ?? Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < BEAM_TRIES; attempt++) {
    try {
      const found = beamTry(space, start, isGoal, guide, attempt, best ? best.length - 2 : deepest, limits, stats);
      if (found) best = found;
    } catch (error) {
      // A try that outgrows the cap ends the tries; the best path so far still stands.
      if (!(error instanceof StateLimitError) || !best) throw error;
      break;
    }
  }
  return { path: best && shortened(space, best, stats), stats };
}

function beamTry(
  space: SearchSpace,
  start: State,
  isGoal: GoalTest,
  guide: Guide,
  attempt: number,
  maxDepth: number,
  limits: BeamLimits,
  stats: Counts,
): State[] | null {
  const width = limits.beamWidth ?? BEAM_WIDTH;
  const cap = limits.maxStates ?? DEFAULT_MAX_STATES;
  const table = stateTableFor(space, 4096, cap);
  // Every state ranked counts against the cap, kept or not: a space that numbers its states keeps them all.
  let met = 1;
  table.add(start, NO_PARENT);
  const successors = new Float64Array(space.maxBranching);
  const candidates = new Candidates();
  const jitter = attempt === 0 ? 0 : guide.jitter;
  let layerStart = 0;
  for (let depth = 1; depth <= maxDepth; depth++) {
    const layerEnd = table.size;
    limits.onProgress?.({ generated: stats.generated, expanded: stats.expanded, stored: table.size, depth });
    candidates.clear();
    for (let entry = layerStart; entry < layerEnd; entry++) {
      const count = expandEntry(space, table, entry, successors);
      if ((++stats.expanded & PROGRESS_MASK) === 0 && limits.onProgress) {
        limits.onProgress({ generated: stats.generated, expanded: stats.expanded, stored: table.size, depth });
      }
      stats.generated += count;
      for (let k = 0; k < count; k++) {
        const next = successors[k]!;
        if (table.indexOf(next) >= 0) continue;
        if (isGoal(next)) {
          stats.stored = Math.max(stats.stored, table.size + 1);
          return [...table.pathTo(entry), next];
        }
        candidates.push(next, entry, guide.estimate(next) + jitter * unitNoise(next, attempt * 65536 + depth));
      }
    }
    if (candidates.size === 0) break;
    met += candidates.size;
    if (met > cap) throw new StateLimitError(cap);
    layerStart = layerEnd;
    for (const index of candidates.best(width)) table.add(candidates.state(index), candidates.parent(index));
  }
  stats.stored = Math.max(stats.stored, table.size);
  return null;
}

/** A number in [0, 1) fixed by the state and the salt (the try and the layer): the same run after run. */
function unitNoise(state: State, salt: number): number {
  return (hashState(state + salt * 0x9e3779b1) >>> 0) / 4294967296;
}

/** One layer's new states, each with its parent entry and its score. */
class Candidates {
  private states = new Float64Array(1024);
  private parents = new Int32Array(1024);
  private scores = new Float64Array(1024);
  size = 0;

  clear(): void {
    this.size = 0;
  }

  push(state: State, parent: number, score: number): void {
    if (this.size === this.states.length) this.grow();
    this.states[this.size] = state;
    this.parents[this.size] = parent;
    this.scores[this.size++] = score;
  }

  state(index: number): State {
    return this.states[index]!;
  }

  parent(index: number): number {
    return this.parents[index]!;
  }

  /** The indices of the `width` best-scored distinct states, best first (ties: the smaller state, then the earlier). */
  best(width: number): number[] {
    const { states, scores } = this;
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((a, b) => scores[a]! - scores[b]! || states[a]! - states[b]! || a - b);
    const kept: number[] = [];
    for (const index of order) {
      if (kept.length === width) break;
      const last = kept[kept.length - 1];
      if (last === undefined || states[last] !== states[index]) kept.push(index);
    }
    return kept;
  }

  private grow(): void {
    const length = this.states.length * 2;
    this.states = widened(this.states, new Float64Array(length));
    this.parents = widened(this.parents, new Int32Array(length));
    this.scores = widened(this.scores, new Float64Array(length));
  }
}
