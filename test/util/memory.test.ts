import { describe, expect, it } from 'vitest';
import { formatBytes, formatMegabytes } from '../../src/util/memory.js';

describe('sizes for people', () => {
  it('gives a size under a megabyte exactly, since a megabyte rounded up would overstate it', () => {
    expect(formatMegabytes(1)).toBe('1 byte');
    expect(formatMegabytes(102_480)).toBe('102,480 bytes');
    expect(formatBytes(102_400)).toBe('102,400 bytes');
  });

  it('rounds megabytes up, and formatBytes passes to gigabytes at one', () => {
    expect(formatMegabytes(2 ** 20)).toBe('1 MB');
    expect(formatMegabytes(86 * 2 ** 20 - 1)).toBe('86 MB');
    expect(formatMegabytes(2.5 * 2 ** 30)).toBe('2,560 MB');
    expect(formatBytes(2.5 * 2 ** 30)).toBe('2.5 GB');
  });
});
