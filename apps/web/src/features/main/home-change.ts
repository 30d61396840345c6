// The change of a figure against the period before, as the home page's cards show it.

/** A Money string ("−12.50" allowed) in kopecks: exact for the sums a seller has. */
const kopecksOf = (money: string) => {
  const negative = money.startsWith('-');
  const [whole = '0', fraction = ''] = money.replace('-', '').split('.');
  const kopecks = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -kopecks : kopecks;
};

export interface Change {
  /** ↑ or ↓, or nothing when equal. */
  arrow: '↑' | '↓' | '';
  /** «+12 %», «−3 %»; «новое» when there was nothing before. */
  text: string;
  /** Whether the change is for the better (more of everything but returns). */
  good: boolean | null;
}

/** The change from `before` to `now` (counts or Money strings), whole percents, half away from zero. */
export function changeOf(now: number | string, before: number | string, lessIsBetter = false): Change {
  const a = typeof now === 'string' ? kopecksOf(now) : now;
  const b = typeof before === 'string' ? kopecksOf(before) : before;
  if (a === b) return { arrow: '', text: 'без изменений', good: null };
  const up = a > b;
  const good = up !== lessIsBetter;
  if (b === 0) return { arrow: up ? '↑' : '↓', text: 'было 0', good };
  const percent = Math.round((Math.abs(a - b) * 100) / Math.abs(b));
  return { arrow: up ? '↑' : '↓', text: `${up ? '+' : '−'}${percent} %`, good };
}
