/** WB's campaign statuses by name. */
export const ADVERT_STATUS = {
  deleted: -1,
  ready: 4,
  finished: 7,
  cancelled: 8,
  active: 9,
  paused: 11,
} as const;

/** WB's campaign statuses as the seller reads them. */
export const STATUS_NAMES: Record<number, string> = {
  [ADVERT_STATUS.deleted]: 'Удалена',
  [ADVERT_STATUS.ready]: 'Готова к запуску',
  [ADVERT_STATUS.finished]: 'Завершена',
  [ADVERT_STATUS.cancelled]: 'Отменена',
  [ADVERT_STATUS.active]: 'Активна',
  [ADVERT_STATUS.paused]: 'Приостановлена',
};

export type StatusAction = 'start' | 'pause' | 'stop';

/** Which statuses WB changes from (docs/wb-api.md, «Adverts»): start from 4 or 11, pause from 9, stop from 9 or 11. */
export const ALLOWED_FROM: Record<StatusAction, number[]> = {
  start: [ADVERT_STATUS.ready, ADVERT_STATUS.paused],
  pause: [ADVERT_STATUS.active],
  stop: [ADVERT_STATUS.active, ADVERT_STATUS.paused],
};

const VERB: Record<StatusAction, string> = { start: 'запустить', pause: 'приостановить', stop: 'завершить' };
const DONE: Record<StatusAction, string> = {
  start: 'Кампания запущена',
  pause: 'Кампания приостановлена',
  stop: 'Кампания завершена',
};

export const statusName = (status: number) => STATUS_NAMES[status] ?? `статус ${status}`;

export const statusChanged = (action: StatusAction) => DONE[action];

/** Why WB did not change the status, given the status WB reports now. */
export function statusRefusal(action: StatusAction, current: number): string {
  const allowed = ALLOWED_FROM[action].map((s) => `«${statusName(s)}»`).join(' или ');
  const rule = `Кампанию можно ${VERB[action]} только из статуса ${allowed}`;
  if (!ALLOWED_FROM[action].includes(current)) return `${rule}; сейчас она «${statusName(current)}».`;
  return action === 'start'
    ? `WB не запустил кампанию: проверьте её бюджет — без бюджета WB не запускает кампанию. ${rule}.`
    : `WB не изменил статус кампании (сейчас «${statusName(current)}»): повторите позже.`;
}
