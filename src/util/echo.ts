/** The most characters of a user's input repeated in a message. */
const ECHO_LENGTH = 80;

/**
 * A piece of user input as a message repeats it: control characters escaped (so a name cannot
 * paint the terminal or break the one-line error) and cut to 80 characters with an ellipsis.
 */
export function echo(text: string): string {
  const characters = Array.from(text);
  const kept = characters.length > ECHO_LENGTH ? `${characters.slice(0, ECHO_LENGTH - 1).join('')}…` : text;
  return escapeControls(kept);
}

/** Control characters as escapes (`\x1b`, `\n`), everything else as it is. */
export function escapeControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (character) => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[character] ?? `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
}
