type Growable = Float64Array | Int32Array | Uint8Array;

/** `to` (a larger array of the same type) holding `from`'s values at its start: how a table grows. */
export function widened<T extends Growable>(from: T, to: T): T {
  to.set(from);
  return to;
}
