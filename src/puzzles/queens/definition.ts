import * as v from 'valibot';
import { CommonFields, validate } from '../definition-file.js';

export const QueensFileSchema = v.strictObject({
  family: v.literal('queens'),
  ...CommonFields,
  size: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1')),
});

export interface QueensSetup {
  name: string;
  title: string;
  aliases: string[];
  size: number;
}

export function queensSetup(data: unknown, file: string, size: number | undefined): QueensSetup {
  const parsed = validate(QueensFileSchema, data, file);
  return { name: parsed.name, title: parsed.title, aliases: parsed.aliases, size: size ?? parsed.size };
}
