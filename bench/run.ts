// `npm run bench`: the speed figures the issues set targets for. Times go to stdout here because
// the benchmark's result *is* the timing; ratios are against reference runs in the same process.
import { benchBlocks } from './blocks.js';
import { benchCensus } from './census.js';
import { benchGnome } from './gnome.js';
import { benchGraphPuzzles } from './graph-puzzles.js';
import { benchDense, benchDenseHanoi } from './dense.js';
import { benchHanoi, benchQueens } from './hanoi-queens.js';
import { benchIda } from './ida.js';
import { benchPatternDatabases, benchPatternDatabases78 } from './pattern-databases.js';
import { benchShards } from './shards.js';
import { benchStartup } from './startup.js';
import { benchTiles } from './tiles.js';

const suites: Record<string, () => void | Promise<void>> = {
  graph: benchGraphPuzzles,
  blocks: benchBlocks,
  tiles: benchTiles,
  pdb: benchPatternDatabases,
  hanoi: benchHanoi,
  queens: benchQueens,
  startup: benchStartup,
  dense: benchDense,
  shards: benchShards,
};

/** Run only when named: they take minutes. */
const longSuites: Record<string, () => void | Promise<void>> = {
  hanoi15: benchDenseHanoi,
  pdb78: benchPatternDatabases78,
  ida24: benchIda,
  census: benchCensus,
  gnome: benchGnome,
};

const chosen = process.argv.slice(2);
for (const [name, suite] of Object.entries(suites)) {
  if (chosen.length === 0 || chosen.includes(name)) await suite();
}
for (const [name, suite] of Object.entries(longSuites)) if (chosen.includes(name)) await suite();
