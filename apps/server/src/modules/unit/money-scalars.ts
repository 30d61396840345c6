import { Kind, type ValueNode } from 'graphql';
import type { ScalarRef } from '@pothos/core';
import { builder } from '../../graphql/builder.ts';
import { appError } from '../../graphql/errors.ts';
import { hundredthsToText, kopecksFromText, kopecksToText } from './money.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * A JSON number is read by its shortest decimal form, which is what the client wrote: 1234.5 is
 * "1234.5", while 0.1 + 0.2 ("0.30000000000000004") has digits beyond two places and is refused.
 */
function readTwoDecimals(value: unknown, refusal: string): number {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  const parsed = typeof text === 'string' ? kopecksFromText(text) : null;
  if (parsed === null) throw appError('BAD_USER_INPUT', refusal);
  return parsed;
}

function literal(node: ValueNode): unknown {
  if (node.kind === Kind.STRING || node.kind === Kind.FLOAT || node.kind === Kind.INT)
    return node.kind === Kind.STRING ? node.value : Number(node.value);
  return undefined;
}

const MONEY_REFUSAL = 'Сумма должна быть числом в рублях, не больше двух знаков после запятой, например 1234.50.';
const PERCENT_REFUSAL = 'Процент должен быть числом, не больше двух знаков после запятой, например 12.5.';

interface IntegerScalarOptions {
  description: string;
  serialize: (value: number) => string;
  parseValue: (value: unknown) => number;
  parseLiteral: (node: ValueNode) => number;
}

// The builder declares no custom scalars, so the refs are typed here: kopecks and hundredths inside.
const scalarOptions = (options: IntegerScalarOptions) => options as never;

export const Money = builder.scalarType('Money' as never, scalarOptions({
  description:
    'Rubles and kopecks as a decimal string with two places: "1234.50". Input also takes "1234,5" or a number with at most two decimals (1234 = 1234 rubles); integer kopecks inside the server.',
  serialize: kopecksToText,
  parseValue: (value) => readTwoDecimals(value, MONEY_REFUSAL),
  parseLiteral: (node) => readTwoDecimals(literal(node), MONEY_REFUSAL),
})) as unknown as ScalarRef<Types, number, number>;

export const Percent = builder.scalarType('Percent' as never, scalarOptions({
  description:
    'A percent as a decimal string with two places: "12.50". Input also takes "12,5" or a number with at most two decimals; integer hundredths of a percent inside the server.',
  serialize: hundredthsToText,
  parseValue: (value) => readTwoDecimals(value, PERCENT_REFUSAL),
  parseLiteral: (node) => readTwoDecimals(literal(node), PERCENT_REFUSAL),
})) as unknown as ScalarRef<Types, number, number>;
