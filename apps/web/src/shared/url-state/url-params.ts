// A screen's list state (filters, sort, page, period) read from and written to the address, so a list
// can be bookmarked, shared and come back to with Back. Each value names its key, how it is read, and
// its default: a missing or unreadable value reads as the default, and a default is not written.

/** One value of the address: read with its default, written as text (null: the default, left out). */
export interface UrlParam<T> {
  read(raw: string | null): T;
  write(value: T): string | null;
}

/** The values of a screen by their keys in the address. */
export type UrlSchema<State> = { [Key in keyof State]: UrlParam<State[Key]> };

/** The key of a list's page: any other change of the list starts it again from its first page. */
export const PAGE_KEY = 'page';

type Fallback<T> = T | (() => T);
const valueOf = <T>(fallback: Fallback<T>): T => (typeof fallback === 'function' ? (fallback as () => T)() : fallback);

/** A value read by `parse` (null: unreadable, so the default) and written by `format`. */
export function urlParam<T>(
  fallback: Fallback<T>,
  parse: (raw: string) => T | null,
  format: (value: T) => string,
): UrlParam<T> {
  // The same text reads as the same value, so a grid does not take an unchanged sort for a new one.
  let last: { raw: string; value: T | null } | null = null;
  return {
    read: (raw) => {
      if (raw === null) return valueOf(fallback);
      if (last?.raw !== raw) last = { raw, value: parse(raw) };
      return last.value ?? valueOf(fallback);
    },
    write: (value) => {
      const text = format(value);
      return text === format(valueOf(fallback)) ? null : text;
    },
  };
}

/** Free text, such as a search. */
export const textParam = (fallback = ''): UrlParam<string> =>
  urlParam(
    fallback,
    (raw) => raw,
    (value) => value,
  );

/** Text that may be absent (a chosen warehouse, an opened card): null when the address has none. */
export const optionalTextParam = (): UrlParam<string | null> =>
  urlParam<string | null>(
    null,
    (raw) => (raw === '' ? null : raw),
    (value) => value ?? '',
  );

/** A whole number within limits; anything else reads as the default. */
export const intParam = (fallback: Fallback<number>, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) =>
  urlParam<number>(
    fallback,
    (raw) => {
      if (!/^-?\d{1,15}$/.test(raw)) return null;
      const value = Number(raw);
      return value >= min && value <= max ? value : null;
    },
    String,
  );

/** One of a few words (a tab, a report type). */
export const oneOfParam = <T extends string>(values: readonly T[], fallback: T): UrlParam<T> =>
  urlParam<T>(
    fallback,
    (raw) => (values.includes(raw as T) ? (raw as T) : null),
    (value) => value,
  );

/** A calendar day, YYYY-MM-DD; the default may be counted from today when read. */
export const dayParam = (fallback: Fallback<string>): UrlParam<string> =>
  urlParam(
    fallback,
    (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : null),
    (value) => value,
  );

/** A calendar day that may be absent (an open end of a period): null when the address has none. */
export const optionalDayParam = (): UrlParam<string | null> =>
  urlParam<string | null>(
    null,
    (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : null),
    (value) => value ?? '',
  );

/** Several words (chosen filter values), comma-separated. */
export const listParam = (fallback: readonly string[] = []): UrlParam<string[]> =>
  urlParam<string[]>(
    [...fallback],
    (raw) => (raw === '' ? [] : raw.split(',').map(decodeURIComponent)),
    (value) => value.map(encodeURIComponent).join(','),
  );

/** Whether a box is ticked: 1 or nothing. */
export const flagParam = (fallback = false): UrlParam<boolean> =>
  urlParam(
    fallback,
    (raw) => (raw === '1' ? true : raw === '0' ? false : null),
    (value) => (value ? '1' : '0'),
  );

/** The screen's values as the address gives them. */
export function readUrlState<State>(schema: UrlSchema<State>, params: URLSearchParams): State {
  const state = {} as State;
  for (const key of Object.keys(schema) as (keyof State & string)[]) {
    state[key] = schema[key].read(params.get(key));
  }
  return state;
}

/**
 * The address after a change: the changed values written (a default is left out), the other keys as
 * they were. Any change but the page's own starts the list again from its first page.
 */
export function writeUrlState<State>(
  schema: UrlSchema<State>,
  params: URLSearchParams,
  change: Partial<State>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  let listChanged = false;
  for (const key of Object.keys(change) as (keyof State & string)[]) {
    const text = schema[key].write(change[key] as State[typeof key]);
    if (text === params.get(key)) continue;
    if (key !== PAGE_KEY) listChanged = true;
    if (text === null) next.delete(key);
    else next.set(key, text);
  }
  if (listChanged && !(PAGE_KEY in change)) next.delete(PAGE_KEY);
  return next;
}
