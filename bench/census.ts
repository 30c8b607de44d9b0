import { fileURLToPath } from 'node:url';
import { processTimes, report } from './harness.js';

const SLIDE = fileURLToPath(new URL('../dist/cli/slide.cjs', import.meta.url));

/** Whole censuses as a user runs them (minutes: run only when named, `npm run bench census`). */
export function benchCensus(): void {
  console.log('\n# censuses: whole processes, one run each');
  const node = process.execPath;
  const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
  const [klotski] = processTimes([[node, SLIDE, 'census', 'klotski', '-f', 'json', '-q']], 1);
  report('slide census klotski (29,334,498 layouts, every core)', seconds(klotski!), '≤ 10 min; dnomd343: 27 min 14 s');
  const [klotskiOne] = processTimes([[node, SLIDE, 'census', 'klotski', '-f', 'json', '-q', '--threads', '1']], 1);
  report('slide census klotski --threads 1', seconds(klotskiOne!));
  const [rush] = processTimes([[node, SLIDE, 'census', 'rushhour-5x5', '-f', 'json', '-q']], 1);
  report('slide census rushhour-5x5 (6,795,364 positions)', seconds(rush!));
  const [rushWalls] = processTimes([[node, SLIDE, 'census', 'rushhour-5x5-walls', '-f', 'json', '-q']], 1);
  report('slide census rushhour-5x5-walls (58,239,509 positions)', seconds(rushWalls!));
  // 6×6 whole takes about 25 minutes, too long for a bench: one shard, and the whole at its rate of positions (shard 1/97 holds 369,850,305).
  const [shard] = processTimes([[node, SLIDE, 'census', 'rushhour-6x6', '--shard', '1/97', '-f', 'json', '-q']], 1);
  report('slide census rushhour-6x6 --shard 1/97 (369,850,305 positions)', seconds(shard!));
  const hours = (shard! * (SIX_BY_SIX_POSITIONS / SHARD_POSITIONS)) / 3_600_000;
  report(
    '  the whole 6×6 census at that rate (27,103,652,326 positions)',
    `${hours.toFixed(1)} h`,
    "≤ 30 min; Fogleman's C++, sampled here (session 42): about 4.6 h",
  );
}

const SIX_BY_SIX_POSITIONS = 27_103_652_326;
const SHARD_POSITIONS = 369_850_305;
