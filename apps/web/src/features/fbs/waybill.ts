// The waybill (ТН) of an FBS supply: one line per card and cost price, with the card's name for
// waybills, the quantity and the sum. Belarusian sellers print it for the supply's ТН/эТН.
import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import { exportTable } from '../../shared/export-xlsx.ts';
import type { MpSupplyOrder } from './fbs.graphql.ts';

export interface WaybillLine {
  /** Its place in the waybill; none on the totals line. */
  number: number | null;
  name: string;
  article: string | null;
  nmId: number | null;
  quantity: number;
  /** Cost price of one unit and the line's sum, decimal strings ("600.50"). */
  price: string | null;
  sum: string | null;
}

const SHIPPED = (order: MpSupplyOrder) =>
  order.supplierStatus !== 'cancel' && order.supplierStatus !== 'cancel_carrier';

const toKopecks = (decimal: string) => {
  const [whole = '0', fraction = ''] = decimal.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
};
const fromKopecks = (kopecks: number) =>
  `${Math.trunc(kopecks / 100)}.${String(Math.abs(kopecks % 100)).padStart(2, '0')}`;

/** Lines of the waybill in the order the cards first appear; the seller's cancelled orders stay out. */
export function waybillLines(orders: readonly MpSupplyOrder[]): { lines: WaybillLine[]; total: string | null } {
  const lines = new Map<string, WaybillLine>();
  for (const order of orders.filter(SHIPPED)) {
    const key = `${order.nmId}|${order.firstPrice}`;
    const line = lines.get(key);
    if (line) line.quantity += 1;
    else
      lines.set(key, {
        number: lines.size + 1,
        name: order.titleForTn ?? order.title ?? order.article ?? '—',
        article: order.article,
        nmId: order.nmId,
        quantity: 1,
        price: order.firstPrice,
        sum: null,
      });
  }
  let total = 0;
  let priced = true;
  for (const line of lines.values()) {
    if (line.price === null) {
      priced = false;
      continue;
    }
    const sum = toKopecks(line.price) * line.quantity;
    line.sum = fromKopecks(sum);
    total += sum;
  }
  return { lines: [...lines.values()], total: priced ? fromKopecks(total) : null };
}

const WAYBILL_COLUMNS: ColumnSpec<WaybillLine>[] = [
  { field: 'number', header: '№', kind: 'integer', value: (line) => line.number, exportWidth: 6 },
  { field: 'name', header: 'Наименование товара', kind: 'text', value: (line) => line.name, exportWidth: 50 },
  { field: 'article', header: 'Артикул продавца', kind: 'text', value: (line) => line.article, exportWidth: 20 },
  {
    field: 'nmId',
    header: 'Артикул WB',
    kind: 'text',
    value: (line) => (line.nmId == null ? null : String(line.nmId)),
  },
  { field: 'quantity', header: 'Количество, шт.', kind: 'integer', value: (line) => line.quantity },
  { field: 'price', header: 'Цена за единицу', kind: 'money', value: (line) => line.price },
  { field: 'sum', header: 'Сумма', kind: 'money', value: (line) => line.sum },
];

export function exportWaybill(supplyId: string, orders: readonly MpSupplyOrder[]) {
  const { lines, total } = waybillLines(orders);
  const totalLine: WaybillLine = {
    number: null,
    name: 'Итого',
    article: null,
    nmId: null,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    price: null,
    sum: total,
  };
  return exportTable(`ТН ${supplyId}.xlsx`, 'ТН', WAYBILL_COLUMNS, lines, totalLine);
}
