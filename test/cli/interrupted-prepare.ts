import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { BINARY } from './run-cli.js';

const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;

/** Signals `prepare 15puzzle` two seconds into its build; gives its exit code (128 + the signal when killed) and what it left in the cache. */
export async function prepareInterruptedBy(signal: keyof typeof SIGNAL_NUMBERS, cache: string): Promise<{ status: number | null; left: string[] }> {
  const child = spawn(process.execPath, [BINARY, 'prepare', '15puzzle', '--threads', '2', '--cache-dir', cache], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  child.kill(signal);
  const status = await new Promise<number | null>((resolve) =>
    child.on('exit', (exit, killedBy) => resolve(exit ?? (killedBy ? 128 + SIGNAL_NUMBERS[killedBy as keyof typeof SIGNAL_NUMBERS] : null))),
  );
  return { status, left: existsSync(cache) ? readdirSync(cache) : [] };
}
