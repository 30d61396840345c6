import type { MutationResultShape } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { unitEconomicsReport, PRICE_CURRENCY, type UnitRowShape } from '../unit/unit.service.ts';
import { cardsWord } from './join-words.ts';
import { queuePromotionJoins } from './promotion-join-job.ts';
import { promotionsWriter } from './promotions-writer.ts';
import * as repo from './promotions.repo.ts';
import { CALENDAR_PAGE } from '@seller-helper/wb';

// WB's promotions for the seller: the calendar, each promotion's cards with what a unit earns at WB's
// promotion price (the unit economics of /unit, docs/money.md «A promotion's price»), and joins.

export type PromotionState = 'current' | 'coming' | 'ended';

export interface PromotionShape {
  promotionId: number;
  name: string;
  description: string;
  advantages: string[];
  type: 'regular' | 'auto';
  startAt: Date;
  endAt: Date;
  state: PromotionState;
  /** The seller's cards offered to it and in it, as last read from WB. */
  offered: number;
  inAction: number;
  cardsSyncedAt: Date | null;
}

export function stateOf(promotion: { startAt: Date; endAt: Date }, now: Date): PromotionState {
  if (promotion.endAt < now) return 'ended';
  return promotion.startAt > now ? 'coming' : 'current';
}

const shapeOf = (
  row: repo.PromotionRow,
  counts: { offered: number; inAction: number },
  now: Date,
): PromotionShape => ({
  promotionId: row.promotionId,
  name: row.name,
  description: row.description,
  advantages: row.advantages,
  type: row.type,
  startAt: row.startAt,
  endAt: row.endAt,
  state: stateOf(row, now),
  offered: counts.offered,
  inAction: counts.inAction,
  cardsSyncedAt: row.cardsSyncedAt,
});

export async function listPromotions(ctx: GraphQLContext, { companyId }: CompanyCaller, now = new Date()) {
  const rows = await repo.promotionsOf(ctx.db, companyId);
  return rows.map((r) => shapeOf(r.promotion, { offered: r.offered, inAction: r.inAction }, now));
}

export async function requirePromotion(ctx: GraphQLContext, companyId: number, promotionId: number, now = new Date()) {
  const row = Number.isSafeInteger(promotionId) ? await repo.promotionOf(ctx.db, companyId, promotionId) : undefined;
  if (!row) throw appError('NOT_FOUND', 'Акция не найдена среди акций WB компании.');
  const cards = await repo.promotionCards(ctx.db, companyId, promotionId);
  const shape = shapeOf(row, { offered: cards.length, inAction: cards.filter((c) => c.inAction).length }, now);
  return { promotion: shape, cards };
}

// --- What a unit earns at the promotion's price ---

export type Scheme = 'fbo' | 'fbs';

/** A floor a card must clear at the promotion price: a margin (hundredths of a percent) or a profit (kopecks). */
export type Floor = { marginPercent: number } | { profit: number } | null;

export interface PromotionCardShape {
  nmId: number;
  vendorCode: string | null;
  title: string | null;
  inAction: boolean;
  currency: string;
  /** WB's figures: the price before discount, the discount now and the one WB sets, the promotion price. */
  price: number;
  discount: number;
  planDiscount: number;
  planPrice: number;
  /** The price after discount the card sells at in the promotion, and now. */
  promoPriceAfterDiscount: number | null;
  currentPriceAfterDiscount: number | null;
  profit: number | null;
  marginPercent: number | null;
  roiPercent: number | null;
  currentProfit: number | null;
  currentMarginPercent: number | null;
  /** Why profit is empty; null when it is there. */
  missing: string | null;
  /** The profit at the promotion price is under the floor (or below zero when no floor is given); null without profit. */
  belowFloor: boolean | null;
}

export interface PromotionCardsShape {
  promotion: PromotionShape;
  scheme: Scheme;
  warehouseName: string | null;
  cards: PromotionCardShape[];
}

/** Profit under the floor, compared exactly: a margin as profit × 100 % against floor × price. */
export function underFloor(profit: number, priceAfterDiscount: number, floor: Floor): boolean {
  if (floor === null) return profit < 0;
  if ('profit' in floor) return profit < floor.profit;
  return BigInt(profit) * 10_000n < BigInt(floor.marginPercent) * BigInt(priceAfterDiscount);
}

function checkFloor(floor: Floor): Floor {
  if (floor && 'marginPercent' in floor && (floor.marginPercent <= -10_000 || floor.marginPercent >= 10_000))
    throw appError('BAD_USER_INPUT', 'Минимальная маржа: больше −100 % и меньше 100 %.', { field: 'floorMarginPercent' });
  return floor;
}

export async function promotionCards(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  promotionId: number,
  scheme: Scheme,
  floor: Floor,
  warehouseName: string | null = null,
): Promise<PromotionCardsShape> {
  checkFloor(floor);
  const { promotion, cards } = await requirePromotion(ctx, caller.companyId, promotionId);
  // The same model as /unit: the card's settings and figures, the promotion's price and discount as a what-if.
  const priced = cards.filter((c) => c.currency === PRICE_CURRENCY);
  const [current, promo] = await Promise.all([
    unitEconomicsReport(ctx, caller, warehouseName, {}),
    unitEconomicsReport(ctx, caller, warehouseName, {
      prices: priced.map((c) => ({ nmID: c.nmId, price: c.priceKopecks, discount: c.planDiscount })),
    }),
  ]);
  const rowOf = (report: typeof current) => new Map(report.rows.map((r) => [r.nmID, r]));
  const currentOf = rowOf(current);
  const promoOf = rowOf(promo);
  return {
    promotion,
    scheme,
    warehouseName: promo.warehouseName,
    cards: cards.map((card) => cardShape(card, currentOf.get(card.nmId), promoOf.get(card.nmId), scheme, floor)),
  };
}

function cardShape(
  card: repo.PromotionCardRow,
  current: UnitRowShape | undefined,
  promo: UnitRowShape | undefined,
  scheme: Scheme,
  floor: Floor,
): PromotionCardShape {
  const known = promo ?? current;
  const base = {
    nmId: card.nmId,
    vendorCode: known?.vendorCode ?? null,
    title: known?.title ?? null,
    inAction: card.inAction,
    currency: card.currency,
    price: card.priceKopecks,
    discount: card.discount,
    planDiscount: card.planDiscount,
    planPrice: card.planPriceKopecks,
    currentPriceAfterDiscount: current?.priceAfterDiscount ?? null,
    currentProfit: current?.[scheme]?.profit ?? null,
    currentMarginPercent: current?.[scheme]?.marginPercent ?? null,
  };
  const none = { promoPriceAfterDiscount: null, profit: null, marginPercent: null, roiPercent: null, belowFloor: null };
  if (card.currency !== PRICE_CURRENCY)
    return { ...base, ...none, missing: `Цена акции в ${card.currency}, а расчёт в ${PRICE_CURRENCY}: валюты не смешиваются` };
  if (!promo) return { ...base, ...none, missing: 'Карточки нет среди загруженных товаров: прибыль не посчитать' };
  const economics = promo[scheme];
  const profit = economics?.profit ?? null;
  const priceAfter = promo.priceAfterDiscount;
  return {
    ...base,
    promoPriceAfterDiscount: priceAfter,
    profit,
    marginPercent: economics?.marginPercent ?? null,
    roiPercent: economics?.roiPercent ?? null,
    missing: profit === null ? (economics?.missing ?? 'Прибыль не посчитать') : null,
    belowFloor: profit === null || priceAfter === null ? null : underFloor(profit, priceAfter, floor),
  };
}

// --- Joins ---

export interface JoinShape {
  id: number;
  promotionId: number;
  nmIds: number[];
  joined: number[];
  uploadNow: boolean;
  outcome: string;
  wbAnswer: string;
  who: string | null;
  createdAt: Date;
  updatedAt: Date | null;
}

type JoinRecord = NonNullable<Awaited<ReturnType<typeof repo.joinOf>>>;

const joinShape = ({ join, userName, userEmail }: JoinRecord): JoinShape => ({
  id: join.id,
  promotionId: join.promotionId,
  nmIds: join.nmIds,
  joined: join.joined,
  uploadNow: join.uploadNow,
  outcome: join.outcome,
  wbAnswer: join.wbAnswer,
  who: userName || userEmail || null,
  createdAt: join.createdAt,
  updatedAt: join.updatedAt,
});

export async function joinLog(ctx: GraphQLContext, { companyId }: CompanyCaller, promotionId: number) {
  await requirePromotion(ctx, companyId, promotionId);
  return (await repo.joinsOf(ctx.db, companyId, promotionId)).map(joinShape);
}

/** The log's words for a join sent to WB whose answer has not come yet. */
const SENT = 'Отправлено в WB, ждём ответа';

export interface JoinResult extends MutationResultShape {
  join: JoinShape;
  promotion: PromotionShape;
}

/**
 * Logs a join of the chosen cards and queues it; the job sends it to WB and completes the entry. A
 * promotion, card list or token WB would refuse is refused here, before anything is logged or sent.
 */
export async function joinPromotion(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  promotionId: number,
  nmIds: readonly number[],
  now = new Date(),
): Promise<JoinResult> {
  const { promotion, cards } = await requirePromotion(ctx, caller.companyId, promotionId, now);
  if (promotion.state === 'ended') throw appError('CONFLICT', `Акция «${promotion.name}» уже закончилась: WB не добавит в неё товары.`);
  if (promotion.type === 'auto')
    throw appError('CONFLICT', `«${promotion.name}» — автоакция: WB сам добавляет в неё товары, через API их не добавить.`);
  const chosen = [...new Set(nmIds)];
  if (chosen.length === 0) throw appError('BAD_USER_INPUT', 'Выберите хотя бы один товар.', { field: 'nmIds' });
  if (chosen.length > CALENDAR_PAGE)
    throw appError('BAD_USER_INPUT', `WB принимает не больше ${CALENDAR_PAGE} товаров за раз, а выбрано ${chosen.length}.`, {
      field: 'nmIds',
    });
  const offered = new Map(cards.map((c) => [c.nmId, c]));
  const foreign = chosen.filter((nm) => !offered.has(nm));
  if (foreign.length > 0)
    throw appError('BAD_USER_INPUT', `WB не предлагает акции «${promotion.name}» товары ${foreign.join(', ')}.`, {
      field: 'nmIds',
    });
  const already = chosen.filter((nm) => offered.get(nm)!.inAction);
  if (already.length === chosen.length) throw appError('CONFLICT', 'Выбранные товары уже участвуют в акции.');
  const sending = chosen.filter((nm) => !already.includes(nm));
  await promotionsWriter(ctx, caller.companyId);
  const logged = await repo.logJoin(
    ctx.db,
    {
      companyId: caller.companyId,
      promotionId,
      userId: caller.userId,
      nmIds: sending,
      uploadNow: promotion.state === 'current',
    },
    SENT,
  );
  await queuePromotionJoins(ctx.jobs, caller.companyId, promotionId);
  const join = (await repo.joinOf(ctx.db, caller.companyId, logged.id))!;
  return {
    id: String(logged.id),
    message: `Добавляем в акцию «${promotion.name}» ${cardsWord(sending.length)}: ответ WB появится в журнале.`,
    join: joinShape(join),
    promotion,
  };
}
