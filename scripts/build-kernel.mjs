// Compiles one of the AssemblyScript kernels (IDA*'s search for tile boards, src/puzzles/tiles/kernel/assembly;
// the census classifier of Rush Hour's lane sets, src/puzzles/rushhour/kernel/assembly; the breadth-first
// search of small block boxes, src/puzzles/blocks/kernel/assembly) into the
// WebAssembly module given as the second argument: the build puts it beside the bundle, tests in a
// scratch folder.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [source, outFile] = process.argv.slice(2);
if (!source || !outFile) throw new Error('usage: node scripts/build-kernel.mjs SOURCE.ts OUT.wasm');
execFileSync(
  process.execPath,
  [
    'node_modules/assemblyscript/bin/asc.js',
    source,
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
