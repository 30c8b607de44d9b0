import { describe, expect, it } from 'vitest';
import { jsonErrorPlace } from '../../src/util/json-error.js';

describe('jsonErrorPlace: where a text that is not JSON goes wrong, without quoting it', () => {
  it.each([
    ['text that is not JSON at all', 'SHELL=/bin/sh\nSECRET=x', 'line 1, column 1 (invalid symbol)'],
    ['a word where a value goes, on the second line', '{"a": 1,\n "b": secret}', 'line 2, column 7 (invalid symbol)'],
    ['a comma before the closing brace', '{ "name": "kite", }', 'line 1, column 19 (property name expected)'],
    ['nothing at all', '', 'line 1, column 1 (value expected)'],
    ['a list left open', '{"a": [1, 2', 'line 1, column 12 (close bracket expected)'],
    ['a comment', '{"a": 1 // why\n}', 'line 1, column 9 (invalid comment token)'],
    ['a control character inside a string (the string it is in)', '{"a": "x\u0001y"}', 'line 1, column 7 (invalid character)'],
  ])('%s', (_, text, place) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonErrorPlace(text)).toBe(place);
  });

  it('nesting too deep to trace is not placed (null), rather than overflowing the stack', () => {
    expect(jsonErrorPlace('['.repeat(1_000_000))).toBeNull();
  });

  it('lines end at \\n only, so a \\r\\n file counts its lines alike', () => {
    expect(jsonErrorPlace('{\r\n"a": 1,\r\n"b": x}')).toBe('line 3, column 6 (invalid symbol)');
  });
});
