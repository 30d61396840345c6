import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './compression.ts';

const asking = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as IncomingMessage;

describe('whether a request accepts gzip', () => {
  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptsGzip(asking('gzip, deflate, br, zstd'))).toBe(true);
    expect(acceptsGzip(asking('br;q=1.0, gzip;q=0.8'))).toBe(true);
    expect(acceptsGzip(asking('*'))).toBe(true);
  });

  it('refuses what is not named, or named with q=0', () => {
    expect(acceptsGzip(asking())).toBe(false);
    expect(acceptsGzip(asking('identity'))).toBe(false);
    expect(acceptsGzip(asking('br'))).toBe(false);
    expect(acceptsGzip(asking('gzip;q=0'))).toBe(false);
    expect(acceptsGzip(asking('x-gzip'))).toBe(false);
  });
});
