// Which value unit economics takes for a card, and where it came from: the what-if of the request,
// the card's own settings, its orders and sales, WB's storage and acceptance reports, the company's
// defaults, or the built-in default. The order of each chain is in docs/money.md («Where each input comes from»).

/** Where an input of a card's unit economics came from. */
export type InputSource = 'whatIf' | 'card' | 'cardReturns' | 'orders' | 'report' | 'company' | 'default';

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

/** Days on WB's shelf, by the tariff, when WB's storage report gives the card no figure. */
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
  /** From the card's orders and sales; null when not counted. */
  buyoutFromOrders: number | null;
  /** Kopecks per unit from WB's paid storage and acceptance reports; null when they give none. */
  storageFromReport: number | null;
  acceptanceFromReport: number | null;
}

/** FBO storage: WB's report per unit, or a number of days at the warehouse's tariff. */
export interface StorageInput {
  source: InputSource;
  /** Kopecks per unit when the source is the report; else null. */
  perUnit: number | null;
  /** Days at the tariff when the source is not the report; else null. */
  days: number | null;
}

export interface ResolvedInputs {
  buyout: Sourced;
  acquiring: Sourced;
  storage: StorageInput;
  acceptance: Sourced;
  packaging: Sourced;
  deliveryToWb: Sourced;
}

function storageInput(whatIfDays: number | null, fromReport: number | null): StorageInput {
  if (whatIfDays !== null) return { source: 'whatIf', perUnit: null, days: whatIfDays };
  if (fromReport !== null) return { source: 'report', perUnit: fromReport, days: null };
  return { source: 'default', perUnit: null, days: DEFAULT_STORAGE_DAYS };
}

export function resolveInputs(inputs: CardInputs): ResolvedInputs {
  const { card, company, whatIf, buyoutFromOrders } = inputs;
  const amount = (field: 'acceptance' | 'packaging' | 'deliveryToWb', fromReport: number | null = null) =>
    firstGiven([
      [card[field], 'card'],
      [fromReport, 'report'],
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
    storage: storageInput(whatIf.storageDays, inputs.storageFromReport),
    acceptance: amount('acceptance', inputs.acceptanceFromReport),
    packaging: amount('packaging'),
    deliveryToWb: amount('deliveryToWb'),
  };
}
