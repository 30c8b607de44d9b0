import { describeBounds } from './bounds-check.js';

describeBounds(3, 3);
