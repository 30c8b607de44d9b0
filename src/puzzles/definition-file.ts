import { statSync } from 'node:fs';
import { readBounded, TooLargeError } from '../util/bounded-read.js';
import { jsonErrorPlace } from '../util/json-error.js';
import * as v from 'valibot';
import { InputError } from '../util/input-error.js';

/** A problem found in a definition file, at a field path such as `cells[4].adjacent[2]`. */
export class DefinitionError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The fields every definition file has, whatever its family. */
export const NameSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes'));

export const CommonFields = {
  name: NameSchema,
  title: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  aliases: v.optional(v.array(NameSchema), []),
  description: v.optional(v.string()),
};

/** `cells[4].adjacent[2]` from a valibot issue's path. */
function fieldPath(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    path += typeof key === 'number' ? `[${key}]` : path === '' ? String(key) : `.${String(key)}`;
  }
  return path || '(top level)';
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.received === 'undefined') return 'missing';
  if (issue.type === 'strict_object' && issue.input !== undefined) return `unknown field`;
  return issue.message;
}

/** Validates parsed JSON against a schema; the first problem becomes a one-line error. */
export function validate<S extends v.GenericSchema>(schema: S, data: unknown, file: string): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new InputError(`${file}: ${fieldPath(issue)}: ${describeIssue(issue)}`);
}

/** Definition files are small; anything larger is refused unread (a device, a mistake). */
export const MAX_DEFINITION_BYTES = 2 ** 20;

/** Reads a definition file as data (nothing in it runs). */
export function readDefinition(path: string, shownAs: string): Record<string, unknown> {
  let text: string;
  try {
    if (!statSync(path).isFile()) throw Object.assign(new Error(), { code: 'not a regular file' });
    text = readBounded(path, MAX_DEFINITION_BYTES);
  } catch (error) {
    const code = error instanceof TooLargeError ? `${error.message}; definitions are at most 1 MB` : (error as NodeJS.ErrnoException).code;
    throw new InputError(`${shownAs}: cannot read the file (${code === 'ENOENT' ? 'no such file' : code})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const place = jsonErrorPlace(text);
    throw new InputError(`${shownAs}: not valid JSON${place === null ? '' : ` at ${place}`}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new InputError(`${shownAs}: a definition is a JSON object`);
  }
  return data as Record<string, unknown>;
}

/**
 * Runs checks, turning a DefinitionError into the one-line input error: `file: field: reason`, or
 * `field: reason` for input that came from the command line (`file` null).
 */
export function withFileContext<T>(file: string | null, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof DefinitionError) {
      if (file === null) throw new InputError(error.message, undefined, error.field);
      throw new InputError(`${file}: ${error.field}: ${error.message}`);
    }
    throw error;
  }
}
