import { Command, Option } from 'commander';
import { count } from '../library/count.js';
import { InputError } from '../library/errors.js';
import { invocation } from './invocation.js';
import { emitOption, formatOption, parsePositiveInteger, partsOption, quietOption, shardOption, shardsOption, threadsOption } from './options.js';
import { emitJob, resolveShard, type ShardingOptions, writingPart } from './sharding.js';
import { formatsFor, render, type FormatName } from './output.js';
import { progressDisplay } from './progress.js';
import { parsePlacement } from './solve.js';
import type { Terminal } from './terminal.js';
import type { Count } from '../library/types.js';
import { CountRequestSchema } from '../library/request-schema.js';
import { requestOf } from './request.js';

interface CountOptions extends ShardingOptions {
  format: FormatName;
}

export function makeCountCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('count')
    .description('count the solutions of a puzzle (N-Queens: total, and unique up to symmetry)')
    .argument('<puzzle>', 'queens')
    .addOption(new Option('--size <n>', 'board size N (default 8)').argParser(parsePositiveInteger))
    .addOption(new Option('--place <row,col>', 'a queen that must be on the board (0-based; repeat for more)').argParser(parsePlacement))
    .option('--unique', 'also count solutions distinct up to rotation and reflection')
    .addOption(threadsOption('worker threads'))
    .addOption(shardOption('count only shard K of N, a fixed slice of the work (merge the parts with slide merge)'))
    .addOption(partsOption())
    .addOption(shardsOption())
    .addOption(emitOption())
    .addOption(formatOption(formatsFor('count')))
    .addOption(quietOption())
    .addHelpText(
      'after',
      `
Examples:
  slide count queens --size 8 --unique
  slide count queens --size 16 -f json
  slide count queens --size 8 --place 2,2 --place 5,3
  seq 1 12 | xargs -P 4 -I K slide count queens --size 20 --shard K/12 -f json > parts.jsonl
  slide merge parts.jsonl                     the whole count from the twelve parts
  slide count queens --size 20 -f json --shards 16 --emit slurm > job.sh && sbatch job.sh`,
    )
    .action(async (name: string, options: CountOptions, command: Command) => {
      const screen = await terminal(command);
      if (emitJob(screen, options, invocation(), 'count')) return;
      // slide merge adds up parts it can read back: the JSON form.
      if (options.parts !== undefined && options.format !== 'json') throw new InputError('parts of a count are its JSON: give -f json', undefined, 'format');
      const shard = resolveShard(options.shard, process.env);
      await writingPart(screen, options.parts, shard, async (out) => {
        const progress = progressDisplay(out);
        let counted: Count;
        try {
          counted = await count(requestOf(CountRequestSchema, name, options, { shard, onProgress: progress.onProgress }));
        } finally {
          progress.stop();
        }
        render(out, options.format, (renderer, writer) => renderer.count!(counted, writer));
      });
    });
}
