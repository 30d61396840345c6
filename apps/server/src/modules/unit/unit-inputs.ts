// Which value unit economics takes for a card, and where it came from: the what-if of the request,
// the card's own settings, its orders, sales and supplies, the company's defaults, or the built-in
// default. The order of each chain is in docs/money.md («Where each input comes from»).

/** Where an input of a card's unit economics came from. */
export type InputSource = 'whatIf' | 'card' | 'cardReturns' | 'orders' | 'turnover' | 'company' | 'default';

export interface Sourced {
  value: number;
  source: InputSource;
}

/** The first value given, with its source; the last link of every chain is always given. */
function firstGiven(chain: [number | null | undefined, InputSource][]): Sourced {
  for (const [value, source] of chain) if (value !== null && value !== undefined) return { value, source };
  throw new Error('a chain of inputs ends with its default');
}

/** Buyout of a card with nothing known about it: every unit sent is bought. */
export const DEFAULT_BUYOUT_PERCENT = 10_000;

/**
 * WB's payment fee when nothing else says: 1.5 %. WB's report rows carry the fee and its percent
 * (`acquiringFee`, `acquiringPercent`) but no document here fixes a rate.
 */
export const DEFAULT_ACQUIRING_PERCENT = 150;

/** Days on WB's shelf when the card's turnover cannot be counted. */
export const DEFAULT_STORAGE_DAYS = 30;

export interface CardInputs {
  /** The card's own settings; null where not set. */
  card: {
    buyoutPercent: number | null;
    returnPercent: number | null;
    acquiringPercent: number | null;
    acceptance: number | null;
    packaging: number | null;
    deliveryToWb: number | null;
  };
  company: {
    buyoutPercent: number | null;
    acquiringPercent: number | null;
    acceptance: number | null;
    packaging: number | null;
    deliveryToWb: number | null;
  };
  /** The what-if of the request: for this card, then for every card. */
  whatIf: { cardBuyout: number | null; buyout: number | null; acquiring: number | null; storageDays: number | null };
  /** From the card's orders and sales, and from its stock and sales per day; null when not counted. */
  buyoutFromOrders: number | null;
  turnoverDays: number | null;
}

export interface ResolvedInputs {
  buyout: Sourced;
  acquiring: Sourced;
  storageDays: Sourced;
  acceptance: Sourced;
  packaging: Sourced;
  deliveryToWb: Sourced;
}

export function resolveInputs({ card, company, whatIf, buyoutFromOrders, turnoverDays }: CardInputs): ResolvedInputs {
  const amount = (field: 'acceptance' | 'packaging' | 'deliveryToWb') =>
    firstGiven([
      [card[field], 'card'],
      [company[field], 'company'],
      [0, 'default'],
    ]);
  return {
    buyout: firstGiven([
      [whatIf.cardBuyout, 'whatIf'],
      [whatIf.buyout, 'whatIf'],
      [card.buyoutPercent, 'card'],
      // The card's returns % is the share of units sent that come back unbought.
      [card.returnPercent === null ? null : 10_000 - card.returnPercent, 'cardReturns'],
      [buyoutFromOrders, 'orders'],
      [company.buyoutPercent, 'company'],
      [DEFAULT_BUYOUT_PERCENT, 'default'],
    ]),
    acquiring: firstGiven([
      [whatIf.acquiring, 'whatIf'],
      [card.acquiringPercent, 'card'],
      [company.acquiringPercent, 'company'],
      [DEFAULT_ACQUIRING_PERCENT, 'default'],
    ]),
    storageDays: firstGiven([
      [whatIf.storageDays, 'whatIf'],
      [turnoverDays, 'turnover'],
      [DEFAULT_STORAGE_DAYS, 'default'],
    ]),
    acceptance: amount('acceptance'),
    packaging: amount('packaging'),
    deliveryToWb: amount('deliveryToWb'),
  };
}
