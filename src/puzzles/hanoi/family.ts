import { hanoiIndex, hanoiSpace } from './dense-index.js';
import type { Family } from '../family.js';
import { puzzleReplayer } from '../replayer.js';
import { POSITION_FIELDS, SEARCH_FIELDS, withMetric } from '../search-family.js';
import { hanoiPuzzle, hanoiSetup } from './definition.js';
import type { HanoiPuzzle } from './hanoi-puzzle.js';
import { describeHanoi, hanoiMoveCount, hanoiSolver } from './solver.js';

/** The Tower of Hanoi on three or more pegs, sized by the request's discs and pegs. */
export const hanoiFamily: Family = {
  name: 'hanoi',
  solveFields: [...SEARCH_FIELDS, 'disks', 'pegs'],
  exploreFields: [...POSITION_FIELDS, 'disks', 'pegs'],
  solver: hanoiSolver,
  puzzle: (definition, request) => withMetric(hanoiPuzzle(hanoiSetup(definition.data, definition.file, request)), request.metric),
  describe: describeHanoi,
  denseIndex: (_, puzzle) => hanoiIndex((puzzle as HanoiPuzzle).space),
  denseSpace: hanoiSpace,
  replayer: (definition, request) =>
    puzzleReplayer(withMetric(hanoiPuzzle(hanoiSetup(definition.data, definition.file, request)), request.metric), request.goal, 'listing'),
  positions: (definition) => {
    const { discs, pegs } = hanoiSetup(definition.data, definition.file, {});
    return BigInt(pegs) ** BigInt(discs);
  },
  moveCount: hanoiMoveCount,
};
