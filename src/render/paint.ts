import { Chalk, type ChalkInstance } from 'chalk';

/**
 * Colour follows the CLI contract: only when stdout is a terminal, never with NO_COLOR (any value,
 * which chalk 5 itself ignores), TERM=dumb or --no-color, always with FORCE_COLOR.
 */
export function chooseChalk(options: { color: boolean; isTTY: boolean; env: NodeJS.ProcessEnv }): ChalkInstance {
  const { env } = options;
  let level: 0 | 1 | 2 | 3 = 0;
  if (!options.color || env['NO_COLOR'] !== undefined) level = 0;
  else if (env['FORCE_COLOR'] !== undefined && env['FORCE_COLOR'] !== '0' && env['FORCE_COLOR'] !== 'false') level = 1;
  else if (options.isTTY && env['TERM'] !== 'dumb') level = 1;
  return new Chalk({ level });
}

const PALETTE = ['cyan', 'yellow', 'green', 'magenta', 'blue', 'red', 'cyanBright', 'yellowBright', 'greenBright', 'magentaBright', 'blueBright', 'redBright'] as const;

/** A stable colour per token or piece kind, so the same piece looks the same on every board. */
export function tokenColour(chalk: ChalkInstance, key: string): (text: string) => string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return chalk[PALETTE[hash % PALETTE.length]!];
}
