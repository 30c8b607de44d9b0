import { DefinitionError } from './definition-file.js';

/**
 * Splits a cell-puzzle state string into tokens. Input is lenient: spaces, commas or slashes
 * separate tokens; where every token is one character, each character is a token anyway (so
 * `867254301`, `8 6 7 …` and `867/254/301` all read the same).
 */
export function splitTokens(text: string, singleCharacterTokens: boolean, field: string): string[] {
  const trimmed = text.trim();
  const groups = trimmed.split(/[\s,/]+/).filter((token) => token !== '');
  if (singleCharacterTokens) return groups.flatMap((group) => Array.from(group));
  if (groups.length === 1 && trimmed !== '') {
    throw new DefinitionError(field, `separate the tokens with spaces or commas (this puzzle has multi-character tokens)`);
  }
  return groups;
}

/** Canonical notation: tokens concatenated when all are one character, else joined by single spaces. */
export function joinTokens(tokens: readonly string[], singleCharacterTokens: boolean): string {
  return tokens.join(singleCharacterTokens ? '' : ' ');
}
