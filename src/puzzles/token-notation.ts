import { DefinitionError } from './definition-file.js';

/**
 * Splits a cell-puzzle state string into tokens. Input is lenient: spaces, commas or slashes
 * separate tokens; without any, each character is a token (when every token is one character).
 */
export function splitTokens(text: string, singleCharacterTokens: boolean, field: string): string[] {
  const trimmed = text.trim();
  if (/[\s,/]/.test(trimmed)) return trimmed.split(/[\s,/]+/).filter((token) => token !== '');
  if (!singleCharacterTokens && trimmed !== '') {
    throw new DefinitionError(field, `separate the tokens with spaces or commas (this puzzle has multi-character tokens)`);
  }
  return Array.from(trimmed);
}

/** Canonical notation: tokens concatenated when all are one character, else joined by single spaces. */
export function joinTokens(tokens: readonly string[], singleCharacterTokens: boolean): string {
  return tokens.join(singleCharacterTokens ? '' : ' ');
}
