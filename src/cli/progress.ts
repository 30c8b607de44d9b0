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
      const rate = seconds > 0 ? ` · ${count(Math.round(progress.generated / seconds))}/s` : '';
      const stored = progress.stored === undefined ? '' : ` · ${count(progress.stored)} stored`;
      const where = progress.algorithm === 'ida' || progress.algorithm === 'id' ? 'bound' : 'depth';
      const text = `${progress.algorithm}: ${where} ${progress.depth}${stored} · ${count(progress.generated)} generated${rate}`;
      return progress.total === undefined || progress.stored === undefined ? { text } : { text, done: progress.stored, of: progress.total };
    }
    case 'build':
      return { text: `building pattern database ${progress.database}`, done: progress.done, of: progress.of };
    case 'count':
      return { text: `counting: ${progress.done}/${progress.of} parts`, done: progress.done, of: progress.of };
  }
}

export interface ProgressDisplay {
  onProgress?: (progress: Progress) => void;
  stop(): void;
}

/**
 * A progress bar on stderr (cli-progress) for long work, only on a terminal and not with
 * --quiet; stdout never sees it. The bar appears once the work has run a moment, with a
 * percentage where the total is known and the counts alone where it is not.
 */
export async function progressDisplay(terminal: Terminal): Promise<ProgressDisplay> {
  if (!terminal.progress) return { stop: () => {} };
  // Loaded on use, before the (synchronous) search starts, since the callback cannot wait.
  const { default: cliProgress } = await import('cli-progress');
  const began = Date.now();
  let bar: InstanceType<typeof cliProgress.SingleBar> | null = null;
  return {
    onProgress(progress) {
      const elapsed = Date.now() - began;
      if (elapsed < QUIET_MILLISECONDS) return;
      const { text, done, of } = describe(progress, elapsed / 1000);
      if (!bar) {
        const format = of === undefined ? '{text}' : '{bar} {percentage}% | {text}';
        bar = new cliProgress.SingleBar({ format, stream: process.stderr, hideCursor: true, clearOnComplete: true, etaBuffer: 50 }, cliProgress.Presets.shades_classic);
        bar.start(of ?? 1, done ?? 0, { text });
        return;
      }
      if (of !== undefined) bar.setTotal(of);
      bar.update(done ?? 0, { text });
    },
    stop() {
      bar?.stop();
    },
  };
}
