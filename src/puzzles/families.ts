import { blocksFamily } from './blocks/family.js';
import type { Definition, Family } from './family.js';
import { graphFamily } from './graph/family.js';
import { hanoiFamily } from './hanoi/family.js';
import { queensFamily } from './queens/family.js';
import { rushHourFamily } from './rushhour/family.js';
import { tilesFamily } from './tiles/family.js';
import { InputError } from '../util/input-error.js';
import { FAMILY_FIELDS, type FamilyField } from './types.js';

/** Every family slide knows: the one registry (a bundled family is its folder and a line here). */
const FAMILIES: Family[] = [graphFamily, blocksFamily, tilesFamily, hanoiFamily, queensFamily, rushHourFamily];

export function families(): readonly Family[] {
  return FAMILIES;
}

/** Adds a family of the caller's own: its definitions (objects or files naming it) then load and solve like any other. */
export function registerFamily(family: Family): void {
  if (FAMILIES.some((known) => known.name === family.name)) throw new InputError(`a family named ${family.name} is registered already`, undefined, 'family');
  FAMILIES.push(family);
}

/** The family of a definition (its `family` was checked against the registry when it was read). */
export function familyOf(definition: Definition): Family {
  const family = FAMILIES.find((candidate) => candidate.name === definition.family);
  if (!family) throw new InputError(`${definition.file}: family: expected one of ${FAMILIES.map((known) => known.name).join(', ')}`);
  return family;
}

/** The puzzle's name as the definition gives it (before validation, for messages). */
export function nameOf(definition: Definition): string {
  const name = definition.data.name;
  return typeof name === 'string' ? name : definition.file;
}

/**
 * Refuses a family field the family does not take, naming it: a silently ignored option
 * would leave the user believing it had an effect.
 */
export function checkFields(request: object, allowed: readonly FamilyField[], definition: Definition): void {
  const given = request as Partial<Record<FamilyField, unknown>>;
  for (const field of FAMILY_FIELDS) {
    if (given[field] !== undefined && !allowed.includes(field)) {
      throw new InputError(`does not apply to ${nameOf(definition)} (a ${definition.family} puzzle)`, undefined, field);
    }
  }
}
