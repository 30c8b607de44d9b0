// Compiles IDA*'s search for tile boards (src/puzzles/tiles/kernel/assembly, AssemblyScript) into
// the WebAssembly module given as the argument: the build puts it beside the bundle, tests in a
// scratch folder.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [outFile] = process.argv.slice(2);
if (!outFile) throw new Error('usage: node scripts/build-kernel.mjs OUT.wasm');
execFileSync(
  process.execPath,
  [
    'node_modules/assemblyscript/bin/asc.js',
    'src/puzzles/tiles/kernel/assembly/search.ts',
    '--optimizeLevel',
    '3',
    '--shrinkLevel',
    '0',
    '--runtime',
    'stub',
    '--noAssert',
    '--importMemory',
    '--initialMemory',
    '1',
    '--outFile',
    outFile,
  ],
  { cwd: root, stdio: 'inherit' },
);
