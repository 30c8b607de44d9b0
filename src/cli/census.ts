import { Command, Option } from 'commander';
import { dirname, resolve } from 'node:path';
import { census } from '../library/census.js';
import { CensusDatabase, DATABASE_GROUPS, type DatabaseGroups } from '../library/census-database.js';
import { CensusRequestSchema } from '../library/request-schema.js';
import type { Census, CensusGroup } from '../library/types.js';
import { FolderError, writeAtomically } from '../store/stored-file.js';
import { InputError } from '../library/errors.js';
import type { Shard } from '../util/shard.js';
import { invocation } from './invocation.js';
import {
  emitOption,
  formatOption,
  memoryOption,
  parsePositiveInteger,
  partsOption,
  quietOption,
  shardOption,
  shardsOption,
  statsOption,
  threadsOption,
} from './options.js';
import { emitJob, resolveShard, type ShardingOptions, writingPart } from './sharding.js';
import { duration, formatsFor, render, type FormatName } from './output.js';
import { progressDisplay } from './progress.js';
import { requestOf } from './request.js';
import type { Terminal } from './terminal.js';

interface CensusOptions extends ShardingOptions {
  format: FormatName;
  top?: number;
  db?: string;
  dbGroups: DatabaseGroups;
  layouts?: boolean;
  stats?: boolean;
  quiet?: boolean;
  threads?: number;
  checkpoint?: string;
  memory?: number;
}

export function makeCensusCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('census')
    .description('every layout a box and a piece set allow: its groups, and the hardest puzzle of each')
    .argument('<spec>', 'a census in puzzles/census/ (klotski, box3x3, rushhour-4x4, rushhour-5x5, …-walls) or a census file')
    .addOption(new Option('--top <n>', 'how many of the hardest groups to list (default 20)').argParser(parsePositiveInteger))
    .addOption(new Option('--db <file>', 'also write every group to this SQLite file'))
    .addOption(
      new Option('--db-groups <which>', 'with --db: the groups it keeps (minimal: those Rush Hour judges minimal)').choices(DATABASE_GROUPS).default('all'),
    )
    .option('--layouts', 'with --db: a row per layout too (of the groups it keeps), with its distance to the nearest goal')
    .addOption(threadsOption('worker threads classifying piece sets side by side'))
    .option('--checkpoint <dir>', 'save the totals after every piece set in <dir>; run again with it to continue from there')
    .addOption(memoryOption("memory the classification's tables may take on all threads, e.g. 8G", 'a piece set that needs more stops the census (exit 3)'))
    .addOption(shardOption('classify only shard K of N, a fixed share of the piece sets (join the parts with slide merge)'))
    .addOption(partsOption())
    .addOption(shardsOption())
    .addOption(emitOption())
    .addOption(formatOption(formatsFor('census')))
    .addOption(statsOption())
    .addOption(quietOption())
    .addHelpText(
      'after',
      `
Examples:
  slide census klotski                        all 29,334,498 Klotski layouts, their groups, the hardest
  slide census klotski -f json --top 100
  slide census rushhour-5x5 --top 5
  slide census klotski --checkpoint ./klotski     Ctrl-C and rerun to continue
  slide census box3x3 --db box.sqlite --layouts
  sqlite3 box.sqlite "SELECT hardest_layout FROM groups WHERE hardest = 9"
  slide census rushhour-6x6 --db rush6.sqlite --db-groups minimal     Fogleman's database
  seq 1 4 | xargs -P 2 -I K slide census klotski --shard K/4 -f json > parts.jsonl && slide merge parts.jsonl
  slide census klotski -f json --shards 8 --emit slurm > job.sh && sbatch job.sh`,
    )
    .action(async (spec: string, options: CensusOptions, command: Command) => {
      const screen = await terminal(command);
      if (emitJob(screen, options, invocation(), 'count')) return;
      // slide merge joins parts it can read back: the JSON form.
      if (options.parts !== undefined && options.format !== 'json') throw new InputError('parts of a census are its JSON: give -f json', undefined, 'format');
      const shard = resolveShard(options.shard, process.env);
      await writingPart(screen, options.parts, shard, (out) => runCensus(out, spec, options, shard));
    });
}

/** The census itself, written to `screen` (stdout, or a part's file). */
async function runCensus(screen: Terminal, spec: string, options: CensusOptions, shard: Shard | undefined): Promise<void> {
  const progress = progressDisplay(screen);
  const run = async (database: CensusDatabase | null) =>
    census(
      requestOf(CensusRequestSchema, spec, options, {
        shard,
        onProgress: progress.onProgress,
        onGroup: database ? (group: CensusGroup) => database.addGroup(group) : undefined,
        onDistance: database?.withLayouts ? (layout: string, distance: number) => database.addLayout(layout, distance) : undefined,
      }),
    );
  let result: Census;
  try {
    if (options.db === undefined) {
      result = await run(null);
    } else {
      const file = resolve(options.db);
      try {
        result = await writeAtomically(dirname(file), file, async () => {
          const database = await CensusDatabase.create({ layouts: options.layouts, groups: options.dbGroups });
          const value = await run(database);
          return { value, chunks: [database.finish(value)] };
        });
      } catch (error) {
        if (error instanceof FolderError) throw new InputError(`cannot write ${file} (${error.code})`, undefined, 'db');
        throw error;
      }
    }
  } finally {
    progress.stop();
  }
  if (options.stats) screen.err(`stats: ${result.layouts} layouts · ${duration(result.milliseconds)}`);
  render(screen, options.format, (renderer, writer) => renderer.census!(result, writer, screen));
}
