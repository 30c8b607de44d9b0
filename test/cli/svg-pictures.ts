/** One solution or drawing of every family that draws boards, and what its strip holds. */
export const PICTURES: [string, string[], number][] = [
  ['tiles', ['solve', '8puzzle', '-s', '123405786'], 3],
  ['line pieces', ['solve', 'lines', '-s', '123404526'], 1],
  ['6-puzzle', ['show', '6puzzle'], 3],
  ['hexagram', ['show', 'hexagram'], 3],
  ['blocks with a label', ['solve', 'nooff', '-s', 'LLN./OFFO'], 2],
  ['hakoiri (a goal that is a condition: no goal frame)', ['show', 'hakoiri'], 2],
  ['Hanoi', ['solve', 'hanoi', '--disks', '2'], 4],
  ['rush hour (vehicles marked by their axis)', ['show', 'rushhour'], 2],
  ['queens', ['solve', 'queens', '--size', '8', '--place', '2,2'], 1],
];
