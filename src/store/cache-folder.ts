import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where the cache folder is looked for, in order, when none is given (front ends print this). */
export const CACHE_FOLDER_ORDER = '$SLIDE_CACHE_DIR, else $XDG_CACHE_HOME/slide, else ~/.cache/slide';

/** The folder given, else the first of CACHE_FOLDER_ORDER that is set. */
export function cacheDirectory(given?: string): string {
  if (given) return given;
  const env = process.env;
  if (env.SLIDE_CACHE_DIR) return env.SLIDE_CACHE_DIR;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'slide');
}
