import type { MutationResultShape } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import type { ListQueryInput } from '../../lib/list-query/list-query.ts';
import { companyCards, wbPricesOf, type CardShape } from '../cards/cards.service.ts';
import { MAX_CARDS } from './price-preview.service.ts';
import { queuePriceStep } from './price-job.ts';
import { priceWriter } from './price-wb-writer.ts';
import * as repo from './prices.repo.ts';
import type { PriceChangeSource, PriceChangeStatus } from './prices.tables.ts';

/**
 * Longer than any step may take (WB's limits, its timeout, a job's retries): a change still sending
 * after this was cut off, and only WB knows whether it took the upload.
 */
export const UNANSWERED_AFTER_MS = 30 * 60_000;

export interface SendLine {
  nmID: number;
  /** A size's own price (WB's sizeID, the card size's chrtID); absent: the whole card. */
  sizeID?: number | null;
  price?: number | null;
  discount?: number | null;
}

export interface PriceChangeShape {
  id: number;
  kind: repo.PriceChangeRow['kind'];
  source: PriceChangeSource;
  status: PriceChangeStatus | 'unanswered';
  statusText: string;
  taskId: number | null;
  wbAnswer: string | null;
  createdAt: Date;
  who: string | null;
  undoes: number | null;
  undoable: boolean;
  lines: repo.PriceLineRow[];
}

const STATUS_TEXT: Record<PriceChangeShape['status'], string> = {
  sending: 'Отправляем в WB',
  processing: 'WB обрабатывает загрузку',
  done: 'WB изменил цены',
  partial: 'WB изменил цены не всех товаров',
  refused: 'WB не изменил цены',
  failed: 'Не отправлено в WB',
  unanswered: 'Ответ WB не получен: проверьте цены после следующей загрузки данных WB',
};

function checkLine(line: SendLine) {
  const which = `товара ${line.nmID}${line.sizeID ? `, размер ${line.sizeID}` : ''}`;
  if (line.price == null && line.discount == null) {
    throw appError('BAD_USER_INPUT', `Для ${which} не указаны ни цена, ни скидка.`);
  }
  if (line.price != null && (line.price <= 0 || line.price % 100 !== 0)) {
    throw appError('BAD_USER_INPUT', `Цена ${which}: WB принимает целые рубли больше нуля.`, { field: 'price' });
  }
  if (line.discount != null && (!Number.isInteger(line.discount) || line.discount < 0 || line.discount > 99)) {
    throw appError('BAD_USER_INPUT', `Скидка ${which}: целое число от 0 до 99 %.`, { field: 'discount' });
  }
  if (line.sizeID != null && line.discount != null) {
    throw appError('BAD_USER_INPUT', `Скидка ${which}: WB задаёт скидку на весь товар, а не на размер.`, {
      field: 'discount',
    });
  }
}

/** The logged lines of the upload, with the prices WB had before (the last synced). */
function linesFor(lines: SendLine[], cards: Map<number, CardShape>): repo.NewPriceLine[] {
  return lines.map((line) => {
    const card = cards.get(line.nmID);
    if (!card) throw appError('NOT_FOUND', `Товар ${line.nmID} не найден среди карточек компании.`);
    const size =
      line.sizeID == null
        ? card.sizes.find((s) => s.price !== null)
        : card.sizes.find((s) => Number(s.chrtID) === line.sizeID);
    if (line.sizeID != null && !size) {
      throw appError('NOT_FOUND', `У товара ${line.nmID} нет размера ${line.sizeID}.`);
    }
    return {
      nmId: line.nmID,
      sizeId: line.sizeID ?? 0,
      vendorCode: card.vendorCode,
      techSize: line.sizeID == null ? '' : size!.techSize,
      oldPriceKopecks: size?.price ?? null,
      newPriceKopecks: line.price ?? null,
      oldDiscount: size?.discount ?? null,
      newDiscount: line.sizeID == null ? (line.discount ?? null) : null,
    };
  });
}

/** «Отправляем в WB цены 3 товаров.» */
const sendingMessage = (count: number) =>
  `Отправляем в WB ${count === 1 ? 'цену 1 товара' : `цены ${count} товаров`}: WB применит их после обработки загрузки.`;

/**
 * Logs the new prices and queues their upload: the token is checked first (a read-only one or none
 * is refused before anything is logged), the log entry is written before WB is asked, and the job
 * follows WB's task to its answer card by card.
 */
export async function sendPrices(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  source: Exclude<PriceChangeSource, 'undo'>,
  lines: SendLine[],
): Promise<MutationResultShape & { priceChange: PriceChangeShape }> {
  if (lines.length === 0) throw appError('BAD_USER_INPUT', 'Нет ни одной цены для отправки.');
  if (lines.length > MAX_CARDS) {
    throw appError(
      'BAD_USER_INPUT',
      `WB принимает не больше ${MAX_CARDS} строк за одну загрузку, а их ${lines.length}.`,
    );
  }
  lines.forEach(checkLine);
  const bySize = lines.filter((l) => l.sizeID != null).length;
  if (bySize > 0 && bySize < lines.length) {
    throw appError(
      'BAD_USER_INPUT',
      'Цены размеров и цены товаров WB принимает разными загрузками: отправьте их по отдельности.',
    );
  }
  const keys = lines.map((l) => `${l.nmID}:${l.sizeID ?? 0}`);
  if (new Set(keys).size !== keys.length) throw appError('BAD_USER_INPUT', 'Один товар указан дважды.');
  const cards = new Map((await companyCards(ctx.db, caller.companyId)).map((c) => [c.nmID, c]));
  const logged = linesFor(lines, cards);
  await priceWriter(ctx, caller.companyId);
  const id = await repo.logChange(
    ctx.db,
    { companyId: caller.companyId, userId: caller.userId, kind: bySize > 0 ? 'size' : 'card', source },
    logged,
  );
  await queuePriceStep(ctx.jobs, caller.companyId, id);
  return { id: String(id), message: sendingMessage(lines.length), priceChange: await priceChange(ctx, caller, id) };
}

export interface ClubLine {
  nmID: number;
  clubDiscount: number;
}

/**
 * Logs new WB Club discounts and queues their upload (`/api/v2/upload/task/club-discount`), followed
 * to WB's answer card by card like a price change; a line's old and new discount are the club's.
 */
export async function sendClubDiscounts(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  lines: ClubLine[],
): Promise<MutationResultShape & { priceChange: PriceChangeShape }> {
  if (lines.length === 0) throw appError('BAD_USER_INPUT', 'Нет ни одной скидки для отправки.');
  if (lines.length > MAX_CARDS) {
    throw appError(
      'BAD_USER_INPUT',
      `WB принимает не больше ${MAX_CARDS} товаров за одну загрузку, а их ${lines.length}.`,
    );
  }
  for (const line of lines) {
    if (!Number.isInteger(line.clubDiscount) || line.clubDiscount < 0 || line.clubDiscount > 99) {
      throw appError('BAD_USER_INPUT', `Скидка WB Клуба товара ${line.nmID}: целое число от 0 до 99 %.`, {
        field: 'clubDiscount',
      });
    }
  }
  if (new Set(lines.map((l) => l.nmID)).size !== lines.length)
    throw appError('BAD_USER_INPUT', 'Один товар указан дважды.');
  const cards = new Map((await companyCards(ctx.db, caller.companyId)).map((c) => [c.nmID, c]));
  const clubOf = new Map(
    (
      await wbPricesOf(
        ctx.db,
        caller.companyId,
        lines.map((l) => l.nmID),
      )
    ).map((p) => [p.nmId, p.clubDiscount]),
  );
  const logged: repo.NewPriceLine[] = lines.map((line) => {
    const card = cards.get(line.nmID);
    if (!card) throw appError('NOT_FOUND', `Товар ${line.nmID} не найден среди карточек компании.`);
    return {
      nmId: line.nmID,
      sizeId: 0,
      vendorCode: card.vendorCode,
      techSize: '',
      oldPriceKopecks: null,
      newPriceKopecks: null,
      oldDiscount: clubOf.get(line.nmID) ?? null,
      newDiscount: line.clubDiscount,
    };
  });
  await priceWriter(ctx, caller.companyId);
  const id = await repo.logChange(
    ctx.db,
    { companyId: caller.companyId, userId: caller.userId, kind: 'club', source: 'hand' },
    logged,
  );
  await queuePriceStep(ctx.jobs, caller.companyId, id);
  return {
    id: String(id),
    message: `Отправляем в WB скидки WB Клуба ${lines.length === 1 ? '1 товара' : `${lines.length} товаров`}: WB применит их после обработки загрузки.`,
    priceChange: await priceChange(ctx, caller, id),
  };
}

export interface CardPricesShape {
  nmID: number;
  vendorCode: string;
  discount: number | null;
  clubDiscount: number | null;
  sizes: { sizeID: number; techSize: string; price: number | null }[];
  /** WB prices the card's sizes differently: a new price is set per size. */
  pricedBySize: boolean;
}

/** WB's prices of the chosen cards as last synced, for the dialog's sizes and WB Club; another company's cards are absent. */
export async function cardPrices(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  nmIDs: number[],
): Promise<CardPricesShape[]> {
  if (nmIDs.length > MAX_CARDS) throw appError('BAD_USER_INPUT', `Не больше ${MAX_CARDS} товаров за раз.`);
  const rows = await wbPricesOf(ctx.db, caller.companyId, nmIDs);
  return rows.map((row) => {
    const sizes = row.sizes.map((s) => ({ sizeID: s.sizeId, techSize: s.techSizeName, price: s.priceKopecks }));
    return {
      nmID: row.nmId,
      vendorCode: row.vendorCode ?? '',
      discount: row.discount,
      clubDiscount: row.clubDiscount,
      sizes,
      pricedBySize: new Set(sizes.map((s) => s.price)).size > 1,
    };
  });
}

/**
 * Sends the old prices of a change back, while WB allows it: only the lines WB changed, only while
 * no later change of those cards was taken, once per change.
 */
export async function undoPriceChange(ctx: GraphQLContext, caller: CompanyCaller, changeId: number) {
  const change = await priceChange(ctx, caller, changeId);
  if (!change.undoable) throw appError('CONFLICT', await whyNotUndoable(ctx, caller, change));
  const back: SendLine[] = change.lines
    .filter((l) => l.status === 'done')
    .map((l) => ({
      nmID: l.nmId,
      sizeID: l.sizeId === 0 ? null : l.sizeId,
      price: l.oldPriceKopecks,
      discount: l.sizeId === 0 ? l.oldDiscount : null,
    }));
  await priceWriter(ctx, caller.companyId);
  const cards = new Map((await companyCards(ctx.db, caller.companyId)).map((c) => [c.nmID, c]));
  const id = await repo.logChange(
    ctx.db,
    { companyId: caller.companyId, userId: caller.userId, kind: change.kind, source: 'undo', undoes: change.id },
    linesFor(back, cards),
  );
  await queuePriceStep(ctx.jobs, caller.companyId, id);
  return {
    id: String(id),
    message: `Возвращаем прежние цены ${back.length} товаров.`,
    priceChange: await priceChange(ctx, caller, id),
  };
}

async function whyNotUndoable(ctx: GraphQLContext, caller: CompanyCaller, change: PriceChangeShape): Promise<string> {
  if (change.status !== 'done' && change.status !== 'partial') return 'Вернуть можно только цены, которые WB изменил.';
  if (await repo.undoOf(ctx.db, caller.companyId, change.id)) return 'Эти цены уже возвращены.';
  return 'Цены этих товаров менялись позже: вернуть можно только последнее изменение.';
}

async function undoable(
  ctx: GraphQLContext,
  companyId: number,
  change: repo.PriceChangeRow,
  lines: repo.PriceLineRow[],
) {
  if (change.status !== 'done' && change.status !== 'partial') return false;
  if (await repo.undoOf(ctx.db, companyId, change.id)) return false;
  const done = lines.filter((l) => l.status === 'done' && l.oldPriceKopecks !== null);
  if (done.length === 0) return false;
  const last = await repo.lastDoneChangeOf(
    ctx.db,
    companyId,
    done.map((l) => l.nmId),
  );
  return done.every((l) => last.get(l.nmId) === change.id);
}

function shownStatus(status: PriceChangeStatus, updatedAt: Date, now: number): PriceChangeShape['status'] {
  const stale = now - updatedAt.getTime() > UNANSWERED_AFTER_MS;
  return (status === 'sending' || status === 'processing') && stale ? 'unanswered' : status;
}

/** One change with its lines, as its screen follows it. */
export async function priceChange(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  changeId: number,
): Promise<PriceChangeShape> {
  const change = Number.isSafeInteger(changeId) ? await repo.findChange(ctx.db, caller.companyId, changeId) : undefined;
  if (!change) throw appError('NOT_FOUND', 'Изменение цен не найдено в журнале компании.');
  const lines = await repo.linesOf(ctx.db, caller.companyId, [change.id]);
  const status = shownStatus(change.status, change.updatedAt, Date.now());
  return {
    id: change.id,
    kind: change.kind,
    source: change.source,
    status,
    statusText: STATUS_TEXT[status],
    taskId: change.taskId,
    wbAnswer: change.wbAnswer,
    createdAt: change.createdAt,
    who: await repo.authorOf(ctx.db, change),
    undoes: change.undoes,
    undoable: await undoable(ctx, caller.companyId, change, lines),
    lines,
  };
}

export interface LogLineShape extends repo.LogLineRow {
  shownStatus: PriceChangeShape['status'];
  statusText: string;
}

export const MAX_LOG_DAYS = 366;

/** The price log of the last days, line by line (the log screen sorts, filters and exports it). */
export async function priceLog(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  days: number,
  nmID: number | null,
): Promise<LogLineShape[]> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_LOG_DAYS) {
    throw appError('BAD_USER_INPUT', `Период журнала: от 1 до ${MAX_LOG_DAYS} дней.`, { field: 'days' });
  }
  const now = Date.now();
  const rows = await repo.logLines(ctx.db, caller.companyId, new Date(now - days * 86_400_000), nmID);
  return rows.map((row) => {
    const status = shownStatus(row.changeStatus, row.updatedAt, now);
    return { ...row, shownStatus: status, statusText: STATUS_TEXT[status] };
  });
}

/** One page of the price log of the last days, sorted, filtered and searched on the server. */
export async function priceLogPage(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  days: number,
  query: ListQueryInput,
): Promise<{ items: LogLineShape[]; totalCount: number }> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_LOG_DAYS) {
    throw appError('BAD_USER_INPUT', `Период журнала: от 1 до ${MAX_LOG_DAYS} дней.`, { field: 'days' });
  }
  const now = Date.now();
  const page = await repo.logPage(ctx.db, caller.companyId, new Date(now - days * 86_400_000), query);
  return {
    totalCount: page.totalCount,
    items: page.items.map((row) => {
      const status = shownStatus(row.changeStatus, row.updatedAt, now);
      return { ...row, shownStatus: status, statusText: STATUS_TEXT[status] };
    }),
  };
}
