import { readFileSync } from 'node:fs';

/**
 * A WebAssembly module the build compiled beside the bundle and the library (scripts/build.mjs),
 * else null: run from source there is none, and the callers keep to their JavaScript.
 */
export function builtModule(file: string): Uint8Array | null {
  try {
    return readFileSync(new URL(`./${file}`, import.meta.url));
  } catch {
    return null;
  }
}

/**
 * The parts of Node's WebAssembly API the compiled kernels use: Node has them all, but its type
 * definitions leave them to the DOM library, which this project does not load.
 */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => WasmMemory;
}
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
export interface WasmGlobal {
  readonly value: number;
}
export const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: WebAssemblyApi };
/** A WebAssembly memory page. */
export const WASM_PAGE = 65_536;
