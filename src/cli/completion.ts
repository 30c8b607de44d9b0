import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Argument, Command } from 'commander';
import { listPuzzles } from '../library/catalogue.js';

export const SHELLS = ['bash', 'zsh', 'fish', 'powershell'] as const;

/** Block puzzles' move metrics (the option takes free text: a user's file names its own). */
const METRICS = ['step', 'line', 'piece'];

/**
 * `slide completion <shell>` prints the script; the script asks `slide complete -- <words>` for
 * candidates as the user types. Both come from @bomb.sh/tab, which reads the commands and options
 * off a fresh copy of the program (`makeProgram`), loaded only when completing.
 */
export function makeCompletionCommands(makeProgram: () => Command): Command[] {
  const script = new Command('completion')
    .description('print the shell completion script for bash, zsh, fish or PowerShell')
    .addHelpText(
      'after',
      `
Examples:
  source <(slide completion bash)                 in ~/.bashrc (needs the bash-completion package)
  source <(slide completion zsh)                  in ~/.zshrc
  slide completion fish > ~/.config/fish/completions/slide.fish`,
    )
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELLS))
    .action(async (shell: string) => (await completionModel(makeProgram, '')).setup('slide', 'slide', shell));
  const complete = new Command('complete')
    .description('candidates for the word being completed (called by the completion scripts)')
    .argument('[words...]')
    .helpOption(false)
    .allowUnknownOption()
    .action(async (words: string[]) => (await completionModel(makeProgram, words.at(-1) ?? '')).parse(words));
  return [script, complete];
}

type Tab = typeof import('@bomb.sh/tab/commander').default;

/**
 * @bomb.sh/tab, which ships ES modules only: the build makes it dist/cli/tab.cjs beside the CLI
 * bundle (which cannot import()), so it costs no other command anything; from source it is imported.
 */
async function loadTab(): Promise<Tab> {
  try {
    return (createRequire(import.meta.url)('./tab.cjs') as { default: Tab }).default;
  } catch {
    return (await import('@bomb.sh/tab/commander')).default;
  }
}

async function completionModel(makeProgram: () => Command, word: string) {
  const tab = await loadTab();
  const root = tab(makeProgram(), { completionCommandName: 'completion' });
  for (const command of root.commands.values()) {
    const puzzle = command.arguments.get('puzzle');
    if (puzzle)
      puzzle.handler = (complete) =>
        puzzleCandidates(word).forEach(([value, description]) => {
          complete(value, description);
        });
    const metric = command.options.get('metric');
    if (metric)
      metric.handler = (complete) =>
        METRICS.forEach((value) => {
          complete(value, '');
        });
    const starts = command.options.get('starts');
    if (starts)
      starts.handler = (complete) =>
        pathCandidates(word, () => true).forEach(([value, description]) => {
          complete(value, description);
        });
    const cache = command.options.get('cache-dir');
    if (cache)
      cache.handler = (complete) =>
        pathCandidates(word, () => false).forEach(([value, description]) => {
          complete(value, description);
        });
  }
  return root;
}

/** Puzzle names and aliases, then definition files (and folders that may hold them) where the word is a path. */
function puzzleCandidates(word: string): [string, string][] {
  const names = listPuzzles().flatMap((puzzle) => [puzzle.name, ...puzzle.aliases].map((name): [string, string] => [name, puzzle.title]));
  return /[./]/.test(word) ? [...names, ...pathCandidates(word, (name) => name.endsWith('.json'))] : names;
}

/** The folders, and the files `wanted` picks, in the folder the word names (the current one by default). */
function pathCandidates(word: string, wanted: (name: string) => boolean): [string, string][] {
  const folder = word.endsWith('/') ? word : dirname(word);
  const prefix = word.endsWith('/') ? word : folder === '.' && !word.startsWith('./') ? '' : `${folder}/`;
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => (entry.isDirectory() && !entry.name.startsWith('.')) || (entry.isFile() && wanted(entry.name)))
      .map((entry): [string, string] => (entry.isDirectory() ? [`${prefix}${entry.name}/`, 'folder'] : [prefix + entry.name, 'file']))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  } catch {
    return [];
  }
}
