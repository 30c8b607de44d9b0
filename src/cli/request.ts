import type { ErrorMessage, InferOutput, ObjectEntries, StrictObjectIssue, StrictObjectSchema } from 'valibot';
import { parseRequest } from '../library/request-schema.js';
import { readOneStart } from './start-lines.js';

/** Fields spelled otherwise than `--kebab-case` of their name. */
const FLAG_EXCEPTIONS: Record<string, string> = { algorithm: '--algo', merge: 'merge' };

/** Old names of a field's option, still read (`max --from`, `show --state`). */
const ALIASES: Record<string, readonly string[]> = { start: ['from', 'state'] };

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The option of a request field: `maxStates` → `--max-states`; `starts line 3` → `--starts line 3`. */
export function flagOf(field: string): string {
  const [first = '', ...rest] = field.split(' ');
  return [FLAG_EXCEPTIONS[first] ?? `--${kebab(first)}`, ...rest].join(' ');
}

/** Where commander keeps a field's option value: `--max-states` → `maxStates`, `--algo` → `algo`. */
const attributeOf = (field: string) => camel(flagOf(field).replace(/^--/, ''));

type RequestSchema = StrictObjectSchema<ObjectEntries, ErrorMessage<StrictObjectIssue> | undefined>;

/**
 * Any command's options as its library request: every field of the request's schema is read
 * from the option named for it (what commander parsed), `extra` adds what the command computes
 * (hooks, moves read from a file), and the schema checks and types the whole.
 */
export function requestOf<S extends RequestSchema>(schema: S, puzzle: string, options: object, extra: object = {}): InferOutput<S> {
  const given = new Map<string, unknown>(Object.entries(options));
  const raw: Record<string, unknown> = { puzzle };
  for (const field of Object.keys(schema.entries)) {
    const value = [field, ...(ALIASES[field] ?? [])].map((name) => given.get(attributeOf(name))).find((option) => option !== undefined);
    if (value !== undefined) raw[field] = value;
  }
  if (raw.start === '-') raw.start = readOneStart();
  for (const [field, value] of Object.entries(extra)) if (value !== undefined) raw[field] = value;
  return parseRequest(schema, raw);
}
