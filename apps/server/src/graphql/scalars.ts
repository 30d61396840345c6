import { Kind, type ValueNode } from 'graphql';
import { hundredthsToText, kopecksFromText, kopecksToText, parseDecimal } from '../lib/money.ts';
import { builder } from './builder.ts';
import { appError } from './errors.ts';

// Every custom scalar of the API. Their server-side types are declared on the builder (`Scalars`),
// so a field of type Money resolves to integer kopecks and a DateTime field to a Date.

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
const DECIMAL_REFUSAL = 'Ожидается число, например 11.2.';
const DATE_REFUSAL = 'Ожидается дата в формате ГГГГ-ММ-ДД, например 2026-03-31.';
const DATE_TIME_REFUSAL = 'Ожидается момент времени в формате ISO 8601, например 2026-03-31T09:30:00Z.';

export const Money = builder.scalarType('Money', {
  description:
    'Rubles and kopecks as a decimal string with two places: "1234.50". Input also takes "1234,5" or a number with at most two decimals (1234 = 1234 rubles); integer kopecks inside the server.',
  serialize: kopecksToText,
  parseValue: (value) => readTwoDecimals(value, MONEY_REFUSAL),
  parseLiteral: (node) => readTwoDecimals(literal(node), MONEY_REFUSAL),
});

export const Percent = builder.scalarType('Percent', {
  description:
    'A percent as a decimal string with two places: "12.50". Input also takes "12,5" or a number with at most two decimals; integer hundredths of a percent inside the server.',
  serialize: hundredthsToText,
  parseValue: (value) => readTwoDecimals(value, PERCENT_REFUSAL),
  parseLiteral: (node) => readTwoDecimals(literal(node), PERCENT_REFUSAL),
});

/** Any number of decimals, kept as written: WB's tariffs and coefficients are not rounded to kopecks. */
function readDecimal(value: unknown): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || parseDecimal(text, 20) === null) throw appError('BAD_USER_INPUT', DECIMAL_REFUSAL);
  return text.trim().replace(',', '.');
}

export const Decimal = builder.scalarType('Decimal', {
  description: 'An exact decimal number as a string with as many places as it has: "46", "11.2".',
  serialize: (value) => value,
  parseValue: readDecimal,
  parseLiteral: (node) => readDecimal(literal(node)),
});

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function readDate(value: unknown): string {
  const valid =
    typeof value === 'string' &&
    DATE_PATTERN.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  if (!valid) throw appError('BAD_USER_INPUT', DATE_REFUSAL);
  return value;
}

export const DateScalar = builder.scalarType('Date', {
  description: 'A calendar day, YYYY-MM-DD (a Moscow day where WB counts days).',
  serialize: (value) => value,
  parseValue: readDate,
  parseLiteral: (node) => readDate(literal(node)),
});

function readDateTime(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw appError('BAD_USER_INPUT', DATE_TIME_REFUSAL);
  return date;
}

export const DateTime = builder.scalarType('DateTime', {
  description: 'An instant as ISO 8601 in UTC: "2026-03-31T09:30:00.000Z".',
  serialize: (value) => value.toISOString(),
  parseValue: readDateTime,
  parseLiteral: (node) => readDateTime(literal(node)),
});

function isFile(value: unknown): value is File {
  const candidate = value as Partial<File> | null;
  return typeof candidate?.arrayBuffer === 'function' && typeof candidate.name === 'string';
}

/** An uploaded file: the GraphQL multipart request puts a web File in its variable. */
export const FileUpload = builder.scalarType('File', {
  description: 'A file sent as a GraphQL multipart request (an xlsx or csv table).',
  serialize: () => {
    throw new Error('File is an input only');
  },
  parseValue: (value) => {
    // The server's fetch implementation brings its own File class, so it is known by its shape.
    if (isFile(value)) return value;
    throw appError('BAD_USER_INPUT', 'Файл не получен: отправьте его как вложение запроса.');
  },
});
