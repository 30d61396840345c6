import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Ten times the longest list the product takes (WB's 1 000 excluded phrases), so a list one over an
 * operation's own limit still gets that operation's Russian message.
 */
export const MAX_LIST_ITEMS = 10_000;

/**
 * Refuses variables holding a list longer than MAX_LIST_ITEMS before anything reads them: the body
 * limit alone lets half a million items through, and each would be coerced and handed to a resolver.
 */
export const listsOfBoundedLength: Plugin = {
  onParams({ params, setResult }) {
    if (longestList(params.variables) > MAX_LIST_ITEMS) {
      setResult({
        errors: [
          new GraphQLError(`Слишком длинный список в запросе: не более ${MAX_LIST_ITEMS} элементов.`, {
            extensions: { code: 'LIST_TOO_LONG' },
          }),
        ],
      });
    }
  },
};

/** Arrays and plain objects: an uploaded File (or its bytes) is not a list of the request, and walking its bytes would cost more than the import. */
const isWalked = (value: unknown): value is object =>
  Array.isArray(value) ||
  (typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value)));

export function longestList(value: unknown, depth = 0): number {
  if (depth > 20 || !isWalked(value)) return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  let longest = Array.isArray(value) ? value.length : 0;
  for (const item of items) {
    longest = Math.max(longest, longestList(item, depth + 1));
    if (longest > MAX_LIST_ITEMS) break;
  }
  return longest;
}

/**
 * Outside demo mode the schema is not described to callers (`__schema`, `__type`): the web app is
 * built from the committed schema.graphql and needs no introspection; `__typename` stays allowed.
 */
export const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value !== '__schema' && node.name.value !== '__type') return;
    context.reportError(
      new GraphQLError('Описание схемы API на этом сервере недоступно.', {
        nodes: [node],
        extensions: { code: 'INTROSPECTION_DISABLED' },
      }),
    );
  },
});

export const introspectionOff: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(noIntrospection);
  },
};
