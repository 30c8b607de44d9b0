/**
 * 12,345: thousands grouped by hand. `toLocaleString` would start ICU, which costs every process
 * that prints a number several milliseconds of start-up.
 */
export function grouped(count: number | bigint): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1 move", "12,345 moves". */
export function plural(count: number, word: string): string {
  return `${grouped(count)} ${word}${count === 1 ? '' : 's'}`;
}
