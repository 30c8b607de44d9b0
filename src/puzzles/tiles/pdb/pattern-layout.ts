import { allocateRankedWorkspace, PatternSearch, placementsOf, rankedWorkspaceBytes, type PatternSearchMemory, type PatternShape } from './pattern-search.js';
import { allocateSparseWorkspace, sparseEntries, SparsePatternSearch, sparseWorkspaceBytes, type SparseWorkspace } from './sparse-pattern-search.js';

/**
 * The two layouts of a pattern database, chosen by board size: up to 16 cells, entries ranked
 * densely (n!/(n−k)! of them) and searched by PatternSearch; up to 31 cells, indexed by cell
 * positions (nᵏ) and searched by SparsePatternSearch.
 */

export const MAX_RANKED_CELLS = 16;
export const MAX_SPARSE_CELLS = 31;

export type Workspace = Omit<PatternSearchMemory, 'progress' | 'nibbles'> | SparseWorkspace;

/** What a build drives, level by level, on one thread or several. */
export interface LevelSearch {
  readonly placementsReached: number;
  seed(): void;
  expandLevel(level: number, first: number, stride: number): number;
}

export function isSparse(shape: PatternShape): boolean {
  return shape.rows * shape.cols > MAX_RANKED_CELLS;
}

/** How many entries the database has (more than placements when sparse). */
export function entriesOf(shape: PatternShape): number {
  return isSparse(shape) ? sparseEntries(shape) : placementsOf(shape);
}

/** Whether a database of this group can be built: the board is small enough and its entries fit in 31 bits. */
export function canBuild(shape: PatternShape): boolean {
  return shape.rows * shape.cols <= MAX_SPARSE_CELLS && entriesOf(shape) < 2 ** 31;
}

export function allocateWorkspace(shape: PatternShape, shared: boolean): Workspace {
  return isSparse(shape) ? allocateSparseWorkspace(shape, shared) : allocateRankedWorkspace(shape, shared);
}

export function openSearch(shape: PatternShape, workspace: Workspace, progress: ArrayBufferLike, nibbles: ArrayBufferLike): LevelSearch {
  return 'seen' in workspace ? new SparsePatternSearch(shape, workspace, progress, nibbles) : new PatternSearch(shape, { ...workspace, progress, nibbles });
}

const nibbleBytes = (shape: PatternShape) => Math.ceil(entriesOf(shape) / 2);

export function allocateNibbles(shape: PatternShape, shared: boolean): ArrayBufferLike {
  const bytes = nibbleBytes(shape);
  return shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
}

/** The memory a search for this group takes, in bytes: workspace and database. */
export function searchBytes(shape: PatternShape): number {
  return (isSparse(shape) ? sparseWorkspaceBytes(shape) : rankedWorkspaceBytes(shape)) + nibbleBytes(shape);
}
