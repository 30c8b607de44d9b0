import type { Family } from '../family.js';
import { countSolutions, queensSolver } from './solver.js';

/** N queens on an N×N board, none attacking another: solved and counted, with no positions to explore. */
export const queensFamily: Family = {
  name: 'queens',
  solveFields: ['size', 'place'],
  exploreFields: [],
  solver: queensSolver,
  positions: () => null,
  count: countSolutions,
};
