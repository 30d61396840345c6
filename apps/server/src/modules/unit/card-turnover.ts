// What a card's own orders, sales and FBO supplies say about its unit economics: the share of
// orders bought out, and how many days a unit waits on WB's shelf (stock ÷ sales per day).
// Integers only; the rules and their reasons are in docs/money.md («Buyout and storage days of a card»).

import { divideHalfUp, ratioPercent, toSafeNumber } from '../../lib/money.ts';

/** Orders and sales of the last 90 days give the buyout; WB keeps its statistics that long. */
export const BUYOUT_DAYS = 90;
/** Fewer orders than this say little about a card's buyout. */
export const MIN_ORDERS_FOR_BUYOUT = 10;
/** Sales per day are those of the last 30 days: the pace the card sells at now. */
export const TURNOVER_SALES_DAYS = 30;
/** The stock is counted from FBO supplies accepted in the last 90 days, whose orders are all synced. */
export const STOCK_SUPPLY_DAYS = 90;
/** Fewer sales than this in TURNOVER_SALES_DAYS say little about a card's pace: one sale a month would read as years on the shelf. */
export const MIN_SALES_FOR_TURNOVER = 10;
/** The longest storage a what-if accepts, so a card that hardly sells does not go beyond it either. */
export const MAX_STORAGE_DAYS = 3650;

export interface BuyoutFromOrders {
  /** Hundredths of a percent; null when the card's figures do not allow one (see `note`). */
  percent: number | null;
  /** Orders placed in the window, cancelled and refused ones included. */
  orders: number;
  /** Units sold in the window less units returned. */
  sold: number;
  /** Why there is no percent, in the seller's words; null when there is one. */
  note: string | null;
}

/**
 * Buyout = units sold less returned ÷ units ordered, both over the same days. Cancelled orders
 * count as ordered: WB marks a buyer's refusal at the pickup point as cancelled too, and such a
 * unit did travel there and back.
 */
export function buyoutFromOrders(orders: number, sold: number): BuyoutFromOrders {
  if (orders < MIN_ORDERS_FOR_BUYOUT)
    return {
      percent: null,
      orders,
      sold,
      note: `За ${BUYOUT_DAYS} дней заказов ${orders}: мало, чтобы судить о выкупе (нужно от ${MIN_ORDERS_FOR_BUYOUT}).`,
    };
  if (sold <= 0) return { percent: null, orders, sold, note: `За ${BUYOUT_DAYS} дней нет выкупленных единиц.` };
  // Sales of orders placed before the window can outnumber its orders: never above 100 %.
  return { percent: Math.min(10_000, ratioPercent(sold, orders)!), orders, sold, note: null };
}

export interface SupplyStock {
  /** Units WB accepted from the supply. */
  accepted: number;
  /** Orders that took a unit from it, cancelled ones left out. */
  ordered: number;
}

/**
 * Units of the card still on WB's shelves from the supplies: what each supply brought less what
 * was ordered from it, never below 0 per supply; null when no supply was accepted in the window.
 */
export function stockFromSupplies(supplies: SupplyStock[]): number | null {
  if (supplies.length === 0) return null;
  return supplies.reduce((stock, supply) => stock + Math.max(0, supply.accepted - supply.ordered), 0);
}

export interface Turnover {
  /** Units on WB's shelves (estimated from the supplies); null when not known. */
  stock: number | null;
  /** Units sold from WB's warehouses less returned in the last TURNOVER_SALES_DAYS days. */
  sold: number;
  /** stock ÷ sales per day, whole days; null when it cannot be counted (see `note`). */
  days: number | null;
  note: string | null;
}

/** Days on the shelf = stock ÷ (sold ÷ days), rounded half up to a whole day, at most MAX_STORAGE_DAYS. */
export function turnoverDays(stock: number | null, sold: number): Turnover {
  if (stock === null)
    return {
      stock,
      sold,
      days: null,
      note: `Нет принятых поставок FBO за ${STOCK_SUPPLY_DAYS} дней: остаток на складах WB неизвестен.`,
    };
  if (sold <= 0) return { stock, sold, days: null, note: `Нет продаж со складов WB за ${TURNOVER_SALES_DAYS} дней.` };
  if (sold < MIN_SALES_FOR_TURNOVER)
    return {
      stock,
      sold,
      days: null,
      note: `За ${TURNOVER_SALES_DAYS} дней продано со складов WB ${sold}: мало, чтобы судить об оборачиваемости (нужно от ${MIN_SALES_FOR_TURNOVER}).`,
    };
  if (stock === 0)
    return {
      stock,
      sold,
      days: null,
      note: `Поставленное за ${STOCK_SUPPLY_DAYS} дней уже заказано: остатка на складах WB нет.`,
    };
  const days = toSafeNumber(divideHalfUp(BigInt(stock) * BigInt(TURNOVER_SALES_DAYS), BigInt(sold)));
  return { stock, sold, days: Math.min(days, MAX_STORAGE_DAYS), note: null };
}
