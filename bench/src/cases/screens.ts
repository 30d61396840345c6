import { sql, type SQL } from 'drizzle-orm';
import { dataOf } from '../../../apps/server/test/support/sign-in.ts';
import type { TestApp } from '../../../apps/server/test/support/test-app.ts';
import type { Seller } from '../../../apps/server/src/modules/cards/catalog-fixtures.ts';
import type { DatabaseKind } from '../bench-database.ts';
import { measure, type BenchResult } from '../measure.ts';
import { changeCompany, fillCards, fillSeller, MONTH, monthRows, openScreenApp } from '../screen-seller.ts';
import {
  currencyTotalsSql,
  recordsOf,
  unitFiguresSql,
} from '../../../apps/server/src/modules/reports/report-figures.repo.ts';

// What a seller's screen asks of the server, through the server's own GraphQL handler (parse,
// validation, access, resolvers, serialisation), against the bare SQL that reads the same rows.

const BUDGET = 1.5;
const ms = (value: number) => `${value.toFixed(1)} мс`;

export interface Pair {
  name: string;
  meaning: string;
  graphql: { query: string; variables: Record<string, unknown> };
  /** One statement, or several sent side by side (as the server sends them), or how the server reads them. */
  bare: SQL | SQL[] | (() => Promise<unknown>);
}

export async function compare(app: TestApp, seller: Seller, pair: Pair, quick: boolean): Promise<BenchResult> {
  // The answer is read once as the client reads it, errors included; then as the bytes the server sends,
  // since decoding and parsing them is the client's work, not the server's. Every answer must be the same
  // bytes long.
  const { query, variables } = pair.graphql;
  dataOf(await app.graphql(query, variables, seller.headers));
  const expectedLength = (await app.graphqlBytes(query, variables, seller.headers)).length;
  const ask = async () => {
    const bytes = await app.graphqlBytes(query, variables, seller.headers);
    if (bytes.length !== expectedLength)
      throw new Error(`${pair.name}: an answer of another length: ${new TextDecoder().decode(bytes.slice(0, 300))}`);
  };
  const { bare: given } = pair;
  const bare =
    typeof given === 'function'
      ? given
      : () =>
          Promise.all((Array.isArray(given) ? given : [given]).map((statement) => app.services.db.execute(statement)));
  const options = quick ? { minRuns: 5, minMs: 300 } : { minRuns: 7, minMs: 3000 };
  // The GraphQL side reads as the bare SQL does: each time after a change of the company, so no answer is
  // served from the answers kept.
  const read = { ...options, before: () => changeCompany(app, seller.companyId) };
  // Alternated twice, so a neighbour's load falls on both sides.
  const a1 = await measure(bare, options);
  const g1 = await measure(ask, read);
  const a2 = await measure(bare, options);
  const g2 = await measure(ask, read);
  const baseline = Math.min(a1.medianMs, a2.medianMs);
  const subject = Math.min(g1.medianMs, g2.medianMs);
  const ratio = subject / baseline;
  return {
    name: pair.name,
    meaning: pair.meaning,
    baseline: { label: 'голый SQL', value: ms(baseline) },
    subject: { label: 'GraphQL', value: ms(subject) },
    ratio,
    target: `≤ ${BUDGET}`,
    met: ratio <= BUDGET,
  };
}

export const REPORTS = `query ($from: Date!, $to: Date!) { reports(dateFrom: $from, dateTo: $to) {
  rows { shk_id nm_id sa_name ts_name office_name order_dt sale_dt total_ppvz_for_pay total_delivery_rub
    total_penalty first_price isSaved profit }
  stat { ppvz_for_pay delivery_rub penalty retail_amount returns sumFirstPrice sumProfit sumToPay }
  wholesale { total totalFirstPrice totalNds totalResult } } }`;

/**
 * What `reports` answers, as bare SQL: the month's units, each priced from the ledger or the card cost
 * in force, and the month's totals per currency (the main and the buyout report), side by side on the
 * pool, each read as the server reads a period (planned without nested loops).
 */
const reportsSql = (app: TestApp, companyId: number) => {
  const of = { companyId, dateFrom: MONTH.dateFrom, dateTo: MONTH.dateTo };
  const units = { ...of, reportTypes: [1] };
  const totals = { ...of, reportTypes: [1, 2] };
  return () =>
    Promise.all([
      recordsOf<Record<string, string | number>>(app.services.db, unitFiguresSql(units), units),
      recordsOf<Record<string, string | number>>(app.services.db, currencyTotalsSql(totals), totals),
    ]);
};

async function reportsCase(kind: DatabaseKind, scale: number, quick: boolean): Promise<BenchResult> {
  const { app, seller } = await openScreenApp(kind);
  try {
    await fillSeller(app, seller.companyId, scale);
    await sameAnswer(app, seller);
    return await compare(
      app,
      seller,
      {
        name: `reports за месяц (${kind}, масштаб ${scale})`,
        meaning: `\`reports\` за месяц (${monthRows(scale).toLocaleString('ru-RU')} строк отчёта в месяце, всего три месяца; единицы без вложенных строк отчёта, итоги и выкуп) против голого SQL тех же двух запросов: единицы с себестоимостью из реестра или карточки на дату заказа и итоги месяца по валютам`,
        graphql: { query: REPORTS, variables: { from: MONTH.dateFrom, to: MONTH.dateTo } },
        bare: reportsSql(app, seller.companyId),
      },
      quick,
    );
  } finally {
    await app.close();
  }
}

/** The baseline is honest only if it reads what the answer holds: the same units and the same payout. */
async function sameAnswer(app: TestApp, seller: Seller): Promise<void> {
  const answer = dataOf<{ reports: { rows: { shk_id: string }[]; stat: { sumToPay: string } } }>(
    await app.graphql(REPORTS, { from: MONTH.dateFrom, to: MONTH.dateTo }, seller.headers),
  );
  const [units, totals] = await reportsSql(app, seller.companyId)();
  const main = totals!.find((t) => Number(t.report_type) === 1)!;
  const toPay = ['for_pay', 'returns', 'delivery', 'storage', 'acceptance', 'deduction', 'penalty']
    .map((k, i) => (i === 0 ? 1n : -1n) * BigInt(main[k]!))
    .reduce((a, b) => a + b, BigInt(main.additional_payment!));
  const ours = answer.reports.stat.sumToPay.replace('.', '');
  if (units!.length !== answer.reports.rows.length || BigInt(ours) !== toPay)
    throw new Error('reports: голый SQL читает не то, что отвечает GraphQL');
}

const period = { dateFrom: MONTH.dateFrom, dateTo: MONTH.dateTo };
// Moscow days of the month as instants, as the statistics screens bound them.
const mskFrom = '2026-09-30T21:00:00Z';
const mskTo = '2026-10-31T21:00:00Z';

/** The orders grid's second page of the month, one warehouse, by the price with discount. */
export const ORDERS_PAGE = {
  query: `query ($p: StatisticsPeriod!, $q: ListQuery!) { ordersPage(period: $p, query: $q) { totalCount
    items { srid date lastChangeDate warehouseName warehouseType regionName supplierArticle nmId barcode subject
      brand techSize totalPrice discountPercent finishedPrice priceWithDisc isCancel cancelDate gNumber } } }`,
  variables: {
    p: period,
    q: {
      page: 2,
      pageSize: 100,
      sort: [{ field: 'priceWithDisc', direction: 'DESC' }],
      filters: [{ field: 'warehouseName', operator: 'EQUALS', value: 'Склад 3' }],
    },
  },
};

function pagesPairs(companyId: number, scale: number): Pair[] {
  const rows = monthRows(scale).toLocaleString('ru-RU');
  return [
    {
      name: `ordersPage, масштаб ${scale}`,
      meaning: `страница из 100 заказов месяца (${rows} заказов в месяце), склад «Склад 3», по цене со скидкой по убыванию, с общим числом, против голого SQL той же страницы и того же count`,
      graphql: ORDERS_PAGE,
      bare: sql`
        select *, (select count(*) from wb_orders where company_id = ${companyId} and date >= ${mskFrom} and date < ${mskTo}
          and warehouse_name = 'Склад 3') total
        from wb_orders where company_id = ${companyId} and date >= ${mskFrom} and date < ${mskTo}
          and warehouse_name = 'Склад 3'
        order by price_with_disc_kopecks desc, date desc, srid limit 100 offset 200`,
    },
    {
      name: `salesPage, масштаб ${scale}`,
      meaning: `страница из 100 продаж и возвратов месяца (${rows} в месяце), артикул начинается с «ART-1», по дате по возрастанию, с общим числом, против голого SQL`,
      graphql: {
        query: `query ($p: StatisticsPeriod!, $q: ListQuery!) { salesPage(period: $p, query: $q) { totalCount
          items { saleID srid date lastChangeDate warehouseName regionName supplierArticle nmId barcode subject brand
            techSize totalPrice discountPercent finishedPrice priceWithDisc forPay gNumber } } }`,
        variables: {
          p: period,
          q: {
            page: 1,
            pageSize: 100,
            sort: [{ field: 'date', direction: 'ASC' }],
            filters: [{ field: 'supplierArticle', operator: 'STARTS_WITH', value: 'ART-1' }],
          },
        },
      },
      bare: sql`
        select *, (select count(*) from wb_sales where company_id = ${companyId} and date >= ${mskFrom} and date < ${mskTo}
          and supplier_article ilike 'ART-1%') total
        from wb_sales where company_id = ${companyId} and date >= ${mskFrom} and date < ${mskTo}
          and supplier_article ilike 'ART-1%'
        order by date asc, sale_id limit 100 offset 100`,
    },
    {
      name: `suppliesPage (реестр), масштаб ${scale}`,
      meaning: `страница из 100 единиц реестра месяца (${rows} единиц в месяце), тип FBS, по себестоимости по убыванию, с общим числом, против голого SQL`,
      graphql: {
        query: `query ($from: Date!, $to: Date!, $q: ListQuery!) { suppliesPage(dateFrom: $from, dateTo: $to, query: $q) {
          totalCount items { shk_id nmID article firstPrice supplyId type supplyDate costSource fileName fileRow savedAt } } }`,
        variables: {
          from: MONTH.dateFrom,
          to: MONTH.dateTo,
          q: {
            page: 0,
            pageSize: 100,
            sort: [{ field: 'firstPrice', direction: 'DESC' }],
            filters: [{ field: 'type', operator: 'EQUALS', value: 'FBS' }],
          },
        },
      },
      bare: sql`
        select *, (select count(*) from unit_ledger where company_id = ${companyId}
          and supply_date between ${MONTH.dateFrom} and ${MONTH.dateTo} and type = 'FBS') total
        from unit_ledger where company_id = ${companyId} and supply_date between ${MONTH.dateFrom} and ${MONTH.dateTo}
          and type = 'FBS'
        order by first_price_kopecks desc, supply_date desc, shk_id limit 100`,
    },
  ];
}

async function pagesCase(kind: DatabaseKind, scale: number, quick: boolean): Promise<BenchResult[]> {
  const { app, seller } = await openScreenApp(kind);
  try {
    await fillSeller(app, seller.companyId, scale);
    const results: BenchResult[] = [];
    for (const pair of pagesPairs(seller.companyId, scale)) {
      results.push(await compare(app, seller, { ...pair, name: `${pair.name} (${kind})` }, quick));
    }
    return results;
  } finally {
    await app.close();
  }
}

const CARDS = `{ cards { nmID vendorCode title brand subjectID subjectName photo capacity createdAt
  dimensions { length width height weight isValid } sizes { chrtID techSize wbSize skus price discountedPrice discount }
  tags { id name color } firstPrice titleForTn returnPercent defectPercent fbsCommission fboCommission
  wbFbsCommission wbFboCommission buyoutPercent acquiringPercent acceptance packaging deliveryToWb } }`;

async function cardsCase(kind: DatabaseKind, count: number, quick: boolean): Promise<BenchResult> {
  const { app, seller } = await openScreenApp(kind);
  try {
    await fillCards(app, seller.companyId, count);
    const c = seller.companyId;
    return await compare(
      app,
      seller,
      {
        name: `cards, ${count.toLocaleString('ru-RU')} карточек (${kind})`,
        meaning: `\`cards\` со всеми полями (${count} карточек с ценами, настройками и комиссией предмета) против голого SQL того же соединения четырёх таблиц (те же столбцы)`,
        graphql: { query: CARDS, variables: {} },
        bare: sql`
          select c.nm_id, c.vendor_code, c.subject_id, c.subject_name, c.brand, c.title, c.photo, c.length_cm,
            c.width_cm, c.height_cm, c.weight_kg, c.dimensions_valid, c.sizes, c.tags, c.wb_created_at, c.wb_updated_at,
            p.nm_id price_nm_id, p.sizes price_sizes, p.discount, s.nm_id settings_nm_id, s.first_price_kopecks,
            s.title_for_tn, s.return_percent, s.defect_percent, s.fbs_commission, s.fbo_commission, s.buyout_percent,
            s.acquiring_percent, s.acceptance_kopecks, s.packaging_kopecks, s.delivery_to_wb_kopecks,
            m.subject_id commission_subject_id, m.fbs_percent, m.fbo_percent
          from wb_cards c
          left join wb_prices p on p.company_id = c.company_id and p.nm_id = c.nm_id
          left join card_settings s on s.company_id = c.company_id and s.nm_id = c.nm_id
          left join wb_commissions m on m.company_id = c.company_id and m.subject_id = c.subject_id
          where c.company_id = ${c} order by c.wb_updated_at desc nulls last, c.nm_id`,
      },
      quick,
    );
  } finally {
    await app.close();
  }
}

export interface ScreenScales {
  /** The scale of the server database's seller. */
  server: number;
  /** The scale of the embedded database's seller. */
  embedded: number;
  cards: number[];
}

export const FULL_SCALES: ScreenScales = { server: 10, embedded: 1, cards: [300, 5_000] };
export const QUICK_SCALES: ScreenScales = { server: 1, embedded: 1, cards: [300] };

/** `reports`: the million-row seller on a PostgreSQL server, the demo's seller on PGlite. */
export async function reportsScreens(kinds: DatabaseKind[], scales: ScreenScales, quick = false) {
  const results: BenchResult[] = [];
  for (const kind of kinds) {
    results.push(await reportsCase(kind, kind === 'PostgreSQL' ? scales.server : scales.embedded, quick));
  }
  return results;
}

/** The paged grids, on the server database when there is one (the million-row seller's home). */
export async function pageScreens(kinds: DatabaseKind[], scales: ScreenScales, quick = false) {
  const kind = kinds.includes('PostgreSQL') ? 'PostgreSQL' : 'PGlite';
  return pagesCase(kind, kind === 'PostgreSQL' ? scales.server : scales.embedded, quick);
}

export async function cardsScreens(kinds: DatabaseKind[], scales: ScreenScales, quick = false) {
  const kind = kinds.includes('PostgreSQL') ? 'PostgreSQL' : 'PGlite';
  const results: BenchResult[] = [];
  for (const count of scales.cards) results.push(await cardsCase(kind, count, quick));
  return results;
}
