import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { describe, expect, it } from 'vitest';
import { access } from './access.ts';
import { accessGaps } from '../../../test/support/access-coverage.ts';

/** A schema of its own: the check must judge any schema, not only the server's. */
function schemaWith(extra: Record<string, { resolve?: (...args: never[]) => unknown }>) {
  const query = new GraphQLObjectType({
    name: 'Query',
    fields: {
      hello: { type: GraphQLString, resolve: access.public(() => 'hi') },
      mine: { type: GraphQLString, resolve: access.member((caller) => String(caller.companyId)) },
      ...Object.fromEntries(Object.entries(extra).map(([name, field]) => [name, { type: GraphQLString, ...field }])),
    },
  });
  return new GraphQLSchema({ query });
}

const expected = { matrix: new Map([['mine', 'member' as const]]), public: ['hello'] };

describe('the role matrix coverage check', () => {
  it('passes a schema whose every root field is accounted for', () => {
    expect(accessGaps(schemaWith({}), expected)).toEqual([]);
  });

  it('reports a root field that is in neither list', () => {
    const schema = schemaWith({ secret: { resolve: access.admin(() => 'x') } });
    expect(accessGaps(schema, expected)).toEqual(['Query.secret: neither in the role matrix nor in the public list']);
  });

  it('reports a listed field that declares no access, or another level', () => {
    const undeclared = schemaWith({ mine: { resolve: () => 'x' } });
    expect(accessGaps(undeclared, expected)).toEqual(['Query.mine: declares no access, the tests expect member']);
    const widened = schemaWith({ mine: { resolve: access.signedIn(() => 'x') } });
    expect(accessGaps(widened, expected)).toEqual(['Query.mine: declares signedIn, the tests expect member']);
  });
});
