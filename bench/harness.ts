import { spawnSync } from 'node:child_process';

export interface Timing {
  /** The first run, before V8 has optimised anything (what a one-shot CLI call pays). */
  cold: number;
  /** Median of the runs after it. */
  warm: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Times `task` once cold, then `runs` more times. Milliseconds. */
export function time(task: () => unknown, runs = 9): Timing {
  let began = performance.now();
  task();
  const cold = performance.now() - began;
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    began = performance.now();
    task();
    samples.push(performance.now() - began);
  }
  return { cold, warm: median(samples) };
}

/** Median wall time of whole processes, the commands interleaved so machine noise hits all alike. */
export function processTimes(commands: string[][], runs = 25): number[] {
  return processSamples(commands, runs).map(median);
}

/**
 * Each command's median wall time and its median ratio to the first command (the reference),
 * the ratio taken within each round: on a shared machine whose speed drifts from one second to
 * the next, a ratio of neighbours is steadier than a ratio of medians taken over minutes.
 */
export function processRatios(commands: string[][], runs = 25): { time: number; ratio: number }[] {
  const samples = processSamples(commands, runs);
  const reference = samples[0]!;
  return samples.map((times) => ({ time: median(times), ratio: median(times.map((time, round) => time / reference[round]!)) }));
}

function processSamples(commands: string[][], runs: number): number[][] {
  const samples = commands.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    commands.forEach((command, k) => {
      const began = performance.now();
      const result = spawnSync(command[0]!, command.slice(1), { stdio: 'ignore' });
      if (result.status !== 0) throw new Error(`${command.join(' ')} exited ${result.status}`);
      samples[k]!.push(performance.now() - began);
    });
  }
  return samples;
}

export function report(name: string, value: string, target?: string): void {
  console.log(`${name.padEnd(52)} ${value.padStart(14)}${target ? `   target ${target}` : ''}`);
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
