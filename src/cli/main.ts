// The CLI's entry: bundled into dist/cli/slide-bundle.cjs, which dist/cli/slide.cjs runs.
import { runCli } from './program.js';

void runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
