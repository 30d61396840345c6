import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kopecks, parseRows } from '../src/schema.ts';
import { WbMalformedAnswerError } from '../src/index.ts';

const row = z.looseObject({ rrd_id: z.number().int(), ppvz_for_pay: kopecks });
const WHERE = 'POST finance/api/finance/v1/sales-reports/detailed';
const page = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ rrd_id: index + 1, ppvz_for_pay: `${index}.05`, extra: 'x' }));

describe('a large list of rows from WB', () => {
  it('is checked whole and in order, amounts converted', async () => {
    const rows = await parseRows(row, page(2500), WHERE);
    expect(rows).toHaveLength(2500);
    expect(rows![0]).toEqual({ rrd_id: 1, ppvz_for_pay: 5, extra: 'x' });
    expect(rows![2499]).toEqual({ rrd_id: 2500, ppvz_for_pay: 249_905, extra: 'x' });
    expect(rows!.map((r) => r.rrd_id)).toEqual(page(2500).map((r) => r.rrd_id));
  });

  it('lets the server answer other requests while it is checked', async () => {
    let turnsMeanwhile = 0;
    let checking = true;
    const others = (async () => {
      while (checking) {
        await nextTurn();
        turnsMeanwhile++;
      }
    })();
    await parseRows(row, page(5000), WHERE);
    checking = false;
    await others;
    // 5 000 rows are five slices: other work ran between each of them.
    expect(turnsMeanwhile).toBeGreaterThanOrEqual(4);
  });

  it('names the row and field of a mismatch by its place in the whole answer', async () => {
    const rows = page(2500);
    rows[1700] = { rrd_id: 1701, ppvz_for_pay: 'много', extra: 'x' };
    const failure = await parseRows(row, rows, WHERE).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WbMalformedAnswerError);
    expect((failure as WbMalformedAnswerError).details).toMatch(
      new RegExp(`^${WHERE}: answer does not match the documented shape: 1700\\.ppvz_for_pay: `),
    );
  });

  it('reads null as no rows and refuses an answer that is not a list', async () => {
    expect(await parseRows(row, null, WHERE)).toBeNull();
    const failure = await parseRows(row, { rows: [] }, WHERE).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WbMalformedAnswerError);
    expect((failure as WbMalformedAnswerError).details).toMatch(/answer does not match the documented shape: \$: /);
  });
});
