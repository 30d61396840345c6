import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';

/** What a route answers; the server turns it into bytes. */
export type Reply = (
  | { status: number; json: unknown; contentType?: string }
  | { status: number; text: string; contentType?: string }
  | { status: number; empty: true }
  /** A large JSON array written row by row, so a 100 000-row answer never sits in one string. */
  | { status: number; rows: Iterable<unknown> }
) & {
  headers?: Record<string, string>;
  /** Fields held as decimal text that go out as JSON integers (int64 ids above 2^53). */
  rawIntegers?: readonly string[];
};

/** `"reportId":"9007199300000012"` → `"reportId":9007199300000012` in JSON.stringify's output. */
export function unquoteIntegers(text: string, fields: readonly string[] | undefined): string {
  if (!fields?.length) return text;
  return text.replace(new RegExp(`([{,]"(?:${fields.join('|')})":)"(-?\\d+)"`, 'g'), '$1$2');
}

export function json(json: unknown, status = 200): Reply {
  return { status, json };
}

export function empty(status = 200): Reply {
  return { status, empty: true };
}

export function text(body: string, status: number): Reply {
  return { status, text: body, contentType: 'text/plain; charset=utf-8' };
}

export function rows(items: Iterable<unknown>): Reply {
  return { status: 200, rows: items };
}

export function requestId(): string {
  return randomBytes(16).toString('hex');
}

/** WB's application/problem+json error body, as in the 401/403/429 examples of the specs. */
export function problem(status: number, title: string, detail: string, origin: string, code?: string): Reply {
  return {
    status,
    contentType: 'application/problem+json',
    json: {
      title,
      detail,
      code: code ?? `${requestId().slice(0, 8)}-${requestId().slice(0, 12)}`,
      requestId: requestId(),
      origin,
      status,
      statusText: STATUS_CODES[status] ?? '',
      timestamp: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    },
  };
}
