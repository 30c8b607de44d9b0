import type { SearchSpace, State } from '../../search/space.js';
import { InputError } from '../../util/input-error.js';
import { markVehicle, type Traffic } from './traffic.js';

export const TRAFFIC_METRICS = ['piece', 'step'] as const;
export type TrafficMetric = (typeof TRAFFIC_METRICS)[number];

/**
 * Rush Hour's positions as numbers: each vehicle's place in its lane is one digit of a mixed-radix
 * number (radix: the places it can take), so a move of vehicle i by d cells is the state ± d·radix[i]
 * and nothing is decoded but the places. Under `piece` a vehicle slides any free distance in one
 * move; under `step` one cell.
 */
export class TrafficSpace implements SearchSpace {
  readonly maxBranching: number;
  /**
   * The product of every vehicle's places: an upper bound on the positions (not `stateCount`,
   * which would make the space a dense one, searched by bitsets over every number below it).
   */
  readonly arrangements: number;
  /** A plain array, not a Float64Array: reading a small integer from it allocates nothing, even in cold code. */
  private readonly radix: number[];
  private readonly occupied: Uint8Array;
  private readonly places: Int32Array;

  constructor(
    readonly traffic: Traffic,
    readonly metric: TrafficMetric,
  ) {
    const { vehicles } = traffic;
    let product = 1;
    this.radix = vehicles.map((vehicle) => {
      const radix = product;
      product *= vehicle.places;
      return radix;
    });
    if (product > Number.MAX_SAFE_INTEGER)
      throw new InputError(`${vehicles.length} vehicles: too many positions to number (more than 2^53)`, undefined, 'start');
    this.arrangements = product;
    this.maxBranching = vehicles.reduce((sum, vehicle) => sum + (metric === 'piece' ? 2 * (vehicle.places - 1) : 2), 0);
    this.occupied = new Uint8Array(traffic.rows * traffic.cols);
    this.places = new Int32Array(vehicles.length);
  }

  encode(places: ArrayLike<number>): State {
    let state = 0;
    for (let i = 0; i < places.length; i++) state += places[i]! * this.radix[i]!;
    return state;
  }

  decode(state: State, into: Int32Array = new Int32Array(this.traffic.vehicles.length)): Int32Array {
    const { vehicles } = this.traffic;
    let rest = state;
    for (let i = 0; i < vehicles.length; i++) {
      const places = vehicles[i]!.places;
      into[i] = rest % places;
      rest = Math.floor(rest / places);
    }
    return into;
  }

  /** The place of one vehicle, without decoding the others. */
  placeOf(state: State, vehicle: number): number {
    return Math.floor(state / this.radix[vehicle]!) % this.traffic.vehicles[vehicle]!.places;
  }

  successors(state: State, out: Float64Array): number {
    const { rows, cols, walls, vehicles } = this.traffic;
    const places = this.decode(state, this.places);
    const occupied = this.occupied;
    occupied.set(walls);
    for (let i = 0; i < vehicles.length; i++) markVehicle(occupied, vehicles[i]!, places[i]!, cols, 1);
    const farthest = this.metric === 'piece' ? Math.max(rows, cols) : 1;
    let count = 0;
    for (let i = 0; i < vehicles.length; i++) {
      const { horizontal, length, lane, places: room } = vehicles[i]!;
      const place = places[i]!;
      const step = horizontal ? 1 : cols;
      const first = horizontal ? lane * cols + place : place * cols + lane;
      const radix = this.radix[i]!;
      // Back (left or up), then forward (right or down), nearest first.
      for (let d = 1; d <= farthest && place - d >= 0 && occupied[first - d * step] === 0; d++) out[count++] = state - d * radix;
      for (let d = 1; d <= farthest && place + d < room && occupied[first + (length - 1 + d) * step] === 0; d++) out[count++] = state + d * radix;
    }
    return count;
  }
}
