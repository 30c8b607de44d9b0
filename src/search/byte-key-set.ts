/**
 * A set of keys of `width` bytes each, stored one after another in a typed array with an
 * open-addressed index: millions of positions cost their bytes and 4 bytes of slot each, with
 * no object per key.
 */
export class ByteKeySet {
  private keys: Uint8Array;
  private slots: Int32Array;
  private mask: number;
  private count = 0;

  constructor(
    readonly width: number,
    capacity = 1024,
  ) {
    const slots = 2 ** Math.ceil(Math.log2(Math.max(16, 2 * capacity)));
    this.keys = new Uint8Array(width * Math.max(16, capacity));
    this.slots = new Int32Array(slots).fill(-1);
    this.mask = slots - 1;
  }

  get size(): number {
    return this.count;
  }

  /** Adds the key `source[offset .. offset + width)`; false when it is in the set already. */
  add(source: Uint8Array, offset = 0): boolean {
    const { width } = this;
    let slot = this.hash(source, offset) & this.mask;
    for (let entry = this.slots[slot]!; entry >= 0; entry = this.slots[slot]!) {
      if (this.equals(entry, source, offset)) return false;
      slot = (slot + 1) & this.mask;
    }
    if ((this.count + 1) * width > this.keys.length) {
      const keys = new Uint8Array(2 * this.keys.length);
      keys.set(this.keys);
      this.keys = keys;
    }
    this.keys.set(source.subarray(offset, offset + width), this.count * width);
    this.slots[slot] = this.count++;
    // Half full at most, so a probe meets an empty slot soon.
    if (2 * this.count > this.slots.length) this.rehash();
    return true;
  }

  private hash(source: Uint8Array, offset: number): number {
    let h = 0x811c9dc5;
    for (let at = offset; at < offset + this.width; at++) h = Math.imul(h ^ source[at]!, 0x01000193);
    h ^= h >>> 15;
    return Math.imul(h, 0x2c1b3c6d) ^ (h >>> 12);
  }

  private equals(entry: number, source: Uint8Array, offset: number): boolean {
    const { keys, width } = this;
    const base = entry * width;
    for (let at = 0; at < width; at++) if (keys[base + at] !== source[offset + at]) return false;
    return true;
  }

  private rehash(): void {
    this.slots = new Int32Array(2 * this.slots.length).fill(-1);
    this.mask = this.slots.length - 1;
    for (let entry = 0; entry < this.count; entry++) {
      let slot = this.hash(this.keys, entry * this.width) & this.mask;
      while (this.slots[slot]! >= 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = entry;
    }
  }
}
