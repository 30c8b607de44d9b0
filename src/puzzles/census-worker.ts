// A worker thread of a census: it classifies the piece sets it is sent, one at a time, and sends
// back each set's totals, or its groups where the main thread wants every one (for a database).
import { parentPort, workerData } from 'node:worker_threads';
import { type CensusTally, emptyTally, tally } from './census-tally.js';
import type { Definition } from './family.js';
import { familyOf } from './families.js';
import type { CensusGroup } from './types.js';

/** What the main thread sends: a piece set's index in the spec's list, the length of the hardest list, and whether every group is wanted. */
export interface CensusTask {
  set: number;
  top: number;
  groups: boolean;
  /** The most bytes this thread's classification of a set may take. */
  memory: number;
}

/** What comes back: that set's groups in census order (when asked for) or their totals, and how many layouts it had. */
export interface CensusReply {
  set: number;
  groups?: CensusGroup[];
  tally?: CensusTally;
  layouts: number;
}

const { definition } = workerData as { definition: Definition };
const family = familyOf(definition);
const minimal = family.censusFacts?.(definition).minimal === true;

parentPort!.on('message', async ({ set, top, groups: wanted, memory }: CensusTask) => {
  // Totals summed here rather than every group sent across: most groups are never looked at again.
  const totals = emptyTally(0, minimal);
  const groups: CensusGroup[] = [];
  await family.census!(definition, { pieceSets: [set], memory, onGroup: wanted ? (group) => groups.push(group) : (group) => tally(totals, group, top) });
  const reply: CensusReply = wanted
    ? { set, groups, layouts: groups.reduce((sum, group) => sum + group.size, 0) }
    : { set, tally: totals, layouts: totals.layouts };
  parentPort!.postMessage(reply);
});
