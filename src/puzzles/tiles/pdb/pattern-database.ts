import { createRequire } from 'node:module';
import { canBuild, entriesOf, isSparse, MAX_SPARSE_CELLS } from './pattern-layout.js';
import { rankCells } from './placement-rank.js';
import { positionalIndex } from './sparse-pattern-search.js';
import { searchPattern, searchPatternHere, type BuildProgress } from './pattern-build.js';

/** node:crypto is loaded on the first checksum, not at every start of the CLI (most commands never use a database). */
function sha256(data: Uint8Array): string {
  const { createHash } = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The SHA-256 of a database file's entries (what follows its header line), taken chunk by chunk
 * as the file is read; null where the first chunk has no header line.
 */
export function entriesChecksum(): { add(chunk: Uint8Array): void; digest(): string | null } {
  const { createHash } = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  const hash = createHash('sha256');
  let inHeader = true;
  let seen = false;
  return {
    add(chunk) {
      if (inHeader) {
        inHeader = false;
        const newline = chunk.indexOf(10);
        if (newline < 0) return;
        seen = true;
        hash.update(chunk.subarray(newline + 1));
      } else if (seen) hash.update(chunk);
    },
    digest: () => (seen ? hash.digest('hex') : null),
  };
}

/**
 * An additive pattern database (Korf and Felner): for every placement of a group of tiles, the
 * fewest moves *of those tiles* that bring them home, the other tiles being indistinct (built by
 * PatternSearch). Disjoint groups' values add up to an admissible bound.
 *
 * Each entry holds (value − the group's Manhattan distance) / 2 in 4 bits — the difference is
 * even, and the rare larger ones are capped at 15, which only lowers the bound.
 */
export class PatternDatabase {
  readonly entries: number;
  /** Whether entries are indexed by cell positions (boards past 16 cells), not ranked. */
  readonly sparse: boolean;

  constructor(
    readonly rows: number,
    readonly cols: number,
    readonly tiles: readonly number[],
    readonly nibbles: Uint8Array,
  ) {
    this.entries = entriesOf({ rows, cols, tiles });
    this.sparse = isSparse({ rows, cols, tiles });
  }

  /** The stored half-excess over Manhattan distance for the group's cells (in `tiles` order). */
  excess(rank: number): number {
    return (this.nibbles[rank >>> 1]! >>> ((rank & 1) << 2)) & 15;
  }

  /** The entry of the group's cells (in `tiles` order): ranked on small boards, positional on larger ones. */
  rank(cells: ArrayLike<number>): number {
    return (this.sparse ? positionalIndex : rankCells)(cells, this.tiles.length, this.rows * this.cols);
  }

  /** Builds the database in this thread (small boards, tests). */
  static build(rows: number, cols: number, tiles: readonly number[], onProgress?: BuildProgress): PatternDatabase {
    checkSize(rows, cols, tiles);
    return new PatternDatabase(rows, cols, tiles, searchPatternHere({ rows, cols, tiles }, onProgress));
  }

  /** Builds the database with up to `threads` worker threads. */
  static async buildInWorkers(rows: number, cols: number, tiles: readonly number[], threads: number, onProgress?: BuildProgress): Promise<PatternDatabase> {
    checkSize(rows, cols, tiles);
    return new PatternDatabase(rows, cols, tiles, await searchPattern({ rows, cols, tiles }, threads, onProgress));
  }

  /** The file form: a JSON header line (with a SHA-256 of the entries), then the entries. */
  fileHeader(): Buffer {
    const header = {
      format: FORMAT,
      rows: this.rows,
      cols: this.cols,
      tiles: this.tiles,
      entries: this.entries,
      sha256: sha256(this.nibbles),
    };
    return Buffer.from(`${JSON.stringify(header)}\n`);
  }

  /**
   * Reads a file made of fileHeader and the nibbles; null when it is not the expected database or
   * is damaged. `checksum`: the entries' SHA-256 where it was taken as the file was read.
   */
  static parse(file: Buffer, rows: number, cols: number, tiles: readonly number[], checksum?: string | null): PatternDatabase | null {
    const newline = file.indexOf(10);
    if (newline < 0 || newline > 1000) return null;
    let header: Record<string, unknown>;
    try {
      header = JSON.parse(file.subarray(0, newline).toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
    // A view, not a copy: the 8-tile database is 260 MB.
    const nibbles = new Uint8Array(file.buffer, file.byteOffset + newline + 1, file.length - newline - 1);
    const entries = entriesOf({ rows, cols, tiles });
    const valid =
      header.format === FORMAT &&
      header.rows === rows &&
      header.cols === cols &&
      JSON.stringify(header.tiles) === JSON.stringify(tiles) &&
      header.entries === entries &&
      nibbles.length === Math.ceil(entries / 2) &&
      header.sha256 === (checksum === undefined ? sha256(nibbles) : checksum);
    return valid ? new PatternDatabase(rows, cols, tiles, nibbles) : null;
  }
}

function checkSize(rows: number, cols: number, tiles: readonly number[]): void {
  if (!canBuild({ rows, cols, tiles })) {
    throw new RangeError(`pattern databases are built for boards of up to ${MAX_SPARSE_CELLS} cells and fewer than 2^31 entries`);
  }
}

/** Bumped whenever the layout or meaning of the entries changes, so old caches are rebuilt. */
const FORMAT = 'slide-pattern-database-1';
