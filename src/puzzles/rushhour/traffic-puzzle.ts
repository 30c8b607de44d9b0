import type { Heuristic, State } from '../../search/space.js';
import { InputError } from '../../util/input-error.js';
import type { BoardView, Goal, Puzzle } from '../puzzle.js';
import { markVehicle, readTraffic, sameTraffic, type Traffic, writeTraffic } from './traffic.js';
import { TRAFFIC_METRICS, TrafficSpace, type TrafficMetric } from './traffic-space.js';

/** Walls in a drawing, as the blocks drawing knows them. */
const WALL_PIECE = -2;
/** The primary car is the first vehicle (letters in order, A first). */
const PRIMARY = 0;

export interface TrafficSetup {
  name: string;
  title: string;
  aliases: readonly string[];
}

/**
 * Rush Hour: vehicles that slide only along their own axis; the goal is a condition, the primary
 * car at the exit in the right wall of its row. The vehicles, walls and board size are those of
 * the start it was made from; every other position must hold the same ones.
 */
export class TrafficPuzzle implements Puzzle {
  readonly family = 'rushhour';
  readonly metrics = TRAFFIC_METRICS;
  readonly preferredAlgorithm = 'bfs' as const;
  readonly space: TrafficSpace;
  readonly defaultStart: State;
  readonly defaultGoal: Goal;
  readonly stateCount: number;
  readonly name: string;
  readonly title: string;
  readonly aliases: readonly string[];
  private readonly traffic: Traffic;
  private readonly labels: Record<string, string>;
  private readonly letters: readonly string[];
  /** The board's cells with walls and no vehicles, which every drawn position starts from. */
  private readonly emptyBoard: Int32Array;

  constructor(
    private readonly setup: TrafficSetup,
    private readonly startText: string,
    readonly metric: TrafficMetric,
    role = 'start',
  ) {
    ({ name: this.name, title: this.title, aliases: this.aliases } = setup);
    this.traffic = readTraffic(startText, role);
    this.space = new TrafficSpace(this.traffic, metric);
    this.stateCount = this.space.arrangements;
    this.defaultStart = this.space.encode(this.traffic.places);
    const last = this.traffic.vehicles[PRIMARY]!.places - 1;
    this.defaultGoal = {
      state: null,
      test: (state) => this.space.placeOf(state, PRIMARY) === last,
      description: `A at the exit (the right end of row ${this.traffic.vehicles[PRIMARY]!.lane})`,
    };
    // Each vehicle's letter with the way it moves, so a drawing shows the lanes.
    this.letters = this.traffic.vehicles.map((vehicle) => vehicle.letter);
    this.emptyBoard = Int32Array.from(this.traffic.walls, (wall) => (wall ? WALL_PIECE : -1));
    this.labels = Object.fromEntries(this.traffic.vehicles.map((vehicle) => [vehicle.letter, `${vehicle.letter}${vehicle.horizontal ? '↔' : '↕'}`]));
  }

  withMetric(metric: string): Puzzle {
    if (!(TRAFFIC_METRICS as readonly string[]).includes(metric)) {
      throw new InputError(`${metric} is not a metric of ${this.name} (metrics: ${TRAFFIC_METRICS.join(', ')})`, undefined, 'metric');
    }
    return metric === this.metric ? this : new TrafficPuzzle(this.setup, this.startText, metric as TrafficMetric);
  }

  parseState(text: string, role: string): State {
    const traffic = readTraffic(text, role);
    const difference = sameTraffic(this.traffic, traffic);
    if (difference) throw new InputError(`not a position of this puzzle: ${difference}`, undefined, role);
    return this.space.encode(traffic.places);
  }

  formatState(state: State): string {
    return writeTraffic(this.traffic, this.space.decode(state));
  }

  goalAt(state: State): Goal {
    return { state, test: (candidate) => candidate === state, description: this.formatState(state) };
  }

  /** A wall between the primary car and the exit can never move: no position of the puzzle is solved. */
  reachable(): boolean | undefined {
    const { vehicles, walls, cols } = this.traffic;
    const { lane } = vehicles[PRIMARY]!;
    const place = this.traffic.places[PRIMARY]!;
    for (let col = place; col < cols; col++) if (walls[lane * cols + col]) return false;
    return undefined;
  }

  /**
   * Every vehicle in the primary car's way to the exit must move at least once, and the car
   * itself too (under `step`: once per cell it has to go).
   */
  heuristic(): Heuristic {
    const { vehicles, cols } = this.traffic;
    const primary = vehicles[PRIMARY]!;
    const last = primary.places - 1;
    const places = new Int32Array(vehicles.length);
    return {
      name: 'blocking vehicles',
      estimate: (state) => {
        const here = this.space.placeOf(state, PRIMARY);
        if (here === last) return 0;
        this.space.decode(state, places);
        const ahead = here + primary.length;
        let blocking = 0;
        for (let i = 1; i < vehicles.length; i++) {
          const vehicle = vehicles[i]!;
          const across = vehicle.horizontal
            ? vehicle.lane === primary.lane && places[i]! + vehicle.length > ahead
            : vehicle.lane >= ahead && vehicle.lane < cols && places[i]! <= primary.lane && places[i]! + vehicle.length > primary.lane;
          if (across) blocking++;
        }
        return blocking + (this.metric === 'piece' ? 1 : last - here);
      },
    };
  }

  /** `B+2`: the vehicle's letter and how far it went, right or down positive. */
  describeMove(from: State, to: State): string {
    const vehicles = this.traffic.vehicles;
    for (let i = 0; i < vehicles.length; i++) {
      const delta = this.space.placeOf(to, i) - this.space.placeOf(from, i);
      if (delta !== 0) return `${vehicles[i]!.letter}${delta > 0 ? '+' : ''}${delta}`;
    }
    return 'none';
  }

  view(state: State): BoardView {
    const { rows, cols, vehicles } = this.traffic;
    const pieces = this.emptyBoard.slice();
    const places = this.space.decode(state);
    for (let i = 0; i < vehicles.length; i++) markVehicle(pieces, vehicles[i]!, places[i]!, cols, i);
    return { kind: 'blocks', rows, cols, pieces, kinds: this.letters, labels: this.labels };
  }

  cellNumbering(): BoardView {
    const { rows, cols } = this.traffic;
    const names = Array.from({ length: rows * cols }, (_, cell) => `${Math.floor(cell / cols)},${cell % cols}`);
    return { kind: 'grid', rows, cols, tokens: names, glyphs: names };
  }
}
