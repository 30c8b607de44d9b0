import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { slide } from './run-cli.js';

const BINARY = fileURLToPath(new URL('../../dist/cli/slide.cjs', import.meta.url));
const TMUX = spawnSync('tmux', ['-V']).status === 0;
if (!TMUX) console.warn('play.slow.test: tmux is not installed (bash scripts/install-test-tools.sh installs it); the playback checks are skipped');

/** A tmux server of the test's own, so no user session is touched. */
const SOCKET = `slide-test-${process.pid}`;
const ENV = { PATH: process.env.PATH ?? '', LANG: 'C.UTF-8', HOME: process.env.HOME ?? '/tmp' };

function tmux(...args: string[]): string {
  const run = spawnSync('tmux', ['-u', '-L', SOCKET, ...args], { encoding: 'utf8', env: ENV });
  return run.stdout;
}

const screen = (session: string) => tmux('capture-pane', '-p', '-t', session);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to 10 s) until the pane shows `text`, and returns the screen. */
async function waitFor(session: string, text: string | RegExp): Promise<string> {
  let shown = '';
  for (let tries = 0; tries < 100; tries++) {
    shown = screen(session);
    if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return shown;
    await sleep(100);
  }
  throw new Error(`the pane never showed ${String(text)}; it shows:\n${shown}`);
}

/** `slide play …` in a fresh 100×40 pane; the pane stays after it exits, showing its exit code. */
function start(session: string, args: string[]): void {
  const command = ['node', BINARY, 'play', ...args].map((word) => `'${word}'`).join(' ');
  tmux('new-session', '-d', '-s', session, '-x', '100', '-y', '40', `${command}; echo EXIT=$?; sleep 120`);
}

/** Whether the pane is on the alternate screen, and whether its cursor shows. */
const modes = (session: string) => tmux('display', '-p', '-t', session, '#{alternate_on} #{cursor_flag}').trim();

describe('slide play without a terminal', () => {
  it('refuses with exit 2 and points to solve', () => {
    expect(slide(['play', '8puzzle'])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'slide: plays only on a terminal (standard input and output)\nslide solve 8puzzle prints the solution instead\n',
    });
  });
});

describe.skipIf(!TMUX)('slide play in tmux', () => {
  afterAll(() => tmux('kill-server'));

  it('steps forward and back, plays, and restores the screen and cursor on q', async () => {
    start('keys', ['8puzzle', '-s', '123405786', '--speed', '20']);
    const first = await waitFor('keys', 'move 0/2: start');
    expect(first).toContain('│4│ │5│');
    expect(modes('keys')).toBe('1 0'); // the alternate screen, the cursor hidden
    tmux('send-keys', '-t', 'keys', 'Space');
    expect(await waitFor('keys', 'move 1/2: r')).toContain('│4│5│ │');
    tmux('send-keys', '-t', 'keys', 'Left');
    await waitFor('keys', 'move 0/2: start');
    tmux('send-keys', '-t', 'keys', 'p');
    expect(await waitFor('keys', 'move 2/2: d  (goal)')).toContain('│7│8│ │');
    tmux('send-keys', '-t', 'keys', 'q');
    await waitFor('keys', 'EXIT=0');
    expect(modes('keys')).toBe('0 1');
    expect(screen('keys')).not.toContain('move 2/2');
  });

  it('Ctrl-C restores the terminal too, and exits 130', async () => {
    start('interrupt', ['hakoiri']);
    await waitFor('interrupt', 'move 0/81: start');
    tmux('send-keys', '-t', 'interrupt', 'C-c');
    await waitFor('interrupt', 'EXIT=130');
    expect(modes('interrupt')).toBe('0 1');
  });

  it('a SIGTERM from elsewhere restores the terminal and exits 143', async () => {
    start('terminate', ['8puzzle']);
    await waitFor('terminate', 'move 0/31: start');
    const pid = tmux('display', '-p', '-t', 'terminate', '#{pane_pid}').trim();
    // The pane's shell runs slide as its child.
    spawnSync('pkill', ['-TERM', '-P', pid, '-f', 'slide.cjs play']);
    await waitFor('terminate', 'EXIT=143');
    expect(modes('terminate')).toBe('0 1');
  });

  it.each([
    ['tiles', ['15puzzle', '-s', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15'], '│13│14│  │15│'],
    ['graph (hexagram)', ['hexagram'], '[●] [●] [●] [●]'],
    ['blocks (NO-OFF, the bulb labelled)', ['nooff'], 'bulb'],
    ['Hanoi (towers)', ['hanoi', '--disks', '3'], '═══╪═══'],
  ])('draws %s boards', async (_, args, drawing) => {
    const session = `family-${args[0]!.replace(/\W/g, '')}`;
    start(session, args);
    expect(await waitFor(session, 'move 0/')).toContain(drawing);
    tmux('send-keys', '-t', session, 'End');
    await waitFor(session, '(goal)');
    tmux('send-keys', '-t', session, 'q');
    await waitFor(session, 'EXIT=0');
  });
});
