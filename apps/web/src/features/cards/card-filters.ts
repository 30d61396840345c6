import type { Card } from './cards.graphql.ts';

export interface CardFilters {
  search: string;
  brand: string;
  subject: string;
  tagId: string;
  withoutCostOnly: boolean;
}

export const NO_FILTERS: CardFilters = { search: '', brand: '', subject: '', tagId: '', withoutCostOnly: false };

const sortedUnique = (values: (string | null)[]) =>
  [...new Set(values.filter((value): value is string => Boolean(value)))].sort((a, b) => a.localeCompare(b, 'ru'));

/** The brands, subjects and tags the company's cards have, for the filter lists. */
export function filterOptions(cards: Card[]) {
  const tags = new Map<number, Card['tags'][number]>();
  for (const card of cards) for (const tag of card.tags) tags.set(tag.id, tag);
  return {
    brands: sortedUnique(cards.map((card) => card.brand)),
    subjects: sortedUnique(cards.map((card) => card.subjectName)),
    tags: [...tags.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru')),
  };
}

/** Search looks at the article, the title, the nmID and the barcodes. */
function matchesSearch(card: Card, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('ru');
  if (!needle) return true;
  const haystack = [card.vendorCode, card.title ?? '', String(card.nmID), ...card.sizes.flatMap((size) => size.skus)];
  return haystack.some((text) => text.toLocaleLowerCase('ru').includes(needle));
}

/**
 * The cards the filters let through. `pricedHere` are cards given a cost price on this screen since
 * the filters were last changed: they stay under «без себестоимости», so the row the seller has just
 * edited does not vanish from under the cursor while the grid is still finishing that edit.
 */
export function filterCards(cards: Card[], filters: CardFilters, pricedHere: ReadonlySet<number> = new Set()): Card[] {
  return cards.filter(
    (card) =>
      matchesSearch(card, filters.search) &&
      (!filters.brand || card.brand === filters.brand) &&
      (!filters.subject || card.subjectName === filters.subject) &&
      (!filters.tagId || card.tags.some((tag) => String(tag.id) === filters.tagId)) &&
      (!filters.withoutCostOnly || card.firstPrice == null || pricedHere.has(card.nmID)),
  );
}

/** A WB tag colour ("D1CFD7") as CSS, grey when WB sent something else. */
export function tagColor(color: string): string {
  return /^[0-9a-f]{6}$/i.test(color) ? `#${color}` : '#e0e0e0';
}
