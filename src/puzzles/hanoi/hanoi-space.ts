import type { DenseSpace, State } from '../../search/space.js';

/**
 * Tower of Hanoi positions: disc d (0 = smallest) sits on peg (state >> (bits · d)) & mask, with
 * 2 bits a disc for up to four pegs. Any sequence of pegs is a legal position (discs on a peg
 * are always stacked largest-first), so the states are exactly 0 … pegs^discs − 1 when the peg
 * count is a power of two: the state is its own index for a bitset breadth-first search.
 */
export class HanoiSpace implements DenseSpace {
  readonly maxBranching: number;
  readonly stateCount: number;
  readonly bitsPerDisc: number;
  private readonly top: Int32Array;
  private readonly weights: Float64Array;

  constructor(
    readonly discs: number,
    readonly pegs: number,
  ) {
    this.bitsPerDisc = Math.max(1, Math.ceil(Math.log2(pegs)));
    this.stateCount = 2 ** (this.bitsPerDisc * discs);
    this.maxBranching = (pegs * (pegs - 1)) / 2;
    this.top = new Int32Array(pegs);
    this.weights = Float64Array.from({ length: discs }, (_, d) => 2 ** (this.bitsPerDisc * d));
  }

  pegOf(state: State, disc: number): number {
    return (Math.floor(state / this.weights[disc]!) >>> 0) & ((1 << this.bitsPerDisc) - 1);
  }

  encode(pegs: ArrayLike<number>): State {
    let state = 0;
    for (let disc = 0; disc < this.discs; disc++) state += pegs[disc]! * this.weights[disc]!;
    return state;
  }

  /** Whether every field names a peg (with 3 pegs, the field value 3 is no peg). */
  isValid(state: State): boolean {
    for (let disc = 0; disc < this.discs; disc++) if (this.pegOf(state, disc) >= this.pegs) return false;
    return true;
  }

  successors(state: State, out: Float64Array): number {
    if (this.bitsPerDisc === 2 && this.discs <= 16) return this.successors32(state, out);
    const { top, pegs, bitsPerDisc, discs } = this;
    top.fill(discs);
    const mask = (1 << bitsPerDisc) - 1;
    // States fit in 32 bits up to 16 discs on four pegs: then plain integer shifts.
    if (discs * bitsPerDisc <= 32) {
      for (let disc = discs - 1; disc >= 0; disc--) top[(state >>> (bitsPerDisc * disc)) & mask] = disc;
    } else {
      for (let disc = discs - 1; disc >= 0; disc--) top[this.pegOf(state, disc)] = disc;
    }
    let count = 0;
    for (let from = 0; from < pegs; from++) {
      const disc = top[from]!;
      if (disc === discs) continue;
      for (let to = 0; to < pegs; to++) {
        if (to === from || top[to]! < disc) continue;
        out[count++] = state + (to - from) * this.weights[disc]!;
      }
    }
    return count;
  }

  /**
   * Up to 16 discs on three or four pegs (2 bits a disc, the state a 32-bit integer): the top
   * disc of each peg found with bit tricks — the fields equal to the peg turned to 00, the
   * lowest such field — instead of a pass over every disc. This is `max`'s inner loop.
   */
  private successors32(state: State, out: Float64Array): number {
    const { top, pegs, discs } = this;
    const fields = discs === 16 ? 0x55555555 : ((1 << (2 * discs)) - 1) & 0x55555555;
    for (let peg = 0; peg < pegs; peg++) {
      const differs = state ^ (peg * 0x55555555);
      const here = ~(differs | (differs >>> 1)) & fields;
      top[peg] = here === 0 ? discs : (31 - Math.clz32(here & -here)) >>> 1;
    }
    let count = 0;
    for (let from = 0; from < pegs; from++) {
      const disc = top[from]!;
      if (disc === discs) continue;
      const weight = 1 << (2 * disc);
      for (let to = 0; to < pegs; to++) {
        if (to === from || top[to]! < disc) continue;
        out[count++] = state + (to - from) * weight;
      }
    }
    return count;
  }
}
