import { fileURLToPath } from 'node:url';
import { processTimes, ms, report } from './harness.js';

const SLIDE = fileURLToPath(new URL('../dist/cli/slide.cjs', import.meta.url));

/** Fogleman's hardest 6×6 Rush Hour puzzle: 60 moves, 2,332 positions. */
const HARDEST_RUSH_HOUR = 'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM';

export function benchStartup(): void {
  console.log('\n# whole processes (median wall time of 25 interleaved runs)');
  const node = process.execPath;
  const commands = [
    [node, '-e', '0'],
    [node, SLIDE, 'solve', '8puzzle', '--algo', 'bi'],
    [node, SLIDE, 'solve', '8puzzle', '--algo', 'bi', '--format', 'json'],
    [node, SLIDE, 'max', 'hexagram', '--format', 'json'],
    [node, SLIDE, 'solve', './puzzles/6puzzle.json', '--format', 'json'],
    [node, SLIDE, 'solve', 'hakoiri'],
    [node, SLIDE, 'solve', 'rushhour', '--start', HARDEST_RUSH_HOUR],
  ];
  const [bare, solveText, solveJson, maxHexagram, userFile, hakoiri, rushHour] = processTimes(commands);
  report('node -e 0', ms(bare!));
  report('slide solve 8puzzle --algo bi', `${ms(solveText!)} = ${(solveText! / bare!).toFixed(2)}×`, '≤ 1.5× node -e 0');
  report('slide solve 8puzzle --algo bi --format json', `${ms(solveJson!)} = ${(solveJson! / bare!).toFixed(2)}×`);
  report('slide max hexagram --format json', `${ms(maxHexagram!)} = ${(maxHexagram! / bare!).toFixed(2)}×`);
  report('slide solve ./puzzles/6puzzle.json (a user file)', `${ms(userFile!)} = ${(userFile! / bare!).toFixed(2)}×`);
  report('slide solve hakoiri', `${ms(hakoiri!)} = ${(hakoiri! / bare!).toFixed(2)}×`, '≤ 2× node -e 0');
  report('slide solve rushhour --start <the 60-move board>', `${ms(rushHour!)} = ${(rushHour! / bare!).toFixed(2)}×`, '≤ 1.6× node -e 0');
}
