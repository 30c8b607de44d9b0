/**
 * Stores a placement's database value as PatternDatabase keeps it: the half-excess of the level it
 * was first reached at over its group's Manhattan distance, capped at 15, in its nibble (0, what
 * the nibbles start as, needs no write). Both pattern searches record a new placement this way.
 */
export function storeExcess(nibbles: Uint8Array, shared: boolean, entry: number, level: number, distance: number): void {
  const excess = Math.min(15, (level - distance) >>> 1);
  if (excess === 0) return;
  const shift = (entry & 1) << 2;
  if (shared) Atomics.or(nibbles, entry >>> 1, excess << shift);
  else nibbles[entry >>> 1]! |= excess << shift;
}
