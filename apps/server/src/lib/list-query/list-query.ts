import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { appError } from '../../graphql/errors.ts';
import { kopecksFromText, parseDecimal } from '../money.ts';

export type ColumnKind = 'text' | 'integer' | 'money' | 'decimal' | 'date' | 'datetime' | 'boolean' | 'enum';

export type FilterOperator =
  | 'CONTAINS'
  | 'STARTS_WITH'
  | 'ENDS_WITH'
  | 'EQUALS'
  | 'NOT_EQUALS'
  | 'GREATER'
  | 'GREATER_OR_EQUAL'
  | 'LESS'
  | 'LESS_OR_EQUAL'
  | 'IS_EMPTY'
  | 'IS_NOT_EMPTY'
  | 'IS_ANY_OF';

export interface ListQueryInput {
  page: number;
  pageSize: number;
  sort?: readonly { field: string; direction: 'ASC' | 'DESC' }[] | null;
  filters?:
    | readonly { field: string; operator: FilterOperator; value?: string | null; values?: readonly string[] | null }[]
    | null;
  search?: string | null;
}

/** One column a list offers: what the item's GraphQL field is in the database, and how to read its values. */
export interface ListColumn {
  column: AnyColumn | SQL;
  kind: ColumnKind;
  /** enum: GraphQL value → stored value. */
  values?: Readonly<Record<string, string>>;
  /** Included in the quick search (text columns). */
  search?: boolean;
}

export interface ListDeclaration {
  /** GraphQL field name → column. */
  columns: Readonly<Record<string, ListColumn>>;
  /** The list's own order, ending in a unique key: it follows the asked sort and breaks its ties. */
  defaultOrder: readonly SQL[];
}

export interface ListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export const MAX_PAGE_SIZE = 500;

const ORDERED: FilterOperator[] = ['GREATER', 'GREATER_OR_EQUAL', 'LESS', 'LESS_OR_EQUAL'];
const ANY_KIND: FilterOperator[] = ['EQUALS', 'NOT_EQUALS', 'IS_EMPTY', 'IS_NOT_EMPTY'];
const OPERATORS: Record<ColumnKind, FilterOperator[]> = {
  text: [...ANY_KIND, 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'IS_ANY_OF'],
  integer: [...ANY_KIND, ...ORDERED, 'IS_ANY_OF'],
  money: [...ANY_KIND, ...ORDERED, 'IS_ANY_OF'],
  decimal: [...ANY_KIND, ...ORDERED, 'IS_ANY_OF'],
  date: [...ANY_KIND, ...ORDERED],
  datetime: [...ANY_KIND, ...ORDERED],
  boolean: ANY_KIND,
  enum: [...ANY_KIND, 'IS_ANY_OF'],
};

const OPERATOR_TEXT: Record<FilterOperator, string> = {
  CONTAINS: '«содержит»',
  STARTS_WITH: '«начинается с»',
  ENDS_WITH: '«заканчивается на»',
  EQUALS: '«равно»',
  NOT_EQUALS: '«не равно»',
  GREATER: '«больше»',
  GREATER_OR_EQUAL: '«больше или равно»',
  LESS: '«меньше»',
  LESS_OR_EQUAL: '«меньше или равно»',
  IS_EMPTY: '«пусто»',
  IS_NOT_EMPTY: '«не пусто»',
  IS_ANY_OF: '«любое из»',
};

const badInput = (field: string, message: string) => appError('BAD_USER_INPUT', message, { field });

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The value as the database compares it, or an error naming the field and what was expected. */
function parseValue(field: string, spec: ListColumn, text: string): unknown {
  const value = text.trim();
  const refuse = (expected: string) => badInput(field, `Поле «${field}»: «${text}» — ${expected}.`);
  switch (spec.kind) {
    case 'text':
      return text;
    case 'integer':
      if (!/^-?\d{1,15}$/.test(value)) throw refuse('не целое число');
      return Number(value);
    case 'money': {
      const kopecks = kopecksFromText(value);
      if (kopecks === null) throw refuse('не сумма (например, 1234.50)');
      return kopecks;
    }
    case 'decimal': {
      const parsed = parseDecimal(value, 20);
      if (!parsed) throw refuse('не число (например, 12.5)');
      return value.replace(',', '.');
    }
    case 'date':
      if (!isRealDate(value)) throw refuse('не дата в виде ГГГГ-ММ-ДД');
      return value;
    case 'datetime': {
      const at = new Date(value);
      if (!ISO_DATETIME.test(value) || Number.isNaN(at.getTime())) throw refuse('не дата и время ISO 8601');
      return at;
    }
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw refuse('не true или false');
      return value === 'true';
    case 'enum': {
      const stored = spec.values?.[value];
      if (stored === undefined) throw refuse(`не одно из: ${Object.keys(spec.values ?? {}).join(', ')}`);
      return stored;
    }
  }
}

/** `%`, `_` and `\` in a person's text are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterCondition(
  field: string,
  spec: ListColumn,
  filter: NonNullable<ListQueryInput['filters']>[number],
): SQL | undefined {
  const { operator } = filter;
  // Drizzle's comparisons take an SQL expression as well as a column; their overloads name only the column.
  const column = spec.column as AnyColumn;
  if (!OPERATORS[spec.kind].includes(operator))
    throw badInput(field, `Поле «${field}»: условие ${OPERATOR_TEXT[operator]} к нему не подходит.`);
  if (operator === 'IS_EMPTY') return spec.kind === 'text' ? or(isNull(column), eq(column, '')) : isNull(column);
  if (operator === 'IS_NOT_EMPTY')
    return spec.kind === 'text' ? and(isNotNull(column), ne(column, '')) : isNotNull(column);
  if (operator === 'IS_ANY_OF') {
    const values = filter.values ?? [];
    if (values.length === 0) throw badInput(field, `Поле «${field}»: укажите хотя бы одно значение.`);
    return inArray(
      column,
      values.map((value) => parseValue(field, spec, value)),
    );
  }
  if (filter.value == null || (filter.value.trim() === '' && spec.kind !== 'text'))
    throw badInput(field, `Поле «${field}»: укажите значение для условия ${OPERATOR_TEXT[operator]}.`);
  const value = parseValue(field, spec, filter.value);
  switch (operator) {
    case 'CONTAINS':
      return ilike(column, `%${likeEscaped(String(value))}%`);
    case 'STARTS_WITH':
      return ilike(column, `${likeEscaped(String(value))}%`);
    case 'ENDS_WITH':
      return ilike(column, `%${likeEscaped(String(value))}`);
    case 'EQUALS':
      return eq(column, value);
    case 'NOT_EQUALS':
      // An empty cell is not equal to the value either, as the grid shows it.
      return or(isNull(column), ne(column, value));
    case 'GREATER':
      return gt(column, value);
    case 'GREATER_OR_EQUAL':
      return gte(column, value);
    case 'LESS':
      return lt(column, value);
    case 'LESS_OR_EQUAL':
      return lte(column, value);
  }
}

/** Turns the screen's ListQuery into the where, order and page of a query over the declared columns. */
export function planList(query: ListQueryInput, list: ListDeclaration): ListPlan {
  if (!Number.isInteger(query.page) || query.page < 0)
    throw badInput('page', 'Страница (page): номер не может быть отрицательным.');
  if (!Number.isInteger(query.pageSize) || query.pageSize < 1 || query.pageSize > MAX_PAGE_SIZE)
    throw badInput('pageSize', `Размер страницы (pageSize): от 1 до ${MAX_PAGE_SIZE} строк.`);

  const conditions: (SQL | undefined)[] = (query.filters ?? []).map((filter) => {
    const spec = list.columns[filter.field];
    if (!spec) throw badInput(filter.field, `Фильтр по полю «${filter.field}» недоступен в этом списке.`);
    return filterCondition(filter.field, spec, filter);
  });
  const search = query.search?.trim();
  if (search) {
    const searched = Object.values(list.columns).filter((spec) => spec.search);
    conditions.push(or(...searched.map((spec) => ilike(spec.column as AnyColumn, `%${likeEscaped(search)}%`))));
  }

  const orderBy = (query.sort ?? []).map(({ field, direction }) => {
    const spec = list.columns[field];
    if (!spec) throw badInput(field, `Сортировка по полю «${field}» недоступна в этом списке.`);
    // Empty cells go last whichever way the list is sorted.
    return direction === 'DESC' ? sql`${desc(spec.column)} nulls last` : sql`${asc(spec.column)} nulls last`;
  });

  return {
    where: and(...conditions),
    orderBy: [...orderBy, ...list.defaultOrder],
    limit: query.pageSize,
    offset: query.page * query.pageSize,
  };
}
