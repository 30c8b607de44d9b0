// A worker thread of a pattern-database build: expands its share of each level it is sent, in
// memory shared with the other workers (allocated and seeded by the first of them).
import { parentPort, workerData } from 'node:worker_threads';
import type { LevelReport, LevelTask, WorkerSetup } from './pattern-build.js';
import { allocateWorkspace, openSearch, type LevelSearch, type Workspace } from './pattern-layout.js';

const { shape, nibbles, progress, ports, owner } = workerData as WorkerSetup;

// The others get the workspace only once it is seeded, so none can start level 0 without the goal.
const ready: Promise<LevelSearch> = owner
  ? Promise.resolve().then(() => {
      const workspace = allocateWorkspace(shape, true);
      const search = openSearch(shape, workspace, progress, nibbles);
      search.seed();
      for (const port of ports) port.postMessage(workspace);
      return search;
    })
  : new Promise((resolve) => ports[0]!.once('message', (workspace: Workspace) => resolve(openSearch(shape, workspace, progress, nibbles))));

parentPort!.on('message', async ({ level, first, stride }: LevelTask) => {
  const search = await ready;
  parentPort!.postMessage({ marked: search.expandLevel(level, first, stride) } satisfies LevelReport);
});
