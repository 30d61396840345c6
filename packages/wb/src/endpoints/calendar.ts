import { z } from 'zod';
import { WbPromotionClosedError, WbStatusNotChangedError } from '../http/errors.ts';
import type { WbRequest, WbSend } from '../http/request.ts';
import { chunks } from '../paging.ts';
import { call, kopecks, requiredWbTime } from '../schema.ts';

// WB's promotions calendar (host dp-calendar-api, token category «Цены и скидки»; docs/wb-api.md,
// «Promotions»). Every method shares one limit group.

/** `regular`: the seller adds goods; `auto`: WB adds them itself and the goods methods do not apply. */
export type PromotionType = 'regular' | 'auto';

export interface Promotion {
  id: number;
  name: string;
  type: PromotionType;
  startAt: Date;
  endAt: Date;
}

export interface PromotionDetails extends Promotion {
  description: string;
  advantages: string[];
  /** Goods of the seller in the promotion, and those that may join and are not in. */
  inPromoActionTotal: number;
  notInPromoActionTotal: number;
  /** Share of the seller's goods with stock already in, %. */
  participationPercentage: number | null;
}

/** A card that may join a promotion (or is in it), with WB's price for it. */
export interface PromotionGood {
  nmId: number;
  inAction: boolean;
  /** The card's price before the seller's discount, kopecks of `currency`. */
  priceKopecks: number;
  currency: string;
  /** WB's price during the promotion: the highest the card may sell at, kopecks. */
  planPriceKopecks: number;
  /** The card's discount now, %. */
  discount: number;
  /** The discount WB sets on joining, %. */
  planDiscount: number;
}

export interface PromotionUpload {
  uploadId: number | null;
  /** WB already holds an upload of exactly these goods: it was sent before. */
  alreadyExists: boolean;
}

/** WB's most goods and promotions per page, and goods per upload. */
export const CALENDAR_PAGE = 1000;
/** WB's most promotions per details call. */
export const DETAILS_IDS = 100;

const promotionSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().default(''),
  type: z.enum(['regular', 'auto']).catch('regular'),
  startDateTime: requiredWbTime,
  endDateTime: requiredWbTime,
});

const listAnswer = z.looseObject({
  data: z.looseObject({ promotions: z.array(promotionSchema).nullish() }).nullish(),
});

const count = z.number().int().nullish().transform((v) => v ?? 0);

const detailsAnswer = z.looseObject({
  data: z
    .looseObject({
      promotions: z
        .array(
          promotionSchema.extend({
            description: z.string().nullish(),
            advantages: z.array(z.string()).nullish(),
            inPromoActionTotal: count,
            notInPromoActionTotal: count,
            participationPercentage: z.number().int().nullish(),
          }),
        )
        .nullish(),
    })
    .nullish(),
});

const goodsAnswer = z.looseObject({
  data: z
    .looseObject({
      nomenclatures: z
        .array(
          z.looseObject({
            id: z.number().int(),
            inAction: z.boolean().default(false),
            price: kopecks,
            currencyCode: z.string().default('RUB'),
            planPrice: kopecks,
            discount: z.number().int().default(0),
            planDiscount: z.number().int().default(0),
          }),
        )
        .nullish(),
    })
    .nullish(),
});

const uploadAnswer = z.looseObject({
  data: z
    .looseObject({
      alreadyExists: z.boolean().nullish(),
      uploadID: z.number().int().nullish(),
    })
    .nullish(),
});

const toPromotion = (p: z.output<typeof promotionSchema>): Promotion => ({
  id: p.id,
  name: p.name,
  type: p.type,
  startAt: p.startDateTime!,
  endAt: p.endDateTime!,
});

/** WB's `YYYY-MM-DDTHH:MM:SSZ`. */
const utc = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A 422 of these methods means the promotion is over or unknown, not a campaign status. */
async function calendarCall<S extends z.ZodType>(send: WbSend, request: Omit<WbRequest, 'host' | 'group'>, schema: S) {
  try {
    return await call(send, { ...request, host: 'calendar', group: 'calendar' }, schema);
  } catch (error) {
    if (error instanceof WbStatusNotChangedError) throw new WbPromotionClosedError(error.details);
    throw error;
  }
}

export function calendarApi(send: WbSend) {
  /** Every promotion overlapping the period, all of them (`allPromo`) or only those open to the seller. */
  async function promotions(from: Date, to: Date, allPromo = true): Promise<Promotion[]> {
    const result: Promotion[] = [];
    for (let offset = 0; ; offset += CALENDAR_PAGE) {
      const answer = await calendarCall(
        send,
        {
          method: 'GET',
          path: '/api/v1/calendar/promotions',
          query: { startDateTime: utc(from), endDateTime: utc(to), allPromo, limit: CALENDAR_PAGE, offset },
        },
        listAnswer,
      );
      const page = answer.data?.promotions ?? [];
      result.push(...page.map(toPromotion));
      if (page.length < CALENDAR_PAGE) return result;
    }
  }

  /** Details of the promotions, 100 a call. */
  async function details(ids: readonly number[]): Promise<PromotionDetails[]> {
    const result: PromotionDetails[] = [];
    for (const promotionIDs of chunks([...new Set(ids)], DETAILS_IDS)) {
      const answer = await calendarCall(
        send,
        { method: 'GET', path: '/api/v1/calendar/promotions/details', query: { promotionIDs } },
        detailsAnswer,
      );
      for (const p of answer.data?.promotions ?? []) {
        result.push({
          ...toPromotion(p),
          description: p.description ?? '',
          advantages: p.advantages ?? [],
          inPromoActionTotal: p.inPromoActionTotal,
          notInPromoActionTotal: p.notInPromoActionTotal,
          participationPercentage: p.participationPercentage ?? null,
        });
      }
    }
    return result;
  }

  /** The seller's goods in the promotion (`inAction`) or that may join it; not for auto promotions. */
  async function goods(promotionId: number, inAction: boolean): Promise<PromotionGood[]> {
    const result: PromotionGood[] = [];
    for (let offset = 0; ; offset += CALENDAR_PAGE) {
      const answer = await calendarCall(
        send,
        {
          method: 'GET',
          path: '/api/v1/calendar/promotions/nomenclatures',
          query: { promotionID: promotionId, inAction, limit: CALENDAR_PAGE, offset },
        },
        goodsAnswer,
      );
      const page = answer.data?.nomenclatures ?? [];
      for (const g of page) {
        result.push({
          nmId: g.id,
          inAction: g.inAction,
          priceKopecks: g.price,
          currency: g.currencyCode,
          planPriceKopecks: g.planPrice,
          discount: g.discount,
          planDiscount: g.planDiscount,
        });
      }
      if (page.length < CALENDAR_PAGE) return result;
    }
  }

  /**
   * Asks WB to add the goods (at most 1000) to the promotion; `uploadNow`: the discount is set now,
   * else when the promotion starts. WB processes the upload later.
   */
  async function upload(promotionId: number, nmIds: readonly number[], uploadNow: boolean): Promise<PromotionUpload> {
    const answer = await calendarCall(
      send,
      {
        method: 'POST',
        path: '/api/v1/calendar/promotions/upload',
        body: { data: { promotionID: promotionId, uploadNow, nomenclatures: nmIds } },
      },
      uploadAnswer,
    );
    return { uploadId: answer.data?.uploadID ?? null, alreadyExists: answer.data?.alreadyExists ?? false };
  }

  return { promotions, details, goods, upload };
}
