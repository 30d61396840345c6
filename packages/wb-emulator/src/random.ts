// A small seeded PRNG (sfc32) so the same seed always gives the same data; Math.random is never used.
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(...seeds: number[]) {
    const h = hashNumbers(seeds);
    this.a = h[0]!;
    this.b = h[1]!;
    this.c = h[2]!;
    this.d = h[3]!;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let x = this.next() * total;
    for (const [item, w] of items) {
      x -= w;
      if (x < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) out += Math.floor(this.next() * 4294967296).toString(16).padStart(8, '0');
    return out.slice(0, length);
  }

  /** A number string of `length` digits without a leading zero. */
  digits(length: number): string {
    let out = String(this.int(1, 9));
    while (out.length < length) out += String(Math.floor(this.next() * 1e9)).padStart(9, '0');
    return out.slice(0, length);
  }

  uuid(): string {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }

  /** A few distinct items, in a stable order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < count && copy.length > 0) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    return out;
  }
}

/** Mixes a list of numbers into four 32-bit words (cyrb128-style). */
function hashNumbers(values: number[]): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  const text = values.join(':');
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}
