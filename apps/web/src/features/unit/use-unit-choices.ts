import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Scheme } from './unit-view.ts';

/**
 * What the seller chose on /unit, as typed: it lives in the address, so a reload, a bookmark or a link
 * keeps it. Empty text means «each card's own» (or the server's default).
 */
export interface UnitChoices {
  /** The warehouse of the calculation and of the FBS plan; null: the server's default. */
  warehouse: string | null;
  /** The WB warehouse of the FBO plan; null: the server's choice. */
  fboWarehouse: string | null;
  scheme: Scheme;
  targetMargin: string;
  buyout: string;
  storageDays: string;
  acquiring: string;
  /** Whether each advertised card's cost per sale counts in its profit (on unless switched off). */
  advert: boolean;
  /** The card (nmID:scheme) opened on the plan and fact tab. */
  planCard: string | null;
  /** The search box of the calculation. */
  search: string;
}

const KEYS: Record<keyof UnitChoices, string> = {
  warehouse: 'wh',
  fboWarehouse: 'fbo',
  scheme: 'scheme',
  targetMargin: 'margin',
  buyout: 'buyout',
  storageDays: 'days',
  acquiring: 'acq',
  advert: 'advert',
  planCard: 'card',
  search: 'q',
};

export function readChoices(params: URLSearchParams): UnitChoices {
  const text = (key: keyof UnitChoices) => params.get(KEYS[key]) ?? '';
  return {
    warehouse: params.get(KEYS.warehouse),
    fboWarehouse: params.get(KEYS.fboWarehouse),
    scheme: text('scheme') === 'fbs' ? 'fbs' : 'fbo',
    targetMargin: text('targetMargin'),
    buyout: text('buyout'),
    storageDays: text('storageDays'),
    acquiring: text('acquiring'),
    advert: text('advert') !== 'off',
    planCard: params.get(KEYS.planCard),
    search: text('search'),
  };
}

/** The address with `change` written in; a choice at its default leaves the address. */
export function writeChoices(params: URLSearchParams, change: Partial<UnitChoices>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, value] of Object.entries(change) as [keyof UnitChoices, UnitChoices[keyof UnitChoices]][]) {
    const text =
      field === 'advert' ? (value ? '' : 'off') : field === 'scheme' ? (value === 'fbs' ? 'fbs' : '') : (value ?? '');
    if (text === '') next.delete(KEYS[field]);
    else next.set(KEYS[field], String(text));
  }
  return next;
}

/** /unit's choices and a setter that changes the address without adding a history step per keystroke. */
export function useUnitChoices(): [UnitChoices, (change: Partial<UnitChoices>) => void] {
  const [params, setParams] = useSearchParams();
  // The address as last written: two changes before the next render (two fields filled at once) would
  // otherwise both start from the same render's parameters, and the second would drop the first.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const choices = useMemo(() => readChoices(params), [params]);
  const change = useCallback(
    (next: Partial<UnitChoices>) => {
      latest.current = writeChoices(latest.current, next);
      setParams(latest.current, { replace: true });
    },
    [setParams],
  );
  return [choices, change];
}
