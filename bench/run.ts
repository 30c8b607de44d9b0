// `npm run bench`: the speed figures the issues set targets for. Times go to stdout here because
// the benchmark's result *is* the timing; ratios are against reference runs in the same process.
import { benchBlocks } from './blocks.js';
import { benchGraphPuzzles } from './graph-puzzles.js';
import { benchStartup } from './startup.js';

const suites: Record<string, () => void> = {
  graph: benchGraphPuzzles,
  blocks: benchBlocks,
  startup: benchStartup,
};

const chosen = process.argv.slice(2);
for (const [name, suite] of Object.entries(suites)) {
  if (chosen.length === 0 || chosen.includes(name)) suite();
}
