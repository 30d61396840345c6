import type { GraphQLSchema } from 'graphql';
import { rootFields, type AccessLevel } from '../../src/modules/auth/access.ts';

/** What the role matrix tests: each root field it runs, with the level it expects the field to declare. */
export interface AccessExpectations {
  matrix: ReadonlyMap<string, Exclude<AccessLevel, 'public'>>;
  /** Fields anyone may call, signed in or not. */
  public: readonly string[];
}

/**
 * Every root field the tests do not account for: in neither list, declaring no access, or declaring
 * another level than the tests expect. Empty means no operation escapes the role matrix.
 */
export function accessGaps(schema: GraphQLSchema, expected: AccessExpectations): string[] {
  return rootFields(schema).flatMap((field) => {
    const name = `${field.operation}.${field.name}`;
    const tested = expected.matrix.get(field.name) ?? (expected.public.includes(field.name) ? 'public' : undefined);
    if (!tested) return [`${name}: neither in the role matrix nor in the public list`];
    if (field.access !== tested)
      return [`${name}: declares ${field.access ?? 'no access'}, the tests expect ${tested}`];
    return [];
  });
}
