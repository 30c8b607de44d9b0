/** Terminal columns a string takes: wide (East Asian) characters take two. */
export function displayWidth(text: string): number {
  // Most strings drawn (box lines included) are narrow and uncoloured: count them without a regex.
  let narrow = true;
  for (let i = 0; i < text.length && narrow; i++) {
    const code = text.charCodeAt(i);
    narrow = code !== 0x1b && (code < 0x1100 || (code > 0x115f && code < 0x2e80));
  }
  if (narrow) return text.length;
  let width = 0;
  for (const char of text.replace(/\u001b\[[0-9;]*m/g, '')) {
    const code = char.codePointAt(0)!;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x1f300 && code <= 0x1faff);
    width += wide ? 2 : 1;
  }
  return width;
}

export function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

export function centre(text: string, width: number): string {
  const room = Math.max(0, width - displayWidth(text));
  const left = Math.ceil(room / 2);
  return ' '.repeat(left) + text + ' '.repeat(room - left);
}
