import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import { parseWbTime } from './dates.ts';
import { WbMalformedAnswerError } from './http/errors.ts';
import type { WbRequest, WbSend } from './http/request.ts';
import { parseDecimal, parseKopecks } from './money.ts';

/**
 * Zod pieces for WB's answers: only the fields the product uses are checked, unknown fields
 * pass (loose objects), amounts and times are converted while checking.
 */

function converted<T>(convert: (value: string | number) => T) {
  return z.union([z.string(), z.number()]).transform((value, ctx): T => {
    try {
      return convert(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });
}

/** An amount in the main unit ("376.99", 1284.01, "11,2") as integer kopecks. */
export const kopecks = converted(parseKopecks);

/** A decimal (percent, coefficient, rate) as a normalized decimal string. */
export const decimal = converted(parseDecimal);

/** WB's "-" or "" where a tariff does not apply. */
const blank = z.union([z.literal('-'), z.literal('')]).transform(() => null);
export const optionalDecimal = z.union([blank, decimal]).nullish().transform((v) => v ?? null);
export const optionalKopecks = z.union([blank, kopecks]).nullish().transform((v) => v ?? null);

/** An amount already in minor units (FBS `price`, `bids_kopecks`): an integer. */
export const minorUnits = z.number().int();

/** A WB time (zoned as written, zoneless as Moscow time); null for none. */
export const wbTime = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    try {
      return parseWbTime(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** A time WB always sends. */
export const requiredWbTime = wbTime.refine((date): date is Date => date !== null, 'a time is required');

export const nullableString = z.string().nullish().transform((v) => v ?? null);

/** A sticker number, as text or a number; WB writes `""` or 0 where a unit has none. */
export const stickerNumber = z
  .union([z.string(), z.number().int()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v) === '' || String(v) === '0' ? null : String(v)));
export const nullableInt = z.number().int().nullish().transform((v) => v ?? null);

/** Checks an answer against its schema; a mismatch is WbMalformedAnswerError naming where it is. */
export function parseAnswer<S extends z.ZodType>(schema: S, body: unknown, where: string): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw malformed(where, result.error.issues);
}

/**
 * Rows checked in one turn of the event loop. A 20 000-row report page checked at once held
 * every other request of the process for over a second; a slice of 1 000 takes tens of ms.
 */
const ROWS_PER_TURN = 1000;

/**
 * Checks an answer that is a list of rows (null: no rows), a slice at a time with a turn of the
 * event loop between slices, so a large page does not stall the server while it is checked.
 */
export async function parseRows<S extends z.ZodType>(
  row: S,
  body: unknown,
  where: string,
): Promise<z.output<S>[] | null> {
  const list = z.array(row);
  if (!Array.isArray(body)) return parseAnswer(list.nullish(), body, where) ?? null;
  const rows: z.output<S>[] = [];
  for (let start = 0; start < body.length; start += ROWS_PER_TURN) {
    if (start > 0) await nextTurn();
    const slice = list.safeParse(body.slice(start, start + ROWS_PER_TURN));
    if (!slice.success) {
      throw malformed(
        where,
        slice.error.issues.map((issue) => ({ ...issue, path: [start + Number(issue.path[0]), ...issue.path.slice(1)] })),
      );
    }
    for (const checked of slice.data) rows.push(checked);
  }
  return rows;
}

function malformed(where: string, issues: readonly { path: PropertyKey[]; message: string }[]) {
  const described = issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '$'}: ${issue.message}`)
    .join('; ');
  const field = issues[0]?.path.map(String).join('.') || undefined;
  return new WbMalformedAnswerError(`${where}: answer does not match the documented shape: ${described}`, field);
}

/** Sends a request and checks its answer. */
export async function call<S extends z.ZodType>(send: WbSend, request: WbRequest, schema: S): Promise<z.output<S>> {
  const answer = await send(request);
  return parseAnswer(schema, answer.body, describe(request));
}

/** Sends a request whose answer is a list of rows and checks it a slice at a time; null: no rows. */
export async function callForRows<S extends z.ZodType>(
  send: WbSend,
  request: WbRequest,
  row: S,
): Promise<z.output<S>[] | null> {
  const answer = await send(request);
  return parseRows(row, answer.body, describe(request));
}

const describe = (request: WbRequest) => `${request.method} ${request.host}${request.path}`;
