import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { unitEconomicsReport } from '../unit/unit.service.ts';
import {
  figuresOf,
  MAX_CARDS,
  quarantineWarning,
  type Figures,
  type PreviewRowShape,
  type PreviewShape,
  type PriceScheme,
} from './price-preview.service.ts';
import { cardPrices } from './prices.service.ts';

export interface SizePreviewInput {
  scheme: PriceScheme;
  warehouseName: string | null;
  /** The sizes to preview, each with its new price before the card's discount (absent: unchanged). */
  sizes: { nmID: number; sizeID: number; price?: number | null }[];
}

const NO_FIGURES = (discount: number | null): Figures => ({
  price: null,
  discount,
  priceAfterDiscount: null,
  profit: null,
  marginPercent: null,
  roiPercent: null,
});

function checkInput(input: SizePreviewInput) {
  if (input.sizes.length === 0) throw appError('BAD_USER_INPUT', 'Выберите хотя бы один размер.');
  if (input.sizes.length > MAX_CARDS) {
    throw appError(
      'BAD_USER_INPUT',
      `WB принимает не больше ${MAX_CARDS} размеров за раз, а выбрано ${input.sizes.length}.`,
    );
  }
  for (const size of input.sizes) {
    if (size.price != null && (size.price <= 0 || size.price % 100 !== 0)) {
      throw appError('BAD_USER_INPUT', `Цена размера ${size.sizeID}: WB принимает целые рубли больше нуля.`, {
        field: 'price',
      });
    }
  }
}

/**
 * Spreads the what-if prices into rounds holding at most one price per card: the unit economics
 * model counts a card at one price per call, so a card's sizes at different prices take one call each.
 */
export function pricingRounds(points: readonly { nmID: number; price: number }[]): Map<number, number>[] {
  const rounds: Map<number, number>[] = [];
  const seen = new Set<string>();
  for (const { nmID, price } of points) {
    const key = `${nmID}:${price}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const round = rounds.find((r) => !r.has(nmID)) ?? rounds[rounds.push(new Map()) - 1]!;
    round.set(nmID, price);
  }
  return rounds;
}

/**
 * Old and new price, profit, margin and ROI of single sizes: each size is counted by /unit's model
 * as its card at the size's price (the card's discount kept), so a size earns what its card would at
 * that price, to the kopeck. Nothing is sent.
 */
export async function sizePricePreview(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  input: SizePreviewInput,
): Promise<PreviewShape> {
  checkInput(input);
  const nmIDs = [...new Set(input.sizes.map((s) => s.nmID))];
  const cards = new Map((await cardPrices(ctx, caller, nmIDs)).map((c) => [c.nmID, c]));
  const missing = nmIDs.filter((nm) => !cards.has(nm));
  if (missing.length > 0) throw appError('NOT_FOUND', `Товары ${missing.join(', ')} не найдены среди цен WB компании.`);
  const chosen = input.sizes.map((typed) => {
    const card = cards.get(typed.nmID)!;
    const size = card.sizes.find((s) => s.sizeID === typed.sizeID);
    if (!size) throw appError('NOT_FOUND', `У товара ${card.vendorCode} нет размера ${typed.sizeID}.`);
    return { card, size, newPrice: typed.price ?? size.price };
  });

  const rounds = pricingRounds(
    chosen.flatMap(({ card, size, newPrice }) =>
      [size.price, newPrice].filter((p): p is number => p !== null).map((price) => ({ nmID: card.nmID, price })),
    ),
  );
  const counted = new Map<string, Figures>();
  let warehouseName: string | null = null;
  let titles = new Map<number, string | null>();
  // One call per round, one after another: each reads the company's cards and tariffs afresh.
  for (const round of rounds) {
    const report = await unitEconomicsReport(ctx, caller, input.warehouseName, {
      prices: [...round].map(([nmID, price]) => ({ nmID, price, discount: cards.get(nmID)!.discount })),
    });
    warehouseName = report.warehouseName;
    titles = new Map(report.rows.map((r) => [r.nmID, r.title]));
    for (const row of report.rows) {
      const price = round.get(row.nmID);
      if (price !== undefined) counted.set(`${row.nmID}:${price}`, figuresOf(row, input.scheme));
    }
  }
  const at = (nmID: number, price: number | null) =>
    price === null ? null : (counted.get(`${nmID}:${price}`) ?? null);

  return {
    scheme: input.scheme,
    warehouseName,
    rows: chosen.map(({ card, size, newPrice }): PreviewRowShape => {
      const before = at(card.nmID, size.price) ?? NO_FIGURES(card.discount);
      const after = at(card.nmID, newPrice);
      const problem =
        newPrice === null
          ? 'У размера нет цены WB: дождитесь загрузки цен.'
          : newPrice === size.price
            ? 'Цена не меняется.'
            : null;
      return {
        nmID: card.nmID,
        sizeID: size.sizeID,
        techSize: size.techSize,
        vendorCode: card.vendorCode,
        title: titles.get(card.nmID) ?? null,
        before,
        after: after ?? NO_FIGURES(card.discount),
        problem,
        warning: quarantineWarning(before, after),
      };
    }),
  };
}
