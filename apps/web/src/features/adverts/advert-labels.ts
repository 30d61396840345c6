import type { StatusLabel } from '../../shared/columns/column-spec.ts';

/** WB's campaign statuses as chips. */
export const STATUS_LABELS: Record<string, StatusLabel> = {
  '-1': { label: 'Удалена', color: 'default' },
  '4': { label: 'Готова к запуску', color: 'info' },
  '7': { label: 'Завершена', color: 'default' },
  '8': { label: 'Отменена', color: 'default' },
  '9': { label: 'Активна', color: 'success' },
  '11': { label: 'Приостановлена', color: 'warning' },
};

/** Type 8 is the former automatic campaign; type 9 is told apart by its bid. */
export function typeLabel(type: number | null | undefined, bidType: string | null | undefined): string {
  if (type === 8) return 'Авто (единая ставка)';
  if (type === 9) return bidType === 'manual' ? 'Ручная ставка' : 'Единая ставка';
  return type == null ? '—' : `Тип ${type}`;
}

export const paymentLabel = (paymentType: string | null | undefined) =>
  paymentType === 'cpc' ? 'За клики' : paymentType === 'cpm' ? 'За показы' : '—';

export const ACTION_LABELS: Record<string, string> = {
  exclude: 'Исключены фразы',
  restore: 'Возвращены фразы',
  start: 'Запуск',
  pause: 'Пауза',
  stop: 'Завершение',
};

export const OUTCOME_LABELS: Record<string, StatusLabel> = {
  done: { label: 'WB принял', color: 'success' },
  partial: { label: 'Принято частично', color: 'warning' },
  refused: { label: 'WB отказал', color: 'error' },
  sent: { label: 'Ждём ответа WB', color: 'info' },
  unanswered: { label: 'Ответ WB не получен', color: 'warning' },
};

/** Which changes WB allows from a status (start from 4 or 11, pause from 9, stop from 9 or 11). */
export const canStart = (status: number) => status === 4 || status === 11;
export const canPause = (status: number) => status === 9;
export const canStop = (status: number) => status === 9 || status === 11;
