import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readUrlState, writeUrlState, type UrlSchema } from './url-params.ts';

export interface UrlWrite {
  /**
   * A new step of history, which Back returns from: a page, a sort, a period, a tab. Typing (a search, a
   * filter being filled in) replaces the current step instead, so Back does not walk through each letter.
   */
  push?: boolean;
  /** Keys of another hook's state the change makes meaningless (a grid's sort and filters when the tab changes). */
  clear?: readonly string[];
}

/**
 * A screen's list state kept in the address. `schema` must keep its identity between renders (declare it
 * outside the component or memoize it). Several hooks on one screen share the address, each its own keys.
 */
export function useUrlState<State>(schema: UrlSchema<State>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readUrlState(schema, params), [schema, params]);
  const setState = useCallback(
    (change: Partial<State>, { push = false, clear = [] }: UrlWrite = {}) => {
      // The address as it is now: a grid may report two changes before the screen renders again.
      const current = new URLSearchParams(window.location.search);
      const next = writeUrlState(schema, current, change);
      for (const key of clear) next.delete(key);
      if (next.toString() !== current.toString()) setParams(next, { replace: !push });
    },
    [schema, setParams],
  );
  return [state, setState] as const;
}
