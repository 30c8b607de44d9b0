/**
 * Plain-ASCII stand-ins for the characters the text drawings use, each as wide as what it
 * replaces (one column), so boards laid out for box drawing keep their shape.
 */
const ASCII: Record<string, string> = {
  '↔': '-',
  '↕': '|',
  '─': '-',
  '│': '|',
  '┌': '+',
  '┐': '+',
  '└': '+',
  '┘': '+',
  '├': '+',
  '┤': '+',
  '┬': '+',
  '┴': '+',
  '┼': '+',
  '╵': '|',
  '╷': '|',
  '╴': '-',
  '╶': '-',
  '═': '=',
  '╪': '+',
  '█': '#',
  '▏': '#',
  '▎': '#',
  '▍': '#',
  '▌': '#',
  '▋': '#',
  '▊': '#',
  '▉': '#',
  '…': '~',
  '·': '-',
  '◦': '.',
  '×': 'x',
  '—': '-',
  '–': '-',
  '→': '>',
};

const DRAWN = new RegExp(`[${Object.keys(ASCII).join('')}]`, 'g');

/** `text` with box-drawing lines as `+-|`, bars as `#` and the few other symbols as ASCII. */
export function toAscii(text: string): string {
  return text.replace(DRAWN, (character) => ASCII[character]!);
}

/**
 * Whether the terminal's locale cannot show box drawing: LC_ALL, else LC_CTYPE, else LANG names a
 * character set other than UTF-8 (`LANG=C`, `POSIX`, `en_US.ISO-8859-1`). No locale set at all
 * reads as UTF-8, which is what Node writes.
 */
export function localeIsAscii(env: NodeJS.ProcessEnv): boolean {
  const locale = env.LC_ALL || env.LC_CTYPE || env.LANG;
  return locale !== undefined && locale !== '' && !/utf-?8/i.test(locale);
}
