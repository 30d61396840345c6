import { requestHeaders } from '../../shared/request-headers.ts';
import { saveFile } from '../../shared/save-file.ts';
import type { ListQuery } from '../../shared/server-grid/index.ts';
import { xlsxFileName } from '../../shared/export-xlsx.ts';
import type { Period } from '../../shared/period.ts';

export type StatisticsKind = 'orders' | 'sales';

/**
 * Downloads the whole filtered period (not the visible page) as the server writes it, with the
 * grid's sort, filters and search; throws the server's Russian message when it refuses.
 */
export async function downloadStatistics(kind: StatisticsKind, period: Period, query: ListQuery): Promise<void> {
  const params = new URLSearchParams({
    dateFrom: period.dateFrom,
    dateTo: period.dateTo,
    query: JSON.stringify({ sort: query.sort, filters: query.filters, search: query.search }),
  });
  const response = await fetch(`/api/export/${kind}.xlsx?${params}`, { headers: await requestHeaders() });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null;
    throw new Error(body?.errors?.[0]?.message ?? 'Не удалось выгрузить файл');
  }
  const name = kind === 'orders' ? 'Заказы' : 'Продажи';
  saveFile(xlsxFileName(name, period), await response.blob());
}
