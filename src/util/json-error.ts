import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';

/**
 * Where a text JSON.parse refused first goes wrong: `line L, column C (what was expected)`, or
 * null where the place cannot be told. An error names the place rather than quoting the text,
 * which may be anything a path names (`/proc/self/environ`, a key file).
 */
export function jsonErrorPlace(text: string): string | null {
  const errors: ParseError[] = [];
  try {
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  } catch {
    // The parser recurses into each array and object: nesting deep enough overflows the stack.
    return null;
  }
  const first = errors[0];
  if (!first) return null;
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at >= 0 && at < first.offset; at = text.indexOf('\n', at + 1)) {
    line++;
    lineStart = at + 1;
  }
  const what = printParseErrorCode(first.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `line ${line}, column ${first.offset - lineStart + 1} (${what})`;
}
