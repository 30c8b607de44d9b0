import { Command, InvalidArgumentError, Option } from 'commander';
import { InputError, UnfinishedRoundError } from '../library/errors.js';
import { countMoves, createSolver, readsLargeTables } from '../library/solve.js';
import { restartWithHugePages } from './huge-pages.js';
import type { Placement, SolveRequest, Warning } from '../library/types.js';
import { PARALLEL_FROM, PREFIX_ORDERS, TILE_HEURISTICS } from '../library/defaults.js';
import {
  algorithmOption,
  emitOption,
  partsOption,
  shardsOption,
  disksOption,
  formatOption,
  maxStatesOption,
  memoryOption,
  metricOption,
  beamWidthOption,
  parsePositiveInteger,
  pegsOption,
  quietOption,
  shardOption,
  speedOption,
  startOption,
  statsOption,
  threadsOption,
} from './options.js';
import { drawsBatches, formatsFor, render, statsLine, type FormatName } from './output.js';
import { progressDisplay } from './progress.js';
import { requestOf } from './request.js';
import { SolveRequestSchema } from '../library/request-schema.js';
import { type Shard, shardOf } from '../util/shard.js';
import { invocation } from './invocation.js';
import { emitJob, resolveShard, type ShardingOptions, writingPart } from './sharding.js';
import { readStartLines } from './start-lines.js';
import type { Terminal } from './terminal.js';
import { warningLine } from './warnings.js';

interface SolveOptions extends ShardingOptions {
  start?: string;
  starts?: string;
  format: FormatName;
  stats?: boolean;
  count?: boolean;
  quiet?: boolean;
  animate?: boolean;
  speed: number;
  checkpoint?: string;
}

/** `--place R,C` (0-based row and column), collected over repeats. */
export function parsePlacement(value: string, previous: Placement[] = []): Placement[] {
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value);
  if (!match) throw new InvalidArgumentError('expected ROW,COL (0-based), e.g. 2,2');
  return [...previous, { row: Number(match[1]), col: Number(match[2]) }];
}

export function makeSolveCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('solve')
    .description('find a shortest solution from a start to the goal')
    .argument('<puzzle>', 'puzzle name, alias, or path of a definition file')
    .addOption(startOption())
    .option('--starts <file>', 'solve every start in a file, one a line (- reads standard input), the puzzle set up once')
    .addOption(
      shardOption(
        'with --starts: solve only the starts i (0-based) with i mod N = K-1, for batches split over machines; with --checkpoint: search only share K of N of the IDA* round the folder stands in',
      ),
    )
    .addOption(partsOption())
    .addOption(shardsOption())
    .addOption(emitOption())
    .option('-g, --goal <state>', "goal position (default: the puzzle's own)")
    .addOption(algorithmOption())
    .addOption(formatOption(formatsFor('solution')))
    .addOption(metricOption())
    .addOption(statsOption())
    .addOption(maxStatesOption())
    .addOption(beamWidthOption())
    .addOption(memoryOption("memory a breadth-first, bidirectional or A* search's tables may take, e.g. 4G", 'the search stops (exit 3) before it'))
    .addOption(quietOption())
    .addOption(disksOption())
    .addOption(pegsOption())
    .option('--count', 'Hanoi: print only the number of moves (exact for any number of discs)')
    .option('--animate', 'with --format svg: one picture stepping through the solution instead of a strip')
    .addOption(speedOption())
    .addOption(
      threadsOption(
        'tile boards: worker threads sharing the IDA* search, or with --starts below 5x5 solving starts side by side; the same answers on any number',
        `every core from ${PARALLEL_FROM} or for --starts, else 1`,
      ),
    )
    .addOption(
      new Option(
        '--round-order <order>',
        `tile boards' IDA*: the order each round searches its positions at the split depth in (default: least-bound-first from ${PARALLEL_FROM}, else depth-first)`,
      ).choices(PREFIX_ORDERS),
    )
    .addOption(new Option('--heuristic <name>', 'tile boards: the IDA* bound (default: pdb when built, else linear-conflict)').choices(TILE_HEURISTICS))
    .option('--partition <split>', 'tile boards: the pattern databases to use, e.g. 7-8 or 6-6-3 (default: the strongest cached)')
    .option('--cache-dir <dir>', 'tile boards: where pattern databases are kept (see slide prepare)')
    .option(
      '--checkpoint <dir>',
      "tile boards' IDA*: save where the search stands in <dir> every minute and after each round; run again with it to continue from there",
    )
    .addOption(new Option('--size <n>', 'N-Queens: board size (default 8)').argParser(parsePositiveInteger))
    .addOption(new Option('--place <row,col>', 'N-Queens: a queen that must be on the board, 0-based (repeat for more)').argParser(parsePlacement))
    .addHelpText(
      'after',
      `
Examples:
  slide solve 8puzzle -a bi
  slide solve 8puzzle -s "8 6 7 2 5 4 3 0 1" -f json
  slide solve lines --algo ida --stats
  slide solve ./my-puzzle.json --format moves
  slide solve nooff -f svg > nooff.svg       every board of the solution, as a picture
  slide solve 8puzzle -f svg --animate --speed 4 > 8puzzle.svg
  slide solve hanoi --disks 4              the Tower of Hanoi, listed a move a line
  slide solve hanoi --pegs 4 --disks 6 -f moves
  slide solve queens --size 8 --place 2,2 --place 5,3
  slide solve 15puzzle -s "1 7 2 4 6 0 14 3 13 10 11 8 5 9 15 12" -f moves
  slide random 15puzzle --count 100 | slide solve 15puzzle --starts - -f moves
  slide solve 3x4 -s "$(slide random 3x4 --seed 3)" -a bi
  slide solve 24puzzle -s "$START" --checkpoint ./run     hours: Ctrl-C and rerun to continue
  slide solve 24puzzle -s "$START" --checkpoint ./run --shard 3/8
                              share 3 of 8 of a round; the shard that completes it joins it`,
    )
    .action(async (name: string, options: SolveOptions, command: Command) => {
      const screen = await terminal(command);
      if (options.starts === undefined && (options.parts !== undefined || options.emit !== undefined))
        throw new InputError('splits a batch of --starts', undefined, 'shard');
      if (options.starts === undefined && options.shard !== undefined && options.checkpoint === undefined)
        throw new InputError('splits a batch of --starts, or (with --checkpoint) the rounds of one IDA* search', undefined, 'shard');
      // Merged parts are a batch's lines taken in turn: a format that prints one line a solution.
      if ((options.parts !== undefined || options.emit !== undefined) && !['json', 'moves'].includes(options.format))
        throw new InputError('parts of a batch are one line a solution: json or moves', undefined, 'format');
      if (emitJob(screen, options, invocation(), 'batch')) return;
      if (readsLargeTables(requestWithoutStart(name, options))) await restartWithHugePages();
      const shard = resolveShard(options.shard, process.env);
      await writingPart(screen, options.parts, shard, (out) => solve(name, options, shard, out));
    });
}

/** The request as far as argv gives it, no start read (standard input is the solve's to read); `{ puzzle }` alone where the options are not valid. */
function requestWithoutStart(name: string, options: SolveOptions): SolveRequest {
  try {
    return requestOf(SolveRequestSchema, name, { ...options, start: undefined });
  } catch {
    return { puzzle: name };
  }
}

async function solve(name: string, options: SolveOptions, shard: Shard | undefined, terminal: Terminal): Promise<void> {
  if (options.starts !== undefined && options.start !== undefined) throw new InputError('give --start or --starts, not both', undefined, 'starts');
  const onWarning = (warning: Warning) => terminal.err(warningLine(warning));
  if (options.count) {
    if (options.starts !== undefined) throw new InputError('counts the moves of one start', undefined, 'count');
    const count = countMoves(requestOf(SolveRequestSchema, name, options, { onWarning }));
    return render(terminal, options.format, (renderer, out) => {
      if (!renderer.moveCount) throw new InputError(`the move count has no ${options.format} form (text or json)`, undefined, 'format');
      renderer.moveCount(count, out);
    });
  }
  if (options.animate && options.format !== 'svg') throw new InputError('animates the svg format only (--format svg)', undefined, 'animate');
  if (options.starts !== undefined && !drawsBatches(options.format))
    throw new InputError(`${options.format} draws one solution; give --start`, undefined, 'format');
  const style = { ...terminal, animate: options.animate ? { speed: options.speed } : undefined };
  const progress = progressDisplay(terminal);
  try {
    const onResume = (bound: number) => terminal.err(`slide: continuing from the checkpoint in ${options.checkpoint}, in the round of bound ${bound}`);
    // One start's shard is a share of each IDA* round; a batch's is a share of its starts.
    const roundShard = options.starts === undefined ? shard : undefined;
    const solver = await createSolver(
      requestOf(SolveRequestSchema, name, { ...options, shard: roundShard }, { onWarning, onProgress: progress.onProgress, onResume }),
    );
    if (options.starts !== undefined && !solver.takesStarts) throw new InputError(`${solver.puzzle} has no starts to solve`, undefined, 'starts');
    // Every start is read and checked before any is solved, so a bad line costs no solving time.
    const starts =
      options.starts === undefined
        ? undefined
        : shardOf(readStartLines(options.starts), shard).map(({ text, line }) => solver.check(text, `starts line ${line}`));
    if (starts?.length === 0 && !shard)
      throw new InputError(`no start in ${options.starts === '-' ? 'standard input' : options.starts}`, 'one start a line, as --start takes it', 'starts');
    const solutions = starts
      ? solver.solveEach(starts)
      : (async function* () {
          yield await solver.solve();
        })();
    let first = true;
    try {
      for await (const solution of solutions) {
        progress.stop();
        if (options.stats) {
          const carriedFrom = options.shard ? 'by other shards or earlier runs' : undefined;
          terminal.err(statsLine(solution.stats, solution.milliseconds, solution.bound ? [`bound ${solution.bound}`] : [], solution.carried, carriedFrom));
        }
        render(terminal, options.format, (renderer, out) => {
          if (!first) out.write(renderer.separator ?? '');
          renderer.solution!(solution, out, style);
        });
        first = false;
      }
    } catch (error) {
      if (!(error instanceof UnfinishedRoundError)) throw error;
      progress.stop();
      terminal.err(unfinishedRoundLine(error));
    }
  } finally {
    progress.stop();
  }
}

/** What a shard of a round leaves to do: the other shards, or the next round's. */
function unfinishedRoundLine({ folder, shard, threshold, partsIn, nextThreshold, joinedElsewhere }: UnfinishedRoundError): string {
  if (joinedElsewhere)
    return `slide: shard ${shard.index}/${shard.of} of the round of bound ${threshold} is saved in ${folder} (${partsIn} of ${shard.of} parts in); another shard joins the round (were it stopped, slide merge ${folder} joins it)`;
  if (nextThreshold === null)
    return `slide: shard ${shard.index}/${shard.of} of the round of bound ${threshold} is saved in ${folder} (${partsIn} of ${shard.of} parts in); the shard that completes the round joins it`;
  return `slide: the round of bound ${threshold} is searched (${shard.of} parts): no solution within it; ${folder} now stands at bound ${nextThreshold}: run the ${shard.of} shards again`;
}
