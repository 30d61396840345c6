import { z } from 'zod';
import type { WbSend } from '../http/request.ts';
import { allPages, type WbPage } from '../paging.ts';
import { call, decimal, requiredWbTime } from '../schema.ts';

/** Where the next page of cards starts; null before the first page. */
export type CardsCursor = { updatedAt: string; nmID: number } | null;

export interface Card {
  nmId: number;
  imtId: number;
  subjectId: number;
  subjectName: string;
  vendorCode: string;
  brand: string;
  title: string;
  /** Photo URLs, big and 246×328 previews. */
  photos: { big: string; preview: string | null }[];
  dimensions: {
    lengthCm: number;
    widthCm: number;
    heightCm: number;
    /** Gross weight in kg, exact ("6.24"). */
    weightKg: string;
    /** false: WB suspects the dimensions are wrong. */
    isValid: boolean;
  } | null;
  sizes: { chrtId: number; techSize: string; wbSize: string | null; skus: string[] }[];
  /** The seller's own labels on the card. */
  tags: { id: number; name: string; color: string }[];
  createdAt: Date;
  updatedAt: Date;
}

const cardSchema = z.looseObject({
  nmID: z.number().int(),
  imtID: z.number().int(),
  subjectID: z.number().int(),
  subjectName: z.string().default(''),
  vendorCode: z.string(),
  brand: z.string().default(''),
  title: z.string().default(''),
  photos: z.array(z.looseObject({ big: z.string(), c246x328: z.string().optional() })).default([]),
  dimensions: z
    .looseObject({
      length: z.number(),
      width: z.number(),
      height: z.number(),
      weightBrutto: decimal,
      isValid: z.boolean().default(true),
    })
    .optional(),
  sizes: z
    .array(
      z.looseObject({
        chrtID: z.number().int(),
        techSize: z.string().default(''),
        wbSize: z.string().optional(),
        skus: z.array(z.string()).default([]),
      }),
    )
    .default([]),
  tags: z
    .array(z.looseObject({ id: z.number().int(), name: z.string().default(''), color: z.string().default('') }))
    .nullish()
    .transform((v) => v ?? []),
  createdAt: requiredWbTime,
  updatedAt: requiredWbTime,
});

const cardsAnswer = z.looseObject({
  cards: z.array(cardSchema).default([]),
  cursor: z.looseObject({
    updatedAt: z.string().optional(),
    nmID: z.number().int().optional(),
    total: z.number().int(),
  }),
});

const toCard = (c: z.output<typeof cardSchema>): Card => ({
  nmId: c.nmID,
  imtId: c.imtID,
  subjectId: c.subjectID,
  subjectName: c.subjectName,
  vendorCode: c.vendorCode,
  brand: c.brand,
  title: c.title,
  photos: c.photos.map((p) => ({ big: p.big, preview: p.c246x328 ?? null })),
  dimensions: c.dimensions
    ? {
        lengthCm: c.dimensions.length,
        widthCm: c.dimensions.width,
        heightCm: c.dimensions.height,
        weightKg: c.dimensions.weightBrutto,
        isValid: c.dimensions.isValid,
      }
    : null,
  sizes: c.sizes.map((s) => ({ chrtId: s.chrtID, techSize: s.techSize, wbSize: s.wbSize ?? null, skus: s.skus })),
  tags: c.tags.map((t) => ({ id: t.id, name: t.name, color: t.color })),
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

/** Content: the seller's cards (not those in the trash), oldest change first so a cursor can resume. */
export function cardsApi(send: WbSend) {
  async function page(cursor: CardsCursor = null, limit = 100): Promise<WbPage<Card, CardsCursor>> {
    const answer = await call(
      send,
      {
        host: 'content',
        method: 'POST',
        path: '/content/v2/get/cards/list',
        group: 'content',
        query: { locale: 'ru' },
        body: {
          settings: {
            sort: { ascending: true },
            filter: { withPhoto: -1 },
            cursor: { limit, ...(cursor ?? {}) },
          },
        },
      },
      cardsAnswer,
    );
    const { updatedAt, nmID } = answer.cursor;
    const next = updatedAt !== undefined && nmID !== undefined ? { updatedAt, nmID } : cursor;
    // WB: the list is over when the answer holds fewer cards than asked for.
    return { items: answer.cards.map(toCard), next, done: answer.cursor.total < limit };
  }
  return {
    page,
    pages: (cursor: CardsCursor = null, limit = 100) => allPages(cursor, (c) => page(c, limit)),
  };
}
