import type { AdvertLine } from './advert-columns.tsx';

export interface AdvertFilters {
  search: string;
  status: string;
  type: string;
}

export const NO_FILTERS: AdvertFilters = { search: '', status: '', type: '' };

/** Campaigns whose name, id or product article holds the search text, in the chosen status and type. */
export function filterAdverts(lines: readonly AdvertLine[], filters: AdvertFilters): AdvertLine[] {
  const text = filters.search.trim().toLowerCase();
  return lines.filter(
    (a) =>
      (filters.status === '' || String(a.status) === filters.status) &&
      (filters.type === '' || String(a.type) === filters.type) &&
      (text === '' ||
        a.name.toLowerCase().includes(text) ||
        String(a.advertId).includes(text) ||
        a.nms.some((n) => String(n.nm).includes(text) || (n.vendorCode ?? '').toLowerCase().includes(text))),
  );
}
