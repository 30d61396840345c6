import { describe, expect, it } from 'vitest';
import { dayOfText, maskDayText, textOfDay } from './date-text.ts';

describe('a date typed as дд.мм.гггг', () => {
  it('puts the dots in as the digits come', () => {
    expect(maskDayText('0')).toBe('0');
    expect(maskDayText('050')).toBe('05.0');
    expect(maskDayText('05032026')).toBe('05.03.2026');
    expect(maskDayText('05.03.20261')).toBe('05.03.2026');
    expect(maskDayText('05/03/2026')).toBe('05.03.2026');
    expect(maskDayText('2026-03-05')).toBe('05.03.2026');
  });

  it('reads a whole real day, and nothing else', () => {
    expect(dayOfText('05.03.2026')).toBe('2026-03-05');
    expect(dayOfText('29.02.2028')).toBe('2028-02-29');
    expect(dayOfText('29.02.2026')).toBeNull();
    expect(dayOfText('31.04.2026')).toBeNull();
    expect(dayOfText('05.03.20')).toBeNull();
    expect(dayOfText('')).toBeNull();
  });

  it('shows a day as дд.мм.гггг and no day as empty', () => {
    expect(textOfDay('2026-11-14')).toBe('14.11.2026');
    expect(textOfDay('')).toBe('');
  });
});
