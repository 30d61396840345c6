// One filter of a server-paged table, as the seller sets it: a column, a condition and a value, turned
// into the data grid's filter item that shared/server-grid sends to the server as `ListQuery.filters`.
import type { GridFilterItem } from '@mui/x-data-grid';
import { dayOfText } from '../date-field/date-text.ts';

/** How a field's values compare, as the server's list declares its column. */
export type FilterKind = 'text' | 'integer' | 'money' | 'dateTime';

export interface FilterField {
  field: string;
  label: string;
  kind: FilterKind;
}

/** The filter being set: the field ('' — none), the condition and the value as typed. */
export interface FilterDraft {
  field: string;
  operator: string;
  value: string;
}

export interface FilterOperator {
  /** The data grid's name of the condition, which server-grid/list-query.ts maps to the API's. */
  operator: string;
  label: string;
}

const EMPTY_CHECKS: FilterOperator[] = [
  { operator: 'isEmpty', label: 'пусто' },
  { operator: 'isNotEmpty', label: 'не пусто' },
];
const COMPARED: FilterOperator[] = [
  { operator: '=', label: 'равно' },
  { operator: '!=', label: 'не равно' },
  { operator: '>', label: 'больше' },
  { operator: '>=', label: 'не меньше' },
  { operator: '<', label: 'меньше' },
  { operator: '<=', label: 'не больше' },
];

/** The conditions the server accepts for each kind of column (apps/server/src/lib/list-query). */
export const OPERATORS: Record<FilterKind, FilterOperator[]> = {
  text: [
    { operator: 'contains', label: 'содержит' },
    { operator: 'equals', label: 'равно' },
    { operator: 'startsWith', label: 'начинается с' },
    { operator: 'endsWith', label: 'заканчивается на' },
    ...EMPTY_CHECKS,
  ],
  integer: [...COMPARED, ...EMPTY_CHECKS],
  money: [...COMPARED, ...EMPTY_CHECKS],
  dateTime: [
    { operator: 'after', label: 'позже' },
    { operator: 'onOrAfter', label: 'не раньше' },
    { operator: 'before', label: 'раньше' },
    { operator: 'onOrBefore', label: 'не позже' },
    ...EMPTY_CHECKS,
  ],
};

export const needsValue = (operator: string) => operator !== 'isEmpty' && operator !== 'isNotEmpty';

const INTEGER = /^-?\d{1,15}$/;
const MONEY = /^-?\d{1,12}([.,]\d{1,2})?$/;

/** The typed value as the filter sends it; null when nothing is typed or it is not of the field's kind. */
export function filterValue(kind: FilterKind, typed: string): string | Date | null {
  const text = kind === 'text' ? typed.trim() : typed.replace(/[\s\u00a0]/g, '');
  if (text === '') return null;
  switch (kind) {
    case 'text':
      return text;
    case 'integer':
      return INTEGER.test(text) ? text : null;
    case 'money':
      return MONEY.test(text) ? text.replace(',', '.') : null;
    case 'dateTime':
      return moscowMoment(typed);
  }
}

const DATE_TIME_TEXT = /^(\d{2}\.\d{2}\.\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;

/** «05.03.2026 14:30» (or a bare day, its midnight) as the moment it names in Moscow time. */
function moscowMoment(typed: string): Date | null {
  const match = DATE_TIME_TEXT.exec(typed.trim());
  const day = match ? dayOfText(match[1]!) : null;
  if (!match || !day) return null;
  const [hours = '0', minutes = '00'] = [match[2], match[3]];
  if (Number(hours) > 23) return null;
  return new Date(`${day}T${hours.padStart(2, '0')}:${minutes}:00+03:00`);
}

/** Something is typed that the field cannot take (letters in a sum): the field shows it, nothing is sent. */
export function valueIsWrong(kind: FilterKind, typed: string): boolean {
  return typed.trim() !== '' && filterValue(kind, typed) === null;
}

/** The draft as a filter item, or null while no field is chosen or the value is missing or wrong. */
export function filterItem(fields: readonly FilterField[], draft: FilterDraft): GridFilterItem | null {
  const field = fields.find((candidate) => candidate.field === draft.field);
  if (!field || !OPERATORS[field.kind].some(({ operator }) => operator === draft.operator)) return null;
  if (!needsValue(draft.operator)) return { field: field.field, operator: draft.operator };
  const value = filterValue(field.kind, draft.value);
  return value === null ? null : { field: field.field, operator: draft.operator, value };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The draft a filter item came from (a list opened from a link shows its filter as typed); none: no filter. */
export function draftOf(item: GridFilterItem | undefined): FilterDraft {
  if (!item) return { field: '', operator: '', value: '' };
  const { value } = item;
  const typed =
    value instanceof Date
      ? `${value.getFullYear()}-${two(value.getMonth() + 1)}-${two(value.getDate())}T${two(value.getHours())}:${two(value.getMinutes())}`
      : value == null
        ? ''
        : String(value);
  return { field: item.field, operator: item.operator, value: typed };
}
