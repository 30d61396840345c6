import type { Advert, AdvertBook, DayStat } from '../data/adverts.ts';
import { DAY_MS, mskDate, mskDateTimeWithZone, mskMidnight, utcDateTime } from '../data/calendar.ts';
import { empty, json, text, type Reply } from '../server/respond.ts';
import { HOUR, MINUTE, per, type LimitGroup, type Route } from '../server/router.ts';

const ORIGIN = 'camp-api-public-cache';
const bad = (detail: string, title = 'invalid payload'): Reply =>
  json({ detail, origin: ORIGIN, request_id: '7e5cb1f106cc6e85b5b29eb2e8815da2', status: 400, title }, 400);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** WB's derived metrics: CTR and CR in percent, CPC and CPM in rubles. */
function metrics(s: DayStat) {
  return {
    views: s.views,
    clicks: s.clicks,
    ctr: s.views ? round2((s.clicks / s.views) * 100) : 0,
    cpc: s.clicks ? round2(s.spend / 100 / s.clicks) : 0,
    cr: s.clicks ? round2((s.orders / s.clicks) * 100) : 0,
    orders: s.orders,
    shks: s.shks,
    atbs: s.atbs,
    canceled: s.canceled,
    sum: s.spend / 100,
    sum_price: s.revenue / 100,
  };
}

function add(a: DayStat, b: DayStat): DayStat {
  return {
    views: a.views + b.views,
    clicks: a.clicks + b.clicks,
    atbs: a.atbs + b.atbs,
    orders: a.orders + b.orders,
    shks: a.shks + b.shks,
    canceled: a.canceled + b.canceled,
    spend: a.spend + b.spend,
    revenue: a.revenue + b.revenue,
  };
}

const ZERO: DayStat = { views: 0, clicks: 0, atbs: 0, orders: 0, shks: 0, canceled: 0, spend: 0, revenue: 0 };

/** Splits a day's figures across the three apps (site, Android, iOS) by fixed shares. */
function split(s: DayStat, share: number): DayStat {
  const f = (n: number) => Math.floor(n * share);
  return { views: f(s.views), clicks: f(s.clicks), atbs: f(s.atbs), orders: f(s.orders), shks: f(s.shks), canceled: f(s.canceled), spend: f(s.spend), revenue: f(s.revenue) };
}

function sub(a: DayStat, b: DayStat): DayStat {
  return add(a, { views: -b.views, clicks: -b.clicks, atbs: -b.atbs, orders: -b.orders, shks: -b.shks, canceled: -b.canceled, spend: -b.spend, revenue: -b.revenue });
}

function parseIds(raw: string | null): number[] | undefined {
  if (!raw) return undefined;
  const ids = raw.split(',').map((x) => Number(x.trim()));
  return ids.every((n) => Number.isSafeInteger(n) && n > 0) ? ids : undefined;
}

function dateParam(value: unknown): number | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? mskMidnight(value) : undefined;
}

/** Pairs of (campaign, product) from a normquery request body, in either naming style. */
function pairs(body: unknown, snake: boolean): { advertId: number; nmId: number }[] | undefined {
  const items = (body as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items) || items.length < 1 || items.length > 100) return undefined;
  const out = items.map((i: Record<string, unknown>) => ({
    advertId: Number(snake ? i.advert_id : i.advertId),
    nmId: Number(snake ? i.nm_id : i.nmId),
  }));
  return out.every((p) => Number.isSafeInteger(p.advertId) && Number.isSafeInteger(p.nmId)) ? out : undefined;
}

/** advert-api: campaigns, statistics, search clusters, minus phrases, budgets and start/pause/stop. */
export function advertRoutes(book: AdvertBook): Route[] {
  const route = (method: Route['method'], path: string, limit: LimitGroup, handle: Route['handle'], write = false): Route => ({
    host: 'advert-api',
    method,
    path,
    category: 'promotion',
    limit,
    write,
    handle,
  });
  const group = (name: string, periodMs: number, limit: number, burst: number, basic: [number, number]) => ({
    group: name,
    normal: per(periodMs, limit, burst),
    basic: per(HOUR, basic[0], basic[1]),
  });
  const statsOf = (advert: Advert, nmId: number, from: number, to: number) =>
    book.days(from, to).reduce((s, d) => add(s, book.dayStat(advert, nmId, d)), ZERO);
  const clusterShare = (advert: Advert, nmId: number, phrase: string) => {
    const list = book.clusters(advert, nmId);
    const i = list.indexOf(phrase);
    return (list.length - i) / ((list.length * (list.length + 1)) / 2);
  };
  const activeClusters = (advert: Advert, nmId: number) => {
    const minus = book.minusPhrases(advert.id, nmId);
    return book.clusters(advert, nmId).filter((p) => !minus.includes(p));
  };
  const changer = (action: 'start' | 'pause' | 'stop') =>
    route('GET', `/adv/v0/${action}`, group('advert-status', 1_000, 5, 5, [5, 1]), ({ query }) => {
      const id = Number(query.get('id'));
      if (!Number.isSafeInteger(id) || id <= 0) return json({ error: 'Invalid Advert: invalid advert' }, 400);
      const advert = book.byId(id);
      if (!advert) return json({ error: 'AdvertChangeStatus: Not Found: advert not found' }, 400);
      return book.changeStatus(advert, action, Date.now()) ? empty(200) : text('Статус кампании не изменен', 422);
    }, true);

  return [
    route('GET', '/adv/v1/promotion/count', group('advert-count', 1_000, 5, 5, [4, 1]), () => {
      const groups = new Map<string, Advert[]>();
      for (const a of book.adverts) groups.set(`${a.type}:${a.status}`, [...(groups.get(`${a.type}:${a.status}`) ?? []), a]);
      return json({
        adverts: [...groups.values()].map((list) => ({
          type: list[0]!.type,
          status: list[0]!.status,
          count: list.length,
          advert_list: list.map((a) => ({ advertId: a.id, changeTime: mskDateTimeWithZone(a.updated) })),
        })),
        all: book.adverts.length,
      });
    }),
    route('GET', '/api/advert/v2/adverts', group('advert-list', 1_000, 5, 5, [1, 1]), ({ query }) => {
      const ids = query.get('ids') ? parseIds(query.get('ids')) : undefined;
      if (query.get('ids') && (!ids || ids.length > 50)) return bad('invalid ids');
      const statuses = query.get('statuses') ? query.get('statuses')!.split(',').map(Number) : undefined;
      const paymentType = query.get('payment_type');
      if (paymentType !== null && paymentType !== 'cpm' && paymentType !== 'cpc') return bad('invalid payment_type value');
      const list = book.adverts
        .filter((a) => !ids || ids.includes(a.id))
        .filter((a) => !statuses || statuses.includes(a.status))
        .filter((a) => !paymentType || a.paymentType === paymentType);
      return json({
        adverts: list.map((a) => ({
          bid_type: a.bidType,
          currency: 'RUB',
          id: a.id,
          nm_settings: a.cards.map((c) => ({
            bids_kopecks: { search: a.bidKopecks, recommendations: a.placements.recommendations ? a.bidKopecks : 0 },
            subject: { id: c.subject.id, name: c.subject.name.toLowerCase() },
            nm_id: c.nmID,
          })),
          settings: { payment_type: a.paymentType, name: a.name, placements: a.placements },
          restrictions: { can_change_nms: a.status === 4 || a.status === 9 || a.status === 11 },
          status: a.status,
          timestamps: {
            created: mskDateTimeWithZone(a.created),
            updated: mskDateTimeWithZone(a.updated),
            started: a.started === null ? null : mskDateTimeWithZone(a.started),
            deleted: a.status === -1 ? mskDateTimeWithZone(a.updated) : '2100-01-01T00:00:00+03:00',
          },
        })),
      });
    }),
    route('GET', '/adv/v3/fullstats', group('advert-fullstats', MINUTE, 3, 1, [1, 1]), ({ query }) => {
      const ids = parseIds(query.get('ids'));
      const from = dateParam(query.get('beginDate'));
      const to = dateParam(query.get('endDate'));
      if (!ids || ids.length > 50) return bad('invalid ids');
      if (from === undefined || to === undefined || to < from) return bad('invalid dates');
      if ((to - from) / DAY_MS > 30) {
        return json({ errors: [{ detail: 'max date range 31 days', field: 'begin and end' }], origin: ORIGIN, request_id: '71ee30f53243d7bd09c2c00b131688b2', status: 400, title: 'Invalid payload', type: 'bad request' }, 400);
      }
      // One unknown or deleted campaign makes WB refuse the whole batch, without naming it.
      const found = ids.map((id) => book.byId(id));
      if (found.some((a) => !a || a.status === -1)) return bad('invalid ids');
      const adverts = found.filter((a): a is Advert => !!a && [7, 9, 11].includes(a.status));
      return json(
        adverts.map((a) => {
          const days = book.days(from, to).map((day) => {
            const perNm = a.cards.map((c) => ({ card: c, stat: book.dayStat(a, c.nmID, day) }));
            const apps = ([[1, 0.2], [32, 0.5], [64, 0.3]] as const).map(([appType, share], i, all) => {
              const nms = perNm.map(({ card, stat }) => {
                const taken = all.slice(0, i).reduce((s, [, sh]) => add(s, split(stat, sh)), ZERO);
                const part = i === all.length - 1 ? sub(stat, taken) : split(stat, share);
                return { stat: part, json: { ...metrics(part), name: card.title, nmId: card.nmID } };
              });
              const total = nms.reduce((s, n) => add(s, n.stat), ZERO);
              return { stat: total, json: { appType, ...metrics(total), nms: nms.map((n) => n.json) } };
            });
            const total = perNm.reduce((s, n) => add(s, n.stat), ZERO);
            return { stat: total, json: { ...metrics(total), date: utcDateTime(day + 3 * HOUR), apps: apps.map((x) => x.json) } };
          });
          const total = days.reduce((s, d) => add(s, d.stat), ZERO);
          return { advertId: a.id, ...metrics(total), currency: 'RUB', days: days.map((d) => d.json), boosterStats: [] };
        }),
      );
    }),
    route('POST', '/adv/v0/normquery/stats', group('normquery-stats-v0', MINUTE, 10, 20, [5, 1]), ({ body }) => {
      const b = body as { from?: unknown; to?: unknown } | undefined;
      const from = dateParam(b?.from);
      const to = dateParam(b?.to);
      const items = pairs(body, true);
      if (from === undefined || to === undefined || !items) return bad('incorrect request body, please check API documentation', 'invalid request body');
      return json({
        stats: items.map(({ advertId, nmId }) => {
          const advert = book.byId(advertId);
          const total = advert ? statsOf(advert, nmId, from, to) : ZERO;
          return {
            advert_id: advertId,
            nm_id: nmId,
            stats: advert ? activeClusters(advert, nmId).map((phrase) => clusterJson(split(total, clusterShare(advert, nmId, phrase)), advert, phrase, true)) : [],
          };
        }),
      });
    }),
    route('POST', '/adv/v1/normquery/stats', group('normquery-stats-v1', MINUTE, 10, 20, [2, 1]), ({ body }) => {
      const b = body as { from?: unknown; to?: unknown } | undefined;
      const from = dateParam(b?.from);
      const to = dateParam(b?.to);
      const items = pairs(body, false);
      if (from === undefined || to === undefined || !items) return bad('incorrect request body, please check API documentation', 'invalid request body');
      return json({
        items: items.map(({ advertId, nmId }) => {
          const advert = book.byId(advertId);
          const dailyStats = advert
            ? book.days(from, to).flatMap((day) => {
                const stat = book.dayStat(advert, nmId, day);
                if (stat.views === 0) return [];
                return activeClusters(advert, nmId).map((phrase) => ({
                  date: mskDate(day),
                  stat: clusterJson(split(stat, clusterShare(advert, nmId, phrase)), advert, phrase, false),
                }));
              })
            : [];
          return { advertId, nmId, dailyStats };
        }),
      });
    }),
    route('POST', '/adv/v0/normquery/list', group('normquery', 1_000, 5, 10, [5, 1]), ({ body }) => {
      const items = pairs(body, false);
      if (!items) return bad('incorrect request body, please check API documentation', 'invalid request body');
      return json({
        items: items.map(({ advertId, nmId }) => {
          const advert = book.byId(advertId);
          const all = advert ? book.clusters(advert, nmId) : [];
          const excluded = book.minusPhrases(advertId, nmId);
          const rest = all.filter((p) => !excluded.includes(p));
          return { advertId, nmId, normQueries: { active: rest.slice(0, -1), excluded, archived: rest.slice(-1) } };
        }),
      });
    }),
    route('POST', '/adv/v0/normquery/get-minus', group('normquery', 1_000, 5, 10, [5, 1]), ({ body }) => {
      const items = pairs(body, true);
      if (!items) return bad('invalid items');
      return json({ items: items.map(({ advertId, nmId }) => ({ advert_id: advertId, nm_id: nmId, norm_queries: book.minusPhrases(advertId, nmId) })) });
    }),
    route(
      'POST',
      '/adv/v0/normquery/set-minus',
      group('normquery', 1_000, 5, 10, [5, 1]),
      ({ body }) => {
        const b = (body ?? {}) as { advert_id?: unknown; nm_id?: unknown; norm_queries?: unknown };
        const advert = book.byId(Number(b.advert_id));
        const phrases = b.norm_queries;
        if (!advert || !advert.cards.some((c) => c.nmID === Number(b.nm_id))) return bad('advert or nm not found');
        if (!Array.isArray(phrases) || phrases.length > 1000 || !phrases.every((p) => typeof p === 'string')) return bad('invalid norm_queries');
        book.setMinusPhrases(advert.id, Number(b.nm_id), phrases as string[]);
        return empty(200);
      },
      true,
    ),
    route('POST', '/api/advert/v2/budget', { group: 'advert-budget', normal: per(MINUTE, 20, 4), basic: per(HOUR, 4, 1) }, ({ body }) => {
      const ids = (body as { advertIds?: unknown } | undefined)?.advertIds;
      if (!Array.isArray(ids) || ids.length < 1 || ids.length > 50 || !ids.every(Number.isSafeInteger)) return text('invalid advertIds', 400);
      const adverts = (ids as number[]).map((id) => book.byId(id)).filter((a): a is Advert => !!a && [4, 9, 11].includes(a.status));
      return json({ adverts: adverts.map((a) => ({ advertId: a.id, currency: 'RUB', total: a.budgetRubles })) });
    }),
    {
      ...route('GET', '/api/advert/v0/daily-limits', { group: 'advert-daily-limits', normal: per(MINUTE, 5, 5) }, ({ query }) => {
        const ids = parseIds(query.get('advertIds'));
        if (!ids || ids.length > 100) return bad('invalid advertIds');
        return json({
          adverts: ids.flatMap((id) => {
            const advert = book.byId(id);
            const limit = advert && advert.status !== -1 ? book.dailyLimit(advert) : undefined;
            if (!limit) return [];
            return [
              {
                advertId: id,
                enabled: limit.enabled,
                dailyLimit: limit.limitKopecks,
                spentToday: limit.spentTodayKopecks,
                currency: 'RUB',
                carryOverEnabled: limit.carryOver,
                valid: limit.limitKopecks >= limit.requiredKopecks,
                requiredLimit: limit.requiredKopecks,
              },
            ];
          }),
        });
      }),
      tokenTypes: ['personal', 'service'],
    },
    changer('start'),
    changer('pause'),
    changer('stop'),
  ];
}

/** One search cluster's figures; CPC campaigns have no views, CTR or CPM. */
function clusterJson(s: DayStat, advert: Advert, phrase: string, snake: boolean) {
  const cpc = advert.paymentType === 'cpc';
  const m = metrics(s);
  const cpm = s.views ? round2((s.spend / 100 / s.views) * 1000) : 0;
  const base = {
    views: cpc ? null : s.views,
    clicks: s.clicks,
    atbs: s.atbs,
    orders: s.orders,
    ctr: cpc ? null : m.ctr,
    cpc: m.cpc,
    cpm: cpc ? null : cpm,
    shks: s.shks,
    spend: m.sum,
  };
  const avgPos = round2(1 + (phrase.length % 12) * 0.7);
  return snake ? { norm_query: phrase, ...base, avg_pos: avgPos, currency: 'RUB' } : { normQuery: phrase, ...base, avgPos };
}
