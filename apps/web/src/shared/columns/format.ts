import { formatDecimal, formatPercent, formatRub } from '../money-format.ts';
import { formatDay, formatMoscowDateTime } from '../moscow-time.ts';
import type { CellValue, ColumnSpec } from './column-spec.ts';

/** «05.03.2026» from "2026-03-05" (read as a calendar day, whatever the time zone). */
export const formatDate = formatDay;

/** «05.03.2026 14:30» in Moscow time, as WB's cabinet shows it, whatever the browser's zone. */
export const formatDateTime = formatMoscowDateTime;

/** A cell's value as the grid shows it. */
export function formatCell<Row>(spec: ColumnSpec<Row>, value: CellValue): string {
  if (value == null || value === '') return '—';
  const text = String(value);
  switch (spec.kind) {
    case 'money':
      return formatRub(text);
    case 'percent':
      return formatPercent(text);
    case 'decimal':
      return formatDecimal(text, spec.places ?? 2);
    case 'integer':
      return formatDecimal(text, 0);
    case 'date':
      return formatDate(text);
    case 'dateTime':
      return formatDateTime(text);
    case 'status':
      return spec.statuses?.[text]?.label ?? text;
    case 'text':
      return text;
  }
}
