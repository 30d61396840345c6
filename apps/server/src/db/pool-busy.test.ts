import { describe, expect, it } from 'vitest';
import { isPoolBusy } from './pool-busy.ts';

describe('a pool with no free connection', () => {
  it('is found through the errors that wrap it', () => {
    const timeout = new Error('timeout exceeded when trying to connect');
    const query = new Error('Failed query: select 1', { cause: timeout });
    const resolver = Object.assign(new Error('Failed query: select 1'), { originalError: query });
    expect(isPoolBusy(resolver)).toBe(true);
    expect(isPoolBusy(timeout)).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isPoolBusy(new Error('Failed query: select 1', { cause: new Error('connection refused') }))).toBe(false);
    expect(isPoolBusy('timeout exceeded when trying to connect')).toBe(false);
  });
});
