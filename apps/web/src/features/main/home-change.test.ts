import { describe, expect, it } from 'vitest';
import { changeOf } from './home-change.ts';

describe('changeOf', () => {
  it('gives whole percents of money and counts', () => {
    expect(changeOf('900.00', '1000.00')).toEqual({ arrow: '↓', text: '−10 %', good: false });
    expect(changeOf(3, 2)).toEqual({ arrow: '↑', text: '+50 %', good: true });
    expect(changeOf('-50.00', '100.00')).toEqual({ arrow: '↓', text: '−150 %', good: false });
  });

  it('says when there was nothing before, or nothing changed', () => {
    expect(changeOf(4, 0)).toEqual({ arrow: '↑', text: 'было 0', good: true });
    expect(changeOf('0.00', '0.00')).toEqual({ arrow: '', text: 'без изменений', good: null });
  });

  it('counts fewer returns as better', () => {
    expect(changeOf(1, 2, true).good).toBe(true);
  });
});
