// The client against WB's own OpenAPI files: each method's schema reads the example answers WB
// documents, and each method's limits are the figures WB states for it. The files are reference
// data outside the repository; without them this is skipped.
import { describe, expect, it } from 'vitest';
import { openApiSpec, WB_OPENAPI_PRESENT, type OpenApiDoc, type Schema } from '../../wb-emulator/test/openapi-check.ts';
import {
  createWbClient,
  limitOf,
  wbBaseUrls,
  type BucketKey,
  type BucketLimit,
  type WbClient,
  type WbRateLimiter,
} from '../src/index.ts';
import { CLIENT_OPERATIONS, type ClientOperation } from './support/operations.ts';

const BASE = 'http://wb.invalid';

/** Every example WB gives for a successful answer of one operation. */
function examplesOf(op: ClientOperation & { file: string }): unknown[] {
  const doc = openApiSpec(op.file);
  const operation = doc.operation(op.path, op.method)!;
  const response = doc.resolve((operation.responses as Schema)['200']);
  const media = Object.values((response.content as Schema | undefined) ?? {})[0] as Schema | undefined;
  if (!media) return [];
  const found: unknown[] = [];
  if (media.example !== undefined) found.push(media.example);
  for (const example of Object.values((media.examples as Schema | undefined) ?? {}))
    found.push(doc.resolve(example).value);
  // Most of WB's answers carry their examples on each field: the answer is assembled from them.
  if (found.length === 0 && media.schema) found.push(exampleFrom(doc, media.schema));
  return found;
}

/** A value built from the schema's own examples; a field without one gets a plain value of its type. */
function exampleFrom(doc: OpenApiDoc, node: unknown, depth = 0): unknown {
  const schema = doc.resolve(node);
  if (schema.example !== undefined) return schema.example;
  if (depth > 12) return null;
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...schema.allOf.map((part) => exampleFrom(doc, part, depth + 1) as object));
  const variants = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(variants)) return exampleFrom(doc, variants[0], depth + 1);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.type === 'array') return [exampleFrom(doc, schema.items, depth + 1)];
  if (schema.type === 'object' || schema.properties) {
    const properties = (schema.properties as Schema | undefined) ?? {};
    return Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, exampleFrom(doc, value, depth + 1)]),
    );
  }
  if (schema.type === 'integer') return 1;
  if (schema.type === 'number') return 1.5;
  if (schema.type === 'boolean') return true;
  if (schema.format === 'date-time') return '2026-11-20T10:00:00Z';
  if (schema.format === 'date') return '2026-11-20';
  return 'text';
}

function rowsIn(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  if (result && typeof result === 'object' && Array.isArray((result as { items?: unknown }).items))
    return (result as { items: unknown[] }).items.length;
  return result === undefined || result === null ? 0 : 1;
}

const pathPattern = (path: string) => new RegExp(`${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** A client whose only WB answers the operation's path with `body` (undefined: an empty 200). */
function clientAnswering(op: ClientOperation, body: unknown, token = 'x.y.z') {
  const asked: string[] = [];
  const acquired: BucketKey[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const matches = (init?.method ?? 'GET') === op.method && pathPattern(op.path).test(url.pathname);
    if (!matches) return new Response(null, { status: 204 });
    return body === undefined
      ? new Response(null, { status: 200 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  // Nothing goes to WB: the limiter only notes which bucket each request is counted in.
  const limiter: WbRateLimiter = {
    acquire: async (key) => void acquired.push(key),
    penalize: async () => undefined,
  };
  const client: WbClient = createWbClient({
    token,
    baseUrls: wbBaseUrls({ all: BASE }),
    limiter,
    fetch,
    retries: { attempts: 0 },
  });
  return { client, asked, acquired };
}

const documented = CLIENT_OPERATIONS.filter((op): op is ClientOperation & { file: string } => op.file !== null);

describe.skipIf(!WB_OPENAPI_PRESENT)("the client reads WB's documented example answers", () => {
  for (const op of documented) {
    it(`${op.method} ${op.path}`, async () => {
      const examples = examplesOf(op);
      if (examples.length === 0) {
        // A write WB answers with an empty 200: nothing to parse, and the client must not ask for a body.
        const content = openApiSpec(op.file).resolve(
          (openApiSpec(op.file).operation(op.path, op.method)!.responses as Schema)['200'],
        ).content;
        expect(content, 'an answer with a body has an example').toBeUndefined();
        const { client, asked } = clientAnswering(op, undefined);
        await op.call(client);
        expect(asked.some((line) => pathPattern(op.path).test(line))).toBe(true);
        return;
      }
      for (const example of examples) {
        const { client, asked } = clientAnswering(op, example);
        // The example's rows come through: a list or page is not read as empty.
        expect(rowsIn(await op.call(client)), JSON.stringify(example).slice(0, 200)).toBeGreaterThan(0);
        expect(asked.some((line) => pathPattern(op.path).test(line))).toBe(true);
      }
    });
  }
  for (const op of CLIENT_OPERATIONS.filter((o) => o.file === null)) {
    it.skip(`${op.method} ${op.path}: not in WB's files, ${op.why}`, () => undefined);
  }
});

// --- The limits WB states in each method's description ---

const UNIT_MS: Record<string, number> = { мс: 1, сек: 1_000, секунд: 1_000, мин: 60_000, ч: 3_600_000 };

/** "200 мс", "1 мин", "24 ч", "5 запросов" → milliseconds or a count. */
function amount(cell: string): number {
  const match = /^(\d+)\s*(\S+)?/.exec(cell.trim());
  if (!match) throw new Error(`not a figure: ${cell}`);
  const unit = match[2] && UNIT_MS[match[2]];
  return Number(match[1]) * (unit || 1);
}

interface StatedLimits {
  /** Personal and Service tokens (and Basic with a secret). */
  normal: Omit<BucketLimit, 'intervalMs'> & { intervalMs?: number };
  /** Basic tokens, when the method states a row of their own. */
  basic?: BucketLimit;
}

/** The limits table of a method's description: `| Тип | Период | Лимит | Интервал | Всплеск |` or one row without the type. */
function statedLimits(description: string): StatedLimits | undefined {
  const lines = description.split('\n').map((line) => line.trim());
  const header = lines.findIndex((line) => /^\|.*Период\s*\|\s*Лимит\s*\|\s*Интервал\s*\|\s*Всплеск/.test(line));
  if (header < 0) {
    // /ping states its limit in words: "Максимум 3 запроса за 30 секунд".
    const prose = /Максимум (\d+) запрос\S* за (\d+)\s*(?:<a[^>]*>)?\s*секунд/.exec(description);
    return prose
      ? { normal: { limit: Number(prose[1]), periodMs: Number(prose[2]) * 1_000, burst: Number(prose[1]) } }
      : undefined;
  }
  const typed = lines[header]!.includes('Тип');
  const rows = lines
    .slice(header + 2)
    .filter((line, index, all) => line.startsWith('|') && all.slice(0, index).every((l) => l.startsWith('|')))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const figures = (cells: string[]): BucketLimit => ({
    periodMs: amount(cells[0]!),
    limit: amount(cells[1]!),
    intervalMs: amount(cells[2]!),
    burst: amount(cells[3]!),
  });
  if (!typed) return { normal: figures(rows[0]!) };
  const row = (type: string) => rows.find((cells) => cells[0] === type);
  const basic = row('Базовый');
  return { normal: figures(row('Персональный')!.slice(1)), basic: basic && figures(basic.slice(1)) };
}

describe.skipIf(!WB_OPENAPI_PRESENT)(
  'the client counts each method in a bucket with the limits WB states for it',
  () => {
    for (const op of documented) {
      it(`${op.method} ${op.path}`, async () => {
        const description = String(openApiSpec(op.file).operation(op.path, op.method)!.description ?? '');
        const stated = statedLimits(description);
        expect(stated, 'the method states its limits').toBeDefined();
        const { client, acquired } = clientAnswering(op, undefined);
        await op.call(client).catch(() => undefined);
        const group = acquired[0]!.group;
        expect(limitOf(group, 'normal')).toMatchObject(stated!.normal);
        if (stated!.basic) expect(limitOf(group, 'basic')).toEqual(stated!.basic);
      });
    }
  },
);
