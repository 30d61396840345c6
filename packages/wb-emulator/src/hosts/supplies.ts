import { mskDateTimeWithZone, parseMskDateTime } from '../data/calendar.ts';
import type { FbwSupply } from '../data/fbw.ts';
import type { SellerData } from '../data/seller.ts';
import { json, type Reply } from '../server/respond.ts';
import { HOUR, MINUTE, per, type Route } from '../server/router.ts';

const SUPPLIES_LIMIT = { group: 'supplies', normal: per(MINUTE, 30, 10), basic: per(HOUR, 2, 1) };
const DATE_TYPES = ['factDate', 'createDate', 'supplyDate', 'updatedDate'] as const;

function fail(status: number, title: string, detail: string): Reply {
  return json({ status, title, detail, requestId: '0e35ac7fdbb94695db4004cb4c4ca12b', origin: 'supply-api' }, status);
}

const at = (ms: number | null) => (ms === null ? null : mskDateTimeWithZone(ms));

/** supplies-api: FBW supplies, one supply's details and its goods. */
export function suppliesRoutes(data: SellerData): Route[] {
  const find = (id: string | undefined, query: URLSearchParams): FbwSupply | Reply => {
    if (!id || !/^\d{1,18}$/.test(id)) return fail(400, 'bad request', 'id выходит за рамки int64');
    const byPreorder = query.get('isPreorderID') === 'true';
    const supply = data.fbwSupplies.find((s) => (byPreorder ? s.preorderID : s.supplyID) === Number(id));
    return supply ?? fail(404, 'not found', `поставка ${id} не найдена`);
  };
  const paging = (query: URLSearchParams, defaultLimit: number) => {
    const limit = Number(query.get('limit') ?? defaultLimit);
    const offset = Number(query.get('offset') ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return fail(400, 'bad request', 'Неверный формат limit');
    if (!Number.isInteger(offset) || offset < 0) return fail(400, 'bad request', 'Неверный формат offset');
    return { limit, offset };
  };
  return [
    {
      host: 'supplies-api',
      method: 'POST',
      path: '/api/v1/supplies',
      category: 'supplies',
      limit: SUPPLIES_LIMIT,
      handle: ({ query, body }) => {
        const page = paging(query, 1000);
        if ('status' in page) return page;
        const filter = (body ?? {}) as { dates?: { from?: string; till?: string; type?: string }[]; statusIDs?: number[] };
        for (const d of filter.dates ?? []) {
          if (!DATE_TYPES.includes(d.type as (typeof DATE_TYPES)[number])) return fail(400, 'bad request', 'Неверный формат type');
        }
        const list = data.fbwSupplies
          .filter((s) => !filter.statusIDs?.length || filter.statusIDs.includes(s.statusID))
          .filter((s) => (filter.dates ?? []).every((d) => inRange(s[d.type as (typeof DATE_TYPES)[number]], d.from, d.till)))
          .sort((a, b) => b.createDate - a.createDate)
          .slice(page.offset, page.offset + page.limit)
          .map((s) => ({
            phone: s.phone,
            supplyID: s.supplyID,
            preorderID: s.preorderID,
            createDate: at(s.createDate),
            supplyDate: at(s.supplyDate),
            factDate: at(s.factDate),
            updatedDate: at(s.updatedDate),
            statusID: s.statusID,
            boxTypeID: s.boxTypeID,
            isBoxOnPallet: s.isBoxOnPallet,
          }));
        return json(list);
      },
    },
    {
      host: 'supplies-api',
      method: 'GET',
      path: '/api/v1/supplies/{ID}',
      category: 'supplies',
      limit: SUPPLIES_LIMIT,
      handle: ({ params, query }) => {
        const s = find(params.ID, query);
        if ('status' in s) return s;
        const sum = (pick: (g: FbwSupply['goods'][number]) => number) => s.goods.reduce((n, g) => n + pick(g), 0);
        return json({
          phone: s.phone,
          statusID: s.statusID,
          virtualTypeID: 0,
          boxTypeID: s.boxTypeID,
          createDate: at(s.createDate),
          supplyDate: at(s.supplyDate),
          factDate: at(s.factDate),
          updatedDate: at(s.updatedDate),
          warehouseID: s.warehouse.id,
          warehouseName: s.warehouse.name,
          actualWarehouseID: s.statusID >= 4 ? s.warehouse.id : null,
          actualWarehouseName: s.statusID >= 4 ? s.warehouse.name : '',
          transitWarehouseID: null,
          transitWarehouseName: '',
          acceptanceCost: s.acceptanceKopecks / 100,
          paidAcceptanceCoefficient: s.paidAcceptanceCoefficient,
          rejectReason: null,
          supplierAssignName: 'Лён да Хлопок',
          storageCoef: null,
          deliveryCoef: null,
          quantity: sum((g) => g.quantity),
          readyForSaleQuantity: sum((g) => g.accepted),
          acceptedQuantity: sum((g) => g.accepted),
          unloadingQuantity: s.statusID >= 4 ? sum((g) => g.quantity) : 0,
          depersonalizedQuantity: 0,
          isBoxOnPallet: s.isBoxOnPallet,
        });
      },
    },
    {
      host: 'supplies-api',
      method: 'GET',
      path: '/api/v1/supplies/{ID}/goods',
      category: 'supplies',
      limit: SUPPLIES_LIMIT,
      handle: ({ params, query }) => {
        const s = find(params.ID, query);
        if ('status' in s) return s;
        const page = paging(query, 100);
        if ('status' in page) return page;
        return json(
          s.goods.slice(page.offset, page.offset + page.limit).map((g) => {
            const size = g.card.sizes[g.sizeIndex]!;
            return {
              barcode: size.barcode,
              vendorCode: g.card.vendorCode,
              nmID: g.card.nmID,
              needKiz: false,
              tnved: g.card.subject.tnved,
              techSize: size.techSize,
              color: g.card.color,
              supplierBoxAmount: Math.ceil(g.quantity / 10),
              quantity: g.quantity,
              readyForSaleQuantity: g.accepted,
              acceptedQuantity: g.accepted,
              unloadingQuantity: s.statusID >= 4 ? g.quantity : 0,
            };
          }),
        );
      },
    },
  ];
}

function inRange(value: number | null, from: string | undefined, till: string | undefined): boolean {
  if (value === null) return false;
  const lo = from ? parseMskDateTime(from) : undefined;
  const hi = till ? parseMskDateTime(till) : undefined;
  return (lo === undefined || value >= lo) && (hi === undefined || value <= hi);
}
