import { describe, expect, it } from 'vitest';
import { inertCell, inertText, readInertText } from './spreadsheet-text.ts';

const HOSTILE = [
  '=HYPERLINK("http://evil.example","x")',
  '+7 999 000',
  '-2+3',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
];

describe('inert text in spreadsheets', () => {
  it('marks a text that a spreadsheet would evaluate and leaves the rest alone', () => {
    for (const text of HOSTILE) expect(inertText(text)).toBe(`'${text}`);
    expect(inertText('Футболка = хлопок')).toBe('Футболка = хлопок');
    expect(inertText("'уже с апострофом")).toBe("'уже с апострофом");
    expect(inertCell(-5)).toBe(-5);
    expect(inertCell(null)).toBe(null);
    for (const text of HOSTILE) expect(readInertText(inertText(text))).toBe(text);
    expect(readInertText("'обычный текст")).toBe("'обычный текст");
  });
});
