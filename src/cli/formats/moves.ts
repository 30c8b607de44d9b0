import type { Renderer } from './renderer.js';

/**
 * The move labels alone: one word when every label is one letter (the blank's directions),
 * else one label a line. Streamed, so 2^25 Hanoi moves stay in constant memory: one-letter
 * labels are held back only until a longer one shows they go one a line after all.
 */
export const movesRenderer: Renderer = {
  solution(solution, out) {
    let word: string | null = '';
    for (const move of solution.moves) {
      if (word !== null && move.length === 1) {
        word += move;
        continue;
      }
      if (word !== null) for (const letter of word) out.write(`${letter}\n`);
      word = null;
      out.write(`${move}\n`);
    }
    if (word !== null) out.write(`${word}\n`);
  },
  separator: '',
};
