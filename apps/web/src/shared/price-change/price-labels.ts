import type { PriceLineStatus } from '../../gql/graphql.ts';
import type { StatusLabel } from '../columns/column-spec.ts';

/** WB's answer for one card, as the seller reads it. */
export const LINE_STATUS: Record<PriceLineStatus, StatusLabel> = {
  WAITING: { label: 'ждём ответа WB', color: 'default' },
  DONE: { label: 'изменена', color: 'success' },
  REFUSED: { label: 'отказ WB', color: 'error' },
  QUARANTINE: { label: 'в карантине', color: 'warning' },
};

export const SOURCE_LABEL: Record<string, string> = {
  HAND: 'вручную',
  MARGIN: 'по марже',
  PROFIT: 'по прибыли',
  FILE: 'из файла',
  UNDO: 'возврат цен',
};

/** A change still waiting for WB: the screen reads it again until WB answers. */
export const isRunning = (status: string) => status === 'SENDING' || status === 'PROCESSING';

/** Where a change's prices came from, as a status column: the log's filter offers these. */
export const SOURCE_STATUS: Record<string, StatusLabel> = Object.fromEntries(
  Object.entries(SOURCE_LABEL).map(([source, label]) => [source, { label, color: 'default' }]),
);

/** What a change sent: WB's three uploads. */
export const KIND_STATUS: Record<string, StatusLabel> = {
  CARD: { label: 'цена и скидка', color: 'default' },
  SIZE: { label: 'цена размера', color: 'default' },
  CLUB: { label: 'скидка WB Клуба', color: 'default' },
};
