import type { Census, Count, Description, Exploration, MoveCount, PuzzleSummary, RandomStarts, Solution, Verification } from '../../library/types.js';
import type { Paint } from '../../render/paint.js';
import type { ChunkedWriter } from '../terminal.js';

/** What a renderer may use besides the writer: colours and the layout width. */
export interface Style {
  chalk: Paint;
  width: number;
  /** SVG: one animated picture stepping through the solution at `speed` moves a second, instead of a strip. */
  animate?: { speed: number };
}

/**
 * One output format for every kind of result. A command offers the formats whose renderer
 * handles its result; a renderer never asks which family a result came from.
 */
export interface Renderer {
  /** Draws with box-drawing characters, which --ascii (or a non-UTF-8 locale) turns into `+-|`. */
  drawsBoxes?: boolean;
  solution?(solution: Solution, out: ChunkedWriter, style: Style): void;
  /** Between two solutions of a batch (`--starts`). */
  separator?: string;
  moveCount?(count: MoveCount, out: ChunkedWriter): void;
  exploration?(exploration: Exploration, out: ChunkedWriter, style: Style): void;
  count?(count: Count, out: ChunkedWriter): void;
  census?(census: Census, out: ChunkedWriter, style: Style): void;
  description?(description: Description, out: ChunkedWriter, style: Style): void;
  list?(puzzles: PuzzleSummary[], out: ChunkedWriter, style: Style): void;
  random?(starts: RandomStarts, out: ChunkedWriter): void;
  /** `slide verify`: the verdict and the final position. */
  verification?(verification: Verification, out: ChunkedWriter, style: Style): void;
  /** `slide apply`: every position the moves pass through. */
  application?(verification: Verification, out: ChunkedWriter, style: Style): void;
}
