import type { ChalkInstance } from 'chalk';

const PALETTE = [
  'cyan',
  'yellow',
  'green',
  'magenta',
  'blue',
  'red',
  'cyanBright',
  'yellowBright',
  'greenBright',
  'magentaBright',
  'blueBright',
  'redBright',
] as const;

/** The styles the renderers use: a chalk instance when colouring, identity functions when not. */
export type Paint = Pick<ChalkInstance, 'level' | 'bold' | 'dim' | 'inverse' | (typeof PALETTE)[number]>;

const same = (text: string) => text;

/** No colour at all, and no need to load chalk (or the terminal probing it does on import). */
export const PLAIN: Paint = Object.assign(
  { level: 0 as const, bold: same, dim: same, inverse: same },
  Object.fromEntries(PALETTE.map((name) => [name, same])),
) as unknown as Paint;

/**
 * Colour follows the CLI contract: only when stdout is a terminal, never with NO_COLOR (any value,
 * which chalk 5 itself ignores), TERM=dumb or --no-color, always with FORCE_COLOR.
 */
export function colourLevel(options: { color: boolean; isTTY: boolean; env: NodeJS.ProcessEnv }): 0 | 1 {
  const { env } = options;
  if (!options.color || env.NO_COLOR !== undefined) return 0;
  const force = env.FORCE_COLOR;
  // FORCE_COLOR=0 (or false) forces colour off, as Node and chalk read it.
  if (force === '0' || force === 'false') return 0;
  if (force !== undefined) return 1;
  return options.isTTY && env.TERM !== 'dumb' ? 1 : 0;
}

/** The paint for that level; chalk is loaded only when there is colour to draw. */
export async function choosePaint(options: { color: boolean; isTTY: boolean; env: NodeJS.ProcessEnv }): Promise<Paint> {
  const level = colourLevel(options);
  if (level === 0) return PLAIN;
  const { Chalk } = await import('chalk');
  return new Chalk({ level });
}

/** A stable colour per token or piece kind, so the same piece looks the same on every board. */
export function tokenColour(chalk: Paint, key: string): (text: string) => string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return chalk[PALETTE[hash % PALETTE.length]!];
}
