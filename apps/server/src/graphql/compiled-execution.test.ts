import {
  GraphQLEnumType,
  GraphQLError,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecute } from './compiled-execution.ts';

// The compiled execution must see variables exactly as graphql-js coerces them: once, with the
// defaults of input fields, the internal values of enums and the scalars' own refusals.

let parses = 0;
const Kopecks = new GraphQLScalarType({
  name: 'Kopecks',
  serialize: (value) => String(value),
  parseValue: (value) => {
    parses += 1;
    if (typeof value !== 'string' || !/^\d+$/.test(value))
      throw new GraphQLError('Сумма должна быть целым числом копеек.', { extensions: { code: 'BAD_USER_INPUT' } });
    return Number(value);
  },
});
const Regime = new GraphQLEnumType({ name: 'Regime', values: { USN6: { value: 'usn6' }, VAT: { value: 'vat' } } });
const Page = new GraphQLInputObjectType({
  name: 'Page',
  fields: { page: { type: GraphQLInt, defaultValue: 1 }, size: { type: new GraphQLNonNull(GraphQLInt) } },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      echo: {
        type: GraphQLString,
        args: { sum: { type: Kopecks }, regime: { type: Regime }, page: { type: Page } },
        resolve: (_root, args) => JSON.stringify(args),
      },
      regime: { type: Regime, args: { of: { type: Regime } }, resolve: (_root, args: { of: string }) => args.of },
    },
  }),
});

const run = compiledExecute();
const ask = async (query: string, variableValues: Record<string, unknown> = {}) =>
  await run({ schema, document: parse(query), variableValues });

describe('compiled execution', () => {
  it('gives resolvers the values graphql-js coerced, each scalar parsed once', async () => {
    parses = 0;
    const answer = await ask('query ($s: Kopecks, $r: Regime, $p: Page) { echo(sum: $s, regime: $r, page: $p) }', {
      s: '1250',
      r: 'VAT',
      p: { size: 20 },
    });
    expect(answer).toEqual({
      data: { echo: JSON.stringify({ sum: 1250, regime: 'vat', page: { page: 1, size: 20 } }) },
    });
    expect(parses).toBe(1);
  });

  it('reads enum literals by name and answers an enum by name', async () => {
    expect(await ask('{ regime(of: USN6) }')).toEqual({ data: { regime: 'USN6' } });
    expect(await ask('query ($r: Regime) { regime(of: $r) }', { r: 'VAT' })).toEqual({ data: { regime: 'VAT' } });
  });

  it("refuses a bad variable with graphql-js's message and the scalar's own code", async () => {
    const answer = await ask('query ($s: Kopecks) { echo(sum: $s) }', { s: 'много' });
    expect(answer.errors?.map((error) => [error.message, error.extensions.code])).toEqual([
      ['Variable "$s" got invalid value "много"; Сумма должна быть целым числом копеек.', 'BAD_USER_INPUT'],
    ]);
    const missing = await ask('query ($p: Page) { echo(page: $p) }', { p: {} });
    expect(missing.errors?.[0]?.message).toBe(
      'Variable "$p" got invalid value {}; Field "size" of required type "Int!" was not provided.',
    );
  });
});
