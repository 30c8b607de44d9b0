import { StateLimitError } from './errors.js';
import type { SearchSpace, State } from './space.js';

const EMPTY = -1;
const TWO_TO_32 = 4294967296;

/** Mixes both 32-bit halves of a 53-bit state into a well-spread 32-bit hash. */
export function hashState(state: State): number {
  let h = Math.imul((state >>> 0) ^ Math.imul((state / TWO_TO_32) >>> 0, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * An insertion-ordered set of states, each with the index of its parent entry.
 *
 * Entries are numbered 0, 1, 2, … in insertion order, so a breadth-first search walks the table
 * itself as its queue and rebuilds a path by following parent indices: no per-node objects, and
 * the whole table is four typed arrays (about 20 bytes a state).
 */
export class StateTable {
  private states: Float64Array;
  private parents: Int32Array;
  private slots: Int32Array;
  private mask: number;
  private count = 0;
  /**
   * For spaces with numbered states: each state's entry (EMPTY: none), indexed by the state
   * itself. Kept only once the states stop arriving in step with the entries (state k as entry
   * k, as a search that adds every state its space meets has them): until then the entry is the
   * state, and a lookup reads no memory.
   */
  private entryOf = new Int32Array(0);
  private inStep: boolean;

  constructor(
    initialCapacity = 1024,
    private readonly maxStates = Number.POSITIVE_INFINITY,
    /** States are small numbers handed out in order (`SearchSpace.numbered`): look them up directly, no hashing. */
    private readonly byNumber = false,
  ) {
    let capacity = 16;
    while (capacity < initialCapacity) capacity *= 2;
    this.states = new Float64Array(capacity);
    this.parents = new Int32Array(capacity);
    this.slots = new Int32Array(byNumber ? 0 : capacity * 2).fill(EMPTY);
    this.mask = capacity * 2 - 1;
    this.inStep = byNumber;
  }

  get size(): number {
    return this.count;
  }

  stateAt(index: number): State {
    return this.states[index]!;
  }

  parentOf(index: number): number {
    return this.parents[index]!;
  }

  /** Re-links an entry to a better parent (A* found a shorter way to it). */
  setParent(index: number, parent: number): void {
    this.parents[index] = parent;
  }

  /** The entry index of `state`, or -1. */
  indexOf(state: State): number {
    if (this.inStep) return state < this.count ? state : EMPTY;
    if (this.byNumber) return state < this.entryOf.length ? this.entryOf[state]! : EMPTY;
    const { slots, states, mask } = this;
    let slot = hashState(state) & mask;
    for (;;) {
      const index = slots[slot]!;
      if (index === EMPTY || states[index] === state) return index;
      slot = (slot + 1) & mask;
    }
  }

  /** Adds `state` unless present; returns its new index, or -1 when it was already there. */
  add(state: State, parent: number): number {
    if (this.byNumber) return this.addNumbered(state, parent);
    // Fields in locals: this runs for every generated state, often before V8 optimises it.
    const { slots, states, mask } = this;
    let slot = hashState(state) & mask;
    for (;;) {
      const index = slots[slot]!;
      if (index === EMPTY) break;
      if (states[index] === state) return -1;
      slot = (slot + 1) & mask;
    }
    const index = this.count;
    if (index >= this.maxStates) throw new StateLimitError(this.maxStates);
    if (index === states.length) {
      this.grow();
      return this.add(state, parent);
    }
    slots[slot] = index;
    states[index] = state;
    this.parents[index] = parent;
    this.count = index + 1;
    return index;
  }

  private addNumbered(state: State, parent: number): number {
    if (this.inStep) {
      if (state < this.count) return -1;
      if (state === this.count) return this.append(state, parent);
      this.leaveStep();
    }
    if (state >= this.entryOf.length) {
      let length = this.entryOf.length * 2;
      while (length <= state) length *= 2;
      const entryOf = new Int32Array(length).fill(EMPTY);
      entryOf.set(this.entryOf);
      this.entryOf = entryOf;
    }
    if (this.entryOf[state] !== EMPTY) return -1;
    this.entryOf[state] = this.count;
    return this.append(state, parent);
  }

  private append(state: State, parent: number): number {
    const index = this.count;
    if (index >= this.maxStates) throw new StateLimitError(this.maxStates);
    if (index === this.states.length) this.grow();
    this.states[index] = state;
    this.parents[index] = parent;
    this.count = index + 1;
    return index;
  }

  /** A state arrived out of step: from now on entries are looked up. */
  private leaveStep(): void {
    this.inStep = false;
    this.entryOf = new Int32Array(2 * this.states.length).fill(EMPTY);
    for (let index = 0; index < this.count; index++) this.entryOf[index] = index;
  }

  /** The states from the root entry down to `index`. */
  pathTo(index: number): State[] {
    const path: State[] = [];
    for (let i = index; i !== EMPTY; i = this.parents[i]!) path.push(this.states[i]!);
    return path.reverse();
  }

  private grow(): void {
    const capacity = this.states.length * 2;
    const states = new Float64Array(capacity);
    states.set(this.states);
    const parents = new Int32Array(capacity);
    parents.set(this.parents);
    this.states = states;
    this.parents = parents;
    if (this.byNumber) return;
    this.slots = new Int32Array(capacity * 2).fill(EMPTY);
    this.mask = capacity * 2 - 1;
    for (let index = 0; index < this.count; index++) {
      let slot = hashState(states[index]!) & this.mask;
      while (this.slots[slot] !== EMPTY) slot = (slot + 1) & this.mask;
      this.slots[slot] = index;
    }
  }
}

/** The successors of the table's entry `index`, given its parent where the space can use it (SearchSpace.successorsAfter). */
export function expandEntry(space: SearchSpace, table: StateTable, index: number, out: Float64Array): number {
  const parent = table.parentOf(index);
  const state = table.stateAt(index);
  return parent === EMPTY || !space.successorsAfter ? space.successors(state, out) : space.successorsAfter(state, table.stateAt(parent), out);
}

/**
 * Where breadth-first tables start: big enough that a search of tens of thousands of states
 * never stops to grow and rehash (half a megabyte; growing costs more than that on short runs).
 */
export const INITIAL_CAPACITY = 1 << 15;

/** The table a search of `space` keeps its states in: looked up by number where the space numbers them. */
export function stateTableFor(space: SearchSpace, initialCapacity: number, maxStates: number): StateTable {
  return new StateTable(initialCapacity, maxStates, space.numbered === true);
}

/**
 * The most a StateTable takes per state once grown: the state (8 bytes), its parent (4) and its
 * hash slots (8, at least half of them free), counted twice over for the doubling that grows it.
 */
export const STATE_TABLE_BYTES = 40;

/** Marks the root entry's parent. */
export const NO_PARENT = EMPTY;
