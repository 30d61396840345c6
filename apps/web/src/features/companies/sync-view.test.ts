import { describe, expect, it } from 'vitest';
import { capitalized, progressLabel, scheduleLabel } from './sync-view.ts';

describe('the sync tab words', () => {
  it('names a schedule in minutes, hours or days', () => {
    expect(scheduleLabel(15)).toBe('каждые 15 минут');
    expect(scheduleLabel(1)).toBe('каждую 1 минуту');
    expect(scheduleLabel(2)).toBe('каждые 2 минуты');
    expect(scheduleLabel(30)).toBe('каждые 30 минут');
    expect(scheduleLabel(60)).toBe('каждый час');
    expect(scheduleLabel(120)).toBe('каждые 2 часа');
    expect(scheduleLabel(90)).toBe('каждые 90 минут');
    expect(scheduleLabel(24 * 60)).toBe('раз в сутки');
    expect(scheduleLabel(7 * 24 * 60)).toBe('раз в 7 дней');
  });

  it('tells the progress of a running sync when its size is known', () => {
    expect(progressLabel(40, 120)).toBe('загружается: 40 из 120');
    expect(progressLabel(0, null)).toBe('загружается…');
    expect(progressLabel(0, 0)).toBe('загружается…');
  });

  it('starts a dataset name with a capital letter', () => {
    expect(capitalized('заказы')).toBe('Заказы');
  });
});
