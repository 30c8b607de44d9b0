/**
 * The `slide` binary: runs the bundled CLI through V8's code cache.
 *
 * Start-up time is a feature (a solve of the 8-puzzle should cost little more than starting
 * Node). Most of what is left after bundling is V8 compiling the bundle's functions, so the
 * build runs the CLI once and saves the compiled code next to the bundle; later runs hand it
 * back to V8. A cache from another V8 version is rejected by V8 itself and the bundle then
 * simply compiles as usual.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';

/**
 * Four times V8's default budget of bytecode run before a function is sent to the optimising
 * compiler. Most commands end within tens of milliseconds, and a process waits at exit for any
 * compile still running on V8's background thread: with the default, the last boards drawn
 * start a compile that the exit then waits for (the 60-move Rush Hour solve, 10 ms of its 100).
 * A long search reaches the optimised code a few milliseconds later, nothing more. Set before
 * the bundle is compiled: V8's code cache is accepted only under the flags it was made with.
 */
setFlagsFromString('--interrupt-budget=270336');

const bundle = join(__dirname, 'slide-bundle.cjs');
if (process.env.SLIDE_DEBUG) {
  // Debugging: the plain module loader, which maps stacks through the bundle's source map.
  process.setSourceMapsEnabled(true);
  require(bundle);
} else {
  runCached();
}

/** Runs the bundle through V8's code cache (see above). */
function runCached(): void {
  const cacheFile = `${bundle}.cache`;
  const source = readFileSync(bundle, 'utf8');
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    cachedData,
  });
  if (process.env.SLIDE_WRITE_CODE_CACHE) {
    process.on('exit', () => writeFileSync(cacheFile, script.createCachedData()));
  }
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  const module_ = { exports: {} };
  run(module_.exports, require, module_, bundle, __dirname);
}
