import { createRequire } from 'node:module';
import type { Progress } from '../library/types.js';
import { grouped } from '../render/numbers.js';
import type { Terminal } from './terminal.js';

/** Work shorter than this draws no bar at all (no flicker on quick solves). */
const QUIET_MILLISECONDS = 400;

const count = grouped;

/** What a progress event says, and how far along it is when that is known. */
function describe(progress: Progress, seconds: number): { text: string; done?: number; of?: number } {
  switch (progress.kind) {
    case 'search': {
      // Where the positions are known (max), the rate that matters is positions found a second.
      const perSecond = progress.total !== undefined && progress.stored !== undefined ? progress.stored : progress.generated;
      const unit = perSecond === progress.generated ? '' : ' positions';
      const rate = seconds > 0 ? ` · ${count(Math.round(perSecond / seconds))}${unit}/s` : '';
      const stored = progress.stored === undefined ? '' : ` · ${count(progress.stored)} stored`;
      const text = `${progress.algorithm}: ${progress.measure} ${progress.depth}${stored} · ${count(progress.generated)} generated${rate}`;
      return progress.total === undefined || progress.stored === undefined ? { text } : { text, done: progress.stored, of: progress.total };
    }
    case 'build':
      return { text: `building pattern database ${progress.database}`, done: progress.done, of: progress.of };
    case 'count':
      return { text: `counting: ${progress.done}/${progress.of} parts`, done: progress.done, of: progress.of };
    case 'census':
      return { text: `census: ${count(progress.layouts)} layouts · piece set ${progress.done}/${progress.of}`, done: progress.done, of: progress.of };
  }
}

export interface ProgressDisplay {
  onProgress?: (progress: Progress) => void;
  stop(): void;
}

type Bar = InstanceType<typeof import('cli-progress').SingleBar>;

/**
 * A progress bar on stderr (cli-progress) for long work, only on a terminal and not with
 * --quiet; stdout never sees it. Nothing is looked at or loaded until the work has run a moment
 * (quick solves pay nothing at start-up); then the bar shows a percentage where the total is
 * known and the counts alone where it is not.
 */
export function progressDisplay(terminal: Terminal): ProgressDisplay {
  if (terminal.quiet) return { stop: () => {} };
  const began = Date.now();
  let bar: Bar | null = null;
  let off = false;
  return {
    onProgress(progress) {
      const elapsed = Date.now() - began;
      if (off || elapsed < QUIET_MILLISECONDS) return;
      const { text, done, of } = describe(progress, elapsed / 1000);
      if (!bar) {
        off = process.stderr.isTTY !== true;
        if (off) return;
        // Loaded synchronously: the searches that report are synchronous.
        const cliProgress = createRequire(import.meta.url)('cli-progress') as typeof import('cli-progress');
        const format = of === undefined ? '{text}' : '{bar} {percentage}% | ETA {eta_formatted} | {text}';
        bar = new cliProgress.SingleBar(
          { format, stream: process.stderr, hideCursor: true, clearOnComplete: true, etaBuffer: 50 },
          cliProgress.Presets.shades_classic,
        );
        bar.start(of ?? 1, done ?? 0, { text });
        return;
      }
      if (of !== undefined) bar.setTotal(of);
      bar.update(done ?? 0, { text });
    },
    stop() {
      bar?.stop();
      bar = null;
    },
  };
}
