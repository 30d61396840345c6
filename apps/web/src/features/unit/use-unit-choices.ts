import { useCallback, useMemo } from 'react';
import {
  oneOfParam,
  optionalTextParam,
  textParam,
  urlParam,
  type UrlSchema,
} from '../../shared/url-state/url-params.ts';
import { useUrlState } from '../../shared/url-state/use-url-state.ts';
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

/** Each choice's key in the address: short, as links and bookmarks already carry them. */
const KEYS = {
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
} as const satisfies Record<keyof UnitChoices, string>;

type UnitAddress = { [Field in keyof UnitChoices as (typeof KEYS)[Field]]: UnitChoices[Field] };

/** /unit's choices by their keys in the address; a choice at its default leaves the address. */
export const UNIT_ADDRESS: UrlSchema<UnitAddress> = {
  wh: optionalTextParam(),
  fbo: optionalTextParam(),
  scheme: oneOfParam<Scheme>(['fbo', 'fbs'], 'fbo'),
  margin: textParam(),
  buyout: textParam(),
  days: textParam(),
  acq: textParam(),
  // Switched off is written `advert=off`, as links made before carry it; anything else counts advertising.
  advert: urlParam(
    true,
    (raw) => raw !== 'off',
    (counted) => (counted ? '' : 'off'),
  ),
  card: optionalTextParam(),
  q: textParam(),
};

const FIELDS = Object.keys(KEYS) as (keyof UnitChoices)[];

export const choicesOf = (address: UnitAddress): UnitChoices =>
  Object.fromEntries(FIELDS.map((field) => [field, address[KEYS[field]]])) as unknown as UnitChoices;

export const addressOf = (change: Partial<UnitChoices>): Partial<UnitAddress> =>
  Object.fromEntries(
    (Object.keys(change) as (keyof UnitChoices)[]).map((field) => [KEYS[field], change[field]]),
  ) as Partial<UnitAddress>;

/**
 * /unit's choices and a setter that changes the address without adding a history step per keystroke.
 * The tabs share them, so switching a tab keeps what was chosen.
 */
export function useUnitChoices(): [UnitChoices, (change: Partial<UnitChoices>) => void] {
  const [address, setAddress] = useUrlState(UNIT_ADDRESS);
  const choices = useMemo(() => choicesOf(address), [address]);
  const choose = useCallback((change: Partial<UnitChoices>) => setAddress(addressOf(change)), [setAddress]);
  return [choices, choose];
}
