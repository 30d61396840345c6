import { formatDecimal, formatPercent, formatRub } from '../money-format.ts';
import type { CellValue, ColumnSpec } from './column-spec.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** «05.03.2026» from "2026-03-05" (read as a calendar day, whatever the time zone). */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/** «05.03.2026 14:30» in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const moment = new Date(iso);
  return `${two(moment.getDate())}.${two(moment.getMonth() + 1)}.${moment.getFullYear()} ${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

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
