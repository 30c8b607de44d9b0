import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import * as v from 'valibot';
import { InputError } from '../library/errors.js';
import { joinSavedIdaRound, mergeCensuses, mergeCounts } from '../library/merge.js';
import { DEFAULT_CENSUS_TOP } from '../library/census.js';
import type { Census, Count } from '../library/types.js';
import { echo } from '../util/echo.js';
import { formatOption, parsePositiveInteger } from './options.js';
import { formatsFor, render, type FormatName } from './output.js';
import { PART_FILE } from './sharding.js';
import { readText } from './start-lines.js';
import type { Terminal } from './terminal.js';
import { missingShards, shardRuns } from '../util/shard.js';

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

const Group = v.object({
  pieces: v.string(),
  first: v.string(),
  size: Whole,
  goals: Whole,
  hardest: v.nullable(Whole),
  hardestCount: Whole,
  hardestLayout: v.nullable(v.string()),
  histogram: v.array(Whole),
  minimal: v.optional(v.boolean()),
});

/** One line of `slide census … --shard K/N -f json`. */
const CensusPartSchema = v.object({
  census: v.string(),
  title: v.string(),
  metric: v.string(),
  pieceSets: Whole,
  layouts: Whole,
  groups: Whole,
  solvableGroups: Whole,
  solvableLayouts: Whole,
  minimalGroups: v.optional(Whole),
  largest: v.nullable(Group),
  hardestHistogram: v.array(Whole),
  minimalHistogram: v.optional(v.array(Whole)),
  top: v.array(Group),
  shard: v.optional(v.object({ index: v.pipe(Whole, v.minValue(1)), of: v.pipe(Whole, v.minValue(1)) })),
});

export function makeMergeCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('merge')
    .description('add up the parts of a sharded count or census, or join the parts of a sharded batch of solves, checking every shard is there once')
    .argument('[files...]', 'files of parts, one JSON object a line, or a folder of parts written with --parts (default or -: standard input)')
    .addOption(formatOption(formatsFor('count')))
    .addOption(new Option('--top <n>', 'censuses: how many of the hardest groups to list (default 20)').argParser(parsePositiveInteger))
    .addHelpText(
      'after',
      `
Examples:
  seq 1 12 | xargs -P 4 -I K slide count queens --size 20 --shard K/12 -f json > parts.jsonl
  slide merge parts.jsonl
  cat part-*.json | slide merge -f json
  slide merge ./slide-count-queens            a folder of parts (--shard auto --parts DIR): says which are missing`,
    )
    .action(async (files: string[], options: { format: FormatName; top?: number }, command: Command) => {
      if (files.length === 1 && isFolder(files[0]!)) {
        const joined = joinSavedIdaRound(files[0]!);
        if (joined) {
          const screen = await terminal(command);
          screen.err(joinedRoundLine(files[0]!, joined));
          return;
        }
      }
      const folder = files.length === 1 ? partsFolder(files[0]!) : null;
      if (folder && !folder.counts) {
        // A batch of solves: shard K holds the starts i with i mod N = K − 1, a line each, so the
        // whole batch is their lines taken in turn.
        const out = await terminal(command);
        const lines = folder.parts.map((part) =>
          readText(part, 'merge')
            .split('\n')
            .filter((line) => line !== ''),
        );
        const longest = Math.max(0, ...lines.map((part) => part.length));
        for (let row = 0; row < longest; row++) for (const part of lines) if (row < part.length) out.out(`${part[row]}\n`);
        return;
      }
      const lines = (folder ? folder.parts : files.length === 0 ? ['-'] : files).flatMap(readLines);
      if (lines.length === 0) throw new InputError('nothing to merge: give the parts `count --shard K/N -f json` printed', undefined, 'merge');
      const out = await terminal(command);
      if (lines.every(({ data }) => isObject(data) && Object.hasOwn(data, 'census'))) {
        const merged = mergeCensuses(lines.map(censusPart), options.top ?? DEFAULT_CENSUS_TOP);
        render(out, options.format, (renderer, writer) => renderer.census!(merged, writer, out));
        return;
      }
      const merged = mergeCounts(lines.map(countPart));
      render(out, options.format, (renderer, writer) => renderer.count!(merged, writer));
    });
}

/** The JSON lines of a file of parts, each with where it was read. */
function readLines(file: string): { data: unknown; where: string }[] {
  const name = file === '-' ? 'standard input' : echo(file);
  return readText(file, 'merge')
    .split(/\r?\n/)
    .flatMap((text, i) => (text.trim() === '' ? [] : [{ text, where: `${name} line ${i + 1}` }]))
    .map(({ text, where }) => {
      try {
        return { data: JSON.parse(text) as unknown, where };
      } catch {
        throw new InputError(`${where} is not JSON`, 'give the lines `slide count … --shard K/N -f json` printed', 'merge');
      }
    });
}

const isObject = (data: unknown): data is object => typeof data === 'object' && data !== null;

function countPart({ data, where }: { data: unknown; where: string }): { count: Count; where: string } {
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
}

function censusPart({ data, where }: { data: unknown; where: string }): { census: Census; where: string } {
  const parsed = v.safeParse(CensusPartSchema, data);
  if (!parsed.success) throw new InputError(`${where} is not a census (${parsed.issues[0].message})`, undefined, 'merge');
  return { census: { ...parsed.output, shard: parsed.output.shard ?? null, milliseconds: 0 }, where };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** What a joined IDA* round leaves to do. */
function joinedRoundLine(
  folder: string,
  { threshold, of, solved, nextThreshold }: { threshold: number; of: number; solved: boolean; nextThreshold: number | null },
): string {
  const where = echo(folder);
  const joined = `slide: the round of bound ${threshold} is joined (${of} parts)`;
  if (solved) return `${joined}: solved; the solve command with --checkpoint ${where} prints the answer`;
  return `${joined}: no solution within it; ${where} now stands at bound ${nextThreshold}: run the ${of} shards again`;
}

/**
 * The part files of a folder written by `--parts` (`part-K-of-N.txt`), in shard order, refused
 * unless all N are there (naming the missing ones) and of one N. `counts`: whether they are counts
 * (JSON with a shard) rather than lines of solutions.
 */
function partsFolder(path: string): { parts: string[]; counts: boolean } | null {
  if (!isFolder(path)) return null;
  let entries: string[];
  try {
    entries = readdirSync(path);
  } catch {
    return null;
  }
  const found = entries.flatMap((entry) => {
    const match = PART_FILE.exec(entry);
    return match ? [{ index: Number(match[1]), of: Number(match[2]), file: join(path, entry) }] : [];
  });
  const where = echo(path);
  if (found.length === 0) throw new InputError(`${where} holds no parts (part-K-of-N.txt, as --parts writes them)`, undefined, 'merge');
  const of = found[0]!.of;
  if (found.some((part) => part.of !== of)) throw new InputError(`${where} mixes parts of different shard counts`, undefined, 'merge');
  const byIndex = new Map(found.map((part) => [part.index, part.file]));
  const missing = missingShards(of, (index) => byIndex.has(index));
  if (missing.length > 0) {
    throw new InputError(
      `${where}: ${missing.length === 1 ? 'part' : 'parts'} ${shardRuns(missing)} of ${of} missing (rerun those shards)`,
      undefined,
      'merge',
    );
  }
  const parts = Array.from({ length: of }, (_, i) => byIndex.get(i + 1)!);
  const first = readText(parts[0]!, 'merge').trimStart();
  return { parts, counts: first.startsWith('{') && /"shard":\{/.test(first.split('\n')[0]!) };
}
