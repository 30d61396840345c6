import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import type { ColumnSpec, StatusLabel } from '../../shared/columns/column-spec.ts';
import { formatRub } from '../../shared/money-format.ts';
import { paths } from '../../shared/paths.ts';
import type { JoinLine, PlanFactLine, PromotionCardLine, PromotionLine } from './promotions.graphql.ts';
import { CellTooltip } from '../../shared/data-screen/CellTooltip.tsx';

export const STATE_LABELS: Record<string, StatusLabel> = {
  CURRENT: { label: 'Идёт', color: 'success' },
  COMING: { label: 'Скоро', color: 'info' },
  ENDED: { label: 'Закончилась', color: 'default' },
};

const TYPE_LABELS: Record<string, string> = { REGULAR: 'Акция', AUTO: 'Автоакция' };

export const promotionColumns: ColumnSpec<PromotionLine>[] = [
  {
    field: 'name',
    header: 'Акция',
    kind: 'text',
    value: (p) => p.name,
    flex: 1,
    minWidth: 240,
    render: (p) => (
      <Link component={RouterLink} to={paths.promotion(p.promotionId)}>
        {p.name}
      </Link>
    ),
  },
  { field: 'state', header: 'Состояние', kind: 'status', value: (p) => p.state, statuses: STATE_LABELS, width: 140 },
  { field: 'type', header: 'Тип', kind: 'text', value: (p) => TYPE_LABELS[p.type] ?? p.type, width: 120 },
  { field: 'startAt', header: 'Начало', kind: 'dateTime', value: (p) => p.startAt, width: 150 },
  { field: 'endAt', header: 'Конец', kind: 'dateTime', value: (p) => p.endAt, width: 150 },
  { field: 'offered', header: 'Товаров предложено', kind: 'integer', value: (p) => p.offered, width: 170 },
  { field: 'inAction', header: 'В акции', kind: 'integer', value: (p) => p.inAction, width: 110 },
];

export const IN_ACTION_LABELS: Record<string, StatusLabel> = {
  yes: { label: 'В акции', color: 'success' },
  no: { label: 'Не в акции', color: 'default' },
};

export const FLOOR_LABELS: Record<string, StatusLabel> = {
  below: { label: 'Ниже порога', color: 'error' },
  ok: { label: 'Выше порога', color: 'success' },
};

/** «Ниже порога» with why; a card without profit says what is missing. */
const floorValue = (c: PromotionCardLine) => (c.belowFloor === null ? null : c.belowFloor ? 'below' : 'ok');

export const promotionCardColumns: ColumnSpec<PromotionCardLine>[] = [
  { field: 'nmID', header: 'Артикул WB', kind: 'text', value: (c) => String(c.nmID), width: 120 },
  { field: 'vendorCode', header: 'Артикул', kind: 'text', value: (c) => c.vendorCode, width: 140 },
  { field: 'title', header: 'Товар', kind: 'text', value: (c) => c.title, width: 200 },
  {
    field: 'inAction',
    header: 'Участие',
    kind: 'status',
    value: (c) => (c.inAction ? 'yes' : 'no'),
    statuses: IN_ACTION_LABELS,
    width: 120,
  },
  {
    field: 'belowFloor',
    header: 'Порог',
    kind: 'status',
    value: floorValue,
    statuses: FLOOR_LABELS,
    width: 140,
  },
  {
    field: 'planDiscount',
    header: 'Скидка в акции',
    kind: 'integer',
    exportHeader: 'Скидка в акции, %',
    value: (c) => c.planDiscount,
    width: 125,
  },
  {
    field: 'promoPriceAfterDiscount',
    header: 'Цена в акции',
    kind: 'money',
    value: (c) => c.promoPriceAfterDiscount,
    width: 120,
  },
  {
    field: 'profit',
    header: 'Прибыль в акции',
    kind: 'money',
    value: (c) => c.profit,
    width: 140,
    // An empty profit says why on hover.
    render: (c) =>
      c.profit !== null ? (
        formatRub(c.profit)
      ) : (
        <CellTooltip title={c.missing ?? ''}>
          <span>—</span>
        </CellTooltip>
      ),
  },
  { field: 'marginPercent', header: 'Маржа в акции', kind: 'percent', value: (c) => c.marginPercent, width: 125 },
  { field: 'roiPercent', header: 'ROI в акции', kind: 'percent', value: (c) => c.roiPercent, width: 115 },
  { field: 'planPrice', header: 'Цена акции WB', kind: 'money', value: (c) => c.planPrice, width: 130 },
  { field: 'price', header: 'Цена до скидки', kind: 'money', value: (c) => c.price, width: 130 },
  {
    field: 'discount',
    header: 'Скидка сейчас',
    kind: 'integer',
    exportHeader: 'Скидка сейчас, %',
    value: (c) => c.discount,
    width: 120,
  },
  {
    field: 'currentPriceAfterDiscount',
    header: 'Цена сейчас',
    kind: 'money',
    value: (c) => c.currentPriceAfterDiscount,
    width: 120,
  },
  { field: 'currentProfit', header: 'Прибыль сейчас', kind: 'money', value: (c) => c.currentProfit, width: 130 },
];

export const joinColumns: ColumnSpec<JoinLine>[] = [
  { field: 'createdAt', header: 'Когда', kind: 'dateTime', value: (j) => j.createdAt, width: 150 },
  { field: 'who', header: 'Кто', kind: 'text', value: (j) => j.who, width: 160 },
  { field: 'nmIds', header: 'Товары', kind: 'text', value: (j) => j.nmIds.join(', '), flex: 1, minWidth: 200 },
  {
    field: 'outcome',
    header: 'Итог',
    kind: 'status',
    value: (j) => j.outcome,
    statuses: {
      sent: { label: 'Отправлено', color: 'info' },
      done: { label: 'Принято', color: 'success' },
      partial: { label: 'Частично', color: 'warning' },
      refused: { label: 'Отказ', color: 'error' },
      unanswered: { label: 'Нет ответа', color: 'warning' },
    },
    width: 130,
  },
  { field: 'wbAnswer', header: 'Ответ WB', kind: 'text', value: (j) => j.wbAnswer, flex: 2, minWidth: 280 },
];

/** A plan-fact row: a card, or the totals line, with its two periods side by side. */
export interface PlanFactRow {
  id: string;
  nmID: number | null;
  vendorCode: string | null;
  title: string | null;
  before: PlanFactLine['before'];
  during: PlanFactLine['during'];
}

const period = (which: 'before' | 'during', word: string): ColumnSpec<PlanFactRow>[] => [
  { field: `${which}Orders`, header: `Заказы ${word}`, kind: 'integer', value: (r) => r[which].orders, width: 110 },
  {
    field: `${which}OrdersSum`,
    header: `Сумма заказов ${word}`,
    kind: 'money',
    value: (r) => r[which].ordersSum,
    width: 150,
  },
  { field: `${which}Sold`, header: `Продажи ${word}`, kind: 'integer', value: (r) => r[which].sold, width: 110 },
  { field: `${which}Revenue`, header: `Выручка ${word}`, kind: 'money', value: (r) => r[which].revenue, width: 140 },
  { field: `${which}Profit`, header: `Прибыль ${word}`, kind: 'money', value: (r) => r[which].profit, width: 140 },
];

export const planFactColumns: ColumnSpec<PlanFactRow>[] = [
  {
    field: 'nmID',
    header: 'Артикул WB',
    kind: 'text',
    value: (r) => (r.nmID === null ? 'Итого' : String(r.nmID)),
    width: 120,
  },
  { field: 'vendorCode', header: 'Артикул', kind: 'text', value: (r) => r.vendorCode, width: 130 },
  ...period('before', 'до'),
  ...period('during', 'в акции'),
];
