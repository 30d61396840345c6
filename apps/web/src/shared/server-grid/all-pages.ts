import type { ServerPage } from './use-server-grid.ts';

/** The most rows the server gives a page; an export asks page after page. */
export const EXPORT_PAGE_SIZE = 500;

/** Every row of a server-paged list, in its order and with its filters, not only the page on screen. */
export async function allPages<Item>(
  pageOf: (page: number, pageSize: number) => Promise<ServerPage<Item> | undefined>,
): Promise<Item[]> {
  const rows: Item[] = [];
  for (let page = 0; ; page++) {
    const shown = await pageOf(page, EXPORT_PAGE_SIZE);
    rows.push(...(shown?.items ?? []));
    if (!shown || rows.length >= shown.totalCount || shown.items.length === 0) return rows;
  }
}
