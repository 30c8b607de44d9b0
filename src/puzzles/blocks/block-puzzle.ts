import type { Guide, Heuristic, State } from '../../search/space.js';
import { withFileContext } from '../definition-file.js';
import { arrangements } from '../graph/graph-theory.js';
import { InputError } from '../../util/input-error.js';
import type { BoardView, CompiledSearch, Goal, Puzzle } from '../puzzle.js';
import { BlockSpace, METRICS, ranksFit, type Metric } from './block-space.js';
import { WideBlockSpace } from './wide-block-space.js';
import { patternBound, type PatternBound } from './pattern-bound.js';
import { checkSamePieces, type BlocksSpec } from './definition.js';
import { formatLayout, parseLayout } from './layout.js';
import { compiledBreadthFirst } from './kernel/block-kernel.js';

/** Positions a search stores before its bound adds a pattern database (Solomon, the largest small level, stores 1.9 million). */
export const PATTERN_AFTER = 2_000_000;

/**
 * Positions the compiled breadth-first search meets before it leaves a solve to A*: more than the
 * short GNOME levels need (Fool, the largest of them, 146,136), while a longer search,
 * which breadth-first search makes longer still, is A*'s (Polonaise: 392,658 positions breadth-first,
 * 249,822 by A*). A try that comes to nothing costs some 70 ms.
 */
const COMPILED_SEARCH_STATES = 150_000;

/** Walls in a drawing: like the outside of the box, so an irregular board is drawn by its outline. */
const WALL_PIECE = -2;

/** A sliding-block puzzle: pieces of several cells in a rectangular box (Hakoiri, NO-OFF, …). */
export class BlockPuzzle implements Puzzle {
  readonly family = 'blocks';
  readonly metrics = METRICS;
  readonly name: string;
  readonly title: string;
  readonly aliases: readonly string[];
  readonly space: BlockSpace | WideBlockSpace;
  readonly defaultStart: State;
  readonly defaultGoal: Goal;
  readonly stateCount: number;
  readonly preferredAlgorithm;
  /** Kinds drawn by a label rather than their letter, by letter. */
  private readonly labels: Record<string, string>;
  /** Per piece kind: whether several pieces share it (then moves name the piece by position). */
  private readonly shared: boolean[];

  constructor(
    private readonly spec: BlocksSpec,
    readonly metric: Metric = spec.metric,
  ) {
    this.name = spec.name;
    this.title = spec.title;
    this.aliases = spec.aliases;
    this.space = ranksFit(spec.rows * spec.cols, spec.kinds, spec.counts)
      ? new BlockSpace(spec.box, spec.kinds, spec.counts, metric, spec.doors)
      : new WideBlockSpace(spec.box, spec.kinds, spec.counts, metric, spec.doors);
    this.defaultStart = this.space.encode(spec.start);
    this.defaultGoal = 'layout' in spec.goal ? this.goalAt(this.space.encode(spec.goal.layout)) : this.conditionGoal();
    // A* where its bound has a piece to follow in a wide box (GNOME's maps: long searches, most of their last layers
    // cut); the ranked small boxes search faster breadth-first, whose loop is lighter (Hakoiri: 58 ms against 85).
    const followed = this.defaultGoal.state === null && this.space instanceof WideBlockSpace && this.goalPiece(this.defaultGoal) !== null;
    this.preferredAlgorithm = followed ? ('astar' as const) : this.defaultGoal.state === null ? ('bfs' as const) : ('bi' as const);
    this.shared = spec.kinds.map((_, i) => spec.counts[i + 1]! > 1);
    this.labels = Object.fromEntries(spec.kinds.filter((k) => k.label).map((k) => [k.letter, k.label!]));
    const digits = Array.from(spec.counts).flatMap((count, code) => new Array<number>(count).fill(code));
    this.stateCount = arrangements(digits);
  }

  withMetric(metric: string): Puzzle {
    if (!(METRICS as readonly string[]).includes(metric)) {
      throw new InputError(`${metric} is not a metric of ${this.name} (metrics: ${METRICS.join(', ')})`, undefined, 'metric');
    }
    return metric === this.metric ? this : new BlockPuzzle(this.spec, metric as Metric);
  }

  private conditionGoal(): Goal {
    const { placed, empty, description } = this.spec.goal as Exclude<BlocksSpec['goal'], { layout: unknown }>;
    // One piece's placement alone reads one rank; other conditions decode the position.
    const single = placed.length === 1 && empty.length === 0;
    return { state: null, test: single ? this.space.anchorTest(placed[0]!.kind, placed[0]!.cell) : this.space.conditionTest(placed, empty), description };
  }

  parseState(text: string, role: string): State {
    // Own names only: `__proto__` or `constructor` is a malformed layout, not Object's members.
    const name = text.trim().toLowerCase();
    const named = Object.hasOwn(this.spec.starts, name) ? this.spec.starts[name] : undefined;
    if (named) return this.space.encode(named);
    return withFileContext(null, () => {
      const { marks } = parseLayout(text, this.spec.kinds, this.spec.box, role, this.spec.doors);
      checkSamePieces(this.spec.kinds, marks, this.spec.counts, role);
      return this.space.encode(marks);
    });
  }

  formatState(state: State): string {
    return formatLayout(this.space.decode(state), this.spec.box, this.spec.kinds);
  }

  goalAt(state: State): Goal {
    return { state, test: (candidate) => candidate === state, description: this.formatState(state) };
  }

  reachable(): undefined {
    return undefined;
  }

  heuristic(goal: Goal): Heuristic {
    const placed = this.goalPiece(goal);
    // One piece can travel far in one move: without a piece to follow, little more than "not there yet" is admissible.
    if (!placed) return { name: 'at-goal (0 or 1)', estimate: (state) => (goal.test(state) ? 0 : 1) };
    const blockers = this.space.blockerBound(placed.kind, placed.cell);
    const { space } = this;
    if (!(space instanceof WideBlockSpace)) return { name: 'pieces in the way', estimate: blockers };
    // A search that outgrows PATTERN_AFTER positions is long enough for a pattern database to pay for itself; until
    // then (every small level) it would cost more than it saves. Raising an admissible bound midway keeps A* optimal.
    let met = 0;
    let pattern: PatternBound | null | undefined;
    let guide: Guide | undefined;
    const pieces = { ...this.spec, metric: this.metric };
    return {
      // Built when a beam search first asks: the route table costs more than a short A* search.
      get guide() {
        return (guide ??= space.guide(placed.kind, placed.cell));
      },
      get name() {
        return pattern
          ? `pieces in the way, then a pattern database (${pattern.kinds.length} kinds, ${pattern.positions.toLocaleString('en-US')} positions)`
          : 'pieces in the way';
      },
      estimate: (state) => {
        const moves = blockers(state);
        if (pattern === undefined) {
          if (++met < PATTERN_AFTER) return moves;
          pattern = patternBound(space, pieces, placed, state);
        }
        return pattern ? Math.max(moves, pattern.estimate(state)) : moves;
      },
    };
  }

  /**
   * The compiled breadth-first search (kernel/block-kernel.ts) where it applies: a box of at most
   * 64 cells in the piece metric, towards the definition's goal of one piece, alone of its kind, at
   * one place.
   */
  compiledSearch(goal: Goal): CompiledSearch | null {
    const { space, spec } = this;
    if (!(space instanceof WideBlockSpace) || this.metric !== 'piece' || goal !== this.defaultGoal || 'layout' in spec.goal) return null;
    const [placed, ...more] = spec.goal.placed;
    if (!placed || more.length > 0 || spec.goal.empty.length > 0 || spec.counts[placed.kind] !== 1) return null;
    const board = space.compactBoard();
    if (!board) return null;
    const [slot] = space.anchorSlots(placed.kind);
    return (start, maxStates) => {
      const found = compiledBreadthFirst(board, space.anchorsOf(start), slot!, placed.cell, Math.min(maxStates, COMPILED_SEARCH_STATES));
      return found && { path: found.path ? found.path.map((anchors) => space.stateOf(anchors)) : null, stats: found.stats };
    };
  }

  /**
   * A piece the goal places and no other piece can stand in for (its kind has one piece): the
   * condition goal's first such, or the largest such in a goal layout; null when there is none.
   */
  private goalPiece(goal: Goal): { kind: number; cell: number } | null {
    const unique = (kind: number) => this.spec.counts[kind] === 1;
    if (goal === this.defaultGoal && !('layout' in this.spec.goal)) return this.spec.goal.placed.find(({ kind }) => unique(kind)) ?? null;
    if (goal.state === null) return null;
    const size = (kind: number) => this.spec.kinds[kind - 1]!.shape.rows.length;
    const pieces = this.space.piecesOf(goal.state).filter(({ kind }) => unique(kind));
    const largest = pieces.reduce<(typeof pieces)[number] | null>((best, piece) => (best && size(best.kind) >= size(piece.kind) ? best : piece), null);
    return largest && { kind: largest.kind, cell: largest.anchor };
  }

  describeMove(from: State, to: State): string {
    const before = this.piecesOf(from);
    const after = this.piecesOf(to);
    const moved = before.find((piece) => !after.some((p) => p.kind === piece.kind && p.anchor === piece.anchor))!;
    const arrival = after.find((piece) => !before.some((p) => p.kind === piece.kind && p.anchor === piece.anchor))!;
    const { cols, kinds } = this.spec;
    const letter = kinds[moved.kind - 1]!.letter;
    const who = this.shared[moved.kind - 1] ? `${letter} at row ${Math.floor(moved.anchor / cols)} col ${moved.anchor % cols}:` : letter;
    return `${who} ${this.space.route(from, moved.anchor, arrival.anchor).join(', ')}`;
  }

  private piecesOf(state: State) {
    return this.space.piecesOf(state);
  }

  view(state: State): BoardView {
    const pieces = this.space.piecesOf(state);
    const kinds = pieces.map(({ kind }) => this.spec.kinds[kind - 1]!.letter);
    const owners = this.space.ownersOf(pieces);
    const { walls, doors } = this.spec.box;
    walls.forEach((wall, cell) => {
      if (wall) owners[cell] = WALL_PIECE;
    });
    const { goalCells } = this.spec;
    return {
      kind: 'blocks',
      rows: this.spec.rows,
      cols: this.spec.cols,
      pieces: owners,
      kinds,
      labels: this.labels,
      doors,
      ...(goalCells.length > 0 ? { goalCells } : {}),
    };
  }

  cellNumbering(): BoardView {
    const { rows, cols } = this.spec;
    const names = Array.from({ length: rows * cols }, (_, cell) => `${Math.floor(cell / cols)},${cell % cols}`);
    return { kind: 'grid', rows, cols, tokens: names, glyphs: names };
  }
}
