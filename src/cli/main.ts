// The CLI's entry: bundled into dist/cli/slide-bundle.cjs, which dist/cli/slide.cjs runs.
import { runCli } from './program.js';

/**
 * The build fills V8's code cache by running a few typical commands in one process
 * (SLIDE_WARM_UP, a JSON list of argument lists; see scripts/build.mjs): the more code compiled
 * then, the less every later start compiles.
 */
const warmUp = process.env.SLIDE_WARM_UP;
const runs: string[][] = warmUp ? (JSON.parse(warmUp) as string[][]) : [process.argv.slice(2)];

void (async () => {
  for (const argv of runs) process.exitCode = await runCli(argv);
  // Everything is written by now (stdout and stderr are written synchronously). Leaving at once
  // skips Node's wait for V8's background compile jobs, 10–40 ms after a short command.
  process.exit();
})();
