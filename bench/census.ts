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
}
