// Storage and paid acceptance of one unit from WB's own reports: what WB charged the card over some
// days, divided by the units it was for. Integers only; the rules and their WB sources are in
// docs/money.md («Storage and paid acceptance from WB's reports»).

import { divideHalfUp, kopecksToText, toSafeNumber } from '../../lib/money.ts';
import { formatDay } from '../../lib/moscow-time.ts';
import { countOf } from '../imports/russian-count.ts';

export interface ReportDays {
  from: string;
  to: string;
}

/** A card's figure from a WB report: per unit, or why there is none, and where it came from. */
export interface FromReport {
  /** Kopecks per unit, half-up; null when the report does not give one (see `source`). */
  perUnit: number | null;
  /** The report's days; null when no report is stored. */
  days: ReportDays | null;
  /** WB's charge over the days, kopecks. */
  chargedKopecks: number;
  /** The units divided by: orders from WB's warehouses (storage) or units accepted (acceptance). */
  units: number;
  /** Where the figure comes from, in the seller's words: «по отчёту … за …» or «нет отчёта — …». */
  source: string;
}

const period = (days: ReportDays) => `${formatDay(days.from)}–${formatDay(days.to)}`;

/**
 * Storage per unit = the card's storage charge over the report's days ÷ its orders from WB's
 * warehouses, cancellations left out, over the same days: the charge per day ÷ the sales per day.
 * `chargedMicro` is the charge in millionths of a ruble (WB bills fractions of a kopeck); absent
 * when WB charged the card nothing.
 */
export function storageFromReport(
  days: ReportDays | null,
  chargedMicro: bigint | undefined,
  orders: number,
): FromReport {
  if (!days)
    return {
      perUnit: null,
      days,
      chargedKopecks: 0,
      units: orders,
      source:
        'нет отчёта — WB ещё не прислал отчёт о платном хранении (он загружается с токеном категории «Аналитика»); взято 30 дней по тарифу склада',
    };
  const chargedKopecks = chargedMicro === undefined ? 0 : toSafeNumber(divideHalfUp(chargedMicro, 10_000n));
  const report = `по отчёту о платном хранении за ${period(days)}`;
  if (chargedMicro === undefined || chargedMicro === 0n)
    return { perUnit: 0, days, chargedKopecks, units: orders, source: `${report}: WB не начислял хранение` };
  if (orders === 0)
    return {
      perUnit: null,
      days,
      chargedKopecks,
      units: orders,
      source: `нет отчёта — за ${period(days)} WB начислил хранение ${kopecksToText(chargedKopecks)} ₽, но заказов со складов WB не было: на единицу не разделить; взято 30 дней по тарифу склада`,
    };
  return {
    perUnit: toSafeNumber(divideHalfUp(chargedMicro, BigInt(orders) * 10_000n)),
    days,
    chargedKopecks,
    units: orders,
    source: `${report}: ${kopecksToText(chargedKopecks)} ₽ ÷ ${countOf(orders, ['заказ', 'заказа', 'заказов'])} со складов WB без отмен`,
  };
}

/** Paid acceptance per unit = the card's acceptance charge over the report's days ÷ the units WB accepted. */
export function acceptanceFromReport(
  days: ReportDays | null,
  charged: { micro: bigint; units: number } | undefined,
): FromReport {
  if (!days || !charged || charged.units === 0)
    return {
      perUnit: null,
      days,
      chargedKopecks: 0,
      units: 0,
      source: days
        ? `нет отчёта — в отчёте о платной приёмке за ${period(days)} карточки нет`
        : 'нет отчёта — WB ещё не прислал отчёт о платной приёмке (он загружается с токеном категории «Аналитика»)',
    };
  const chargedKopecks = toSafeNumber(divideHalfUp(charged.micro, 10_000n));
  return {
    perUnit: toSafeNumber(divideHalfUp(charged.micro, BigInt(charged.units) * 10_000n)),
    days,
    chargedKopecks,
    units: charged.units,
    source: `по отчёту о платной приёмке за ${period(days)}: ${kopecksToText(chargedKopecks)} ₽ ÷ ${charged.units} шт.`,
  };
}
