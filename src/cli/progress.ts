import { createRequire } from 'node:module';
import type { Progress } from '../library/types.js';
import { grouped } from '../render/numbers.js';
import type { Terminal } from './terminal.js';

/** Work shorter than this draws no bar at all (no flicker on quick solves). */
const QUIET_MILLISECONDS = 400;
/** Off a terminal (a log file, a batch job's output), a plain line this often: `SLIDE_PROGRESS_SECONDS`, at least one second. */
const LOG_SECONDS = 60;

function logMilliseconds(env: NodeJS.ProcessEnv): number {
  const seconds = Number(env.SLIDE_PROGRESS_SECONDS);
  return 1000 * (env.SLIDE_PROGRESS_SECONDS !== undefined && Number.isFinite(seconds) ? Math.max(1, seconds) : LOG_SECONDS);
}

/** h:mm:ss, as a log line gives the time spent and the time left. */
function clock(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** A log line: the progress text, and where the total is known how far along, with the time left at the rate so far. */
function logLine(text: string, elapsed: number, done?: number, of?: number): string {
  const spent = ` · ${clock(elapsed)} elapsed`;
  if (of === undefined || done === undefined || of <= 0) return `slide: ${text}${spent}`;
  const left = done > 0 ? ` · ETA ${clock((elapsed * (of - done)) / done)}` : '';
  return `slide: ${text} · ${((100 * done) / of).toFixed(1)}%${spent}${left}`;
}

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
    case 'census': {
      const { layouts, total, done, of } = progress;
      const sets = ` · piece set ${done}/${of}`;
      if (total === undefined) return { text: `census: ${count(layouts)} layouts${sets}`, done, of };
      return { text: `census: ${count(layouts)} of ${count(total)} layouts${sets}`, done: layouts, of: total };
    }
  }
}

export interface ProgressDisplay {
  onProgress?: (progress: Progress) => void;
  stop(): void;
}

type Bar = InstanceType<typeof import('cli-progress').SingleBar>;

/**
 * Progress on stderr for long work, not with --quiet; stdout never sees it. On a terminal, a bar
 * (cli-progress): nothing is looked at or loaded until the work has run a moment (quick solves
 * pay nothing at start-up); then the bar shows a percentage where the total is known and the
 * counts alone where it is not. Elsewhere (a log), a plain line every minute, with the time left
 * where the total is known.
 */
export function progressDisplay(terminal: Terminal): ProgressDisplay {
  if (terminal.quiet) return { stop: () => {} };
  const began = Date.now();
  let bar: Bar | null = null;
  let logEvery = 0;
  let nextLog = 0;
  return {
    onProgress(progress) {
      const elapsed = Date.now() - began;
      if (elapsed < QUIET_MILLISECONDS) return;
      if (logEvery === 0 && !bar && process.stderr.isTTY !== true) nextLog = logEvery = logMilliseconds(process.env);
      if (logEvery > 0 && elapsed < nextLog) return;
      const { text, done, of } = describe(progress, elapsed / 1000);
      if (logEvery > 0) {
        nextLog = elapsed + logEvery;
        terminal.err(logLine(text, elapsed, done, of));
        return;
      }
      if (!bar) {
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
