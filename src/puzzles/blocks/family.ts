import { withFileContext } from '../definition-file.js';
import { searchFamily } from '../search-family.js';
import { BlockPuzzle } from './block-puzzle.js';
import { blocksSpecFromFile } from './definition.js';
import { blocksCensusSpec, pieceSets, runBlocksCensus } from './census.js';
import type { Family } from '../family.js';

/** Pieces of many shapes in a box (箱入り娘, NO-OFF, …), searched as they are. */
export const blocksFamily: Family = {
  ...searchFamily('blocks', (definition) => withFileContext(definition.file, () => new BlockPuzzle(blocksSpecFromFile(definition.data, definition.file)))),
  census: (definition, hooks) => runBlocksCensus(blocksCensusSpec(definition.data, definition.file), hooks),
  censusFacts: (definition) => {
    const spec = blocksCensusSpec(definition.data, definition.file);
    return { title: spec.title, metric: spec.metric, pieceSets: pieceSets(spec).length };
  },
};
