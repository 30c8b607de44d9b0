import { readFileSync } from 'node:fs';
import { EXIT, RestartedExit } from './failures.js';

const TUNABLE = 'glibc.malloc.hugetlb';
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Whether a restart would give this process huge pages: Linux with glibc, transparent huge pages
 * given to the memory that asks for them (`madvise`; `always` gives them anyway, `never` not at
 * all), and glibc not told about them yet (an earlier restart, or the user, set the tunable).
 */
function restartWouldHelp(): boolean {
  if (process.platform !== 'linux' || process.env.GLIBC_TUNABLES?.includes(TUNABLE)) return false;
  let mode: string;
  try {
    mode = readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8');
  } catch {
    return false;
  }
  if (!mode.includes('[madvise]')) return false;
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return report?.header?.glibcVersionRuntime !== undefined;
}

/**
 * Runs this very command again in a child process whose malloc asks the kernel for huge pages
 * (`GLIBC_TUNABLES=glibc.malloc.hugetlb=1`: glibc reads it only as a process starts), where that
 * would help: random reads into gigabytes of tables then miss the TLB far less often. The child
 * shares this process's standard streams; its signal becomes this one's, and its exit code, thrown
 * as a RestartedExit, too. A terminal's Ctrl-C reaches both processes, so only other ending signals
 * (kill) are passed on. Returns, having done nothing, where no restart would help or none could be started.
 */
export async function restartWithHugePages(): Promise<void> {
  if (!restartWouldHelp()) return;
  const tunables = [process.env.GLIBC_TUNABLES, `${TUNABLE}=1`].filter(Boolean).join(':');
  // Loaded here, not at the top: node:child_process costs every start a few milliseconds.
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, GLIBC_TUNABLES: tunables },
  });
  const pass = (signal: NodeJS.Signals) => {
    if (signal !== 'SIGINT') child.kill(signal);
  };
  for (const signal of SIGNALS) process.on(signal, pass);
  const ended = await new Promise<{ code: number | null; signal: NodeJS.Signals | null } | null>((resolve) => {
    // Not started at all (no process to spare): this process does the work itself.
    child.once('error', () => resolve(null));
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  for (const signal of SIGNALS) process.off(signal, pass);
  if (!ended) return;
  if (ended.signal) process.kill(process.pid, ended.signal);
  throw new RestartedExit(ended.code ?? EXIT.software);
}
