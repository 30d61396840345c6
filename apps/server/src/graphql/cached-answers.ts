import { getOperationAST, Kind, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { moscowDay } from '../lib/moscow-time.ts';
import { dataVersionReadWithSession, requireCompany } from '../modules/auth/guards.ts';
import { companyDataVersion } from '../modules/data-versions/data-versions.repo.ts';
import { compress } from '../http/compression.ts';
import { AnswerStore, storedAnswer, type StoredAnswer } from './answer-store.ts';
import type { GraphQLContext, RequestInfo, SentAnswer } from './context.ts';
import { SharedReads } from './shared-reads.ts';

// A screen that is opened again before anything of its company changed is answered with the text it
// was answered with (docs/architecture.md «Cached answers»). The key is the caller, the company, the
// query and its variables, and the Moscow day; the answer is served only while the company's data
// version, which the database moves with every committed change of the company's rows, is the one it
// was read at.

/**
 * Root fields whose answer depends only on the company's rows (and its own settings), the arguments,
 * the caller and the day: no WB call, no job queue, nothing kept in a process. A query made of these
 * alone is cached; any other field makes the whole query run as usual.
 */
export const CACHED_FIELDS: ReadonlySet<string> = new Set([
  'home',
  'cards',
  'reports',
  'statisticsByDay',
  'ordersPage',
  'stocksPage',
  'adverts',
  'advertSpends',
]);

/**
 * Time alone changes a few figures within a day (the days left of a token); an answer is served at
 * most this long.
 */
const MAX_AGE_MS = 60_000;
/** Answers kept per process, as sent: a few thousand screens, or a dozen lists of 3 000 cards. */
const MAX_BYTES = 32 * 1024 * 1024;

function isCachedQuery(operation: OperationDefinitionNode | null | undefined): boolean {
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (CACHED_FIELDS.has(selection.name.value) || selection.name.value === '__typename'),
  );
}

/**
 * A result sent as the kept text, whatever the result processing would stringify; the HTTP layer sends
 * its bytes, or their gzip, made once for all who are sent them.
 */
function answered(kept: StoredAnswer, ctx: GraphQLContext) {
  ctx.request.keptAnswer = { bytes: kept.bytes, gzipped: () => (kept.gzipped ??= compress(kept.bytes)) };
  return {
    get data() {
      return JSON.parse(kept.text).data;
    },
    stringify: () => kept.text,
  };
}

/**
 * What a GraphQL answer is sent as: a kept answer's bytes and gzip, made once for all who are sent them,
 * or the answer's own body. The HTTP server sends these, and the benchmarks time them.
 */
export async function sentAnswer(answer: Response, request: RequestInfo): Promise<SentAnswer> {
  const isResult = /^application\/(graphql-response\+)?json/.test(answer.headers.get('content-type') ?? '');
  const kept = answer.status === 200 && isResult ? request.keptAnswer : undefined;
  if (kept) return kept;
  const bytes = Buffer.from(await answer.arrayBuffer());
  return { bytes, gzipped: () => compress(bytes) };
}

export function cachedAnswers(now: () => number = Date.now): Plugin<GraphQLContext> {
  const store = new AnswerStore({ maxBytes: MAX_BYTES, maxAgeMs: MAX_AGE_MS, now });
  const reads = new SharedReads<StoredAnswer>();
  return {
    async onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      if (!isCachedQuery(getOperationAST(args.document, args.operationName))) return;
      const ctx = args.contextValue as GraphQLContext;
      // Who may not ask is answered by the resolvers, with their own refusal.
      const caller = await requireCompany(ctx).catch(() => null);
      if (!caller) return;
      const version = dataVersionReadWithSession(ctx) ?? (await companyDataVersion(ctx.db, caller.companyId));
      const key = JSON.stringify([
        caller.userId,
        caller.companyId,
        caller.isAdmin,
        moscowDay(new Date(now())),
        args.document.loc?.source.body ?? '',
        args.operationName ?? null,
        args.variableValues ?? {},
      ]);
      const kept = store.find(key, version);
      if (kept) {
        setResultAndStopExecution(answered(kept, ctx));
        return;
      }
      setExecuteFn(async (executeArgs) => {
        const waited = reads.awaited(key, version);
        if (waited) {
          // A hundred browsers opening a screen after a sync wait for one read of it, not a hundred.
          const read = await waited;
          return read === undefined ? executeFn(executeArgs) : answered(read, ctx);
        }
        return reads.lead(key, version, async (share, isLatest) => {
          const result = await executeFn(executeArgs);
          if (Symbol.asyncIterator in result || result.errors?.length) return result;
          const text = JSON.stringify(result);
          // An answer read before a change that a later read already saw is sent, not kept over that one.
          const read = isLatest() ? store.keep(key, version, text) : storedAnswer(version, text, now());
          share(read);
          return read ? answered(read, ctx) : { ...result, stringify: () => text };
        });
      });
    },
  };
}
