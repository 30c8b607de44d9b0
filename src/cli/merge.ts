import { Command } from 'commander';
import * as v from 'valibot';
import { InputError } from '../library/errors.js';
import { mergeCounts } from '../library/merge.js';
import type { Count } from '../library/types.js';
import { echo } from '../util/echo.js';
import { formatOption } from './options.js';
import { formatsFor, render, type FormatName } from './output.js';
import { readText } from './start-lines.js';
import type { Terminal } from './terminal.js';

/** An exact count as JSON gives it: a number while safe, else a string of digits. */
const Exact = v.union([v.pipe(v.number(), v.safeInteger(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d{1,400}$/))]);
const Whole = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** One line of `slide count … --shard K/N -f json`. */
const PartSchema = v.object({
  puzzle: v.string(),
  size: Whole,
  placed: v.array(v.tuple([Whole, Whole])),
  total: Exact,
  unique: v.optional(Exact),
  shard: v.optional(v.object({ index: v.pipe(Whole, v.minValue(1)), of: v.pipe(Whole, v.minValue(1)) })),
});

export function makeMergeCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('merge')
    .description('add up the parts of a sharded count (count --shard K/N -f json), checking every shard is there once')
    .argument('[files...]', 'files of parts, one JSON object a line (default or -: standard input)')
    .addOption(formatOption(formatsFor('count')))
    .addHelpText(
      'after',
      `
Examples:
  seq 1 12 | xargs -P 4 -I K slide count queens --size 20 --shard K/12 -f json > parts.jsonl
  slide merge parts.jsonl
  cat part-*.json | slide merge -f json`,
    )
    .action(async (files: string[], options: { format: FormatName }, command: Command) => {
      const parts = (files.length === 0 ? ['-'] : files).flatMap(readParts);
      if (parts.length === 0) throw new InputError('nothing to merge: give the parts `count --shard K/N -f json` printed', undefined, 'merge');
      const merged = mergeCounts(parts);
      const out = await terminal(command);
      render(out, options.format, (renderer, writer) => renderer.count!(merged, writer));
    });
}

function readParts(file: string): { count: Count; where: string }[] {
  const name = file === '-' ? 'standard input' : echo(file);
  return readText(file, 'merge')
    .split(/\r?\n/)
    .flatMap((text, i) => (text.trim() === '' ? [] : [{ text, where: `${name} line ${i + 1}` }]))
    .map(({ text, where }) => {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        throw new InputError(`${where} is not JSON`, 'give the lines `slide count … --shard K/N -f json` printed', 'merge');
      }
      const parsed = v.safeParse(PartSchema, data);
      if (!parsed.success) throw new InputError(`${where} is not a count (${parsed.issues[0].message})`, undefined, 'merge');
      const { puzzle, size, placed, total, unique, shard } = parsed.output;
      const count: Count = {
        puzzle,
        size,
        placed: placed.map(([row, col]) => ({ row, col })),
        total: BigInt(total),
        unique: unique === undefined ? null : BigInt(unique),
        shard: shard ?? null,
      };
      return { count, where };
    });
}
