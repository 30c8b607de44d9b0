import { bundledDefinitions, findDefinition, type Definition } from '../puzzles/registry.js';
import type { Puzzle } from '../puzzles/puzzle.js';
import { familyOf, nameOf } from '../puzzles/families.js';
import { checkPositionsRequest, positionsPuzzle } from './explore.js';
import type { Description, ExploreRequest, PuzzleRef, PuzzleSummary } from './types.js';
import { checkedRequest, ExploreRequestSchema } from './request-schema.js';

/** The search puzzle behind a name, alias, file or definition object (sized for Hanoi), for the search core. */
export function loadPuzzle(puzzle: PuzzleRef, sizing: Omit<ExploreRequest, 'puzzle'> = {}): Puzzle {
  const request = checkedRequest(ExploreRequestSchema, { puzzle, ...sizing });
  return positionsPuzzle(findDefinition(puzzle), request);
}

function aliasesOf(definition: Definition): string[] {
  const aliases = definition.data.aliases;
  return Array.isArray(aliases) ? aliases.map(String) : [];
}

function summaryOf(definition: Definition): PuzzleSummary {
  const positions = familyOf(definition).positions(definition);
  return {
    name: nameOf(definition),
    family: definition.family,
    positions: positions === null ? null : BigInt(positions),
    aliases: aliasesOf(definition),
    title: String(definition.data.title),
  };
}

/** Every bundled puzzle, in name order. */
export function listPuzzles(): PuzzleSummary[] {
  return bundledDefinitions().map(summaryOf);
}

/** A position of a puzzle (default: its start), the numbering of its cells and its goal, ready to draw. */
export function describe(given: ExploreRequest): Description {
  const request = checkedRequest(ExploreRequestSchema, given);
  const definition = findDefinition(request.puzzle);
  const policy = familyOf(definition);
  if (policy.describe) {
    checkPositionsRequest(definition, request);
    return policy.describe(definition, request);
  }
  const puzzle = positionsPuzzle(definition, request);
  const state = request.start === undefined ? puzzle.defaultStart : puzzle.parseState(request.start, 'start');
  const goal = puzzle.defaultGoal;
  return {
    puzzle: puzzle.name,
    title: puzzle.title,
    family: puzzle.family,
    metric: puzzle.metric,
    state: puzzle.formatState(state),
    stateCaption: request.start === undefined ? 'start' : 'state',
    goal: goal.state === null ? null : puzzle.formatState(goal.state),
    goalDescription: goal.description,
    positions: positionsOf(puzzle),
    views: { state: puzzle.view(state), cells: puzzle.cellNumbering(), goal: goal.state === null ? null : puzzle.view(goal.state) },
  };
}

/** Reachable positions where the puzzle knows them; else its arrangements, an upper bound (block puzzles). */
function positionsOf(puzzle: Puzzle): Description['positions'] {
  if (puzzle.reachableCount !== undefined) return { count: puzzle.reachableCount, exact: true };
  return puzzle.stateCount !== undefined && Number.isFinite(puzzle.stateCount) ? { count: puzzle.stateCount, exact: false } : null;
}
