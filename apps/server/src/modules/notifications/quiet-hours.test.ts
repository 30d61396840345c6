import { describe, expect, it } from 'vitest';
import { backoffMs } from './deliver.ts';
import type { Person } from './notifications.repo.ts';
import { quietUntil } from './raise-events.ts';

const person = (quietFrom: number, quietTo: number): Person => ({
  userId: 'u',
  email: 'u@example.com',
  isAdmin: false,
  quietFrom,
  quietTo,
  repeat: 'changes',
  digestHour: 9,
  off: new Set(),
  telegramLinked: true,
});

// Moscow is UTC+3: 20:00Z is 23:00 in Moscow.
describe('quiet hours (Moscow)', () => {
  it('moves a message raised in the night to their end, the next morning', () => {
    expect(quietUntil(person(22, 8), new Date('2026-11-20T20:00:00Z')).toISOString()).toBe('2026-11-21T05:00:00.000Z');
  });

  it('moves one raised after midnight to the same morning', () => {
    expect(quietUntil(person(22, 8), new Date('2026-11-20T23:30:00Z')).toISOString()).toBe('2026-11-21T05:00:00.000Z');
  });

  it('sends at once outside them, and always when they start and end at the same hour', () => {
    const noon = new Date('2026-11-20T09:00:00Z');
    expect(quietUntil(person(22, 8), noon)).toEqual(noon);
    expect(quietUntil(person(0, 0), new Date('2026-11-20T23:30:00Z'))).toEqual(new Date('2026-11-20T23:30:00Z'));
  });

  it('handles quiet hours within a day', () => {
    // 13:00 in Moscow, quiet 12–14: until 14:00 Moscow, 11:00Z.
    expect(quietUntil(person(12, 14), new Date('2026-11-20T10:00:00Z')).toISOString()).toBe('2026-11-20T11:00:00.000Z');
  });
});

describe('backoff', () => {
  it('doubles from 30 s and stops growing at 6 h', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30)).toBe(6 * 3_600_000);
  });
});
