import { z } from 'zod';
import { WbRequestRejectedError } from '../http/errors.ts';
import type { WbSend } from '../http/request.ts';
import { allPages, chunks, type WbPage } from '../paging.ts';
import { call, kopecks } from '../schema.ts';

export interface GoodsPrice {
  nmId: number;
  vendorCode: string;
  /** ISO 4217 letters, e.g. "RUB". */
  currency: string;
  /** The product's discount, percent; null since WB made it nullable (Aug 2026). */
  discountPercent: number | null;
  clubDiscountPercent: number | null;
  /** Sizes may have their own prices. */
  editableSizePrice: boolean;
  sizes: {
    /** Equals the card's chrtID. */
    sizeId: number;
    techSizeName: string;
    priceKopecks: number | null;
    discountedPriceKopecks: number | null;
    clubDiscountedPriceKopecks: number | null;
  }[];
}

const nullableKopecks = kopecks.nullish().transform((v) => v ?? null);
const nullablePercent = z
  .number()
  .nullish()
  .transform((v) => v ?? null);

const goodSchema = z.looseObject({
  nmID: z.number().int(),
  vendorCode: z.string().default(''),
  currencyIsoCode4217: z.string().default('RUB'),
  discount: nullablePercent,
  clubDiscount: nullablePercent,
  editableSizePrice: z.boolean().default(false),
  sizes: z
    .array(
      z.looseObject({
        sizeID: z.number().int(),
        techSizeName: z.string().default(''),
        price: nullableKopecks,
        discountedPrice: nullableKopecks,
        clubDiscountedPrice: nullableKopecks,
      }),
    )
    .default([]),
});

const goodsAnswer = z.looseObject({
  data: z
    .looseObject({
      listGoods: z
        .array(goodSchema)
        .nullish()
        .transform((v) => v ?? []),
    })
    .nullish(),
});

const toPrice = (g: z.output<typeof goodSchema>): GoodsPrice => ({
  nmId: g.nmID,
  vendorCode: g.vendorCode,
  currency: g.currencyIsoCode4217,
  discountPercent: g.discount,
  clubDiscountPercent: g.clubDiscount,
  editableSizePrice: g.editableSizePrice,
  sizes: g.sizes.map((s) => ({
    sizeId: s.sizeID,
    techSizeName: s.techSizeName,
    priceKopecks: s.price,
    discountedPriceKopecks: s.discountedPrice,
    clubDiscountedPriceKopecks: s.clubDiscountedPrice,
  })),
});

/** One line of a price upload. Prices are whole units of the card's currency, as WB takes them. */
export type PriceUpload =
  | { kind: 'card'; lines: { nmId: number; price?: number; discount?: number }[] }
  | { kind: 'size'; lines: { nmId: number; sizeId: number; price: number }[] }
  | { kind: 'club'; lines: { nmId: number; clubDiscount: number }[] };

const UPLOAD_PATHS = {
  card: '/api/v2/upload/task',
  size: '/api/v2/upload/task/size',
  club: '/api/v2/upload/task/club-discount',
} as const;

/** WB's answer to an upload: the task's id; `alreadyExists` when the same upload was taken before (208). */
export interface UploadedTask {
  taskId: number;
  alreadyExists: boolean;
}

/** WB refused the whole upload (400) with its own text, e.g. «Invalid price value». */
export class WbUploadRefusedError extends WbRequestRejectedError {
  constructor(
    readonly errorText: string,
    details: string,
  ) {
    super(400, details);
  }
}

const taskAnswer = z.looseObject({
  data: z.looseObject({ id: z.number().int(), alreadyExists: z.boolean().default(false) }),
});

/**
 * State of a task: 1 WB is still processing it; 3 every card changed; 4 cancelled; 5 some cards
 * changed and some refused; 6 every card refused.
 */
export interface PriceTaskState {
  status: 1 | 3 | 4 | 5 | 6;
  total: number;
  succeeded: number;
}

const stateAnswer = z.looseObject({
  data: z
    .looseObject({
      status: z.number().int(),
      overAllGoodsNumber: z.number().int().default(0),
      successGoodsNumber: z.number().int().default(0),
    })
    .nullish(),
});

/** A card (or size) of a processed task: changed (2) or refused (3) with WB's text. */
export interface PriceTaskGood {
  nmId: number;
  sizeId: number | null;
  status: 2 | 3;
  errorText: string | null;
}

const goodsTaskAnswer = z.looseObject({
  data: z
    .looseObject({
      historyGoods: z
        .array(
          z.looseObject({
            nmID: z.number().int(),
            sizeID: z
              .number()
              .int()
              .nullish()
              .transform((v) => v ?? null),
            status: z.union([z.literal(2), z.literal(3)]),
            errorText: z
              .string()
              .nullish()
              .transform((v) => v || null),
          }),
        )
        .nullish()
        .transform((v) => v ?? []),
    })
    .nullish(),
});

/** A card WB holds in the price quarantine: the new price it did not apply, and the one it sells at. */
export interface QuarantinedGood {
  nmId: number;
  newPriceKopecks: number | null;
  oldPriceKopecks: number;
  newDiscount: number | null;
  oldDiscount: number;
}

const quarantineAnswer = z.looseObject({
  data: z
    .looseObject({
      quarantineGoods: z
        .array(
          z.looseObject({
            nmID: z.number().int(),
            newPrice: kopecks.nullish().transform((v) => v ?? null),
            oldPrice: kopecks,
            newDiscount: z
              .number()
              .int()
              .nullish()
              .transform((v) => v ?? null),
            oldDiscount: z.number().int(),
          }),
        )
        .nullish()
        .transform((v) => v ?? []),
    })
    .nullish(),
});

/** WB's text of a refused upload, from the answer's `errorText`. */
function refusedText(details: string): string {
  const match = /"errorText"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(details);
  return match ? match[1]! : '';
}

/** Prices and discounts of all goods, `offset` paging. */
export function pricesApi(send: WbSend) {
  async function page(offset = 0, limit = 1000): Promise<WbPage<GoodsPrice, number>> {
    const answer = await call(
      send,
      {
        host: 'prices',
        method: 'GET',
        path: '/api/v2/list/goods/filter',
        group: 'prices',
        query: { limit, offset },
      },
      goodsAnswer,
    );
    const goods = answer.data?.listGoods ?? [];
    // A short page is the last: WB pages by offset over a fixed list.
    return { items: goods.map(toPrice), next: offset + goods.length, done: goods.length < limit };
  }

  /** Prices of the given goods, 1000 per call. */
  async function ofGoods(nmIds: readonly number[]): Promise<GoodsPrice[]> {
    const result: GoodsPrice[] = [];
    for (const nmList of chunks(nmIds, 1000)) {
      const answer = await call(
        send,
        { host: 'prices', method: 'POST', path: '/api/v2/list/goods/filter', group: 'prices', body: { nmList } },
        goodsAnswer,
      );
      result.push(...(answer.data?.listGoods ?? []).map(toPrice));
    }
    return result;
  }

  /** Sends an upload of up to 1000 lines; WB answers with the task it will process later. */
  async function upload(what: PriceUpload): Promise<UploadedTask> {
    const data =
      what.kind === 'card'
        ? what.lines.map((l) => ({ nmID: l.nmId, price: l.price, discount: l.discount }))
        : what.kind === 'size'
          ? what.lines.map((l) => ({ nmID: l.nmId, sizeID: l.sizeId, price: l.price }))
          : what.lines.map((l) => ({ nmID: l.nmId, clubDiscount: l.clubDiscount }));
    try {
      const answer = await call(
        send,
        { host: 'prices', method: 'POST', path: UPLOAD_PATHS[what.kind], group: 'prices', body: { data } },
        taskAnswer,
      );
      return { taskId: answer.data.id, alreadyExists: answer.data.alreadyExists };
    } catch (error) {
      if (error instanceof WbRequestRejectedError && error.status === 400) {
        throw new WbUploadRefusedError(refusedText(error.details), error.details);
      }
      throw error;
    }
  }

  /** The task's state: processed (history) or, while WB works on it, in the buffer; null when WB knows none. */
  async function taskState(taskId: number): Promise<PriceTaskState | null> {
    for (const path of ['/api/v2/history/tasks', '/api/v2/buffer/tasks']) {
      const answer = await call(
        send,
        { host: 'prices', method: 'GET', path, group: 'prices', query: { uploadID: taskId } },
        stateAnswer,
      );
      if (answer.data) {
        return {
          status: answer.data.status as PriceTaskState['status'],
          total: answer.data.overAllGoodsNumber,
          succeeded: answer.data.successGoodsNumber,
        };
      }
    }
    return null;
  }

  /** Every card (or size) of a processed task with its outcome, 1000 a page. */
  async function taskGoods(taskId: number): Promise<PriceTaskGood[]> {
    const result: PriceTaskGood[] = [];
    for (let offset = 0; ; offset += 1000) {
      const answer = await call(
        send,
        {
          host: 'prices',
          method: 'GET',
          path: '/api/v2/history/goods/task',
          group: 'prices',
          query: { uploadID: taskId, limit: 1000, offset },
        },
        goodsTaskAnswer,
      );
      const goods = answer.data?.historyGoods ?? [];
      result.push(...goods.map((g) => ({ nmId: g.nmID, sizeId: g.sizeID, status: g.status, errorText: g.errorText })));
      if (goods.length < 1000) return result;
    }
  }

  /** Every card WB holds in the price quarantine. */
  async function quarantine(): Promise<QuarantinedGood[]> {
    const result: QuarantinedGood[] = [];
    for (let offset = 0; ; offset += 1000) {
      const answer = await call(
        send,
        {
          host: 'prices',
          method: 'GET',
          path: '/api/v2/quarantine/goods',
          group: 'prices',
          query: { limit: 1000, offset },
        },
        quarantineAnswer,
      );
      const goods = answer.data?.quarantineGoods ?? [];
      result.push(
        ...goods.map((g) => ({
          nmId: g.nmID,
          newPriceKopecks: g.newPrice,
          oldPriceKopecks: g.oldPrice,
          newDiscount: g.newDiscount,
          oldDiscount: g.oldDiscount,
        })),
      );
      if (goods.length < 1000) return result;
    }
  }

  return {
    page,
    pages: (offset = 0, limit = 1000) => allPages(offset, (o) => page(o, limit)),
    ofGoods,
    upload,
    taskState,
    taskGoods,
    quarantine,
  };
}
