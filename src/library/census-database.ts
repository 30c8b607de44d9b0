import { createRequire } from 'node:module';
import type { Database, SqlJsStatic } from 'sql.js';
import { MemoryLimitError } from '../search/errors.js';
import type { Census, CensusGroup } from './types.js';

/**
 * A census as a SQLite file, for queries no summary foresees ("every puzzle that needs 40
 * moves"). Written with sql.js, SQLite compiled to WebAssembly: it installs from the lock file
 * alone, with nothing to download or compile on the machine.
 *
 * - `census(key, value)`: the spec and the totals.
 * - `groups(id, pieces, first, size, goals, hardest, hardest_count, hardest_layout, histogram, minimal)`:
 *   one row per group in census order; `hardest` is NULL where no goal is in the group,
 *   `histogram` is a JSON array of layouts per distance, and `minimal` 1 or 0 where the census
 *   tests it (NULL elsewhere).
 * - `layouts(layout, group_id, distance)`: one row per layout, when asked for (`distance` -1:
 *   unsolvable).
 *
 * `groups` may keep only the solvable groups, or the minimal ones (a Rush Hour census of 6×6 has
 * tens of millions of groups; Fogleman's database is its minimal ones), and the layouts only theirs.
 */
/**
 * The most layout rows a database takes: SQLite in WebAssembly holds the whole file in at most
 * 4 GB of memory, and a row with its index costs about 100 bytes.
 */
export const MAX_DATABASE_LAYOUTS = 10_000_000;
const BYTES_PER_LAYOUT_ROW = 100;
/** The most group rows (about 200 bytes each with their texts and histogram). */
export const MAX_DATABASE_GROUPS = 10_000_000;
const BYTES_PER_GROUP_ROW = 200;

/** Which groups a database keeps. */
export const DATABASE_GROUPS = ['all', 'solvable', 'minimal'] as const;
export type DatabaseGroups = (typeof DATABASE_GROUPS)[number];

const KEEPS: Record<DatabaseGroups, (group: CensusGroup) => boolean> = {
  all: () => true,
  solvable: (group) => group.hardest !== null,
  minimal: (group) => group.minimal === true,
};

export class CensusDatabase {
  private layouts = 0;
  private groupId = 0;
  /** Whether the group added last was kept (its layouts are kept with it). */
  private keptLast = false;
  private readonly addGroupRow;
  private readonly addLayoutRow;

  private constructor(
    private readonly database: Database,
    readonly withLayouts: boolean,
    private readonly groups: DatabaseGroups,
  ) {
    database.run(`
      CREATE TABLE census (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE groups (
        id INTEGER PRIMARY KEY, pieces TEXT NOT NULL, first TEXT NOT NULL, size INTEGER NOT NULL, goals INTEGER NOT NULL,
        hardest INTEGER, hardest_count INTEGER NOT NULL, hardest_layout TEXT, histogram TEXT NOT NULL, minimal INTEGER);
      ${withLayouts ? 'CREATE TABLE layouts (layout TEXT PRIMARY KEY, group_id INTEGER NOT NULL REFERENCES groups(id), distance INTEGER NOT NULL);' : ''}
      BEGIN;`);
    this.addGroupRow = database.prepare('INSERT INTO groups VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    this.addLayoutRow = withLayouts ? database.prepare('INSERT INTO layouts VALUES (?, ?, ?)') : null;
  }

  /** An empty database; sql.js (and its WebAssembly) is loaded only when a census writes one. */
  static async create(options: { layouts?: boolean; groups?: DatabaseGroups } = {}): Promise<CensusDatabase> {
    const initSqlJs = createRequire(import.meta.url)('sql.js') as (config?: object) => Promise<SqlJsStatic>;
    const sql = await initSqlJs();
    return new CensusDatabase(new sql.Database(), options.layouts === true, options.groups ?? 'all');
  }

  /** A group of the census, in census order: a row if the database keeps it. */
  addGroup(group: CensusGroup): void {
    this.keptLast = KEEPS[this.groups](group);
    if (!this.keptLast) return;
    if (++this.groupId > MAX_DATABASE_GROUPS)
      throw new MemoryLimitError(
        MAX_DATABASE_GROUPS * BYTES_PER_GROUP_ROW,
        `a database row for each of more than ${MAX_DATABASE_GROUPS.toLocaleString('en-US')} groups (--db-groups keeps fewer)`,
      );
    const { pieces, first, size, goals, hardest, hardestCount, hardestLayout, histogram, minimal } = group;
    const judged = minimal === undefined ? null : minimal ? 1 : 0;
    this.addGroupRow.run([this.groupId, pieces, first, size, goals, hardest, hardestCount, hardestLayout, JSON.stringify(histogram), judged]);
  }

  /** A layout of the group added last. */
  addLayout(layout: string, distance: number): void {
    if (!this.keptLast) return;
    if (++this.layouts > MAX_DATABASE_LAYOUTS)
      throw new MemoryLimitError(
        MAX_DATABASE_LAYOUTS * BYTES_PER_LAYOUT_ROW,
        `a database row for each of more than ${MAX_DATABASE_LAYOUTS.toLocaleString('en-US')} layouts`,
      );
    this.addLayoutRow?.run([layout, this.groupId, distance]);
  }

  /** The finished file's bytes, with the census's totals. */
  finish(census: Census): Uint8Array {
    const facts: Record<string, string | number> = {
      census: census.census,
      title: census.title,
      metric: census.metric,
      database_groups: this.groups,
      piece_sets: census.pieceSets,
      layouts: census.layouts,
      groups: census.groups,
      solvable_groups: census.solvableGroups,
      solvable_layouts: census.solvableLayouts,
      ...(census.minimalGroups === undefined ? {} : { minimal_groups: census.minimalGroups }),
    };
    const addFact = this.database.prepare('INSERT INTO census VALUES (?, ?)');
    for (const [key, value] of Object.entries(facts)) addFact.run([key, String(value)]);
    addFact.free();
    this.addGroupRow.free();
    this.addLayoutRow?.free();
    this.database.run('COMMIT; CREATE INDEX groups_by_hardest ON groups (hardest);');
    const bytes = this.database.export();
    this.database.close();
    return bytes;
  }
}
