import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { unitEconomicsReport, type UnitRowShape } from '../unit/unit.service.ts';

export type PriceScheme = 'fbo' | 'fbs';

/** How the new prices are chosen: typed per card, or found for a margin or a profit per unit. */
export type PreviewMode = 'hand' | 'margin' | 'profit';

export interface PreviewInput {
  scheme: PriceScheme;
  mode: PreviewMode;
  warehouseName: string | null;
  /** Margin, hundredths of a percent (margin mode). */
  targetMarginPercent: number | null;
  /** Profit per unit sold, kopecks (profit mode). */
  targetProfit: number | null;
  /** The cards; a price and discount per card by hand, a discount to keep in the target modes. */
  cards: { nmID: number; price?: number | null; discount?: number | null }[];
}

export interface Figures {
  price: number | null;
  discount: number | null;
  priceAfterDiscount: number | null;
  profit: number | null;
  marginPercent: number | null;
  roiPercent: number | null;
}

export interface PreviewRowShape {
  nmID: number;
  /** A size's own price (sizePricePreview); absent for a card. */
  sizeID?: number | null;
  techSize?: string | null;
  vendorCode: string;
  title: string | null;
  before: Figures;
  after: Figures;
  /** Why the card cannot be sent as it is, in Russian; it is left out of «Отправить». */
  problem: string | null;
  /** A warning that does not stop the send (WB's quarantine). */
  warning: string | null;
}

export interface PreviewShape {
  scheme: PriceScheme;
  warehouseName: string | null;
  rows: PreviewRowShape[];
}

export const MAX_CARDS = 1000;

export const figuresOf = (row: UnitRowShape, scheme: PriceScheme): Figures => ({
  price: row.price,
  discount: row.discount,
  priceAfterDiscount: row.priceAfterDiscount,
  profit: row[scheme]?.profit ?? null,
  marginPercent: row[scheme]?.marginPercent ?? null,
  roiPercent: row[scheme]?.roiPercent ?? null,
});

const rubles = (kopecks: number) => (kopecks / 100).toLocaleString('ru-RU');

/** WB's quarantine warning for a line, or null. */
export function quarantineWarning(before: Figures, after: Figures | null): string | null {
  return after && wouldQuarantine(before, after)
    ? `Цена со скидкой ${rubles(after.priceAfterDiscount!)} ₽ в 3 и более раз ниже нынешней ${rubles(before.priceAfterDiscount!)} ₽: WB поместит её в карантин и продолжит продавать по старой.`
    : null;
}

/** Whether WB would hold the new price in its quarantine: after the discount, 3 times lower or more. */
export function wouldQuarantine(before: Figures, after: Figures): boolean {
  return (
    before.priceAfterDiscount !== null &&
    after.priceAfterDiscount !== null &&
    after.priceAfterDiscount * 3 <= before.priceAfterDiscount
  );
}

function checkInput(input: PreviewInput) {
  if (input.cards.length === 0) throw appError('BAD_USER_INPUT', 'Выберите хотя бы один товар.');
  if (input.cards.length > MAX_CARDS) {
    throw appError(
      'BAD_USER_INPUT',
      `WB принимает не больше ${MAX_CARDS} товаров за раз, а выбрано ${input.cards.length}.`,
    );
  }
  if (input.mode === 'margin' && input.targetMarginPercent === null) {
    throw appError('BAD_USER_INPUT', 'Укажите маржу, которую должна дать цена.', { field: 'targetMarginPercent' });
  }
  if (input.mode === 'profit' && input.targetProfit === null) {
    throw appError('BAD_USER_INPUT', 'Укажите прибыль с единицы, которую должна дать цена.', { field: 'targetProfit' });
  }
  for (const card of input.cards) {
    if (card.price != null && (card.price <= 0 || card.price % 100 !== 0)) {
      throw appError('BAD_USER_INPUT', `Цена товара ${card.nmID}: WB принимает целые рубли больше нуля.`, {
        field: 'price',
      });
    }
  }
}

/**
 * Old and new price, profit, margin and ROI of each chosen card, counted by the unit economics of
 * /unit (modules/unit) at the company's warehouse and tax: nothing is sent.
 */
export async function pricePreview(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  input: PreviewInput,
): Promise<PreviewShape> {
  checkInput(input);
  const chosen = new Map(input.cards.map((c) => [c.nmID, c]));
  const keepDiscounts = input.cards
    .filter((c) => c.discount != null)
    .map((c) => ({ nmID: c.nmID, discount: c.discount! }));
  const now = await unitEconomicsReport(ctx, caller, input.warehouseName, {
    prices: input.mode === 'hand' ? [] : keepDiscounts,
    targetMarginPercent: input.mode === 'margin' ? input.targetMarginPercent : null,
    targetProfit: input.mode === 'profit' ? input.targetProfit : null,
  });
  const current = await unitEconomicsReport(ctx, caller, input.warehouseName, {});
  const currentOf = new Map(current.rows.map((r) => [r.nmID, r]));
  const rows = now.rows.filter((r) => chosen.has(r.nmID));
  const missing = [...chosen.keys()].filter((nm) => !rows.some((r) => r.nmID === nm));
  if (missing.length > 0)
    throw appError('NOT_FOUND', `Товары ${missing.join(', ')} не найдены среди карточек компании.`);

  const newPrices = new Map<number, { price: number | null; discount: number | null; problem: string | null }>();
  for (const row of rows) {
    const card = chosen.get(row.nmID)!;
    const discount = card.discount ?? row.discount;
    if (input.mode === 'hand') {
      newPrices.set(row.nmID, { price: card.price ?? row.price, discount, problem: null });
      continue;
    }
    const scheme = row[input.scheme];
    const found = input.mode === 'margin' ? scheme?.priceForTargetMargin : scheme?.priceForTargetProfit;
    const problem =
      row.price === null
        ? 'У товара нет цены WB: дождитесь загрузки цен.'
        : (scheme?.missing ??
          (found == null ? 'Ни одна цена не даёт такой результат: комиссия и налог забирают больше.' : null));
    newPrices.set(row.nmID, { price: problem ? null : found!, discount, problem });
  }
  const after = await unitEconomicsReport(ctx, caller, input.warehouseName, {
    prices: [...newPrices.entries()]
      .filter(([, p]) => p.price !== null)
      .map(([nmID, p]) => ({ nmID, price: p.price, discount: p.discount })),
  });
  const afterOf = new Map(after.rows.map((r) => [r.nmID, r]));
  return {
    scheme: input.scheme,
    warehouseName: now.warehouseName,
    rows: rows.map((row): PreviewRowShape => {
      const chosenPrice = newPrices.get(row.nmID)!;
      const before = figuresOf(currentOf.get(row.nmID)!, input.scheme);
      const next = chosenPrice.price === null ? null : figuresOf(afterOf.get(row.nmID)!, input.scheme);
      const unchanged = next !== null && next.price === before.price && next.discount === before.discount;
      const problem = chosenPrice.problem ?? (unchanged ? 'Цена и скидка не меняются.' : null);
      const afterFigures = next ?? {
        price: null,
        discount: chosenPrice.discount,
        priceAfterDiscount: null,
        profit: null,
        marginPercent: null,
        roiPercent: null,
      };
      return {
        nmID: row.nmID,
        vendorCode: row.vendorCode,
        title: row.title,
        before,
        after: afterFigures,
        problem,
        warning: quarantineWarning(before, next),
      };
    }),
  };
}
