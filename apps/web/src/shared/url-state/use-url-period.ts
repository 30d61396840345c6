import { useCallback, useMemo, useState } from 'react';
import { dayParam } from './url-params.ts';
import { useUrlState } from './use-url-state.ts';

export interface UrlPeriod {
  dateFrom: string;
  dateTo: string;
}

/**
 * A screen's period in the address (`?dateFrom=…&dateTo=…`), the default one left out. A period being
 * typed that cannot be asked yet stays on the screen, not in the address, until it can: `applied` is
 * the last one the screen asked, `typed` what its fields show. `fallback` and `problemOf` must keep
 * their identity (declare them outside the component).
 */
export function useUrlPeriod(fallback: () => UrlPeriod, problemOf: (period: UrlPeriod) => string | null) {
  const schema = useMemo(
    () => ({ dateFrom: dayParam(() => fallback().dateFrom), dateTo: dayParam(() => fallback().dateTo) }),
    [fallback],
  );
  const [applied, apply] = useUrlState(schema);
  const [draft, setDraft] = useState<UrlPeriod | null>(null);
  const typed = draft ?? applied;

  const change = useCallback(
    (next: UrlPeriod) => {
      if (problemOf(next)) return setDraft(next);
      setDraft(null);
      apply(next, { push: true });
    },
    [apply, problemOf],
  );
  return { applied, typed, problem: problemOf(typed), change };
}
