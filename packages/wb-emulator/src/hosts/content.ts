import type { Card } from '../data/catalog.ts';
import { COLORS, TAGS } from '../data/dictionary.ts';
import type { SellerData } from '../data/seller.ts';
import { photoLinks } from '../photos.ts';
import { json } from '../server/respond.ts';
import { MINUTE, per, type Route } from '../server/router.ts';

interface CardsListBody {
  settings?: {
    sort?: { ascending?: boolean };
    filter?: {
      withPhoto?: number;
      textSearch?: string;
      tagIDs?: number[];
      objectIDs?: number[];
      brands?: string[];
      imtID?: number;
    };
    cursor?: { limit?: number; updatedAt?: string; nmID?: number };
  };
}

const CONTENT_LIMIT = { group: 'content', normal: per(MINUTE, 100, 5) };

function badRequest(text: string) {
  return json({ data: null, error: true, errorText: text, additionalErrors: null }, 400);
}

/** content-api: the cards list with WB's cursor paging. */
export function contentRoutes(data: SellerData): Route[] {
  return [
    {
      host: 'content-api',
      method: 'POST',
      path: '/content/v2/get/cards/list',
      category: 'content',
      limit: CONTENT_LIMIT,
      handle: ({ body, baseUrl }) => {
        const settings = (body as CardsListBody | undefined)?.settings ?? {};
        const cursor = settings.cursor ?? {};
        const limit = cursor.limit ?? 100;
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) return badRequest('Limit must be between 1 and 100');
        const ascending = settings.sort?.ascending ?? false;
        const sorted = data.cards.filter((card) => matches(card, settings.filter ?? {})).sort((a, b) => compare(a, b, ascending));
        const after = cursor.updatedAt ? Date.parse(cursor.updatedAt) : undefined;
        if (after !== undefined && Number.isNaN(after)) return badRequest('Invalid cursor.updatedAt');
        const start = after === undefined ? 0 : firstAfter(sorted, after, cursor.nmID ?? 0, ascending);
        const page = sorted.slice(start, start + limit);
        const last = page[page.length - 1];
        return json({
          cards: page.map((card) => cardJson(card, baseUrl)),
          cursor: last
            ? { updatedAt: new Date(last.updatedAt).toISOString(), nmID: last.nmID, total: page.length }
            : { updatedAt: cursor.updatedAt ?? '', nmID: cursor.nmID ?? 0, total: 0 },
        });
      },
    },
  ];
}

function matches(card: Card, filter: NonNullable<NonNullable<CardsListBody['settings']>['filter']>): boolean {
  // withPhoto 0 means "any card" since 16 June 2026; 2 means "without photos".
  if (filter.withPhoto === 1 && card.photoCount === 0) return false;
  if (filter.withPhoto === 2 && card.photoCount > 0) return false;
  if (filter.textSearch) {
    const needle = filter.textSearch.toLowerCase();
    const haystack = [card.title, card.vendorCode, String(card.nmID), ...card.sizes.map((s) => s.barcode)].join(' ').toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  if (filter.tagIDs?.length && !filter.tagIDs.some((id) => card.tagIds.includes(id))) return false;
  if (filter.objectIDs?.length && !filter.objectIDs.includes(card.subject.id)) return false;
  if (filter.brands?.length && !filter.brands.includes(card.brand)) return false;
  if (filter.imtID && filter.imtID !== card.imtID) return false;
  return true;
}

function compare(a: Card, b: Card, ascending: boolean): number {
  const d = a.updatedAt - b.updatedAt || a.nmID - b.nmID;
  return ascending ? d : -d;
}

/** Index of the first card strictly past the cursor (updatedAt, nmID) in the sort order. */
function firstAfter(sorted: readonly Card[], updatedAt: number, nmID: number, ascending: boolean): number {
  const i = sorted.findIndex((card) => {
    const d = card.updatedAt - updatedAt || card.nmID - nmID;
    return ascending ? d > 0 : d < 0;
  });
  return i === -1 ? sorted.length : i;
}

function cardJson(card: Card, baseUrl: string) {
  return {
    nmID: card.nmID,
    imtID: card.imtID,
    nmUUID: card.nmUUID,
    subjectID: card.subject.id,
    subjectName: card.subject.name,
    vendorCode: card.vendorCode,
    brand: card.brand,
    title: card.title,
    description: card.description,
    needKiz: false,
    kizMarked: false,
    photos: photoLinks(baseUrl, card),
    video: '',
    wholesale: { enabled: false, quantum: 0 },
    dimensions: { ...card.dimensions },
    characteristics: [
      { id: 14177449, name: 'Цвет', value: [card.color] },
      { id: 14177450, name: 'Страна производства', value: ['Беларусь'] },
      { id: 15000001, name: 'Код цвета', value: [String(COLORS.indexOf(card.color as (typeof COLORS)[number]) + 1)] },
    ],
    sizes: card.sizes.map((s) => ({ chrtID: s.chrtID, techSize: s.techSize, wbSize: s.wbSize, skus: [s.barcode] })),
    tags: card.tagIds.map((id) => TAGS.find((t) => t.id === id)!).map((t) => ({ id: t.id, name: t.name, color: t.color })),
    createdAt: new Date(card.createdAt).toISOString(),
    updatedAt: new Date(card.updatedAt).toISOString(),
  };
}
