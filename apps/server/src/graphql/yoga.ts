import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { useEngine } from '@envelop/core';
import type { AppServices, GraphQLContext, RequestInfo } from './context.ts';
import { isPoolBusy } from '../db/pool-busy.ts';
import { cachedAnswers } from './cached-answers.ts';
import { compiledExecute } from './compiled-execution.ts';
import { appError } from './errors.ts';
import { introspectionOff, listsOfBoundedLength } from './hostile-requests.ts';
import { schema } from './schema.ts';

export const CSRF_HEADER = 'x-graphql-yoga-csrf';

export const SERVER_BUSY_MESSAGE =
  'Сервер сейчас перегружен и не дождался базы данных: повторите через несколько секунд.';

/** The armor's refusals (depth, aliases, tokens, cost, directives): "... limit of N exceeded". */
const overLimit = /limit of \d+ exceeded/;

/** Errors that reach the client without a code get one, so a client can always branch on `extensions.code`. */
const everyErrorHasACode: Plugin = {
  onResultProcess({ result, setResult }) {
    if (!result || Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
    const errors = result.errors.map((error) => {
      if (overLimit.test(error.message)) {
        return new GraphQLError(error.message, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
      }
      if (error.extensions?.code) return error;
      const validation = error.message.startsWith('Cannot query field') || error.message.includes('Unknown');
      return new GraphQLError(error.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: {
          ...error.extensions,
          code: validation ? 'GRAPHQL_VALIDATION_FAILED' : 'BAD_REQUEST',
        },
      });
    });
    setResult({ ...result, errors });
  },
};

export function createGraphQLHandler(services: AppServices) {
  return createYoga<{ requestInfo: RequestInfo }, GraphQLContext>({
    schema,
    graphqlEndpoint: '/api/graphql',
    landingPage: false,
    // The web app is served from the same origin (Vite proxies /api in development): no other site may read answers.
    cors: false,
    graphiql: services.config.DEMO_MODE ? { headers: JSON.stringify({ [CSRF_HEADER]: '1' }) } : false,
    logging: {
      debug: (...args) => services.logger.debug(args),
      info: (...args) => services.logger.info(args),
      warn: (...args) => services.logger.warn(args),
      error: (...args) => services.logger.error(args),
    },
    maskedErrors: {
      // Never send internals (stacks, parser errors) to the client, whatever NODE_ENV says.
      isDev: false,
      maskError: (error) => {
        if (error instanceof GraphQLError) {
          const original = error.originalError;
          // Our own errors (appError) and yoga's request errors (bad JSON, wrong method) are meant for the client.
          const status = (error.extensions?.http as { status?: number } | undefined)?.status;
          if (!original || original instanceof GraphQLError || (status && status < 500)) {
            // Errors of the compiled execution carry no extensions when they have nothing to add.
            const extensions = error.extensions ?? {};
            if (!('originalError' in extensions) && !original) return error;
            if (original instanceof GraphQLError) return error;
            // Parser details (yoga puts them in extensions.originalError) stay out of the answer.
            const { originalError: _details, ...rest } = extensions;
            return new GraphQLError(error.message, { nodes: error.nodes, path: error.path, extensions: rest });
          }
        }
        if (isPoolBusy(error)) {
          // Overload, not a fault: the person is told to retry, the log keeps one line without the stack.
          services.logger.warn(
            { path: error instanceof GraphQLError ? error.path : undefined },
            'no free database connection',
          );
          return appError('SERVER_BUSY', SERVER_BUSY_MESSAGE);
        }
        services.logger.error({ err: error }, 'unexpected error in a resolver');
        return new GraphQLError(
          'Внутренняя ошибка сервера. Попробуйте ещё раз; если повторится, сообщите администратору.',
          { extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        );
      },
    },
    multipart: true,
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      listsOfBoundedLength,
      ...(services.config.DEMO_MODE ? [] : [introspectionOff]),
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 20 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 20000 },
        blockFieldSuggestion: { enabled: true },
      }),
      everyErrorHasACode,
      useEngine({ execute: compiledExecute() }),
      // After the engine: it wraps the compiled execute the engine sets.
      cachedAnswers(),
    ],
    context: ({ requestInfo }) => ({ ...services, request: requestInfo }),
  });
}

export type GraphQLHandler = ReturnType<typeof createGraphQLHandler>;
