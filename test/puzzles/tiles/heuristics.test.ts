import { describeBounds } from './bounds-check.js';

// The 3×3 board (181,440 positions) is checked in heuristics-3x3.slow.test.ts.
describeBounds(2, 4);
