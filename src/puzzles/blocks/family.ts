import { withFileContext } from '../definition-file.js';
import { searchFamily } from '../search-family.js';
import { BlockPuzzle } from './block-puzzle.js';
import { blocksSpecFromFile } from './definition.js';

/** Pieces of many shapes in a box (箱入り娘, NO-OFF, …), searched as they are. */
export const blocksFamily = searchFamily('blocks', (definition) =>
  withFileContext(definition.file, () => new BlockPuzzle(blocksSpecFromFile(definition.data, definition.file))),
);
