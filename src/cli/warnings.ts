import type { Warning } from '../library/types.js';

/** The library's warnings in the CLI's words (a `slide:` line on stderr, naming the command that helps). */
export function warningLine(warning: Warning): string {
  switch (warning.kind) {
    case 'no-database': {
      const partition = warning.partition === null ? '' : ` --partition ${warning.partition}`;
      const which = warning.partition === null ? 'no pattern database cached' : `the ${warning.partition} pattern databases are not cached`;
      return `slide: ${which}; using ${warning.fallback} (\`slide prepare ${warning.puzzle}${partition}\` builds ${warning.partition === null ? 'one' : 'them'})`;
    }
    case 'weaker-database':
      return `slide: using the ${warning.partition} pattern databases, the strongest cached (\`slide prepare ${warning.puzzle}\` builds the stronger ${warning.strongest})`;
    case 'database-rebuilt':
      return `slide: ${warning.file} is damaged or outdated; rebuilding it`;
    case 'database-unusable':
      return `slide: ${warning.file} cannot be rebuilt (${warning.reason}); using ${warning.fallback}`;
    case 'conjectured-optimum':
      return `slide: note: the Frame–Stewart number, conjectured optimal for ${warning.pegs} pegs (proved for 3 and 4)`;
  }
}
