import { describe, it } from 'vitest';
import { expectSoundBound } from './bound-soundness.js';

describe('the pieces-in-the-way bound on a GNOME level', () => {
  // A wide box with walls, doors and goal cells: 201,812 positions, so not in the everyday suite.
  it('gnome-agatka: never above the true distance, 0 at every goal, and down by at most 1 a move', () => expectSoundBound('gnome-agatka'));
});
