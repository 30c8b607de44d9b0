import type { BoardView, Solution } from '../library/types.js';
import { drawBoard } from '../render/board.js';
import type { Paint } from '../render/paint.js';

/** What a key does in playback (keys are mapped to these by the screen). */
export type PlayerAction = 'next' | 'back' | 'first' | 'last' | 'toggle' | 'faster' | 'slower' | 'quit';

export const PLAYER_KEYS = 'space/→ next · ← back · p play/pause · +/- speed · home/end · q quit';

/**
 * A solution stepped through one position at a time. Positions are drawn from the solution's
 * lazy views as they are first reached, so a long Hanoi solution starts at once.
 */
export class Player {
  /** The position shown: 0 is the start, `length` the goal. */
  index = 0;
  playing = false;
  private readonly views: BoardView[] = [];
  private readonly labels: string[] = [];
  private readonly viewSource: Iterator<BoardView>;
  private readonly moveSource: Iterator<string>;

  constructor(
    readonly solution: Solution,
    /** Moves a second while playing. */
    public speed: number,
  ) {
    this.viewSource = solution.views[Symbol.iterator]();
    this.moveSource = solution.moves[Symbol.iterator]();
  }

  get length(): number {
    return this.solution.length;
  }

  /** Applies an action; returns false for `quit`. Playing stops by itself at the goal. */
  act(action: PlayerAction): boolean {
    switch (action) {
      case 'next':
        this.index = Math.min(this.length, this.index + 1);
        break;
      case 'back':
        this.playing = false;
        this.index = Math.max(0, this.index - 1);
        break;
      case 'first':
        this.playing = false;
        this.index = 0;
        break;
      case 'last':
        this.playing = false;
        this.index = this.length;
        break;
      case 'toggle':
        // Play from the start again once the goal is reached.
        if (!this.playing && this.index === this.length) this.index = 0;
        this.playing = !this.playing && this.length > 0;
        break;
      case 'faster':
        this.speed = Math.min(100, this.speed * 2);
        break;
      case 'slower':
        this.speed = Math.max(0.125, this.speed / 2);
        break;
      case 'quit':
        return false;
    }
    if (this.index === this.length) this.playing = false;
    return true;
  }

  /** The screen for the current position: a status line, the board, the keys. */
  frame(chalk: Paint): string[] {
    const move = this.index === 0 ? 'start' : this.label(this.index - 1);
    const state = this.playing ? `playing at ${this.speed} moves/s` : this.index === this.length ? 'goal' : 'paused';
    return [
      `${chalk.bold(this.solution.puzzle)}  move ${this.index}/${this.length}: ${move}  (${state})`,
      '',
      ...drawBoard(this.view(this.index), chalk),
      '',
      chalk.dim(PLAYER_KEYS),
    ];
  }

  private view(index: number): BoardView {
    while (this.views.length <= index) this.views.push(this.viewSource.next().value as BoardView);
    return this.views[index]!;
  }

  private label(index: number): string {
    while (this.labels.length <= index) this.labels.push(this.moveSource.next().value as string);
    return this.labels[index]!;
  }
}
