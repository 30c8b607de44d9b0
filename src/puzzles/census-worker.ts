// A worker thread of a census: it classifies the piece sets it is sent, one at a time, and sends
// back each set's groups (the main thread sums them up in the spec's order).
import { parentPort, workerData } from 'node:worker_threads';
import type { Definition } from './family.js';
import { familyOf } from './families.js';
import type { CensusGroup } from './types.js';

/** What the main thread sends: a piece set's index in the spec's list. */
export interface CensusTask {
  set: number;
}

/** What comes back: that set's groups in census order, and how many layouts it had. */
export interface CensusReply {
  set: number;
  groups: CensusGroup[];
  layouts: number;
}

const { definition } = workerData as { definition: Definition };
const family = familyOf(definition);

parentPort!.on('message', async ({ set }: CensusTask) => {
  const groups: CensusGroup[] = [];
  await family.census!(definition, { pieceSets: [set], onGroup: (group) => groups.push(group) });
  parentPort!.postMessage({ set, groups, layouts: groups.reduce((sum, group) => sum + group.size, 0) } satisfies CensusReply);
});
