/** The transition into a forbidden string: the move must not be made. */
export const FORBIDDEN = -1;

/**
 * A finite-state machine over move strings that refuses every string containing one of a set of
 * forbidden strings (Aho–Corasick: a trie of the strings, each node's failure link the longest
 * proper suffix of its string that is also in the trie, and every transition precomputed). A
 * search carries one state per node and drops a move whose transition is FORBIDDEN: duplicate-
 * path pruning in a table lookup a node (Taylor & Korf 1993).
 */
export class MoveAutomaton {
  private constructor(
    readonly moveCount: number,
    /** Per state and move, the next state or FORBIDDEN; state 0 is the start. */
    readonly table: Int32Array,
  ) {}

  get stateCount(): number {
    return this.table.length / this.moveCount;
  }

  next(state: number, move: number): number {
    return this.table[state * this.moveCount + move]!;
  }

  /** The machine as its table, to send to a worker thread (see `fromTable`). */
  static fromTable(moveCount: number, table: Int32Array): MoveAutomaton {
    return new MoveAutomaton(moveCount, table);
  }

  static forbidding(moveCount: number, forbidden: readonly (readonly number[])[]): MoveAutomaton {
    // The trie: children per node, and whether a forbidden string ends there.
    const children: number[][] = [new Array<number>(moveCount).fill(FORBIDDEN)];
    const ends: boolean[] = [false];
    for (const string of forbidden) {
      let node = 0;
      for (const move of string) {
        let child = children[node]![move]!;
        if (child === FORBIDDEN) {
          child = children.length;
          children.push(new Array<number>(moveCount).fill(FORBIDDEN));
          ends.push(false);
          children[node]![move] = child;
        }
        node = child;
      }
      ends[node] = true;
    }
    // Breadth-first, so a node's failure link is complete before its children's: every missing
    // child becomes the failure link's transition, and a node whose suffix is forbidden is too.
    const goto = children.map((row) => row.slice());
    const fail = new Array<number>(children.length).fill(0);
    const queue: number[] = [];
    for (let move = 0; move < moveCount; move++) {
      const child = children[0]![move]!;
      if (child === FORBIDDEN) goto[0]![move] = 0;
      else queue.push(child);
    }
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head]!;
      ends[node] ||= ends[fail[node]!]!;
      for (let move = 0; move < moveCount; move++) {
        const child = children[node]![move]!;
        if (child === FORBIDDEN) goto[node]![move] = goto[fail[node]!]![move]!;
        else {
          fail[child] = goto[fail[node]!]![move]!;
          queue.push(child);
        }
      }
    }
    // Only the allowed nodes become states, numbered in breadth-first order from the start.
    const number = new Array<number>(children.length).fill(FORBIDDEN);
    const order = [0, ...queue].filter((node) => !ends[node]);
    order.forEach((node, state) => {
      number[node] = state;
    });
    const table = new Int32Array(order.length * moveCount);
    order.forEach((node, state) => {
      for (let move = 0; move < moveCount; move++) table[state * moveCount + move] = number[goto[node]![move]!]!;
    });
    return new MoveAutomaton(moveCount, table);
  }
}
